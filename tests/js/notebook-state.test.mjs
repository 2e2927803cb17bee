// The notebook helper's #state= code (python/attention_lab.py, state()) read by the page's own decoder
// (web/src/share/url-state.js) and run by the engine: the learner's Q, K, V or X and weights arrive as given.
// The notebook itself, executed by nbconvert and drawn in Chromium, is tests/e2e/notebook.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decodeState, resolveInputs } from '../../web/src/share/url-state.js';
import { loadLab } from './load-module.mjs';

const lab = await loadLab();
const python = fileURLToPath(new URL('../../python/', import.meta.url));
const stateOf = (args) => execFileSync('python3', ['-c', `import attention_lab, json; print(attention_lab.state(**json.loads('''${JSON.stringify(args)}''')))`],
  { cwd: python, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
// A state code as the page reads it: decoded, its inputs resolved, then run.
function pageRun(code) {
  const decoded = decodeState(code, { defaults: { config: lab.defaultConfig() }, presets: [], schema: lab.schema() });
  const inputs = resolveInputs(decoded.inputs, { presetId: '', presets: [], base: () => null });
  return { decoded, trace: lab.run(decoded.config, inputs) };
}
const f32 = (rows) => rows.flat().map(Math.fround);

test('notebook state: Q, K and V given to state() are the Q, K and V the page computes with, for its tokens and step', () => {
  const Q = [[0.9, -0.1, 0.3, 0.2], [0.2, 1.1, -0.4, 0.0], [0.5, 0.5, 0.25, -1.5]];
  const K = [[1.0, 0.0, 0.5, 0.5], [0.3, 0.8, -0.2, 0.1], [0.6, 0.4, 0.0, 1.0]];
  const V = [[1, 2], [3, 4], [5, 6]];
  const { decoded, trace } = pageRun(stateOf({ tokens: ['I', 'like', 'cats'], Q, K, V, heads: 2, step: 'softmax' }));
  assert.deepEqual(trace.tokens[0], ['I', 'like', 'cats']);
  assert.equal(decoded.stepId, 'softmax');
  assert.deepEqual([trace.config.heads, trace.config.dK, trace.config.dV], [2, 2, 1]);
  assert.deepEqual(Array.from(trace.tensors.Q.data), f32(Q));
  assert.deepEqual(Array.from(trace.tensors.K.data), f32(K));
  assert.deepEqual(Array.from(trace.tensors.V.data), f32(V));
});

test('notebook state: X and weights given to state() reach the page as given, nested batch axis of 1 included', () => {
  const X = [[[0.5, -1, 2], [0.25, 0, 1]]];                       // (1, T=2, d_model=3)
  const W_q = [[1, 0], [0, 1], [1, 1]];                           // d_model × d_k
  const { trace } = pageRun(stateOf({ X, W_q, heads: 1, mask: 'none' }));
  assert.deepEqual(Array.from(trace.tensors.X.data), f32(X[0]));
  assert.deepEqual(Array.from(trace.tensors.W_q.data), f32(W_q));
  assert.deepEqual(trace.tokens[0], ['t0', 't1']);
  assert.equal(trace.config.mask, 'none');
  assert.deepEqual(Array.from(trace.tensors.Q.data), [2.5, 1, 1.25, 1]);  // X·W_q by hand
});

test('notebook state: state() refuses what the page could not show, with a sentence', () => {
  const refusal = (args) => {
    try { stateOf(args); return ''; } catch (error) { return String(error.stderr); }
  };
  assert.match(refusal({ Q: [[1, 2]], K: [[1, 2]] }), /give Q, K and V together/);
  assert.match(refusal({ X: [[1, 2], [3, 4]], tokens: ['one'] }), /1 tokens for 2 rows of X/);
  assert.match(refusal({ tokens: ['two words'] }), /without spaces/);
  assert.match(refusal({ X: [[1, 2], [3]] }), /rows of equal, non-zero length/);
});
