// Español: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const es = {
  // ── start ──
  // ── end of start ──

  // ── format ──
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  'app.status.cancelled': 'Cancelado; la última imagen se mantiene. Vuelve a elegir el paso para calcularlo.',
  'app.status.computed': 'Calculado en {ms} ms por el motor WebAssembly.',
  'app.status.computedLarge': 'Calculado en {ms} ms por el motor WebAssembly (grande: solo se guardan los tensores de este paso).',
  'app.status.computedInWorker': 'Calculado en {ms} ms por el motor WebAssembly, en un worker en segundo plano (grande: el worker conserva la ejecución y envía los tensores de este paso para la cabeza mostrada).',
  'app.status.dropped': { one: 'Tus cambios en {names} ya no encajan con las formas y se han descartado.', many: 'Tus cambios en {names} ya no encajan con las formas y se han descartado.', other: 'Tus cambios en {names} ya no encajan con las formas y se han descartado.' },
  'app.status.maskRestarted': 'La máscara personalizada se dibujó para otras longitudes; vuelve a empezar desde la máscara causal de {T}×{S}.',
  'app.busy.computing': 'Calculando en segundo plano…',
  'app.busy.seconds': 'Calculando en segundo plano… {seconds} s',
  'app.stage.drawFailed': 'No se pudo dibujar este paso ({reason}).',
  'app.announce.step': 'Paso {n} de {count}: {title}. {caption}',
  'app.transport.play': '▶ Reproducir',
  'app.transport.pause': '❚❚ Pausa',
  'app.transport.playLabel': 'Reproducir',
  'app.transport.pauseLabel': 'Pausa',
  'app.transport.scrubValue': 'Paso {n}: {title}, {percent} %',
  'app.present.start': '▣ Presentar',
  'app.present.end': '✕ Terminar la presentación',
  'app.notes.modified': 'Modificado a partir de “{title}”: su descripción y sus notas ya no son válidas, así que se ocultan. Vuelve a elegir el ejemplo para restaurarlo.',
  'app.timeline.qHeads': 'Q → cabezas',
  'app.timeline.kHeads': 'K → cabezas',
  'app.timeline.vHeads': 'V → cabezas',
  'app.timeline.softmax': 'softmax',
  'app.timeline.embed': 'embedding',
  'app.timeline.position': 'posición',
  'app.timeline.mask': 'máscara M',
  'app.timeline.tile': 'bloque {i},{j}',
  'app.code.titleSelf': 'Referencia en PyTorch: CausalSelfAttention.forward, tal como lo escribe un tutorial de GPT',
  'app.code.titleCross': 'Referencia en PyTorch: atención cruzada (consultas del destino, claves y valores del origen)',
  'app.code.titleVariants': 'Referencia en PyTorch: la atención tal como la escriben HF Llama / Mistral (GQA, RoPE, ventana deslizante), ALiBi y el bucle de FlashAttention',
  'app.code.headSizes': 'Esta configuración tiene d_k = {dK} y d_v = {dV}, no n_embd / n_head = {share} como supone el listado; lee sus divisiones con d_k y d_v.',
  'app.code.headSizesUneven': 'Esta configuración tiene d_k = {dK} y d_v = {dV}, no n_embd / n_head ({dModel} / {heads} no es un número entero) como supone el listado; lee sus divisiones con d_k y d_v.',
  'app.code.inThisRun': 'En esta ejecución: {values}.',
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
  // ── end of language ──

};
