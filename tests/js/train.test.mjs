// lab.train in the wasm module: settings refused by name, the same run as the native build bit for bit,
// the induction task learned with the two-head circuit measured on sequences made here (never trained
// on), a layer's trace equal to lab.run's, ablation, and the checkpoint round trip.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadLab } from './load-module.mjs';

const lab = await loadLab();
const trainCli = fileURLToPath(new URL('../../build/native/attention_train', import.meta.url));

test('train: bad settings are refused with the field named, and the module keeps working', () => {
  const refused = (settings, field, pattern) => assert.throws(() => lab.train(settings), (e) => e instanceof RangeError && e.field === field && pattern.test(e.message));
  refused({ taks: 'induction' }, 'taks', /"taks" is not a training setting/);
  refused({ task: 'poetry' }, 'task', /task must be induction, reverse, sort or text/);
  refused({ layers: 2.5 }, 'layers', /whole number/);
  refused({ lr: NaN }, 'lr', /finite number/);
  refused({ lr: 5 }, 'lr', /\(0, 1\]/);
  refused({ dModel: 30, heads: 4 }, 'heads', /divide evenly/);
  refused({ batch: 1e6 }, 'batch', /between 1 and 64/);
  refused({ task: 'sort', seqLen: 10 }, 'seqLen', /odd seqLen/);
  refused({ task: 'text' }, 'text', /needs text/);
  refused('induction', 'settings', /object of settings/);
  const t = lab.train({ task: 'reverse', seqLen: 9, vocab: 8, dModel: 16, heads: 2, batch: 4 });
  assert.throws(() => t.trace([1, 2, 99]), (e) => e.field === 'tokens' && /from 0 to 7/.test(e.message));
  assert.throws(() => t.trace([]), (e) => e.field === 'tokens');
  assert.throws(() => t.step(0), (e) => e.field === 'n');
  assert.throws(() => t.evaluate({ ablate: [[0]] }), (e) => e.field === 'ablate');
  assert.equal(t.step(2).step, 2);
  t.free();
  assert.throws(() => t.step(1), /freed/);
  assert.equal(lab.run({ text: 'still here' }).tokens[0].length, 2);
});

test('train: the wasm run is the native run, bit for bit (same seed, same losses to the last digit)', () => {
  const settings = { task: 'induction', seed: 3, batch: 8 };
  const native = execFileSync(trainCli, ['seed=3', 'batch=8', 'steps=30', 'every=10'], { encoding: 'utf8' })
    .trim().split('\n').slice(1).map((line) => Number(line.split('\t').at(-1)));
  const t = lab.train(settings);
  const wasm = [t.step(10).loss, t.step(10).loss, t.step(10).loss];
  assert.equal(native.length, 3);
  assert.deepEqual(wasm, native);
  assert.ok(native[2] < native[0], `the loss fell: ${native}`);
  t.free();
});

// Induction probe sequences made here with Math's own generator: a period P in [4, 12], a random prefix,
// then a segment twice; token ids 1…31. The induction target of query t in the second copy is key t − P + 1.
function probeSequences(count, seed) {
  let s = seed >>> 0;
  const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return Array.from({ length: count }, () => {
    const P = 4 + Math.floor(rand() * 9), tokens = [];
    for (let t = 0; t < 24 - P; t++) tokens.push(1 + Math.floor(rand() * 31));
    for (let t = 24 - P; t < 24; t++) tokens.push(tokens[t - P]);
    return { P, tokens };
  });
}

// Per layer and head: mean weight on the previous token, and in the second copy on the induction target.
function circuitScores(trainer, probes, ablate) {
  const { layers, heads } = trainer.config;
  const previous = Array.from({ length: layers }, () => new Array(heads).fill(0));
  const induction = Array.from({ length: layers }, () => new Array(heads).fill(0));
  let accuracy = 0, counted = 0;
  for (const { P, tokens } of probes) {
    const trace = trainer.trace(tokens, { ablate });
    for (let l = 0; l < layers; l++) {
      const w = trace.layers[l].tensors.weights;  // (1, h, T, T)
      assert.deepEqual(w.shape, [1, heads, 24, 24]);
      for (let h = 0; h < heads; h++) {
        const at = (q, k) => w.data[(h * 24 + q) * 24 + k];
        for (let q = 1; q < 24; q++) previous[l][h] += at(q, q - 1) / 23 / probes.length;
        for (let q = 24 - P; q < 24; q++) induction[l][h] += at(q, q - P + 1) / P / probes.length;
      }
    }
    const { data } = trace.logits;  // predictions of copy tokens 2…P, from queries 24 − P … 22
    for (let q = 24 - P; q < 23; q++) {
      const row = data.subarray(q * 32, q * 32 + 32);
      accuracy += row.indexOf(Math.max(...row)) === tokens[q + 1];
      counted += 1;
    }
  }
  return { previous, induction, accuracy: accuracy / counted };
}

test('train: the induction task shows a plateau, a sudden drop, and the two-head circuit on unseen sequences', () => {
  const t = lab.train({ task: 'induction', layers: 2, heads: 4, dModel: 64, vocab: 32, seqLen: 24, batch: 32, seed: 7, lr: 3e-3, mlp: false });
  const history = [];
  while (history.length < 75) {  // 1,500 steps, reported every 20
    const r = t.step(20), s = t.headScores();
    history.push({ step: r.step, accuracy: t.evaluate().accuracy, induction: Math.max(...s.induction[1]) });
  }
  // The plateau: three reports in a row (60 steps) with held-out accuracy between 0.1 and 0.35 after the
  // start, then the drop: from there, within 200 steps, accuracy above 0.7 and the induction score up 0.3.
  const plateau = history.findIndex((h, i) => i > 0 && history.slice(i, i + 3).every((x) => x.accuracy > 0.1 && x.accuracy < 0.35));
  assert.ok(plateau > 0, `no plateau: ${history.map((h) => h.accuracy.toFixed(2))}`);
  const after = history.slice(plateau + 3, plateau + 13);
  const drop = after.find((h) => h.accuracy > 0.7);
  assert.ok(drop, `no drop within 200 steps of the plateau at step ${history[plateau].step}`);
  assert.ok(drop.induction - history[plateau].induction > 0.3, `the induction score rose ${history[plateau].induction} → ${drop.induction}`);

  const probes = probeSequences(40, 2026);
  const scores = circuitScores(t, probes);
  assert.ok(scores.accuracy >= 0.95, `accuracy on unseen sequences ${scores.accuracy}`);
  const bestInduction = Math.max(...scores.induction[1]), bestPrevious = Math.max(...scores.previous[0]);
  assert.ok(bestInduction >= 0.7, `best layer-2 induction score ${bestInduction}`);
  assert.ok(bestPrevious >= 0.5, `best layer-1 previous-token score ${bestPrevious}`);

  // The circuit is redundant (several heads of each kind), so knock out each kind whole: without every
  // layer-2 induction head, or every layer-1 previous-token head, the task fails; without the other
  // layer-1 heads it barely changes.
  const pick = (scores, keep) => scores.flatMap((x, h) => (keep(x) ? [h] : []));
  const inductionHeads = pick(scores.induction[1], (x) => x >= 0.5).map((h) => [1, h]);
  const previousHeads = pick(scores.previous[0], (x) => x >= 0.5).map((h) => [0, h]);
  const otherHeads = pick(scores.previous[0], (x) => x < 0.5).map((h) => [0, h]);
  const held = t.evaluate().accuracy;
  const withoutInduction = circuitScores(t, probes.slice(0, 20), inductionHeads).accuracy;
  const withoutPrevious = circuitScores(t, probes.slice(0, 20), previousHeads).accuracy;
  assert.ok(withoutInduction < 0.2, `accuracy without the induction heads ${JSON.stringify(inductionHeads)}: ${withoutInduction}`);
  assert.ok(withoutPrevious < 0.5, `accuracy without the previous-token heads ${JSON.stringify(previousHeads)}: ${withoutPrevious}`);
  // Chapter 11's lesson on this freshly trained default: with only one previous-token head out, the other
  // covers for it and the accuracy mostly holds.
  for (const head of previousHeads) {
    const alone = t.evaluate({ ablate: [head] }).accuracy;
    assert.ok(alone > 0.85 * held, `accuracy without only ${JSON.stringify(head)}: ${alone} (all heads: ${held})`);
  }
  assert.ok(t.evaluate({ ablate: previousHeads }).accuracy < 0.5 * held, 'both previous-token heads out: the accuracy collapses');
  if (otherHeads.length) assert.ok(t.evaluate({ ablate: otherHeads }).accuracy > held - 0.15, `without ${JSON.stringify(otherHeads)}`);
  assert.ok(t.evaluate({ ablate: inductionHeads }).loss > 5 * t.evaluate().loss);
  assert.equal(t.evaluate().accuracy, held, 'ablation leaves the model itself unchanged');

  // The trained layer's trace is what lab.run computes from that layer's X and weights.
  const { tokens } = probes[0];
  const layer = t.trace(tokens).layers[1];
  const names = ['X', 'W_q', 'W_k', 'W_v', 'W_o', 'b_q', 'b_k', 'b_v', 'b_o'];
  const run = lab.run({ queryLen: 24, dModel: 64, heads: 4, mask: 'causal', bias: true },
    Object.fromEntries(names.map((n) => [n, layer.tensors[n].data])));
  for (const name of ['scores', 'weights', 'Z', 'Y']) assert.deepEqual(layer.tensors[name].data, run.tensors[name].data, name);

  // The checkpoint round trip: F32 exactly; F16 (what the page ships) about half the size, same answers.
  const bytes = t.save(), half = t.save({ half: true });
  const back = lab.loadModel(bytes), small = lab.loadModel(half);
  assert.deepEqual(back.evaluate(), t.evaluate());
  assert.ok(half.length < 0.55 * bytes.length, `${half.length} vs ${bytes.length} bytes`);
  assert.ok(circuitScores(small, probes.slice(0, 10)).accuracy >= 0.9);
  assert.equal(back.config.step, 1500);
  assert.throws(() => lab.loadModel(new Uint8Array([1, 2, 3])), (e) => e instanceof RangeError && /not a usable safetensors file/.test(e.message));
  for (const x of [t, back, small]) x.free();
});

test('train: generate continues a repeated segment with the induction head (greedy), with its attention', () => {
  const t = lab.train({ seed: 7 });
  t.step(1500);
  const [{ P, tokens }] = probeSequences(1, 99);
  const prompt = tokens.slice(0, 24 - P + 2);  // the segment's first copy, then its first two tokens again
  const out = t.generate(prompt, P - 2);
  assert.deepEqual(out.tokens, tokens.slice(24 - P + 2), `the rest of the copy (P = ${P})`);
  assert.equal(out.trace.layers.length, 2);
  assert.deepEqual(out.trace.tokens, tokens.slice(-24));
  t.free();
});

test('train: the shipped checkpoints load, are the ones scripts/train makes, and solve their tasks', async () => {
  const { readFileSync } = await import('node:fs');
  const file = (name) => new Uint8Array(readFileSync(new URL(`../../web/models/${name}.safetensors`, import.meta.url)));
  // The same settings as scripts/train, trained here in wasm: the same bytes as the committed (native) file.
  const again = lab.train({ task: 'reverse', seqLen: 11, vocab: 12, dModel: 32, heads: 2, seed: 7 });
  again.step(1000);
  assert.deepEqual(again.save({ half: true }), file('reverse'));
  again.free();

  const induction = lab.loadModel(file('induction'));
  assert.equal(induction.config.step, 2000);
  const scores = circuitScores(induction, probeSequences(30, 77));
  assert.ok(scores.accuracy >= 0.95, `accuracy ${scores.accuracy}`);
  assert.ok(Math.max(...scores.previous[0]) >= 0.5 && Math.max(...scores.induction[1]) >= 0.7, JSON.stringify(scores));
  for (const task of ['reverse', 'sort']) {
    const model = lab.loadModel(file(task));
    const digits = [9, 3, 11, 3, 5], answer = task === 'reverse' ? [5, 3, 11, 3, 9] : [3, 3, 5, 9, 11];
    assert.deepEqual(model.generate([...digits, 1], 5).tokens, answer, task);
    model.free();
  }
  induction.free();

  // The text model (Genesis 1–11, characters): it reads a verse of its text better than any single guess
  // could (the commonest character, the space, is 19% of the text), and continues a prompt in its alphabet.
  const text = lab.loadModel(file('text'));
  assert.equal(text.config.alphabet.length, 59);
  const verse = 'And God saw the light, that it was good.'.slice(0, 32);
  const { logits } = text.trace(verse), V = text.config.vocab;
  let right = 0;
  for (let t = 0; t + 1 < verse.length; t++) {
    const row = logits.data.subarray(t * V, t * V + V);
    right += text.config.alphabet[row.indexOf(Math.max(...row))] === verse[t + 1];
  }
  assert.ok(right / (verse.length - 1) > 0.6, `next-character accuracy ${right / (verse.length - 1)}`);
  const more = text.generate('And God said, ', 40);
  assert.equal(more.text.length, 40);
  assert.ok([...more.text].every((ch) => text.config.alphabet.includes(ch)));
  text.free();
});
