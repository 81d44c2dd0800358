;; Sensorium auto splitter for livesplit-core's auto-splitting runtime (LiveSplit One desktop,
;; LiveSplit's "Auto Splitting Runtime" component), in WebAssembly text: no dependencies.
;; Build: `wat2wasm sensorium.wat -o sensorium.wasm` (Debian's wabt).
;;
;; It attaches to the process named `sensorium`, finds the game's run state block
;; (docs/speedrun.md, "Auto splitters: the state block in memory") by its SENSORUN signature at
;; the start of one of the process's one-page memory ranges, and on each update (120 a second):
;; starts the timer on the tick the run's first input starts it, or when it first sees a run in
;; its first second with nothing split (never later in a run, never for a practice), keeps game time paused so the game is its only clock, splits at each split's exact
;; in-game time (the time is set, then the split made), sets the time now, and resets when the
;; run is reset or left for the home screen.
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
  ;; 0: the process name. 64: the block as last read (64 bytes, the documented layout).
  (data (i32.const 0) "sensorium")

  (global $process (mut i64) (i64.const 0))
  (global $block (mut i64) (i64.const 0))
  (global $have_previous (mut i32) (i32.const 0))
  (global $previous_phase (mut i32) (i32.const 0))
  (global $previous_attempt (mut i32) (i32.const 0))
  (global $splits_sent (mut i32) (i32.const 0))

  ;; The block's fields, as read into memory at 64.
  (func $phase (result i32) (i32.load (i32.const 84)))
  (func $flags (result i32) (i32.load (i32.const 88)))
  (func $attempt (result i32) (i32.load (i32.const 92)))
  (func $split_count (result i32) (i32.load (i32.const 104)))
  (func $tick_rate (result i32) (i32.load (i32.const 108)))
  (func $in_game_ticks (result i64) (i64.load (i32.const 112)))
  (func $last_split_ticks (result i64) (i64.load (i32.const 120)))

  ;; Reads the block at $address into memory; 1 when it is there (signature, layout 1).
  (func $read (param $address i64) (result i32)
    (if (i32.eqz (call $process_read (global.get $process) (local.get $address) (i32.const 64) (i32.const 64)))
      (then (return (i32.const 0))))
    (i32.and
      (i64.eq (i64.load (i32.const 64)) (i64.const 0x4E55524F534E4553)) ;; "SENSORUN"
      (i32.eq (i32.load (i32.const 72)) (i32.const 1))))

  ;; The block's address: the start of a one-page range that begins with the signature, or 0.
  (func $find (result i64)
    (local $count i64) (local $index i64) (local $address i64)
    (local.set $count (call $range_count (global.get $process)))
    (block $done
      (loop $next
        (br_if $done (i64.ge_u (local.get $index) (local.get $count)))
        (if (i64.eq (call $range_size (global.get $process) (local.get $index)) (i64.const 4096))
          (then
            (local.set $address (call $range_address (global.get $process) (local.get $index)))
            (if (call $read (local.get $address)) (then (return (local.get $address))))))
        (local.set $index (i64.add (local.get $index) (i64.const 1)))
        (br $next)))
    (i64.const 0))

  ;; Ticks as the runtime's seconds and nanoseconds, exactly.
  (func $set_game_time (param $ticks i64)
    (local $rate i64)
    (local.set $rate (i64.extend_i32_u (call $tick_rate)))
    (if (i64.eqz (local.get $rate)) (then (local.set $rate (i64.const 120))))
    (call $timer_set_game_time
      (i64.div_u (local.get $ticks) (local.get $rate))
      (i32.wrap_i64 (i64.div_u (i64.mul (i64.rem_u (local.get $ticks) (local.get $rate)) (i64.const 1000000000))
                               (local.get $rate)))))

  (func (export "update")
    (local $phase i32) (local $attempt i32) (local $ended i32) (local $left i32) (local $new_attempt i32)
    ;; Lost the game: attach again.
    (if (i32.and (i64.ne (global.get $process) (i64.const 0))
                 (i32.eqz (call $process_is_open (global.get $process))))
      (then
        (call $process_detach (global.get $process))
        (global.set $process (i64.const 0))
        (global.set $block (i64.const 0))
        (global.set $have_previous (i32.const 0))))
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
    (local.set $phase (call $phase))
    (local.set $attempt (call $attempt))
    (if (i32.eqz (global.get $have_previous))
      (then
        (global.set $have_previous (i32.const 1))
        (global.set $previous_phase (local.get $phase))
        (global.set $previous_attempt (local.get $attempt))
        ;; A run first seen in its first second, nothing split yet, is timed as if seen starting
        ;; (its game time is the game's own): the block appears with the run's first tick, which
        ;; may already be its first input. Later than that it is mid-run, and left alone.
        (if (i32.eqz (i32.and (i32.and (i32.eq (local.get $phase) (i32.const 2))
                                       (i32.eqz (call $split_count)))
                              (i64.lt_u (call $in_game_ticks) (i64.extend_i32_u (call $tick_rate)))))
          (then (return)))
        (global.set $previous_phase (i32.const 1))))

    ;; Reset: a run that was running or finished went back to ready or to the home screen, or a
    ;; new attempt began that is not already running.
    (local.set $ended (i32.ge_u (global.get $previous_phase) (i32.const 2)))
    (local.set $left (i32.le_u (local.get $phase) (i32.const 1)))
    (local.set $new_attempt (i32.and (i32.ne (global.get $previous_attempt) (i32.const 0))
                                     (i32.ne (local.get $attempt) (global.get $previous_attempt))))
    (if (i32.and (i32.ne (call $timer_get_state) (i32.const 0))
                 (i32.or (i32.and (local.get $ended) (local.get $left))
                         (i32.and (local.get $new_attempt) (i32.ne (local.get $phase) (i32.const 2)))))
      (then
        (call $timer_reset)
        (global.set $splits_sent (i32.const 0))))

    (if (i32.eqz (call $timer_get_state))
      (then
        ;; Start only on the tick the run starts (ready to running, or a new attempt running).
        (if (i32.and (i32.and (i32.eq (local.get $phase) (i32.const 2))
                              (i32.eqz (i32.and (call $flags) (i32.const 2))))
                     (i32.or (i32.eq (global.get $previous_phase) (i32.const 1))
                             (i32.ne (local.get $attempt) (global.get $previous_attempt))))
          (then
            (call $timer_start)
            (call $timer_pause_game_time)
            (global.set $splits_sent (i32.const 0))
            (call $set_game_time (call $in_game_ticks)))))
      (else
        ;; Each split at its exact game time, then the time now.
        (block $done
          (loop $next
            (br_if $done (i32.ge_u (global.get $splits_sent) (call $split_count)))
            (call $set_game_time (call $last_split_ticks))
            (call $timer_split)
            (global.set $splits_sent (i32.add (global.get $splits_sent) (i32.const 1)))
            (br $next)))
        (if (i32.eq (local.get $phase) (i32.const 2))
          (then (call $set_game_time (call $in_game_ticks))))))
    (global.set $previous_phase (local.get $phase))
    (global.set $previous_attempt (local.get $attempt))))
