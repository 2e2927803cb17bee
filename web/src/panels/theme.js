// The learner's light / dark / auto choice, kept in this browser (file:// may forbid storage: then 'auto'; not
// on a lab PC or when the learner said "don't remember": state/memory.js).
import { remembering } from '../state/memory.js';

export function loadTheme() {
  try { return localStorage.getItem('attention-lab-theme') ?? 'auto'; } catch { return 'auto'; }
}
export function saveTheme(theme) {
  if (!remembering()) return;
  try { localStorage.setItem('attention-lab-theme', theme); } catch { /* file:// may forbid storage */ }
}
