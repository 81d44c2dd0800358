#!/usr/bin/env python3
"""A stand-in for livesplit-core's auto-splitting runtime, to run WebAssembly auto splitters in tests.

It follows the runtime's source rule by rule, as strictly (LiveSplit/livesplit-core, the crate
`crates/livesplit-auto-splitting`; each import below names the file and function it follows):

- a process handle that was never given or was detached is an error, and an error in an import
  is a trap: the runtime stops the splitter ("the auto splitter trapped"), and so does this host
  (it prints `host: trapped: ...` and exits with status 3);
- `process_attach` takes the newest process of that name (latest start time, then highest pid);
- a process's memory ranges are listed afresh at most once a second, and whether it is open is
  looked up at most once a second (the first time a second after attaching);
- the timer's game time runs with real time once set, until `timer_pause_game_time`, as
  livesplit-core's `Timer` does, and a split takes the game time at that moment;
- `runtime_set_tick_rate` sets how often `update` is called (120 a second until then); a rate of
  0 or less traps;
- `timer_get_state` answers the runtime's values: 0 not running, 1 running, 2 paused, 3 ended.

It calls the module's `update` at the tick rate until the attached game is gone, and prints the
runs the splitter timed as JSON: every split's game time in nanoseconds, per attempt.

    asr_host.py MODULE.wasm|MODULE.wat --segments N [--pid PID] [--seconds S]

`--pid` narrows the process list the host looks at to that one process (the game a test
started, not another test's game on the same machine); the newest-process rule still picks from
what is left. `--seconds` stops the host after that long even with no game attached. Says
`host: running` once the module updates, and `host: attached PID` on each attach (the runtime
logs "Attached to a new process"). Needs Python's `wasmtime` (pip install wasmtime).
"""
import argparse
import ctypes
import json
import os
import sys
import time

import wasmtime

# crates/livesplit-auto-splitting/src/timer.rs, `TimerState`.
NOT_RUNNING, RUNNING, PAUSED, ENDED = 0, 1, 2, 3
SECOND = 1_000_000_000


class Trap(Exception):
    """An import's error: wasmtime turns the exception into a trap of the calling module."""


def now():
    return time.monotonic_ns()


class Timer:
    """livesplit-core's `Timer` (src/timing/timer/mod.rs), the parts a splitter reaches: real
    time from `start`, game time = real time - loading times unless game time is paused."""

    def __init__(self, segments):
        self.segments = segments
        self.state = NOT_RUNNING
        self.started_at = 0
        self.loading_times = None  # None: game time not initialised (`deinitialize_game_time`)
        self.game_time_paused = False
        self.game_time_pause_time = None
        self.splits = []
        self.runs = []

    def real_time(self):
        return now() - self.started_at

    def game_time(self):
        # `current_time`: the paused game time, or real time minus the loading times.
        if self.game_time_paused:
            return self.game_time_pause_time
        if self.loading_times is None:
            return None
        return self.real_time() - self.loading_times

    def start(self):
        # `start`: only from NotRunning; game time uninitialised for the new attempt.
        if self.state == NOT_RUNNING:
            self.state, self.splits, self.started_at = RUNNING, [], now()
            self.loading_times = None

    def split(self):
        # `split`: only while running; the last split ends the attempt.
        if self.state == RUNNING:
            self.splits.append(self.game_time())
            if len(self.splits) == self.segments:
                self.state = ENDED
                self.runs.append({"finished": True, "splitsNs": self.splits})

    def reset(self):
        # `reset` -> `reset_state`: game time resumes and the loading times go back to zero.
        if self.state != NOT_RUNNING:
            if self.state != ENDED:
                self.runs.append({"finished": False, "splitsNs": self.splits})
            self.resume_game_time()
            self.loading_times = 0
            self.state, self.splits = NOT_RUNNING, []

    def set_game_time(self, time_ns):
        # `set_game_time`: works paused too; the loading times follow from the real time now.
        if self.game_time_paused:
            self.game_time_pause_time = time_ns
        self.loading_times = (self.real_time() if self.state != NOT_RUNNING else 0) - time_ns

    def pause_game_time(self):
        if not self.game_time_paused:
            game = self.game_time()
            self.game_time_pause_time = game if game is not None else self.real_time()
            self.game_time_paused = True

    def resume_game_time(self):
        if self.game_time_paused:
            game = self.game_time()
            self.loading_times = self.real_time() - game if game is not None else 0
            self.game_time_paused = False


def process_start_time(pid):
    """Field 22 of /proc/PID/stat (after the parenthesised name, which may hold spaces)."""
    with open(f"/proc/{pid}/stat") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[19])


def process_name(pid):
    with open(f"/proc/{pid}/comm") as comm:
        return comm.read().rstrip("\n")


class Process:
    """crates/livesplit-auto-splitting/src/process.rs, `Process`."""

    def __init__(self, pid):
        self.pid = pid
        self.memory_ranges = []
        # `with_name`: ranges are listed on first use, openness looked up a second after attach.
        self.next_memory_range_check = now()
        self.next_open_check = now() + SECOND
        self.open = True

    def is_open(self):
        # `is_open`: the process list is refreshed for this pid at most once a second.
        if now() >= self.next_open_check:
            self.open = os.path.exists(f"/proc/{self.pid}/stat")
            self.next_open_check = now() + SECOND
        return self.open

    def refresh_memory_ranges(self):
        # `refresh_memory_ranges`: /proc/PID/maps at most once a second; an error empties them.
        if now() < self.next_memory_range_check:
            return True
        try:
            with open(f"/proc/{self.pid}/maps") as maps:
                ranges = []
                for line in maps:
                    start, end = (int(value, 16) for value in line.split()[0].split("-"))
                    ranges.append((start, end - start))
            self.memory_ranges = ranges
        except OSError:
            self.memory_ranges = []
            return False
        finally:
            self.next_memory_range_check = now() + SECOND
        return True


class IoVec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("length", ctypes.c_size_t)]


libc = ctypes.CDLL(None, use_errno=True)
libc.process_vm_readv.restype = ctypes.c_ssize_t


class Host:
    def __init__(self, path, segments, pid):
        self.timer = Timer(segments)
        self.pid_filter = pid
        self.processes = {}
        self.next_handle = 1
        self.period = SECOND // 120  # src/auto_splitting/mod.rs: 120 Hz until the splitter says
        self.attached_pid = None
        engine = wasmtime.Engine()
        self.store = wasmtime.Store(engine)
        module = wasmtime.Module.from_file(engine, path)
        linker = wasmtime.Linker(engine)
        i32, i64, f64 = wasmtime.ValType.i32(), wasmtime.ValType.i64(), wasmtime.ValType.f64()

        def define(name, params, results, function):
            linker.define_func("env", name, wasmtime.FuncType(params, results), function)

        # runtime/api/timer.rs, `bind`.
        define("timer_get_state", [], [i32], lambda: self.timer.state)
        define("timer_start", [], [], self.timer.start)
        define("timer_split", [], [], self.timer.split)
        define("timer_reset", [], [], self.timer.reset)
        define("timer_set_game_time", [i64, i32], [], lambda seconds, nanoseconds: self.timer.set_game_time(seconds * SECOND + nanoseconds))
        define("timer_pause_game_time", [], [], self.timer.pause_game_time)
        define("timer_resume_game_time", [], [], self.timer.resume_game_time)
        # runtime/api/process.rs, `bind`.
        define("process_attach", [i32, i32], [i64], self.attach)
        define("process_detach", [i64], [], self.detach)
        define("process_is_open", [i64], [i32], lambda handle: int(self.process(handle).is_open()))
        define("process_read", [i64, i64, i32, i32], [i32], self.read)
        define("process_get_memory_range_count", [i64], [i64], self.range_count)
        define("process_get_memory_range_address", [i64, i64], [i64], lambda handle, index: self.range(handle, index)[0])
        define("process_get_memory_range_size", [i64, i64], [i64], lambda handle, index: self.range(handle, index)[1])
        # runtime/api/runtime.rs, `bind`.
        define("runtime_set_tick_rate", [f64], [], self.set_tick_rate)
        define("runtime_print_message", [i32, i32], [], lambda pointer, length: print(self.text(pointer, length), file=sys.stderr))
        self.instance = linker.instantiate(self.store, module)
        self.memory = self.instance.exports(self.store)["memory"]
        self.update = self.instance.exports(self.store)["update"]

    def memory_slice(self, pointer, length):
        # runtime/api/mod.rs, `get_slice_mut`: outside the module's memory is an error.
        if pointer < 0 or length < 0 or pointer + length > self.memory.data_len(self.store):
            raise Trap("Out of bounds pointer and length pair.")
        return pointer, length

    def text(self, pointer, length):
        pointer, length = self.memory_slice(pointer & 0xFFFFFFFF, length & 0xFFFFFFFF)
        try:
            return bytes(self.memory.read(self.store, pointer, pointer + length)).decode()
        except UnicodeDecodeError as error:
            raise Trap(f"invalid UTF-8: {error}")

    def process(self, handle):
        # Every process import: `ok_or_else(|| format_err!("Invalid process handle ..."))?`.
        process = self.processes.get(handle)
        if process is None:
            raise Trap(f"Invalid process handle: {handle}")
        return process

    def attach(self, pointer, length):
        # `process_attach` -> process.rs `with_name`: the newest of the processes of that name.
        name = self.text(pointer, length)
        candidates = [self.pid_filter] if self.pid_filter else [int(p) for p in os.listdir("/proc") if p.isdigit()]
        found = []
        for pid in candidates:
            try:
                if process_name(pid) == name[:15]:
                    found.append((process_start_time(pid), pid))
            except (OSError, IndexError, ValueError):
                continue
        if not found:
            return 0
        pid = max(found)[1]
        handle = self.next_handle
        self.next_handle += 1  # slotmap keys are never given twice
        self.processes[handle] = Process(pid)
        self.attached_pid = pid
        print(f"host: attached {pid}", file=sys.stderr, flush=True)
        return handle

    def detach(self, handle):
        # `process_detach`: removing an unknown handle is an error.
        self.process(handle)
        del self.processes[handle]

    def read(self, handle, address, pointer, length):
        # `process_read` -> `read_mem` (process_vm_readv via read-process-memory): 1 only when
        # every byte was read.
        process = self.process(handle)
        pointer, length = self.memory_slice(pointer & 0xFFFFFFFF, length & 0xFFFFFFFF)
        buffer = ctypes.create_string_buffer(length)
        local = IoVec(ctypes.cast(buffer, ctypes.c_void_p), length)
        remote = IoVec(ctypes.c_void_p(address & 0xFFFFFFFFFFFFFFFF), length)
        if libc.process_vm_readv(process.pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0) != length:
            return 0
        self.memory.write(self.store, buffer.raw, pointer)
        return 1

    def range_count(self, handle):
        # `get_memory_range_count`: the cached ranges (refreshed at most once a second); 0 on error.
        process = self.process(handle)
        return len(process.memory_ranges) if process.refresh_memory_ranges() else 0

    def range(self, handle, index):
        # `get_memory_range_address` / `_size`: from the cache as it is; 0 past its end.
        ranges = self.process(handle).memory_ranges
        return ranges[index] if 0 <= index < len(ranges) else (0, 0)

    def set_tick_rate(self, ticks_per_second):
        # `runtime_set_tick_rate`: larger than 0, else an error.
        if not ticks_per_second > 0:
            raise Trap("The tick rate needs to be larger than 0.")
        self.period = max(1, int(SECOND / ticks_per_second))

    def run(self, seconds):
        print("host: running", file=sys.stderr, flush=True)
        deadline = now() + int(seconds * SECOND) if seconds else None
        next_tick = now()
        status = 0
        while True:
            try:
                self.update(self.store)
            except (wasmtime.Trap, wasmtime.WasmtimeError, Trap) as error:
                print("host: trapped: " + " ".join(str(error).split())[:300], file=sys.stderr, flush=True)
                status = 3
                break
            # Until the game attached once is gone (the host's own end; the runtime goes on).
            if self.attached_pid and not os.path.exists(f"/proc/{self.attached_pid}/stat"):
                break
            if deadline and now() >= deadline:
                break
            next_tick += self.period
            delay = next_tick - now()
            if delay > 0:
                time.sleep(delay / SECOND)
            else:
                next_tick = now()
        # An attempt still going when the host stops is given as it stands.
        if self.timer.state in (RUNNING, PAUSED):
            self.timer.runs.append({"finished": False, "splitsNs": self.timer.splits})
        print(json.dumps({"runs": self.timer.runs}), flush=True)
        return status


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("module")
    parser.add_argument("--segments", type=int, required=True)
    parser.add_argument("--pid", type=int)
    parser.add_argument("--seconds", type=float)
    arguments = parser.parse_args()
    host = Host(arguments.module, arguments.segments, arguments.pid)
    sys.exit(host.run(arguments.seconds))


if __name__ == "__main__":
    main()
