// train/head-patterns.js: the scores of a task's patterns measured on the probe's weights, and the names heads
// earn from them with hysteresis (named at 0.6, kept until below 0.4). Expected values are worked by hand on
// small matrices written out here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { headLabel, headLabels, TASK_PATTERNS } from '../../web/src/train/head-patterns.js';
import { patternScores } from '../../web/src/engine/pattern-scores.js';

// One layer, one head: a (1, T, T) array from rows.
const weightsOf = (rows) => [Float32Array.from(rows.flat())];

test('head patterns: a reverse probe of 2 digits (7 3 | 1 | 3 7) scores the mirror from the separator on', () => {
  // T = 5, n = 2. Query 2 (the separator) writes answer place 0: input digit 1; query 3 writes place 1: digit 0.
  const rows = [
    [1, 0, 0, 0, 0],
    [0.5, 0.5, 0, 0, 0],
    [0.1, 0.8, 0.1, 0, 0],   // 0.8 on key 1
    [0.6, 0.2, 0.1, 0.1, 0], // 0.6 on key 0
    [0.2, 0.2, 0.2, 0.2, 0.2],
  ];
  const { mirror } = patternScores(['mirror'], weightsOf(rows), [7, 3, 1, 3, 7], 1);
  assert.ok(Math.abs(mirror[0][0] - (0.8 + 0.6) / 2) < 1e-7, mirror[0][0]);
});

test('head patterns: a sort probe with a repeated digit (5 2 5 | 1 | 2 5 5) sums the weight on every position holding the next digit', () => {
  // T = 7, n = 3. Query 3 writes 2 (key 1); queries 4 and 5 write 5 (keys 0 and 2).
  const T = 7, rows = Array.from({ length: T }, () => Array(T).fill(0));
  rows[3][1] = 0.9; rows[3][0] = 0.1;
  rows[4][0] = 0.3; rows[4][2] = 0.4; rows[4][1] = 0.3;
  rows[5][2] = 0.5; rows[5][5] = 0.5;
  const { sorted } = patternScores(['sorted'], weightsOf(rows), [5, 2, 5, 1, 2, 5, 5], 1);
  assert.ok(Math.abs(sorted[0][0] - (0.9 + 0.7 + 0.5) / 3) < 1e-7, sorted[0][0]);
});

test('head patterns: the engine\'s previous-token and induction scores are used as they are', () => {
  const engine = { previous: [[0.25]], induction: [[0.75]] };
  assert.deepEqual(patternScores(['previous', 'induction'], weightsOf([[1]]), [4], 1, engine), engine);
});

test('head patterns: each task names its own patterns', () => {
  assert.deepEqual(TASK_PATTERNS.reverse, ['mirror']);
  assert.deepEqual(TASK_PATTERNS.sort, ['sorted']);
  assert.deepEqual(TASK_PATTERNS.induction, ['previous', 'induction']);
});

test('head labels: a score that touches 0.51 and falls back to 0.06 never names the head; one named at 0.6 keeps its name down to 0.4', () => {
  const run = (scores) => scores.reduce((names, s) => [...names, headLabel({ previous: s }, names.at(-1) ?? null)], []);
  assert.deepEqual(run([0.2, 0.51, 0.3, 0.06]), [null, null, null, null]);
  assert.deepEqual(run([0.2, 0.65, 0.5, 0.41, 0.55, 0.39, 0.5, 0.06]), [null, 'previous', 'previous', 'previous', 'previous', null, null, null]);
});

test('head labels: a named head changes name only when another pattern reaches 0.6 and scores higher', () => {
  assert.equal(headLabel({ previous: 0.5, induction: 0.55 }, 'previous'), 'previous');
  assert.equal(headLabel({ previous: 0.5, induction: 0.62 }, 'previous'), 'induction');
  assert.equal(headLabel({ previous: 0.7, induction: 0.65 }, null), 'previous');
  assert.deepEqual(headLabels({ mirror: [[0.9, 0.1], [0.45, 0.3]] }, [[null, null], ['mirror', 'mirror']]), [['mirror', null], ['mirror', null]]);
});
