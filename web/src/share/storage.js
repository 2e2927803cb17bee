// The last state in localStorage (one key), written a moment after the learner stops changing things.
// Storage can be missing or refused (file://, private windows, sandboxed iframes): then nothing is kept.
const KEY = 'attention-lab-state';
const MAX = 1_000_000;
let timer = 0;

export function loadSaved() {
  try { return localStorage.getItem(KEY) || ''; } catch { return ''; }
}

/** make() → the encoded state (or null to skip), called once things have been still for 400 ms. */
export function saveSoon(make) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    let code;
    try { code = make(); } catch { return; }
    if (!code || code.length > MAX) return;
    try { localStorage.setItem(KEY, code); } catch { /* full or refused: the link still works */ }
  }, 400);
}

export function clearSaved() {
  clearTimeout(timer);
  try { localStorage.removeItem(KEY); } catch { /* nothing kept */ }
}
