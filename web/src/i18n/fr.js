// Français: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const fr = {
  // ── start ──
  // ── end of start ──

  // ── format ──
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  'app.status.cancelled': 'Annulé ; la dernière image reste affichée. Choisissez de nouveau l’étape pour la calculer.',
  'app.status.computed': 'Calculé en {ms} ms par le moteur WebAssembly.',
  'app.status.computedLarge': 'Calculé en {ms} ms par le moteur WebAssembly (volumineux : seuls les tenseurs de cette étape sont conservés).',
  'app.status.computedInWorker': 'Calculé en {ms} ms par le moteur WebAssembly, dans un worker en arrière-plan (volumineux : le worker conserve l’exécution et envoie les tenseurs de cette étape pour la tête affichée).',
  'app.status.dropped': { one: 'Vos modifications de {names} ne correspondent plus aux formes et ont été abandonnées.', many: 'Vos modifications de {names} ne correspondent plus aux formes et ont été abandonnées.', other: 'Vos modifications de {names} ne correspondent plus aux formes et ont été abandonnées.' },
  'app.status.maskRestarted': 'Le masque personnalisé avait été dessiné pour d’autres longueurs ; il repart du masque causal de {T}×{S}.',
  'app.busy.computing': 'Calcul en arrière-plan…',
  'app.busy.seconds': 'Calcul en arrière-plan… {seconds} s',
  'app.stage.drawFailed': 'Cette étape n’a pas pu être dessinée ({reason}).',
  'app.announce.step': 'Étape {n} sur {count} : {title}. {caption}',
  'app.transport.play': '▶ Lire',
  'app.transport.pause': '❚❚ Pause',
  'app.transport.playLabel': 'Lire',
  'app.transport.pauseLabel': 'Pause',
  'app.transport.scrubValue': 'Étape {n} : {title}, {percent} %',
  'app.present.start': '▣ Présenter',
  'app.present.end': '✕ Quitter la présentation',
  'app.notes.modified': 'Modifié à partir de « {title} » : sa description et ses notes ne s’appliquent plus, elles sont donc masquées. Choisissez de nouveau l’exemple pour le rétablir.',
  'app.timeline.qHeads': 'Q → têtes',
  'app.timeline.kHeads': 'K → têtes',
  'app.timeline.vHeads': 'V → têtes',
  'app.timeline.softmax': 'softmax',
  'app.timeline.embed': 'plongement',
  'app.timeline.position': 'position',
  'app.timeline.mask': 'masque M',
  'app.timeline.tile': 'tuile {i},{j}',
  'app.code.titleSelf': 'Référence PyTorch : CausalSelfAttention.forward, tel que l’écrit un tutoriel GPT',
  'app.code.titleCross': 'Référence PyTorch : attention croisée (requêtes issues de la cible, clés et valeurs issues de la source)',
  'app.code.titleVariants': 'Référence PyTorch : l’attention telle que l’écrivent HF Llama / Mistral (GQA, RoPE, fenêtre glissante), ALiBi et la boucle de FlashAttention',
  'app.code.headSizes': 'Cette configuration a d_k = {dK} et d_v = {dV}, et non n_embd / n_head = {share} comme le suppose le listing ; lisez ses découpages avec d_k et d_v.',
  'app.code.headSizesUneven': 'Cette configuration a d_k = {dK} et d_v = {dV}, et non n_embd / n_head ({dModel} / {heads} n’est pas un nombre entier) comme le suppose le listing ; lisez ses découpages avec d_k et d_v.',
  'app.code.inThisRun': 'Dans cette exécution : {values}.',
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
