// Which way one line of a cell's explanation reads (the panel and the popover show the same lines).

/**
 * A line of arithmetic reads left to right, a sentence in its language's direction: 'rtl' when the line
 * has right-to-left letters outside its isolated runs (U+2066/2067 … U+2069), else 'ltr'. (dir=auto
 * would be misled by a word isolated inside a formula, e.g. "… (505 more) …" in Arabic.)
 */
export function lineDirection(line) {
  const outside = line.replace(/[\u2066\u2067\u2068][^\u2066-\u2069]*(?:[\u2066-\u2068][^\u2066-\u2069]*\u2069[^\u2066-\u2069]*)*\u2069/g, '');
  return /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(outside) ? 'rtl' : 'ltr';
}
