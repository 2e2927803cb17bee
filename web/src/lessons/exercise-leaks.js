// Does anything a learner reads before answering (the question, what it gives, its hint) hold an answer, its own
// or another question's, at the precision it could be typed (issue 38)? The generator draws again until nothing
// does; tests hold every generated set to it.
import { dims } from '../i18n/format.js';

/** The text of an exercise that is shown before any answer. */
export const shownText = (ex) => [ex.prompt, ...(ex.given ?? []), ex.hint, ...(ex.table?.rows ?? []).map((row) => row.join(' '))].join('\n');

const numbersIn = (text) => (text.match(/[−-]?\d+[.,]\d+/g) ?? []).map((s) => Number(s.replace('−', '-').replace(',', '.')));
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Would `text` give away the answer of `ex`? Numbers: one within typing tolerance, or its 2- or 3-decimal spelling. */
export function holdsAnswer(text, ex) {
  const a = ex.answer;
  if (ex.type === 'shape') return [dims(a), a.join('x'), a.join(', '), a.join(',')].some((s) => a.length > 1 && text.includes(s));
  if (ex.type === 'choice') return false;  // the options are shown by design; which one is right is not
  if (a === -Infinity) return /−∞|-inf|infinity/i.test(text);
  if (numbersIn(text).some((x) => Math.abs(x - a) <= 0.0051)) return true;
  return [2, 3].some((p) => {
    const s = Math.abs(a).toFixed(p);
    return new RegExp(`(?<![\\d])${escape(s)}|(?<![\\d])${escape(s.replace('.', ','))}`).test(text);
  });
}

/** [[i, j]]: exercise i's shown text holds exercise j's answer. */
export function leaks(exercises) {
  const found = [];
  exercises.forEach((ex, i) => { const text = shownText(ex); exercises.forEach((other, j) => { if (holdsAnswer(text, other)) found.push([i, j]); }); });
  return found;
}
