// The guided tour: one chapter per question the learners asked in the seed documents. A chapter is a
// configured state of the lab (a preset and/or config, the step to open, the head, cells to mark, an
// optional lesson view) and a few sentences written from the engine's real numbers: text(trace, lab).
// `claims` are the shapes the chapter states; tests hold them to lab.run. text(trace, lab, {presets}) may
// run another preset to compare with.
import { matrixOf } from '../tensor.js';
import { full, dims, bytesText } from '../format.js';
import { multiHeadEquivalence } from './equivalence.js';
import { decodeComparison } from './decode.js';
import { headPatterns } from './heads.js';
import { modelChapters } from './model-chapters.js';
import { cacheRows, REAL_SHAPE } from './kv-cache.js';

const x = '\u00d7';
const shape = (trace, name) => dims(trace.tensors[name].shape);
const rowOf = (trace, name, r, { b = 0, h = 0 } = {}) => {
  const m = matrixOf(trace, name, { b, h });
  return Array.from({ length: m.cols }, (_, c) => m.get(r, c));
};
const list = (xs, digits = 4) => `[${xs.map((v) => full(v, digits)).join(', ')}]`;
const sci = (v) => (v === 0 ? '0' : v.toExponential(1).replace('-', '\u2212'));

export const chapters = [
  {
    id: 'sizes',
    title: 'The sizes of W_q and Z',
    question: 'N = 6 tokens, d = 512, causal attention: what are the sizes of W_q and of the context Z at each step?',
    preset: 'shape-guide-n6', step: 'context',
    claims: [['X', [1, 6, 512]], ['W_q', [512, 512]], ['Q', [1, 6, 512]], ['weights', [1, 1, 6, 6]], ['Z', [1, 1, 6, 512]]],
    text(trace) {
      const w = rowOf(trace, 'weights', 5), w0 = rowOf(trace, 'weights', 0);
      return [
        `One head with d_k = d_v = 512: W_q (like W_k and W_v) is d_model${x}d_k = ${shape(trace, 'W_q')}. X, Q, K and V are N${x}d = 6${x}512.`,
        `Q·Kᵀ, the mask and the weights are N${x}N = 6${x}6; the context Z = weights·V is N${x}d_v = 6${x}512 (${shape(trace, 'Z')} with the batch and head axes).`,
        `The sizes do not change from step to step; what the mask changes is how many value rows each row of Z mixes: row 0 uses only ‘Your’ (weights ${list(w0, 2)}), row 5 uses all six ${list(w, 3)}.`,
      ];
    },
  },
  {
    id: 'split',
    title: '[4, 12, 6] → [4, 3, 12, 2]',
    question: 'How does [4, 12, 6] become [4, 3, 12, 2], and why project once and then split into heads?',
    preset: 'gpt-b4-t12-c6', step: 'split_q',
    claims: [['X', [4, 12, 6]], ['Q', [4, 12, 6]], ['Q_heads', [4, 3, 12, 2]]],
    text(trace) {
      const eq = multiHeadEquivalence(trace, 0);
      return [
        `q is [B, T, C] = [${trace.tensors.Q.shape.join(', ')}]. view(4, 12, 3, 2) cuts each token’s 6 numbers into 3 heads of 6 / 3 = 2; transpose(1, 2) swaps the T and h axes: [${trace.tensors.Q_heads.shape.join(', ')}] = B${x}h${x}T${x}d_k. No number changes, only where it sits.`,
        `Why project once? Head p of the one 6${x}6 projection is exactly X times columns 2p…2p+1 of W_q, a separate 6${x}2 projection: computed both ways here, the largest difference over the 3 heads is ${sci(eq.maxProjection)}. One big matrix product is the same arithmetic in one fast call.`,
        'Play the step to watch the reshape; the Multi-head equivalence tab shows the comparison cell by cell.',
      ];
    },
  },
  {
    id: 'causal-mask',
    title: 'The causal mask, and where −∞ goes',
    question: 'What does the causal mask do, and why does −∞ become 0 after softmax?',
    preset: 'default', step: 'softmax', highlight: { tensor: 'weights', rows: [2] },
    claims: [['M', [1, 6, 6]], ['masked', [1, 2, 6, 6]], ['weights', [1, 2, 6, 6]]],
    text(trace) {
      const m = rowOf(trace, 'masked', 2), w = rowOf(trace, 'weights', 2);
      return [
        `M puts 0 where query t may look (keys s ≤ t) and −∞ above the diagonal. Row 2 (‘sat’) of masked, head 0, is ${list(m, 3)}: the future keys ‘on’, ‘the’, ‘mat’ are −∞.`,
        `Softmax takes e^x of each entry, and e^(−∞) = 0 exactly, so those weights are 0 and not “near zero”: row 2 of the weights is ${list(w, 4)}, summing to ${full(w.reduce((a, v) => a + v, 0), 4)}.`,
        'So ‘sat’ is built only from ‘the’, ‘cat’ and itself. Hover a cell of the weights to see its softmax worked out.',
      ];
    },
  },
  {
    id: 'a-b-transpose',
    title: 'Why A·Bᵀ is P×Q',
    question: 'If A is P×K and B is Q×K, why is A·Bᵀ a P×Q matrix?',
    preset: 'i-like-cats-cross', step: 'scores', highlight: { tensor: 'scores', cells: [[0, 2]] },
    claims: [['Q_heads', [1, 1, 2, 4]], ['K_heads', [1, 1, 3, 4]], ['scores', [1, 1, 2, 3]]],
    text(trace) {
      const q = rowOf(trace, 'Q_heads', 0), k = rowOf(trace, 'K_heads', 2);
      const s = matrixOf(trace, 'scores').get(0, 2);
      return [
        `Here A = Q is P${x}K = 2${x}4 (two queries) and B = K is Q${x}K = 3${x}4 (three keys). Bᵀ is 4${x}3, so (2${x}4)·(4${x}3): the inner 4s meet and cancel, leaving 2${x}3.`,
        `Each cell is one row of A dotted with one row of B: scores[0, 2] = ${q.map((v, i) => `${full(v, 2)}${x}${full(k[i], 2)}`).join(' + ')} = ${full(s, 4)}. One cell per (query, key) pair, hence P${x}Q.`,
        'Transposing B is what lines its rows up as columns, so that rows meet rows.',
      ];
    },
  },
  {
    id: 'self-vs-cross',
    title: 'Self- vs cross-attention, and which mask goes where',
    question: 'Which shapes are T×T and which T×T′? Which masks belong where in an encoder-decoder?',
    preset: 'i-like-cats-cross', step: 'softmax',
    claims: [['scores', [1, 1, 2, 3]], ['weights', [1, 1, 2, 3]], ['Z', [1, 1, 2, 4]]],
    text(trace) {
      const w = rowOf(trace, 'weights', 1);
      return [
        `In self-attention queries and keys come from the same sentence, so scores and weights are T${x}T. Here the queries come from the decoder (‘Me gustan’, T = 2) and the keys and values from the encoder (‘I like cats’, T′ = S = 3): the weights are T${x}T′ = 2${x}3 (${shape(trace, 'weights')} with the B and h axes), and Z is T${x}d_v = 2${x}4, one row per target token.`,
        `Each row is a distribution over the 3 source words: row 1 is ${list(w, 4)}.`,
        'Masks: encoder self-attention uses only a padding mask (every word may see the whole source); decoder self-attention uses the causal mask (plus padding); cross-attention uses the source’s padding mask and never a causal one, since the whole source is known. Try the Mask control with cross-attention on.',
      ];
    },
  },
  {
    id: 'heads-and-masks',
    title: 'Multi-head attention in the decoder, a mask for every head',
    question: 'Is multi-head attention used in the decoder? Is the mask applied to each head?',
    preset: 'me-gustan-decoder', step: 'masked', head: 'all',
    claims: [['M', [1, 2, 2]], ['masked', [1, 2, 2, 2]], ['weights', [1, 2, 2, 2]]],
    text(trace) {
      const m0 = rowOf(trace, 'masked', 0, { h: 0 }), m1 = rowOf(trace, 'masked', 0, { h: 1 });
      const w0 = rowOf(trace, 'weights', 1, { h: 0 }), w1 = rowOf(trace, 'weights', 1, { h: 1 });
      return [
        `Yes: the decoder’s masked self-attention is multi-head, here h = ${trace.config.heads} heads of d_k = ${trace.config.dK} (the original Transformer has 8 of 64).`,
        `M is one T${x}T = ${shape(trace, 'M').split(x).slice(1).join(x)} table per sentence, added to every head’s scores: row 0 of masked is ${list(m0, 2)} in head 0 and ${list(m1, 2)} in head 1.`,
        `Then each head takes its own softmax: row 1 of the weights is ${list(w0, 4)} in head 0 and ${list(w1, 4)} in head 1 (equal here because the example gives both heads the worked example’s scores; the tutorial’s [0.4, 0.6] is really [0.4502, 0.5498]).`,
      ];
    },
  },
  {
    id: 'one-word-at-a-time',
    title: 'One word at a time',
    question: 'How can a model output one word at a time?',
    config: { text: 'the cat sat on the mat', mask: 'causal', heads: 2, dModel: 8 }, step: 'output', view: 'decode',
    claims: [['Y', [1, 6, 8]], ['K', [1, 6, 8]]],
    text(trace, lab) {
      const cmp = decodeComparison(lab, trace.config, {}, 0);
      return [
        'Generation appends one token at a time. For the new token only its query row is computed; its key and value rows are appended to a cache, and every earlier key and value is reused, not recomputed.',
        `At token t the new query meets t + 1 cached keys: 1${x}${trace.config.dK} against (t+1)${x}${trace.config.dK} per head. Because of the causal mask, row t never depended on later tokens, so the rows already produced never change.`,
        `Replaying all ${cmp.steps} tokens this way and comparing with the full computation below: the largest difference in Y is ${sci(cmp.maxDiff)}. Use “Add the next token” to step through it.`,
      ];
    },
  },
  {
    id: 'equivalence',
    title: 'Split one projection, or project per head: the same numbers',
    question: 'Are one d_model×d_model projection split into h heads and h separate d_model×d_k projections the same? And concat·W_O?',
    config: { text: 'the cat sat on the mat', mask: 'causal', heads: 2, dModel: 8 }, step: 'split_q', view: 'equivalence',
    claims: [['W_q', [8, 8]], ['Q_heads', [1, 2, 6, 4]], ['W_o', [8, 8]]],
    text(trace) {
      const eq = multiHeadEquivalence(trace, 0);
      return [
        `The two conventions you will meet in tutorials are the same computation. Head p of X·W_q (W_q is d_model${x}d_model = ${shape(trace, 'W_q')}) is X times columns p·d_k…(p+1)·d_k: a d_model${x}d_k = 8${x}4 matrix of its own. Largest difference over both heads: ${sci(eq.maxProjection)}.`,
        `At the output, concat·W_O splits the same way: concat’s columns p·d_v…(p+1)·d_v meet rows p·d_v…(p+1)·d_v of W_O, so Y = Σ_p Z_p·W_O^p. Largest difference: ${sci(eq.maxOutput)} (float32 rounding).`,
      ];
    },
  },
  {
    id: 'block',
    title: 'The rest of the block: Add & Norm and the feed-forward network',
    question: 'Where do the feed-forward network and the residual Add & Norm sit, and what are their shapes?',
    config: { text: 'the cat sat on the mat', mask: 'causal', heads: 2, dModel: 8, block: true, dFF: 32 }, step: 'ffn_hidden',
    claims: [['residual1', [1, 6, 8]], ['norm1', [1, 6, 8]], ['W_1', [8, 32]], ['hidden', [1, 6, 32]], ['W_2', [32, 8]], ['ffn', [1, 6, 8]], ['norm2', [1, 6, 8]]],
    text(trace) {
      const n = rowOf(trace, 'norm1', 0);
      const mean = n.reduce((a, v) => a + v, 0) / n.length;
      const variance = n.reduce((a, v) => a + (v - mean) ** 2, 0) / n.length;
      const { dModel: D, dFF } = trace.config;
      return [
        `After attention (Y, T${x}d_model = 6${x}${D}) comes Add & Norm: residual₁ = X + Y, then LayerNorm brings each row to mean 0 and variance 1 (row 0 of norm₁: mean ${full(mean, 4)}, variance ${full(variance, 4)}).`,
        `Then the feed-forward network works on each token alone: d_model → d_ff → d_model, (6${x}${D})·(${D}${x}${dFF}) → 6${x}${dFF}, ReLU, then (6${x}${dFF})·(${dFF}${x}${D}) → 6${x}${D}. A second Add & Norm gives the block’s output, the same 6${x}${D} shape that went in, so blocks stack.`,
        'The Whole block checkbox adds these steps to the timeline for any configuration; d_ff is its width.',
      ];
    },
  },
  {
    id: 'heads-learn',
    title: 'What do heads learn?',
    question: 'After training, what does an attention head actually do? What are previous-token and induction heads?',
    preset: 'trained-induction-layer2', step: 'softmax', head: 2,
    claims: [['X', [1, 24, 64]], ['W_q', [64, 64]], ['Q_heads', [1, 4, 24, 16]], ['weights', [1, 4, 24, 24]]],
    text(trace) {
      const { T, P, induction } = headPatterns(trace), tokens = trace.tokens[0];
      const q = T - 3, key = q - P + 1, h = 2;
      const w = rowOf(trace, 'weights', q, { h });
      return [
        `These weights were learnt, not drawn at random: a 2-layer model (4 heads, d_model = 64) was trained for 2,000 batches on sequences that repeat a random segment. Here the last P = ${P} tokens repeat the ${P} before them: ${tokens.join(' ')}.`,
        `Query ${q} is token ${tokens[q]}. Its earlier twin sits at position ${q - P}, and the token after the twin, at key ${key}, is ${tokens[key]}: exactly the token that comes next. Head ${h + 1} puts ${full(w[key], 3)} of query ${q}’s weight on key ${key}.`,
        `Over the second copy, each head’s mean weight on “the key after my earlier twin” is ${list(induction, 2)}: all four are induction heads. They can find that key only because layer 1 wrote into every token which token preceded it (its previous-token heads); the next chapter takes those away.`,
      ];
    },
  },
  {
    id: 'knock-out',
    title: 'Knock out a head: the two-head circuit',
    question: 'If layer 1’s previous-token heads are removed, what happens to the induction heads of layer 2?',
    preset: 'trained-induction-layer2-knockout', step: 'softmax', head: 2,
    claims: [['X', [1, 24, 64]], ['weights', [1, 4, 24, 24]]],
    text(trace, lab, { presets = [] } = {}) {
      const knocked = presets.find((p) => p.id === 'trained-induction-layer2-knockout');
      const intact = presets.find((p) => p.id === 'trained-induction-layer2');
      const before = headPatterns(lab.run(intact.config, intact.inputs)).induction, after = headPatterns(trace).induction;
      const heads = knocked.knockedOut.map(([, h]) => h + 1).join(' and ');
      return [
        `The same trained weights and the same sequence, with layer 1’s previous-token heads (heads ${heads}) knocked out: their output is replaced by zeros, so layer 2’s input X no longer carries “the token before me”.`,
        `Layer 2’s mean weight on the induction target falls from ${list(before, 2)} to ${list(after, 2)}: without the previous-token heads, the induction heads cannot find the key to copy. Neither head does the job alone; together they are a circuit.`,
        'Try it in “Train a model”: train the induction task, then press a layer-1 previous-token head to knock it out, and watch layer 2’s pattern and the held-out accuracy collapse.',
      ];
    },
  },
  // Today's attention (issue 16): each chapter's numbers come from the engine (the trace, or lab.step / lab.run).
  {
    id: 'gqa-cache',
    title: 'Why grouped-query attention shrinks the KV cache',
    question: 'Llama and Mistral have fewer key/value heads than query heads. What does that save, and what does it cost?',
    preset: 'llama-gqa-rope', step: 'split_k', view: 'kv-cache',
    claims: [['Q_heads', [1, 4, 6, 4]], ['K_heads', [1, 2, 6, 4]], ['V_heads', [1, 2, 6, 4]], ['W_k', [16, 8]], ['weights', [1, 4, 6, 6]]],
    text(trace) {
      const rows = cacheRows(REAL_SHAPE);
      return [
        `Here 4 query heads share 2 key/value heads: W_k is ${shape(trace, 'W_k')} instead of 16${x}16, and K_heads is ${shape(trace, 'K_heads')} while Q_heads is ${shape(trace, 'Q_heads')}. Query heads 0 and 1 read kv head 0, heads 2 and 3 read kv head 1 (repeat_interleave); each query head still gets its own weights, ${shape(trace, 'weights')}.`,
        `Generation keeps every earlier K and V row in a cache, so its size is 2 · layers · S · h_kv · d_head numbers. For a 32-layer model with 32 heads of 128 at 8,192 tokens in fp16: ${rows.map((r) => `${r.name} ${bytesText(r.bytes)}`).join(', ')}.`,
        'The cache is what limits batch size and context length on a GPU; GQA keeps most of multi-head quality for a quarter of it. Change the shape in the table above.',
      ];
    },
  },
  {
    id: 'rope-distance',
    title: 'RoPE: the score depends only on t − s',
    question: 'What does a rotary position embedding do to a query·key dot product?',
    preset: 'llama-gqa-rope', step: 'rope_q',
    claims: [['Q_rope', [1, 4, 6, 4]], ['K_rope', [1, 2, 6, 4]], ['scores', [1, 4, 6, 6]]],
    text(trace, lab) {
      const { pairs, spread } = ropeDistanceDemo(trace, lab);
      return [
        'RoPE turns pair i of a query at position t by t·θ_i and of a key at position s by s·θ_i. A dot product of two turned vectors only sees the angle between them, so it depends on (t − s)·θ_i: how far apart, not where.',
        `Checked with the engine: head 0’s query of token 0 and key of token 0 placed at every position (lab.step rope_q, rope_k, scores). Pairs with t − s = 2 score ${pairs.map(([t, s, v]) => `(${t}, ${s}) ${full(v, 5)}`).join(', ')}; along every diagonal the scores differ by at most ${sci(spread)} (float32 rounding).`,
        'Play the step: the picture turns one pair by its angle; choose another pair to see slow and fast ones.',
      ];
    },
  },
  {
    id: 'sliding-reach',
    title: 'A sliding window still sees far back',
    question: 'With a window of a few tokens, how can a Mistral-style model use anything further back?',
    preset: 'mistral-sliding', step: 'mask',
    claims: [['M', [1, 8, 8]], ['weights', [1, 4, 8, 8]]],
    text(trace) {
      const reach = reachAcrossLayers(trace, 3);
      const w = trace.config.window, last = trace.config.queryLen - 1;
      return [
        `M lets query t see keys t − ${w} < s ≤ t: the last token (${last}) sees keys ${reach[0][0]}–${last} in one layer, never more than ${w} keys, so the work per token stays ${w}, not T.`,
        `But layer 2 reads layer 1’s outputs, and those already mixed their own windows. Composing this M with itself (which key can reach the last token through allowed cells): ${reach.map(([from], l) => `${l + 1} layer${l ? 's' : ''}: from key ${from}`).join('; ')}. Each layer adds ${w - 1} tokens of reach.`,
        'Mistral 7B uses a window of 4,096 over 32 layers: in principle about 131k tokens of reach with a 4k-wide attention.',
      ];
    },
  },
  {
    id: 'flash-same-z',
    title: 'FlashAttention: the same Z without the T×S matrix',
    question: 'How can FlashAttention compute softmax without ever holding a whole row of scores?',
    preset: 'flash-tiles', step: 'flash_out',
    claims: [['flash_m', [1, 2, 3, 6]], ['flash_l', [1, 2, 3, 6]], ['flash_O', [1, 2, 3, 6, 4]], ['Z', [1, 2, 6, 4]]],
    text(trace, lab) {
      const plain = lab.run({ ...trace.config, flash: false });
      let diff = 0;
      trace.tensors.Z.data.forEach((v, i) => { diff = Math.max(diff, Math.abs(v - plain.tensors.Z.data[i])); });
      const f = trace.flash;
      return [
        'Softmax needs a row’s max and sum, but both can be kept running: after each key tile, m’ = max(m, tile max), and the old sum and output are multiplied by e^(m − m’) before the tile’s own e^(x − m’) terms are added. At the end, Z = O / l.',
        `Here with 2${x}2 tiles (${f.tilesK} key tiles per row): the largest difference between this Z and the ordinary path’s is ${sci(diff)}. The ordinary path’s T${x}S scores take ${f.matrixBytes} bytes for all heads; one tile works in ${f.tileBytes} (its scores and its rows’ m, l and O), however long the sequence.`,
        'At T = 4,096 with 12 heads, the scores would be 768 MiB per layer in float32; the tiles stay a few KiB, which is why long contexts fit.',
      ];
    },
  },
  ...modelChapters,
];

// RoPE's relative-position property, computed by the engine: one query vector q and one key vector k
// put at every position, rotated (lab.step rope_q / rope_k) and scored (lab.step scores).
function ropeDistanceDemo(trace, lab) {
  const T = trace.config.queryLen, q = rowOf(trace, 'Q_heads', 0), k = rowOf(trace, 'K_heads', 0), d = q.length;
  const repeat = (v) => ({ shape: [1, 1, T, d], data: Float32Array.from({ length: T * d }, (_, i) => v[i % d]) });
  const config = { ...trace.config, kvHeads: 0, heads: 1, dModel: d, dK: d, dV: d };
  const Q_rope = lab.step('rope_q', { Q_heads: repeat(q) }, config).output;
  const K_rope = lab.step('rope_k', { K_heads: repeat(k) }, config).output;
  const scores = lab.step('scores', { Q_rope, K_rope }).output.data;
  const at = (t, s) => scores[t * T + s];
  let spread = 0;
  for (let gap = -(T - 1); gap < T; gap++) {
    const diagonal = [];
    for (let t = 0; t < T; t++) if (t - gap >= 0 && t - gap < T) diagonal.push(at(t, t - gap));
    spread = Math.max(spread, Math.max(...diagonal) - Math.min(...diagonal));
  }
  const pairs = [];
  for (let t = 2; t < T && pairs.length < 3; t++) pairs.push([t, t - 2, at(t, t - 2)]);
  return { pairs, spread };
}

// How far back the last query reaches after 1…layers layers of this mask: which keys connect to it
// through allowed cells of the engine's M (0 = allowed), composed layer by layer.
function reachAcrossLayers(trace, layers) {
  const M = matrixOf(trace, 'M', { b: 0 });
  const last = M.rows - 1;
  let reach = new Set([last]);
  const out = [];
  for (let l = 0; l < layers; l++) {
    const next = new Set();
    for (const t of reach) for (let s = 0; s < M.cols; s++) if (M.get(t, s) === 0) next.add(s);
    reach = next;
    out.push([Math.min(...reach)]);
  }
  return out;
}

/** Chapter number (1-based) from `?chapter=4` or `#chapter-4`; null when absent or invalid. */
export function chapterFromLocation(search, hash) {
  let raw = null;
  try { raw = new URLSearchParams(search).get('chapter'); } catch { raw = null; }
  if (raw === null) {
    const m = /^#chapter-(\d{1,2})$/.exec(String(hash ?? ''));
    raw = m ? m[1] : null;
  }
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= chapters.length ? n : null;
}
