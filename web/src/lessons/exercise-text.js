// Words the exercises share: the sizes line of a question, which keys the mask hides from a query (in words, with
// no number of the matrix), and a mask's name in the page's language.
import { t, has, listSeparator } from '../i18n/i18n.js';
import { matrixOf } from '../engine/tensor.js';
import { maskKey } from '../engine/mask-kind.js';

/** "T=4, S=4, h=2, d_model=8, B=1" (and d_k, d_ff when they are not the usual ones). */
export const sizes = (c) => `T=${c.queryLen}, S=${c.keyLen}, h=${c.heads}, d_model=${c.dModel}, B=${c.batch}${c.dK !== c.dModel / c.heads ? `, d_k=${c.dK}` : ''}${c.block ? `, d_ff=${c.dFF}` : ''}`;

// [0, 1, 2, 5] → "0–2, 5"
function ranges(keys) {
  const parts = [];
  for (let i = 0; i < keys.length; i++) {
    let j = i;
    while (j + 1 < keys.length && keys[j + 1] === keys[j] + 1) j++;
    parts.push(j > i ? `${keys[i]}–${keys[j]}` : String(keys[i]));
    i = j;
  }
  return parts.join(listSeparator());
}

/** The sentence saying which keys the mask hides from query r of item b. */
export function hiddenKeysText(trace, b, r) {
  const M = matrixOf(trace, 'M', { b });
  const hidden = Array.from({ length: M.cols }, (_, s) => s).filter((s) => M.get(r, s) !== 0);
  return hidden.length ? t('lessons.exercises.hides', { r, keys: ranges(hidden) }) : t('lessons.exercises.hidesNone', { r });
}

/** The mask's name in the page's language (lessons.exercises.mask.<maskKey>). */
export function maskName(mask) {
  const key = `lessons.exercises.mask.${maskKey(String(mask))}`;
  return /^[a-z+]+$/.test(String(mask)) && has(key) ? t(key) : String(mask);
}
