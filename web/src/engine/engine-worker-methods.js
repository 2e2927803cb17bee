// What the engine worker does, as methods the page calls through worker-protocol.js (the worker's entry,
// engine-worker-main.js, serves them; the Node tests call them directly). A view names a configuration and
// what the page shows of it:
//   {key, config, inputs, keep (the tensors the shown step reads), item, head (a number or 'all'),
//    images (which heatmaps to paint), ahead (views the page may ask for next), has (views the page holds)}
// A configuration is run once and kept (kept-run.js; an embedding step is answered before that, by lab.step);
// every later view, whatever the step, item or head, is answered from what is kept: only the asked head's T×S
// slices cross to the page, with each tensor's colour limit and the large heatmaps painted (heatmap-pixels.js).
// While idle the worker works ahead, one piece per task (so a call that arrives waits for one piece at most):
// the run, when the first picture was made without it; every head's slices and the exact colour limits (event
// 'limits'); then the views the page said it may ask for next, each sent as event 'ahead' before it asks.
// Every forward pass is counted ('forwardPasses'), so a test sees that a step change made none.
import { createKeptRun, answerByRunning, answerBeforeRunning, PER_HEAD, viewId } from './kept-run.js';
import { imagesFor, paintedImages } from './heatmap-pixels.js';
import { headPart } from './head-split.js';
import { moving } from './worker-protocol.js';
import { traceLayer } from './model-layer.js';

/**
 * The engine worker's methods over `lab`; `emit(event, value)` and `count(name)` are the protocol's.
 * → {view(request) → {trace, held}, seen({key, ahead, has}), part(config, inputs, [from, to]) → Y,
 * openLayer({model, bytes, layer, length}) → a trained layer as the lab opens it, drop()}.
 */
export function createEngineWorker(lab, { emit, count }) {
  const kept = createKeptRun(lab);
  const trainers = new Map();  // model name → the trainer its bytes load (a shipped model never changes)
  // The last few images (at T=1024 twelve of 5 MB each: the pixels and their block means), besides the budget:
  // a step, the one before it and the next head share most of theirs.
  const painted = paintedImages(12);
  const idle = {
    shownKey: null,    // the configuration the page shows (its images are in `painted`)
    toOpen: null,      // {key, config, inputs}: a run to make, its first picture sent without it
    ahead: [],         // the views the page may ask for next, in order
    pageHas: new Set(),  // the views (viewId) the page holds: not sent again
    preparing: null,   // {view, trace, names (images left to paint)}: the view being answered ahead
    countedFor: null,  // the key whose heads are all counted
    limitsSentFor: null,
    working: false, again: false,
  };

  function workLater() {
    if (idle.working) { idle.again = true; return; }
    idle.working = true;
    idle.again = false;
    setTimeout(async () => {
      let more = false;
      try { more = await pieceOfWork(); } catch { more = false; } finally { idle.working = false; }  // a call reports problems
      if (more || idle.again) workLater();
    }, 0);
  }

  // One piece of the idle work. → whether more is left (or a promise of it).
  function pieceOfWork() {
    if (idle.toOpen) {
      const { key, config, inputs } = idle.toOpen;
      idle.toOpen = null;
      count('forwardPasses');
      kept.open(key, config, inputs);
      return true;
    }
    if (!kept.holds(idle.shownKey)) return false;
    if (idle.preparing) return preparePiece();
    // Views without per-head tensors go first (their colour limits are known); then every head is counted
    // (the per-head tensors' limits); then the rest.
    const counted = idle.countedFor === idle.shownKey;
    const index = idle.ahead.findIndex((view) => counted || !view.keep.some((name) => PER_HEAD.includes(name)));
    if (index < 0 && !counted) {
      if (!kept.warm()) idle.countedFor = idle.shownKey;
      return true;
    }
    // Every head counted: the colour limits an earlier answer could only estimate (limitsFinal: false).
    if (idle.limitsSentFor !== idle.shownKey && kept.finalLimits()) {
      idle.limitsSentFor = idle.shownKey;
      emit('limits', { limits: kept.finalLimits(), key: idle.shownKey });
    }
    if (index < 0) return false;
    const [view] = idle.ahead.splice(index, 1);
    if (idle.pageHas.has(viewId(view))) return true;
    idle.pageHas.add(viewId(view));
    idle.preparing = { view, trace: kept.answer(view.keep, view.item, view.head), names: [...(view.images?.names ?? [])] };
    return true;
  }

  // A view answered ahead: one of its images painted (into the painted cache), or, all painted, the view sent.
  async function preparePiece() {
    const { view, trace, names } = idle.preparing;
    if (names.length) {
      imagesFor(trace, view.item, view.head, { ...view.images, names: [names.shift()] }, painted);
      return true;
    }
    idle.preparing = null;
    emit('ahead', await answerOf(trace, view, { ahead: view, key: idle.shownKey }));
    return true;
  }

  // `trace` with its images painted for `view` (when it asks for some), and what the kept run holds; its
  // numbers and pictures move to the page, they are not copied.
  async function answerOf(trace, view, fields = {}) {
    const t1 = performance.now();
    if (view.images) trace.images = imagesFor(trace, view.item, view.head, view.images, painted);
    if (trace.images) await asBitmaps(trace.images);
    trace.workerMs = { ...trace.workerMs, paint: performance.now() - t1 };  // for the bench
    const buffers = Object.values(trace.tensors).map((t) => t.data.buffer);
    for (const image of trace.images ?? []) buffers.push(...[image.bitmap, image.poolBitmap, image.pixels?.buffer, image.pool?.buffer].filter(Boolean));
    return moving({ ...fields, trace, held: kept.heldBytes() }, buffers);
  }

  // The view's trace: before the run when it needs none (its first picture), else from the kept run, else
  // (past the budget) from a run of its own.
  function traceFor(request) {
    const { key, config, inputs, keep, item, head } = request;
    if (kept.holds(key)) return kept.answer(keep, item, head);
    const early = answerBeforeRunning(lab, config, inputs, keep);
    if (early) {
      idle.toOpen = { key, config, inputs };  // the run is made right after the first picture is sent
      return early;
    }
    count('forwardPasses');
    return kept.open(key, config, inputs) ? kept.answer(keep, item, head) : answerByRunning(lab, config, inputs, keep, item, head);
  }

  // What the page may ask for next, made while it looks at this view.
  function lookAhead({ key, ahead = [], has = [] }) {
    idle.ahead = ahead;
    idle.pageHas = new Set(has);
    workLater();
  }

  return {
    async view(request) {
      const t0 = performance.now();
      if (request.key !== idle.toOpen?.key) idle.toOpen = null;
      const trace = traceFor(request);
      trace.workerMs = { answer: performance.now() - t0 };
      if (idle.shownKey !== request.key) { painted.clear(); idle.shownKey = request.key; idle.preparing = null; }
      if (idle.preparing && viewId(idle.preparing.view) === viewId(request)) idle.preparing = null;  // answered now, not ahead
      const answer = await answerOf(trace, request);
      if (kept.holds(request.key) || idle.toOpen) lookAhead(request);
      return answer;
    },
    /** The page showed a view it already had: only what it may ask for next changed. */
    seen(request) {
      if (request.key === idle.shownKey && kept.holds(request.key)) lookAhead(request);
    },
    /** The Y of heads [from, to) (head-split.js). */
    part(config, inputs, [from, to]) {
      count('forwardPasses');
      const Y = headPart(lab, config, inputs, from, to);
      return moving(Y, [Y.data.buffer]);
    },
    /**
     * A trained model's `layer` on its probe of `length` tokens (model-layer.js's traceLayer, with the probe's ids
     * and the model's config): the page opens a 1,024-token example from it without tracing on its own thread.
     */
    openLayer({ model, bytes, layer, length }) {
      if (!trainers.has(model)) trainers.set(model, lab.loadModel(bytes));
      const trainer = trainers.get(model), ids = trainer.probe(length);
      count('forwardPasses');
      const opened = { ...traceLayer(trainer, lab.schema().givable, { layer, ids }), ids, modelConfig: { ...trainer.config } };
      return moving(opened, [...Object.values(opened.inputs), opened.logits.data, opened.probs.data].map((data) => data.buffer));
    },
    /** The page went back to a small configuration: the kept run goes. */
    drop() {
      kept.drop();
      painted.clear();
      Object.assign(idle, { countedFor: null, preparing: null, toOpen: null });
    },
  };
}

// The pixels as ImageBitmaps, which the page draws without copying them onto a canvas first (a million-cell
// putImageData costs the main thread milliseconds). Where there is no createImageBitmap (Node) the pixels go.
async function asBitmaps(images) {
  if (typeof createImageBitmap !== 'function') return;
  await Promise.all(images.map(async (image) => {
    const { rows, cols } = image;  // as drawn (transposed or not)
    const bitmapOf = (words, w, h) => createImageBitmap(new ImageData(new Uint8ClampedArray(words.buffer, words.byteOffset, w * h * 4), w, h));
    image.bitmap = await bitmapOf(image.pixels, cols, rows);
    if (image.pool) image.poolBitmap = await bitmapOf(image.pool, Math.ceil(cols / image.fx), Math.ceil(rows / image.fy));
    delete image.pixels;
    delete image.pool;
  }));
}
