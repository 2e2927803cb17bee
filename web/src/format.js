// How numbers are shown: short in cells, full in explanations. −∞ is a real value of the mask.
export function short(value) {
  if (value === -Infinity) return '−∞';
  if (value === Infinity) return '∞';
  if (Number.isNaN(value)) return 'NaN';
  const a = Math.abs(value);
  if (a >= 1000) return value.toExponential(0).replace('-', '−').replace('+', '');  // 3e3, beside 0.01 only when it must
  if (a < 0.005) return '0.00';  // to two decimals, as its neighbours (the exact value is in the cell's arithmetic)
  return value.toFixed(2).replace('-', '−');
}

export function full(value, digits = 4) {
  if (value === -Infinity) return '−∞';
  if (value === Infinity) return '∞';
  return Number(value.toFixed(digits)).toString().replace('-', '−');
}

// A number inside a formula: negatives in parentheses so "0.2 × (−0.3)" reads right.
export function term(value, digits = 3) {
  const s = full(value, digits);
  return value < 0 ? `(${s})` : s;
}

export const dims = (shape) => shape.join('×');

// "1 head", "2 heads": the count and the noun in the number English needs (Intl.PluralRules, ready for
// other languages' rules).
const englishPlural = new Intl.PluralRules('en');
export function count(n, noun, plural = `${noun}s`) {
  return `${n} ${englishPlural.select(n) === 'one' ? noun : plural}`;
}

// "576 bytes", "12.0 KiB", "4.0 GiB": memory sizes in binary units.
export function bytesText(n) {
  if (!Number.isFinite(n)) return '?';
  const units = [['GiB', 2 ** 30], ['MiB', 2 ** 20], ['KiB', 2 ** 10]];
  for (const [unit, size] of units) if (n >= size) return `${(n / size).toFixed(1)} ${unit}`;
  return `${n} bytes`;
}
