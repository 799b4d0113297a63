#!/bin/sh
# man-quirks.sh BIN [--write] — the QUIRKS section of man/spelgen.1, made from spelgen's
# own quirk table (BIN show --quirk list: a name and a summary a line).  Prints the lines
# that go between the section's two markers; with --write, puts them there.
# tests/cli/man_page.sh checks the man page holds what this prints.
BIN=${1:?usage: man-quirks.sh BIN [--write]}
MAN=$(dirname "$0")/../man/spelgen.1
BEGIN='.\\" begin generated quirks (build-aux/man-quirks.sh)'
END='.\\" end generated quirks'

generate() {
    "$BIN" show --quirk list | awk '
        function text(s) { gsub(/\\/, "\\e", s); return s }
        function roff(s) { s = text(s); gsub(/-/, "\\-", s); return s }
        {
            name = $1
            summary = $0; sub(/^[^ ]+ +/, "", summary)
            print ".TP"
            print ".B " roff(name)
            # a summary line must not begin as a control line
            if (summary ~ /^[.'\'']/) summary = "\\&" summary
            print text(summary)
        }'
}

if [ "${2:-}" != --write ]; then
    generate
    exit
fi
out=$(mktemp) || exit 1
generate >"$out.gen" || exit 1
awk -v begin="$BEGIN" -v end="$END" -v gen="$out.gen" '
    $0 == begin { print; while ((getline l < gen) > 0) print l; skip = 1; next }
    $0 == end { skip = 0 }
    !skip' "$MAN" >"$out" && cat "$out" >"$MAN"
rm -f "$out" "$out.gen"
