// The four training tasks as the train view offers them: the settings the shipped models were trained
// with (scripts/train) and a smaller size. The fixed probe sequence whose attention the view draws is the
// engine's (trainer.probe(); the text task's is the start of its text). The text task's corpus is passed in
// (models.js embeds it in the page; tests read the file). Titles and blurbs are getters: the language's words
// are read when drawn, never at import.
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
