// Deutsch: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const de = {
  // ── start ──
  // ── end of start ──

  // ── format ──
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  'app.status.cancelled': 'Abgebrochen; das letzte Bild bleibt stehen. Wählen Sie den Schritt erneut, um ihn zu berechnen.',
  'app.status.computed': 'In {ms} ms von der WebAssembly-Engine berechnet.',
  'app.status.computedLarge': 'In {ms} ms von der WebAssembly-Engine berechnet (groß: nur die Tensoren dieses Schritts werden behalten).',
  'app.status.computedInWorker': 'In {ms} ms von der WebAssembly-Engine in einem Hintergrund-Worker berechnet (groß: Der Worker behält den Lauf und schickt die Tensoren dieses Schritts für den gezeigten Kopf).',
  'app.status.dropped': { one: 'Ihre Änderungen an {names} passen nicht mehr zu den Formen und wurden verworfen.', other: 'Ihre Änderungen an {names} passen nicht mehr zu den Formen und wurden verworfen.' },
  'app.status.maskRestarted': 'Die eigene Maske wurde für andere Längen gezeichnet; sie beginnt wieder mit der kausalen Maske von {T}×{S}.',
  'app.busy.computing': 'Wird im Hintergrund berechnet…',
  'app.busy.seconds': 'Wird im Hintergrund berechnet… {seconds} s',
  'app.stage.drawFailed': 'Dieser Schritt konnte nicht gezeichnet werden ({reason}).',
  'app.announce.step': 'Schritt {n} von {count}: {title}. {caption}',
  'app.transport.play': '▶ Abspielen',
  'app.transport.pause': '❚❚ Pause',
  'app.transport.playLabel': 'Abspielen',
  'app.transport.pauseLabel': 'Pause',
  'app.transport.scrubValue': 'Schritt {n}: {title}, {percent} %',
  'app.present.start': '▣ Präsentieren',
  'app.present.end': '✕ Präsentation beenden',
  'app.notes.modified': 'Geändert gegenüber „{title}“: Beschreibung und Hinweise gelten nicht mehr und sind daher ausgeblendet. Wählen Sie das Beispiel erneut, um es wiederherzustellen.',
  'app.timeline.qHeads': 'Q → Köpfe',
  'app.timeline.kHeads': 'K → Köpfe',
  'app.timeline.vHeads': 'V → Köpfe',
  'app.timeline.softmax': 'softmax',
  'app.timeline.embed': 'Einbettung',
  'app.timeline.position': 'Position',
  'app.timeline.mask': 'Maske M',
  'app.timeline.tile': 'Kachel {i},{j}',
  'app.code.titleSelf': 'PyTorch-Referenz: CausalSelfAttention.forward, so wie ein GPT-Tutorial es schreibt',
  'app.code.titleCross': 'PyTorch-Referenz: Cross-Attention (Querys aus dem Ziel, Keys und Values aus der Quelle)',
  'app.code.titleVariants': 'PyTorch-Referenz: Attention, wie HF Llama / Mistral sie schreiben (GQA, RoPE, Sliding Window), ALiBi und die Schleife von FlashAttention',
  'app.code.headSizes': 'Diese Konfiguration hat d_k = {dK} und d_v = {dV}, nicht n_embd / n_head = {share}, wie das Listing annimmt; lesen Sie seine Aufteilungen mit d_k und d_v.',
  'app.code.headSizesUneven': 'Diese Konfiguration hat d_k = {dK} und d_v = {dV}, nicht n_embd / n_head ({dModel} / {heads} ist keine ganze Zahl), wie das Listing annimmt; lesen Sie seine Aufteilungen mit d_k und d_v.',
  'app.code.inThisRun': 'In diesem Lauf: {values}.',
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
