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

let encoding = null;
/** GPT-2's tokens (vocabulary 50,257); a model with another vocabulary is refused by the caller. */
export function gpt2Codec() {
  encoding ??= new Tiktoken(r50kBase);
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
