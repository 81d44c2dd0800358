#!/usr/bin/env python3
"""A test host for livesplit-core auto splitters (WebAssembly), over /proc/PID/mem.

It implements the runtime's imports (module "env": timer_*, process_*, runtime_*) the way
livesplit-core documents them, with a timer of its own, calls the module's `update` 120 times a
second until the attached game exits, and prints the runs the splitter timed as JSON: every
split's game time in nanoseconds, per attempt.

    asr_host.py MODULE.wasm|MODULE.wat --segments N [--pid PID]

`--pid` attaches `process_attach` to that process (when its name matches) instead of the first
process of the name, so a test is not confused by another game running on the same machine.
Needs Python's `wasmtime` (pip install wasmtime).
"""
import argparse
import json
import os
import sys
import time

import wasmtime

NOT_RUNNING, RUNNING, PAUSED, ENDED = 0, 1, 2, 3


class Timer:
    def __init__(self, segments):
        self.segments = segments
        self.state = NOT_RUNNING
        self.game_time = 0
        self.splits = []
        self.runs = []

    def start(self):
        if self.state == NOT_RUNNING:
            self.state, self.splits, self.game_time = RUNNING, [], 0

    def split(self):
        if self.state == RUNNING:
            self.splits.append(self.game_time)
            if len(self.splits) == self.segments:
                self.state = ENDED
                self.runs.append({"finished": True, "splitsNs": self.splits})

    def reset(self):
        if self.state == RUNNING:
            self.runs.append({"finished": False, "splitsNs": self.splits})
        self.state, self.splits = NOT_RUNNING, []


class Host:
    def __init__(self, path, segments, pid):
        self.timer = Timer(segments)
        self.pid_hint = pid
        self.handles = {}
        self.ranges = []
        engine = wasmtime.Engine()
        self.store = wasmtime.Store(engine)
        module = wasmtime.Module.from_file(engine, path)
        linker = wasmtime.Linker(engine)
        i32, i64, f64 = wasmtime.ValType.i32(), wasmtime.ValType.i64(), wasmtime.ValType.f64()

        def define(name, params, results, function):
            linker.define_func("env", name, wasmtime.FuncType(params, results), function)

        define("timer_get_state", [], [i32], lambda: self.timer.state)
        define("timer_start", [], [], self.timer.start)
        define("timer_split", [], [], self.timer.split)
        define("timer_reset", [], [], self.timer.reset)
        define("timer_set_game_time", [i64, i32], [], self.set_game_time)
        define("timer_pause_game_time", [], [], lambda: None)
        define("timer_resume_game_time", [], [], lambda: None)
        define("process_attach", [i32, i32], [i64], self.attach)
        define("process_detach", [i64], [], lambda handle: self.handles.pop(handle, None) and None)
        define("process_is_open", [i64], [i32], lambda handle: int(os.path.exists(f"/proc/{self.handles.get(handle, 0)}/mem")))
        define("process_read", [i64, i64, i32, i32], [i32], self.read)
        define("process_get_memory_range_count", [i64], [i64], self.range_count)
        define("process_get_memory_range_address", [i64, i64], [i64], lambda handle, index: self.range(index)[0])
        define("process_get_memory_range_size", [i64, i64], [i64], lambda handle, index: self.range(index)[1])
        define("runtime_set_tick_rate", [f64], [], lambda rate: None)
        define("runtime_print_message", [i32, i32], [], lambda pointer, length: print(self.text(pointer, length), file=sys.stderr))
        self.instance = linker.instantiate(self.store, module)
        self.memory = self.instance.exports(self.store)["memory"]
        self.update = self.instance.exports(self.store)["update"]

    def text(self, pointer, length):
        return bytes(self.memory.read(self.store, pointer, pointer + length)).decode()

    def set_game_time(self, seconds, nanoseconds):
        self.timer.game_time = seconds * 1_000_000_000 + nanoseconds

    def attach(self, pointer, length):
        name = self.text(pointer, length)
        candidates = [self.pid_hint] if self.pid_hint else sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
        for pid in candidates:
            try:
                with open(f"/proc/{pid}/comm") as comm:
                    if comm.read().strip() != name[:15]:
                        continue
            except OSError:
                continue
            handle = len(self.handles) + 1
            self.handles[handle] = pid
            return handle
        return 0

    def read(self, handle, address, pointer, length):
        try:
            with open(f"/proc/{self.handles[handle]}/mem", "rb") as memory:
                memory.seek(address)
                data = memory.read(length)
        except (OSError, KeyError, ValueError, OverflowError):
            return 0
        if len(data) != length:
            return 0
        self.memory.write(self.store, data, pointer)
        return 1

    def range_count(self, handle):
        self.ranges = []
        try:
            with open(f"/proc/{self.handles[handle]}/maps") as maps:
                for line in maps:
                    start, end = (int(value, 16) for value in line.split()[0].split("-"))
                    self.ranges.append((start, end - start))
        except (OSError, KeyError):
            return 0
        return len(self.ranges)

    def range(self, index):
        return self.ranges[index] if 0 <= index < len(self.ranges) else (0, 0)

    def run(self):
        # Until the attached game is gone (after it was attached once).
        attached = False
        # The test starts the game once this is said: the module is compiled and updating.
        print("host: running", file=sys.stderr, flush=True)
        while True:
            self.update(self.store)
            alive = [pid for pid in self.handles.values() if os.path.exists(f"/proc/{pid}/mem")]
            attached = attached or bool(alive)
            if attached and not alive:
                break
            time.sleep(1 / 120)
        print(json.dumps({"runs": self.timer.runs}))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("module")
    parser.add_argument("--segments", type=int, required=True)
    parser.add_argument("--pid", type=int)
    arguments = parser.parse_args()
    Host(arguments.module, arguments.segments, arguments.pid).run()


if __name__ == "__main__":
    main()
