// Cooperative background work for large matrices: colouring a million cells or summarising them
// takes longer than a frame, so it runs as generators in slices of a few milliseconds, yielding to
// the browser between slices (input, animation frames and paint go first). The main thread is never
// held for more than about SLICE_MS plus one generator step.
const SLICE_MS = 8;
const tasks = [];
let scheduled = false;

// A macrotask that is not clamped like nested setTimeout(0): a message to ourselves.
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
if (channel) channel.port1.onmessage = () => runSlice();
const later = () => (channel ? channel.port2.postMessage(0) : setTimeout(runSlice, 0));

/**
 * Runs `generator` (from a function* that yields often, e.g. every few rows) in the background.
 * `alive()` is asked before each slice; when it says false (the view was replaced) the work is
 * dropped. Returns a promise that resolves true when the work finished, false when dropped.
 */
export function background(generator, alive = () => true) {
  return new Promise((resolve) => {
    tasks.push({ generator, alive, resolve });
    if (!scheduled) { scheduled = true; later(); }
  });
}

function runSlice() {
  const end = performance.now() + SLICE_MS;
  while (tasks.length && performance.now() < end) {
    const task = tasks[0];
    if (!task.alive()) { tasks.shift(); task.resolve(false); continue; }
    let done = false;
    try {
      while (!done && performance.now() < end) done = task.generator.next().done;
    } catch (error) {
      done = true;
      console.error(error);
    }
    if (done) { tasks.shift(); task.resolve(true); }
  }
  scheduled = tasks.length > 0;
  if (scheduled) later();
}

// Small matrices are coloured at once, so a test or a reader sees them finished with the stage. A
// step that draws many (8 heads of Z) shares one budget per task: past it, the rest go to the background.
const SYNC_BUDGET = 1 << 18; // cells per task (≈ 5 ms of colouring and summarising)
let budget = 0, budgetTask = false;
export function claimSync(cells) {
  if (!budgetTask) {
    budgetTask = true;
    budget = SYNC_BUDGET;
    setTimeout(() => { budgetTask = false; }, 0);
  }
  if (cells > budget) return false;
  budget -= cells;
  return true;
}

/**
 * Runs `generator` one step per animation frame: for work whose cost is the browser's (new DOM nodes styled and
 * laid out in the frame that shows them), which slices of script time do not bound. Same contract as background.
 */
export function eachFrame(generator, alive = () => true) {
  return new Promise((resolve) => {
    const step = () => {
      if (!alive()) return resolve(false);
      if (generator.next().done) return resolve(true);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/**
 * `alive` for work on a view's `node`: true until the node, once put on the page, is taken off it (the view was
 * replaced); before it is first connected (still being built) it is alive too.
 */
export function whileShown(node) {
  let seen = false;
  return () => { if (node.isConnected) seen = true; return !seen || node.isConnected; };
}

/** Resolves when no background work is left (for tests and exports that need finished pictures). */
export function idle() {
  return new Promise((resolve) => {
    const check = () => (tasks.length ? setTimeout(check, 10) : resolve());
    check();
  });
}
