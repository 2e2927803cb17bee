// One exercise of the Exercises tab: its question, what the learner is given, an answer box checked
// against the engine's trace of the moment (a changed configuration asks the same of the new numbers),
// and the worked explanation.
import { exerciseFromSpec, checkAnswer } from './exercises.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';
import { full } from '../i18n/format.js';

export function exerciseItem(spec, { trace, getTrace, lab }) {
  const ex = trace && exerciseFromSpec(trace, spec, lab);
  const item = el('li', 'exercise');
  item.dataset.spec = spec;
  if (!ex) { item.append(el('p', 'hint', t('lessons.exercises.missing', { spec }))); return item; }
  const form = el('form', 'exercise-form');
  const id = `ex-${spec.replace(/[^a-z0-9]/gi, '-')}`;
  const label = el('label', 'exercise-prompt', ex.prompt);
  label.htmlFor = id;
  const input = el('input');
  input.type = 'text'; input.id = id; input.autocomplete = 'off'; input.spellcheck = false;
  input.dir = 'ltr';  // a shape or a number reads left to right on a right-to-left page too
  input.placeholder = ex.kind === 'shape' ? t('lessons.exercises.shapePlaceholder') : t('lessons.exercises.valuePlaceholder', { example: full(0.25, 2) });
  const check = el('button', '', t('lessons.exercises.check'));
  check.type = 'submit';
  const feedback = el('div', 'exercise-feedback');
  feedback.setAttribute('aria-live', 'polite');
  const hint = el('p', 'hint', ex.given ? t('lessons.exercises.givenAndHint', { given: ex.given, hint: ex.hint }) : ex.hint);
  form.append(label, hint, el('div', 'exercise-answer'));
  form.lastChild.append(input, check);
  form.append(feedback);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const now = getTrace() && exerciseFromSpec(getTrace(), spec, lab);
    if (!now) return;
    const result = checkAnswer(now, input.value);
    feedback.dataset.correct = String(result.correct);
    feedback.replaceChildren(el('strong', '', `${result.correct ? '✓' : '✗'} ${result.message}`), ...now.explanation.map((line) => el('p', '', line)));
    input.setAttribute('aria-invalid', String(!result.correct));
  });
  item.append(form);
  return item;
}
