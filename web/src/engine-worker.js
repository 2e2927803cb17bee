// Runs the engine in a Web Worker so a large configuration never blocks the page.
// The worker is made from a blob URL holding the engine's own source (AttentionLab.toString(): the
// wasm is embedded in it), so it works from file:// too. Where a Content-Security-Policy forbids blob:
// workers, `start` reports failure and the caller computes on the main thread instead.

function workerSource(factory) {
  return `var _scriptDir = undefined;
var AttentionLab = ${factory.toString()};
var ready = AttentionLab();
ready.then(function () { postMessage({ ready: true }); });
onmessage = function (event) {
  var job = event.data;
  ready.then(function (lab) {
    try {
      var trace = lab.run(job.config, job.inputs);
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
}

// → Promise of an engine-in-a-worker {run(config, inputs) → {result: Promise, cancel()}}, or null.
export function startEngineWorker(factory = globalThis.AttentionLab, timeoutMs = 15000) {
  let url;
  try {
    url = URL.createObjectURL(new Blob([workerSource(factory)], { type: 'text/javascript' }));
  } catch {
    return Promise.resolve(null);
  }
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
    worker.onerror = () => { clearTimeout(timer); fail(); };
    worker.onmessage = (event) => {
      if (!event.data?.ready) return;
      clearTimeout(timer);
      resolve(engineHandle(worker, url));
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
