;; Sensorium auto splitter for livesplit-core's auto-splitting runtime (obs-livesplit-one,
;; LiveSplit's "Auto Splitting Runtime" component), in WebAssembly text: no dependencies.
;; Build: `wat2wasm sensorium.wat -o sensorium.wasm` (Debian's wabt).
;;
;; It attaches to the process named `sensorium`, finds the game's run state block
;; (docs/speedrun.md, "Auto splitters: the state block in memory") by its SENSORUN signature at
;; the start of one of the process's memory ranges, and on each update (120 a second) mirrors
;; the game's own counters: resets when `runsReset` goes up, starts when `runsStarted` does (or
;; when it first sees a run in its first second with nothing split: never later in a run), keeps
;; game time paused so the game is its only clock, splits at each split's exact in-game time (the
;; time is set, then the split made) and sets the time now.
;;
;; The block's offsets and constants are the small functions named $field_* and $const_*, one
;; line each: AutoSplitterConstantsTests reads them and checks them against RunStateBlock.
(module
  (import "env" "timer_get_state" (func $timer_get_state (result i32)))
  (import "env" "timer_start" (func $timer_start))
  (import "env" "timer_split" (func $timer_split))
  (import "env" "timer_reset" (func $timer_reset))
  (import "env" "timer_set_game_time" (func $timer_set_game_time (param i64 i32)))
  (import "env" "timer_pause_game_time" (func $timer_pause_game_time))
  (import "env" "process_attach" (func $process_attach (param i32 i32) (result i64)))
  (import "env" "process_detach" (func $process_detach (param i64)))
  (import "env" "process_is_open" (func $process_is_open (param i64) (result i32)))
  (import "env" "process_read" (func $process_read (param i64 i64 i32 i32) (result i32)))
  (import "env" "process_get_memory_range_count" (func $range_count (param i64) (result i64)))
  (import "env" "process_get_memory_range_address" (func $range_address (param i64 i64) (result i64)))
  (import "env" "process_get_memory_range_size" (func $range_size (param i64 i64) (result i64)))
  (import "env" "runtime_set_tick_rate" (func $runtime_set_tick_rate (param f64)))

  (memory (export "memory") 1)
  ;; 0: the process name. 64: the block as last read.
  (data (i32.const 0) "sensorium")

  (global $process (mut i64) (i64.const 0))
  (global $block (mut i64) (i64.const 0))
  (global $have_previous (mut i32) (i32.const 0))
  (global $previous_started (mut i32) (i32.const 0))
  (global $previous_reset (mut i32) (i32.const 0))
  (global $splits_sent (mut i32) (i32.const 0))

  ;; RunStateBlock's constants.
  (func $const_signature (result i64) (i64.const 0x4E55524F534E4553))
  (func $const_layout_version (result i32) (i32.const 2))
  (func $const_size (result i32) (i32.const 72))
  (func $const_phase_running (result i32) (i32.const 2))

  ;; The block's fields, as read into memory at 64 (offset= is the field's offset in the block).
  (func $field_magic (result i64) (i64.load offset=0 (i32.const 64)))
  (func $field_layout_version (result i32) (i32.load offset=8 (i32.const 64)))
  (func $field_phase (result i32) (i32.load offset=20 (i32.const 64)))
  (func $field_split_count (result i32) (i32.load offset=40 (i32.const 64)))
  (func $field_tick_rate (result i32) (i32.load offset=44 (i32.const 64)))
  (func $field_in_game_ticks (result i64) (i64.load offset=48 (i32.const 64)))
  (func $field_last_split_ticks (result i64) (i64.load offset=56 (i32.const 64)))
  (func $field_runs_started (result i32) (i32.load offset=64 (i32.const 64)))
  (func $field_runs_reset (result i32) (i32.load offset=68 (i32.const 64)))

  ;; Reads the block at $address into memory; 1 when it is there (signature, layout).
  (func $read (param $address i64) (result i32)
    (if (i32.eqz (call $process_read (global.get $process) (local.get $address) (i32.const 64) (call $const_size)))
      (then (return (i32.const 0))))
    (i32.and
      (i64.eq (call $field_magic) (call $const_signature))
      (i32.eq (call $field_layout_version) (call $const_layout_version))))

  ;; The block's address: the start of a memory range that begins with the signature, or 0. Any
  ;; range big enough is looked at: the game maps one page, and pages differ between machines.
  (func $find (result i64)
    (local $count i64) (local $index i64) (local $address i64)
    (local.set $count (call $range_count (global.get $process)))
    (block $done
      (loop $next
        (br_if $done (i64.ge_u (local.get $index) (local.get $count)))
        (if (i64.ge_u (call $range_size (global.get $process) (local.get $index)) (i64.extend_i32_u (call $const_size)))
          (then
            (local.set $address (call $range_address (global.get $process) (local.get $index)))
            (if (call $read (local.get $address)) (then (return (local.get $address))))))
        (local.set $index (i64.add (local.get $index) (i64.const 1)))
        (br $next)))
    (i64.const 0))

  ;; Ticks as the runtime's seconds and nanoseconds, exactly.
  (func $set_game_time (param $ticks i64)
    (local $rate i64)
    (local.set $rate (i64.extend_i32_u (call $field_tick_rate)))
    (if (i64.eqz (local.get $rate)) (then (local.set $rate (i64.const 120))))
    (call $timer_set_game_time
      (i64.div_u (local.get $ticks) (local.get $rate))
      (i32.wrap_i64 (i64.div_u (i64.mul (i64.rem_u (local.get $ticks) (local.get $rate)) (i64.const 1000000000))
                               (local.get $rate)))))

  (func (export "update")
    (local $started i32) (local $reset i32)
    ;; Lost the game: attach again. Nested, never `i32.and`ed: WebAssembly evaluates both sides,
    ;; and the runtime traps on a query of handle 0.
    (if (i64.ne (global.get $process) (i64.const 0))
      (then
        (if (i32.eqz (call $process_is_open (global.get $process)))
          (then
            (call $process_detach (global.get $process))
            (global.set $process (i64.const 0))
            (global.set $block (i64.const 0))
            (global.set $have_previous (i32.const 0))))))
    (if (i64.eqz (global.get $process))
      (then
        (call $runtime_set_tick_rate (f64.const 120))
        (global.set $process (call $process_attach (i32.const 0) (i32.const 9)))
        (if (i64.eqz (global.get $process)) (then (return)))))
    ;; The game maps the block during start-up: look again until it is there.
    (if (i64.eqz (global.get $block))
      (then
        (global.set $block (call $find))
        (if (i64.eqz (global.get $block)) (then (return)))))
    (if (i32.eqz (call $read (global.get $block)))
      (then (global.set $block (i64.const 0)) (return)))
    (local.set $started (call $field_runs_started))
    (local.set $reset (call $field_runs_reset))
    (if (i32.eqz (global.get $have_previous))
      (then
        (global.set $have_previous (i32.const 1))
        (global.set $previous_started (local.get $started))
        (global.set $previous_reset (local.get $reset))
        ;; A run first seen in its first second, nothing split yet, is timed as if seen starting
        ;; (its game time is the game's own): the block may appear with the run's first tick.
        ;; Later than that it is mid-run, and left alone.
        (if (i32.and (i32.and (i32.eq (call $field_phase) (call $const_phase_running))
                              (i32.eqz (call $field_split_count)))
                     (i64.lt_u (call $field_in_game_ticks) (i64.extend_i32_u (call $field_tick_rate))))
          (then (global.set $previous_started (i32.sub (local.get $started) (i32.const 1)))))))

    (if (i32.ne (local.get $reset) (global.get $previous_reset))
      (then
        (if (i32.ne (call $timer_get_state) (i32.const 0)) (then (call $timer_reset)))
        (global.set $splits_sent (i32.const 0))))
    (if (i32.ne (local.get $started) (global.get $previous_started))
      (then
        (if (i32.eqz (call $timer_get_state))
          (then
            (call $timer_start)
            (call $timer_pause_game_time)
            (global.set $splits_sent (i32.const 0))))))
    (if (i32.ne (call $timer_get_state) (i32.const 0))
      (then
        ;; Each split at its exact game time, then the time now.
        (block $done
          (loop $next
            (br_if $done (i32.ge_u (global.get $splits_sent) (call $field_split_count)))
            (call $set_game_time (call $field_last_split_ticks))
            (call $timer_split)
            (global.set $splits_sent (i32.add (global.get $splits_sent) (i32.const 1)))
            (br $next)))
        (if (i32.eq (call $field_phase) (call $const_phase_running))
          (then (call $set_game_time (call $field_in_game_ticks))))))
    (global.set $previous_started (local.get $started))
    (global.set $previous_reset (local.get $reset))))
