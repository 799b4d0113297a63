# spelgen — watch a Spelunky Classic level being generated, one random draw at a time.
#
#   make            build ./spelgen (says what is missing, and the command that installs it)
#   make deps       install what the goals beside it need (FOR='GOALS'), on Debian as root
#   make run        make deps, then open the explorer
#   make check      make deps, then every test: unit, golden, odds, CLI, explorer in tmux,
#                   ASan+UBSan, valgrind, a short fuzz run
#   make test-quick the quick tier (under a minute once built): most unit tests, a few CLI
#   make bench      levels and draws per second, tracing off and on, the path scan, locate's
#                   time for a start room's sketch per area; the
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

# GNU make gives CC a default, so `CC ?= cc` would never apply: take cc only when CC is
# make's own default, and keep a CC from the command line or the environment.
ifeq ($(origin CC),default)
  CC      := cc
endif
PKG_CONFIG ?= pkg-config
export PKG_CONFIG
CFLAGS    ?= -O2 -g
CSTD      := -std=c11 -D_DEFAULT_SOURCE

# -Werror is the project's own checks' business: `make check` (and every test goal)
# turns DEVELOPER=1 on; a user's `make` warns and goes on.  DEVELOPER=0 turns it off.
BUILD     ?= build
.DEFAULT_GOAL := all
TEST_GOALS := check test test-quick unit unit-quick tests-built tests-quick-built asan valgrind \
              fuzz fuzz-short tui-test cli-test cli-quick $(BUILD)/tests/%
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

# ---- what each goal needs ---------------------------------------------------------------
# Each word KIND:NAME:PACKAGES, the Debian packages (commas between) that bring NAME:
# cc: a C compiler, cmd: a command, pkg: a library pkg-config knows (build-aux/deps.sh).
# `make deps` installs what the goals beside it (or FOR='GOALS') need and is missing, as
# root on Debian with apt-get: `make run` and `make check` run it first, as a recipe of its
# own that `make -n` only prints.  Every other goal only checks (need-*, below): what is
# missing is named with the one command that installs it, and nothing is compiled.
GCC_PACKAGES := gcc,libc6-dev
CC_PACKAGES   = $(if $(findstring clang,$(notdir $(firstword $(CC)))),clang,$(GCC_PACKAGES))
NEEDS_build  = cc:$(firstword $(CC)):$(CC_PACKAGES) cmd:$(firstword $(PKG_CONFIG)):pkg-config \
               pkg:libpng:libpng-dev pkg:zlib:zlib1g-dev pkg:ncursesw:libncurses-dev \
               pkg:libedit:libedit-dev
NEEDS_unit   := pkg:cmocka:libcmocka-dev
# the CLI scripts run python3 (JSON checks, the walk's model) and GNU parallel (shards.sh);
# the explorer's run tmux and python3; the rest of what they run is Debian's essential set
NEEDS_cli    := cmd:python3:python3 cmd:parallel:parallel
NEEDS_tui    := cmd:tmux:tmux cmd:python3:python3
NEEDS_valgrind := cmd:valgrind:valgrind
NEEDS_fuzz   := cmd:clang:clang
# the goals' needs, by goal (a goal not named needs what the build needs)
GOAL_NEEDS_unit       := build unit
GOAL_NEEDS_unit-quick := build unit
GOAL_NEEDS_tests-built := build unit
GOAL_NEEDS_tests-quick-built := build unit
GOAL_NEEDS_cli-test   := build cli
GOAL_NEEDS_cli-quick  := build cli
GOAL_NEEDS_tui-test   := build tui
GOAL_NEEDS_asan       := build unit cli
GOAL_NEEDS_valgrind   := build valgrind
GOAL_NEEDS_bench-instructions := build valgrind
GOAL_NEEDS_bench     := build valgrind
GOAL_NEEDS_bench-compare := build valgrind
GOAL_NEEDS_fuzz       := build fuzz
GOAL_NEEDS_fuzz-short := build fuzz
GOAL_NEEDS_test-quick := build unit cli
GOAL_NEEDS_check      := build unit cli tui valgrind fuzz
GOAL_NEEDS_test       := $(GOAL_NEEDS_check)
goal_needs = $(sort $(foreach g,$(or $(1),all),$(foreach n,$(or $(GOAL_NEEDS_$(g)),build),$(NEEDS_$(n)))))
# the goals a user asked for (a sub-make's messages name them, not its own goal)
SPG_GOALS ?= $(or $(filter-out deps,$(MAKECMDGOALS)),all)
export SPG_GOALS
FOR       ?= $(SPG_GOALS)

.PHONY: deps need-build need-unit need-cli need-tui need-valgrind need-fuzz FORCE
deps:
	./build-aux/deps.sh --install --for '$(FOR)' $(call goal_needs,$(FOR))
need-build need-unit need-cli need-tui need-valgrind need-fuzz:
	@./build-aux/deps.sh --check --for '$(SPG_GOALS)' $(NEEDS_$(@:need-%=%))

# the libraries' flags, asked of pkg-config as make reads this file (nothing if a library
# is missing: need-build then says so before anything is compiled)
pkg_flags  = $(shell $(PKG_CONFIG) $(1) $(2) 2>/dev/null)
LIB_CFLAGS := $(call pkg_flags,--cflags,libpng zlib)
LIB_LIBS   := $(call pkg_flags,--libs,libpng zlib)
TUI_CFLAGS := $(call pkg_flags,--cflags,ncursesw libedit)
TUI_LIBS   := $(call pkg_flags,--libs,ncursesw libedit)
TEST_CFLAGS := $(call pkg_flags,--cflags,cmocka)
TEST_LIBS  := $(call pkg_flags,--libs,cmocka)

# ---- the flags the objects were built with (git's GIT-CFLAGS) ----------------------------
# Every object depends on $(BUILD)/CFLAGS, every program on $(BUILD)/LDFLAGS: each is
# rewritten only when its flags change (CC, CFLAGS, DEVELOPER's -Werror, PREFIX, a
# library's flags), so `make` then `make check`, or a new PREFIX, rebuilds what they touch.
BUILT_CFLAGS  = $(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LIB_CFLAGS) $(TUI_CFLAGS) $(TEST_CFLAGS)
BUILT_LDFLAGS = $(CC) $(CFLAGS) $(LDFLAGS) $(TUI_LIBS) $(LIB_LIBS) $(TEST_LIBS) $(LDLIBS)
quote = '$(subst ','\'',$(1))'
$(BUILD)/CFLAGS: FORCE | need-build
	@mkdir -p $(@D)
	@f=$(call quote,$(BUILT_CFLAGS)); if [ "$$f" != "$$(cat $@ 2>/dev/null)" ]; then \
	    [ -f $@ ] && echo "* the compiler's flags changed: rebuilding"; printf '%s\n' "$$f" >$@; fi
$(BUILD)/LDFLAGS: FORCE | need-build
	@mkdir -p $(@D)
	@f=$(call quote,$(BUILT_LDFLAGS)); if [ "$$f" != "$$(cat $@ 2>/dev/null)" ]; then \
	    [ -f $@ ] && echo "* the linker's flags changed: relinking"; printf '%s\n' "$$f" >$@; fi
FORCE:

LIB_LIBS  += -lm -lpthread

# The classic style's passes are compiled only inside its two units, build_traced.c and
# build_untraced.c (see src/styles/classic/internal.h), which list them.
CLASSIC_DIR    := src/styles/classic
CLASSIC_PASSES := $(addprefix $(CLASSIC_DIR)/,$(shell sed -n 's/^\#include "\(.*\.c\)"/\1/p' $(CLASSIC_DIR)/build_traced.c))
LIB_SRC   := $(filter-out src/cli/% $(CLASSIC_PASSES),$(shell find src -name '*.c' | sort))
CLI_SRC   := $(shell find src/cli -name '*.c' | sort)
TUI_SRC   := $(shell find tui -name '*.c' 2>/dev/null | sort)
# the program's dispatcher, above the CLI and the explorer (tests/tools/check-layers.sh)
MAIN_SRC  := main/main.c
LIB_OBJ   := $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ   := $(CLI_SRC:%.c=$(BUILD)/%.o)
TUI_OBJ   := $(TUI_SRC:%.c=$(BUILD)/%.o)
MAIN_OBJ  := $(MAIN_SRC:%.c=$(BUILD)/%.o)
LIB       := $(BUILD)/libspelgen.a
BIN       ?= spelgen

UNIT_SRC  := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BIN  := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all run check test test-quick unit unit-quick tests-built tests-quick-built asan valgrind \
        fuzz fuzz-short bench bench-instructions bench-compare soak install uninstall clean \
        tui-test cli-test cli-quick
all: $(BIN)

# ---- build --------------------------------------------------------------------------
$(BUILD)/%.o: %.c $(BUILD)/CFLAGS
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LIB_CFLAGS) $(if $(filter tui/%,$<),$(TUI_CFLAGS)) -MMD -MP -c $< -o $@

$(LIB): $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BIN): $(MAIN_OBJ) $(CLI_OBJ) $(TUI_OBJ) $(LIB) $(BUILD)/LDFLAGS
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(MAIN_OBJ) $(CLI_OBJ) $(TUI_OBJ) $(LIB) $(TUI_LIBS) $(LIB_LIBS) $(LDLIBS)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# deps first, then a make of its own: its pkg-config flags are asked after the install
run: deps
	+@$(MAKE) --no-print-directory all
	./$(BIN)

# ---- tests --------------------------------------------------------------------------
$(BUILD)/tests/%: tests/unit/%.c $(LIB) $(BUILD)/CFLAGS $(BUILD)/LDFLAGS | need-unit
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(LIB_CFLAGS) $(TEST_CFLAGS) $(LDFLAGS) -o $@ $< $(LIB) $(TEST_LIBS) $(LIB_LIBS) $(LDLIBS)

unit: $(UNIT_BIN)
	@./tests/tools/run-unit.sh $(UNIT_BIN)

# the quick tier's unit programs: all but those that sample or scan many levels
UNIT_SLOW  := $(addprefix $(BUILD)/tests/test_,find scan scan_kernel odds jungle_odds audit)
UNIT_QUICK := $(filter-out $(UNIT_SLOW),$(UNIT_BIN))
unit-quick: $(UNIT_QUICK)
	@./tests/tools/run-unit.sh $(UNIT_QUICK)
tests-quick-built: $(BIN) $(UNIT_QUICK)

# the unit tests and the binary, built as -j allows (the suites then run one at a time)
tests-built: $(BIN) $(UNIT_BIN)

# every CLI script (tests/cli/*.sh, each sourcing tests/test-lib.sh), or the quick few
CLI_TESTS  := $(sort $(wildcard tests/cli/*.sh))
CLI_QUICK  := $(addprefix tests/cli/,run.sh quirks.sh above_map.sh debugger.sh import.sh explorer_docs.sh)
cli-test: $(BIN) need-cli
	@./tests/tools/run-scripts.sh cli ./$(BIN) $(CLI_TESTS)
cli-quick: $(BIN) need-cli
	@./tests/tools/run-scripts.sh cli-quick ./$(BIN) $(CLI_QUICK)

tui-test: $(BIN) need-tui
	@./tests/tui/run.sh ./$(BIN)

# The same tests with AddressSanitizer and UndefinedBehaviorSanitizer: built as -j allows,
# run one suite at a time.
ASAN_MAKE = $(MAKE) --no-print-directory BUILD=$(BUILD)/asan BIN=$(BUILD)/asan/spelgen \
	    CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all' \
	    LDFLAGS='-fsanitize=address,undefined'
asan:
	+@$(ASAN_MAKE) tests-built
	+@$(ASAN_MAKE) -j1 unit cli-test

valgrind: $(BIN) need-valgrind
	@./tests/tools/valgrind.sh ./$(BIN)

fuzz-short: need-build need-fuzz
	@./tests/fuzz/run.sh 20

fuzz: need-build need-fuzz
	@./tests/fuzz/run.sh 600

# `make deps` first (on a fresh Debian, as root, it installs what the tests need), then
# builds in parallel as -j allows; the suites run one after another (they time things
# like a person at a terminal, and their reports should not interleave).
check: deps
	@./tests/tools/check-draws.sh
	@./tests/tools/check-layers.sh
	@$(MAKE) --no-print-directory tests-built
	@$(MAKE) --no-print-directory -j1 unit cli-test tui-test
	@$(MAKE) --no-print-directory asan
	@$(MAKE) --no-print-directory -j1 valgrind fuzz-short
	@echo "make check: all suites passed"

# the quick tier, under a minute once built: the unit programs but the slow six, and the
# CLI's goldens, quirks, row above the map, debugger, import and documented keys
test-quick: deps
	@./tests/tools/check-draws.sh
	@./tests/tools/check-layers.sh
	@$(MAKE) --no-print-directory tests-quick-built
	@$(MAKE) --no-print-directory -j1 unit-quick cli-quick
	@echo "make test-quick: all suites passed"

test: check

bench: all need-valgrind
	$(MAKE) --no-print-directory $(BUILD)/bench $(BUILD)/bench-explorer $(BUILD)/bench-levels
	./$(BUILD)/bench
	./tests/bench/areas.sh ./$(BUILD)/bench-levels
	./$(BUILD)/bench-explorer
	./tests/bench/locate.sh ./spelgen

# The generator area by area, this tree against commit REF (built in $(BUILD)/ref):
# instructions a level, levels/s tracing off and on, the data's loading, as ratios.
bench-compare: $(BUILD)/bench-levels need-valgrind
	@./tests/bench/compare.sh "$(REF)" $(BUILD)

# The path scan's instructions a state (callgrind counts them: the same on a loaded machine
# as on an idle one): the kernel on levels 1 and 16 and the path code it stands for, each
# 10^6 states (level 16: 10^5) less a run of none.
bench-instructions: $(BUILD)/bench need-valgrind
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
$(BUILD)/soak: tests/soak/soak.c $(LIB) $(BUILD)/CFLAGS $(BUILD)/LDFLAGS
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(LIB) $(LIB_LIBS) $(LDLIBS)

$(BUILD)/bench: tests/bench/bench.c $(LIB) $(BUILD)/CFLAGS $(BUILD)/LDFLAGS
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(LIB) $(LIB_LIBS) $(LDLIBS)

$(BUILD)/bench-levels: tests/bench/levels.c $(LIB) $(BUILD)/CFLAGS $(BUILD)/LDFLAGS
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(LIB) $(LIB_LIBS) $(LDLIBS)

# the explorer's keys and commands, timed: the explorer's and the CLI's objects (the
# program's main is main/main.c, in neither), the bench's own main in their place
$(BUILD)/bench-explorer: tests/bench/explorer.c $(CLI_OBJ) $(TUI_OBJ) $(LIB) $(BUILD)/CFLAGS $(BUILD)/LDFLAGS
	$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) $(TUI_CFLAGS) -O2 $(LDFLAGS) -o $@ $< $(CLI_OBJ) $(TUI_OBJ) $(LIB) $(TUI_LIBS) $(LIB_LIBS) $(LDLIBS)

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
