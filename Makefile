# flickterm — see README.md. `make run` and `make test` work on a fresh Debian machine as root.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# Debian packages the build, the tests and the bench need.
APT_PACKAGES := libcurl4-openssl-dev libncurses-dev libjpeg62-turbo-dev zlib1g-dev libsqlite3-dev tmux python3 python3-venv openssl procps nghttp2-proxy \
	xvfb xterm kitty x11-apps x11-utils xdotool imagemagick
# What only `make bench` needs: chafa, libchafa and img2sixel to compare images with.
BENCH_PACKAGES := chafa libchafa-dev libsixel-bin libglib2.0-dev pkg-config
# The release binary: the Swift runtime and the C libraries it calls at start (ncurses with tinfo, libjpeg, SQLite,
# zlib, libstdc++) linked in, not loaded — the dynamic loader was 4.7 of 12.3 ms of a cold start, most of it those
# libraries' symbol lookups — and not position-independent (no relative relocations to apply). `make bench`: about
# 10.4 → 8.3 ms to the first frame. libcurl is still loaded, when first needed.
# It exports no symbols (--no-export-dynamic, which the static Swift runtime's link arguments turn on): the runtime's
# start-up dladdr searched 7,000 of them, and the loader's relocation 1.64 M → 0.19 M cycles (LD_DEBUG=statistics).
# Nor does it search its own folder for libc (--disable-local-rpath: 54 failed opens). Concrete generic types
# (Dictionary<KeyContext, …>) are made through their metadata accessors, not looked up by mangled name, which
# scanned every protocol conformance in the binary for each new one (25.1 → 20.4 M instructions to the first frame).
# Crash reports name their frames from the binary's symbol table (CCrashShim).
# The code a key runs is laid out first and side by side, then start-up's: each function of ours (Swift and C) in a
# section of its own, ncurses' objects each in one (static-libs), in the order tools/hot-sections.txt lists
# (tools/make_hot_sections.py says why and how it was measured; `make hot-sections` writes it again). A name it lists
# that the code no longer has is passed over.
STATIC_LIBS := .build-static-libs
STATIC_C := -Xlinker -L$(CURDIR)/$(STATIC_LIBS)
RELEASE := -c release --static-swift-stdlib $(STATIC_C) -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic \
	--disable-local-rpath -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xlinker --section-ordering-file=$(CURDIR)/tools/hot-sections.txt
ARGS ?=
# Where `make install` puts flickterm; DESTDIR stages the whole tree elsewhere (for packaging).
PREFIX ?= /usr/local
DESTDIR ?=
ROOT := $(DESTDIR)$(PREFIX)
MANUAL := .build/plugins/GenerateManual/outputs/flickterm/flickterm.1
INSTALLED := bin/flickterm share/man/man1/flickterm.1 share/bash-completion/completions/flickterm \
	share/zsh/site-functions/_flickterm share/fish/vendor_completions.d/flickterm.fish

.PHONY: deps build run test bench hot-sections serve manual install uninstall clean

## deps: install the missing Debian packages (silent when nothing is missing)
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

## build: release build of every executable, Swift runtime and C libraries linked statically
build: deps static-libs
	@# SwiftPM compiles nothing again when only these flags changed (objects without their own sections stayed):
	@# the release build starts over when they differ from the last one's. Nor does it know the linker reads the
	@# ordering: a binary older than it is linked again.
	@echo '$(RELEASE)' | cmp -s - .build/release-flags || { rm -rf .build/*/release; mkdir -p .build; echo '$(RELEASE)' > .build/release-flags; }
	@[ ! tools/hot-sections.txt -nt .build/release/flickterm ] || rm -f .build/release/flickterm
	$(SWIFT) build $(RELEASE)

# A folder the linker searches first, holding only the static archives, so `-lncursesw` and the rest find those
# (ncursesw as a group with the tinfo it needs, which its shared library would have named itself). Made again on
# every build (a few links, milliseconds): archives that moved, or another compiler, never leave a stale one.
.PHONY: static-libs
static-libs:
	@mkdir -p $(STATIC_LIBS)
	@for lib in jpeg sqlite3 z stdc++; do ln -sfn "$$(cc -print-file-name=lib$$lib.a)" $(STATIC_LIBS)/lib$$lib.a; done
	@echo "GROUP ( $(addprefix $(CURDIR)/,$(NCURSES_COPIES)) )" > $(STATIC_LIBS)/libncursesw.a
	@$(MAKE) -s --no-print-directory $(NCURSES_COPIES)

# ncurses and tinfo as Debian builds them, each object's code renamed from .text to .text.ncurses.<object> (tty_update.o's:
# .text.ncurses.tty_update), for the layout (tools/hot-sections.txt) to place the objects a key runs beside its other code.
NCURSES_COPIES := $(STATIC_LIBS)/ncursesw.a $(STATIC_LIBS)/tinfo.a
$(NCURSES_COPIES): $(STATIC_LIBS)/%.a: $(shell cc -print-file-name=libncursesw.a) $(shell cc -print-file-name=libtinfo.a)
	@rm -rf $@.objects && mkdir -p $@.objects
	@cd $@.objects && ar x "$(filter %/lib$*.a,$^)" && for object in *.o; do \
	  objcopy --rename-section .text=.text.ncurses.$${object%.o} $$object; done && ar rcs ../$*.a.new *.o
	@mv $@.new $@ && rm -rf $@.objects

## run: build and start flickterm (ARGS="search horses" passes arguments)
# Ctrl-C, the app's way out, reaches it as SIGINT (the terminal stays in cbreak mode, so that Ctrl-Z is a signal too),
# and it leaves with 130, as an interrupted program does: not a failure of `make run` to report.
run: build
	.build/release/flickterm $(ARGS) || [ $$? -eq 130 ]

## test: build and run every test. Some run one at a time after the rest: the end-to-end ones (the app in tmux,
## in real windows: on two cores, kitty's software OpenGL beside a dozen tmux sessions made their waits time out).
ALONE := TerminalAppTests|TerminalWindowTests
# The tests' builds link the same static C libraries as the release (the app scrolls the terminal through a function
# only ncurses' static library exports).
test: deps static-libs
	$(SWIFT) build --build-tests $(STATIC_C)
	$(SWIFT) test --skip-build --skip '$(ALONE)'
	$(SWIFT) test --skip-build --no-parallel --filter '$(ALONE)'

## bench: print speed and memory figures beside Python flickrapi's and chafa's
bench: build
	@missing=""; for p in $(BENCH_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
	@[ -x .build-venv/bin/python ] || python3 -m venv .build-venv
	@.build-venv/bin/pip install --quiet --disable-pip-version-check flickrapi pyte
	@mkdir -p .build-bench && cc -O2 -o .build-bench/libchafa-bench bench/libchafa_bench.c $$(pkg-config --cflags --libs chafa) -ljpeg
	@cc -O2 -o .build-bench/libchafa-canvas bench/libchafa_canvas.c $$(pkg-config --cflags --libs chafa)
	.build/release/flickterm-bench .build-venv/bin/python
	@mkdir -p .build-bench && cc -O2 -o .build-bench/hello-ncurses bench/hello_ncurses.c -lncursesw
	@cc -O2 -o .build-bench/key-floor bench/key_floor.c
	@echo
	.build-venv/bin/python bench/tui_bench.py .build/release/flickterm .build-bench/hello-ncurses Resources/catalog .build-bench/key-floor

## hot-sections: write tools/hot-sections.txt, Sources/CInputShim/key_code_lines.c and key_data_lines.c again from callgrind and lackey runs of the release binary (~20 minutes)
hot-sections: build
	@command -v valgrind >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind >/dev/null; }
	python3 tools/make_hot_sections.py .build/release/flickterm Resources/catalog

## serve: start the loopback Flickr-compatible server on a free port
serve: build
	.build/release/flickterm-server $(ARGS)

## manual: the man page, from the command's own help (argument-parser's generate-manual plugin) and the
## KEYS, ENVIRONMENT and FILES sections in Resources/man. The plugin builds in debug so that it leaves
## the static release binary alone.
manual: deps
	$(SWIFT) package generate-manual --configuration debug
	@awk -v prefix="$(PREFIX)" -v sections=Resources/man/flickterm-sections.mdoc \
	  '/^\.Sh "EXIT STATUS"/ { while ((getline line < sections) > 0) if (line !~ /^\.\\"/) { gsub(/@PREFIX@/, prefix, line); print line } } { print }' \
	  $(MANUAL) > .build/flickterm.1

## install: the release binary, the demo catalog, the man page and shell completions under $(DESTDIR)$(PREFIX)
install: build manual
	install -d "$(ROOT)/bin" "$(ROOT)/share/flickterm" "$(ROOT)/share/man/man1" "$(ROOT)/share/bash-completion/completions" \
	  "$(ROOT)/share/zsh/site-functions" "$(ROOT)/share/fish/vendor_completions.d"
	install -m 755 .build/release/flickterm "$(ROOT)/bin/flickterm"
	rm -rf "$(ROOT)/share/flickterm/catalog"
	cp -R Resources/catalog "$(ROOT)/share/flickterm/catalog"
	chmod -R u+w,go-w,a+rX "$(ROOT)/share/flickterm/catalog"
	install -m 644 .build/flickterm.1 "$(ROOT)/share/man/man1/flickterm.1"
	.build/release/flickterm --generate-completion-script bash > "$(ROOT)/share/bash-completion/completions/flickterm"
	.build/release/flickterm --generate-completion-script zsh > "$(ROOT)/share/zsh/site-functions/_flickterm"
	.build/release/flickterm --generate-completion-script fish > "$(ROOT)/share/fish/vendor_completions.d/flickterm.fish"
	@echo "installed flickterm in $(ROOT)"

## uninstall: remove what install put under $(DESTDIR)$(PREFIX)
uninstall:
	rm -f $(addprefix "$(ROOT)/,$(addsuffix ",$(INSTALLED)))
	rm -rf "$(ROOT)/share/flickterm"

clean:
	rm -rf .build .build-venv
