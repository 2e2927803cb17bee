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
  // ── end of lessons ──

  // ── share ──
  'share.bar.share': 'Teilen',
  'share.bar.export': 'Exportieren',
  'share.bar.numbers': 'Ihre Zahlen',
  'share.bar.check': 'Beispiel prüfen',
  'share.bar.link': 'Link genau zu dieser Ansicht',
  'share.bar.element': 'Einbetten: Custom Element (ein Skript)',
  'share.bar.iframe': 'Einbetten: iframe',
  'share.bar.resetButton': 'Auf Standardwerte zurücksetzen',
  'share.bar.reset': 'Die Standardwerte sind wiederhergestellt.',
  'share.bar.notLoaded': 'Dieser geteilte Zustand wurde nicht geladen: {reason}',
  'share.bar.imported': 'Trace importiert: Die Engine hat ihn aus seinen Eingaben und Gewichten neu berechnet.',
  'share.bar.notImported': 'Nicht importiert: {reason}',
  'share.bar.notPasted': 'Nicht in {name} eingefügt: {reason}',
  'share.bar.notUsed': 'Nicht übernommen: {reason}',
  'share.menu.copy': 'Kopieren',
  'share.menu.copied': '{label}: kopiert.',
  'share.menu.selected': '{label}: ausgewählt – drücken Sie Strg+C (diese Seite darf die Zwischenablage womöglich nicht verwenden).',
  'share.keep.linkAndChapter': 'Dieser Link nennt neben einem geteilten Zustand auch ein Kapitel oder ein Beispiel; angezeigt wird das Kapitel bzw. das Beispiel. Öffnen Sie den Link ohne seinen ?…-Teil, um den geteilten Zustand zu sehen.',
  'share.keep.showingShared': 'Angezeigt wird der geteilte Zustand aus dem Link.',
  'share.keep.tooManyNumbers': { one: 'Ihre Arbeit wird in diesem Browser nicht gespeichert: Sie enthält {n} eigene Zahl, mehr als ein gespeicherter Zustand fassen kann. Exportieren → JSON bewahrt sie.', other: 'Ihre Arbeit wird in diesem Browser nicht gespeichert: Sie enthält {n} eigene Zahlen, mehr als ein gespeicherter Zustand fassen kann. Exportieren → JSON bewahrt sie.' },
  'share.keep.tooLong': 'Ihre Arbeit wird in diesem Browser nicht gespeichert: Sie ist {length} Zeichen lang, ein Zustand darf aber höchstens {max} haben. Teilen → Link kopieren bewahrt sie.',
  'share.keep.storageFull': 'Ihre Arbeit wird in diesem Browser nicht gespeichert: Der Speicher des Browsers für diese Seite ist voll. Teilen → Link kopieren bewahrt sie.',
  'share.keep.tooLarge': 'Ihre Arbeit wird in diesem Browser nicht gespeichert: Sie ist zu groß, um in diesem Browser gespeichert zu werden. Teilen → Link kopieren bewahrt sie.',
  'share.keep.tooLargeCompressed': 'Ihre Arbeit wird in diesem Browser nicht gespeichert: Sie ist selbst komprimiert zu groß zum Speichern. Teilen → Link kopieren bewahrt sie.',
  'share.keep.notAllowed': 'Ihre Arbeit wird in diesem Browser nicht gespeichert: Dieser Browser erlaubt der Seite nicht, etwas zu speichern. Teilen → Link kopieren bewahrt sie.',
  'share.keep.refused': 'Ihre Arbeit wird in diesem Browser nicht gespeichert: {reason}. Teilen → Link kopieren bewahrt sie.',
  'share.keep.staysSaved': '{message} Sie bleibt gespeichert; wählen Sie ein Beispiel oder „Auf Standardwerte zurücksetzen“, um neu zu beginnen.',
  'share.keep.pendingBack': 'Ihre letzten Änderungen sind wieder da, so wie Sie sie verlassen haben; die Engine akzeptiert sie noch nicht (siehe die rot markierten Felder).',
  'share.link.empty': 'Der Link enthält keinen Zustand.',
  'share.link.tooLong': 'Der Zustand im Link ist zu lang ({length} Zeichen; höchstens {max}).',
  'share.link.badCharacters': 'Der Zustand im Link konnte nicht gelesen werden (er enthält Zeichen, die ein Zustand nie hat).',
  'share.link.unreadable': 'Der Zustand im Link konnte nicht gelesen werden ({reason}).',
  'share.link.characters': 'er enthält Zeichen, die ein Zustand nie hat',
  'share.link.notObject': 'Der Zustand im Link ist kein Objekt.',
  'share.link.version': 'Der Zustand im Link hat die Version {version}; diese Seite liest Version {current}.',
  'share.link.noExample': 'Der Link nennt ein Beispiel, das es auf dieser Seite nicht gibt.',
  'share.link.configNotObject': 'Die Konfiguration im Link ist kein Objekt.',
  'share.link.numbersNotObject': 'Die Zahlen im Link sind kein Objekt.',
  'share.link.examplesTensor': 'Der Link verwendet {name} aus dem Beispiel, doch das Beispiel hat es nicht.',
  'share.link.doesNotFit': 'Die Änderungen des Links an {name} passen nicht zu dessen Form.',
  'share.link.wrongType': 'Das Feld {what} im Link hat den falschen Typ.',
  'share.link.wholeNumber': 'Das Feld {what} im Link muss eine ganze Zahl von {lo} bis {hi} sein.',
  'share.link.fieldTooLong': 'Das Feld {what} im Link ist zu lang.',
  'share.link.numberList': 'Das Feld {what} im Link muss eine Liste von höchstens {max} Zahlen sein.',
  'share.link.positional': 'Das Feld positional im Link muss einer dieser Werte sein: {list}.',
  'share.link.mask': 'Die Maske im Link muss eine dieser sein: {list}.',
  'share.export.figureHint': 'Der aktuelle Schritt als Abbildung (seine Eingaben und sein Ergebnis, mit Formen):',
  'share.export.png': 'PNG (2×)',
  'share.export.svg': 'SVG (Vektor)',
  'share.export.matrix': 'Matrix (angezeigtes Element und angezeigter Kopf)',
  'share.export.csv': 'CSV',
  'share.export.latex': 'LaTeX bmatrix',
  'share.export.json': 'Gesamter Trace (JSON)',
  'share.export.title': '{name}: {axes} = {shape}',
  'share.export.titleWhere': '{name}, {where}: {axes} = {shape}',
  'share.export.separator': ', ',
  'share.figure.subtitle': '{names} · {shape} ({axes})',
  'share.figure.mayAttend': '0: darf beachtet werden',
  'share.figure.mayNot': '−∞: darf nicht',
  'share.figure.ratio': 'Gewicht ÷ gleicher Anteil, log. Skala',
  'share.figure.masked': '−∞ (maskiert)',
  'share.trace.tooLarge': 'Diese Datei ist zu groß für einen Trace.',
  'share.trace.notJson': 'Das ist kein JSON ({reason}).',
  'share.trace.notTrace': 'Dieses JSON ist kein Attention-Lab-Trace (sein "format" ist nicht "attention-lab-trace").',
  'share.trace.version': 'Dieser Trace hat die Version {version}; diese Seite liest Version {current}.',
  'share.trace.notNumbers': '{name} im Trace ist keine Liste endlicher Zahlen.',
  'share.numbers.hint': 'Fügen Sie eine Matrix als CSV, als Zeilen von Zahlen, als Python/NumPy-Liste oder als LaTeX-bmatrix ein. Sie können sie auch direkt auf eine Eingabe- oder Gewichtsmatrix auf der Bühne einfügen.',
  'share.numbers.into': 'Ziel',
  'share.numbers.placeholder': '0,1; 0,2\n0,3; 0,4   — oder [[0.1, 0.2], [0.3, 0.4]] oder \\begin{bmatrix} … \\end{bmatrix}',
  'share.numbers.use': 'Diese Zahlen übernehmen',
  'share.numbers.import': 'JSON-Trace importieren (hier exportiert)',
  'share.numbers.notPart': '{name} gehört nicht zu dieser Konfiguration.',
  'share.numbers.wrongShape': '{name} hat die Form {shape}; Ihre Eingabe hat die Form {pasted}.',
  'share.numbers.read': '{name}: {shape} Zahlen gelesen ({format}).',
  'share.numbers.format.csv': 'CSV',
  'share.numbers.format.list': 'Liste',
  'share.numbers.format.latex': 'LaTeX',
  'share.numbers.format.whitespace': 'durch Leerzeichen getrennt',
  'share.check.intro': 'Geben Sie die Matrizen eines Lehrbuchs ein; die Engine berechnet die wahren Ergebnisse (Cross-Attention mit Einheitsgewichten) und markiert, wo der Text abweicht.',
  'share.check.have': 'Ich habe',
  'share.check.modeQkv': 'Q, K und V',
  'share.check.modeScores': 'nur die Scores (Q·Kᵀ)',
  'share.check.placeholderQ': 'Q, eine Zeile pro Query: 0.2 0.4 0.6 0.8 …',
  'share.check.placeholderK': 'K, eine Zeile pro Key',
  'share.check.placeholderV': 'V, eine Zeile pro Key',
  'share.check.placeholderScores': 'Scores, T×S, vor der Division durch √d_k',
  'share.check.scores': 'Scores',
  'share.check.mask': 'Maske',
  'share.check.maskNone': 'keine',
  'share.check.maskCausal': 'kausal',
  'share.check.sourceWeights': 'Gewichte Ihrer Quelle',
  'share.check.sourceOutput': 'Ausgabe Ihrer Quelle',
  'share.check.placeholderWeights': 'die Attention-Gewichte Ihrer Quelle (optional)',
  'share.check.placeholderZ': 'die Ausgabe / den Kontext Z Ihrer Quelle (optional)',
  'share.check.run': 'Wahre Werte berechnen',
  'share.check.titleScaled': 'Skalierte Scores Q·Kᵀ/√d_k',
  'share.check.titleWeights': 'Attention-Gewichte (Softmax)',
  'share.check.titleOutput': 'Ausgabe Z = Gewichte·V',
  'share.check.shapeDiffers': '{title}: Der Text gibt {given} an, die wahre Form ist {shape}.',
  'share.check.needsQk': 'Um das Lab Schritt für Schritt zu durchlaufen, braucht es Q und K: Die Scores allein verraten nicht, welche Vektoren sie erzeugt haben.',
  'share.check.stepThrough': 'Im Lab Schritt für Schritt durchgehen',
  'share.check.caption': '{title} ({shape})',
  'share.check.captionCut': '{title} ({shape}; angezeigt: die ersten {shown})',
  'share.check.captionDiffer': { one: '{title} ({shape}) — {n} Wert weicht vom Text ab', other: '{title} ({shape}) — {n} Werte weichen vom Text ab' },
  'share.check.captionCutDiffer': { one: '{title} ({shape}; angezeigt: die ersten {shown}) — {n} Wert weicht vom Text ab', other: '{title} ({shape}; angezeigt: die ersten {shown}) — {n} Werte weichen vom Text ab' },
  'share.check.cellSource': 'Quelle: {value}',
  'share.check.cellTitle': 'Der Text sagt {claimed}; der wahre Wert ist {value}.',
  'share.embed.noExample': 'Es gibt kein Beispiel namens „{name}“.',
  'share.embed.mask': 'mask muss einer dieser Werte sein: {list}.',
  'share.embed.whole': '{name} muss eine ganze Zahl größer als 0 sein, in Ziffern geschrieben.',
  'share.embed.kvHeads': 'kv-heads muss eine ganze Zahl sein (0 = einer pro Kopf), in Ziffern geschrieben.',
  'share.embed.positional': 'positional muss einer dieser Werte sein: {list}.',
  'share.embed.head': { one: 'head muss eine Zahl von 0 bis {last} sein (dieses Beispiel hat {n} Kopf) oder „all“.', other: 'head muss eine Zahl von 0 bis {last} sein (dieses Beispiel hat {n} Köpfe) oder „all“.' },
  'share.embed.item': { one: 'item muss eine Zahl von 0 bis {last} sein (dieses Beispiel hat {n} Batch-Element).', other: 'item muss eine Zahl von 0 bis {last} sein (dieses Beispiel hat {n} Batch-Elemente).' },
  'share.embed.theme': 'theme muss light, dark oder auto sein.',
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
