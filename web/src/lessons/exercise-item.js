// One exercise: its question, what it gives, a hint on request, and an answer box. In practice a wrong answer
// says what kind of mistake it looks like and offers another try; the working is shown after `tries` wrong tries
// or when asked. In graded mode nothing is checked or shown: the answer is only kept (for the receipt).
import { checkAnswer, revealText } from './exercises.js';
import { button } from './lesson-parts.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';
import { full } from '../i18n/format.js';

/**
 * exercise: as drawn; getExercise(): the one to check against now (a changed configuration asks the same of the new
 * numbers); mode: 'practice' | 'graded'; tries: wrong tries before the working is shown; saved: {text, wrong,
 * revealed, correct}, kept by the caller across redraws; onOpen({config, inputs}): opens a question's example in the lab.
 */
export function exerciseItem(exercise, { getExercise = () => exercise, mode = 'practice', tries = 3, saved = {}, onSave = () => {}, onOpen = null }) {
  const ex = exercise;
  const item = el('li', 'exercise');
  item.dataset.spec = ex.spec;
  item.dataset.type = ex.type;
  const form = el('form', 'exercise-form');
  const id = `ex-${ex.spec.replace(/[^a-z0-9]/gi, '-')}`;
  const label = el('label', 'exercise-prompt', ex.prompt);
  label.htmlFor = id;
  form.append(label, ...(ex.given ?? []).map((line) => el('p', 'exercise-given', line)));
  if (ex.table) form.append(patternTable(ex.table));
  if (ex.open && onOpen) {
    const opens = el('div', 'tour-buttons');
    opens.append(...ex.open.map((o) => button(o.label, () => onOpen(o), { action: 'open-layer' })));
    form.append(opens);
  }
  const hint = el('details', 'exercise-hint');
  hint.append(el('summary', '', t('lessons.exercises.hintLabel')), el('p', 'hint', ex.hint));
  form.append(hint);

  const input = ex.type === 'choice' ? choiceInput(ex) : textInput(ex);
  input.id = id;
  input.value = saved.text ?? '';
  const row = el('div', 'exercise-answer');
  row.append(input);
  const feedback = el('div', 'exercise-feedback');
  feedback.setAttribute('aria-live', 'polite');
  const keep = () => { saved.text = input.value; onSave(saved); };
  input.addEventListener(ex.type === 'choice' ? 'change' : 'input', keep);
  form.append(row, feedback);
  item.append(form);

  if (mode === 'graded') {
    form.addEventListener('submit', (event) => { event.preventDefault(); keep(); });
    return item;
  }

  const check = el('button', '', t('lessons.exercises.check'));
  check.type = 'submit';
  const show = button(t('lessons.exercises.showWorking'), () => { saved.revealed = true; onSave(saved); draw(null); }, { action: 'show-working' });
  row.append(check, show);

  // The feedback for the last answer (result) and what has been revealed so far.
  function draw(result) {
    const now = getExercise() ?? ex;
    const lines = [];
    if (result) lines.push(el('strong', '', `${result.correct ? '✓' : '✗'} ${result.message}`));
    const left = tries - (saved.wrong ?? 0);
    if (result && !result.correct && left > 0 && !saved.revealed) lines.push(el('p', '', t('lessons.exercises.triesLeft', { n: left })));
    if (saved.correct || saved.revealed || left <= 0) {
      if (!saved.correct) lines.push(el('p', 'exercise-reveal', revealText(now, 'reveal')));
      lines.push(...now.explanation.map((line) => el('p', '', line)));
      show.hidden = true;
    }
    feedback.dataset.correct = result ? String(result.correct) : feedback.dataset.correct ?? '';
    feedback.replaceChildren(...lines);
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const now = getExercise();
    if (!now) return;
    keep();
    const result = checkAnswer(now, input.value);
    if (!result.correct && result.mistake) saved.wrong = (saved.wrong ?? 0) + 1;  // an unreadable answer is no try
    saved.correct = result.correct;
    onSave(saved);
    input.setAttribute('aria-invalid', String(!result.correct));
    draw(result);
  });
  if (saved.revealed || saved.correct) draw(null);
  return item;
}

function textInput(ex) {
  const input = el('input');
  input.type = 'text'; input.autocomplete = 'off'; input.spellcheck = false;
  input.dir = 'ltr';  // a shape or a number reads left to right on a right-to-left page too
  input.placeholder = ex.type === 'shape' ? t('lessons.exercises.shapePlaceholder')
    : t(ex.name === 'masked' ? 'lessons.exercises.maskedPlaceholder' : 'lessons.exercises.valuePlaceholder', { example: full(0.25, 2) });
  return input;
}

function choiceInput(ex) {
  const select = el('select');
  select.append(Object.assign(el('option', '', t('lessons.exercises.choose')), { value: '' }));
  for (const c of ex.choices) select.append(Object.assign(el('option', '', c.label), { value: c.value }));
  return select;
}

// A pattern of symbols (the which-mask question): a small table, row by row.
function patternTable({ rows, caption }) {
  const table = el('table', 'exercise-pattern');
  table.dir = 'ltr';
  table.append(el('caption', '', caption));
  for (const row of rows) {
    const tr = el('tr');
    for (const cell of row) tr.append(el('td', '', cell));
    table.append(tr);
  }
  return table;
}
