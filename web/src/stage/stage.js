// The stage of one lab: the step's picture (views/stage-view.js) fitted to the screen, with its explanation,
// legend, code panel and the cell popover, drawn from the derived trace (trace-model.js) for the step, item
// and head of the store. A cell hovered or reached from the keyboard is explained; an edited number or a
// toggled mask cell goes back to the store.
import { stageView } from '../views/stage-view.js';
import { fitToScreen } from '../views/fit.js';
import { cellPopover } from '../views/cell-popover.js';
import { renderExplain, renderCellInfo, prepareFormulas } from './explain-panel.js';
import { renderLegend } from './legend.js';
import { explainCell } from './explain.js';
import { scaleFor } from '../engine/colors.js';
import { captionFor } from './captions.js';
import { renderCodePanel } from './code-panel.js';
import { rememberFocus } from '../a11y/keep-focus.js';
import { maskOnes } from '../state/trace-model.js';
import { direction, t } from '../i18n/i18n.js';
import { stepTitle } from './step-titles.js';
import { isGraded } from '../state/graded-mode.js';

// The view of the step, or a note saying why it cannot be drawn: such a view must not take the page down.
function viewOf(ctx, step) {
  try {
    return stageView(ctx, step);
  } catch (problem) {
    const note = document.createElement('p');
    note.className = 'error';
    note.textContent = t('app.stage.drawFailed', { reason: problem.message });
    return { el: note, algebra: [], update() {} };
  }
}

// captionFor may give one string or a list of sentences; both are shown as paragraphs.
function captionsOf(step, trace, b, h, masks) {
  try {
    const text = captionFor(step, trace, { item: b, head: h, masks }) ?? [];
    return Array.isArray(text) ? text : [text].filter(Boolean);
  } catch { return []; }
}

// A factory over ~80 lines: its closure is the stage's state (the picture shown, the key it was drawn for,
// the step last announced), which its short inner functions share.
/**
 * root (document or shadow root), $ (id → element in root), lab, store, model (trace-model.js),
 * presenting() → whether presentation mode is on. → {draw(state, stepIndex, waiting), refit()}.
 */
export function createStage({ root, $, lab, store, model, presenting }) {
  const editable = new Set(lab.schema().givable);  // what a learner may type into
  const masks = lab.schema().masks;  // what each mask does: the captions and the mask view decide by it
  const popover = cellPopover(root);
  // The picture fitted to the screen (a projector, 150 % zoom, a phone); presentation mode on the page only.
  // Presenting, no number is drawn below 14 px (cells ≈ 16 px): a picture that does not fit so is drawn as context.
  const fitting = () => (presenting() ? { min: 0.2, max: 1.8, legible: 14 } : { min: 0.6 });
  const fit = (node, content) => fitToScreen(node, content, fitting());
  let stage = null, stageKey = '', lastStep = -1, preparedFor = null;

  function onCell(matrix, r, c) {
    if (!stage) return;
    for (const view of stage.ctx.views.values()) view.highlight('hover');
    if (!matrix) return popover.hide();
    // A cell's data-row/col are where it is drawn; the explanation and the highlight speak the tensor's
    // coordinates (K_hᵀ and the flash state are drawn transposed).
    [r, c] = matrix.transpose ? [c, r] : [r, c];
    const info = isGraded() ? null : explainCell(model.trace, matrix.name, { b: matrix.b, h: matrix.h, tile: matrix.tile, lab }, r, c);  // graded: no arithmetic
    renderCellInfo(info, root);
    stage.ctx.views.get(matrix.name)?.highlight('hover', { cells: [[r, c]] });
    for (const source of info?.sources ?? []) {
      if (source.head !== undefined && source.head !== store.get().head) continue;
      stage.ctx.views.get(source.name)?.highlight('hover', source);
    }
    // After the highlights: the popover is placed off the cells they mark (and copies them, as a lens).
    popover.show(info, { always: presenting(), panel: $('cell-info') });
    // A cell reached from the keyboard is read out, in the page's one polite live region (a hover is not).
    if (info && !popover.hovered()) $('announce').textContent = info.lines.join(' ');
  }

  function onEdit(matrix, r, c, value) {
    const { trace } = model, { inputs, step } = store.get();
    const stepId = trace.steps[step]?.id;
    const values = Array.from(inputs[matrix.name] ?? trace.tensors[matrix.name].data);
    values[matrix.index(r, c)] = value;
    // An edit shows its consequences at once: the step is drawn complete, not replayed.
    store.set({ inputs: { ...inputs, [matrix.name]: values }, progress: 1, playing: false });
    // A first edit of X removes the embed and position steps: stay on the same step, not the same index.
    const index = model.trace.steps.findIndex((s) => s.id === stepId);
    if (index >= 0 && index !== store.get().step) store.set({ step: index });
  }

  function onMaskToggle(r, c) {
    const { trace } = model, { config } = store.get();
    const mask = config.customMask?.length ? [...config.customMask] : maskOnes(trace);
    const [, T, S] = trace.tensors.M.shape;
    const b = store.get().item;
    const i = mask.length === T * S ? r * S + c : (b * T + r) * S + c;
    mask[i] = mask[i] ? 0 : 1;
    store.set({ config: { ...config, customMask: mask }, progress: 1, playing: false });
  }

  function build(state) {
    const { trace } = model, step = trace.steps[state.step];
    const b = Math.min(state.item, trace.config.batch - 1);
    const allHeads = state.head === 'all';
    const h = allHeads ? 0 : Math.min(state.head, trace.config.heads - 1);
    const ctx = { trace, b, h, allHeads, largeMode: model.large, editable, views: new Map(), limitOf: model.limitOf, onCell, onEdit, onMaskToggle, maxAbs: lab.limits?.().maxAbsValue, masks };
    const view = viewOf(ctx, step);
    // The explanation first: its formula is measured (fitted) while the old stage still stands, so the layout
    // that measuring forces is the panel's, not the whole new stage's (which fitting the stage forces next).
    const captions = captionsOf(step, trace, b, h, masks);
    renderExplain({ step, trace, algebra: view.algebra, captions }, root);
    // No cell of the new picture is explained yet: the panel and its popover say so together (a cell under the
    // pointer or holding focus explains itself again as the picture comes).
    renderCellInfo(null, root);
    popover.hide();
    if (preparedFor !== trace.steps) prepareFormulas(trace.steps.map((s) => s.formula), root, { busy: () => store.get().playing });  // the other steps', while idle
    preparedFor = trace.steps;
    const node = $('stage');
    const restoreFocus = rememberFocus(node); // a redraw must not drop keyboard focus to <body>
    node.replaceChildren(view.el);
    // Presenting, the picture is fitted as it ends (the head split's stack grows while it plays).
    if (presenting()) view.update(1);
    const scale = fit(node, view.el);
    // A picture finished in the background (a long token list) is fitted again once whole, unless it is already
    // at its smallest: growing cannot change that fit, and fitting again restyles every chip (~100 ms at T=4096).
    view.finished?.then((done) => { if (done && stage?.view === view && scale > fitting().min) refit(); });
    node.dataset.group = step.group;
    // Matrices, formulas and numbers read left to right in a right-to-left page too (−0.5, not 0.5−).
    if (direction() === 'rtl') node.dir = 'ltr';
    stage = { ctx, view, step, trace };
    const shown = trace.tensors[step.output] ? scaleFor(step.output, model.limitOf(step.output), trace.tensors[step.output].shape.at(-1)) : null;
    renderLegend($('legend'), shown);
    try { renderCodePanel($('code'), { trace, stepId: step.id, masks }); } catch (e) { $('code').textContent = ''; }
    if (state.step !== lastStep) {
      $('announce').textContent = t('app.announce.step', { n: state.step + 1, count: trace.steps.length, title: stepTitle(step, trace.config), caption: captions[0] ?? '' });
      lastStep = state.step;
    }
    restoreFocus(); // last, so the restored cell's explanation is the one left showing
  }

  /**
   * Draws step `stepIndex` of the model's trace at the state's progress. While the worker computes a large
   * step (or after it was cancelled: `waiting`), the last picture stays, drawn complete.
   * → the milliseconds {buildMs (when rebuilt), updateMs}.
   */
  function draw(state, stepIndex, waiting) {
    const perf = {};
    const nextKey = JSON.stringify([model.version, stepIndex, state.item, state.head]);
    if (!waiting && (nextKey !== stageKey || stage?.trace !== model.trace)) {
      const t0 = performance.now();
      build(state);
      perf.buildMs = performance.now() - t0;
      stageKey = nextKey;
    }
    const t1 = performance.now();
    stage.view.update(waiting ? 1 : state.progress);
    perf.updateMs = performance.now() - t1;
    return perf;
  }

  function refit() {
    if (!stage) return;
    if (presenting()) stage.view.update(1);  // measured as it ends, as in build
    fit($('stage'), stage.view.el);
    if (presenting()) stage.view.update(store.get().progress);
  }

  return {
    draw,
    get shown() { return stage !== null; },
    refit,
  };
}
