// The student's side of an assignment link: their name or id (their numbers come from it), the questions in the
// assignment's mode, and at the end a receipt code to paste into the course's LMS. What they typed is kept while
// the page is open, across redraws of the lessons panel.
import { assignmentId, encodeAssignment, normalizeStudent } from './assignment.js';
import { assignmentExercises } from './grading.js';
import { canonicalAnswer } from './exercises.js';
import { makeReceipt } from './receipt.js';
import { exerciseItem } from './exercise-item.js';
import { button } from './lesson-parts.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';
import { engineText } from '../i18n/engine-text.js';

const kept = new Map();  // assignment code → {name, saved: [per question], receipt}

/** onOpen({config, inputs}): shows a question's example in the lab. */
export function assignmentPanel({ assignment, lab, presets, onOpen }) {
  const wrap = el('div', 'exercises assignment');
  if (assignment.invalid) { wrap.append(el('p', 'error', t('lessons.assignment.bad'))); return wrap; }
  const key = encodeAssignment(assignment);
  if (!kept.has(key)) kept.set(key, { name: '', saved: [], receipt: '' });
  const state = kept.get(key);
  const id = assignmentId(assignment);
  wrap.dataset.assignment = id;
  wrap.dataset.mode = assignment.mode;
  wrap.append(el('h3', 'assignment-title', t('lessons.assignment.title', { id })),
    el('p', 'lesson-intro-text', assignment.mode === 'graded' ? t('lessons.assignment.modeGraded') : t('lessons.assignment.modePractice', { n: assignment.tries })));

  const who = el('form', 'assignment-name');
  const label = el('label', '', t('lessons.assignment.nameLabel'));
  const name = el('input');
  Object.assign(name, { id: 'assignment-name', autocomplete: 'off', spellcheck: false, value: state.name });
  label.htmlFor = name.id;
  const start = el('button', '', t('lessons.assignment.start'));
  start.type = 'submit';
  who.append(label, name, start);
  const body = el('div', 'assignment-body');
  wrap.append(who, body);
  who.addEventListener('submit', (event) => {
    event.preventDefault();
    if (normalizeStudent(name.value) !== normalizeStudent(state.name)) Object.assign(state, { saved: [], receipt: '' });
    state.name = name.value.trim();
    drawBody();
    body.querySelector('input, select')?.focus();
  });

  function drawBody() {
    if (!normalizeStudent(state.name)) { body.replaceChildren(el('p', 'hint', t('lessons.assignment.nameNeeded'))); return; }
    let set;
    try { set = assignmentExercises(lab, assignment, state.name, presets); } catch (error) {
      body.replaceChildren(el('p', 'error', t('lessons.assignment.cannotCompute', { reason: engineText(error) })));
      return;
    }
    const list = el('ol', 'exercise-list');
    set.exercises.forEach((ex, i) => {
      state.saved[i] ??= {};
      list.append(exerciseItem(ex, { mode: assignment.mode, tries: assignment.tries, saved: state.saved[i], onOpen }));
    });
    const receipt = el('div', 'assignment-receipt');
    const finish = button(t('lessons.assignment.finish'), () => {
      const answers = set.exercises.map((ex, i) => canonicalAnswer(ex, state.saved[i]?.text ?? ''));
      state.receipt = makeReceipt(id, state.name, answers);
      showReceipt(receipt, state.receipt, answers.filter(Boolean).length, answers.length);
    }, { className: 'primary', action: 'make-receipt' });
    body.replaceChildren(el('p', 'hint', t('lessons.assignment.variant', { name: state.name })), list, finish, receipt);
    if (state.receipt) finish.click();
  }
  drawBody();
  return wrap;
}

function showReceipt(box, code, answered, total) {
  const label = el('label', '', t('lessons.assignment.receiptLabel'));
  const text = el('textarea', 'receipt-code');
  Object.assign(text, { id: 'receipt-code', readOnly: true, rows: 3, value: code, spellcheck: false });
  text.dir = 'ltr';
  label.htmlFor = text.id;
  text.addEventListener('focus', () => text.select());
  box.replaceChildren(label, text, el('p', 'hint', t('lessons.assignment.receiptNote', { answered, total })),
    el('p', 'hint', t('lessons.assignment.checksumNote')));
}
