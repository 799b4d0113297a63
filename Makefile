# spelgen — watch a Spelunky Classic level being generated, one random draw at a time.
#
#   make            build ./spelgen
#   make run        open the explorer
#   make check      every test: unit, golden, odds, CLI, explorer in tmux, ASan+UBSan,
#                   valgrind, a short fuzz run (installs what it needs on Debian as root)
#   make bench      levels and draws per second, tracing off and on
#   make install    PREFIX=/usr/local DESTDIR=  (binary, data, man page)

VERSION   := 0.1.0
PREFIX    ?= /usr/local
DESTDIR   ?=
BINDIR    := $(PREFIX)/bin
DATADIR   := $(PREFIX)/share/spelgen
MANDIR    := $(PREFIX)/share/man/man1

CC        ?= cc
PKG_CONFIG ?= pkg-config
OPT       ?= -O2
CSTD      := -std=c11 -D_DEFAULT_SOURCE
WARN      := -Wall -Wextra -Werror
CFLAGS    ?= $(OPT) -g
ALL_CFLAGS = $(CSTD) $(WARN) $(CFLAGS) -Isrc -DSPG_VERSION='"$(VERSION)"' -DSPG_DATADIR='"$(DATADIR)"'

# Libraries through pkg-config; `make deps` installs them on a bare Debian machine.
LIB_CFLAGS = $(shell $(PKG_CONFIG) --cflags libpng zlib 2>/dev/null)
LIB_LIBS   = $(shell $(PKG_CONFIG) --libs libpng zlib 2>/dev/null) -lm -lpthread
TUI_CFLAGS = $(shell $(PKG_CONFIG) --cflags ncursesw libedit 2>/dev/null)
TUI_LIBS   = $(shell $(PKG_CONFIG) --libs ncursesw libedit 2>/dev/null)
TEST_LIBS  = $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null)

# tests and tools run from the tree read the tree's data
export SPELGEN_DATA ?= $(CURDIR)/data

BUILD     ?= build
LIB_SRC   := $(filter-out src/cli/%,$(shell find src -name '*.c' | sort))
CLI_SRC   := $(shell find src/cli -name '*.c' | sort)
TUI_SRC   := $(shell find tui -name '*.c' 2>/dev/null | sort)
LIB_OBJ   := $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ   := $(CLI_SRC:%.c=$(BUILD)/%.o)
TUI_OBJ   := $(TUI_SRC:%.c=$(BUILD)/%.o)
LIB       := $(BUILD)/libspelgen.a
BIN       ?= spelgen

UNIT_SRC  := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BIN  := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

.PHONY: all run check test unit asan valgrind fuzz fuzz-short bench soak install uninstall clean deps tui-test cli-test golden
all: deps $(BIN)

# ---- dependencies -------------------------------------------------------------------
# Each line: pkg-config name or command, and the Debian package that brings it.
DEPS_BUILD := cmd:pkg-config:pkg-config pkg:ncursesw:libncurses-dev pkg:libedit:libedit-dev \
              pkg:libpng:libpng-dev pkg:zlib:zlib1g-dev
DEPS_TEST  := pkg:cmocka:libcmocka-dev cmd:tmux:tmux cmd:valgrind:valgrind cmd:clang:clang
deps:
	@./tests/tools/deps.sh $(DEPS_BUILD)
deps-test: deps
	@./tests/tools/deps.sh $(DEPS_TEST)

# ---- build --------------------------------------------------------------------------
$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) $(if $(filter tui/%,$<),$(TUI_CFLAGS)) -MMD -MP -c $< -o $@

# The classic style a second time, for levels nobody traces (see classic.h): compiled
# with SPG_UNTRACED, linked into one object, and every global name in it made local but
# its three builds, renamed untraced_*: the two copies of the style never meet.
OBJCOPY      ?= objcopy
CLASSIC_SRC  := $(filter src/styles/classic/%,$(LIB_SRC))
UNTRACED_OBJ := $(CLASSIC_SRC:%.c=$(BUILD)/untraced/%.o)
UNTRACED     := $(BUILD)/untraced/classic.o
UNTRACED_API := classic_build_level classic_build_path_only classic_build_through_rolls

$(BUILD)/untraced/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) -DSPG_UNTRACED -MMD -MP -c $< -o $@

$(UNTRACED): $(UNTRACED_OBJ)
	$(CC) -r -nostdlib -o $@.linked $^
	$(OBJCOPY) $(foreach f,$(UNTRACED_API),--redefine-sym $(f)=untraced_$(f) -G untraced_$(f)) \
	    $@.linked $@
	@rm -f $@.linked

$(LIB): $(LIB_OBJ) $(UNTRACED)
	@rm -f $@
	ar rcs $@ $^

$(BIN): $(CLI_OBJ) $(TUI_OBJ) $(LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLI_OBJ) $(TUI_OBJ) $(LIB) $(TUI_LIBS) $(LIB_LIBS)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

run: all
	./$(BIN)

# ---- tests --------------------------------------------------------------------------
$(BUILD)/tests/%: tests/unit/%.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) $(LDFLAGS) -o $@ $< $(LIB) $(TEST_LIBS) $(LIB_LIBS)

unit: deps-test $(UNIT_BIN)
	@./tests/tools/run-unit.sh $(UNIT_BIN)

cli-test: $(BIN)
	@for t in tests/cli/*.sh; do $$t ./$(BIN) || exit 1; done

tui-test: $(BIN)
	@./tests/tui/run.sh ./$(BIN)

# The same tests with AddressSanitizer and UndefinedBehaviorSanitizer.
asan:
	$(MAKE) --no-print-directory BUILD=build/asan BIN=build/asan/spelgen \
	    CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all' \
	    LDFLAGS='-fsanitize=address,undefined' unit cli-test

valgrind: $(BIN)
	@./tests/tools/valgrind.sh ./$(BIN)

fuzz-short: deps-test
	@./tests/fuzz/run.sh 20

fuzz: deps-test
	@./tests/fuzz/run.sh 600

check: deps-test all unit cli-test tui-test asan valgrind fuzz-short
	@echo "make check: all suites passed"

test: check

bench: all
	$(MAKE) --no-print-directory $(BUILD)/bench
	./$(BUILD)/bench

# 10^6 levels from raw states, every level number, random quirk settings, invariants
# checked (not part of check: it takes minutes)
soak: all $(BUILD)/soak
	./$(BUILD)/soak $(SOAK_COUNT)

SOAK_COUNT ?= 1000000
$(BUILD)/soak: tests/soak/soak.c $(LIB)
	$(CC) $(ALL_CFLAGS) -O2 -o $@ $< $(LIB) $(LIB_LIBS)

$(BUILD)/bench: tests/bench/bench.c tui/stepper.c $(LIB)
	$(CC) $(ALL_CFLAGS) -O2 -o $@ $< $(LIB) $(LIB_LIBS)

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
	rm -rf build $(BIN)
