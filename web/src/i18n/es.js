// Español: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const es = {
  // ── start ──
  'start.title': 'Este navegador no puede ejecutar Attention Lab',
  'start.noWasm': 'Necesita WebAssembly, que aquí falta o está desactivado. Attention Lab funciona en Safari 16.4+, Chrome 91+, Firefox 89+ y Edge 91+ con WebAssembly permitido.',
  'start.noSimd': 'Necesita WebAssembly SIMD (Safari 16.4+, Chrome 91+, Firefox 89+, Edge 91+); este navegador tiene WebAssembly sin SIMD. En un iPad o iPhone basta con actualizar a iPadOS/iOS 16.4 o posterior.',
  'start.failed': 'El motor no arrancó: {reason}. Recargar la página puede ayudar; si no, prueba con un navegador más reciente o cierra otras pestañas para liberar memoria.',
  'start.noEngine': 'El script del motor no se cargó, así que no se puede calcular nada.',
  'start.stillWorks': 'Lo que sigue funcionando: las preguntas de la visita guiada de abajo. Sus respuestas resueltas y todas las matrices necesitan el motor.',
  'start.tourTitle': 'Las preguntas de la visita guiada',
  // ── end of start ──

  // ── format ──
  'format.bytes': { one: "{n} byte", many: "{n} bytes", other: "{n} bytes" },
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
  'language.label': 'Idioma',
  // ── end of language ──

};
