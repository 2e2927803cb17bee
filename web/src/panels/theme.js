// The learner's light / dark / auto choice, kept in this browser (file:// may forbid storage: then 'auto').
export function loadTheme() {
  try { return localStorage.getItem('attention-lab-theme') ?? 'auto'; } catch { return 'auto'; }
}
export function saveTheme(theme) {
  try { localStorage.setItem('attention-lab-theme', theme); } catch { /* file:// may forbid storage */ }
}
