// The trained model kept in this browser: one IndexedDB record {bytes (a checkpoint), settings, step}.
// Any failure (no IndexedDB, a private window, a full disk) is an answer, never an exception.
import { DATABASE } from '../state/memory.js';

const STORE = 'models', KEY = 'trained';

function open() {
  return new Promise((done, failed) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => done(request.result);
    request.onerror = () => failed(request.error);
  });
}
async function transact(mode, work) {
  const db = await open();
  try {
    return await new Promise((done, failed) => {
      const tx = db.transaction(STORE, mode), request = work(tx.objectStore(STORE));
      tx.oncomplete = () => done(request.result);
      tx.onerror = tx.onabort = () => failed(tx.error);
    });
  } finally { db.close(); }
}

/** → the kept model, or null. */
export async function keptModel() {
  try { return (await transact('readonly', (store) => store.get(KEY))) ?? null; } catch { return null; }
}

/** Keeps `record` in place of the last one. → whether it was kept. */
export async function keepModel(record) {
  try { await transact('readwrite', (store) => store.put(record, KEY)); return true; } catch { return false; }
}
