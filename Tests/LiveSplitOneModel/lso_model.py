#!/usr/bin/env python3
"""A stand-in for LiveSplit One connected to a game's server, on a real WebSocket client library.

It connects as LiveSplit One's "Connect to Server" does (Python's `websockets`, which checks the
server's handshake and frames as strictly as a browser), and applies each JSON command of
livesplit-core's server protocol to a timer kept as LiveSplit One keeps it, answering each with
a result as LiveSplit One does. The rules followed (LiveSplit/LiveSplitOne, src/util/
LSOCommandSink.ts; livesplit-core, src/timing/timer/mod.rs):

- while a dialog is open the timer is locked: every command fails with `Busy`;
- `reset` with no `saveAttempt` on an attempt that holds a new best time opens the modal
  "Save Best Times?" dialog (`LSOCommandSink.reset`, `currentAttemptHasNewBestTimes`); this
  runner never answers it, so the timer stays locked;
- `reset` with `saveAttempt` resets at once, saving the attempt (its golds) or not;
- `start` only from not running; `split` only while running, and the last split ends the attempt.

The splits file starts with no golds, so every segment of a first run is a new best. It stops
when `--runs` attempts have ended or the server closes (at most `--seconds`), then pings the
server, closes the connection, and prints as JSON: the runs timed (their game-time splits), the
dialogs opened, every reset's `saveAttempt`, the pong's round trip and the server's close code.

    lso_model.py --port PORT --segments N --runs R [--origin ORIGIN] [--seconds S]
"""
import argparse
import asyncio
import json
import sys
import time

import websockets


class Timer:
    def __init__(self, segments):
        self.segments = segments
        self.phase = "NotRunning"
        self.game_time = 0
        self.splits = []
        self.golds = [None] * segments  # game-time best segments; none in a new splits file
        self.locked = False
        self.dialogs = 0
        self.runs = []
        self.resets = []

    def has_new_best(self):
        previous = 0
        for index, split in enumerate(self.splits):
            segment = split - previous
            previous = split
            if self.golds[index] is None or segment < self.golds[index]:
                return True
        return False

    def save(self):
        previous = 0
        for index, split in enumerate(self.splits):
            segment = split - previous
            previous = split
            if self.golds[index] is None or segment < self.golds[index]:
                self.golds[index] = segment

    def apply(self, command):
        name = command.get("command")
        if self.locked:
            return {"error": {"code": "Busy"}}
        if name == "start":
            if self.phase != "NotRunning":
                return {"error": {"code": "RunAlreadyInProgress"}}
            self.phase, self.splits, self.game_time = "Running", [], 0
        elif name == "split":
            if self.phase != "Running":
                return {"error": {"code": "NoRunInProgress"}}
            self.splits.append(self.game_time)
            if len(self.splits) == self.segments:
                self.phase = "Ended"
                self.runs.append(list(self.splits))
        elif name == "reset":
            save = command.get("saveAttempt")
            self.resets.append(save)
            if self.phase == "NotRunning":
                return {"error": {"code": "NoRunInProgress"}}
            if save is None and self.has_new_best():
                self.dialogs += 1
                self.locked = True
                return {"error": {"code": "Busy"}}
            if save:
                self.save()
            self.phase, self.splits = "NotRunning", []
        elif name == "setGameTime":
            seconds, _, fraction = command["time"].partition(".")
            self.game_time = int(seconds) * 1_000_000_000 + int((fraction + "000000000")[:9])
        elif name in ("initializeGameTime", "pauseGameTime", "setCurrentTimingMethod"):
            pass
        else:
            return {"error": {"code": "UnknownCommand"}}
        return {"success": None}


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--segments", type=int, required=True)
    parser.add_argument("--runs", type=int, required=True)
    parser.add_argument("--origin")
    parser.add_argument("--seconds", type=float, default=60)
    arguments = parser.parse_args()
    timer = Timer(arguments.segments)
    report = {}
    async with websockets.connect(f"ws://127.0.0.1:{arguments.port}", origin=arguments.origin,
                                  ping_interval=None, max_size=1 << 20) as socket:
        print("model: connected", file=sys.stderr, flush=True)
        deadline = time.monotonic() + arguments.seconds
        try:
            while len(timer.runs) < arguments.runs and time.monotonic() < deadline:
                try:
                    message = await asyncio.wait_for(socket.recv(), timeout=max(0.01, deadline - time.monotonic()))
                except asyncio.TimeoutError:
                    break
                await socket.send(json.dumps(timer.apply(json.loads(message))))
        except websockets.ConnectionClosed:
            pass
        if socket.state.name == "OPEN":
            started = time.monotonic()
            try:
                await asyncio.wait_for(await socket.ping(b"lso"), timeout=5)
                report["pongSeconds"] = round(time.monotonic() - started, 4)
            except (asyncio.TimeoutError, websockets.ConnectionClosed):
                report["pongSeconds"] = None
            await socket.close(1000)
        # 1006 when the connection ended with no close frame from the server.
        report["closeCode"] = socket.close_code
    report.update({"runs": timer.runs, "dialogs": timer.dialogs, "resets": timer.resets})
    print(json.dumps(report), flush=True)


if __name__ == "__main__":
    asyncio.run(main())
