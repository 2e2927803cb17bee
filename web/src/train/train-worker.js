// Training in a Web Worker, so the page stays responsive while the engine trains. The worker is the engine
// plus train-worker-main.js, started like the engine worker (engine/engine-worker.js: train-worker.js beside
// the page's script over http(s), a blob: from file://); the page calls its methods (train-worker-methods.js)
// through engine/worker-protocol.js.
import { startWorker } from '../engine/engine-worker.js';
import { trainWorkerMain } from 'lab-workers';

const METHODS = ['create', 'train', 'pause', 'step', 'probe', 'ablate', 'importance', 'predict', 'layer', 'save'];

/**
 * Starts a training worker: → Promise of {create(…), train(), pause(), …: train-worker-methods.js's methods,
 * each → Promise; on(event, listener); stop()}, or null where no worker may start (the page then says so;
 * training on the page's own thread would freeze it).
 */
export async function startTrainWorker() {
  const connection = await startWorker(trainWorkerMain, 'train-worker.js');
  if (!connection) return null;
  // A changed sentence (or knocked-out heads, or a prompt) replaces the trace it makes that has not started yet.
  return { ...connection.methods(METHODS, { latest: ['probe', 'ablate', 'predict'] }), on: connection.on, stop: connection.terminate };
}
