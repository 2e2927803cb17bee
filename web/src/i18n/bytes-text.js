// Memory sizes in words (apart from format.js, which the engine worker bundles without any language's words).
import { t } from './i18n.js';
import { marked } from './format.js';

// "576 bytes", "12.0 KiB", "4.0 GiB", "1.25 GiB": memory sizes in binary units, to one decimal, or two when
// that says the size exactly (a quarter is 1.25, not 1.3).
export function bytesText(n) {
  if (!Number.isFinite(n)) return '?';
  const units = [['GiB', 2 ** 30], ['MiB', 2 ** 20], ['KiB', 2 ** 10]];
  for (const [unit, size] of units) {
    if (n < size) continue;
    const x = n / size, exactInTwo = Number.isInteger(x * 100) && !Number.isInteger(x * 10);
    return `${marked(x.toFixed(exactInTwo ? 2 : 1))} ${unit}`;
  }
  return t('format.bytes', { n });
}
