# The two commands of the README: `make play` and `make test`. Each installs what it needs first.
# Releases: `make dist` (a tarball that runs without Swift) and `make deb` (a Debian package), into dist/.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
BIN = .build/$(CONFIG)/sensorium

.PHONY: deps test-deps build play test bench fuzz install dist deb clean

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh --test

# The Swift libraries linked in, as in the releases: the game maps only the parts it uses, not
# each library whole (3 MiB less at start-up, docs/performance.md).
build: deps
	$(SWIFT) build -c $(CONFIG) --static-swift-stdlib --product sensorium

play: build
	$(BIN) play

# Headless: SDL renders offscreen and writes audio to a file; no display or sound card needed.
# The suite runs in groups at once, each inside a virtual X server of its own, so the real-window
# tests get a real window too (scripts/run-tests.sh).
# Built optimised (with testing on, for @testable) in a folder of its own: most tests re-simulate
# levels, five times faster optimised, and `make play`'s build is left as it is. For the suite the
# game's modules are optimised for size (SENSORIUM_TEST_BUILD, Package.swift) and nothing carries
# debug information: the core module's optimisation runs on one core and is most of the build.
TEST_BUILD = -c release --scratch-path .build/tests -Xswiftc -enable-testing -Xswiftc -gnone
test: test-deps
	SENSORIUM_TEST_BUILD=1 $(SWIFT) build $(TEST_BUILD) --build-tests
	SWIFT=$(SWIFT) scripts/run-tests.sh

bench: build
	$(BIN) bench

# Every parser under libFuzzer for FUZZ_SECONDS each (default 60); see docs/robustness.md.
fuzz:
	scripts/fuzz.sh

install: build
	scripts/install.sh "$(BIN)" "$(PREFIX)"

dist: deps
	SWIFT=$(SWIFT) scripts/dist.sh

# The packaging tools (dpkg-dev, lintian) come with the test packages.
deb: test-deps
	SWIFT=$(SWIFT) scripts/deb.sh

clean:
	rm -rf .build dist
