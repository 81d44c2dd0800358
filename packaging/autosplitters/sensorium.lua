-- Sensorium auto splitter for LibreSplit.
--
-- Reads the game's run state block (docs/speedrun.md, "Auto splitters: the state block in
-- memory"): 72 bytes at the start of the mapping named "sensorium-state" in the game's
-- /proc/PID/maps. Mirrors the game's own counters: starts when its runs started go up, resets
-- when its runs reset go up (the game decides both, for every timer alike), splits on every
-- level solved, and shows the game's own in-game time.
--
-- In LibreSplit: open a split file with one split per level of the category (write one with
-- `sensorium splits export --category full-game -o full-game.json`), then right click, "Open
-- Auto Splitter", pick this file, and "Enable Auto Splitter".

process('^sensorium$')

local block = "sensorium-state"
-- RunStateBlock's constants and offsets (layout 2); AutoSplitterConstantsTests checks each
-- against the game's.
local magic = "SENSORUN"
local layoutVersion = 2
local phaseRunning, phaseFinished = 2, 3
local offset = {
    layoutVersion = 0x08,
    phase = 0x14,
    splitCount = 0x28,
    tickRate = 0x2C,
    inGameTicks = 0x30,
    lastSplitTicks = 0x38,
    runsStarted = 0x40,
    runsReset = 0x44,
}

local current = { valid = false, phase = 0, splits = 0, ticks = 0, lastSplit = 0, rate = 120, started = 0, resets = 0 }
local old = current

-- LibreSplit's window loop (about every millisecond) takes the flags this thread raises in a
-- fixed order: its clock advances, a split is taken at the clock's time, and only then is the
-- game time applied. So a split must come polls after the game time it should carry, and no
-- later game time may reach the clock before the loop took it. Each split is handed over in
-- polls: `armedPolls` that set the game time to the split's exact time (counted again when the
-- time read changes), one that splits, and `heldPolls` that keep that time. The loop may stall
-- (drawing, a busy machine): a stall shorter than the armed polls only makes the split late.
-- LibreSplit still adds the real time between the loop pass that applied the game time and the
-- pass that took the split: docs/speedrun.md says why no splitter can avoid it.
local armedPolls, heldPolls = 3, 3
local handover = nil -- nil, or { stage = "armed" | "raised" | "held", polls = n, ticks = split's ticks }
local splitsShown = 0
-- Splits the game made this attempt, and a reset seen but waiting for them: LibreSplit must
-- take the last split before the reset that saves the run (the game may be on the home screen
-- before a slow poll finished handing it over).
local splitsMade = 0
local resetWaiting = false

function startup()
    -- Returning nil instead of false leaves a raised flag alone (LibreSplit overwrites its flag
    -- with every non-nil answer), so no split is lost however late the window loop comes
    -- round, and a faster poll shortens the real time LibreSplit adds to each split.
    refreshRate = 120
    useGameTime = true
    -- LibreSplit's maps cache answers the first cached mapping whose name does not match, so it
    -- can give another mapping's address; look the block up each poll.
    mapsCacheCycles = 0
end

local function read()
    local state = { valid = false, phase = 0, splits = 0, ticks = 0, lastSplit = 0, rate = 120, started = 0, resets = 0 }
    local signature = readAddress("string10", block, 0x0)
    if type(signature) ~= "string" or signature:sub(1, 8) ~= magic then return state end
    if readAddress("uint", block, offset.layoutVersion) ~= layoutVersion then return state end
    state.valid = true
    state.resets = readAddress("uint", block, offset.runsReset)
    state.started = readAddress("uint", block, offset.runsStarted)
    state.phase = readAddress("uint", block, offset.phase)
    state.rate = readAddress("uint", block, offset.tickRate)
    -- The game writes lastSplitTicks before splitCount: read the count first, so a count that
    -- went up comes with its own split's time, never the one before (a poll's reads are far
    -- apart: each looks the mapping up in /proc/PID/maps).
    state.splits = readAddress("uint", block, offset.splitCount)
    state.lastSplit = readAddress("long", block, offset.lastSplitTicks)
    state.ticks = readAddress("long", block, offset.inGameTicks)
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

-- Called every poll, before gameTime and split: moves the handover on.
function update()
    if current.valid and old.valid and current.started ~= old.started then
        splitsShown, splitsMade = 0, 0
        handover = nil
    end
    -- lastSplitTicks is the latest split's only while the run is running or finished.
    local inRun = current.valid and (current.phase == phaseRunning or current.phase == phaseFinished)
    if inRun and current.splits > splitsMade then splitsMade = current.splits end
    if handover ~= nil then
        handover.polls = handover.polls + 1
        if handover.stage == "armed" and inRun and current.lastSplit ~= handover.ticks then
            handover.ticks, handover.polls = current.lastSplit, 1
        elseif handover.stage == "armed" and handover.polls > armedPolls then
            handover.stage = "raised"
        elseif handover.stage == "raised" then
            handover.stage, handover.polls = "held", 1
        elseif handover.stage == "held" and handover.polls > heldPolls then
            handover = nil
        end
    end
    if handover == nil and inRun and splitsMade > splitsShown then
        handover = { stage = "armed", polls = 1, ticks = current.lastSplit }
    end
end

function start()
    if not current.valid then return nil end
    -- When the game counts a run started. A run first seen in its first second, nothing split
    -- yet, is timed too (its game time is the game's own): the block may appear with the run's
    -- first tick. Later than that it is mid-run, and left alone (its real time would start late).
    local firstSeen = not old.valid and current.phase == phaseRunning and current.splits == 0 and current.ticks < current.rate
    if not (firstSeen or (old.valid and current.started ~= old.started)) then return nil end
    splitsShown, splitsMade = 0, 0
    handover = nil
    resetWaiting = false
    return true
end

function split()
    if handover == nil or handover.stage ~= "raised" then return nil end
    splitsShown = splitsShown + 1
    return true
end

function gameTime()
    if handover ~= nil then return milliseconds(handover.ticks) end
    if current.phase == phaseFinished then return milliseconds(current.lastSplit) end
    return milliseconds(current.ticks)
end

function reset()
    -- When the game counts a run reset.
    if current.valid and old.valid and current.resets ~= old.resets then resetWaiting = true end
    if resetWaiting and handover == nil and splitsShown >= splitsMade then
        resetWaiting = false
        return true
    end
    return false
end
