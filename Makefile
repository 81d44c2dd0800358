# The two commands of the README: `make play` and `make test`. Each installs what it needs first.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
BIN = .build/$(CONFIG)/sensorium

.PHONY: deps build play test bench install clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG) --product sensorium

play: build
	$(BIN) play

# Headless: SDL renders offscreen and writes audio to a file; no display or sound card needed.
test: deps
	SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=/dev/null SDL_DISKAUDIODELAY=0 \
		$(SWIFT) test --disable-swift-testing

bench: build
	$(BIN) bench

install: build
	scripts/install.sh "$(BIN)" "$(PREFIX)"

clean:
	rm -rf .build
