# flickterm — see README.md. `make run` and `make test` work on a fresh Debian machine as root.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# Debian packages the build, the tests and the bench need.
APT_PACKAGES := libcurl4-openssl-dev libncurses-dev tmux python3 python3-venv openssl
RELEASE := -c release --static-swift-stdlib
ARGS ?=

.PHONY: deps build run test bench serve clean

## deps: install the missing Debian packages (silent when nothing is missing)
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

## build: release build of every executable, Swift runtime linked statically
build: deps
	$(SWIFT) build $(RELEASE)

## run: build and start flickterm (ARGS="search horses" passes arguments)
run: build
	.build/release/flickterm $(ARGS)

## test: build and run every test
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## bench: print speed and memory figures beside Python flickrapi's
bench: build
	@[ -x .build-venv/bin/python ] || python3 -m venv .build-venv
	@.build-venv/bin/pip install --quiet --disable-pip-version-check flickrapi
	.build/release/flickterm-bench .build-venv/bin/python
	@mkdir -p .build-bench && cc -O2 -o .build-bench/hello-ncurses bench/hello_ncurses.c -lncursesw
	@echo
	python3 bench/tui_bench.py .build/release/flickterm .build-bench/hello-ncurses Resources/catalog

## serve: start the loopback Flickr-compatible server on a free port
serve: build
	.build/release/flickterm-server $(ARGS)

clean:
	rm -rf .build .build-venv
