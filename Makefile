# flickterm — see README.md. `make run` and `make test` work on a fresh Debian machine as root.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# Debian packages the build, the tests and the bench need.
APT_PACKAGES := libcurl4-openssl-dev libncurses-dev libjpeg62-turbo-dev zlib1g-dev libsqlite3-dev tmux python3 python3-venv openssl procps nghttp2-proxy \
	xvfb xterm kitty x11-apps x11-utils xdotool imagemagick
# What only `make bench` needs: chafa, libchafa and img2sixel to compare images with.
BENCH_PACKAGES := chafa libchafa-dev libsixel-bin libglib2.0-dev pkg-config
# The release binary, with the Swift runtime linked in (SwiftPM's --static-swift-stdlib): an installed flickterm
# needs no Swift toolchain beside it. The C libraries come from the system, as a plain `swift build` links them.
RELEASE := -c release --static-swift-stdlib
ARGS ?=
# Where `make install` puts flickterm; DESTDIR stages the whole tree elsewhere (for packaging).
PREFIX ?= /usr/local
DESTDIR ?=
ROOT := $(DESTDIR)$(PREFIX)
MANUAL := .build/plugins/GenerateManual/outputs/flickterm/flickterm.1
INSTALLED := bin/flickterm share/man/man1/flickterm.1 share/bash-completion/completions/flickterm \
	share/zsh/site-functions/_flickterm share/fish/vendor_completions.d/flickterm.fish

.PHONY: deps build run test bench serve manual install uninstall clean

## deps: install the missing Debian packages (silent when nothing is missing)
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

## build: release build of every executable
build: deps
	$(SWIFT) build $(RELEASE)

## run: build and start flickterm (ARGS="search horses" passes arguments)
# Ctrl-C, the app's way out, reaches it as SIGINT (the terminal stays in cbreak mode, so that Ctrl-Z is a signal too),
# and it leaves with 130, as an interrupted program does: not a failure of `make run` to report.
run: build
	.build/release/flickterm $(ARGS) || [ $$? -eq 130 ]

## test: build and run every test, exactly as `swift build --build-tests` and `swift test` do
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## bench: print speed and memory figures beside Python flickrapi's and chafa's
bench: build
	@missing=""; for p in $(BENCH_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
	@[ -x .build-venv/bin/python ] || python3 -m venv .build-venv
	@.build-venv/bin/pip install --quiet --disable-pip-version-check flickrapi pyte ranger-fm
	@mkdir -p .build-bench && cc -O2 -o .build-bench/libchafa-bench bench/libchafa_bench.c $$(pkg-config --cflags --libs chafa) -ljpeg
	@cc -O2 -o .build-bench/libchafa-canvas bench/libchafa_canvas.c $$(pkg-config --cflags --libs chafa)
	.build/release/flickterm-bench .build-venv/bin/python
	@mkdir -p .build-bench && cc -O2 -o .build-bench/hello-ncurses bench/hello_ncurses.c -lncursesw
	@cc -O2 -o .build-bench/key-floor bench/key_floor.c
	@echo
	.build-venv/bin/python bench/tui_bench.py .build/release/flickterm .build-bench/hello-ncurses Resources/catalog .build-bench/key-floor

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
