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
  // ── end of share ──

  // ── train ──
  'train.view.title': 'Trainieren Sie ein Modell und sehen Sie seinen Köpfen beim Lernen zu',
  'train.view.intro': 'Ein kleiner Transformer trainiert direkt hier, in Ihrem Browser. Drücken Sie „Trainieren“: Die Kurve zeigt, wie falsch seine Vorhersagen sind (der Loss), und die Quadrate zeigen, wohin jeder Kopf in einer festen Sequenz schaut – jede Zeile ist eine Query, jede Spalte ein Key, dunkler heißt mehr Gewicht.',
  'train.view.task': 'Aufgabe',
  'train.view.size': 'Größe',
  'train.view.sizeDefault': 'wie ausgeliefert (die Größe der Beispiele)',
  'train.view.sizeSmall': 'klein: 2 Köpfe, Breite 32 (schneller)',
  'train.view.train': 'Trainieren',
  'train.view.pause': 'Pause',
  'train.view.step': 'Schritt (+{n})',
  'train.view.reset': 'Zurücksetzen',
  'train.view.fileSummary': 'Oder öffnen Sie eine Modelldatei: GPT-2s model.safetensors oder einen Checkpoint',
  'train.view.fileLegend': 'Die gpt2-Seite von Hugging Face bietet model.safetensors an (548 MB). Die Datei wird hier gelesen, in Ihrem Browser; nichts wird hochgeladen. Sie können sie auch auf diese Ansicht ziehen.',
  'train.view.fileLabel': 'Modelldatei',
  'train.view.headsLabel': 'Köpfe (für Breiten, die GPT-2 nicht hat)',
  'train.view.headsPlaceholder': 'auto',
  'train.view.sentenceLabel': 'Satz (die Testsequenz des Modells)',
  'train.view.plotCaption': 'Durchgezogen: Validierungs-Loss. Blass: der Loss des letzten Batches. Rechte Achse: Validierungsgenauigkeit (gestrichelt), der beste <b>Vorgänger-Score in Schicht 1</b> und der beste <i>Induktions-Score in der letzten Schicht</i> (gepunktet).',
  'train.view.history': 'Verlauf',
  'train.view.historyStep': 'Verlauf: Schritt {step}',
  'train.view.historyStepLive': 'Verlauf: Schritt {step} (live)',
  'train.view.attentionLegend': 'Wohin jeder Kopf in der Testsequenz schaut. Grüner Rahmen: ein Vorgänger-Kopf (er schaut einen Token zurück). Rosa Rahmen: ein Induktionskopf (er schaut auf den Token nach der früheren Kopie des aktuellen). Drücken Sie auf einen Kopf, um ihn auszuschalten (seine Ausgabe wird null), und sehen Sie, was kaputtgeht; drücken Sie erneut, um ihn wieder einzusetzen.',
  'train.view.measure': 'Jeden Kopf messen: Genauigkeit ohne ihn',
  'train.view.importanceLabel': 'Genauigkeit mit je einem ausgeschalteten Kopf',
  'train.view.openLayer': 'Schicht {layer} im Labor öffnen',
  'train.view.startingWorker': 'Der Trainings-Worker startet …',
  'train.view.noWorker': 'Diese Seite konnte keinen Worker starten, und Training auf der Seite selbst würde sie einfrieren. Öffnen Sie die Seite über http(s) oder als Datei in einem aktuellen Browser.',
  'train.view.starting': 'Das Modell startet …',
  'train.view.sentenceTooShort': 'Geben Sie einen Satz aus mindestens zwei Tokens ein.',
  'train.status.head': 'Schicht {layer} Kopf {head}',
  'train.status.headSeparator': ', ',
  'train.status.step': 'Schritt {step} · Batch-Loss {loss} · Validierungs-Loss {evalLoss}, Genauigkeit {accuracy}',
  'train.status.stepTraining': 'Schritt {step} (Training) · Batch-Loss {loss} · Validierungs-Loss {evalLoss}, Genauigkeit {accuracy}',
  'train.status.phase': 'Phasenübergang um Schritt {step}',
  'train.status.without': 'ohne {heads}: Validierungs-Loss {loss}, Genauigkeit {accuracy}',
  'train.status.fileModel': '{file}: {layers} × {heads}, d_model {dModel}, Vokabular {vocab}, Kontext {context}; verfolgt, nicht trainiert.',
  'train.status.layerCount': { one: '{n} Schicht', other: '{n} Schichten' },
  'train.status.headCount': { one: '{n} Kopf', other: '{n} Köpfe' },
  'train.status.sentence': { one: 'Der Satz hat {n} Token; Vorhersage seiner nächsten Tokens: Loss {loss}, Genauigkeit {accuracy}.', other: 'Der Satz hat {n} Tokens; Vorhersage seiner nächsten Tokens: Loss {loss}, Genauigkeit {accuracy}.' },
  'train.status.fileWithout': 'Ohne {heads}: Loss {loss}, Genauigkeit {accuracy}.',
  'train.status.limit': 'Bei Schritt {step} angehalten (die Ansicht trainiert höchstens {max} Schritte). Setzen Sie zurück, um erneut zu trainieren.',
  'train.status.headsRefused': '{file}: {message}. Geben Sie oben die Zahl der Köpfe ein; die Datei wird erneut geöffnet.',
  'train.status.fileRefused': '{file} konnte nicht geöffnet werden: {message}',
  'train.status.stopped': 'Training angehalten: {message}',
  'train.percent': '{value} %',
  'train.importance.sentenceDone': 'Genauigkeit bei der Vorhersage der nächsten Tokens des Satzes: {accuracy} mit allen Köpfen; mit je einem ausgeschalteten Kopf:',
  'train.importance.sentenceMeasuring': { one: 'Genauigkeit bei der Vorhersage der nächsten Tokens des Satzes: {accuracy} mit allen Köpfen; mit je einem ausgeschalteten Kopf (Messung läuft: bisher {n} Kopf):', other: 'Genauigkeit bei der Vorhersage der nächsten Tokens des Satzes: {accuracy} mit allen Köpfen; mit je einem ausgeschalteten Kopf (Messung läuft: bisher {n} Köpfe):' },
  'train.importance.heldOutDone': 'Validierungsgenauigkeit bei Schritt {step}: {accuracy} mit allen Köpfen; mit je einem ausgeschalteten Kopf:',
  'train.importance.heldOutMeasuring': { one: 'Validierungsgenauigkeit bei Schritt {step}: {accuracy} mit allen Köpfen; mit je einem ausgeschalteten Kopf (Messung läuft: bisher {n} Kopf):', other: 'Validierungsgenauigkeit bei Schritt {step}: {accuracy} mit allen Köpfen; mit je einem ausgeschalteten Kopf (Messung läuft: bisher {n} Köpfe):' },
  'train.importance.head': 'Kopf',
  'train.importance.without': 'Genauigkeit ohne ihn',
  'train.importance.change': 'Änderung',
  'train.importance.points': '{change} Prozentpunkte',
  'train.layer.fileTitle': '{file}: Schicht {layer}',
  'train.layer.taskTitle': { one: '{task}: Schicht {layer} nach {n} Schritt', other: '{task}: Schicht {layer} nach {n} Schritten' },
  'train.layer.note': '{title}. X ist die Eingabe der Schicht für die Testsequenz; W_q, W_k, W_v und W_o sind die trainierten Gewichte, also zeigt jeder Schritt die trainierten Zahlen.',
  'train.file.headsRange': 'Die Zahl der Köpfe muss eine ganze Zahl von 1 bis 64 sein (oder leer für die von GPT-2).',
  'train.file.reading': '{file} wird gelesen: {read} von {size} MB',
  'train.file.unreadable': '{file} konnte nicht gelesen werden: {message}',
  'train.file.opening': '{file} wird in der Engine geöffnet …',
  'train.worker.noModel': 'Noch kein Modell: Wählen Sie eine Aufgabe und drücken Sie „Trainieren“',
  'train.worker.stopped': 'Der Trainings-Worker wurde beendet: {reason}',
  'train.worker.unknown': 'unbekannter Fehler',
  'train.toggle.open': 'Ein Modell trainieren',
  'train.toggle.back': 'Zurück zum Labor',
  'train.tasks.inductionTitle': 'Induktion: ein wiederholtes Segment fortsetzen',
  'train.tasks.inductionBlurb': 'Jede Sequenz wiederholt ein zufälliges Segment; das Modell muss die Kopie vorhersagen. Zuerst lernt es wenig (das Plateau), dann bildet es plötzlich zwei Arten von Köpfen: Vorgänger-Köpfe in Schicht 1 und Induktionsköpfe in Schicht 2.',
  'train.tasks.reverseTitle': 'Fünf Ziffern umkehren',
  'train.tasks.reverseBlurb': 'Fünf Ziffern, ein Trennzeichen, dann dieselben Ziffern rückwärts: Jede Ausgabeposition lernt, auf ihr Spiegelbild zu schauen.',
  'train.tasks.sortTitle': 'Fünf Ziffern sortieren',
  'train.tasks.sortBlurb': 'Fünf Ziffern, ein Trennzeichen, dann die Ziffern der Größe nach.',
  'train.tasks.textTitle': 'Genesis 1–11, Zeichen für Zeichen',
  'train.tasks.textBlurb': 'Das Modell liest den Text von Genesis 1–11 in der King-James-Bibel (auf Englisch) und lernt, das nächste Zeichen vorherzusagen.',
  'train.heads.layer': 'Schicht {layer}',
  'train.heads.kindInduction': 'Induktionskopf',
  'train.heads.kindPrevious': 'Vorgänger-Kopf',
  'train.heads.kindNone': 'noch kein klares Muster',
  'train.heads.caption': 'Kopf {head}: {kind} · vor {previous} · ind {induction}',
  'train.heads.captionOff': 'Kopf {head}: ausgeschaltet · {kind} · vor {previous} · ind {induction}',
  'train.heads.label': 'Schicht {layer}, Kopf {head} (drücken zum Ausschalten): Attention auf der Testsequenz, {T}×{T}, Zeilen sind Queries; {kind}; Vorgänger-Score {previous}, Induktions-Score {induction}.',
  'train.heads.labelOff': 'Schicht {layer}, Kopf {head}, ausgeschaltet (drücken zum Wiedereinsetzen): Attention auf der Testsequenz, {T}×{T}, Zeilen sind Queries; {kind}; Vorgänger-Score {previous}, Induktions-Score {induction}.',
  'train.plot.loss': 'Loss',
  'train.plot.accuracy': 'Genauigkeit und Kopf-Scores',
  'train.plot.phase': 'Phasenübergang ≈ Schritt {step}',
  'train.plot.title': 'Trainingskurve: Validierungs-Loss {first} bei Schritt {firstStep}, {last} bei Schritt {lastStep}; Validierungsgenauigkeit {accuracy}.',
  'train.plot.titlePhase': 'Trainingskurve: Validierungs-Loss {first} bei Schritt {firstStep}, {last} bei Schritt {lastStep}; Validierungsgenauigkeit {accuracy}; Phasenübergang um Schritt {phase}.',
  'train.plot.empty': 'Trainingskurve: noch keine Schritte.',
  'train.predict.title': 'Den nächsten Token vorhersagen',
  'train.predict.legend': 'Das Modell liest den Prompt; die Ausgabe der letzten Position geht durch die Ausbettung (Unembedding) zu einem Logit pro Token des Vokabulars, und ein Softmax macht aus den Logits Wahrscheinlichkeiten. Den wahrscheinlichsten Token anhängen und erneut fragen – das ist Generierung.',
  'train.predict.prompt': 'Prompt',
  'train.predict.next': 'Wahrscheinlichsten Token anhängen',
  'train.predict.more': { one: '+{n} Token', other: '+{n} Tokens' },
  'train.predict.barsLabel': 'Die wahrscheinlichsten nächsten Tokens',
  'train.predict.likeliest': 'der wahrscheinlichste nächste Token',
  'train.predict.empty': 'Geben Sie mindestens einen Token ein.',
  'train.predict.cache': { one: 'Der KV-Cache enthält jetzt {n} Key und {n} Value für jeden der {heads} Köpfe in jeder der {layers} Schichten; der nächste Token fügt von beidem einen hinzu.', other: 'Der KV-Cache enthält jetzt {n} Keys und {n} Values für jeden der {heads} Köpfe in jeder der {layers} Schichten; der nächste Token fügt von beidem einen hinzu.' },
  'train.predict.cacheWindow': { one: 'Der KV-Cache enthält jetzt {n} Key und {n} Value für jeden der {heads} Köpfe in jeder der {layers} Schichten; der nächste Token fügt von beidem einen hinzu (das Modell sieht seinen letzten Token).', other: 'Der KV-Cache enthält jetzt {n} Keys und {n} Values für jeden der {heads} Köpfe in jeder der {layers} Schichten; der nächste Token fügt von beidem einen hinzu (das Modell sieht seine letzten {n} Tokens).' },
  'train.codecs.unknownCharacter': '„{character}“ ist kein Zeichen, das dieses Modell kennt; es kennt {alphabet}',
  'train.codecs.notToken': '„{text}“ ist kein Token: Verwenden Sie ganze Zahlen von 0 bis {max}',
  'train.presets.inductionLayer2.title': 'Trainiert: Induktionsköpfe (Schicht 2)',
  'train.presets.inductionLayer2.description': 'Ein Modell, trainiert auf wiederholten Sequenzen (2000 Schritte). Die Sequenz ist ein Präfix, dann zweimal ein Segment aus 10 Tokens; in der zweiten Kopie schauen die Induktionsköpfe auf den Token, der beim letzten Mal auf den aktuellen Token folgte.',
  'train.presets.inductionLayer2.note1': 'Wählen Sie beim Softmax-Schritt eine Query in der zweiten Kopie (die letzten 10 Zeilen): Ihr größtes Gewicht liegt einen Key rechts von ihrem früheren Zwilling – auf dem Token, den das Modell als Nächstes vorhersagen sollte.',
  'train.presets.inductionLayer2.note2': 'X ist die Eingabe der Schicht für diese Sequenz (die Einbettungen plus die Ausgabe von Schicht 1); W_q, W_k, W_v und W_o sind die trainierten Gewichte, gelesen aus web/models/induction.safetensors.',
  'train.presets.inductionLayer1.title': 'Trainiert: Vorgänger-Köpfe (Schicht 1)',
  'train.presets.inductionLayer1.description': 'Die erste Schicht desselben Modells: Zwei ihrer Köpfe achten auf den Token direkt vor jeder Query – genau das lässt Schicht 2 „den Token nach der früheren Kopie“ finden.',
  'train.presets.inductionLayer1.note1': 'Beim Softmax-Schritt legen die Köpfe 2 und 4 den größten Teil des Gewichts jeder Zeile direkt links neben die Diagonale: Jeder Token schaut auf seinen Vorgänger.',
  'train.presets.inductionLayer1.note2': 'X sind die Einbettungen der Sequenz mit Positionen; die Gewichte sind die trainierten aus web/models/induction.safetensors.',
  'train.presets.knockout.title': 'Trainiert: Schicht 2 mit ausgeschalteten Vorgänger-Köpfen von Schicht 1',
  'train.presets.knockout.description': 'Wieder das Induktionsmodell, aber mit ausgeschalteten Vorgänger-Köpfen von Schicht 1 (ihre Ausgabe auf null gesetzt): Schicht 2 weiß nicht mehr, welcher Token vor jedem Key kam, und ihr Induktionsmuster ist verschwunden.',
  'train.presets.knockout.note1': 'Vergleichen Sie mit „Trainiert: Induktionsköpfe (Schicht 2)“: dieselben Gewichte, dieselbe Sequenz; nur X ist anders, weil die Vorgänger-Köpfe von Schicht 1 nicht mehr „mein Vorgänger war …“ zu jedem Token hinzufügen.',
  'train.presets.knockout.note2': 'Ausgeschaltet sind die Köpfe, deren Vorgänger-Score mindestens 0,5 beträgt (im mitgelieferten Modell Schicht 1, Köpfe 2 und 4).',
  'train.presets.long.title': 'Trainiert: Vorgänger-Köpfe bei 1024 Tokens',
  'train.presets.long.description': 'Ein Modell der Induktionsaufgabe mit festen sinusförmigen Positionen (trainiert auf Sequenzen aus 128 Tokens), gelesen bei 1024 Tokens: 514 zufällige Tokens, dann die letzten 510 noch einmal. Beim Softmax-Schritt zeigt ein Streifen direkt links der Diagonale einen Kopf, der über alle 1024 Zeilen auf den Vorgänger jedes Tokens achtet.',
  'train.presets.long.note1': 'Bei 1024 Keys ist ein gleicher Anteil etwa 0,001, daher werden die Gewichte danach eingefärbt, das Wievielfache eines gleichen Anteils sie sind (logarithmische Skala): Der Streifen liegt beim 10–100× eines gleichen Anteils, der Rest jeder Zeile nahe 1×.',
  'train.presets.long.note2': 'Kopf 1 (ab 0 gezählt) ist der Vorgänger-Kopf; zoomen Sie hinein (Mausrad oder +), um einzelne Gewichte zu lesen, oder zeigen Sie auf eine Zelle, um ihre Rechnung zu sehen.',
  'train.presets.long.note3': 'Das Modell hat nie eine so lange Sequenz gesehen: Sein Vorgänger-Kopf funktioniert trotzdem, weil sinusförmige Positionen „einen Schritt zurück“ an jeder Position auf dieselbe Weise ausdrücken.',
  'train.presets.longLayer2.title': 'Trainiert: Induktionsköpfe bei 1024 Tokens (Schicht 2)',
  'train.presets.longLayer2.description': 'Die zweite Schicht desselben Langsequenz-Modells auf denselben 1024 Tokens. In den letzten 510 Zeilen (der Wiederholung) legen ihre Köpfe das 10–20× eines gleichen Anteils auf den Key nach dem früheren Zwilling der Query – ein Streifen 509 Spalten links der Diagonale –, und so sagt das Modell die Wiederholung vorher.',
  'train.presets.longLayer2.note1': 'Schauen Sie beim Softmax-Schritt auf die untere Hälfte: Die helle Linie parallel zur Diagonale, 509 Keys zurück, ist der Induktionsstreifen. In der oberen Hälfte (die ersten, zufälligen 514 Tokens) gibt es nichts zu kopieren und keinen Streifen.',
  'train.presets.longLayer2.note2': 'X ist die Eingabe von Schicht 2 für diese Sequenz (Token-Einbettungen, sinusförmige Positionen und die Ausgabe von Schicht 1); die Gewichte werden aus web/models/induction-long.safetensors gelesen.',
  'train.presets.text.title': 'Trainiert: ein Zeichenmodell der Genesis (Schicht 2)',
  'train.presets.text.description': 'Ein kleines Modell, trainiert, das nächste Zeichen von Genesis 1–11 (King-James-Bibel, auf Englisch) vorherzusagen, hier beim Lesen der Worte von Vers 3. Jeder Token ist ein Zeichen (␣ ist ein Leerzeichen).',
  'train.presets.text.note1': 'Öffnen Sie „Ein Token nach dem anderen“ in den Lektionen: Nach jedem Zeichen werden die Wahrscheinlichkeiten des Modells für das nächste gezeigt, und „Generieren“ hängt seine Wahl an und führt die Schicht erneut auf dem längeren Text aus.',
  'train.presets.text.note2': 'X ist die Eingabe der Schicht für diesen Text (Zeicheneinbettungen mit Positionen plus die Ausgabe von Attention und Feed-Forward-Netz der Schicht 1); die Gewichte sind die trainierten aus web/models/text.safetensors.',
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
