// While the worker traces a model file's sentence (GPT-2 small: about a second, longer on a busy machine), the
// view says so: "Tracing 27 tokens through 12 layers in the background…" and the seconds so far, counted on the
// page (every 250 ms: the page's thread is free meanwhile). The sentence is its own status line, said once to
// a screen reader; the seconds beside it, and how many layers are traced so far once the worker says (its
// 'layer' events), are not read out.
import { t } from '../i18n/i18n.js';
import { fixed } from './numbers.js';
import { el } from './dom.js';

const EVERY_MS = 250;

/**
 * → {element, start(tokens, layers) → stop(), traced(n): n layers done}: a newer start replaces the one before; an
 * older stop does nothing.
 */
export function traceProgress() {
  const words = el('span', { className: 'train-progress-words', role: 'status' });
  const seconds = el('span', { className: 'train-progress-seconds', ariaHidden: 'true' });
  const element = el('p', { id: 'train-progress', className: 'train-progress', hidden: true }, words, ' ', seconds);
  let current = null;
  function start(tokens, layers) {
    if (current) clearInterval(current.timer);
    const began = performance.now(), mine = { done: null };
    const tick = () => {
      const s = fixed((performance.now() - began) / 1e3, 1);
      seconds.textContent = mine.done === null ? t('train.progress.seconds', { seconds: s }) : t('train.progress.secondsLayers', { seconds: s, done: mine.done, layers });
    };
    mine.tick = tick;
    tick();
    mine.timer = setInterval(tick, EVERY_MS);
    current = mine;
    words.textContent = t('train.progress.tracing', { tokens, layers });
    element.hidden = false;
    element.dataset.tracing = 'true';
    return () => {
      if (current !== mine) return;
      clearInterval(mine.timer);
      current = null;
      element.hidden = true;
      element.dataset.tracing = 'false';
      words.textContent = '';
    };
  }
  function traced(n) {
    if (!current) return;
    current.done = n;
    current.tick();
  }
  return { element, start, traced };
}
