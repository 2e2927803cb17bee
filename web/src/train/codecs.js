// How a model's tokens are typed and shown: characters of its alphabet (the text model), token ids (the
// synthetic tasks), or GPT-2's byte-level BPE (r50k_base, from js-tiktoken). A codec is
// {parse(text) → ids (throws an Error a learner can act on), label(id) → what to show, text(ids) → what to type,
// separator between tokens in that text}.
import { Tiktoken } from 'js-tiktoken/lite';
import { t } from '../i18n/i18n.js';
import r50kBase from 'js-tiktoken/ranks/r50k_base';

const visible = (s) => s.replace(/^ /, '␣').replace(/\n/g, '↵');

export function alphabetCodec(alphabet) {
  return {
    parse(text) {
      return [...text].map((ch) => {
        const i = alphabet.indexOf(ch);
        if (i < 0) throw new Error(t('train.codecs.unknownCharacter', { character: ch, alphabet: alphabet.replace(/\n/g, '↵') }));
        return i;
      });
    },
    label: (id) => visible(alphabet[id] ?? '?'),
    text: (ids) => ids.map((id) => alphabet[id]).join(''),
    separator: '',
  };
}

export function idCodec(vocab) {
  return {
    parse(text) {
      return text.trim().split(/\s+/).filter(Boolean).map((word) => {
        const n = Number(word);
        if (!Number.isInteger(n) || n < 0 || n >= vocab) throw new Error(t('train.codecs.notToken', { text: word.slice(0, 12), max: String(vocab - 1) }));
        return n;
      });
    },
    label: (id) => String(id),
    text: (ids) => ids.join(' '),
    separator: ' ',
  };
}

let encoding = null, building = null;
const SLICE_TOKENS = 3000;  // r50k's tokens read per task while its tables are built ahead (gpt2Tables)

/**
 * Builds GPT-2's token tables a slice at a time, one task each, so the page keeps drawing: built at once they
 * held the page's thread ~130 ms when a GPT-2 file opened. → a Promise, resolved when gpt2Codec() is ready.
 * Each slice is a Tiktoken of its own tokens (at their ranks) whose tables are added to the first one's.
 */
export function gpt2Tables() {
  if (encoding) return Promise.resolve();
  building ??= (async () => {
    const [, , ...tokens] = r50kBase.bpe_ranks.split(' ');  // "! 0 tok tok …": one line, ranks from 0
    const sliceOf = (from) => new Tiktoken({ ...r50kBase, bpe_ranks: `! ${from} ${tokens.slice(from, from + SLICE_TOKENS).join(' ')}` });
    const whole = sliceOf(0);
    for (let from = SLICE_TOKENS; from < tokens.length; from += SLICE_TOKENS) {
      await new Promise((resolve) => { setTimeout(resolve, 0); });
      const part = sliceOf(from);
      for (const [bytes, rank] of part.rankMap) whole.rankMap.set(bytes, rank);
      for (const [rank, bytes] of part.textMap) whole.textMap.set(rank, bytes);
    }
    encoding ??= whole;
  })();
  return building;
}

/** GPT-2's tokens (vocabulary 50,257); a model with another vocabulary is refused by the caller. */
export function gpt2Codec() {
  encoding ??= new Tiktoken(r50kBase);  // at once, unless gpt2Tables() has built it
  return {
    parse: (text) => encoding.encode(text),  // any text has a byte-level encoding
    label: (id) => visible(encoding.decode([id])),
    text: (ids) => encoding.decode(ids),
    separator: '',
  };
}

/** The codec of a model, from its config (trainer.config): its alphabet, GPT-2's tokens, or token ids. */
export function codecFor(config) {
  if (config.alphabet) return alphabetCodec(config.alphabet);
  return config.vocab === 50257 ? gpt2Codec() : idCodec(config.vocab);
}
