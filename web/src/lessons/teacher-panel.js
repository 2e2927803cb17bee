// The teacher's side (issue 38): make an assignment link from the lab's configuration, and score pasted receipts
// into a table (and a CSV file), recomputed by the engine. Folded under the practice exercises; not shown on a
// page opened from a graded assignment. What the teacher typed is kept while the page is open.
import { makeAssignment, encodeAssignment, assignmentFromLink, DEFAULT_TRIES, MAX_TRIES, MODES } from './assignment.js';
import { gradeReceipts, gradesCsv } from './grading.js';
import { button } from './lesson-parts.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';

const kept = { open: false, mode: 'practice', tries: DEFAULT_TRIES, link: '', gradeLink: '', receipts: '', rows: null };

const field = (text, control) => {
  const label = el('label', 'teacher-field', text);
  label.append(control);
  return label;
};

export function teacherPanel({ lab, store, presets, defaults }) {
  const box = el('details', 'teacher');
  box.open = kept.open;
  box.addEventListener('toggle', () => { kept.open = box.open; });
  box.append(el('summary', '', t('lessons.teacher.summary')), el('p', 'hint', t('lessons.teacher.intro')));

  const mode = el('select');
  for (const m of MODES) mode.append(Object.assign(el('option', '', t(`lessons.teacher.${m}`)), { value: m }));
  mode.value = kept.mode;
  mode.dataset.teacher = 'mode';
  const tries = el('input');
  Object.assign(tries, { type: 'number', min: '1', max: String(MAX_TRIES), value: String(kept.tries) });
  tries.dataset.teacher = 'tries';
  const link = el('input', 'assignment-link');
  Object.assign(link, { readOnly: true, value: kept.link });
  link.dataset.teacher = 'link';
  link.dir = 'ltr';
  link.addEventListener('focus', () => link.select());
  const make = button(t('lessons.teacher.make'), () => {
    Object.assign(kept, { mode: mode.value, tries: Number(tries.value) || DEFAULT_TRIES });
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const assignment = makeAssignment({ config: store.get().config, defaults, mode: kept.mode, tries: kept.tries, seed });
    kept.link = `${location.href.split(/[?#]/)[0]}?assignment=${encodeAssignment(assignment)}`;
    link.value = kept.link;
    gradeLink.value = kept.gradeLink = kept.link;
  }, { className: 'primary', action: 'make-assignment' });
  box.append(field(t('lessons.teacher.mode'), mode), field(t('lessons.teacher.tries'), tries), make, field(t('lessons.teacher.linkLabel'), link));

  box.append(el('h4', '', t('lessons.teacher.gradeTitle')));
  const gradeLink = el('input');
  Object.assign(gradeLink, { value: kept.gradeLink, spellcheck: false });
  gradeLink.dataset.teacher = 'grade-link';
  gradeLink.dir = 'ltr';
  const receipts = el('textarea');
  Object.assign(receipts, { rows: 4, value: kept.receipts, spellcheck: false });
  receipts.dataset.teacher = 'receipts';
  receipts.dir = 'ltr';
  const out = el('div', 'teacher-grades');
  const score = button(t('lessons.teacher.score'), () => {
    Object.assign(kept, { gradeLink: gradeLink.value, receipts: receipts.value });
    const assignment = assignmentFromLink(gradeLink.value);
    kept.rows = !assignment ? 'noAssignment' : gradeReceipts(lab, assignment, receipts.value, presets);
    drawGrades(out, kept.rows);
  }, { className: 'primary', action: 'score-receipts' });
  box.append(field(t('lessons.teacher.gradeLink'), gradeLink), field(t('lessons.teacher.receipts'), receipts), score, out,
    el('p', 'hint', t('lessons.assignment.checksumNote')));
  if (kept.rows) drawGrades(out, kept.rows);
  return box;
}

function drawGrades(out, rows) {
  if (rows === 'noAssignment' || !rows.length) { out.replaceChildren(el('p', 'error', t(rows === 'noAssignment' ? 'lessons.teacher.noAssignment' : 'lessons.teacher.noReceipts'))); return; }
  const width = Math.max(0, ...rows.map((r) => r.marks?.length ?? 0));
  const table = el('table', 'grades');
  const head = el('tr');
  for (const text of [t('lessons.teacher.colStudent'), t('lessons.teacher.colScore'), t('lessons.teacher.colStatus'), ...Array.from({ length: width }, (_, i) => t('lessons.teacher.colQuestion', { n: i + 1 }))])
    head.append(el('th', '', text));
  table.append(head);
  for (const r of rows) {
    const tr = el('tr');
    tr.dataset.status = r.status;
    tr.append(el('td', '', r.name), el('td', 'grade-score', r.status === 'ok' ? t('lessons.teacher.scoreOf', { score: r.score, total: r.total }) : ''),
      el('td', '', t(`lessons.teacher.status.${r.status}`, { id: r.assignmentId ?? '' })), ...(r.marks ?? []).map((m) => el('td', '', m ? '✓' : '✗')));
    table.append(tr);
  }
  const csv = gradesCsv(rows, [t('lessons.teacher.colStudent'), t('lessons.teacher.colScore'), t('lessons.teacher.colTotal'), t('lessons.teacher.colStatus')]);
  const download = el('a', 'tour-link', t('lessons.teacher.csv'));
  Object.assign(download, { href: `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`, download: 'grades.csv' });
  download.dataset.teacher = 'csv';
  out.replaceChildren(table, download);
}
