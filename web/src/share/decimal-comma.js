// CSV as languages with a decimal comma write it (and as the Export menu writes it there): fields
// separated by ';', decimals with ','. parseMatrix reads ',' and ';' alike as separators, so such text is
// turned into "0.5, 0.25" before it is read. Only text with a ';' between fields is touched (LaTeX and
// bracketed lists are left alone): there a comma between two digits can only be a decimal mark.
import { parseMatrix } from '../paste/parse-matrix.js';

/** "0,5;−0,25\n1;2" → "0.5,−0.25\n1,2"; any other text unchanged. */
export function fromDecimalComma(text) {
  if (typeof text !== 'string' || !/;/.test(text) || /[[&\\]/.test(text)) return text;
  return text.split(/\r?\n/).map((line) => (line.trimStart().startsWith('#') ? line : line.replace(/(\d),(\d)/g, '$1.$2').replace(/;/g, ','))).join('\n');
}

/** A matrix the learner typed or pasted, in either way of writing decimals. */
export const parseTyped = (text) => parseMatrix(fromDecimalComma(text));
