// Memory sizes in words (apart from format.js, which the engine worker bundles without any language's words).
import { t } from './i18n.js';
import { marked } from './format.js';

// "576 bytes", "12.0 KiB", "4.0 GiB": memory sizes in binary units.
export function bytesText(n) {
  if (!Number.isFinite(n)) return '?';
  const units = [['GiB', 2 ** 30], ['MiB', 2 ** 20], ['KiB', 2 ** 10]];
  for (const [unit, size] of units) if (n >= size) return `${marked((n / size).toFixed(1))} ${unit}`;
  return t('format.bytes', { n });
}
