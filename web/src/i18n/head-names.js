// How the page names a head or a layer: by its index, counting from 0, as PyTorch indexes them
// (Q_heads[:, h], model.layers[l]), as the head selector, the axes and the code show them, and as
// interpretability papers name GPT-2's heads ("4.11": layer 4, head 11). Every sentence that names a head or a
// layer gets its number from here, so no place counts from 1.
import { t } from './i18n.js';

/** The number the page shows for head or layer index `i` (0, 1, …): the index itself. */
export const shownIndex = (i) => String(i);

/** "layer 0 head 1": a head of a model with layers (the train view's words). */
export const layerHeadName = (layer, head) => t('train.status.head', { layer: shownIndex(layer), head: shownIndex(head) });
