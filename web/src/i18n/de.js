// Deutsch: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const de = {
  // ── start ──
  'start.title': 'Dieser Browser kann Attention Lab nicht ausführen',
  'start.noWasm': 'Es braucht WebAssembly, das hier fehlt oder abgeschaltet ist. Attention Lab läuft in Safari 16.4+, Chrome 91+, Firefox 89+ und Edge 91+, wenn WebAssembly erlaubt ist.',
  'start.noSimd': 'Es braucht WebAssembly SIMD (Safari 16.4+, Chrome 91+, Firefox 89+, Edge 91+); dieser Browser hat WebAssembly ohne SIMD. Auf einem iPad oder iPhone genügt ein Update auf iPadOS/iOS 16.4 oder neuer.',
  'start.failed': 'Die Engine ist nicht gestartet: {reason}. Neu laden kann helfen; wenn nicht, versuchen Sie einen neueren Browser oder schließen Sie andere Tabs, um Speicher freizugeben.',
  'start.noEngine': 'Das Skript der Engine wurde nicht geladen, daher kann nichts berechnet werden.',
  'start.stillWorks': 'Was weiterhin funktioniert: die Fragen der Führung unten. Ihre ausgearbeiteten Antworten und jede Matrix brauchen die Engine.',
  'start.tourTitle': 'Die Fragen der Führung',
  // ── end of start ──

  // ── format ──
  'format.bytes': { one: "{n} Byte", other: "{n} Byte" },
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  // ── end of app ──

  // ── steps ──
  // ── end of steps ──

  // ── tour ──
  // ── end of tour ──

  // ── lessons ──
  // ── end of lessons ──

  // ── share ──
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  'language.label': 'Sprache',
  // ── end of language ──

};
