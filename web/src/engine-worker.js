// Runs the engine in a Web Worker so a large configuration never blocks the page.
// Served over http(s), the worker is a same-origin script, engine-worker.js beside the page's script
// (scripts/build-page.mjs writes it: the engine and HANDLER below), so a strict CSP (no blob:) allows
// it. Opened from file:// (or from one inlined file), it is made from a blob URL holding the engine's
// own source (AttentionLab.toString(): the wasm is embedded in it). Where neither may start, `start`
// resolves null and the caller computes on the main thread instead.

// The worker's message handler (after `AttentionLab` is defined). Besides the trace it sends each
// tensor's largest |finite value| (trace.limits), so the page sets colour scales without scanning
// millions of numbers on its own thread.
export const HANDLER = `var ready = AttentionLab();
ready.then(function () { postMessage({ ready: true }); });
function limitsOf(tensors) {
  var limits = {};
  for (var name in tensors) {
    var data = tensors[name].data, m = 0;
    for (var i = 0; i < data.length; i++) { var v = data[i]; if (v > m) { if (v !== Infinity) m = v; } else if (-v > m && v !== -Infinity) m = -v; }
    limits[name] = m;
  }
  return limits;
}
onmessage = function (event) {
  var job = event.data;
  ready.then(function (lab) {
    try {
      var trace = lab.run(job.config, job.inputs);
      trace.limits = limitsOf(trace.tensors);
      var buffers = [];
      for (var name in trace.tensors) {
        var buffer = trace.tensors[name].data.buffer;
        if (buffers.indexOf(buffer) < 0) buffers.push(buffer);
      }
      postMessage({ id: job.id, trace: trace }, buffers);  // the numbers move, they are not copied
    } catch (error) {
      postMessage({ id: job.id, error: { field: error.field || 'config', message: String(error.message || error) } });
    }
  });
};`;

function workerSource(factory, handler) {
  return `var _scriptDir = undefined;
var AttentionLab = ${factory.toString()};
${handler}`;
}

// The URL of the script that loaded this code, taken while it runs (document.currentScript is
// null later): engine-worker.js sits beside it. Empty for inline scripts (the single-file page).
const scriptUrl = typeof document !== 'undefined' && document.currentScript?.src ? document.currentScript.src : '';

/** Where the same-origin worker script is, or null where a blob: worker is the way (file://, inline). */
export function workerFileUrl(base = scriptUrl, file = 'engine-worker.js') {
  return /^https?:/.test(base) ? new URL(file, base).href : null;
}

// → Promise of an engine-in-a-worker {run(config, inputs) → {result: Promise, cancel()}, kind}, or null.
export async function startEngineWorker(factory = globalThis.AttentionLab, timeoutMs = 15000) {
  const started = await startWorkerScript(HANDLER, 'engine-worker.js', factory, timeoutMs);
  return started && engineHandle(started.worker, started.url);
}

/**
 * Starts a worker running the engine and `handler` (a message handler's source, which posts {ready: true}
 * once the engine is up): `file` beside the page's script over http(s) (scripts/build-page.mjs writes it),
 * else a blob: URL of the engine's own source. → Promise of {worker, url}, or null where none may start.
 */
export async function startWorkerScript(handler, file, factory = globalThis.AttentionLab, timeoutMs = 15000) {
  const fileUrl = workerFileUrl(scriptUrl, file);
  if (fileUrl) {
    const started = await startFrom(fileUrl, timeoutMs);
    if (started) return started;
  }
  let url;
  try {
    url = URL.createObjectURL(new Blob([workerSource(factory, handler)], { type: 'text/javascript' }));
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
      worker = new Worker(url);
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
      const job = pending.get(event.data?.id);
      if (!job) return;
      pending.delete(event.data.id);
      job.resolve(event.data.error ? { error: event.data.error } : { trace: event.data.trace });
    };
    w.onerror = (event) => {
      event.preventDefault?.();
      for (const job of pending.values()) job.resolve({ error: { field: 'config', message: 'The engine stopped: ' + (event.message || 'unknown error') } });
      pending.clear();
    };
  };
  listen(worker);
  return {
    kind: url.startsWith('blob:') ? 'blob' : 'file',
    run(config, inputs) {
      const id = nextId++;
      const result = new Promise((resolve) => pending.set(id, { resolve }));
      worker.postMessage({ id, config, inputs });
      return {
        result,
        // Cancelling ends the worker mid-run (the only way to stop wasm) and starts a fresh one.
        cancel() {
          if (!pending.has(id)) return;
          worker.terminate();
          for (const job of pending.values()) job.resolve({ cancelled: true });
          pending.clear();
          worker = new Worker(url);
          listen(worker);
        },
      };
    },
  };
}
