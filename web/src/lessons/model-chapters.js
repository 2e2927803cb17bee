// Two chapters about whole models: predicting the next character with a trained model (its logits, a softmax
// over its vocabulary, generation in the decode view), and opening a real GPT-2 file, with the heads that
// interpretability papers name in GPT-2 small, measured in "Train a model" on the learner's own sentence.
import { full } from '../format.js';

const percent = (p) => `${full(100 * p, 1)} %`;

export const modelChapters = [
  {
    id: 'next-word',
    title: 'Predicting the next character',
    question: 'How does a model turn attention into a prediction, and then into text?',
    preset: 'trained-text-layer2', step: 'softmax', head: 0, view: 'decode', decodeAt: Infinity,
    claims: [['X', [1, 26, 64]], ['weights', [1, 4, 26, 26]]],
    text(trace, lab, { presets = [] } = {}) {
      const preset = presets.find((p) => p.id === 'trained-text-layer2');
      const opened = preset.opened, last = opened.ids.length - 1, top = opened.next(last);
      return [
        `The lab shows layer 2 of a small model trained on Genesis 1–11, one character per token, reading “${opened.codec.text(opened.ids)}”. Above it, “One token at a time” replays the layer with its key/value cache.`,
        `After the last character the whole model’s output goes through the unembedding: one logit per character it knows (${opened.codec.label(top[0].id) === '␣' ? 'a space is ␣' : 'its alphabet'}), and a softmax turns them into probabilities. Its top choices: ${top.slice(0, 3).map((t) => `“${t.label}” ${percent(t.p)}`).join(', ')}.`,
        'Press “Generate”: the likeliest character joins the text, the layer runs again, and the K and V caches gain one row. Type your own beginning below the bars to see what it continues.',
      ];
    },
  },
  {
    id: 'gpt2',
    title: 'Your own GPT-2: heads that have names',
    question: 'Do real models have previous-token and induction heads too? Where do I get one?',
    config: { text: 'the cat sat on the mat and the cat sat on the mat', mask: 'causal', heads: 2, dModel: 8 },
    step: 'softmax',
    claims: [['weights', [1, 2, 13, 13]]],
    text() {
      return [
        'Get GPT-2 small from its Hugging Face page (huggingface.co/gpt2 → “Files and versions” → model.safetensors, 548 MB). Then “Train a model” → “Open a model file”: the file is read in this page, never uploaded, and works offline. A half-precision (F16) copy takes half the memory (about 290 MB here).',
        'Interpretability papers name heads of GPT-2 small by layer.head, counting from 0: previous-token heads 2.2 and 4.11 (Wang et al., 2022, the “indirect object identification” circuit) and induction heads 5.1, 5.5, 6.9, 7.2 and 7.10 (found with repeated random tokens, as Olsson et al., 2022 describe). The grid in “Train a model” counts from 1: head 4.11 is “layer 5 head 12”.',
        'The grid scores every head on your own sentence: its mean weight on the previous token, and, where a token repeats, on the token after its earlier copy. Type a sentence that repeats itself (a paragraph pasted twice) to wake the induction heads; “Open this layer in the lab” then steps through one of them here, with the real numbers.',
        'The lab below shows a repeated sentence with random weights: no stripe to find there, because nothing was trained.',
      ];
    },
  },
];
