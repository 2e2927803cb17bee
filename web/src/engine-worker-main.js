// The engine worker's own code (bundled by scripts/build-page.mjs and run after the engine's source,
// which defines AttentionLab). A request names a configuration and a view of it:
//   {id, key, config, inputs, keep (the tensors the shown step reads), item, head (a number or 'all'), images}
// The first request of a configuration runs it once and keeps it (kept-run.js); later ones, whatever the
// step, item or head, are answered from what is kept: only the asked head's T×S slices cross to the page,
// with each tensor's colour limit and, when `images` asks, the large heatmaps' pixels (heatmap-pixels.js).
// A request without `key` is a plain lab.run (config.keep decides what it holds), as before.
import { createKeptRun, answerByRunning, limitsOf } from './kept-run.js';
import { imagesFor } from './views/heatmap-pixels.js';

// Every forward pass is counted (trace.runs), so a test sees that a step change made none.
let runs = 0;
const ready = globalThis.AttentionLab().then((lab) => {
  const run = lab.run;
  lab.run = (config, inputs) => { runs += 1; return run(config, inputs); };
  return lab;
});
ready.then(() => postMessage({ ready: true }));
let kept = null, warming = false;
// One head per task, so a request that arrives meanwhile waits for one head at most.
function warmLater() {
  if (warming) return;
  warming = true;
  setTimeout(() => { warming = false; if (kept.warm()) warmLater(); }, 0);
}

onmessage = (event) => {
  const job = event.data;
  ready.then((lab) => {
    kept ??= createKeptRun(lab);
    try {
      let trace;
      if (job.key === undefined) {
        trace = lab.run(job.config, job.inputs);
        trace.limits = limitsOf(trace.tensors);
      } else if (kept.open(job.key, job.config, job.inputs)) {
        trace = kept.answer(job.keep, job.item, job.head);
      } else {
        trace = answerByRunning(lab, job.config, job.inputs, job.keep, job.item, job.head);
      }
      trace.runs = runs;
      if (job.images) trace.images = imagesFor(trace, job.item, job.head, job.images);
      const buffers = new Set();
      for (const name in trace.tensors) buffers.add(trace.tensors[name].data.buffer);
      for (const image of trace.images ?? []) { buffers.add(image.pixels.buffer); if (image.pool) buffers.add(image.pool.buffer); }
      postMessage({ id: job.id, trace, held: kept.heldBytes() }, [...buffers]);  // the numbers move, they are not copied
      // While the learner looks, every head's slices and the colour limits are made ahead of the next request.
      if (job.key !== undefined && kept.holds(job.key)) warmLater();
    } catch (error) {
      postMessage({ id: job.id, error: { field: error.field || 'config', message: String(error.message || error) } });
    }
  });
};
