// Two chapters about whole models: predicting the next character with a trained model (its logits, a softmax
// over its vocabulary, generation in the decode view), and opening a real GPT-2 file, with the heads that
// interpretability papers name in GPT-2 small, measured in "Train a model" on the learner's own sentence.
import { full } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';

export const modelChapters = [
  {
    id: 'next-word',
    get title() { return t('tour.nextWord.title'); },
    get question() { return t('tour.nextWord.question'); },
    preset: 'trained-text-layer2', step: 'softmax', head: 0, view: 'decode', decodeAt: Infinity,
    claims: [['X', [1, 26, 64]], ['weights', [1, 4, 26, 26]]],
    text(trace, lab, { presets = [] } = {}) {
      const preset = presets.find((p) => p.id === 'trained-text-layer2');
      const opened = preset.opened, last = opened.ids.length - 1, top = opened.next(last);
      const choices = top.slice(0, 3).map((c) => t('tour.nextWord.choice', { label: c.label, percent: full(100 * c.p, 1) })).join(t('tour.listSeparator'));
      return [
        t('tour.nextWord.reading', { text: opened.codec.text(opened.ids) }),
        t(opened.codec.label(top[0].id) === '␣' ? 'tour.nextWord.unembedSpace' : 'tour.nextWord.unembedAlphabet', { choices }),
        t('tour.nextWord.generate'),
      ];
    },
  },
  {
    id: 'gpt2',
    get title() { return t('tour.gpt2.title'); },
    get question() { return t('tour.gpt2.question'); },
    config: { text: 'the cat sat on the mat and the cat sat on the mat', heads: 2, dModel: 8 },
    step: 'softmax',
    claims: [['weights', [1, 2, 13, 13]]],
    text() {
      return [t('tour.gpt2.getIt'), t('tour.gpt2.names'), t('tour.gpt2.grid'), t('tour.gpt2.random')];
    },
  },
];
