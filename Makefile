# spelgen — watch a Spelunky Classic level being generated, one random draw at a time.
#
#   make            build ./spelgen
#   make run        open the explorer
#   make check      every test: unit, golden, odds, CLI, explorer in tmux, ASan+UBSan,
#                   valgrind, a short fuzz run (installs what it needs on Debian as root)
#   make bench      levels and draws per second, tracing off and on, the path scan; the
#                   explorer's answer to each key and command
#   make bench-instructions   the path scan's instructions a state (callgrind)
#   make bench-compare REF=<commit>   the generator area by area, this tree against REF
#   make install    PREFIX=/usr/local DESTDIR=  (binary, data, man page)

VERSION   := 0.1.0
PREFIX    ?= /usr/local
DESTDIR   ?=
BINDIR    := $(PREFIX)/bin
DATADIR   := $(PREFIX)/share/spelgen
MANDIR    := $(PREFIX)/share/man/man1

CC        ?= cc
PKG_CONFIG ?= pkg-config
export PKG_CONFIG
CFLAGS    ?= -O2 -g
CSTD      := -std=c11 -D_DEFAULT_SOURCE

# -Werror is the project's own checks' business: `make check` (and every test goal)
# turns DEVELOPER=1 on; a user's `make` warns and goes on.  DEVELOPER=0 turns it off.
BUILD     ?= build
.DEFAULT_GOAL := all
TEST_GOALS := check test unit tests-built asan valgrind fuzz fuzz-short tui-test cli-test \
              $(BUILD)/tests/%
TESTING    := $(if $(filter $(TEST_GOALS),$(MAKECMDGOALS)),1,0)
ifeq ($(origin DEVELOPER),undefined)
  DEVELOPER := $(TESTING)
endif
export DEVELOPER
WARN      := -Wall -Wextra $(if $(filter 1,$(DEVELOPER)),-Werror)
ALL_CFLAGS = $(CSTD) $(WARN) $(CFLAGS)
ALL_CPPFLAGS = -Isrc -DSPG_VERSION='"$(VERSION)"' -DSPG_DATADIR='"$(DATADIR)"' $(CPPFLAGS)

# tests and tools run from the tree read the tree's data
export SPELGEN_DATA ?= $(CURDIR)/data

# ---- dependencies and configuration ----------------------------------------------------
# Each line: a pkg-config module or a command, and the Debian package that brings it.
# deps.sh installs what is missing (as root on Debian, with apt-get) — except for
# `make install`, which only says what is missing.  configure.sh then asks pkg-config for
# the flags once and writes them to $(CONFIG), which this Makefile includes: make builds
# an included file before anything else and restarts, so with -j no object is compiled
# before the libraries are installed.
DEPS_build := cmd:pkg-config:pkg-config pkg:ncursesw:libncurses-dev pkg:libedit:libedit-dev \
              pkg:libpng:libpng-dev pkg:zlib:zlib1g-dev
DEPS_test  := $(DEPS_build) pkg:cmocka:libcmocka-dev cmd:tmux:tmux cmd:valgrind:valgrind \
              cmd:clang:clang cmd:parallel:parallel
ifeq ($(origin CONFIG_KIND),undefined)
  CONFIG_KIND := $(if $(filter 1,$(TESTING)),test,build)
endif
export CONFIG_KIND
CONFIG      := $(BUILD)/config-$(CONFIG_KIND).mk
DEPS_FLAGS  := $(if $(filter install,$(MAKECMDGOALS)),--no-install)

ifeq ($(filter clean uninstall,$(MAKECMDGOALS)),)
include $(CONFIG)
endif
$(CONFIG): Makefile build-aux/deps.sh build-aux/configure.sh
	@mkdir -p $(dir $@)
	@./build-aux/deps.sh $(DEPS_FLAGS) $(DEPS_$(CONFIG_KIND))
	@./build-aux/configure.sh $(CONFIG_KIND) >$@.tmp && mv $@.tmp $@

LIB_LIBS  += -lm -lpthread

# The classic style's passes are compiled only inside its two units, build_traced.c and
# build_untraced.c (see src/styles/classic/internal.h), which list them.
CLASSIC_DIR    := src/styles/classic
CLASSIC_PASSES := $(addprefix $(CLASSIC_DIR)/,$(shell sed -n 's/^\#include "\(.*\.c\)"/\1/p' $(CLASSIC_DIR)/build_traced.c))
LIB_SRC   := $(filter-out src/cli/% $(CLASSIC_PASSES),$(shell find src -name '*.c' | sort))
CLI_SRC   := $(shell find src/cli -name '*.c' | sort)
TUI_SRC   := $(shell find tui -name '*.c' 2>/dev/null | sort)
LIB_OBJ   := $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ   := $(CLI_SRC:%.c=$(BUILD)/%.o)
TUI_OBJ   := $(TUI_SRC:%.c=$(BUILD)/%.o)
LIB       := $(BUILD)/libspelgen.a
BIN       ?= spelgen

UNIT_SRC  := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BIN  := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all run check test unit tests-built asan valgrind fuzz fuzz-short bench bench-instructions bench-compare soak install uninstall clean tui-test cli-test
all: $(BIN)

# ---- build --------------------------------------------------------------------------
$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LIB_CFLAGS) $(if $(filter tui/%,$<),$(TUI_CFLAGS)) -MMD -MP -c $< -o $@

$(LIB): $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BIN): $(CLI_OBJ) $(TUI_OBJ) $(LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLI_OBJ) $(TUI_OBJ) $(LIB) $(TUI_LIBS) $(LIB_LIBS) $(LDLIBS)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

run: all
	./$(BIN)

# ---- tests --------------------------------------------------------------------------
$(BUILD)/tests/%: tests/unit/%.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LIB_CFLAGS) $(LDFLAGS) -o $@ $< $(LIB) $(TEST_LIBS) $(LIB_LIBS) $(LDLIBS)

unit: $(UNIT_BIN)
	@./tests/tools/run-unit.sh $(UNIT_BIN)

# the unit tests and the binary, built as -j allows (the suites then run one at a time)
tests-built: $(BIN) $(UNIT_BIN)

cli-test: $(BIN)
	@for t in tests/cli/*.sh; do $$t ./$(BIN) || exit 1; done

tui-test: $(BIN)
	@./tests/tui/run.sh ./$(BIN)

# The same tests with AddressSanitizer and UndefinedBehaviorSanitizer: built as -j allows,
# run one suite at a time.
ASAN_MAKE = $(MAKE) --no-print-directory BUILD=$(BUILD)/asan BIN=$(BUILD)/asan/spelgen \
	    CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all' \
	    LDFLAGS='-fsanitize=address,undefined'
asan:
	+@$(ASAN_MAKE) tests-built
	+@$(ASAN_MAKE) -j1 unit cli-test

valgrind: $(BIN)
	@./tests/tools/valgrind.sh ./$(BIN)

fuzz-short:
	@./tests/fuzz/run.sh 20

fuzz:
	@./tests/fuzz/run.sh 600

# Builds in parallel as -j allows; the suites run one after another (they time things
# like a person at a terminal, and their reports should not interleave).
check:
	@./tests/tools/check-draws.sh
	@$(MAKE) --no-print-directory tests-built
	@$(MAKE) --no-print-directory -j1 unit cli-test tui-test
	@$(MAKE) --no-print-directory asan
	@$(MAKE) --no-print-directory -j1 valgrind fuzz-short
	@echo "make check: all suites passed"

test: check

bench: all
	$(MAKE) --no-print-directory $(BUILD)/bench $(BUILD)/bench-explorer $(BUILD)/bench-levels
	./$(BUILD)/bench
	./tests/bench/areas.sh ./$(BUILD)/bench-levels
	./$(BUILD)/bench-explorer

# The generator area by area, this tree against commit REF (built in $(BUILD)/ref):
# instructions a level, levels/s tracing off and on, the data's loading, as ratios.
bench-compare: $(BUILD)/bench-levels
	@./tests/bench/compare.sh "$(REF)" $(BUILD)

# The path scan's instructions a state (callgrind counts them: the same on a loaded machine
# as on an idle one): the kernel on levels 1 and 16 and the path code it stands for, each
# 10^6 states (level 16: 10^5) less a run of none.
bench-instructions: $(BUILD)/bench
	@for run in "1000000 1" "1000000 1 code" "100000 16"; do \
	    set -- $$run; \
	    base=$$(valgrind --tool=callgrind --callgrind-out-file=/dev/null ./$(BUILD)/bench 0 scan-states 0 $$2 $$3 2>&1 | sed -n 's/.*Collected : //p'); \
	    all=$$(valgrind --tool=callgrind --callgrind-out-file=/dev/null ./$(BUILD)/bench 0 scan-states $$1 $$2 $$3 2>&1 | sed -n 's/.*Collected : //p'); \
	    echo "path scan, level $$2, $${3:-kernel}: $$(( (all - base) / $$1 )) instructions a state ($$1 states)"; \
	done

# 10^6 classic levels from raw states, every level number, random quirk settings, and
# 40,000 tunnel floors (2,500 at each stage), invariants
# checked (not part of check: it takes minutes)
soak: all $(BUILD)/soak
	./$(BUILD)/soak $(SOAK_COUNT)
	./tests/soak/tunnel.sh ./$(BIN)

SOAK_COUNT ?= 1000000
$(BUILD)/soak: tests/soak/soak.c $(LIB)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(LIB) $(LIB_LIBS) $(LDLIBS)

$(BUILD)/bench: tests/bench/bench.c $(LIB)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(LIB) $(LIB_LIBS) $(LDLIBS)

$(BUILD)/bench-levels: tests/bench/levels.c $(LIB)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(LIB) $(LIB_LIBS) $(LDLIBS)

# the explorer's keys and commands, timed: the explorer's objects but its main (explorer.c)
BENCH_TUI_OBJ := $(filter-out $(BUILD)/tui/explorer.o,$(TUI_OBJ))
$(BUILD)/bench-explorer: tests/bench/explorer.c $(BENCH_TUI_OBJ) $(LIB)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(TUI_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(BENCH_TUI_OBJ) $(LIB) $(TUI_LIBS) $(LIB_LIBS) $(LDLIBS)

# ---- install ------------------------------------------------------------------------
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)/spelgen
	for d in data/*/; do \
	    install -d $(DESTDIR)$(DATADIR)/$$(basename $$d) && \
	    install -m 644 $$d* $(DESTDIR)$(DATADIR)/$$(basename $$d)/ || exit 1; \
	done
	install -m 644 man/spelgen.1 $(DESTDIR)$(MANDIR)/spelgen.1

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/spelgen $(DESTDIR)$(MANDIR)/spelgen.1
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf $(BUILD) $(BIN)
