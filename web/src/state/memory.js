// Whether this page remembers the learner's work on this computer. A shared lab PC must not show the next
// student the last one's sentence: ?kiosk=1 touches no storage at all, and "Don't remember on this computer"
// (the Share menu) forgets what was kept and keeps only that choice.
const FORGET = 'attention-lab-forget';
/** The IndexedDB database of what the page keeps (a trained model: train/model-store.js). */
export const DATABASE = 'attention-lab';

/** ?kiosk=1 in the address: a lab PC (no storage at all, a visible Reset). */
export const kiosk = () => new URLSearchParams(location.search).get('kiosk') === '1';

/** → false on a lab PC or when the learner said "don't remember". */
export function remembering() {
  if (kiosk()) return false;
  try { return localStorage.getItem(FORGET) !== '1'; } catch { return true; }
}

/** on: remember again; off: forget everything this page kept here (work, models, theme, language). */
export function setRemembering(on) {
  if (kiosk()) return;
  try {
    if (on) return localStorage.removeItem(FORGET);
    for (const key of Object.keys(localStorage)) if (key.startsWith('attention-lab')) localStorage.removeItem(key);
    localStorage.setItem(FORGET, '1');
  } catch { /* nothing was kept */ }
  if (!on) try { indexedDB.deleteDatabase(DATABASE); } catch { /* no IndexedDB */ }
}
