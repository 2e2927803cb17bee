// The engine as the build hands it to the page ('lab-engine', scripts/build-page.mjs): the wasm's bytes,
// given to every AttentionLab() as Module.wasmBinary (the loader's own way to take them, so no request is
// made: file://, a strict CSP and offline all work), and the loader's source, for blob: workers.
import { wasmBase64, loaderSource } from 'lab-engine';

let bytes = null;
export const engineFiles = {
  wasmBinary: () => (bytes ??= Uint8Array.from(atob(wasmBase64), (c) => c.charCodeAt(0))),
  loaderSource,
};
