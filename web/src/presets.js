// Presets: the worked examples of the seed documents, reproduced with the engine. Where a seed's
// arithmetic is wrong, the preset's notes say so and give the value the engine computes; `checks`
// lists those true values so tests/e2e/content.test.mjs can hold the notes to the engine.
//
// A preset is {id, title, description, config (partial engine config), inputs? (given matrices,
// row-major, x @ W convention), step? (the step id to open at), notes: [plain sentences],
// checks?: [{tensor, values, digits}]}.

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

export const presets = [
  {
    id: 'default',
    title: 'The cat sat on the mat',
    description: 'Six tokens, d_model = 8, two heads, causal mask: small enough to read every number.',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 8, heads: 2, dK: 0, dV: 0, mask: 'causal', crossAttention: false, bias: false, seed: 42 },
    step: 'scores',
    notes: [
      'Every number on the page is computed by the engine from this sentence; the embeddings and weights come from a seeded random generator, standing in for trained ones.',
      'Row 2 (\u2018sat\u2019; rows count from 0) of the causal mask lets the query see only \u2018the\u2019, \u2018cat\u2019 and \u2018sat\u2019; the later keys get \u2212\u221e and weigh exactly 0 after softmax.',
    ],
  },
  {
    id: 'shape-guide-n6',
    title: 'Shape guide: N = 6, d = 512, one head',
    description: 'A textbook guide\u2019s concrete example: six tokens, d_model = 512, a single causal head with d_k = d_v = 512.',
    config: { text: 'Your journey starts with one step', batch: 1, dModel: 512, heads: 1, dK: 0, dV: 0, mask: 'causal', crossAttention: false, bias: false, seed: 42 },
    step: 'context',
    notes: [
      'W_q, W_k and W_v are 512\u00d7512 each (d_model\u00d7d_k with d_k = 512 for a single head); X, Q, K and V are 6\u00d7512.',
      'The scores, the causal mask and the attention weights are 6\u00d76; Z, the context matrix, is 6\u00d7512 (N\u00d7d_v).',
      'The source\u2019s shapes are right. Its wording \u201cupper triangular matrix filled with \u2212inf\u201d means the part strictly above the diagonal: the diagonal is 0, because each token may attend to itself.',
      'The source writes softmax(masked_scores / \u221ad_k); the engine scales first and then adds the mask, which gives the same weights because \u2212\u221e divided by \u221ad_k is still \u2212\u221e.',
    ],
  },
  {
    id: 'gpt-b4-t12-c6',
    title: 'GPT: B = 4, T = 12, C = 6, 3 heads',
    description: 'A GPT tutorial\u2019s CausalSelfAttention: four sentences of twelve tokens, n_embd = 6, n_head = 3, nn.Linear with bias.',
    config: { text: GPT_TEXT, batch: 4, dModel: 6, heads: 3, dK: 0, dV: 0, mask: 'causal', crossAttention: false, bias: true, seed: 42 },
    step: 'split_q',
    notes: [
      'x is [4, 12, 6]; c_attn gives qkv of [4, 12, 18], split into q, k and v of [4, 12, 6] each.',
      'q.view(4, 12, 3, 2) is [4, 12, 3, 2]; .transpose(1, 2) makes it [4, 3, 12, 2]: 4 sentences, 3 heads, 12 tokens, 6 / 3 = 2 numbers per head.',
      'att = q @ k.transpose(-2, -1) is [4, 3, 12, 12], scaled by k.size(-1) ** -0.5 = 1/\u221a2; y = att @ v is [4, 3, 12, 2], and y.transpose(1, 2).contiguous().view(4, 12, 6) puts the heads side by side again.',
      'The engine keeps W_q, W_k and W_v apart; together they are c_attn\u2019s weight: nn.Linear stores it as (18, 6) and computes x @ weight.T, so weight.T (6\u00d718) is [W_q | W_k | W_v].',
      'The source\u2019s shapes are all right. The causal mask is one 12\u00d712 table, broadcast to every sentence and every head.',
    ],
  },
  {
    id: 'me-gustan-decoder',
    title: '\u201cMe gustan\u201d decoder self-attention: d_model = 8, 2 heads',
    description: 'A tutorial\u2019s worked example of masked multi-head decoder attention: T = 2, d_model = 8, H = 2, d_k = d_v = 4, causal mask, with the example\u2019s D and its scores [[1.0, 0.8], [0.9, 1.1]] in each head.',
    config: { text: 'Me gustan', batch: 1, dModel: 8, heads: 2, dK: 0, dV: 0, mask: 'causal', crossAttention: false, bias: false, seed: 42 },
    inputs: { X: D8.flat(), W_q: W_Q8.flat(), W_k: Array.from(identity(8)), W_v: Array.from(identity(8)), W_o: Array.from(identity(8)) },
    step: 'softmax',
    notes: [
      'X is the example\u2019s D (2\u00d78). W_k, W_v and W_o are the identity, so K = V = D and the output is the concatenation itself; the example does not give them.',
      'The example shows only the first and last rows of W_Q\u00b9; the hidden rows and W_Q\u00b2 were chosen so that both heads\u2019 scaled scores are exactly the example\u2019s [[1.0, 0.8], [0.9, 1.1]].',
      'The source says softmax([0.9, 1.1]) = [0.4, 0.6]; the true value is [0.4502, 0.5498] (e^0.9 / (e^0.9 + e^1.1) = 1 / (1 + e^0.2)).',
      'The source says the masked future score contributes \u201cnear zero\u201d; the true value is exactly 0, because e^\u2212\u221e = 0. Row 0 of the weights is [1, 0] in every head.',
      'The example\u2019s concatenation [[0.4, 0.3, 0.2, 0.1, 0.5, 0.6, 0.7, 0.8], [0.9, 1.0, 0.8, 0.7, 1.3, 1.4, 1.2, 1.1]] cannot come from these weights: with V = D the true value is [[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8], [0.5399, 0.6399, 0.7399, 0.8399, 0.9399, 1.0399, 1.1399, 1.2399]]. Row 1 of each head always equals that head\u2019s first value row, since its weights are [1, 0].',
      'For the example\u2019s 3-token case with every score 1, the true weights are [1, 0, 0], [0.5, 0.5, 0] and [0.3333, 0.3333, 0.3333].',
      'The source writes Q = W_Q \u00b7 D; with D as rows of tokens (T\u00d7d_model) it is D \u00b7 W_Q, (2\u00d78)\u00b7(8\u00d74) \u2192 2\u00d74 per head. The mask is the same 2\u00d72 table for both heads: it is applied to every head.',
    ],
    checks: [
      { tensor: 'scaled', values: [1.0, 0.8, 0.9, 1.1, 1.0, 0.8, 0.9, 1.1], digits: 4 },
      { tensor: 'weights', values: [1, 0, 0.4502, 0.5498, 1, 0, 0.4502, 0.5498], digits: 4 },
      { tensor: 'concat', values: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.5399, 0.6399, 0.7399, 0.8399, 0.9399, 1.0399, 1.1399, 1.2399], digits: 4 },
    ],
  },
  {
    id: 'me-gustan-decoder-1head',
    title: '\u201cMe gustan\u201d decoder self-attention: d_model = 4, one head',
    description: 'A tutorial\u2019s worked decoder example: T = 2, d_model = d_k = d_v = 4, causal mask, scores [[1.0, 0.8], [0.9, 1.1]] and V = D.',
    config: { text: 'Me gustan', batch: 1, dModel: 4, heads: 1, dK: 0, dV: 0, mask: 'causal', crossAttention: false, bias: false, seed: 42 },
    inputs: { X: D4.flat(), W_q: W_Q4.flat(), W_k: Array.from(identity(4)), W_v: Array.from(identity(4)), W_o: Array.from(identity(4)) },
    step: 'softmax',
    notes: [
      'X is the example\u2019s D (2\u00d74) and V = D, as in the example; W_q was chosen so the scaled scores are exactly the example\u2019s [[1.0, 0.8], [0.9, 1.1]].',
      'The source says the weights are [[1.0, 0.0], [0.4, 0.6]]; the true value is [[1, 0], [0.4502, 0.5498]].',
      'The source says the output is [[0.1, 0.2, 0.3, 0.4], [0.34, 0.44, 0.54, 0.64]]; the true value is [[0.1, 0.2, 0.3, 0.4], [0.3199, 0.4199, 0.5199, 0.6199]] (0.4502 \u00d7 0.1 + 0.5498 \u00d7 0.5 = 0.3199).',
    ],
    checks: [
      { tensor: 'scaled', values: [1.0, 0.8, 0.9, 1.1], digits: 4 },
      { tensor: 'weights', values: [1, 0, 0.4502, 0.5498], digits: 4 },
      { tensor: 'Z', values: [0.1, 0.2, 0.3, 0.4, 0.3199, 0.4199, 0.5199, 0.6199], digits: 4 },
    ],
  },
  {
    id: 'i-like-cats-cross',
    title: '\u201cI like cats\u201d \u2192 \u201cMe gustan\u201d: encoder-decoder attention',
    description: 'A tutorial\u2019s worked cross-attention example with its matrices: encoder output E (3\u00d74) as keys and values, decoder queries Q (2\u00d74), d_model = 4, one head.',
    config: { text: 'Me gustan', sourceText: 'I like cats', batch: 1, dModel: 4, heads: 1, dK: 0, dV: 0, mask: 'none', crossAttention: true, bias: false, seed: 42 },
    inputs: { X_q: Q_GUSTAN.flat(), X_kv: E_CATS.flat(), W_q: Array.from(identity(4)), W_k: Array.from(identity(4)), W_v: Array.from(identity(4)), W_o: Array.from(identity(4)) },
    step: 'scores',
    notes: [
      'X_q is the example\u2019s Q and X_kv its E; every W is the identity, so Q is the example\u2019s Q and K = V = E, as the example says.',
      'The weights are T\u00d7S = 2\u00d73: one row per target token (the queries, \u201cMe gustan\u201d), one column per source token (the keys, \u201cI like cats\u201d).',
      'The source says the scores are [[0.3, 0.7, 1.1], [0.26, 0.62, 0.98]]; the true value is [[0.6, 1.4, 2.2], [0.5, 1.14, 1.78]] (0.2\u00d70.1 + 0.4\u00d70.2 + 0.6\u00d70.3 + 0.8\u00d70.4 = 0.6).',
      'The source says the scaled scores are [[0.15, 0.35, 0.55], [0.13, 0.31, 0.49]]; the true value is [[0.3, 0.7, 1.1], [0.25, 0.57, 0.89]] (divided by \u221a4 = 2).',
      'The source says the weights are [[0.2, 0.3, 0.5], [0.25, 0.35, 0.4]]; the true value is [[0.212, 0.3162, 0.4718], [0.234, 0.3222, 0.4438]].',
      'The source says the context is [[0.62, 0.72, 0.82, 0.92], [0.65, 0.75, 0.85, 0.95]]; the true value is [[0.6039, 0.7039, 0.8039, 0.9039], [0.5839, 0.6839, 0.7839, 0.8839]]. Even with its own weights, row 2 would be [0.56, 0.66, 0.76, 0.86], not [0.65, \u2026].',
      'The source scales by \u221ad_model; the rule is \u221ad_k, which is the same number here only because there is a single head.',
    ],
    checks: [
      { tensor: 'scores', values: [0.6, 1.4, 2.2, 0.5, 1.14, 1.78], digits: 4 },
      { tensor: 'scaled', values: [0.3, 0.7, 1.1, 0.25, 0.57, 0.89], digits: 4 },
      { tensor: 'weights', values: [0.212, 0.3162, 0.4718, 0.234, 0.3222, 0.4438], digits: 4 },
      { tensor: 'Z', values: [0.6039, 0.7039, 0.8039, 0.9039, 0.5839, 0.6839, 0.7839, 0.8839], digits: 4 },
    ],
  },
  {
    id: 'd512-cross',
    title: 'd_model = 512: \u201cI like cats\u201d \u2192 \u201cMe gustan\u201d',
    description: 'A tutorial\u2019s encoder-decoder example at d_model = 512, one head: its scores [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]] divided by \u221a512.',
    config: { text: 'Me gustan', sourceText: 'I like cats', batch: 1, dModel: 512, heads: 1, dK: 0, dV: 0, mask: 'none', crossAttention: true, bias: false, seed: 42 },
    get inputs() {
      const value = d512Inputs();
      Object.defineProperty(this, 'inputs', { value, enumerable: true });
      return value;
    },
    step: 'softmax',
    notes: [
      'The example shows only a few of the 512 columns of E and Q; here X_q and X_kv were chosen (and every W is the identity) so that Q\u00b7K\u1d40 is exactly the example\u2019s scores [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]].',
      'W_q is 512\u00d7512, Q is 2\u00d7512, K and V are 3\u00d7512, the weights are 2\u00d73 (T\u00d7S) and the context is 2\u00d7512.',
      'The source says the weights are [[0.4, 0.3, 0.3], [0.5, 0.3, 0.2]]; the true value is [[0.3319, 0.3333, 0.3348], [0.3319, 0.3333, 0.3348]]. Divided by \u221a512 \u2248 22.63 the scores differ by less than 0.01, so the weights are nearly uniform, and a larger score can never get a smaller weight.',
    ],
    checks: [
      { tensor: 'scores', values: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6], digits: 4 },
      { tensor: 'weights', values: [0.3319, 0.3333, 0.3348, 0.3319, 0.3333, 0.3348], digits: 4 },
    ],
  },
  {
    id: 'base-512-8-heads',
    title: 'd_model = 512, 8 heads of 64',
    description: 'The original Transformer\u2019s sizes: d_model = 512, h = 8, d_k = d_v = 64, decoder self-attention with a causal mask.',
    config: { text: 'Me gustan los gatos', batch: 1, dModel: 512, heads: 8, dK: 0, dV: 0, mask: 'causal', crossAttention: false, bias: false, seed: 42 },
    step: 'split_q',
    notes: [
      'Q, K and V are 4\u00d7512; split into 8 heads they are 8\u00d74\u00d764 (d_k = 512 / 8 = 64). Each head has its own 4\u00d74 score table; the same causal mask is added to all 8.',
      'The scores are divided by \u221ad_k = \u221a64 = 8, the size of one head, not by \u221ad_model (a common set of notes says \u201cthe square root of the embedding dimension\u201d; that is only right for a single head).',
      'W_O is (h\u00b7d_v)\u00d7d_model = 512\u00d7512. Some notes say (E/H)\u00d7E = 64\u00d7512; that is only the slice of W_O that one head\u2019s output meets.',
      'A tutorial writes MultiHead = W_O \u00b7 Concat; with tokens as rows it is Concat \u00b7 W_O, (4\u00d7512)\u00b7(512\u00d7512) \u2192 4\u00d7512.',
    ],
  },
  // Today's variants (issue 16): each opens on the step that shows it.
  {
    id: 'llama-gqa-rope',
    title: 'Llama-style: GQA + RoPE',
    description: 'Four query heads share two key/value heads (grouped-query attention), and rotary positions turn each query and key by its position instead of adding P to X.',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 16, heads: 4, kvHeads: 2, dK: 0, dV: 0, mask: 'causal', positional: 'rope', ropeBase: 10000, crossAttention: false, bias: false, seed: 42 },
    step: 'rope_q',
    notes: [
      'W_k and W_v are 16\u00d78 (2 key/value heads of 4), not 16\u00d716: K_heads and V_heads are [1, 2, 6, 4]. Query heads 0 and 1 read key/value head 0; heads 2 and 3 read head 1 (repeat_interleave, HF Llama\u2019s repeat_kv).',
      'RoPE rotates each pair (x_i, x_{i+2}) of a query at position t by t\u00b7\u03b8_i, \u03b8_i = 10000^(\u22122i/4): the score of query t and key s then depends on t \u2212 s only.',
    ],
  },
  {
    id: 'mistral-sliding',
    title: 'Mistral-style sliding window',
    description: 'A causal sliding window of 3: each query sees itself and the two keys before it; with RoPE and grouped-query heads, as Mistral has.',
    config: { text: 'the cat sat on the mat and slept', batch: 1, dModel: 16, heads: 4, kvHeads: 2, dK: 0, dV: 0, mask: 'sliding', window: 3, positional: 'rope', crossAttention: false, bias: false, seed: 42 },
    step: 'mask',
    notes: [
      'M is 0 on a band of width 3 along the diagonal (t \u2212 3 < s \u2264 t) and \u2212\u221e elsewhere: a row never has more than 3 keys to weigh.',
      'One layer sees 2 tokens back; a stack of L layers sees up to 2L back, because each layer reads rows that already looked back.',
    ],
  },
  {
    id: 'alibi',
    title: 'ALiBi: a distance penalty per head',
    description: 'No positions are added to X; each head subtracts m\u00b7(t \u2212 s) from its scores, with its own slope m.',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 16, heads: 4, dK: 0, dV: 0, mask: 'causal', positional: 'alibi', crossAttention: false, bias: false, seed: 42 },
    step: 'alibi',
    notes: [
      'With 4 heads the slopes are 2^(\u22122), 2^(\u22124), 2^(\u22126), 2^(\u22128) = 0.25, 0.0625, 0.015625, 0.00390625: head 0 prefers near keys, head 3 barely cares.',
      'The bias is added to the scaled scores before the mask: masked = scaled + alibi + M.',
    ],
  },
  {
    id: 'flash-tiles',
    title: 'FlashAttention tiles',
    description: 'Z computed 2\u00d72 tiles at a time with a running max and sum per row: the same Z, without the T\u00d7S matrix.',
    config: { text: 'the cat sat on the mat', batch: 1, dModel: 8, heads: 2, dK: 0, dV: 0, mask: 'causal', flash: { blockQ: 2, blockK: 2 }, crossAttention: false, bias: false, seed: 42 },
    step: 'flash_1_0',
    notes: [
      'Each query row keeps m (its largest score so far), l (\u03a3 e^(x \u2212 m) so far) and O (\u03a3 e^(x \u2212 m)\u00b7v so far). A tile with a bigger score raises m, and the old l and O are multiplied by e^(m_old \u2212 m_new).',
      'After the last key tile, Z = O / l: the same numbers as softmax(scores)\u00b7V, to float precision.',
    ],
  },
];

/** The preset with this id, or undefined. */
export function presetById(id) {
  return presets.find((preset) => preset.id === id);
}
