// For a trained model, the last part of "One token at a time": the whole model's output at the newest
// token goes through the unembedding to one logit per token of its vocabulary, a softmax makes them
// probabilities, and generating appends the likeliest token and runs the layer again on the longer sequence.
import { el } from './kit.js';
import { probabilityBars } from './probability-bars.js';
import { t } from '../i18n/i18n.js';
import { percent } from './probability-bars.js';

/**
 * next: {token (label of the newest token), top: [{id, label, p, logit}], actual (label of the token that
 * follows in the sequence, or null), choice (the likeliest token after the last one), context, full (the
 * sequence fills the context), onGenerate(),
 * prompt, onPrompt(text) → error message or ''}.
 */
export function nextTokenView(next) {
  const wrap = el('section', 'decode-next');
  const best = next.top[0];
  wrap.append(el('h3', '', t('steps.next.title', { token: next.token })),
    probabilityBars(next.top, t('steps.next.bars', { token: next.token })));
  const values = { label: best.label, actual: next.actual, p: percent(best.p) };
  const said = t(next.actual === null ? 'steps.next.newest' : next.actual === best.label ? 'steps.next.predicted' : 'steps.next.other', values);
  wrap.append(el('p', 'decode-said', said));

  const generate = el('button', '', t('steps.next.generate', { label: next.choice.label }));
  generate.type = 'button';
  generate.dataset.action = 'decode-generate';
  generate.addEventListener('click', next.onGenerate);
  const why = el('p', 'hint', next.full ? t('steps.next.full', { n: next.context }) : t('steps.next.grows'));
  const buttons = el('div', 'train-buttons');
  buttons.append(generate);
  wrap.append(buttons, why);

  // Your own beginning: the sequence is replaced by what the learner types (the model's codec reads it).
  const form = el('form', 'decode-prompt');
  const id = 'decode-prompt-text';
  const label = el('label', '', t('steps.next.prompt'));
  label.htmlFor = id;
  const input = el('input');
  Object.assign(input, { id, type: 'text', value: next.prompt, spellcheck: false, autocomplete: 'off' });
  const error = el('p', 'error');
  error.id = `${id}-error`;
  input.setAttribute('aria-describedby', error.id);
  const open = el('button', '', t('steps.next.open'));
  open.type = 'submit';
  form.append(label, input, open, error);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const message = next.onPrompt(input.value);
    error.textContent = message;  // what was typed stays in the box
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  });
  wrap.append(form);
  return wrap;
}
