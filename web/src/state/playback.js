// Time for one lab: the Play button, choosing a step, and the requestAnimationFrame loop that moves the
// store's step and progress with the pure player (player.js) while it plays.
import { advance, chooseStep, togglePlaying } from './player.js';
import { stageDuration } from './timeline.js';

/** store; getTrace() → the trace shown; onChoose(step) before a chosen step is shown. → {pickStep, togglePlay}. */
export function createPlayback({ store, getTrace, onChoose = () => {} }) {
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let raf = 0, last = 0;

  function tick(now) {
    const s = store.get(), trace = getTrace();
    if (!s.playing || !trace) { raf = 0; return; }
    const seconds = (now - last) / 1000;
    last = now;
    const steps = trace.steps;
    const next = advance(s, seconds, { durationOf: (i) => stageDuration(steps[i]), count: steps.length, reducedMotion: reducedMotion.matches });
    raf = next.playing === false ? 0 : requestAnimationFrame(tick);
    store.set(next);
  }
  store.subscribe((state) => {
    if (state.playing && !raf) { last = performance.now(); raf = requestAnimationFrame(tick); }
  });

  return {
    // Selecting a step plays just that step's animation (or shows it done, with reduced motion).
    pickStep(index) {
      const trace = getTrace();
      if (!trace) return;
      const fields = chooseStep(index, trace.steps.length, reducedMotion.matches);
      onChoose(fields.step);
      store.set(fields);
    },
    togglePlay() {
      store.set(togglePlaying(store.get(), getTrace().steps.length));
    },
  };
}
