// Captions: two or three plain sentences per step, written from the trace's real sizes and tokens.
// They answer the learners' questions from the seed documents: where [4, 3, 12, 2] comes from, why the
// weights are T×S in cross-attention, why −∞ becomes 0, why each row sums to 1, that masks apply to
// every head. Plain text only: the page inserts it with textContent. Every sentence is a message of the
// `steps.caption.*` keys (i18n/en.js); a counted phrase inside a longer sentence is its own plural message.
import { t, language } from '../i18n/i18n.js';
import { full } from '../i18n/format.js';
import { stepTitle } from './step-titles.js';
import { maskKind, masksNothing } from '../engine/mask-kind.js';

const times = '\u00d7';

const quote = (token) => t('steps.caption.quote', { token });

// "'the', 'cat' and 'sat'" (at most `limit` tokens, then "…").
function listTokens(tokens, limit = 6) {
  const shown = tokens.slice(0, limit).map(quote);
  const separator = t('steps.caption.listSeparator');
  if (tokens.length > limit) return t('steps.caption.listMore', { list: shown.join(separator) });
  if (shown.length <= 1) return shown.join('');
  return t('steps.caption.listAnd', { list: shown.slice(0, -1).join(separator), last: shown[shown.length - 1] });
}

const dims = (shape) => shape.join(times);

// Sizes and token lists of one trace, for the item shown; `masks` is lab.schema().masks (what each mask does).
function sizesOf(trace, item, masks) {
  const c = trace.config;
  const tokens = (trace.tokens && trace.tokens[item]) || [];
  const cross = Boolean(c.crossAttention);
  const keyTokens = cross ? (trace.sourceTokens && trace.sourceTokens[item]) || [] : tokens;
  const kind = maskKind(masks, c.mask);
  return {
    B: c.batch, T: c.queryLen, S: c.keyLen, D: c.dModel, h: c.heads, dk: c.dK, dv: c.dV,
    hkv: c.kvHeads || c.heads, window: c.window, ropeBase: c.ropeBase,
    mask: kind, cross, tokens, keyTokens, validLength: (c.validLengths || [])[item],
    // The keys query row t may attend: read from the engine's M when the trace kept it.
    allowedKeys(t) {
      const M = trace.tensors && trace.tensors.M;
      const S = c.keyLen;
      const keys = [...Array(S).keys()];
      if (M && M.data) return keys.filter((s) => M.data[(item * c.queryLen + t) * S + s] === 0);
      const { causal, sliding, padding } = kind ?? {};
      const n = (c.validLengths || [])[item] ?? S;
      return keys.filter((s) => !(causal && s > t) && !(sliding && s <= t - c.window) && !(padding && s >= n));
    },
  };
}

// The causal example row: row 2 (rows count from 0, as in the hovers and the code) when there is one, else the last.
function causalSentence(z) {
  const row = Math.min(3, z.T);
  const allowed = z.allowedKeys(row - 1).map((s) => z.keyTokens[s] ?? t('steps.caption.keyNumber', { n: s + 1 }));
  const token = z.tokens[row - 1];
  const blocked = z.S - allowed.length;
  const values = { row: row - 1, token: token ? quote(token) : '', keys: allowed.length ? listTokens(allowed) : t('steps.caption.noKey'), n: blocked };
  const named = token ? 'Token' : '';
  if (blocked <= 0) return t(`steps.caption.causal.last${named}`, values);
  return t(`steps.caption.causal.blocked${named}`, values);
}

// The mask's sentences, chosen by what it does (z.mask: its schema entry), then the sentence every mask shares.
function maskSentences(z) {
  const shape = `${z.B > 1 ? `${z.B}${times}` : ''}${z.T}${times}${z.S}`;
  const same = z.h === 1 ? t('steps.caption.mask.sameOneHead', { shape }) : t('steps.caption.mask.same', { shape, n: z.h });
  const kind = z.mask;
  if (!kind) return [same];
  if (kind.custom) return [t('steps.caption.mask.custom'), same];
  if (kind.sliding) {
    const values = { w: z.window, before: z.window - 1 };
    const band = t(kind.padding ? 'steps.caption.mask.slidingPadding' : 'steps.caption.mask.sliding', values);
    return [`${band} ${t('steps.caption.mask.slidingReach', values)}`, same];
  }
  if (kind.causal && kind.padding) return [causalSentence(z), `${t('steps.caption.mask.paddingToo', { n: z.validLength ?? z.S })} ${same}`];
  if (kind.causal) return [causalSentence(z), same];
  if (kind.padding) return [t('steps.caption.mask.padding', { n: z.validLength ?? z.S, S: z.S }), same];
  return [t(z.cross ? 'steps.caption.mask.noneCross' : 'steps.caption.mask.none'), same];
}

// Where one sentence ends and the next begins: after . ! ? (or a closing quote) and a space, before a
// capital, an opening quote or a parenthesis; in other languages after . ! ? ؟ (and a closing quote)
// before any capital or uncased letter (Arabic), and Chinese sentences end with 。！？ and need no space.
const SENTENCE_END = {
  en: /(?<=[.!?\u201d])\s+(?=[A-Z\u2018\u201c(])/,
  other: /(?<=[.!?\u061f][\u201d\u00bb]?)\s+(?=[\p{Lu}\p{Lo}\u2018\u201c\u00ab\u201e\u00bf\u00a1(\u2066])|(?<=[。！？])\s*(?=\S)/u,
};

/**
 * Two or three sentences explaining `step` with the trace's sizes and tokens, one string per sentence
 * (the page shows each as a paragraph).
 * @param {{id: string, shape: number[], output: string}} step  one of trace.steps
 * @param {object} trace  the result of lab.run
 * @param {{item?: number, masks?: object[]}} [view]  the batch item shown (default 0); masks: lab.schema().masks
 * @returns {string[]}
 */
export function captionFor(step, trace, view = {}) {
  const text = captionText(step, trace, view);
  return text ? text.split(SENTENCE_END[language()] ?? SENTENCE_END.other) : [];
}

// Long by design: one case per step, read as a table of captions; each case is a line or two.
/** The caption as one paragraph. */
export function captionText(step, trace, { item = 0, masks } = {}) {
  if (!step || !trace || !trace.config) return '';
  const z = sizesOf(trace, item, masks);
  const id = step.id;
  const shape = dims(step.shape || []);
  const side = id.endsWith('_kv') ? 'kv' : id.endsWith('_q') ? 'q' : '';
  const c = (key, values = {}) => t(`steps.caption.${key}`, { shape, ...values });

  if (id.startsWith('flash_') && id !== 'flash_out') return flashCaption(step, trace);
  switch (id) {
    case 'rope_q': case 'rope_k':
      return c(id === 'rope_q' ? 'ropeQ' : 'ropeK', { dk: z.dk, n: z.dk / 2, half: z.dk / 2, base: String(z.ropeBase) });
    case 'alibi':
      return c('alibi', { n: z.h });
    case 'flash_out':
      return c('flashOut', { T: z.T, S: z.S });
    case 'embed': case 'embed_q': case 'embed_kv': {
      const sideLen = side === 'kv' ? z.S : z.T;
      const which = side === 'kv' ? 'Source' : side === 'q' ? 'Target' : '';
      return c(`embed${which}`, { n: sideLen, tokens: listTokens(side === 'kv' ? z.keyTokens : z.tokens), D: z.D });
    }
    case 'position': case 'position_q': case 'position_kv':
      return c('position');
    case 'input': case 'input_q': case 'input_kv': {
      const given = !(trace.steps || []).some((s) => s.id.startsWith('embed'));
      return `${c(given ? 'inputGiven' : 'inputSum')} ${c(side === 'kv' ? 'inputSource' : side === 'q' ? 'inputTarget' : 'inputSelf')}`;
    }
    case 'project_q':
      return c(z.h === 1 ? 'projectQOneHead' : 'projectQ', { X: z.cross ? 'X_q' : 'X', n: z.T, T: z.T, hdk: z.h * z.dk, D: z.D, h: z.h });
    case 'project_k': {
      const values = { S: z.S, width: z.hkv * z.dk, T: z.T, dk: z.dk, keys: listTokens(z.keyTokens), n: z.S };
      const gqa = z.hkv !== z.h ? c('projectKGroups', { kv: c('kvHeads', { n: z.hkv }), q: c('queryHeads', { n: z.h }) }) : '';
      return `${c(z.cross ? 'projectKCross' : 'projectK', { ...values, gqa })} ${c(z.cross ? 'projectKSource' : 'projectKDot', values)}`;
    }
    case 'project_v':
      return c(z.cross ? 'projectVCross' : 'projectV', { S: z.S, width: z.hkv * z.dv, dv: z.dv, D: z.D });
    case 'split_q': case 'split_k': case 'split_v': {
      const letter = id.slice(-1).toUpperCase();
      const len = letter === 'Q' ? 'T' : 'S';
      const n = letter === 'Q' ? z.T : z.S;
      const w = letter === 'V' ? z.dv : z.dk;
      const wName = letter === 'V' ? 'd_v' : 'd_k';
      const values = { letter, len, w, wName, B: z.B, tokens: n, h: z.h, hkv: z.hkv, D: z.D };
      if (letter !== 'Q' && z.hkv !== z.h) {
        const kind = z.hkv === 1 ? c('splitMultiQuery') : c('splitGrouped', { n: z.h / z.hkv });
        return c('splitGroups', { ...values, columns: z.hkv * w, n: z.hkv, group: z.h / z.hkv, kind });
      }
      const counts = c('splitCounts', { sentences: c('sentences', { n: z.B }), heads: c('heads', { n: z.h }), tokens: c('tokens', { n }), w });
      const width = w * z.h === z.D ? c('splitWidth', values) : '';
      return c('split', { ...values, columns: z.h * w, n: z.h, counts, width });
    }
    case 'scores':
      if (z.cross)
        return c('scoresCross', { n: z.T, keys: c('sourceKeys', { n: z.S }), queryTokens: listTokens(z.tokens), keyTokens: listTokens(z.keyTokens), T: z.T, S: z.S });
      return c('scores', { n: z.T, keys: c('keys', { n: z.S }), T: z.T, S: z.S, heads: c('heads', { n: z.h }), dk: z.dk });
    case 'scale': {
      const root = trace.tensors.sqrt_d_k.data[0];  // the engine's √d_k, the divisor it scaled by
      return c(Number.isInteger(root) ? 'scaleExact' : 'scale', { dk: z.dk, root: full(root, 3) });
    }
    case 'mask':
      return maskSentences(z).join(' ');
    case 'masked':
      if (masksNothing(z.mask)) return c('maskedNone', { T: z.T, S: z.S });
      return c('masked', { T: z.T, S: z.S, n: z.h });
    case 'softmax': {
      const flagged = (trace.fullyMaskedRows || []).filter(([b]) => b === item).map(([, t]) => t);
      const tail = flagged.length ? ` ${c('softmaxFlagged', { rows: flagged.join(', ') })}` : '';
      return `${c('softmax', { T: z.T, S: z.S })}${tail}`;
    }
    case 'context':
      return c('context', { T: z.T, dv: z.dv });
    case 'concat':
      if (z.h === 1) return c('concatOneHead', { B: z.B, T: z.T, dv: z.dv });
      return c('concat', { n: z.h, B: z.B, h: z.h, T: z.T, dv: z.dv, width: z.h * z.dv });
    case 'output':
      return c(z.cross ? 'outputCross' : 'output', { T: z.T, D: z.D });
    // The rest of the block: what each step does, then why the block has it.
    case 'residual1': case 'residual2':
      return `${c('other', { title: stepTitle(step, trace.config), output: step.output })} ${t('steps.why.residual')}`;
    case 'norm1': case 'norm2':
      return `${c('norm', { title: stepTitle(step, trace.config), output: step.output })} ${t('steps.why.norm')}`;
    case 'ffn_hidden':
      return `${c('ffnHidden', { title: stepTitle(step, trace.config), output: step.output })} ${t('steps.why.ffn')}`;
    default:
      return step.title ? c('other', { title: stepTitle(step, trace.config), output: step.output }) : '';
  }
}

// One FlashAttention tile: which queries meet which keys, and what the running max and sum do.
function flashCaption(step, trace) {
  const f = trace.flash || {};
  return t('steps.caption.flashTile', { title: stepTitle(step, trace.config), tile: String(f.tileBytes ?? '?'), matrix: String(f.matrixBytes ?? '?') });
}
