// Numbers as the train view writes them: a fixed count of decimals (trailing zeros kept, so a column of
// losses lines up) with the language's decimal mark, and percentages as the language writes them.
import { t } from '../i18n/i18n.js';
import { fixed } from '../i18n/format.js';

export { fixed };

/** A share (0…1) as a percentage: "45.3%", "45,3 %". */
export const percent = (share, digits = 1) => t('train.percent', { value: fixed(100 * share, digits) });
