// The explanation panel: the step's title, formula (MathML), shape algebra and caption sentences.
import { renderMath } from './math.js';
import { t, direction } from '../i18n/i18n.js';
import { lineDirection } from '../views/line-direction.js';
import { stepTitle } from './step-titles.js';

export function renderExplain({ step, trace, algebra, captions }, root = document) {
  root.getElementById('step-title').textContent = stepTitle(step, trace.config);
  fitFormula(root.getElementById('formula'), step.formula);
  const shape = root.getElementById('shape-algebra');
  shape.dir = 'ltr';  // shapes read left to right in every language (words in it keep their own direction)
  shape.replaceChildren(...(algebra ?? []).map((part) => {
    const node = document.createElement(part.inner ? 'mark' : 'span');
    node.textContent = part.text;
    if (part.inner) node.title = t('steps.panel.inner');
    return node;
  }));
  const caption = root.getElementById('caption');
  caption.replaceChildren(...captions.map((sentence) => Object.assign(document.createElement('p'), { textContent: sentence })));
  if (trace.fullyMaskedRows.length && (step.group === 'softmax' || step.group === 'mask')) {
    const warn = document.createElement('p');
    warn.className = 'warn';
    warn.textContent = t('steps.panel.fullyMasked', { rows: trace.fullyMaskedRows.map(([b, q]) => `(${b}, ${q})`).join(' ') });
    caption.append(warn);
  }
  // In a right-to-left language the matrices above keep their mathematical orientation (dir="ltr"): say so.
  if (direction() === 'rtl') caption.append(Object.assign(document.createElement('p'), { className: 'hint matrix-direction', textContent: t('steps.stage.rtlNote') }));
}

export function renderCellInfo(info, root = document) {
  const node = root.getElementById('cell-info');
  if (!info) {
    node.replaceChildren(Object.assign(document.createElement('p'), { className: 'hint', textContent: t('steps.panel.hint') }));
    return;
  }
  node.replaceChildren(...info.lines.map((line, i) => Object.assign(document.createElement(i === 0 ? 'strong' : 'p'), { textContent: line, dir: lineDirection(line) })));
}


// How a formula was fitted at a box width ("formula|width" → {aligned, size}): a step shown again is set at
// once, without measuring (each measurement forced a layout of the freshly built stage: 5–9 ms at T=1024).
// The box's width comes from a ResizeObserver, which also fits the formula again when the width changes.
const fitted = new Map();
const widths = new WeakMap();
const observer = typeof ResizeObserver === 'function' ? new ResizeObserver((entries) => {
  for (const { target } of entries) {
    const width = Math.round(target.clientWidth);
    if (widths.get(target) === width) continue;
    widths.set(target, width);
    // Fitted in the next frame, not inside the observer: setting the formula resizes the box, which would be
    // reported in this same delivery (the browser's "ResizeObserver loop" error, e.g. on leaving presentation).
    if (target.dataset.formula !== undefined) requestAnimationFrame(() => fitFormula(target, target.dataset.formula));
  }
}) : null;

// A long formula (softmax, concat) is set smaller until it fits its box, down to 85 % of its size; past
// that (a phone) it breaks at its equals signs into aligned lines, and only then shrinks further (to 70 %)
// or scrolls in its box: a cut subscript is never the answer.
function fitFormula(box, formula) {
  if (!widths.has(box)) { widths.set(box, Math.round(box.clientWidth)); observer?.observe(box); }
  box.dataset.formula = formula;
  const key = `${formula}|${widths.get(box)}`, known = fitted.get(key);
  if (!known) return measure(box, formula, key);
  renderMath(box, known.aligned ? aligned(formula) : formula);
  const math = box.querySelector('math');
  if (math && known.size < 1) math.style.fontSize = `${known.size}em`;
}

// Sets `formula` in `box` as it fits (see above) and keeps how, under `key`.
function measure(box, formula, key) {
  renderMath(box, formula);
  if (!box.clientWidth) return;
  let isAligned = false;
  if (!shrink(box, 0.85)) {
    if (splitAtEquals(formula).length < 2) shrink(box, 0.7);
    else { isAligned = true; renderMath(box, aligned(formula)); shrink(box, 0.7); }
  }
  fitted.set(key, { aligned: isAligned, size: parseFloat(box.querySelector('math')?.style.fontSize) || 1 });
}

function aligned(tex) {
  const [first, ...rest] = splitAtEquals(tex);
  return `\\begin{aligned} ${first} &= ${rest.join(' \\\\ &= ')} \\end{aligned}`;
}

/**
 * While the page is idle, the formulas of every step are fitted ahead, one per idle moment, in a hidden box as
 * wide as the formula's, so a step shown for the first time measures nothing (its measuring forced a layout).
 * `busy()` says when to wait (a step animating).
 */
export function prepareFormulas(formulas, root = document, { busy = () => false } = {}) {
  const box = root.getElementById('formula'), width = widths.get(box);
  if (!width) return;
  const todo = [...new Set(formulas)].filter((formula) => formula && !fitted.has(`${formula}|${width}`));
  const idle = globalThis.requestIdleCallback ?? ((work) => setTimeout(work, 50));
  const next = () => {
    if (widths.get(box) !== width || !box.isConnected) return;
    // Not while a step animates: each measurement lays the page out, and where there is no requestIdleCallback
    // (WebKit) the fallback's turns fell between animation frames (WebKitGTK: 10-20 fps in the first steps).
    if (busy()) return idle(next);
    const formula = todo.shift();
    if (formula === undefined) return;
    // A pixel narrower than the box: a formula lands in the real box up to a pixel wider than in the probe
    // (where each starts within a pixel), so what fits here fits there (Firefox: split_k was 1 px over).
    const probe = document.createElement('div');
    probe.style.cssText = `position: absolute; visibility: hidden; top: 0; width: ${width - 1}px; font-size: ${getComputedStyle(box).fontSize}; overflow-x: auto; direction: ltr`;
    box.parentNode.append(probe);
    measure(probe, formula, `${formula}|${width}`);
    probe.remove();
    idle(next);
  };
  idle(next);
}

// Block math is as wide as its box, so the overflow is the excess; spacing does not shrink in proportion,
// so the size is corrected a few times. Not a pixel over: a formula measured in prepareFormulas' probe lands
// in the real box a pixel wider or narrower (where each starts within a pixel), and a pixel of slack here was
// two cut off there (Firefox, Arabic, the mask's cases). → whether it fits.
function shrink(box, min) {
  const math = box.querySelector('math');
  if (!math) return true;
  let size = 1;
  for (let pass = 0; pass < 4 && box.scrollWidth > box.clientWidth && size > min; pass++) {
    size = Math.max(min, Math.floor(size * (box.clientWidth / box.scrollWidth) * 100) / 100);
    math.style.fontSize = `${size}em`;
  }
  return box.scrollWidth <= box.clientWidth;
}

// TeX split at its top-level '=' (outside braces): "a = b = c" → ["a", "b", "c"].
function splitAtEquals(tex) {
  const parts = [];
  let depth = 0, from = 0;
  for (let i = 0; i < tex.length; i++) {
    const ch = tex[i];
    if (ch === '\\') i++;  // an escaped character, e.g. \{ or \=
    else if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '=' && depth === 0) { parts.push(tex.slice(from, i).trim()); from = i + 1; }
  }
  parts.push(tex.slice(from).trim());
  return parts.filter(Boolean);
}
