// The built loader starts in Node with nothing but require() or import, from any working folder (issue 39): it
// reads the .wasm beside itself (cpp/bindings/node-wasm.js) where Emscripten 3.1.6 would fetch() a file path.
// Each case runs in a fresh `node` in a temporary folder, as a user's script would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const loader = join(dist, 'attention_lab.js');

// Runs `code` in a new node process in an empty folder; → its stdout parsed as JSON.
function runNode(args, code) {
  const cwd = mkdtempSync(join(tmpdir(), 'attention-lab-load-'));
  try {
    return JSON.parse(execFileSync(process.execPath, [...args, code], { cwd, encoding: 'utf8' }));
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
// What a run of the default configuration says, checked against facts of the config, not the engine's numbers.
const summary = 'const t = lab.run({}); const w = t.tensors.weights; const T = w.shape[2];' +
  'const sums = []; for (let r = 0; r < w.data.length / T; r++) { let s = 0; for (let c = 0; c < T; c++) s += w.data[r * T + c]; sums.push(s); }' +
  'console.log(JSON.stringify({ tokens: t.tokens[0], shape: w.shape, worst: Math.max(...sums.map((s) => Math.abs(s - 1))) }));';
const expected = (got) => {
  assert.deepEqual(got.tokens, ['the', 'cat', 'sat', 'on', 'the', 'mat']);  // lab.defaultConfig().text, per the README
  assert.deepEqual(got.shape, [1, 2, 6, 6]);                                  // B, h (2 heads), T, S
  assert.ok(got.worst < 1e-6, `every softmax row sums to one (worst ${got.worst})`);
};

test('engine load: require(dist/attention_lab.js)() with no options runs lab.run({}) in Node', () => {
  expected(runNode(['-e'], `require(${JSON.stringify(loader)})().then((lab) => { ${summary} });`));
});

test('engine load: import of dist/attention_lab.js with no options runs lab.run({}) in Node', () => {
  const url = pathToFileURL(loader).href;
  expected(runNode(['--input-type=module', '-e'], `const { default: AttentionLab } = await import(${JSON.stringify(url)}); const lab = await AttentionLab(); ${summary}`));
});

test('engine load: a caller\'s locateFile still says where the .wasm is (the loader copied away from it)', () => {
  const alone = mkdtempSync(join(tmpdir(), 'attention-lab-alone-'));
  try {
    copyFileSync(loader, join(alone, 'attention_lab.js'));
    const wasm = JSON.stringify(join(dist, 'attention_lab.wasm'));
    expected(runNode(['-e'], `require(${JSON.stringify(join(alone, 'attention_lab.js'))})({ locateFile: () => ${wasm} }).then((lab) => { ${summary} });`));
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
});

test('engine load: without its .wasm the factory\'s promise is rejected with a sentence naming the file', () => {
  const alone = mkdtempSync(join(tmpdir(), 'attention-lab-alone-'));
  try {
    copyFileSync(loader, join(alone, 'attention_lab.js'));
    const got = runNode(['-e'], `require(${JSON.stringify(join(alone, 'attention_lab.js'))})().then(() => console.log('{}'), (e) => console.log(JSON.stringify({ message: e.message })));`);
    assert.ok(got.message.startsWith(`attention_lab.wasm could not be read at ${join(alone, 'attention_lab.wasm')} (ENOENT)`), got.message);
  } finally {
    rmSync(alone, { recursive: true, force: true });
  }
});
