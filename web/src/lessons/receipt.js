// A receipt (issue 38): what a student pastes into the course's LMS instead of sending anything to a server:
//   AL1.<assignment id>.<base64url of [name, answers]>.<checksum>
// The checksum catches typos and accidental edits; it does not stop a student who reads this code (see codes.js).
import { toCode, fromCode, checksum } from './codes.js';

const PREFIX = 'AL1';
const MAX_ANSWER = 40;

/** name: as typed; answers: the canonical answers (strings, '' when not answered). */
export function makeReceipt(assignmentId, name, answers) {
  const body = `${PREFIX}.${assignmentId}.${toCode(JSON.stringify([String(name).trim().slice(0, 64), answers.map((a) => String(a ?? '').slice(0, MAX_ANSWER))]))}`;
  return `${body}.${checksum(body)}`;
}

/**
 * Every receipt in a pasted text (separated by spaces, lines or commas) → [{code, status, assignmentId, name,
 * answers}]: status 'ok', 'checksum' (a character was changed or lost) or 'unreadable'.
 */
export function readReceipts(text) {
  return String(text ?? '').split(/[\s,;]+/).filter((s) => s.startsWith(`${PREFIX}.`)).slice(0, 2000).map(readReceipt);
}

function readReceipt(code) {
  const parts = code.split('.');
  if (parts.length !== 4) return { code, status: 'unreadable' };
  const [, assignmentId, payload, sum] = parts;
  if (checksum(parts.slice(0, 3).join('.')) !== sum) return { code, status: 'checksum', assignmentId };
  let raw = null;
  try { raw = JSON.parse(fromCode(payload) ?? 'null'); } catch { /* unreadable below */ }
  const ok = Array.isArray(raw) && typeof raw[0] === 'string' && Array.isArray(raw[1]) && raw[1].every((a) => typeof a === 'string');
  return ok ? { code, status: 'ok', assignmentId, name: raw[0], answers: raw[1] } : { code, status: 'unreadable', assignmentId };
}
