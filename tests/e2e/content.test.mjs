// Pure-module checks of the page's content: presets, captions and the code panel, against the engine
// run in Node (build/wasm/attention_lab.js). No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { presets, presetById } from '../../web/src/state/presets.js';
import { captionFor as captionSentences } from '../../web/src/stage/captions.js';
import { codeLineForStep, codeLines, renderCodePanel } from '../../web/src/stage/code-panel.js';
import { loadLab } from './helpers/lab.mjs';
import { installFakeDocument } from './helpers/fake-dom.mjs';

const lab = await loadLab();
// The page's stage hands the captions the engine's mask properties (lab.schema().masks); so does this test.
const captionFor = (step, trace, view = {}) => captionSentences(step, trace, { masks: lab.schema().masks, ...view }).join(' ');
// The code panel too follows what the mask does (lab.schema().masks).
const masks = lab.schema().masks;
const run = (preset) => lab.run(preset.config, preset.inputs);
const round = (x, digits) => Number(x.toFixed(digits));

test('presets: the required seed examples are all there, with unique ids', () => {
  const ids = presets.map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ['default', 'shape-guide-n6', 'gpt-b4-t12-c6', 'me-gustan-decoder', 'i-like-cats-cross', 'd512-cross'])
    assert.ok(ids.includes(id), `missing preset ${id}`);
  assert.equal(presetById('gpt-b4-t12-c6').config.batch, 4);
  assert.equal(presetById('no-such-preset'), undefined);
});

test('presets: every preset runs through lab.run and opens at a step it has', () => {
  for (const preset of presets) {
    assert.ok(preset.title && preset.description && Array.isArray(preset.notes) && preset.notes.length, preset.id);
    const trace = run(preset);
    if (preset.step) assert.ok(trace.steps.some((s) => s.id === preset.step), `${preset.id}: no step ${preset.step}`);
    for (const note of preset.notes) assert.equal(typeof note, 'string');
  }
});

test('presets: the true values in the notes are what the engine computes', () => {
  let checked = 0;
  for (const preset of presets) {
    const trace = run(preset);
    for (const check of preset.checks ?? []) {
      const data = trace.tensors[check.tensor].data;
      check.values.forEach((value, i) => {
        assert.equal(round(data[i], check.digits), value, `${preset.id} ${check.tensor}[${i}]`);
        checked += 1;
      });
    }
  }
  assert.ok(checked > 40);
});

test('presets: each corrected value in a "true value is" note appears in that preset\u2019s checks', () => {
  for (const preset of presets) {
    const checked = new Set((preset.checks ?? []).flatMap((c) => c.values.map(String)));
    for (const note of preset.notes.filter((n) => n.includes('the true value is'))) {
      const truePart = note.split('the true value is')[1].split(/ \(|\. |; /)[0];
      const numbers = truePart.match(/-?\d+(?:\.\d+)?/g) ?? [];
      assert.ok(numbers.length, `${preset.id}: no numbers in "${note}"`);
      for (const n of numbers) assert.ok(checked.has(String(Number(n))), `${preset.id}: ${n} in "${note}" is not checked against the engine`);
    }
  }
});

test('presets: softmax([0.9, 1.1]) is [0.4502, 0.5498] in the "Me gustan" decoder, in both heads', () => {
  const trace = run(presetById('me-gustan-decoder'));
  const w = Array.from(trace.tensors.weights.data, (x) => round(x, 4));
  assert.deepEqual(w, [1, 0, 0.4502, 0.5498, 1, 0, 0.4502, 0.5498]);
  assert.deepEqual(trace.tensors.W_q.shape, [8, 8]);
  assert.deepEqual(trace.steps.find((s) => s.id === 'softmax').shape, [1, 2, 2, 2]);
});

test('presets: the N = 6, d = 512 shape guide has W_q 512×512 and Z 6×512', () => {
  const trace = run(presetById('shape-guide-n6'));
  assert.deepEqual(trace.tensors.W_q.shape, [512, 512]);
  assert.deepEqual(trace.tensors.Z.shape, [1, 1, 6, 512]);
  assert.deepEqual(trace.tensors.weights.shape, [1, 1, 6, 6]);
});

test('presets: the GPT example makes the [4, 3, 12, 2] tensor', () => {
  const trace = run(presetById('gpt-b4-t12-c6'));
  for (const id of ['split_q', 'split_k', 'split_v', 'context']) assert.deepEqual(trace.steps.find((s) => s.id === id).shape, [4, 3, 12, 2]);
  assert.deepEqual(trace.tensors.scores.shape, [4, 3, 12, 12]);
});

test('presets: every row of every preset\u2019s weights sums to 1', () => {
  for (const preset of presets) {
    const trace = run(preset);
    if (!trace.tensors.weights) continue; // FlashAttention never forms the T×S weights (variants.test.mjs checks its Z)
    const { shape, data } = trace.tensors.weights;
    const S = shape[shape.length - 1];
    for (let r = 0; r < data.length / S; r += 1) {
      let sum = 0;
      for (let s = 0; s < S; s += 1) sum += data[r * S + s];
      assert.ok(Math.abs(sum - 1) < 1e-5, `${preset.id} row ${r} sums to ${sum}`);
    }
  }
});

test('captions: every step of every preset has two or three plain sentences with its real sizes', () => {
  for (const preset of presets) {
    const trace = run(preset);
    for (const step of trace.steps) {
      const sentences = captionSentences(step, trace, { masks: lab.schema().masks });
      const text = sentences.join(' ');
      assert.ok(Array.isArray(sentences) && sentences.every((s) => typeof s === 'string' && s.length > 10), `${preset.id}/${step.id}`);
      assert.doesNotMatch(text, /undefined|NaN|null|\[object/, `${preset.id}/${step.id}`);
      assert.ok(sentences.length >= 2 && sentences.length <= 4, `${preset.id}/${step.id}: ${sentences.length} sentences: ${text}`);
    }
  }
});

test('captions: scores name the T×S table, mask row 2 (counted from 0) names its tokens, and the mask is shared by every head', () => {
  const trace = lab.run({ text: 'the cat sat on the mat', dModel: 8, heads: 2, mask: 'causal' });
  const step = (id) => trace.steps.find((s) => s.id === id);
  assert.match(captionFor(step('scores'), trace), /Each of the 6 queries is compared with each of the 6 keys: a 6×6 table per head/);
  const mask = captionFor(step('mask'), trace);
  assert.match(mask, /Row 2 \(\u2018sat\u2019\) may only look at \u2018the\u2019, \u2018cat\u2019 and \u2018sat\u2019/);
  assert.match(mask, /−∞, so after softmax they weigh exactly 0/);
  assert.match(mask, /every one of the 2 heads/);
  assert.match(captionFor(step('softmax'), trace), /adds up to exactly 1/);
});

test('captions: cross-attention explains why the weights are T×S; the GPT split names [4, 3, 12, 2]', () => {
  const cross = lab.run({ crossAttention: true, text: 'Me gustan', sourceText: 'I like cats', mask: 'none' });
  assert.match(captionFor(cross.steps.find((s) => s.id === 'scores'), cross), /T×S = 2×3/);
  const gpt = run(presetById('gpt-b4-t12-c6'));
  assert.match(captionFor(gpt.steps.find((s) => s.id === 'split_q'), gpt), /\[4, 3, 12, 2\]/);
});

test('captions: padding reads the blocked keys from the engine\u2019s mask', () => {
  const trace = lab.run({ batch: 2, text: 'a b c d\ne f', mask: 'causal+padding' });
  const text = captionFor(trace.steps.find((s) => s.id === 'mask'), trace, { item: 1 });
  assert.match(text, /may only look at \u2018e\u2019 and \u2018f\u2019/);
});

test('code panel: every step id of self- and cross-attention maps to a line', () => {
  for (const cross of [false, true]) {
    for (const mask of ['none', 'causal', 'padding', 'causal+padding', 'custom']) {
      const T = 6, S = cross ? 7 : 6; // the default sentences
      const trace = lab.run({ crossAttention: cross, mask, batch: 1, validLengths: [2], customMask: Array(T * S).fill(1) });
      const lines = codeLines(trace.config, masks);
      for (const step of trace.steps) {
        const n = lines.findIndex((l) => l.steps.includes(step.id)) + 1;
        assert.ok(n > 0, `cross=${cross} mask=${mask}: no line for ${step.id}`);
      }
    }
  }
  const causal = { mask: 'causal', block: true }, cross = { crossAttention: true, mask: 'none', block: true };
  assert.match(codeLines(causal, masks).at(codeLineForStep('softmax', false, 'causal', {}, masks) - 1).code, /softmax\(att, dim=-1\)/);
  assert.match(codeLines(causal, masks).at(codeLineForStep('masked', false, 'causal', {}, masks) - 1).code, /masked_fill\(self\.bias\[:, :, :T, :T\] == 0/);
  assert.match(codeLines(cross, masks).at(codeLineForStep('project_k', true, 'none', {}, masks) - 1).code, /kv_proj\(memory\)/);
  assert.equal(codeLineForStep('no-such-step', false, 'causal', {}, masks), 0);
  assert.throws(() => codeLines({ mask: 'no-such-mask' }, masks), /no mask called "no-such-mask"/);
});

test('code panel: renders the seed\u2019s forward with the current line highlighted and its shape', () => {
  const restore = installFakeDocument();
  try {
    const element = document.createElement('div');
    const trace = run(presetById('gpt-b4-t12-c6'));
    renderCodePanel(element, { trace, stepId: 'split_q', masks });
    const current = element.querySelectorAll('[aria-current]');
    assert.equal(current.length, 1);
    assert.match(current[0].textContent, /q = q\.view\(B, T, self\.n_head, C \/\/ self\.n_head\)\.transpose\(1, 2\)/);
    assert.match(current[0].textContent, /# Q_heads: \(4, 3, 12, 2\)/);
    assert.match(element.textContent, /att = nn\.functional\.softmax\(att, dim=-1\)/);
    renderCodePanel(element, { trace, stepId: 'scale', masks });
    assert.match(element.querySelectorAll('[aria-current]')[0].textContent, /# scaled: \(4, 3, 12, 12\)/);
  } finally {
    restore();
  }
});

test('code panel: the cross-attention variant reads keys and values from memory, S columns', () => {
  const restore = installFakeDocument();
  try {
    const element = document.createElement('div');
    const trace = run(presetById('i-like-cats-cross'));
    renderCodePanel(element, { trace, stepId: 'scores', masks });
    const [current] = element.querySelectorAll('[aria-current]');
    assert.match(current.textContent, /# scores: \(1, 1, 2, 3\)/);
    assert.match(element.textContent, /class CrossAttention/);
  } finally {
    restore();
  }
});

test('presets: the side calculations in the notes hold in the engine', () => {
  // Causal mask over 3 tokens with equal scores: rows [1, 0, 0], [0.5, 0.5, 0], [1/3, 1/3, 1/3].
  const equal = lab.run({ dModel: 1, heads: 1, mask: 'causal' }, { X: [0, 0, 0], W_q: [1], W_k: [1], W_v: [1], W_o: [1] });
  assert.deepEqual(Array.from(equal.tensors.weights.data, (x) => round(x, 4)), [1, 0, 0, 0.5, 0.5, 0, 0.3333, 0.3333, 0.3333]);
  // The cross example's context with the text's own weights [[0.2, 0.3, 0.5], [0.25, 0.35, 0.4]]: choose
  // scaled scores = log(weights) (d_k = 3, one-hot keys), and W_v = E so that Z = weights · E.
  const weights = [[0.2, 0.3, 0.5], [0.25, 0.35, 0.4]];
  const E = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2];
  const I3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  const trace = lab.run({ crossAttention: true, dModel: 3, heads: 1, dK: 3, dV: 4, mask: 'none' },
    { X_q: weights.flat().map((w) => Math.log(w) * Math.sqrt(3)), X_kv: I3, W_q: I3, W_k: I3, W_v: E, W_o: Array(12).fill(0) });
  assert.deepEqual(Array.from(trace.tensors.Z.data, (x) => round(x, 4)), [0.62, 0.72, 0.82, 0.92, 0.56, 0.66, 0.76, 0.86]);
  assert.ok(presetById('i-like-cats-cross').notes.some((n) => n.includes('[0.56, 0.66, 0.76, 0.86]')));
});

test('code panel: each shape comment says the shape of what its line computes, for several configurations', () => {
  const restore = installFakeDocument();
  try {
    for (const [config, qkv, buffer] of [
      [{ text: 'a b c d e f', dModel: 512, heads: 1, mask: 'causal' }, '(1, 6, 1536)', '(1, 6, 6)'],
      [{ text: 'a b c\nd e f', batch: 2, dModel: 8, heads: 2, mask: 'causal', bias: true }, '(2, 3, 24)', '(2, 3, 3)'],
      [{ text: 'a b c d', dModel: 6, heads: 3, dK: 4, dV: 1, mask: 'causal' }, '(1, 4, 27)', '(1, 4, 4)'],  // 3·4 + 3·4 + 3·1
    ]) {
      const element = document.createElement('div');
      renderCodePanel(element, { trace: lab.run(config), stepId: 'project_q', masks });
      const text = element.textContent;
      assert.match(text, new RegExp(`qkv = self\\.c_attn\\(x\\)  # qkv: \\${qkv.slice(0, -1)}\\), Q \\| K \\| V side by side`), JSON.stringify(config));
      assert.match(text, new RegExp(`# bias: \\(1, 1, block_size, block_size\\); M here: \\${buffer.slice(0, -1)}\\)`), JSON.stringify(config));
      // Heads of their own sizes are named in the listing (issue 36), and the note says so.
      if (config.dK) assert.match(text, /heads are d_k = 4 \(queries and keys\) and d_v = 1 \(values\) wide, not n_embd \/ n_head/);
      if (config.dK) assert.match(text, /v = v\.view\(B, T, self\.n_head, self\.d_v\)/);
    }
    const element = document.createElement('div');
    renderCodePanel(element, { trace: lab.run({ text: 'a b', dModel: 8, heads: 3, dK: 2, dV: 2 }), stepId: 'scores', masks });
    assert.match(element.textContent, /heads are d_k = 2 \(queries and keys\) and d_v = 2 \(values\) wide, not n_embd \/ n_head/);
    assert.doesNotMatch(element.textContent, /C \/\/ self\.n_head/);
    assert.doesNotMatch(element.textContent, /2\.666/);
  } finally {
    restore();
  }
});

test('step titles: one head is "1 head"', () => {
  const trace = lab.run({ text: 'a b', dModel: 4, heads: 1 });
  assert.equal(trace.steps.find((s) => s.id === 'split_q').title, 'Split Q into 1 head');
  assert.equal(lab.run({ text: 'a b' }).steps.find((s) => s.id === 'split_k').title, 'Split K into 2 heads');
});

test('captions and step titles count in English: "1 head", "1 key", never "1 heads"', () => {
  for (const config of [{ text: 'cats', dModel: 4, heads: 1 }, { text: 'cats', sourceText: 'gatos', crossAttention: true, dModel: 4, heads: 1, mask: 'none' }]) {
    const trace = lab.run(config);
    const text = trace.steps.map((step) => `${step.title} ${captionFor(step, trace, { item: 0, head: 0 })}`).join(' ');
    assert.doesNotMatch(text, /\b1 (heads|keys|queries|rows|tokens)\b/, text);
  }
});

test('the rest of the block explains itself: residuals, LayerNorm with the engine’s row mean and variance, ReLU', async () => {
  const { explainCell } = await import('../../web/src/stage/explain.js');
  const trace = lab.run({ text: 'I like cats', block: true });
  const t = (name) => trace.tensors[name];
  const D = trace.config.dModel, r = 1, c = 2;
  const row = Array.from(t('residual1').data.subarray(r * D, (r + 1) * D));
  // Independently, in float64: the row's mean and biased variance (torch.nn.LayerNorm), and the normalised cell.
  const mean = row.reduce((a, x) => a + x, 0) / D, variance = row.reduce((a, x) => a + (x - mean) ** 2, 0) / D;
  const { lines } = explainCell(trace, 'norm1', { b: 0, h: 0, lab }, r, c);
  assert.match(lines[1], new RegExp(`mean μ = ${Number(mean.toFixed(4))}`.replace('-', '−').replace('.', '\\.')));
  assert.match(lines[1], new RegExp(`variance σ² = ${Number(variance.toFixed(4))}`.replace('.', '\\.')));
  assert.ok(Math.abs((row[c] - mean) / Math.sqrt(variance + 1e-5) - t('norm1').data[r * D + c]) < 1e-5);
  assert.match(lines[3], /γ and shift by β/);
  const hidden = explainCell(trace, 'hidden', { b: 0, h: 0, lab }, r, c).lines;
  assert.match(hidden.at(-1), /^ReLU: max\(0, −?[\d.]+\) = [\d.]+$/);
  assert.match(explainCell(trace, 'residual1', { b: 0, h: 0, lab }, r, c).lines[1], /^X \+ Y: /);
});
