// Presets: the worked examples of the seed documents, reproduced with the engine. Where a seed's
// arithmetic is wrong, the preset's notes say so and give the value the engine computes; `checks`
// lists those true values so tests/e2e/content.test.mjs can hold the notes to the engine.
//
// A preset is {id, title, description, config (partial engine config), inputs? (given matrices,
// row-major, x @ W convention), step? (the step id to open at), notes: [plain sentences],
// checks?: [{tensor, values, digits}]}. Its title, description and notes are read in the learner's
// language when they are shown (getters over the messages page.presets.<id in lowerCamel>.*).
import { has, t } from '../i18n/i18n.js';

// Gives the preset its words: getters, so t() runs when the page draws them, never at import.
function worded(preset) {
  const key = `page.presets.${preset.id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}`;
  return Object.defineProperties(preset, {
    title: { get: () => t(`${key}.title`), enumerable: true },
    description: { get: () => t(`${key}.description`), enumerable: true },
    notes: {
      get() {
        const notes = [];
        for (let i = 1; has(`${key}.note${i}`); i += 1) notes.push(t(`${key}.note${i}`));
        return notes;
      },
      enumerable: true,
    },
  });
}

// The identity matrix n×n, row-major: the seeds' "K = E", "V = E" examples are x @ I.
function identity(n) {
  const out = new Float32Array(n * n);
  for (let i = 0; i < n; i += 1) out[i * n + i] = 1;
  return out;
}

// Seed 004's decoder input D for "Me gustan" with d_model = 8 (two tokens).
const D8 = [
  [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
  [0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6],
];
// Seed 004's decoder input D (and V) with d_model = 4.
const D4 = [
  [0.1, 0.2, 0.3, 0.4],
  [0.5, 0.6, 0.7, 0.8],
];

// W_q for the d_model = 8, 2-head decoder example. Columns 0–3 are head 1, columns 4–7 head 2.
// The seed gives only the first and last rows of W_Q¹ ([0.1 0.2 0.3 0.4] … [0.5 0.6 0.7 0.8]); the
// hidden rows and all of W_Q² are the smallest weights that make both heads' scaled scores exactly
// the seed's [[1.0, 0.8], [0.9, 1.1]] with K = D (W_k = I). Solved by a minimum-norm least-squares fit.
const W_Q8 = [
  [0.1, 0.2, 0.3, 0.4, 7.666667, 2.729167, -2.208333, -7.145833],
  [11.004762, 3.989286, -3.02619, -10.041667, 5.60119, 1.998512, -1.604167, -5.206845],
  [6.69619, 2.398571, -1.899048, -6.196667, 3.535714, 1.267857, -1, -3.267857],
  [2.387619, 0.807857, -0.771905, -2.351667, 1.470238, 0.537202, -0.395833, -1.328869],
  [-1.920952, -0.782857, 0.355238, 1.493333, -0.595238, -0.193452, 0.208333, 0.610119],
  [-6.229524, -2.373571, 1.482381, 5.338333, -2.660714, -0.924107, 0.8125, 2.549107],
  [-10.538095, -3.964286, 2.609524, 9.183333, -4.72619, -1.654762, 1.416667, 4.488095],
  [0.5, 0.6, 0.7, 0.8, -6.791667, -2.385417, 2.020833, 6.427083],
];
// W_q for the d_model = 4 single-head decoder example: the smallest weights with (D W_q) Dᵀ / √4 equal to
// the seed's scores [[1.0, 0.8], [0.9, 1.1]].
const W_Q4 = [
  [27.5, 10.5, -6.5, -23.5],
  [10.25, 4, -2.25, -8.5],
  [-7, -2.5, 2, 6.5],
  [-24.25, -9, 6.25, 21.5],
];

// Seed 004's encoder-decoder example (d_model = 4): encoder output E (= K = V) and decoder queries Q.
const E_CATS = [
  [0.1, 0.2, 0.3, 0.4],
  [0.5, 0.6, 0.7, 0.8],
  [0.9, 1.0, 1.1, 1.2],
];
const Q_GUSTAN = [
  [0.2, 0.4, 0.6, 0.8],
  [0.1, 0.3, 0.5, 0.7],
];

// The d_model = 512 cross-attention example: X_q and X_kv chosen so that Q Kᵀ is exactly the seed's
// scores [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]] (keys are one-hot rows, W = I). Built on first use.
function d512Inputs() {
  const d = 512;
  const X_q = new Float32Array(2 * d);
  X_q.set([0.1, 0.2, 0.3], 0);
  X_q.set([0.4, 0.5, 0.6], d);
  const X_kv = new Float32Array(3 * d);
  for (let s = 0; s < 3; s += 1) X_kv[s * d + s] = 1;
  const I = identity(d);
  return { X_q, X_kv, W_q: I, W_k: I, W_v: I, W_o: I };
}

const GPT_TEXT = [
  'the quick brown fox jumps over the lazy dog near the river',
  'a small model learns to predict the next word from its context',
  'every token may look back at the tokens that came before it',
  'attention mixes the value vectors with weights that sum to exactly one',
].join('\n');

/**
 * The settings an example names, as the page compares them with the learner's: its own, and its mask — every
 * example is about one — which is the engine's default (`defaults`, lab.defaultConfig()) where it names none.
 */
export const presetSettings = (preset, defaults) => (preset.config ? { mask: defaults.mask, ...preset.config } : {});

export const presets = [
  worded({
    id: 'default',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 8, heads: 2, dK: 0, dV: 0, crossAttention: false, bias: false, seed: 42 },
    step: 'scores',
  }),
  worded({
    id: 'shape-guide-n6',
    config: { text: 'Your journey starts with one step', batch: 1, dModel: 512, heads: 1, dK: 0, dV: 0, crossAttention: false, bias: false, seed: 42 },
    step: 'context',
  }),
  worded({
    id: 'gpt-b4-t12-c6',
    config: { text: GPT_TEXT, batch: 4, dModel: 6, heads: 3, dK: 0, dV: 0, crossAttention: false, bias: true, seed: 42 },
    step: 'split_q',
  }),
  worded({
    id: 'me-gustan-decoder',
    config: { text: 'Me gustan', batch: 1, dModel: 8, heads: 2, dK: 0, dV: 0, crossAttention: false, bias: false, seed: 42 },
    inputs: { X: D8.flat(), W_q: W_Q8.flat(), W_k: Array.from(identity(8)), W_v: Array.from(identity(8)), W_o: Array.from(identity(8)) },
    step: 'softmax',
    checks: [
      { tensor: 'scaled', values: [1.0, 0.8, 0.9, 1.1, 1.0, 0.8, 0.9, 1.1], digits: 4 },
      { tensor: 'weights', values: [1, 0, 0.4502, 0.5498, 1, 0, 0.4502, 0.5498], digits: 4 },
      { tensor: 'concat', values: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.5399, 0.6399, 0.7399, 0.8399, 0.9399, 1.0399, 1.1399, 1.2399], digits: 4 },
    ],
  }),
  worded({
    id: 'me-gustan-decoder-1head',
    config: { text: 'Me gustan', batch: 1, dModel: 4, heads: 1, dK: 0, dV: 0, crossAttention: false, bias: false, seed: 42 },
    inputs: { X: D4.flat(), W_q: W_Q4.flat(), W_k: Array.from(identity(4)), W_v: Array.from(identity(4)), W_o: Array.from(identity(4)) },
    step: 'softmax',
    checks: [
      { tensor: 'scaled', values: [1.0, 0.8, 0.9, 1.1], digits: 4 },
      { tensor: 'weights', values: [1, 0, 0.4502, 0.5498], digits: 4 },
      { tensor: 'Z', values: [0.1, 0.2, 0.3, 0.4, 0.3199, 0.4199, 0.5199, 0.6199], digits: 4 },
    ],
  }),
  worded({
    id: 'i-like-cats-cross',
    config: { text: 'Me gustan', sourceText: 'I like cats', batch: 1, dModel: 4, heads: 1, dK: 0, dV: 0, mask: 'none', crossAttention: true, bias: false, seed: 42 },
    inputs: { X_q: Q_GUSTAN.flat(), X_kv: E_CATS.flat(), W_q: Array.from(identity(4)), W_k: Array.from(identity(4)), W_v: Array.from(identity(4)), W_o: Array.from(identity(4)) },
    step: 'scores',
    checks: [
      { tensor: 'scores', values: [0.6, 1.4, 2.2, 0.5, 1.14, 1.78], digits: 4 },
      { tensor: 'scaled', values: [0.3, 0.7, 1.1, 0.25, 0.57, 0.89], digits: 4 },
      { tensor: 'weights', values: [0.212, 0.3162, 0.4718, 0.234, 0.3222, 0.4438], digits: 4 },
      { tensor: 'Z', values: [0.6039, 0.7039, 0.8039, 0.9039, 0.5839, 0.6839, 0.7839, 0.8839], digits: 4 },
    ],
  }),
  worded({
    id: 'd512-cross',
    config: { text: 'Me gustan', sourceText: 'I like cats', batch: 1, dModel: 512, heads: 1, dK: 0, dV: 0, mask: 'none', crossAttention: true, bias: false, seed: 42 },
    get inputs() {
      const value = d512Inputs();
      Object.defineProperty(this, 'inputs', { value, enumerable: true });
      return value;
    },
    step: 'softmax',
    checks: [
      { tensor: 'scores', values: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6], digits: 4 },
      { tensor: 'weights', values: [0.3319, 0.3333, 0.3348, 0.3319, 0.3333, 0.3348], digits: 4 },
    ],
  }),
  worded({
    id: 'base-512-8-heads',
    config: { text: 'Me gustan los gatos', batch: 1, dModel: 512, heads: 8, dK: 0, dV: 0, crossAttention: false, bias: false, seed: 42 },
    step: 'split_q',
  }),
  // Today's variants (issue 16): each opens on the step that shows it.
  worded({
    id: 'llama-gqa-rope',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 16, heads: 4, kvHeads: 2, dK: 0, dV: 0, positional: 'rope', ropeBase: 10000, crossAttention: false, bias: false, seed: 42 },
    step: 'rope_q',
  }),
  worded({
    id: 'mistral-sliding',
    config: { text: 'the cat sat on the mat and slept', batch: 1, dModel: 16, heads: 4, kvHeads: 2, dK: 0, dV: 0, mask: 'sliding', window: 3, positional: 'rope', crossAttention: false, bias: false, seed: 42 },
    step: 'mask',
  }),
  worded({
    id: 'alibi',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 16, heads: 4, dK: 0, dV: 0, positional: 'alibi', crossAttention: false, bias: false, seed: 42 },
    step: 'alibi',
  }),
  worded({
    id: 'flash-tiles',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 8, heads: 2, dK: 0, dV: 0, flash: { blockQ: 2, blockK: 2 }, crossAttention: false, bias: false, seed: 42 },
    step: 'flash_1_0',
  }),
];

/** The preset with this id, or undefined. */
export function presetById(id) {
  return presets.find((preset) => preset.id === id);
}
