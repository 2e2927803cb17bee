// The engine's refusals and notes carry a key and values, and their English is the catalog's (the engine
// section of web/src/i18n/en.js, the one copy: the build writes it into the engine). Every key is triggered
// through lab.run / lab.plan / lab.step / lab.decode or named in its source; the page's filling of a key
// (engineText) must say exactly what the engine's filling said (error.message), with no placeholder left. The
// other languages must have every key and leave no placeholder unfilled.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { loadLab } from './load-module.mjs';
import { gpt2File } from './gpt2-file.mjs';
import { setLanguage, LANGUAGES } from '../../web/src/i18n/i18n.js';
import '../../web/src/i18n/every-language.js';  // the tests read every catalog
import { en } from '../../web/src/i18n/en.js';
import { engineText, engineNotes } from '../../web/src/i18n/engine-text.js';

const lab = await loadLab();

const heads = (shape, fill = 0.5) => ({ shape, data: new Float32Array(shape.reduce((a, b) => a * b, 1)).fill(fill) });
let made, madeText;
const trainer = () => (made ??= lab.train({}));
const textTrainer = () => (madeText ??= lab.train({ task: 'text', text: 'abcdefgh '.repeat(8), seqLen: 8 }));
const long = Array.from({ length: 4100 }, (_, i) => `w${i}`).join(' ');

// [what, call]: each call must throw a RangeError with a key.
const refusals = [
  ['a range', () => lab.run({ heads: 0 })],
  ['a range with the hint of queryLen', () => lab.plan({ queryLen: 5000 })],
  ['… of keyLen', () => lab.plan({ crossAttention: true, keyLen: 5000 })],
  ['… of dK', () => lab.plan({ dK: 2000 })],
  ['… of dV', () => lab.plan({ dV: 2000 })],
  ['… of dFF', () => lab.plan({ block: true, dFF: 99999 })],
  ['… of kvHeads', () => lab.plan({ kvHeads: 100 })],
  ['… of window', () => lab.plan({ window: 0 })],
  ['heads in groups', () => lab.plan({ heads: 2, kvHeads: 3 })],
  ['ropeBase', () => lab.plan({ ropeBase: 0 })],
  ['RoPE with an odd dK', () => lab.plan({ positional: 'rope', dModel: 6, heads: 2 })],
  ['heads that do not divide dModel', () => lab.run({ dModel: 10, heads: 3 })],
  ['keyLen in self-attention', () => lab.plan({ keyLen: 3 })],
  ['empty text', () => lab.plan({ text: '  ' })],
  ['empty source text', () => lab.plan({ crossAttention: true, sourceText: '' })],
  ['an unknown input', () => lab.plan({}, { Foo: [1] })],
  ['X in cross-attention', () => lab.plan({ crossAttention: true }, { X: [1] })],
  ['X_q in self-attention', () => lab.plan({}, { X_q: [1] })],
  ['keep with an unknown name', () => lab.plan({ keep: ['attention'] })],
  ['a bias with bias off', () => lab.plan({}, { b_q: [1] })],
  ['X of unknown length', () => lab.plan({}, { X: new Float32Array(7) })],
  ['X of the wrong length', () => lab.plan({ queryLen: 3 }, { X: new Float32Array(7) })],
  ['W_q of the wrong size', () => lab.plan({}, { W_q: [1, 2] })],
  ['a NaN weight', () => lab.run({}, { W_q: new Float32Array(64).fill(NaN) })],
  ['validLengths count', () => lab.plan({ mask: 'padding', validLengths: [1, 2] })],
  ['validLengths range', () => lab.plan({ mask: 'padding', validLengths: [9] })],
  ['customMask size', () => lab.plan({ mask: 'custom', customMask: [1, 0] })],
  ['customMask size, batch', () => lab.plan({ batch: 2, mask: 'custom', customMask: [1, 0] })],
  ['flash tiles', () => lab.plan({ flash: { blockQ: 1, blockK: 1 }, queryLen: 100 })],
  ['too large', () => lab.plan({ queryLen: 4096, dModel: 1024, heads: 16, batch: 8 })],
  ['headRange of three values', () => lab.plan({ headRange: [0, 1, 2], keep: ['Y'] })],
  ['headRange from past to', () => lab.plan({ headRange: [1, 1], keep: ['Y'] })],
  ['headRange across key/value groups', () => lab.plan({ heads: 4, kvHeads: 2, headRange: [1, 3], keep: ['Y'] })],
  ['headRange keeping every tensor', () => lab.plan({ headRange: [0, 1] })],
  ['headRange keeping weights', () => lab.plan({ headRange: [0, 1], keep: ['Y', 'weights'] })],
  ['headRange with the block', () => lab.plan({ headRange: [0, 1], keep: ['Y'], block: true })],
  // Reading the config (bindings.cpp) and the arguments (arguments.js)
  ['a fraction', () => lab.plan({ dModel: 8.5 })],
  ['a size as text', () => lab.plan({ heads: '2' })],
  ['an absurd size', () => lab.plan({ queryLen: 1e12 })],
  ['a negative seed', () => lab.plan({ seed: -1 })],
  ['ropeBase as text', () => lab.plan({ ropeBase: 'big' })],
  ['flash as a number', () => lab.plan({ flash: 3 })],
  ['an unknown flash setting', () => lab.plan({ flash: { blockX: 3 } })],
  ['a boolean as a number', () => lab.plan({ bias: 1 })],
  ['text as a number', () => lab.plan({ text: 5 })],
  ['a config that is a number', () => lab.plan(42)],
  ['a config that is a function', () => lab.plan(() => 1)],
  ['an unknown mask', () => lab.plan({ mask: 'diagonal' })],
  ['an unknown positional', () => lab.plan({ positional: 'spiral' })],
  ['an unknown setting', () => lab.plan({ dmodel: 8 })],
  ['a getter that throws', () => lab.plan({ get heads() { throw new Error('no'); } })],
  ['nested too deep', () => lab.plan({}, { X: [[[[[1]]]]] })],
  ['an empty row', () => lab.plan({}, { X: [] })],
  ['text in a tensor', () => lab.plan({}, { X: [[1, 'a']] })],
  ['a boolean in a tensor', () => lab.plan({}, { X: [[1, true]] })],
  ['null in a tensor', () => lab.plan({}, { X: [[1, null]] })],
  ['ragged rows', () => lab.plan({}, { X: [[1, 2], [1]] })],
  ['a hole', () => lab.plan({}, { X: [1, , 2] })],  // eslint-disable-line no-sparse-arrays
  ['a bad shape', () => lab.plan({}, { X: { shape: [0], data: [] } })],
  ['flat data of the wrong length', () => lab.plan({}, { X: { shape: [2], data: [1] } })],
  ['a tensor as text', () => lab.plan({}, { X: 'abc' })],
  ['a tensor as an object', () => lab.plan({}, { X: { rows: 2 } })],
  ['keep as text', () => lab.plan({ keep: 'Y' })],
  ['a hole in a list', () => lab.plan({ validLengths: [1, , 2] })],  // eslint-disable-line no-sparse-arrays
  ['a fraction in validLengths', () => lab.plan({ validLengths: [1.5] })],
  ['a half in customMask', () => lab.plan({ customMask: [0.5] })],
  ['a half in headRange', () => lab.plan({ headRange: [0.5, 1] })],
  ['a number in keep', () => lab.plan({ keep: [3] })],
  ['a list in keep', () => lab.plan({ keep: [[3]] })],
  ['__proto__ as a setting', () => lab.plan(JSON.parse('{"__proto__": 1}'))],
  ['a setting as a list', () => lab.plan({ heads: [2] })],
  ['__proto__ as a flash setting', () => lab.plan({ flash: JSON.parse('{"__proto__": 1}') })],
  ['a flash size as text', () => lab.plan({ flash: { blockQ: '2' } })],
  ['inputs as a number', () => lab.plan({}, 5)],
  ['constructor as an input', () => lab.plan({}, { constructor: [1] })],
  // Decoding
  ['decoding without a causal mask', () => lab.decode({ mask: 'none' })],
  ['decoding cross-attention under a custom mask', () => lab.decode({ crossAttention: true, text: 'a b', sourceText: 'c d', mask: 'custom', customMask: [1, 0, 1, 1] })],
  ['decoding a missing item', () => lab.decode({}, undefined, 5)],
  ['decoding too long', () => lab.decode({ queryLen: 300 })],
  ['decoding a bad item', () => lab.decode({}, undefined, -1)],
  // lab.step
  ['an unknown step', () => lab.step('sideways', {})],
  ['step tensors as a number', () => lab.step('scores', 5)],
  ['a tensor name with a comma', () => lab.step('scores', { 'a,b': [1] })],
  ['a tensor a step does not take', () => lab.step('scores', { W_q: [[1]] })],
  ['… a step with an optional input', () => lab.step('project_q', { Foo: [1] })],
  ['… a step with no inputs', () => lab.step('alibi', { Foo: [1] })],
  ['a tensor given twice', () => lab.step('scores', { Q_heads: heads([1, 1, 2, 2]), Q_rope: heads([1, 1, 2, 2]) })],
  ['a missing tensor', () => lab.step('scores', {})],
  ['a wrong rank', () => lab.step('scores', { Q_heads: [1], K_heads: heads([1, 1, 2, 2]) })],
  ['an axis beyond the limit', () => lab.step('softmax', { masked: heads([1, 1, 1, 4097]) })],
  ['axes that disagree', () => lab.step('scores', { Q_heads: heads([1, 1, 2, 2]), K_heads: heads([1, 1, 2, 3]) })],
  ['a NaN score', () => lab.step('scale', { scores: heads([1, 1, 2, 2], NaN) }, { dK: 2 })],
  ['a NaN masked score', () => lab.step('softmax', { masked: heads([1, 1, 2, 2], NaN) })],
  ['zero heads to split', () => lab.step('split_q', { Q: heads([1, 2, 4]) }, { heads: 0 })],
  ['heads that do not split', () => lab.step('split_q', { Q: heads([1, 2, 3]) }, { heads: 2 })],
  ['heads in groups (step)', () => lab.step('scores', { Q_heads: heads([1, 3, 2, 2]), K_heads: heads([1, 2, 2, 2]) })],
  ['RoPE with an odd d_k (step)', () => lab.step('rope_q', { Q_heads: heads([1, 1, 2, 3]) })],
  ['ropeBase (step)', () => lab.step('rope_q', { Q_heads: heads([1, 1, 2, 2]) }, { ropeBase: 0 })],
  ['flash tiles (step)', () => lab.step('flash', { Q_heads: heads([1, 1, 100, 2]), K_heads: heads([1, 1, 100, 2]), V_heads: heads([1, 1, 100, 2]), M: heads([1, 100, 100], 0) }, { flash: { blockQ: 1, blockK: 1 } })],
  ['scale without dK', () => lab.step('scale', { scores: heads([1, 1, 2, 2]) })],
  // The trainer (cpp/train/) and model files
  ['an unknown task', () => lab.train({ task: 'fly' })],
  ['a learning rate of 2', () => lab.train({ lr: 2 })],
  ['a weight decay of 2', () => lab.train({ weightDecay: 2 })],
  ['a batch of 0', () => lab.train({ batch: 0 })],
  ['no layers', () => lab.train({ layers: 0 })],
  ['heads that do not divide dModel (training)', () => lab.train({ dModel: 64, heads: 3 })],
  ['a short induction sequence', () => lab.train({ seqLen: 4 })],
  ['a tiny induction vocabulary', () => lab.train({ vocab: 2 })],
  ['an even reverse sequence', () => lab.train({ task: 'reverse', seqLen: 4 })],
  ['a tiny reverse vocabulary', () => lab.train({ task: 'reverse', seqLen: 9, vocab: 2 })],
  ['bytes that are no safetensors file', () => lab.loadModel(new Uint8Array(12))],
  // lab.train's and lab.loadModel's own checks (train_api.js)
  ['training settings as a number', () => lab.train(5)],
  ['an unknown training setting', () => lab.train({ foo: 1 })],
  ['a learning rate as text', () => lab.train({ lr: 'x' })],
  ['layers as a fraction', () => lab.train({ layers: 1.5 })],
  ['a task as a number', () => lab.train({ task: 5 })],
  ['mlp as a number', () => lab.train({ mlp: 1 })],
  ['a negative training seed', () => lab.train({ seed: -1 })],
  ['the text task without text', () => lab.train({ task: 'text' })],
  ['a model as text', () => lab.loadModel('x')],
  ['a model with negative heads', () => lab.loadModel(new Uint8Array(12), { heads: -1 })],
  ['a File outside a worker (no FileReaderSync)', () => lab.loadModel(new Blob([new Uint8Array(12)]))],
  ['a progress listener that is no function', () => lab.loadModel(new Uint8Array(12), { onRead: 5 })],
  ['a layer listener that is no function', () => trainer().trace([0, 1], { onLayer: 'yes' })],
  ['a sentence option that is neither true, false nor a number of rows', () => trainer().trace([0, 1], { sentence: 0 })],
  ['ablating a number', () => trainer().trace([1, 2], { ablate: 5 })],
  ['tracing a number', () => trainer().trace(5)],
  ['tracing a tensor list that is not names', () => trainer().trace([1, 2], { tensors: [5] })],
  ['tracing no tokens', () => trainer().trace([])],
  ['tracing a token outside the vocabulary', () => trainer().trace([999])],
  ['zero steps', () => trainer().step(0)],
  ['generating -1 tokens', () => trainer().generate([1], -1)],
  ['a character outside the alphabet', () => textTrainer().trace('z')],
  ['a freed trainer', () => { const t = lab.train({}); t.free(); t.step(1); }],
  // Issue 34: ablation, files, memory, options
  ['ablating a head the model lacks', () => trainer().evaluate({ ablate: [[0, 4]] })],
  ['options as a number', () => trainer().evaluate(5)],
  ['settings too large to train', () => lab.train({ seqLen: 1024, batch: 64 })],
  ['a checkpoint with a NaN weight', () => lab.loadModel(gpt2File({ vocab: 20, context: 8, d: 12, layers: 1, poison: { name: 'ln_f.bias', value: NaN } }), { heads: 3 })],
  ['a GPT-2 file with a gap in its layers', () => lab.loadModel(gpt2File({ vocab: 20, context: 8, d: 12, layers: 2, layerIds: [0, 2] }), { heads: 3 })],
  ['a GPT-2 file deeper than what fits', () => lab.loadModel(gpt2File({ vocab: 20, context: 8, d: 8, layers: 13, buffers: false }), { heads: 2 })],
  ['one enormous word over the batch', () => lab.plan({ text: 'x'.repeat(2 ** 20), batch: 64 })],
];

// [what, config]: each plan and run must carry these notes.
const noted = [
  ['lines beyond the batch', { text: 'a b\nc d\ne f', batch: 2 }],
  ['source lines beyond the batch', { crossAttention: true, mask: 'none', sourceText: 'a b\nc d\ne f', batch: 2 }],
  ['one token cut', { text: 'a b c', queryLen: 2 }],
  ['two tokens cut', { text: 'a b c d', queryLen: 2 }],
  ['one source token cut', { crossAttention: true, mask: 'none', sourceText: 'a b c', keyLen: 2 }],
  ['two source tokens cut', { crossAttention: true, mask: 'none', sourceText: 'a b c d', keyLen: 2 }],
  ['text beyond the limit', { text: long, keep: ['Y'] }],
  ['source text beyond the limit', { crossAttention: true, mask: 'none', queryLen: 2, sourceText: long, keep: ['Y'] }],
  ['a causal mask in cross-attention', { crossAttention: true }],
];

// Said only where the JavaScript API cannot reach them (its arguments.js refuses first, or no caller's
// input leads there): each must be named in the source that says it.
const unreachable = {
  'config.customMaskValue': 'cpp/attention/config.cpp', 'reader.numbers': 'cpp/bindings/bindings.cpp',
  'reader.tooMany': 'cpp/bindings/bindings.cpp', 'reader.validLengths': 'cpp/attention/schema.cpp',
  'reader.keep': 'cpp/attention/schema.cpp', 'reader.inputs': 'cpp/bindings/bindings.cpp',
  'step.notStep': 'cpp/attention/step_call.cpp',
  'decode.needs': 'cpp/attention/decode.cpp', 'step.flashMemory': 'cpp/attention/step_call.cpp',
  'step.tooLarge': 'cpp/attention/step_call.cpp', 'worker.stopped': 'web/src/engine/engine-client.js',
  'got.array': 'cpp/bindings/bindings.cpp', 'train.batchShape': 'cpp/train/model.cpp', 'train.tokenRange': 'cpp/train/model.cpp',
  'train.textShort': 'cpp/train/tasks.cpp', 'train.batch': 'cpp/train/trainer.cpp', 'train.textNeeded': 'cpp/train/trainer.cpp', 'train.clip': 'cpp/train/trainer.cpp',
  'file.notModel': 'cpp/train/trainer.cpp', 'file.checkpointLacks': 'cpp/train/trainer.cpp', 'gpt2.embeddings': 'cpp/train/gpt2.cpp',
  'gpt2.width': 'cpp/train/gpt2.cpp', 'train.layer': 'cpp/train/model.cpp', 'train.diverged': 'cpp/train/trainer.cpp',
  'train.memoryHeld': 'cpp/train/trainer.cpp', 'file.memory': 'cpp/train/trainer.cpp', 'file.traceMemory': 'cpp/train/trainer.cpp', 'trainApi.pretrained': 'cpp/bindings/train_api.js', 'trainApi.memory': 'cpp/bindings/train_api.js', 'gpt2.noLayers': 'cpp/train/gpt2.cpp', 'gpt2.lacks': 'cpp/train/gpt2.cpp', 'gpt2.shape': 'cpp/train/gpt2.cpp',
};
// A damaged file's reasons (said inside file.unusable): tests/cpp/safetensors_test.cpp makes the files.
for (const key of Object.keys(en)) if (key.startsWith('engine.file.why.')) unreachable[key.slice('engine.'.length)] = 'cpp/model/safetensors.cpp';

function thrown(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  return null;
}

const seen = new Set();
function see(item) {
  seen.add(item.key);
  for (const [name, value] of Object.entries(item.values ?? {})) if (name.endsWith('Key')) seen.add(value);
}

setLanguage('en');

test('every refusal has a key of the catalog, and the page fills it into the engine\'s message exactly', () => {
  for (const [what, call] of refusals) {
    const error = thrown(call);
    assert.ok(error instanceof RangeError, `${what}: no RangeError (${error})`);
    assert.ok(typeof error.key === 'string' && error.key, `${what}: no key on "${error.message}"`);
    assert.ok(`engine.${error.key}` in en, `${what}: en.js has no engine.${error.key}`);
    assert.equal(engineText(error), error.message, `${what} (${error.key})`);
    assert.doesNotMatch(error.message, /\{\w+\}/, `${what}: a placeholder is left in "${error.message}"`);
    see(error);
  }
});

test('every note has a key, in lab.plan and lab.run alike, and the page fills it as the engine did', () => {
  for (const [what, config] of noted) {
    for (const result of [lab.plan(config), lab.run(config)]) {
      assert.ok(result.notes.length > 0, `${what}: no note`);
      assert.equal(result.noteMessages.length, result.notes.length, what);
      result.noteMessages.forEach((item, i) => {
        assert.equal(item.message, result.notes[i], what);
        assert.equal(engineText(item), item.message, `${what} (${item.key})`);
        see(item);
      });
      assert.deepEqual(engineNotes(result), result.notes);
    }
  }
  assert.deepEqual(lab.run({}).noteMessages, []);
});

test('every key of the engine section is said by the engine (or named in the source that says it)', () => {
  const keys = Object.keys(en).filter((k) => k.startsWith('engine.')).map((k) => k.slice(7));
  const missing = keys.filter((k) => !seen.has(k) && !(k in unreachable));
  assert.deepEqual(missing, [], 'keys never triggered');
  const plural = (k) => typeof en[`engine.${k}`] === 'object';
  for (const key of Object.keys(unreachable)) {
    const source = readFileSync(new URL(`../../${unreachable[key]}`, import.meta.url), 'utf8');
    assert.ok(!plural(key));
    assert.ok(source.includes(`"${key.replace(/^worker\./, '')}"`) || source.includes(`'${key}'`), `${key} not in ${unreachable[key]}`);
  }
});

test('the plural notes are said in both forms', () => {
  const forms = (config) => lab.plan(config).noteMessages.find((m) => /LineCut$/.test(m.key));
  assert.equal(engineText(forms({ text: 'a b c', queryLen: 2 })), 'Line 1 of the text has 3 tokens; the length is 2, so the last one is not used.');
  assert.equal(engineText(forms({ text: 'a b c d', queryLen: 2 })), 'Line 1 of the text has 4 tokens; the length is 2, so the last 2 are not used.');
});

test('every language has every engine key, fills every placeholder, and keeps the tensor names', () => {
  const keys = Object.keys(en).filter((k) => k.startsWith('engine.'));
  const items = [...refusals.map(([, call]) => thrown(call)), ...noted.flatMap(([, config]) => lab.plan(config).noteMessages)];
  try {
    for (const { code, messages } of LANGUAGES) {
      if (code === 'en') continue;
      assert.deepEqual(keys.filter((k) => !(k in messages)), [], `${code} lacks these engine keys`);
      setLanguage(code);
      for (const item of items) {
        const text = engineText(item);
        assert.doesNotMatch(text, /\{\w+\}/, `${code} ${item.key}: ${text}`);
        assert.notEqual(text, item.message, `${code} ${item.key} is still English`);
        for (const name of ['W_q', 'X_kv', 'dModel', 'kvHeads', 'blockQ']) {
          if (item.message.includes(name) && !text.includes(name)) assert.fail(`${code} ${item.key} drops ${name}: ${text}`);
        }
      }
    }
  } finally {
    setLanguage('en');
  }
});

test('a number is written in the language, an error without a key in English', () => {
  const error = thrown(() => lab.plan({ queryLen: 4096, dModel: 1024, heads: 16, batch: 8 }));
  try {
    setLanguage('fr');
    assert.match(engineText(error), /environ \d+[\u202f\u00a0]\d{3} Mo/);  // grouped as French groups
    assert.equal(engineText({ field: 'x', message: 'Plain English.' }), 'Plain English.');
    assert.equal(engineText({ key: 'no.such.key', message: 'Plain English.' }), 'Plain English.');
  } finally {
    setLanguage('en');
  }
  assert.ok(readdirSync(new URL('../../web/src/i18n', import.meta.url)).includes('engine-text.js'));
});
