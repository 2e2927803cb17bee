// The engine worker's entry (bundled by scripts/build-page.mjs after the engine's loader): the engine, once
// the page has sent its bytes, and its methods (engine-worker-methods.js), served to the page.
import { serve } from './worker-protocol.js';
import { startWorkerEngine } from './worker-engine.js';
import { createEngineWorker } from './engine-worker-methods.js';

serve(async (server) => createEngineWorker(await startWorkerEngine(), server));
