// The engine as the build hands it to the page ('lab-engine', scripts/build-page.mjs): the wasm's bytes,
// given to every AttentionLab() as Module.wasmBinary (the loader's own way to take them, so no request is
// made: file://, a strict CSP and offline all work), and the loader's source, for blob: workers.
import { wasmBase64, loaderSource } from 'lab-engine';
import { bytesOfBase64 } from './base64.js';

let bytes = null;
export const engineFiles = {
  wasmBinary: () => (bytes ??= bytesOfBase64(wasmBase64)),
  loaderSource,
};
