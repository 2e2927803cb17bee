// The engine worker's own code (bundled by scripts/build-page.mjs and run after the engine's source,
// which defines AttentionLab). A request names a configuration and a view of it:
//   {id, key, config, inputs, keep (the tensors the shown step reads), item, head (a number or 'all'),
//    images (which heatmaps to paint), ahead (views the page may ask for next)}
// A configuration is run once and kept (kept-run.js; an embedding step is answered before that, by lab.step);
// every later request, whatever the step, item or head, is answered from what is kept: only the asked head's
// T×S slices cross to the page, with each tensor's colour limit and the large heatmaps painted as ImageBitmaps
// (heatmap-pixels.js). {drop: true} lets the kept run go (the page went back to a small configuration).
// While idle, the worker also answers the views the page said it may ask for next (`ahead`) before it asks:
// {ahead: view, key, trace, held} messages, which the page keeps, so a step or head change there needs no
// round trip. {seen: true, key, ahead, has} says the page showed a view it already had: only the next
// views to make change (`has`: the views the page holds, not sent again).
// A request with `part: [from, to]` runs heads from…to-1 only and answers their share of Y (head-split.js).
// A request without `key` is a plain lab.run (config.keep decides what it holds), as before.
import { createKeptRun, answerByRunning, answerBeforeRunning, limitsOf, PER_HEAD, viewId } from './kept-run.js';
import { imagesFor, paintedImages } from './heatmap-pixels.js';
import { headPart } from './head-split.js';

// Every forward pass is counted (trace.runs), so a test sees that a step change made none.
let runs = 0;
const ready = startAttentionLab().then((lab) => {  // engine-worker.js's WORKER_PRELUDE
  const run = lab.run;
  lab.run = (config, inputs) => { runs += 1; return run(config, inputs); };
  return lab;
});
ready.then(() => postMessage({ ready: true }));
let kept = null, warming = false, paintedFor = null, ahead = [], toOpen = null, limitsSentFor = null;
let preparing = null;  // {view, trace, names (images left to paint)}: the view being answered ahead
let countedFor = null;  // the key whose heads are all counted (kept.warm() has nothing left)
let pageHas = new Set();  // the views (viewId) the page holds for paintedFor: not sent ahead again
// The last few images (at T=1024 twelve of 5 MB each: the pixels and their block means), besides the budget:
// a step, the one before it and the next head share most of theirs.
const painted = paintedImages(12);
// While idle, one piece per task (a request that arrives meanwhile waits for one piece at most): the run, when
// the first picture was made without it; every head's slices and the colour limits; then the views the page
// said it may ask for next (`ahead`: the next step, the next head, the step before), answered before it asks,
// each painted one image per piece.
let again = false;  // asked to go on while a piece was under way
function warmLater() {
  if (warming) { again = true; return; }
  warming = true;
  again = false;
  setTimeout(async () => {
    let more = false;
    try { more = await pieceOfWork(); } catch { more = false; } finally { warming = false; }  // a request reports problems
    if (more || again) warmLater();
  }, 0);
}

// One piece of the idle work. → whether more is left (or a promise of it).
function pieceOfWork() {
  if (toOpen) {
    const { key, config, inputs } = toOpen;
    toOpen = null;
    kept.open(key, config, inputs);
    return true;
  }
  if (!kept.holds(paintedFor)) return false;
  if (preparing) return preparePiece();
  // Views without per-head tensors go first (their colour limits are known); then every head is counted
  // (the per-head tensors' limits); then the rest.
  const index = ahead.findIndex((view) => countedFor === paintedFor || !view.keep.some((name) => PER_HEAD.includes(name)));
  if (index < 0 && countedFor !== paintedFor) {
    if (!kept.warm()) countedFor = paintedFor;
    return true;
  }
  // Every head counted: the colour limits an earlier answer could only estimate (limitsFinal: false).
  if (limitsSentFor !== paintedFor && kept.finalLimits()) {
    limitsSentFor = paintedFor;
    postMessage({ limits: kept.finalLimits(), key: paintedFor });
  }
  if (index < 0) return false;
  const [view] = ahead.splice(index, 1);
  if (pageHas.has(viewId(view))) return true;
  pageHas.add(viewId(view));
  preparing = { view, trace: kept.answer(view.keep, view.item, view.head), names: [...(view.images?.names ?? [])] };
  return true;
}

// A view answered ahead: one of its images painted (into the painted cache), or, all painted, the view sent.
function preparePiece() {
  const { view, trace, names } = preparing;
  if (names.length) {
    imagesFor(trace, view.item, view.head, { ...view.images, names: [names.shift()] }, painted);
    return true;
  }
  preparing = null;
  return send({ ahead: view, key: paintedFor }, trace, view).then(() => true);
}

// Posts `message` with `trace` (its images painted for `view` when it asks for some) and what the kept run
// holds. Numbers and pictures move to the page; they are not copied.
async function send(message, trace, view) {
  trace.runs = runs;
  const t1 = performance.now();
  if (view.images) trace.images = imagesFor(trace, view.item, view.head, view.images, painted);
  if (trace.images) await asBitmaps(trace.images);
  trace.workerMs = { ...trace.workerMs, paint: performance.now() - t1 };  // for the bench
  const moved = new Set();
  for (const name in trace.tensors) moved.add(trace.tensors[name].data.buffer);
  for (const image of trace.images ?? []) {
    for (const part of [image.bitmap, image.poolBitmap, image.pixels?.buffer, image.pool?.buffer]) if (part) moved.add(part);
  }
  postMessage({ ...message, trace, held: kept.heldBytes() }, [...moved]);
}

onmessage = (event) => {
  const job = event.data;
  ready.then(async (lab) => {
    kept ??= createKeptRun(lab);
    try {
      let trace;
      const t0 = performance.now();
      if (job.key !== toOpen?.key) toOpen = null;
      if (job.drop) {
        kept.drop();
        painted.clear();
        countedFor = null;
        preparing = null;
        return postMessage({ id: job.id, trace: null });
      }
      if (job.seen) {  // no answer: the page had the view; what it may ask for next changed
        if (job.key === paintedFor && kept.holds(job.key)) { ahead = job.ahead ?? []; pageHas = new Set(job.has); warmLater(); }
        return;
      }
      if (job.part) {
        trace = { tensors: { Y: headPart(lab, job.config, job.inputs, ...job.part) } };
      } else if (job.key === undefined) {
        trace = lab.run(job.config, job.inputs);
        trace.limits = limitsOf(trace.tensors);
      } else if (!kept.holds(job.key) && (trace = answerBeforeRunning(lab, job.config, job.inputs, job.keep))) {
        toOpen = job;  // the first picture needs no forward pass: the run is made right after it is sent
      } else if (kept.open(job.key, job.config, job.inputs)) {
        trace = kept.answer(job.keep, job.item, job.head);
      } else {
        trace = answerByRunning(lab, job.config, job.inputs, job.keep, job.item, job.head);
      }
      trace.workerMs = { answer: performance.now() - t0 };
      if (paintedFor !== job.key) { painted.clear(); paintedFor = job.key; preparing = null; }
      if (preparing && viewId(preparing.view) === viewId(job)) preparing = null;  // answered now, not ahead
      await send({ id: job.id }, trace, job);
      // While the learner looks, every head's slices and the colour limits are made ahead of the next request.
      if (job.key !== undefined && (kept.holds(job.key) || toOpen)) { ahead = job.ahead ?? []; pageHas = new Set(job.has); warmLater(); }
    } catch (error) {
      postMessage({ id: job.id, error: { field: error.field || 'config', message: String(error.message || error), key: error.key, values: error.values } });  // key, values: i18n/engine-text.js
    }
  });
};

// The pixels as ImageBitmaps, which the page draws without copying them onto a canvas first (a million-cell
// putImageData costs the main thread milliseconds). Where a worker has no createImageBitmap the pixels go.
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
