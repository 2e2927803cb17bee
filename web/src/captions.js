// Captions: two or three plain sentences per step, written from the trace's real sizes and tokens.
// They answer the learners' questions from the seed documents: where [4, 3, 12, 2] comes from, why the
// weights are T×S in cross-attention, why −∞ becomes 0, why each row sums to 1, that masks apply to
// every head. Plain text only: the page inserts it with textContent.
import { count } from './format.js';

const times = '\u00d7';
const minusInfinity = '\u2212\u221e';

const quote = (token) => `\u2018${token}\u2019`;

// "'the', 'cat' and 'sat'" (at most `limit` tokens, then "…").
function listTokens(tokens, limit = 6) {
  const shown = tokens.slice(0, limit).map(quote);
  if (tokens.length > limit) return `${shown.join(', ')}, \u2026`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

const dims = (shape) => shape.join(times);

// Sizes and token lists of one trace, for the item shown.
function sizesOf(trace, item) {
  const c = trace.config;
  const tokens = (trace.tokens && trace.tokens[item]) || [];
  const cross = Boolean(c.crossAttention);
  const keyTokens = cross ? (trace.sourceTokens && trace.sourceTokens[item]) || [] : tokens;
  return {
    B: c.batch, T: c.queryLen, S: c.keyLen, D: c.dModel, h: c.heads, dk: c.dK, dv: c.dV,
    hkv: c.kvHeads || c.heads, window: c.window, ropeBase: c.ropeBase,
    mask: c.mask, cross, tokens, keyTokens, validLength: (c.validLengths || [])[item],
    // The keys query row t may attend: read from the engine's M when the trace kept it.
    allowedKeys(t) {
      const M = trace.tensors && trace.tensors.M;
      const S = c.keyLen;
      const keys = [...Array(S).keys()];
      if (M && M.data) return keys.filter((s) => M.data[(item * c.queryLen + t) * S + s] === 0);
      const causal = c.mask === 'causal' || c.mask === 'causal+padding';
      const padded = c.mask === 'padding' || c.mask === 'causal+padding';
      const n = (c.validLengths || [])[item] ?? S;
      return keys.filter((s) => !(causal && s > t) && !(padded && s >= n));
    },
  };
}

// The causal example row: row 2 (rows count from 0, as in the hovers and the code) when there is one, else the last.
function causalSentence(z) {
  const row = Math.min(3, z.T);
  const allowed = z.allowedKeys(row - 1).map((s) => z.keyTokens[s] ?? `key ${s + 1}`);
  const token = z.tokens[row - 1];
  const blocked = z.S - allowed.length;
  const head = `Row ${row - 1}${token ? ` (${quote(token)})` : ''} may only look at ${allowed.length ? listTokens(allowed) : 'no key at all'}`;
  if (blocked <= 0) return `${head}: it is the last row, so nothing is hidden from it.`;
  return `${head}: ${blocked === 1 ? 'the other key gets' : `the other ${blocked} keys get`} ${minusInfinity}, so after softmax ${blocked === 1 ? 'it weighs' : 'they weigh'} exactly 0.`;
}

function maskSentences(z) {
  const shape = `${z.T}${times}${z.S}`;
  const same = z.h === 1
    ? `M is ${z.B > 1 ? `${z.B}${times}` : ''}${shape} and has no head axis: with more heads, every head would get this same mask.`
    : `M is ${z.B > 1 ? `${z.B}${times}` : ''}${shape} and has no head axis: the same mask is added to every one of the ${count(z.h, 'head')}.`;
  switch (z.mask) {
    case 'none':
      return [
        `No mask: every query may attend every key, so M is all zeros${z.cross ? ', as usual in cross-attention (every target token may read the whole source)' : ', as in an encoder'}.`,
        same,
      ];
    case 'causal':
      return [causalSentence(z), same];
    case 'padding': {
      const n = z.validLength ?? z.S;
      return [
        `Padding mask: this item has ${count(n, 'real key')} out of ${z.S}; keys after position ${n} are padding and get ${minusInfinity} in every row.`,
        same,
      ];
    }
    case 'causal+padding':
      return [causalSentence(z), `Keys after this item\u2019s valid length (${z.validLength ?? z.S}) are padding and are blocked too. ${same}`];
    case 'sliding': case 'sliding+padding':
      return [`Sliding window w = ${z.window}: query t sees itself and the ${z.window - 1} keys before it (t \u2212 ${z.window} < s \u2264 t), a band along the diagonal; every other key gets ${minusInfinity}${z.mask === 'sliding+padding' ? ', and padded keys too' : ''}. One layer reaches ${z.window - 1} tokens back, but the next layer reads those rows, which already looked back: L layers reach L${times}${z.window - 1} back.`, same];
    case 'custom':
      return [`Custom mask: a cell you marked 0 gets ${minusInfinity}, a cell marked 1 gets 0.`, same];
    default:
      return [same];
  }
}

/**
 * Two or three sentences explaining `step` with the trace's sizes and tokens, one string per sentence
 * (the page shows each as a paragraph).
 * @param {{id: string, shape: number[], output: string}} step  one of trace.steps
 * @param {object} trace  the result of lab.run
 * @param {{item?: number}} [view]  the batch item shown (default 0)
 * @returns {string[]}
 */
export function captionFor(step, trace, view = {}) {
  const text = captionText(step, trace, view);
  return text ? text.split(/(?<=[.!?\u201d])\s+(?=[A-Z\u2018\u201c(])/) : [];
}

/** The caption as one paragraph. */
export function captionText(step, trace, { item = 0 } = {}) {
  if (!step || !trace || !trace.config) return '';
  const z = sizesOf(trace, item);
  const id = step.id;
  const shape = dims(step.shape || []);
  const side = id.endsWith('_kv') ? 'kv' : id.endsWith('_q') ? 'q' : '';
  const sideTokens = side === 'kv' ? z.keyTokens : z.tokens;
  const sideLen = side === 'kv' ? z.S : z.T;
  const sideName = side === 'kv' ? 'source' : side === 'q' ? 'target' : '';
  const headsNote = `${count(z.h, 'head')}, so ${shape} in all`;

  if (id.startsWith('flash_') && id !== 'flash_out') return flashCaption(step, trace, z);
  switch (id) {
    case 'rope_q': case 'rope_k': {
      const who = id === 'rope_q' ? 'query' : 'key', pos = id === 'rope_q' ? 't' : 's';
      return `RoPE turns each ${who} by its position: its ${z.dk} numbers are ${count(z.dk / 2, 'pair')} (x_i, x_{i+${z.dk / 2}}), and pair i at position ${pos} is rotated by the angle ${pos}${times}\u03b8_i, \u03b8_i = ${z.ropeBase}^(\u22122i/${z.dk}). Early pairs turn fast, late pairs slowly. Because a query turned by t and a key turned by s meet in a dot product, only the difference t \u2212 s of their angles counts: the score depends on how far apart they are, not on where they are. Nothing is added to X.`;
    }
    case 'alibi':
      return `ALiBi adds no positions to X; instead every score gets a penalty \u2212m${times}(t \u2212 s) that grows with the distance back to the key. Each of the ${count(z.h, 'head')} has its own slope m (hover a cell, or read the list), so some heads look near and some far. The bias is ${shape}: one T${times}S matrix per head, the same for every item.`;
    case 'flash_out':
      return `The last key tile is done: each row\u2019s O is divided by its final running sum l, which gives the same Z as softmax(scores)${'\u00b7'}V \u2014 without ever holding the whole ${z.T}${times}${z.S} matrix. The running max only kept e^x from overflowing; dividing by l undoes every rescale at once.`;
    case 'embed': case 'embed_q': case 'embed_kv':
      return `${sideLen === 1 ? 'The one' : `Each of the ${sideLen}`} ${sideName ? `${sideName} ` : ''}${sideLen === 1 ? 'token' : 'tokens'} (${listTokens(sideTokens)}) looks up its own row of d_model = ${z.D} numbers in an embedding table: E is B${times}${side === 'kv' ? 'S' : 'T'}${times}d_model = ${shape}. The table here is seeded random numbers, standing in for learned embeddings.`;
    case 'position': case 'position_q': case 'position_kv':
      return `Attention by itself ignores word order, so position t gets a fixed pattern of sines and cosines: P is ${shape}, one row per position. The same P is added to every sentence of the batch.`;
    case 'input': case 'input_q': case 'input_kv': {
      const what = side === 'kv' ? 'the source side: keys and values will be read from it' : side === 'q' ? 'the target side: the queries will come from it' : 'what attention reads';
      const given = !(trace.steps || []).some((s) => s.id.startsWith('embed'));
      const origin = given ? `X was given as numbers (as in a worked example), not built from token embeddings.` : `X = E + P: each row now says both which word it is and where it stands.`;
      return `${origin} This ${shape} tensor is ${what}.`;
    }
    case 'project_q':
      return `Q = X${z.cross ? '_q' : ''}${'\u00b7'}W_q: each of the ${count(z.T, 'row')} of X meets W_q and becomes one query: (T${times}d_model)${'\u00b7'}(d_model${times}h${'\u00b7'}d_k) \u2192 ${z.T}${times}${z.h * z.dk}. W_q is d_model${times}(h${'\u00b7'}d_k) = ${z.D}${times}${z.h * z.dk}; ${z.h === 1 ? 'with a single head, d_k is all of its columns' : `the queries of all ${z.h} heads come from this one product`}.`;
    case 'project_k':
      return `K = ${z.cross ? 'X_kv' : 'X'}${'\u00b7'}W_k: one key per ${z.cross ? 'source' : ''}${z.cross ? ' ' : ''}token, ${z.S}${times}${z.hkv * z.dk} per sentence${z.hkv !== z.h ? ` (${count(z.hkv, 'key/value head')} for ${count(z.h, 'query head')}: a smaller K, and a smaller KV cache)` : ''}.${z.cross ? ` In cross-attention the keys come from the source (${listTokens(z.keyTokens)}), so K has S = ${z.S} ${z.S === 1 ? "row" : "rows"} while Q has T = ${z.T}.` : ` A query and a key are compared by their dot product, so both have d_k = ${z.dk} numbers per head.`}`;
    case 'project_v':
      return `V = ${z.cross ? 'X_kv' : 'X'}${'\u00b7'}W_v: what each ${z.cross ? 'source ' : ''}token passes on once it is attended to, ${z.S}${times}${z.hkv * z.dv} per sentence (d_v = ${z.dv} per head). W_v is ${z.D}${times}${z.hkv * z.dv}.`;
    case 'split_q': case 'split_k': case 'split_v': {
      const letter = id.slice(-1).toUpperCase();
      const len = letter === 'Q' ? 'T' : 'S';
      const n = letter === 'Q' ? z.T : z.S;
      const w = letter === 'V' ? z.dv : z.dk;
      const wName = letter === 'V' ? 'd_v' : 'd_k';
      if (letter !== 'Q' && z.hkv !== z.h)
        return `The ${z.hkv * w} columns of ${letter} are cut into ${count(z.hkv, 'key/value head')} of ${wName} = ${w}: [B, h_kv, ${len}, ${wName}] = [${z.B}, ${z.hkv}, ${n}, ${w}]. Query head p reads key/value head \u230ap / ${z.h / z.hkv}\u230b, as repeat_interleave (HF Llama: repeat_kv) makes it: ${z.hkv === 1 ? 'multi-query attention, one head for all' : `grouped-query attention, ${z.h / z.hkv} query heads per group`}.`;
      return `The ${z.h * w} columns of ${letter} are cut into ${count(z.h, 'head')} of ${wName} = ${w}: view(B, ${len}, h, ${wName}) gives ${z.B}${times}${n}${times}${z.h}${times}${w}, and transpose(1, 2) gives [B, h, ${len}, ${wName}] = [${z.B}, ${z.h}, ${n}, ${w}]: ${count(z.B, 'sentence')}, ${count(z.h, 'head')}, ${count(n, 'token')}, ${w} numbers per head${w * z.h === z.D ? ` (${z.D} / ${z.h} = ${w})` : ''}. Nothing is recomputed; the same numbers are only regrouped, so each head gets its own ${n}${times}${w} matrix.`;
    }
    case 'scores':
      if (z.cross)
        return `Each of the ${count(z.T, 'target query', 'target queries')} (${listTokens(z.tokens)}) is compared with each of the ${count(z.S, 'source key')} (${listTokens(z.keyTokens)}): (T${times}d_k)${'\u00b7'}(d_k${times}S) \u2192 T${times}S = ${z.T}${times}${z.S} per head. Rows are the tokens being produced, columns the tokens being read, which is why the table is T${times}S and not square.`;
      return `Each of the ${count(z.T, 'query', 'queries')} is compared with each of the ${count(z.S, 'key')}: a ${z.T}${times}${z.S} table per head (${headsNote}). Cell (t, s) is the dot product of query t and key s: (T${times}d_k)${'\u00b7'}(d_k${times}S) \u2192 (T${times}S), the inner d_k = ${z.dk} cancels.`;
    case 'scale':
      return `Every score is divided by \u221ad_k = \u221a${z.dk} ${Number.isInteger(Math.sqrt(z.dk)) ? '=' : '\u2248'} ${Number(Math.sqrt(z.dk).toFixed(3))}, the size of one head\u2019s vectors (not of d_model). Without it, dot products grow with d_k and softmax would give almost all the weight to a single key.`;
    case 'mask':
      return maskSentences(z).join(' ');
    case 'masked':
      if (z.mask === 'none') return `Adding M changes nothing here, because no cell is blocked: every cell keeps its scaled score (+0). With a mask, the same M (${z.T}${times}${z.S}) would be added to every head.`;
      return `The mask is added to the scaled scores of every head: M (${z.T}${times}${z.S}) is broadcast over the ${count(z.h, 'head')} to ${shape}. Allowed cells keep their value (+0); blocked cells become ${minusInfinity}.`;
    case 'softmax': {
      const flagged = (trace.fullyMaskedRows || []).filter(([b]) => b === item).map(([, t]) => t);
      const tail = flagged.length
        ? ` Row ${flagged.join(', ')} has no key it may attend; it is shown as all zeros and flagged (PyTorch would give NaN).`
        : '';
      return `Each row becomes weights: subtract the row\u2019s maximum, take e^x, and divide by the row\u2019s sum, so every row of this ${z.T}${times}${z.S} table adds up to exactly 1. A ${minusInfinity} cell gives e^${minusInfinity} = 0, so a masked key weighs exactly 0, not \u201calmost\u201d 0.${tail}`;
    }
    case 'context':
      return `Z = weights${'\u00b7'}V: each query\u2019s output is a weighted average of the value rows, using its row of weights. (T${times}S)${'\u00b7'}(S${times}d_v) \u2192 (T${times}d_v) = ${z.T}${times}${z.dv} per head, ${shape} in all.`;
    case 'concat':
      if (z.h === 1) return `With a single head there is nothing to put side by side: transpose(1, 2) and view(B, T, h${'\u00b7'}d_v) only drop the head axis, ${z.B}${times}1${times}${z.T}${times}${z.dv} \u2192 ${shape}. With h heads, each token would carry h slices of d_v numbers.`;
      return `The ${count(z.h, 'head')} are put side by side again: transpose(1, 2) and view(B, T, h${'\u00b7'}d_v) turn ${z.B}${times}${z.h}${times}${z.T}${times}${z.dv} into ${shape}. Each token now carries ${z.h}${times}${z.dv} = ${z.h * z.dv} numbers, one slice per head.`;
    case 'output':
      return `Y = concat${'\u00b7'}W_O mixes what the heads found: (T${times}h${'\u00b7'}d_v)${'\u00b7'}(h${'\u00b7'}d_v${times}d_model) \u2192 T${times}d_model = ${z.T}${times}${z.D} per sentence. The output has one row per ${z.cross ? 'target ' : ''}token and the same width as the input, so attention layers can be stacked.`;
    case 'norm1': case 'norm2':
      return `${step.title}: ${step.output} is ${shape}. Each row is shifted by its mean and divided by its standard deviation (hover a cell for its row\u2019s numbers). PyTorch\u2019s nn.LayerNorm would then scale by \u03b3 and shift by \u03b2, learned and starting at 1 and 0; here they stay 1 and 0.`;
    case 'ffn_hidden':
      return `${step.title}: ${step.output} is ${shape}. The feed-forward layers always have their biases b_1 and b_2, as nn.Linear does by default; the Bias box is about the attention projections W_q, W_k, W_v and W_o.`;
    default:
      return step.title ? `${step.title}: ${step.output} is ${shape}.` : '';
  }
}

// One FlashAttention tile: which queries meet which keys, and what the running max and sum do.
function flashCaption(step, trace, z) {
  const f = trace.flash || {};
  return `${step.title}. Each of these queries keeps a running max m and a running sum l of e^(x \u2212 m): when a tile brings a bigger score, m grows and the old l and O are multiplied by e^(m_old \u2212 m_new) before this tile\u2019s terms are added. Only one tile of scores exists at a time (${f.tileBytes ?? '?'} bytes here, against ${f.matrixBytes ?? '?'} for the whole T${times}S matrix of every item and head).`;
}
