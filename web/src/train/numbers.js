// Numbers as the train view writes them: a fixed count of decimals (trailing zeros kept, so a column of
// losses lines up) with the language's decimal mark, and percentages as the language writes them (both are
// i18n/format.js's, which the chapters use too).
export { fixed, percent } from '../i18n/format.js';
