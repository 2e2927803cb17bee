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
  // ── end of app ──

  // ── steps ──
  // ── end of steps ──

  // ── tour ──
  // ── end of tour ──

  // ── lessons ──
  'lessons.panel.label': 'Lektionen',
  'lessons.panel.tabTour': 'Geführte Tour',
  'lessons.panel.tabExercises': 'Übungen',
  'lessons.panel.tabDecode': 'Ein Token nach dem anderen',
  'lessons.panel.tabEquivalence': 'Multi-Head-Äquivalenz',
  'lessons.panel.introDecode': 'Die kausale Self-Attention des Satzes, Token für Token mit einem Key/Value-Cache nachgespielt, so wie ein Modell Text erzeugt. Das Labor darunter zeigt dieselbe Rechnung auf einmal.',
  'lessons.panel.introEquivalence': 'Die Gewichte der aktuellen Konfiguration, Kopf für Kopf zerlegt. Wählen Sie den Kopf im Menü „Kopf“.',
  'lessons.panel.explore': 'Frei erkunden ✕',
  'lessons.panel.back': '↺ Zurück zu Ihrer Konfiguration',
  'lessons.tour.chapters': 'Kapitel',
  'lessons.tour.chapterLabel': 'Kapitel {n}: {title}',
  'lessons.tour.title': 'Kapitel {n} von {count}: {title}',
  'lessons.tour.previous': '◀ Voriges Kapitel',
  'lessons.tour.next': 'Nächstes Kapitel ▶',
  'lessons.tour.finish': 'Frei erkunden ▶',
  'lessons.tour.link': 'Link: ?chapter={n}',
  'lessons.tour.keys': 'Bild↑ / Bild↓ wechseln das Kapitel',
  'lessons.tour.needsConfig': '(Dieses Kapitel braucht eine eigene Konfiguration: {reason})',
  'lessons.stage.decodeTitle': 'Ein Token nach dem anderen erzeugen',
  'lessons.stage.decodeCausal': 'Generierung ist kausale Self-Attention: Hier wird sie mit der kausalen Maske auf dem Satz gezeigt, unabhängig von der Maske im Bedienfeld.',
  'lessons.stage.kvCacheTitle': 'Größe des KV-Cache: MHA, GQA und MQA',
  'lessons.stage.equivalenceTitle': 'Multi-Head-Äquivalenz, mit Zahlen',
  'lessons.stage.tooLarge': 'diese Konfiguration ist zu groß, um jeden Tensor zu behalten; verkleinern Sie sie',
  'lessons.stage.cannotShow': 'Diese Ansicht kann für die aktuelle Konfiguration nicht gezeigt werden: {reason}',
  'lessons.kvCache.gqa': { one: 'GQA ({n} KV-Kopf)', other: 'GQA ({n} KV-Köpfe)' },
  'lessons.generation.empty': 'Geben Sie mindestens ein Token ein.',
  'lessons.generation.tooLong': { one: 'Das Modell liest höchstens {n} Token; dieser Text hat {length}.', other: 'Das Modell liest höchstens {n} Token; dieser Text hat {length}.' },
  'lessons.exercises.intro': 'Erst vorhersagen, dann mit der Engine prüfen. Die Fragen beziehen sich auf die Konfiguration im Bedienfeld links; ändern Sie sie und erstellen Sie eine neue Reihe.',
  'lessons.exercises.fresh': 'Neue Übungen zu dieser Konfiguration',
  'lessons.exercises.link': 'Link zu dieser Reihe',
  'lessons.exercises.missing': '„{spec}“ gibt es in dieser Konfiguration nicht.',
  'lessons.exercises.check': 'Prüfen',
  'lessons.exercises.shapePlaceholder': 'Größen, etwa 4×5×6',
  'lessons.exercises.valuePlaceholder': 'eine Zahl, etwa {example}',
  'lessons.exercises.shapePrompt': '{sizes}: Welche Form hat {name}?',
  'lessons.exercises.shapeHint': 'Alle Achsen der Reihe nach, geschrieben wie 4×5×6.',
  'lessons.exercises.shapeIs': '{name} ist {axes} = {shape}.',
  'lessons.exercises.madeBy': 'Er entsteht im Schritt „{step}“.',
  'lessons.exercises.cellWithHead': '{name}[Element {b}, Kopf {h}, Zeile {r} „{rowLabel}“, Spalte {c} „{colLabel}“]',
  'lessons.exercises.cell': '{name}[Element {b}, Zeile {r} „{rowLabel}“, Spalte {c} „{colLabel}“]',
  'lessons.exercises.valuePrompt': '{sizes}: Wie groß ist {cell}?',
  'lessons.exercises.givenAndHint': '{given} {hint}',
  'lessons.exercises.valueHint': 'Eine Zahl, auf zwei Nachkommastellen.',
  'lessons.exercises.maskedHint': 'Eine Zahl auf zwei Nachkommastellen oder −∞ (tippen Sie -inf).',
  'lessons.exercises.givenWeights': 'Zeile {r} von masked ist {values}.',
  'lessons.exercises.givenMasked': 'scaled[{r}, {c}] = {value}; Maske: {mask}.',
  'lessons.exercises.givenScaled': 'scores[{r}, {c}] = {value} und d_k = {dK}.',
  'lessons.exercises.givenScoresLong': 'Zeile {r} von Q_h und Zeile {c} von K_h haben je d_k = {dK} Zahlen.',
  'lessons.exercises.givenScores': 'Zeile {r} von Q_h ist {q}; Zeile {c} von K_h ist {k}.',
  'lessons.exercises.givenConcat': 'd_v = {dV}: Spalte {c} gehört zu Kopf {head}.',
  'lessons.exercises.mask.none': 'keine',
  'lessons.exercises.mask.causal': 'kausal',
  'lessons.exercises.mask.padding': 'Padding',
  'lessons.exercises.mask.causalPadding': 'kausal + Padding',
  'lessons.exercises.mask.sliding': 'gleitendes Fenster',
  'lessons.exercises.mask.slidingPadding': 'gleitendes Fenster + Padding',
  'lessons.exercises.mask.custom': 'eigene',
  'lessons.exercises.typeSizes': 'Geben Sie die Größen seiner Achsen ein, geschrieben wie 4×5×6.',
  'lessons.exercises.rightShape': 'Richtig: {shape}.',
  'lessons.exercises.rightSlice': { one: 'Richtig für einen Ausschnitt, aber der ganze Tensor hat {n} Achse: {shape}.', other: 'Richtig für einen Ausschnitt, aber der ganze Tensor hat {n} Achsen: {shape}.' },
  'lessons.exercises.wrongShape': 'Nicht ganz: {name} der Engine ist {shape}.',
  'lessons.exercises.typeNumber': 'Geben Sie eine Zahl ein (oder -inf).',
  'lessons.exercises.rightMasked': 'Richtig: −∞ (die Maske verdeckt diesen Key).',
  'lessons.exercises.rightValue': 'Richtig: Die Engine hat {value} berechnet.',
  'lessons.exercises.wrongValue': 'Nicht ganz: Die Engine hat {value} berechnet.',
  'lessons.paste.empty': 'Fügen Sie Zahlen ein.',
  'lessons.paste.tooLong': 'Das ist zu viel Text für eine Matrix (mehr als 8 MB).',
  'lessons.paste.noNumbers': 'Keine Zahlen gefunden.',
  'lessons.paste.ragged': { one: 'Zeile {row} hat {n} Zahl, Zeile 1 aber {cols}: Jede Zeile braucht gleich viele.', other: 'Zeile {row} hat {n} Zahlen, Zeile 1 aber {cols}: Jede Zeile braucht gleich viele.' },
  'lessons.paste.tooMany': '{rows}×{cols} sind mehr als {max} Zahlen.',
  'lessons.paste.notNumber': 'Zeile {row}, Spalte {col}: „{text}“ ist keine Zahl.',
  'lessons.paste.noEnd': 'Zu {begin} fehlt {end}.',
  'lessons.paste.unclosed': 'Eine „[“ wird nie geschlossen.',
  'lessons.paste.onlyNumbers': 'In der Liste dürfen nur Zahlen, Kommas und Klammern stehen.',
  'lessons.paste.tooDeep': 'Gelesen werden nur eine oder zwei Klammerebenen (eine Matrix); wählen Sie zuerst ein Element oder einen Kopf.',
  'lessons.paste.qkColumns': { one: 'Q hat {n} Spalte und K hat {k}: Q·Kᵀ braucht dasselbe d_k.', other: 'Q hat {n} Spalten und K hat {k}: Q·Kᵀ braucht dasselbe d_k.' },
  'lessons.paste.kvRows': { one: 'K hat {n} Zeile und V hat {v}: Jeder Key braucht eine Value-Zeile.', other: 'K hat {n} Zeilen und V hat {v}: Jeder Key braucht eine Value-Zeile.' },
  'lessons.paste.dK': 'd_k muss eine ganze Zahl von mindestens 1 sein (die Scores werden durch √d_k geteilt).',
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
