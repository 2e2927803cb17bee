// Grading without a server (issue 38): each pasted receipt is read, its student's numbers are computed again by the
// engine from the assignment and the seed their name gives, and each answer is held to the engine's.
import { assignmentId, variantConfig } from './assignment.js';
import { readReceipts } from './receipt.js';
import { generateSpecs, exerciseFromSpec, isRight } from './exercises.js';

/** A student's questions: {trace, exercises}, the same on the student's page and the teacher's. */
export function assignmentExercises(lab, assignment, name, presets) {
  const config = variantConfig(lab, assignment, name);
  const trace = lab.run(config);
  const ctx = { lab, presets };
  const exercises = generateSpecs(trace, config.seed, ctx).map((spec) => exerciseFromSpec(trace, spec, ctx));
  return { trace, exercises };
}

/** → [{name, status, score, total, marks: [true | false] per question, answers}] for every receipt in `text`. */
export function gradeReceipts(lab, assignment, text, presets) {
  const id = assignmentId(assignment);
  return readReceipts(text).map((receipt) => {
    if (receipt.status !== 'ok') return { ...receipt, name: '' };
    if (receipt.assignmentId !== id) return { ...receipt, status: 'assignment' };
    const { exercises } = assignmentExercises(lab, assignment, receipt.name, presets);
    const marks = exercises.map((ex, i) => isRight(ex, receipt.answers[i] ?? ''));
    return { ...receipt, marks, score: marks.filter(Boolean).length, total: exercises.length };
  });
}

// A cell quoted when it must be; a name starting like a formula (=, +, -, @) is kept as text by a leading '.
function cell(value) {
  const s = /^[=+\-@]/.test(String(value)) ? `'${value}` : String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
/** The table as CSV: student, score, total, status, then 1/0 per question. */
export function gradesCsv(rows, header) {
  const width = Math.max(0, ...rows.map((r) => r.marks?.length ?? 0));
  const lines = [[...header, ...Array.from({ length: width }, (_, i) => `Q${i + 1}`)]];
  for (const r of rows) lines.push([r.name, r.score ?? '', r.total ?? '', r.status, ...(r.marks ?? []).map((m) => (m ? 1 : 0))]);
  return `${lines.map((line) => line.map(cell).join(',')).join('\n')}\n`;
}
