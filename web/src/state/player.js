// The player: a pure advance(state, seconds) → the next {step, progress, playing, dwell}. Animation
// time follows the clock: a slow frame moves the animation further (frames are dropped), it never
// stretches a step, so a 3 s step takes 3 s at 60 fps and at 5 fps alike.

// A gap longer than this is a pause (a hidden tab, a debugger, a laptop lid), not a slow frame:
// the animation resumes where it was instead of jumping to the end.
export const MAX_FRAME_SECONDS = 1;
const EPSILON = 1e-9;  // 15 frames of 0.2 s must end a 3 s step, whatever the float rounding

/**
 * state: {step, progress (0…1 of the step), playing, playMode ('all' | 'step'), speed, dwell}.
 * seconds: wall-clock time since the last frame. options: durationOf(stepIndex) → seconds at speed 1,
 * count (number of steps), reducedMotion (steps are shown complete and held for dwellSeconds each).
 * Returns the fields that change.
 */
export function advance(state, seconds, { durationOf, count, reducedMotion = false, dwellSeconds = 2 }) {
  if (!state.playing || count === 0) return {};
  const dt = Math.min(Math.max(seconds, 0), MAX_FRAME_SECONDS) * (state.speed ?? 1);
  const last = count - 1;
  const stopsHere = (step) => state.playMode === 'step' || step >= last;
  let step = state.step;

  if (reducedMotion) {
    // No motion: each step is shown done and held, then the next one.
    const dwell = (state.dwell ?? 0) + dt;
    if (dwell + EPSILON < dwellSeconds) return { progress: 1, dwell };
    if (stopsHere(step)) return { progress: 1, playing: false, dwell: 0 };
    return { step: step + 1, progress: 1, dwell: 0 };
  }

  // The time into the current step, then whole steps consumed while that exceeds their length.
  let time = state.progress * durationOf(step) + dt;
  while (time + EPSILON >= durationOf(step)) {
    if (stopsHere(step)) return { step, progress: 1, playing: false };
    time = Math.max(0, time - durationOf(step));
    step += 1;
  }
  return { step, progress: time / durationOf(step) };
}

/** The fields the Play/Pause button changes: pause; or play on, from the next step when this one is done, from the start at the end. */
export function togglePlaying(state, count) {
  if (state.playing) return { playing: false };
  const atEnd = state.step === count - 1 && state.progress >= 1;
  return { playing: true, playMode: 'all', dwell: 0, ...(atEnd ? { step: 0, progress: 0 } : state.progress >= 1 ? { step: state.step + 1, progress: 0 } : {}) };
}

/** The fields choosing step `index` changes: that step's animation plays once (shown done with reduced motion). */
export function chooseStep(index, count, reducedMotion = false) {
  const step = Math.max(0, Math.min(count - 1, index));
  return reducedMotion ? { step, progress: 1, playing: false } : { step, progress: 0, playing: true, playMode: 'step' };
}
