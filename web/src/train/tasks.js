// The four training tasks as the train view offers them: the settings the shipped models were trained
// with (scripts/train), a smaller size, and a fixed probe sequence whose attention the view draws.
// The text task's corpus is passed in (models.js embeds it in the page; tests read the file).

const SIZES = {
  small: { layers: 2, heads: 2, dModel: 32 },
  default: {},  // the task's own settings below
};

export const TASKS = {
  induction: {
    title: 'Induction: continue a repeated segment',
    settings: { task: 'induction', layers: 2, heads: 4, dModel: 64, vocab: 32, seqLen: 24 },
    blurb: 'Each sequence repeats a random segment; the model must predict the copy. It first learns little (the plateau), then suddenly forms two kinds of head: previous-token heads in layer 1 and induction heads in layer 2.',
  },
  reverse: {
    title: 'Reverse five digits',
    settings: { task: 'reverse', layers: 2, heads: 2, dModel: 32, vocab: 12, seqLen: 11 },
    blurb: 'Five digits, a separator, then the same digits backwards: each output position learns to look at its mirror image.',
  },
  sort: {
    title: 'Sort five digits',
    settings: { task: 'sort', layers: 2, heads: 2, dModel: 32, vocab: 12, seqLen: 11 },
    blurb: 'Five digits, a separator, then the digits in order.',
  },
  text: {
    title: 'Genesis 1–11, one character at a time',
    settings: { task: 'text', layers: 2, heads: 4, dModel: 64, seqLen: 32, mlp: true, dFF: 256 },
    blurb: 'The model reads the King James text of Genesis 1–11 and learns to predict the next character.',
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
