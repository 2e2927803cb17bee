// The wasm module gives the same numbers as the native build (its command-line tool prints JSON).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadLab, maxRelativeError } from './load-module.mjs';

const lab = await loadLab();
const cli = fileURLToPath(new URL('../../build/native/attention_cli', import.meta.url));
const tolerance = 1e-6;  // same kernels and order of operations; only libm's exp/sin may differ by an ulp

const configs = [
  { text: 'the cat sat on the mat' },
  { text: 'I like cats', heads: 1, mask: 'none', bias: true, seed: 7 },
  { crossAttention: true, text: 'Me gustan', sourceText: 'I like cats', dModel: 8, heads: 2, mask: 'none' },
  { batch: 3, text: 'a b c d e\nf g\nh i j', mask: 'causal+padding', dModel: 12, heads: 3, dK: 5, dV: 2 },
  { text: 'one two three four five six seven eight nine', dModel: 64, heads: 4, seed: 123456 },
];

for (const config of configs) {
  test(`wasm and native agree within ${tolerance} (${JSON.stringify(config)})`, () => {
    const args = Object.entries(config).map(([key, value]) => `${key}=${value}`);
    const native = JSON.parse(execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 28 }));
    const wasm = lab.run(config);
    assert.deepEqual(Object.keys(wasm.tensors).sort(), Object.keys(native.tensors).sort());
    assert.deepEqual(wasm.tokens, native.tokens);
    assert.deepEqual(wasm.steps.map((s) => [s.id, s.shape]), native.steps.map((s) => [s.id, s.shape]));
    for (const [name, tensor] of Object.entries(wasm.tensors)) {
      assert.deepEqual(tensor.shape, native.tensors[name].shape, name);
      const error = maxRelativeError(tensor.data, native.tensors[name].data.map(Number));
      assert.ok(error <= tolerance, `${name}: relative error ${error}`);
    }
  });
}
