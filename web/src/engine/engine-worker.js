// Runs the engine in a Web Worker so a large configuration never blocks the page.
// Served over http(s), the worker is a same-origin script, engine-worker.js beside the page's script
// (scripts/build-page.mjs writes it: the engine and the worker's own code, engine-worker-main.js bundled),
// so a strict CSP (no blob:) allows it. Opened from file:// (or from one inlined file), it is made from a
// blob URL holding the engine loader's source (engine-files.js) and the same bundled code. Either way the
// page sends the wasm's bytes as the worker's first message. Where no worker may start (or the engine's
// files were never given: useEngineFiles), `start` resolves null and the caller computes on the main thread.

let files = null;
/** The engine's files ({wasmBinary(), loaderSource}) the workers start from; engine-start.js gives them. */
export function useEngineFiles(engineFiles) { files = engineFiles; }

// Run first in every worker, before its handler: the engine starts once the page has sent the wasm's bytes
// (Module.wasmBinary), and that message goes no further.
export const WORKER_PRELUDE = `var wasmBytes = new Promise(function (resolve) {
  self.addEventListener('message', function first(event) {
    if (!event.data || !event.data.wasmBinary) return;
    event.stopImmediatePropagation();
    self.removeEventListener('message', first);
    resolve(event.data.wasmBinary);
  });
});
function startAttentionLab() { return wasmBytes.then(function (bytes) { return AttentionLab({ wasmBinary: bytes }); }); }
`;

const workerSource = (handler) => `${files.loaderSource}\n${WORKER_PRELUDE}\n${handler}`;
// A worker, given the bytes to start its engine from.
function newWorker(url) {
  const worker = new Worker(url);
  worker.postMessage({ wasmBinary: files.wasmBinary() });
  return worker;
}

// The URL of the script that loaded this code, taken while it runs (document.currentScript is
// null later): engine-worker.js sits beside it. Empty for inline scripts (the single-file page).
const scriptUrl = typeof document !== 'undefined' && document.currentScript?.src ? document.currentScript.src : '';

/** Where the same-origin worker script is, or null where a blob: worker is the way (file://, inline). */
export function workerFileUrl(base = scriptUrl, file = 'engine-worker.js') {
  return /^https?:/.test(base) ? new URL(file, base).href : null;
}

/**
 * `handler`: engine-worker-main.js bundled (the 'lab-engine-worker' module of scripts/build-page.mjs).
 * → Promise of an engine-in-a-worker {ask(request) → {result: Promise, cancel()}, kind}, or null;
 * a request is what engine-worker-main.js reads ({config, inputs} for a plain run).
 */
export async function startEngineWorker(handler, timeoutMs = 15000) {
  const started = await startWorkerScript(handler, 'engine-worker.js', timeoutMs);
  return started && engineHandle(started.worker, started.url);
}

/**
 * Starts a worker running the engine and `handler` (a message handler's source, which posts {ready: true}
 * once the engine is up): `file` beside the page's script over http(s) (scripts/build-page.mjs writes it),
 * else a blob: URL of the engine loader's source. → Promise of {worker, url}, or null where none may start.
 */
export async function startWorkerScript(handler, file, timeoutMs = 15000) {
  if (!files) return null;
  const fileUrl = workerFileUrl(scriptUrl, file);
  if (fileUrl) {
    const started = await startFrom(fileUrl, timeoutMs);
    if (started) return started;
  }
  let url;
  try {
    url = URL.createObjectURL(new Blob([workerSource(handler)], { type: 'text/javascript' }));
  } catch {
    return null;
  }
  return startFrom(url, timeoutMs);
}

function startFrom(url, timeoutMs) {
  return new Promise((resolve) => {
    let worker;
    const fail = () => { worker?.terminate(); resolve(null); };
    const timer = setTimeout(fail, timeoutMs);
    try {
      worker = newWorker(url);
    } catch {
      clearTimeout(timer);
      return resolve(null);
    }
    worker.onerror = (event) => { event.preventDefault?.(); clearTimeout(timer); fail(); };
    worker.onmessage = (event) => {
      if (!event.data?.ready) return;
      clearTimeout(timer);
      worker.onmessage = null;
      resolve({ worker, url });
    };
  });
}

function engineHandle(firstWorker, url) {
  let worker = firstWorker, nextId = 1;
  const pending = new Map();  // id → {resolve}
  const listen = (w) => {
    w.onmessage = (event) => {
      if (event.data?.limits && event.data.id === undefined) return handle.onLimits?.(event.data);  // not an answer
      if (event.data?.ahead) return handle.onAhead?.(event.data);  // a view answered before it was asked for
      const job = pending.get(event.data?.id);
      if (!job) return;
      pending.delete(event.data.id);
      job.resolve(event.data.error ? { error: event.data.error } : { trace: event.data.trace, held: event.data.held });
    };
    w.onerror = (event) => {
      event.preventDefault?.();
      for (const job of pending.values()) job.resolve({ error: { field: 'config', message: 'The engine stopped: ' + (event.message || 'unknown error'), key: 'worker.stopped', values: { reason: event.message || 'unknown error' } } });
      pending.clear();
    };
  };
  listen(worker);
  const handle = {
    onLimits: null,  // ({limits, key}): the kept run's per-head colour limits, once every head is counted
    onAhead: null,  // ({ahead (the view), key, trace, held}): a view the page may ask for next, answered early
    kind: url.startsWith('blob:') ? 'blob' : 'file',
    /** A message that gets no answer (engine-worker-main.js: {seen: true, …}). */
    tell(message) { worker.postMessage(message); },
    ask(request) {
      const id = nextId++;
      const result = new Promise((resolve) => pending.set(id, { resolve }));
      worker.postMessage({ ...request, id });
      return {
        result,
        // Cancelling ends the worker mid-run (the only way to stop wasm) and starts a fresh one.
        cancel() {
          if (!pending.has(id)) return;
          worker.terminate();
          for (const job of pending.values()) job.resolve({ cancelled: true });
          pending.clear();
          worker = newWorker(url);
          listen(worker);
        },
      };
    },
  };
  return handle;
}
