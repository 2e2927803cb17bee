// One reader of every setting (issue 32): a bad value is refused with the same field and message key
// whichever door it comes in by — lab.run, the native CLI (key=value text), or a shared #state= link — and
// the schema's mask properties are what the engine's mask M actually does.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadLab } from './load-module.mjs';
import { toBase64Url } from '../../web/src/share/url-state.js';
import { stateCodec } from '../../web/src/share/state-link.js';
import { setLanguage } from '../../web/src/i18n/i18n.js';

const lab = await loadLab();
const schema = lab.schema();
const cli = fileURLToPath(new URL('../../build/native/attention_cli', import.meta.url));
const trainCli = fileURLToPath(new URL('../../build/native/attention_train', import.meta.url));
setLanguage('en');

// [setting, value as JavaScript and a link give it, as the CLI's text, the field and key the issue expects]
const BAD = [
  ['dModel', '8x', '8x', 'dModel', 'reader.wholeNumber'],
  ['dModel', 8.5, '8.5', 'dModel', 'reader.wholeNumber'],
  ['dModel', 1e12, '1e12', 'dModel', 'reader.tooLarge'],
  ['dModel', 1e99, '1e99', 'dModel', 'reader.tooLarge'],
  ['heads', 0, '0', 'heads', 'config.range'],
  ['mask', 'diagonal', 'diagonal', 'mask', 'reader.mask'],
  ['ropeBase', 2e9, '2e9', 'ropeBase', 'config.ropeBase'],
  ['window', -1, '-1', 'window', 'config.rangeHint'],
  ['seed', -1, '-1', 'seed', 'reader.seed'],
  ['bias', 1, '1', 'bias', 'reader.boolean'],
  ['positional', 'learned', 'learned', 'positional', 'reader.positional'],
];

function refusal(call) {
  try {
    call();
  } catch (error) {
    return error;
  }
  assert.fail('not refused');
}

// "field: message [key]" on the CLI's stderr.
function cliRefusal(args) {
  const result = spawnSync(cli, ['text=the cat sat', ...args], { encoding: 'utf8' });
  assert.equal(result.status, 1, `${args}: exit status ${result.status} (${result.stderr})`);
  const [, field, message, key] = result.stderr.trim().match(/^([^:]+): (.*) \[([\w.]+)\]$/);
  return { field, message, key };
}

// The link's door as the page opens it: url-state reads the state, then the engine judges it (state-link.js).
const codec = stateCodec({ lab, store: null, getTrace: () => null, defaults: { config: lab.defaultConfig() }, presets: [], schema });
const link = (config) => toBase64Url(JSON.stringify({ v: 1, c: config }));

for (const [name, value, text, field, key] of BAD) {
  test(`settings: ${name} ${JSON.stringify(value)} is refused with ${field} and ${key} by lab.run, the CLI and a link`, () => {
    const run = refusal(() => lab.run({ text: 'the cat sat', [name]: value }));
    const command = cliRefusal([`${name}=${text}`]);
    const shared = refusal(() => codec.decode(link({ text: 'the cat sat', [name]: value })));
    for (const [door, error] of [['lab.run', run], ['the CLI', command], ['a link', shared]]) {
      assert.equal(error.field, field, `${door}: field`);
      assert.equal(error.key, key, `${door}: key (${error.message})`);
    }
    assert.equal(shared.message, run.message, 'a link says what lab.run says');
    // The CLI writes a number as it was typed (1e12), JavaScript in full; the sentences are otherwise the same.
    if (String(value) === text || typeof value === 'string') assert.equal(command.message, run.message);
  });
}

test('settings: the CLI refuses text that only starts as a number, and reads lists and flash tiles', () => {
  for (const text of ['8x', '', ' 8', '0x10', '8 ', '1e', '.'])
    assert.equal(cliRefusal([`dModel=${text}`]).key, 'reader.wholeNumber', JSON.stringify(text));
  assert.equal(cliRefusal(['nope=1']).field, 'config.nope');
  const out = spawnSync(cli, ['text=a b c\nd e', 'batch=2', 'mask=padding', 'validLengths=3,1', 'keep=M,Y', 'flash=2,1', 'crossAttention=false'], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  const trace = JSON.parse(out.stdout);
  assert.deepEqual(trace.config.validLengths, [3, 1]);
  assert.deepEqual(trace.config.flash, { blockQ: 2, blockK: 1 });
  assert.deepEqual(Object.keys(trace.tensors).sort(), ['M', 'Y']);
  assert.equal(cliRefusal(['mask=padding', 'validLengths=3,x']).key, 'reader.validLengths');
});

test('settings: each setting’s default in the schema is lab.defaultConfig()’s', () => {
  const defaults = lab.defaultConfig();
  for (const s of schema.settings) {
    // keep and headRange are written only when set (a whole run, all its tensors): their default is empty.
    if (s.name === 'headRange' || s.name === 'keep') { assert.deepEqual(s.default, []); assert.equal(defaults[s.name], undefined); continue; }
    assert.deepEqual(s.default, defaults[s.name], s.name);
  }
});

test('settings: the decode limit is the schema’s, and lab.decode refuses one token past it', () => {
  const max = schema.limits.maxDecodeLen;
  assert.equal(max, 256);  // the README's limit
  const text = Array.from({ length: max + 1 }, (_, i) => `w${i}`).join(' ');
  const error = refusal(() => lab.decode({ text, dModel: 4, heads: 1 }));
  assert.equal(error.key, 'decode.tooLong');
  assert.equal(error.values.max, String(max));
  assert.equal(lab.decode({ text: text.split(' ').slice(0, max).join(' '), dModel: 4, heads: 1 }).steps.length, max);
});

// The mask M the engine builds, for a 5-token item and a 3-token item (padded), window 2, and a custom matrix
// whose only 0 is at query 4, key 0 (a key every other mask shows query 4, the window excepted).
function maskOf(kind) {
  const T = 5, custom = Array.from({ length: T * T }, (_, i) => (i === 4 * T ? 0 : 1));
  const trace = lab.run({ batch: 2, text: 'a b c d e\nf g h', mask: kind.name, window: 2, customMask: custom, keep: ['M'] });
  const M = trace.tensors.M.data;
  return (b, t, s) => M[(b * T + t) * T + s] === 0;
}

test('settings: each mask’s properties in the schema are what its M does', () => {
  assert.deepEqual(schema.masks.map((m) => m.name).sort(), ['causal', 'causal+padding', 'custom', 'none', 'padding', 'sliding', 'sliding+padding']);
  for (const kind of schema.masks) {
    const sees = maskOf(kind);
    assert.equal(!sees(0, 1, 2), kind.causal, `${kind.name}: hides a later key`);
    assert.equal(!sees(1, 4, 4), kind.padding, `${kind.name}: hides a padded key`);
    assert.equal(!sees(0, 3, 0), kind.sliding, `${kind.name}: hides a key a window back`);
    assert.equal(!sees(0, 4, 0) && sees(0, 4, 1), kind.custom, `${kind.name}: follows customMask`);
  }
});

test('train settings: the schema’s table is lab.trainDefaults(), and both doors refuse one past a bound alike', () => {
  const table = schema.trainSettings;
  assert.deepEqual(lab.trainDefaults(), Object.fromEntries(table.map((s) => [s.name, s.default])));
  // trainer.hpp's TrainConfig, read here from its text: the defaults are the trainer's own.
  assert.deepEqual(lab.trainDefaults(), { task: 'induction', layers: 2, heads: 4, dModel: 64, vocab: 32, seqLen: 24, batch: 32,
    seed: 7, lr: 3e-3, weightDecay: 0.01, mlp: false, dFF: 0, tied: false, fixedPeriod: false });
  for (const s of table.filter((x) => x.type === 'int')) {
    const js = refusal(() => lab.train({ [s.name]: s.max + 1 }));
    const native = spawnSync(trainCli, [`${s.name}=${s.max + 1}`, 'steps=0'], { encoding: 'utf8' });
    const [, field, key] = native.stderr.trim().match(/^([^:]+): .* \[([\w.]+)\]$/);
    assert.deepEqual([js.field, js.key], [s.name, 'train.range'], s.name);
    assert.deepEqual([field, key], [s.name, 'train.range'], s.name);
    assert.match(js.message, new RegExp(`between ${s.min} and ${s.max}$`));
  }
  // loadModel's {heads}: 0 is the file's own, and the sentence says so (it said "1 to 64" while taking 0).
  const heads = refusal(() => lab.loadModel(new Uint8Array(12), { heads: 65 }));
  assert.equal(heads.message, `heads must be a whole number from 0 to ${schema.limits.maxFileHeads}; 0 means the file’s own`);
});
