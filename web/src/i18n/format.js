// How numbers are shown: short in cells, full in explanations, with the language's decimal mark (a comma in
// French, Spanish and German). −∞ is a real value of the mask.
import { decimalMark, listSeparator } from './numbers.js';
import { t, direction } from './i18n.js';

// −∞ kept in its order in a right-to-left line (an LTR isolate): Arabic would show “∞−” otherwise.
const minusInfinity = () => (direction() === 'rtl' ? '\u2066−∞\u2069' : '−∞');

/** A number's text with the language's decimal mark. */
export const marked = (s) => (decimalMark() === '.' ? s : s.replace('.', decimalMark()));
export function short(value) {
  if (value === -Infinity) return minusInfinity();
  if (value === Infinity) return '∞';
  if (Number.isNaN(value)) return 'NaN';
  const a = Math.abs(value);
  if (a >= 1000) return value.toExponential(0).replace('-', '−').replace('+', '');  // 3e3, beside 0.01 only when it must
  if (a < 0.005) return marked('0.00');  // to two decimals, as its neighbours (the exact value is in the cell's arithmetic)
  return marked(value.toFixed(2).replace('-', '−'));
}

export function full(value, digits = 4) {
  if (value === -Infinity) return minusInfinity();
  if (value === Infinity) return '∞';
  return marked(Number(value.toFixed(digits)).toString().replace('-', '−'));
}

// A number inside a formula: negatives in parentheses so "0.2 × (−0.3)" reads right.
export function term(value, digits = 3) {
  const s = full(value, digits);
  return value < 0 ? `(${s})` : s;
}

export const dims = (shape) => shape.join('×');

/** A fixed count of decimals, trailing zeros kept (a column lines up), with the language's mark: "0,50". */
export const fixed = (value, digits) => marked(value.toFixed(digits));

/** A share (0…1) as a percentage as the language writes it: "45.3%", "45,3 %". */
export const percent = (share, digits = 1) => t('train.percent', { value: fixed(100 * share, digits) });

/** One significant decimal in scientific form, for differences near zero: "2.4e−7" ("2,4e−7"). */
export const sci = (value) => (value === 0 ? '0' : marked(value.toExponential(1).replace('-', '\u2212')));

/** "[0.45, 0.55]" — or "[0,45; 0,55]" where the decimal mark is a comma. */
export const numberList = (values, digits = 4) => `[${values.map((v) => full(v, digits)).join(listSeparator())}]`;

/** The shortest decimal that reads back as the same float32 (0.1, not 0.10000000149011612). */
export function f32(value) {
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  const target = Math.fround(value);
  for (let p = 1; p <= 9; p++) {
    const text = target.toPrecision(p);
    if (Math.fround(Number(text)) === target) return Number(text);
  }
  return target;
}
