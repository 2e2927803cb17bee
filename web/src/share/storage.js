// The learner's work in localStorage, under two keys: 'state', the last state the engine computed, and
// 'pending', a later one it refused (heads = 3, an empty sentence…), kept so that a reload loses nothing.
// States longer than 1,000,000 characters are gzip-compressed ("z:" + base64). Storage can be missing,
// refused or full (file://, private windows, sandboxed iframes): save() then says why instead of failing —
// as a reason ('full', 'too-large', 'too-large-compressed', 'refused' with the browser's own words,
// 'other-tab', 'off') that keep-work.js turns into a whole sentence in the learner's language.
// Nothing is read or written when the learner said "don't remember" or on a lab PC (?kiosk=1): see memory.js.
import { remembering } from '../state/memory.js';
import { bytesOfBase64 } from '../engine/base64.js';

const KEYS = { state: 'attention-lab-state', pending: 'attention-lab-pending' };
// Which tab wrote the saved work last: a tab that finds another tab's mark there does not overwrite it.
const WRITER = 'attention-lab-writer';
const MAX = 1_000_000;
const WAIT = 400, MAX_WAIT = 2000;  // still for 400 ms, but never more than 2 s behind the learner's typing
const tab = Math.random().toString(36).slice(2);
let seen = readMark();  // the writer mark this tab last read or wrote (what was there when it opened)
let timer = 0, since = 0;
let pending = null;   // the task saveSoon is waiting to run

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
  const bytes = bytesOfBase64(stored.slice(2));
  return new TextDecoder().decode(await through(new DecompressionStream('gzip'), bytes));
}
function readMark() {
  try { return remembering() ? localStorage.getItem(WRITER) : null; } catch { return null; }
}
const why = (error) => (/quota/i.test(String(error?.name)) ? { reason: 'full' } : { reason: error?.reason ?? 'refused', detail: error?.message ?? '' });

/** The saved code of `kind` ('state' | 'pending'), or '' (none, unreadable, or storage refused). */
export async function loadSaved(kind = 'state') {
  if (!remembering()) return '';
  try {
    seen = localStorage.getItem(WRITER);
    return await unpack(localStorage.getItem(KEYS[kind]) || '');
  } catch { return ''; }
}

// Another tab's mark on the saved work, left after this tab last looked: this tab must not overwrite it.
function otherTabWrote() {
  const mark = localStorage.getItem(WRITER);
  return mark !== null && mark !== seen && !mark.startsWith(`${tab}:`);
}
function write(kind, stored) {
  if (otherTabWrote()) return { reason: 'other-tab' };
  if (stored === null) localStorage.removeItem(KEYS[kind]);
  else localStorage.setItem(KEYS[kind], stored);
  seen = `${tab}:${Date.now()}`;
  localStorage.setItem(WRITER, seen);
  return null;
}

/** Writes `code` as `kind` (null removes it). → null when kept, else why not: {reason, detail}. */
export async function save(kind, code) {
  if (!remembering()) return { reason: 'off' };
  try { return write(kind, code === null ? null : await pack(code)); } catch (error) { return why(error); }
}

/**
 * The same, at once (when the page is being left, nothing asynchronous finishes): a long state is written
 * uncompressed if the browser has room for it; if not, the last compressed one stays.
 */
export function saveAtOnce(kind, code) {
  if (!remembering()) return { reason: 'off' };
  try { return write(kind, code); } catch (error) { return why(error); }
}

/** Lets this tab overwrite what another tab saved (the learner chose this tab's work). */
export function takeOver() { seen = readMark(); }

/** Calls `onChange()` when another tab of this page saves its work. */
export function onOtherTab(onChange) {
  addEventListener('storage', (event) => { if (event.key === WRITER && event.newValue && remembering()) onChange(); });
}

/**
 * Runs `task()` once things have been still for 400 ms, and at least every 2 s while they are not; when the
 * page is hidden or left, at once as `task({atOnce: true})`, which must save synchronously.
 */
export function saveSoon(task) {
  if (!timer) since = Date.now();
  clearTimeout(timer);
  pending = task;
  timer = setTimeout(run, Math.max(0, Math.min(WAIT, since + MAX_WAIT - Date.now())));
  listenForLeaving();
}
function run(options) {
  clearTimeout(timer);
  timer = 0;
  const task = pending;
  pending = null;
  return task?.(options);
}

let listening = false;
function listenForLeaving() {
  if (listening) return;
  listening = true;
  const now = () => { if (pending) run({ atOnce: true }); };
  addEventListener('pagehide', now);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') now(); });
}

export function clearSaved() {
  clearTimeout(timer);
  timer = 0;
  pending = null;
  try {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
    localStorage.removeItem(WRITER);
  } catch { /* nothing kept */ }
  seen = null;
}

/** Runs a save that saveSoon is still waiting to run (before the page is left), and waits for it. */
export async function saveNow() {
  if (pending) await run();
}
