// In a worker: the engine, started from the wasm's bytes the page sends as the worker's first message (the
// loader's own Module.wasmBinary, so no request is made: file://, a strict CSP and offline all work). The
// loader (AttentionLab) is the code bundled in front of the worker's own (scripts/build-page.mjs).

/** → Promise of the lab, once the page has sent {wasmBinary}. */
export function startWorkerEngine(scope = globalThis) {
  return new Promise((resolve) => {
    scope.addEventListener('message', function first({ data }) {
      if (!data?.wasmBinary) return;
      scope.removeEventListener('message', first);
      resolve(scope.AttentionLab({ wasmBinary: data.wasmBinary }));
    });
  });
}
