-- Sensorium auto splitter for LibreSplit.
--
-- Reads the game's run state block (docs/speedrun.md, "Auto splitters: the state block in
-- memory"): 64 bytes at the start of the mapping named "sensorium-state" in the game's
-- /proc/PID/maps. Starts on the run's first input, splits on every level solved, resets when
-- the run is reset or left for the home screen, and shows the game's own in-game time.
--
-- In LibreSplit: open a split file with one split per level of the category (write one with
-- `sensorium splits export --category full-game -o full-game.json`), then right click, "Open
-- Auto Splitter", pick this file, and "Enable Auto Splitter".

process('^sensorium$')

local block = "sensorium-state"
local magic = "SENSORUN"
local phaseNoRun, phaseReady, phaseRunning, phaseFinished = 0, 1, 2, 3

local current = { valid = false, phase = 0, flags = 0, attempt = 0, splits = 0, ticks = 0, lastSplit = 0, rate = 120 }
local old = current
-- The game time is set every poll and LibreSplit's own clock runs between polls (its timer
-- records splits only while it runs, so there is no `isLoading`). A split is shown in two polls:
-- the first sets the timer to the split's exact game time, the second splits, because LibreSplit
-- applies a split before the game time of the same poll.
local splitsShown = 0
local splitPending = false

function startup()
    -- LibreSplit's auto splitter raises a split flag its window's loop takes later; a poll that
    -- comes before the loop took it lowers the flag again, and the split is lost. At 60 polls a
    -- second the loop has 16 ms to take it: on a busy machine 120 lost splits, 60 lost none.
    refreshRate = 60
    useGameTime = true
    -- LibreSplit's maps cache can answer another module's address; look the block up each poll.
    mapsCacheCycles = 0
end

local function read()
    local state = { valid = false, phase = 0, flags = 0, attempt = 0, splits = 0, ticks = 0, lastSplit = 0, rate = 120 }
    local signature = readAddress("string10", block, 0x0)
    if type(signature) ~= "string" or signature:sub(1, 8) ~= magic then return state end
    if readAddress("uint", block, 0x8) ~= 1 then return state end
    state.valid = true
    state.phase = readAddress("uint", block, 0x14)
    state.flags = readAddress("uint", block, 0x18)
    state.attempt = readAddress("uint", block, 0x1C)
    state.rate = readAddress("uint", block, 0x2C)
    state.ticks = readAddress("long", block, 0x30)
    state.lastSplit = readAddress("long", block, 0x38)
    state.splits = readAddress("uint", block, 0x28)
    return state
end

-- Ticks as LibreSplit's milliseconds, truncated like the game's own display.
local function milliseconds(ticks)
    return math.floor(ticks * 1000 / current.rate)
end

function state()
    old = current
    current = read()
end

function update()
    if current.valid and current.attempt ~= old.attempt then
        splitsShown = 0
        splitPending = false
    end
end

function start()
    if not (current.valid and old.valid) then return false end
    -- Only the tick the run starts on: a timer opened mid-run would start its real time late.
    -- A practice (--from) is never a run of the category.
    local started = current.phase == phaseRunning and bit.band(current.flags, 2) == 0
        and (old.phase == phaseReady or current.attempt ~= old.attempt)
    if started then
        splitsShown = 0
        splitPending = false
    end
    return started
end

function split()
    if splitPending then
        splitPending = false
        splitsShown = splitsShown + 1
        return true
    end
    if current.valid and current.splits > splitsShown and current.attempt == old.attempt then
        splitPending = true
    end
    return false
end

function gameTime()
    if splitPending or (current.phase == phaseFinished) then
        return milliseconds(current.lastSplit)
    end
    return milliseconds(current.ticks)
end

function reset()
    if not (current.valid and old.valid) then return false end
    local ended = old.phase == phaseRunning or old.phase == phaseFinished
    local again = current.phase == phaseReady or current.phase == phaseNoRun
    return (ended and again) or (old.attempt ~= 0 and current.attempt ~= old.attempt and current.phase ~= phaseRunning)
end
