// How the current language writes numbers (its decimal mark, list separator and integers), apart from the
// catalogs: modules the engine worker bundles (format.js, colors.js) read these without pulling in every
// language's words. i18n.js's setLanguage sets the locale.
let integers = new Intl.NumberFormat('en', { useGrouping: false });
let grouped = new Intl.NumberFormat('en');
let mark = '.';

/** Formats numbers as `locale` (an Intl locale: 'fr', 'ar-u-nu-latn') writes them. */
export function setNumberLocale(locale) {
  integers = new Intl.NumberFormat(locale, { useGrouping: false });
  grouped = new Intl.NumberFormat(locale);
  mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** The decimal mark of the language's numbers: '.' or ','. */
export const decimalMark = () => mark;
/** Between the numbers of a list: ', ' — or '; ' where the decimal mark is itself a comma. */
export const listSeparator = () => (mark === ',' ? '; ' : ', ');

/** An integer as the language writes it: grouped from 10,000 up ("12 345" in French), not below. */
export function integer(n) {
  return Math.abs(n) >= 10000 ? grouped.format(n) : integers.format(n);
}
