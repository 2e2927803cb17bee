// An assignment by link (issue 38): the teacher's configuration, the mode (practice, or graded: nothing revealed),
// the tries before the working is shown, and the assignment's seed. A student's variant is the same recipe with a
// seed derived from their name or id, so neighbours get different numbers; the teacher's page derives the same seed
// to grade. Written into ?assignment=… as base64url JSON and read back strictly.
import { toCode, fromCode, hash32, checksum } from './codes.js';

export const MODES = ['practice', 'graded'];
export const DEFAULT_TRIES = 3;
export const MAX_TRIES = 9;
// The settings a link carries (anything else is the engine's default; weights are always seeded).
const FIELDS = { text: 'string', sourceText: 'string', batch: 'number', dModel: 'number', heads: 'number', dK: 'number', dV: 'number',
  mask: 'string', window: 'number', crossAttention: 'boolean', bias: 'boolean', positional: 'string', kvHeads: 'number' };

/** The settings of `config` a link keeps: those of FIELDS that differ from `defaults`. */
function settingsOf(config, defaults) {
  return Object.fromEntries(Object.entries(FIELDS).filter(([k, type]) => typeof config[k] === type && config[k] !== defaults[k]).map(([k]) => [k, config[k]]));
}

/** → {config, mode, tries, seed}: a new assignment over the lab's configuration. */
export function makeAssignment({ config, defaults, mode = 'practice', tries = DEFAULT_TRIES, seed }) {
  return { config: settingsOf(config, defaults), mode: MODES.includes(mode) ? mode : 'practice',
    tries: Math.min(MAX_TRIES, Math.max(1, Math.round(tries) || DEFAULT_TRIES)), seed: seed >>> 0 };
}

export const encodeAssignment = (a) => toCode(JSON.stringify({ v: 1, c: a.config, m: a.mode, n: a.tries, s: a.seed }));

/** The assignment a code holds, or null. Only known settings of the right type are kept. */
export function decodeAssignment(code) {
  let raw;
  try { raw = JSON.parse(fromCode(code) ?? 'null'); } catch { return null; }
  if (!raw || raw.v !== 1 || typeof raw.c !== 'object' || !raw.c || !MODES.includes(raw.m)) return null;
  if (!Number.isInteger(raw.n) || raw.n < 1 || raw.n > MAX_TRIES || !Number.isInteger(raw.s) || raw.s < 0 || raw.s > 0xffffffff) return null;
  return { config: settingsOf(raw.c, {}), mode: raw.m, tries: raw.n, seed: raw.s };
}

/** The assignment in a pasted link (or a bare code), or null. */
export function assignmentFromLink(text) {
  const s = String(text ?? '').trim();
  const code = /[?&]assignment=([A-Za-z0-9_-]+)/.exec(s)?.[1] ?? (/^[A-Za-z0-9_-]+$/.test(s) ? s : '');
  return code ? decodeAssignment(code) : null;
}

/** Six letters naming the assignment in receipts (a checksum of its code). */
export const assignmentId = (a) => checksum(encodeAssignment(a));

/** A name or id as typed, compared without case or extra spaces. */
export const normalizeStudent = (name) => String(name ?? '').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 64);

/** The student's variant: the engine's seed for their numbers. */
export const studentSeed = (a, name) => hash32(`${a.seed}:${normalizeStudent(name)}`);

/** The configuration a student's questions are computed from. */
export const variantConfig = (lab, a, name) => ({ ...lab.defaultConfig(), ...a.config, seed: studentSeed(a, name) });
