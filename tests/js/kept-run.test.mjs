// The engine worker's kept run (web/src/engine/kept-run.js) on the built module: the head slices it makes with
// lab.step are the full run's numbers, it runs one forward pass per configuration, and it holds no more
// than its budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { createKeptRun, answerByRunning, answerBeforeRunning, PER_HEAD } from '../../web/src/engine/kept-run.js';

const lab = await loadLab();
const words = (n) => Array.from({ length: n }, (_, i) => ['the', 'cat', 'sat', 'on', 'a', 'mat'][i % 6] + (i % 5)).join(' ');
const configs = {
  'causal+padding, two items': { ...lab.defaultConfig(), text: `${words(40)}\n${words(29)}`, batch: 2, mask: 'causal+padding', dModel: 24, heads: 3 },
  'cross-attention with bias': { ...lab.defaultConfig(), text: words(20), sourceText: words(13), crossAttention: true, mask: 'none', dModel: 16, heads: 2, bias: true },
};

// Counts lab.run calls while `body` runs.
function countingRuns(body) {
  const run = lab.run;
  let runs = 0;
  lab.run = (config, inputs) => { runs += 1; return run.call(lab, config, inputs); };
  try { body(); } finally { lab.run = run; }
  return runs;
}

// The first index where `slice` (starting at flat index `start` of `full`) differs from it, or -1.
function firstDifference(slice, full, start = 0) {
  for (let i = 0; i < slice.length; i++) if (!Object.is(slice[i], full[start + i])) return start + i;
  return -1;
}

for (const [label, config] of Object.entries(configs)) {
  test(`kept run: every item's and head's scores, scaled, masked and weights are the full run's (${label})`, () => {
    const full = lab.run(config);
    const kept = createKeptRun(lab);
    assert.equal(kept.open('k', config, {}), true);
    for (let b = 0; b < config.batch; b++) {
      for (const h of [...Array(config.heads).keys(), 'all']) {
        const answer = kept.answer(PER_HEAD, b, h);
        for (const name of PER_HEAD) {
          const t = answer.tensors[name];
          const [, H, T, S] = t.shape;
          assert.deepEqual(t.shape, full.tensors[name].shape);
          assert.equal(t.data.length, (h === 'all' ? H : 1) * T * S, `${name}: only the asked head's slice`);
          assert.equal(t.start, (b * H + (h === 'all' ? 0 : h)) * T * S);
          assert.equal(firstDifference(t.data, full.tensors[name].data, t.start), -1, `${name} item ${b} head ${h}`);
        }
      }
    }
    // The colour limits cover every item and head once every head is counted (warm); before, an answer says so.
    const largest = full.tensors.scores.data.reduce((m, v) => (Number.isFinite(v) ? Math.max(m, Math.abs(v)) : m), 0);
    const early = createKeptRun(lab);
    early.open('k', config, {});
    assert.equal(early.answer(['scores'], 0, 0).limitsFinal, false);
    assert.equal(early.finalLimits(), null);
    while (early.warm());
    const answer = early.answer(['scores'], 0, 0);
    assert.equal(answer.limitsFinal, undefined);
    assert.equal(answer.limits.scores, largest);
    assert.equal(early.finalLimits().scores, largest);
  });
}

test('kept run: changing step, item or head after the first request runs no new forward pass', () => {
  const config = configs['causal+padding, two items'];
  const kept = createKeptRun(lab);
  assert.equal(countingRuns(() => kept.open('k', config, {})), 1);
  const runs = countingRuns(() => {
    for (const names of [['X'], ['Q', 'Q_heads'], ['scores', 'Q_heads', 'K_heads'], ['weights', 'masked'], ['Z', 'weights', 'V_heads'], ['Y', 'concat', 'W_o']]) {
      for (const [b, h] of [[0, 0], [1, 2], [1, 'all']]) {
        assert.equal(kept.open('k', config, {}), true);
        kept.answer(names, b, h);
      }
    }
  });
  assert.equal(runs, 0);
  assert.equal(countingRuns(() => kept.open('other', { ...config, seed: 2 }, {})), 1, 'a new configuration is run once');
});

test('kept run: the tensors that are not per head are the ones a run keeping them gives', () => {
  const config = configs['causal+padding, two items'];
  const kept = createKeptRun(lab);
  kept.open('k', config, {});
  const names = ['X', 'Q_heads', 'K_heads', 'V_heads', 'M', 'Z', 'concat', 'Y'];
  const ran = lab.run({ ...config, keep: ['Q_heads', 'K_heads', 'V_heads', 'M', 'Z', 'concat', 'Y', 'X', 'E', 'P', 'Q', 'K', 'V', 'W_q', 'W_k', 'W_v', 'W_o'] });
  const answer = kept.answer(names, 0, 0);
  for (const name of names) assert.equal(firstDifference(answer.tensors[name].data, ran.tensors[name].data), -1, name);
});

test('kept run: head slices past the budget are computed again, not held; a run past it is not kept', () => {
  const config = configs['causal+padding, two items'];
  // The smallest budget that admits the run (the engine's own count of its memory) holds some heads, not all six.
  const budget = lab.plan({ ...config, keep: lab.plan(config).tensors.filter((n) => !PER_HEAD.includes(n)) }).bytes;
  const small = createKeptRun(lab, { budget });
  assert.equal(small.open('k', config, {}), true);
  const base = small.heldBytes(), headBytes = 4 * 40 * 40 * 4;  // four (T, S) float slices a head
  for (let h = 0; h < 3; h++) small.answer(['weights'], 0, h);
  small.answer(['weights'], 1, 'all');
  assert.ok(small.heldBytes() <= budget, `${small.heldBytes()} bytes held, budget ${budget}`);
  assert.ok(small.heldBytes() < base + 6 * headBytes, 'not every head is held');
  const full = lab.run(config);
  const again = small.answer(['weights'], 0, 0).tensors.weights;
  assert.equal(firstDifference(again.data, full.tensors.weights.data, again.start), -1);

  const tiny = createKeptRun(lab, { budget: 1024 });
  assert.equal(tiny.open('k', config, {}), false);
  assert.equal(tiny.heldBytes(), 0);
  const answer = answerByRunning(lab, config, {}, ['weights', 'masked'], 1, 2);
  assert.equal(answer.tensors.weights.data.length, 40 * 40);
  assert.equal(firstDifference(answer.tensors.weights.data, full.tensors.weights.data, answer.tensors.weights.start), -1);
});

test('answerBeforeRunning: the embedding steps without a run are the run’s, configuration resolved alike', () => {
  const cases = [
    [configs['causal+padding, two items'], ['E', 'P', 'X']],
    [{ ...configs['cross-attention with bias'], batch: 2, sourceText: `${words(7)}\n${words(5)}`, mask: 'padding' }, ['E_q', 'P_q', 'X_q', 'E_kv', 'P_kv', 'X_kv']],
    [{ ...lab.defaultConfig(), text: words(10), queryLen: 16, mask: 'padding', dModel: 8, heads: 2 }, ['E', 'P', 'X']],
  ];
  for (const [config, names] of cases) {
    const full = lab.run(config);
    const runs = countingRuns(() => {
      const early = answerBeforeRunning(lab, config, {}, names);
      assert.deepEqual(early.config, full.config);
      assert.deepEqual([early.tokens, early.sourceTokens, early.notes], [full.tokens, full.sourceTokens, full.notes]);
      assert.deepEqual(JSON.stringify(early.steps), JSON.stringify(full.steps));
      for (const name of names) assert.equal(firstDifference(early.tensors[name].data, full.tensors[name].data), -1, name);
    });
    assert.equal(runs, 0, 'no forward pass');
  }
  assert.equal(answerBeforeRunning(lab, configs['causal+padding, two items'], {}, ['E', 'Q']), null, 'Q needs the run');
  assert.equal(answerBeforeRunning(lab, configs['causal+padding, two items'], { X: new Float32Array(2 * 40 * 24) }, ['X']), null, 'a given X is not made');
});
