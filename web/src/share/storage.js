// The learner's work in localStorage, under two keys: 'state', the last state the engine computed, and
// 'pending', a later one it refused (heads = 3, an empty sentence…), kept so that a reload loses nothing.
// States longer than 1,000,000 characters are gzip-compressed ("z:" + base64). Storage can be missing,
// refused or full (file://, private windows, sandboxed iframes): save() then says why instead of failing —
// as a reason ('full', 'too-large', 'too-large-compressed', 'refused' with the browser's own words) that
// keep-work.js turns into a whole sentence in the learner's language.
const KEYS = { state: 'attention-lab-state', pending: 'attention-lab-pending' };
const MAX = 1_000_000;
let timer = 0;
let pending = null;  // the task saveSoon is waiting to run

const bytesToBase64 = (bytes) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
async function through(stream, bytes) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}
async function pack(code) {
  if (code.length <= MAX) return code;
  if (typeof CompressionStream !== 'function') throw Object.assign(new Error('too large'), { reason: 'too-large' });
  const packed = `z:${bytesToBase64(await through(new CompressionStream('gzip'), new TextEncoder().encode(code)))}`;
  if (packed.length > MAX * 4) throw Object.assign(new Error('too large, even compressed'), { reason: 'too-large-compressed' });
  return packed;
}
async function unpack(stored) {
  if (!stored.startsWith('z:')) return stored;
  const bytes = Uint8Array.from(atob(stored.slice(2)), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(await through(new DecompressionStream('gzip'), bytes));
}

/** The saved code of `kind` ('state' | 'pending'), or '' (none, unreadable, or storage refused). */
export async function loadSaved(kind = 'state') {
  try { return await unpack(localStorage.getItem(KEYS[kind]) || ''); } catch { return ''; }
}

/** Writes `code` as `kind` (null removes it). → null when kept, else why not: {reason, detail}. */
export async function save(kind, code) {
  try {
    if (code === null) localStorage.removeItem(KEYS[kind]);
    else localStorage.setItem(KEYS[kind], await pack(code));
    return null;
  } catch (error) {
    if (/quota/i.test(String(error?.name))) return { reason: 'full' };
    return { reason: error?.reason ?? 'refused', detail: error?.message ?? '' };
  }
}

/** Runs `task` once things have been still for 400 ms. */
export function saveSoon(task) {
  clearTimeout(timer);
  pending = task;
  timer = setTimeout(() => { pending = null; task(); }, 400);
}

export function clearSaved() {
  clearTimeout(timer);
  pending = null;
  try { for (const key of Object.values(KEYS)) localStorage.removeItem(key); } catch { /* nothing kept */ }
}

/** Runs a save that saveSoon is still waiting to run (before the page is left), and waits for it. */
export async function saveNow() {
  if (!pending) return;
  clearTimeout(timer);
  const task = pending;
  pending = null;
  await task();
}
