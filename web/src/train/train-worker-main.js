// The training worker's entry (bundled by scripts/build-page.mjs after the engine's loader): the engine, once
// the page has sent its bytes, and the training methods (train-worker-methods.js), served to the page.
import { serve } from '../engine/worker-protocol.js';
import { startWorkerEngine } from '../engine/worker-engine.js';
import { createTrainWorker } from './train-worker-methods.js';

serve(async (server) => createTrainWorker(await startWorkerEngine(), server));
