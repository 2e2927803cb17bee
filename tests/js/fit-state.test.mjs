// The store's fit (web/src/state/fit-state.js): what a change may leave in the store, worked out here by hand
// (the shapes a configuration needs, the causal pattern), with the engine answering only for its own plan.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { fitState } from '../../web/src/state/fit-state.js';

const lab = await loadLab();
const base = { ...{ step: 0, item: 0, head: 0, inputs: {} }, config: { ...lab.defaultConfig(), text: 'I like cats', dModel: 8, heads: 2 } };

test('an edit whose shape no longer fits is dropped, and said; a bad value of the right shape stays', () => {
  const W_q = new Float32Array(8 * 8).fill(0.5);  // d_model × h·d_k = 8 × 8
  const edited = { ...base, inputs: { W_q } };
  assert.equal(fitState(lab, edited), edited, 'fits as it is: the same state');
  const wider = { ...edited, config: { ...edited.config, dModel: 16 } };  // now W_q must be 16 × 16
  const fitted = fitState(lab, wider, edited);
  assert.deepEqual(Object.keys(fitted.inputs), []);
  assert.deepEqual(fitted.fitNotes, { dropped: ['W_q'], maskRestarted: null });
  const bad = { ...base, inputs: { W_q: new Float32Array(64).fill(NaN) } };
  assert.equal(fitState(lab, bad).inputs.W_q, bad.inputs.W_q, 'a NaN is the engine’s to name, not a shape to drop');
  assert.equal(fitState(lab, { ...fitted }).fitNotes, null, 'the note is for the change that made it only');
});

test('choosing the custom mask starts from the mask shown before; one drawn for other lengths starts again from causal', () => {
  const causal = { ...base, config: { ...base.config, mask: 'causal' } };
  const custom = fitState(lab, { ...causal, config: { ...causal.config, mask: 'custom', customMask: [] } }, causal);
  assert.deepEqual(custom.config.customMask, [1, 0, 0, 1, 1, 0, 1, 1, 1], 'query t may see keys 0…t');
  const none = { ...base, config: { ...base.config, mask: 'none' } };
  assert.deepEqual(fitState(lab, { ...none, config: { ...none.config, mask: 'custom', customMask: [] } }, none).config.customMask, Array(9).fill(1));
  const longer = fitState(lab, { ...custom, config: { ...custom.config, text: 'I like cats very much' } }, custom);
  assert.deepEqual(longer.fitNotes, { dropped: [], maskRestarted: { T: 5, S: 5 } });
  assert.deepEqual(longer.config.customMask, [1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1]);
});

test('step, item and head stay inside the configuration', () => {
  const far = fitState(lab, { ...base, step: 99, item: 5, head: 7 });
  assert.equal(far.item, 0);
  assert.equal(far.head, 1);
  assert.equal(far.step, lab.plan(base.config).steps.length - 1);
  assert.equal(fitState(lab, { ...base, head: 'all' }).head, 'all');
});
