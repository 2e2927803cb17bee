// Starting the page's workers (the engine worker, the training worker), so a large configuration or a
// training run never blocks the page. Served over http(s), a worker is a same-origin script beside the page's
// script (scripts/build-page.mjs writes engine-worker.js and train-worker.js: the engine's loader and the
// worker's bundled entry), so a strict CSP (no blob:) allows it. Opened from file:// (or from one inlined file),
// it is made from a blob URL holding the engine loader's source (engine-files.js) and the same bundled code.
// Either way the page sends the wasm's bytes as the worker's first message (worker-engine.js), and then talks
// to it through worker-protocol.js. Where no worker may start (or the engine's files were never given:
// useEngineFiles), `startWorker` resolves null and the caller computes on the main thread.
import { connect } from './worker-protocol.js';
import { scriptUrl } from '../i18n/script-url.js';

let files = null;
/** The engine's files ({wasmBinary(), loaderSource}) the workers start from; engine-start.js gives them. */
export function useEngineFiles(engineFiles) { files = engineFiles; }


/** Where the same-origin worker script is, or null where a blob: worker is the way (file://, inline). */
export function workerFileUrl(base = scriptUrl, file = 'engine-worker.js') {
  return /^https?:/.test(base) ? new URL(file, base).href : null;
}

// A worker, given the bytes to start its engine from.
function newWorker(url) {
  const worker = new Worker(url);
  worker.postMessage({ wasmBinary: files.wasmBinary() });
  return worker;
}

/**
 * Starts the worker whose bundled entry is `source` (the text scripts/build-page.mjs also writes to `file`):
 * `file` beside the page's script over http(s), else a blob: URL of the engine loader and `source`.
 * → Promise of a connection (worker-protocol.js's connect, which starts it again after a cancel) with
 * kind 'file' or 'blob', or null where no worker may start.
 */
export async function startWorker(source, file, timeoutMs = 15000) {
  if (!files) return null;
  const fileUrl = workerFileUrl(scriptUrl, file);
  let started = fileUrl ? await startFrom(fileUrl, timeoutMs) : null;
  if (!started) {
    try {
      started = await startFrom(URL.createObjectURL(new Blob([`${files.loaderSource}\n${source}`], { type: 'text/javascript' })), timeoutMs);
    } catch {
      return null;
    }
  }
  if (!started) return null;
  let first = started.worker;
  const connection = connect(() => { const worker = first ?? newWorker(started.url); first = null; return worker; });
  connection.kind = started.url.startsWith('blob:') ? 'blob' : 'file';
  return connection;
}

// → Promise of {worker, url} once the worker's methods are ready, or null when it fails or takes too long.
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
    worker.onmessage = ({ data }) => {
      if (!data?.ready && !data?.failed) return;
      clearTimeout(timer);
      worker.onmessage = worker.onerror = null;
      if (data.failed) fail(); else resolve({ worker, url });
    };
  });
}
