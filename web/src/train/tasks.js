// The four training tasks as the train view offers them: the settings the shipped models were trained
// with (scripts/train), a smaller size, and a fixed probe sequence whose attention the view draws.
// The text task's corpus is passed in (models.js embeds it in the page; tests read the file). Titles and blurbs
// are getters: the language's words are read when drawn, never at import.
import { t } from '../i18n/i18n.js';

const SIZES = {
  small: { layers: 2, heads: 2, dModel: 32 },
  default: {},  // the task's own settings below
};

export const TASKS = {
  induction: {
    get title() { return t('train.tasks.inductionTitle'); },
    settings: { task: 'induction', layers: 2, heads: 4, dModel: 64, vocab: 32, seqLen: 24 },
    get blurb() { return t('train.tasks.inductionBlurb'); },
  },
  reverse: {
    get title() { return t('train.tasks.reverseTitle'); },
    settings: { task: 'reverse', layers: 2, heads: 2, dModel: 32, vocab: 12, seqLen: 11 },
    get blurb() { return t('train.tasks.reverseBlurb'); },
  },
  sort: {
    get title() { return t('train.tasks.sortTitle'); },
    settings: { task: 'sort', layers: 2, heads: 2, dModel: 32, vocab: 12, seqLen: 11 },
    get blurb() { return t('train.tasks.sortBlurb'); },
  },
  text: {
    get title() { return t('train.tasks.textTitle'); },
    settings: { task: 'text', layers: 2, heads: 4, dModel: 64, seqLen: 32, mlp: true, dFF: 256 },
    get blurb() { return t('train.tasks.textBlurb'); },
  },
};

/** lab.train settings for a task and size ('small' | 'default'); `corpus` is the text task's text. */
export function settingsFor(task, size, corpus = '') {
  const base = TASKS[task].settings;
  return { ...base, ...(SIZES[size] ?? {}), ...(task === 'text' ? { text: corpus } : {}) };
}

/**
 * The probe the view traces after every chunk: a fixed sequence of the task's length. Induction: a
 * prefix, then a segment twice (its second copy is where induction heads look back); reverse and sort:
 * five digits, the separator (1), the answer; text: the corpus's first line.
 */
export function probeFor(settings, corpus = '') {
  const { task, seqLen: T, vocab = 32 } = settings;
  let s = 2026;
  const next = (lo, hi) => lo + ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) % (hi - lo + 1));
  if (task === 'induction') {
    const P = Math.floor(T / 2) - 2, tokens = [];
    for (let t = 0; t < T - P; t++) tokens.push(next(1, vocab - 1));
    for (let t = T - P; t < T; t++) tokens.push(tokens[t - P]);
    return { tokens, period: P };
  }
  if (task === 'reverse' || task === 'sort') {
    const n = (T - 1) / 2, digits = Array.from({ length: n }, () => next(2, vocab - 1));
    const out = task === 'reverse' ? [...digits].reverse() : [...digits].sort((a, b) => a - b);
    return { tokens: [...digits, 1, ...out] };
  }
  return { tokens: corpus.slice(0, T) };  // a string: the text model reads characters
}
