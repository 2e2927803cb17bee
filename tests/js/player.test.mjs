// The pure player (web/src/state/player.js), in Node: animation time follows the clock whatever the frame rate.
// Durations here are chosen by the test (3 s and 4 s, like the page's steps), not read from the page.
import test from 'node:test';
import assert from 'node:assert/strict';
import { advance, chooseStep, togglePlaying } from '../../web/src/state/player.js';

const durations = [3, 4, 3];
const options = { durationOf: (i) => durations[i], count: durations.length };

/** Plays from `state` with frames of `frameSeconds` until the player stops; returns frames and state. */
function playOut(state, frameSeconds, extra = {}) {
  let frames = 0;
  while (state.playing && frames < 10000) {
    state = { ...state, ...advance(state, frameSeconds, { ...options, ...extra }) };
    frames += 1;
  }
  return { frames, state };
}

test('player: with 200 ms frames a 3 s step still takes 3 s (15 frames), it is not stretched', () => {
  const start = { step: 0, progress: 0, playing: true, playMode: 'step', speed: 1 };
  const { frames, state } = playOut(start, 0.2);
  assert.equal(frames, 15);  // 3 s / 0.2 s
  assert.deepEqual([state.step, state.progress, state.playing], [0, 1, false]);
});

test('player: at 60 fps the same step also takes 3 s (180 frames)', () => {
  const { frames } = playOut({ step: 0, progress: 0, playing: true, playMode: 'step', speed: 1 }, 1 / 60);
  assert.equal(frames, 180);
});

test('player: playing everything with 200 ms frames takes the sum of the steps, 3 + 4 + 3 = 10 s (50 frames)', () => {
  const { frames, state } = playOut({ step: 0, progress: 0, playing: true, playMode: 'all', speed: 1 }, 0.2);
  assert.equal(frames, 50);
  assert.deepEqual([state.step, state.progress, state.playing], [2, 1, false]);
});

test('player: a slow frame that crosses a step boundary carries the rest into the next step', () => {
  // 2.9 s into step 0 (of 3 s), then a 0.5 s frame: 0.4 s into step 1 (of 4 s) = progress 0.1.
  const next = advance({ step: 0, progress: 2.9 / 3, playing: true, playMode: 'all', speed: 1 }, 0.5, options);
  assert.equal(next.step, 1);
  assert.ok(Math.abs(next.progress - 0.1) < 1e-12, String(next.progress));
});

test('player: speed 2 halves the time: the 4 s step ends after 10 frames of 200 ms', () => {
  const { frames } = playOut({ step: 1, progress: 0, playing: true, playMode: 'step', speed: 2 }, 0.2);
  assert.equal(frames, 10);
});

test('player: a gap of a minute (a hidden tab) moves the animation by at most one second', () => {
  const next = advance({ step: 0, progress: 0, playing: true, playMode: 'all', speed: 1 }, 60, options);
  assert.equal(next.step, 0);
  assert.ok(Math.abs(next.progress - 1 / 3) < 1e-12, String(next.progress));
});

test('player: with reduced motion each step is shown complete and held 2 s (10 frames of 200 ms), then the next', () => {
  let state = { step: 0, progress: 1, playing: true, playMode: 'all', speed: 1, dwell: 0 };
  const stepsSeen = [];
  for (let i = 0; i < 10; i++) {
    state = { ...state, ...advance(state, 0.2, { ...options, reducedMotion: true }) };
    stepsSeen.push(state.step);
    assert.equal(state.progress, 1);
  }
  assert.deepEqual(stepsSeen, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
});

test('player: a paused player does not move', () => {
  assert.deepEqual(advance({ step: 1, progress: 0.5, playing: false, playMode: 'all', speed: 1 }, 0.2, options), {});
});

test('player: Play continues a step under way, starts the next when this one is done, and the first at the end', () => {
  assert.deepEqual(togglePlaying({ step: 1, progress: 0.5, playing: false }, 3), { playing: true, playMode: 'all', dwell: 0 });
  assert.deepEqual(togglePlaying({ step: 1, progress: 1, playing: false }, 3), { playing: true, playMode: 'all', dwell: 0, step: 2, progress: 0 });
  assert.deepEqual(togglePlaying({ step: 2, progress: 1, playing: false }, 3), { playing: true, playMode: 'all', dwell: 0, step: 0, progress: 0 });
  assert.deepEqual(togglePlaying({ step: 2, progress: 0.3, playing: true }, 3), { playing: false });
});

test('player: choosing a step plays that step once (or shows it done with reduced motion), within the steps', () => {
  assert.deepEqual(chooseStep(1, 3), { step: 1, progress: 0, playing: true, playMode: 'step' });
  assert.deepEqual(chooseStep(7, 3, true), { step: 2, progress: 1, playing: false });
  assert.deepEqual(chooseStep(-1, 3).step, 0);
});
