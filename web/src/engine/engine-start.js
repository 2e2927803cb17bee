// Starting the engine, with the browser checked first: the engine is WebAssembly with SIMD, and where
// either is missing (Safari before 16.4, WebAssembly switched off) calling the loader only aborts with
// an error in the console. So: check, then start, and turn any failure into a sentence for the page.
import { t } from '../i18n/i18n.js';
import { useEngineFiles } from './engine-worker.js';

// The smallest module that uses SIMD: (func (result v128) i32.const 0, i8x16.splat, i8x16.popcnt).
// popcnt (0xfd 0x62) is a final-spec opcode, so browsers with only the pre-release SIMD fail it too.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,  // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,        // types: () → v128
  0x03, 0x02, 0x01, 0x00,                          // one function of type 0
  0x0a, 0x0a, 0x01, 0x08, 0x00,                    // code: one body of 8 bytes, no locals
  0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b,        // i32.const 0; i8x16.splat; i8x16.popcnt; end
]);

/** What this browser lacks for the engine: null (nothing), 'wasm' or 'simd'. */
export function missingFeature(wasm = globalThis.WebAssembly) {
  if (typeof wasm !== 'object' || wasm === null || typeof wasm.validate !== 'function') return 'wasm';
  try {
    return wasm.validate(SIMD_PROBE) ? null : 'simd';
  } catch {
    return 'simd';
  }
}

/** An Error whose message is for the learner; `reason` is 'wasm', 'simd', 'missing' or 'failed'. */
export class EngineStartError extends Error {
  constructor(reason, message, cause) {
    super(message);
    this.name = 'EngineStartError';
    this.reason = reason;
    if (cause) this.cause = cause;
  }
}

/**
 * Starts the engine: resolves to the lab, or rejects with an EngineStartError saying what is missing or
 * what went wrong (a compile error, no memory). Never calls the loader where it could only abort.
 * `files` (engine-files.js): the wasm's bytes for the loader, and for the workers, which start from them too.
 */
export async function startEngine(factory = globalThis.AttentionLab, wasm = globalThis.WebAssembly, files = null) {
  const missing = missingFeature(wasm);
  if (missing === 'wasm') throw new EngineStartError('wasm', t('start.noWasm'));
  if (missing === 'simd') throw new EngineStartError('simd', t('start.noSimd'));
  if (typeof factory !== 'function') throw new EngineStartError('missing', t('start.noEngine'));
  try {
    if (files) useEngineFiles(files);
    return await factory(files ? { wasmBinary: files.wasmBinary() } : {});
  } catch (error) {
    throw new EngineStartError('failed', t('start.failed', { reason: reasonOf(error) }), error);
  }
}

// Emscripten wraps the cause as "Aborted(CompileError: …). Build with -s ASSERTIONS=1 …": keep the cause.
function reasonOf(error) {
  const message = String(error?.message ?? error ?? 'unknown error');
  const inner = message.match(/^Aborted\((.*)\)(\. Build with.*)?$/s);
  return (inner ? inner[1] : message).trim() || 'unknown error';
}
