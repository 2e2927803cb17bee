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
  // ── end of train ──

  // ── engine ──
  'engine.config.range': '{field} ({value}) muss zwischen {lo} und {hi} liegen',
  'engine.config.rangeHint': '{field} ({value}) muss zwischen {lo} und {hi} liegen; {hint}',
  'engine.hint.queryLen': '0 bedeutet eine Position pro Token des Textes',
  'engine.hint.keyLen': '0 bedeutet dasselbe wie der Text der Keys',
  'engine.hint.dK': '0 bedeutet dModel / heads',
  'engine.hint.dV': '0 bedeutet dModel / heads',
  'engine.hint.dFF': '0 bedeutet 4·dModel',
  'engine.hint.kvHeads': '0 bedeutet heads; heads muss ein Vielfaches davon sein (1: Multi-Query)',
  'engine.hint.window': 'gleitende Masken: Query t sieht die Keys s mit t − window < s ≤ t',
  'engine.config.kvHeadsGroups': 'heads ({heads}) muss ein Vielfaches von kvHeads ({kvHeads}) sein: Jeder Key/Value-Kopf bedient gleich viele Query-Köpfe',
  'engine.config.ropeBase': 'ropeBase ({value}) muss größer als 0 und höchstens 1e9 sein; üblich ist 10000',
  'engine.config.ropeOdd': 'RoPE dreht Paare von Merkmalen: dK ({dK}) muss gerade sein',
  'engine.config.headsDivide': 'dModel ({dModel}) muss durch heads ({heads}) teilbar sein, oder legen Sie dK und dV selbst fest',
  'engine.config.keyLenSelf': 'keyLen ({keyLen}) muss in der Self-Attention gleich queryLen ({queryLen}) sein; schalten Sie crossAttention ein, um eine andere Key-Länge zu verwenden',
  'engine.config.textEmpty': 'Der Text enthält keine Wörter; geben Sie einen Satz ein (oder geben Sie X vor)',
  'engine.config.sourceEmpty': 'Der Quelltext enthält keine Wörter; geben Sie einen Satz ein (oder geben Sie X_kv vor)',
  'engine.config.notInput': '„{name}“ ist keine Eingabe, die die Engine annimmt; sie nimmt {names}',
  'engine.config.notInputSelf': '„{name}“ ist keine Eingabe, die die Engine annimmt (mit eingeschaltetem crossAttention geben Sie X_q und X_kv vor); sie nimmt {names}',
  'engine.config.notInputCross': '„{name}“ ist keine Eingabe, die die Engine annimmt (schalten Sie crossAttention ein oder geben Sie X vor); sie nimmt {names}',
  'engine.config.keepUnknown': 'keep nennt „{name}“, das kein Tensor ist; wählen Sie aus {names}',
  'engine.config.biasOff': '{name} ist angegeben, aber bias ist ausgeschaltet; schalten Sie bias ein',
  'engine.config.givenLength': '{name} hat {count} Werte; erwartet: B×{axis}×dModel = {B}×{len}×{dModel} = {total}',
  'engine.config.givenLengthUnknown': '{name} hat {count} Werte; erwartet: B×{axis}×dModel = {B}×?×{dModel}',
  'engine.config.givenSize': '{name} hat {count} Werte; erwartet: {shape} = {size}',
  'engine.config.givenValue': '{name}[{index}] ist {value}; jeder Wert muss eine endliche Zahl zwischen -1e6 und 1e6 sein',
  'engine.config.validLengthsCount': 'validLengths hat {count} Einträge; geben Sie einen pro Batch-Element an ({B})',
  'engine.config.validLengthsRange': 'validLengths[{index}] ({value}) muss zwischen 0 und der Anzahl der Keys ({S}) liegen',
  'engine.config.customMaskSize': 'customMask hat {count} Werte; erwartet: T×S = {T}×{S} = {TS}',
  'engine.config.customMaskSizeBatch': 'customMask hat {count} Werte; erwartet: T×S = {T}×{S} = {TS} oder B×T×S = {BTS}',
  'engine.config.customMaskValue': 'customMask[{index}] ist {value}; verwenden Sie 1, wo die Query hinsehen darf, und 0, wo nicht',
  'engine.config.flashTiles': 'flash ergibt {tiles} Kacheln ({tilesQ} Query- × {tilesK} Key-Kacheln); die Grenze ist {max}: Vergrößern Sie blockQ oder blockK',
  'engine.config.tooLarge': 'Diese Konfiguration braucht etwa {mb} MB; die Grenze ist {max} MB. Verkleinern Sie T, S, heads oder batch, oder behalten Sie weniger Tensoren',
  'engine.note.textLines': { one: 'Der Text hat {lines} Zeilen; batch ist {batch}, daher wird nur die erste verwendet.', other: 'Der Text hat {lines} Zeilen; batch ist {batch}, daher werden nur die ersten {batch} verwendet.' },
  'engine.note.sourceLines': { one: 'Der Quelltext hat {lines} Zeilen; batch ist {batch}, daher wird nur die erste verwendet.', other: 'Der Quelltext hat {lines} Zeilen; batch ist {batch}, daher werden nur die ersten {batch} verwendet.' },
  'engine.note.textLineCut': { one: 'Zeile {line} des Textes hat {tokens} Token; die Länge ist {len}, daher wird das letzte nicht verwendet.', other: 'Zeile {line} des Textes hat {tokens} Token; die Länge ist {len}, daher werden die letzten {n} nicht verwendet.' },
  'engine.note.sourceLineCut': { one: 'Zeile {line} des Quelltextes hat {tokens} Token; die Länge ist {len}, daher wird das letzte nicht verwendet.', other: 'Zeile {line} des Quelltextes hat {tokens} Token; die Länge ist {len}, daher werden die letzten {n} nicht verwendet.' },
  'engine.note.textCut': 'Der Text hat {tokens} Token; nur die ersten {max} werden verwendet.',
  'engine.note.sourceCut': 'Der Quelltext hat {tokens} Token; nur die ersten {max} werden verwendet.',
  'engine.note.crossCausal': 'Eine kausale Maske in der Cross-Attention ist ungewöhnlich: Der Decoder einer Übersetzung darf die ganze Quelle lesen, daher hat seine Cross-Attention keine kausale Maske (nur die Padding-Maske). Hier sieht die Zielposition t die Quellpositionen 0…t.',
  'engine.got.text': 'der Text „{gotText}“',
  'engine.got.array': 'ein Array',
  'engine.got.type': 'ein Wert vom Typ {gotType}',
  'engine.got.list': 'eine Liste',
  'engine.got.object': 'ein Objekt',
  'engine.got.a': 'ein Wert vom Typ {gotType}',
  'engine.reader.wholeNumber': '{field} muss eine ganze Zahl sein; erhalten: {got}',
  'engine.reader.tooLarge': '{field} ({got}) ist viel zu groß',
  'engine.reader.seed': 'seed muss eine ganze Zahl von 0 bis 4294967295 sein; erhalten: {got}',
  'engine.reader.number': '{field} muss eine Zahl sein; erhalten: {got}',
  'engine.reader.flash': 'flash muss false, true oder {blockQ, blockK} sein; erhalten: {got}',
  'engine.reader.flashKey': '„{key}“ ist keine Einstellung von flash; geben Sie blockQ und blockK an',
  'engine.reader.boolean': '{field} muss true oder false sein; erhalten: {got}',
  'engine.reader.text': '{field} muss Text sein; erhalten: {got}',
  'engine.reader.numbers': '{field} muss ein Array von Zahlen oder ein Float32Array sein; erhalten: {got}',
  'engine.reader.tooMany': '{field} hat viel zu viele Werte ({count})',
  'engine.reader.config': 'config muss ein Objekt sein; erhalten: {got}',
  'engine.reader.mask': 'mask muss einer dieser Werte sein: {names}; erhalten: {got}',
  'engine.reader.positional': 'positional muss einer dieser Werte sein: {names}; erhalten: {got}',
  'engine.reader.validLengths': 'validLengths muss ganze Zahlen enthalten, eine pro Batch-Element',
  'engine.reader.keep': 'keep muss ein Array von Tensornamen sein',
  'engine.reader.notSetting': '„{key}“ ist keine Einstellung; die Einstellungen sind {names}',
  'engine.reader.inputs': 'inputs muss ein Objekt sein; erhalten: {got}',
  'engine.args.unreadable': '{field} konnte nicht gelesen werden: {reason}',
  'engine.args.nested': '{name} ist tiefer als {max} Ebenen verschachtelt',
  'engine.args.emptyRow': '{name} hat eine leere Zeile',
  'engine.args.notNumber': '{name}{where} ist {got}, keine Zahl',
  'engine.args.ragged': '{name}{where} sollte eine Liste von {n} sein: Alle Zeilen von {name} müssen gleich lang sein',
  'engine.args.hole': '{name}{where}[{index}] fehlt (eine Lücke im Array)',
  'engine.args.shape': '{name}.shape muss 1 bis {max} ganze Größen von mindestens 1 angeben',
  'engine.args.flatData': '{name}.data enthält {count} Zahlen in {axes} Achsen; die Form {shape} braucht {needed} in einer flachen Liste',
  'engine.args.tensor': '{name} muss ein Array von Zahlen (nach Zeilen verschachtelt), ein Float32Array oder {shape, data} sein; erhalten: {got}',
  'engine.args.list': '{field} muss eine Liste von {what} sein; erhalten: {got}',
  'engine.args.listHole': '{field}[{index}] fehlt (eine Lücke in der Liste)',
  'engine.args.listItem': '{field}[{index}] ist {got}; {field} enthält {what}',
  'engine.list.validLengths': 'ganzen Zahlen, eine pro Batch-Element',
  'engine.list.customMask': 'nur 0 und 1: 1, wo eine Query hinsehen darf, und 0, wo nicht',
  'engine.list.keep': 'Tensornamen',
  'engine.args.notSetting': '„{key}“ ist keine Einstellung',
  'engine.args.settingType': '{field} muss eine Zahl, Text oder true/false sein; erhalten: {got}',
  'engine.args.notFlashSetting': '„{key}“ ist keine Einstellung von flash',
  'engine.args.inputs': 'inputs muss ein Objekt von Tensoren nach Namen sein, z. B. {W_q: […]}; erhalten: {got}',
  'engine.args.notInput': '„{name}“ ist keine Eingabe, die die Engine annimmt',
  'engine.decode.causal': 'das Decodieren Token für Token spielt kausale Self-Attention nach; setzen Sie mask auf causal (oder sliding) und schalten Sie crossAttention aus',
  'engine.decode.noItem': 'Batch-Element {item} gibt es nicht',
  'engine.decode.needs': 'das Decodieren braucht {name}; behalten Sie es mit keep',
  'engine.decode.tooLong': 'das Decodieren Token für Token wird für höchstens {max} Token gezeigt',
  'engine.api.item': 'item muss eine ganze Zahl ab 0 sein (das erste Batch-Element); erhalten: {got}',
  'engine.api.notStep': '{id} ist kein Schritt; die Schritte sind {ids}',
  'engine.api.tensors': 'die Tensoren von lab.step sind ein Objekt nach Namen, z. B. {{names}}',
  'engine.api.tensorName': '„{name}“ ist kein Tensorname',
  'engine.api.memory': '{name} passt nicht in den Speicher der Engine',
  'engine.step.notStep': '„{id}“ ist kein Schritt; die Schritte sind {ids}',
  'engine.step.notTaken': 'Schritt {id} nimmt {inputs}; {name} gehört nicht dazu',
  'engine.step.notTakenOptional': 'Schritt {id} nimmt {inputs}, {optional} (optional); {name} gehört nicht dazu',
  'engine.step.notTakenNone': 'Schritt {id} nimmt keine Tensoren; {name} gehört nicht dazu',
  'engine.step.twice': '{name} ist doppelt angegeben (auch als {as})',
  'engine.step.needs': 'Schritt {id} braucht {name} ({axes})',
  'engine.step.rank': '{name} muss {rank} Achsen haben; es hat {given}',
  'engine.step.axisRange': '{name}: Achse {axis} ist {size}; sie muss 1 bis {max} sein',
  'engine.step.axisMismatch': '{name}: Achse {axis} ist {size}, aber in {other} ist {axis} = {otherSize}',
  'engine.step.value': '{name} enthält {value} am flachen Index {index}; jeder Wert muss eine endliche Zahl zwischen -1e6 und 1e6 sein',
  'engine.step.valueMasked': '{name} enthält {value} am flachen Index {index}; jeder Wert muss eine endliche Zahl zwischen -1e6 und 1e6 sein (oder −∞, wo maskiert)',
  'engine.step.range': '{field} muss 1 bis {max} sein',
  'engine.step.split': 'die letzte Achse ({width}) lässt sich nicht in {heads} Köpfe teilen',
  'engine.step.kvHeadsGroups': 'die Zahl der Query-Köpfe ({h}) muss ein Vielfaches der Key/Value-Köpfe ({hKv}) sein',
  'engine.step.ropeOdd': 'RoPE dreht Paare von Merkmalen: d_k muss gerade sein',
  'engine.step.ropeBase': 'ropeBase muss größer als 0 und höchstens 1e9 sein',
  'engine.step.flashTiles': 'flash ergäbe {tiles} Kacheln; die Grenze ist {max}: Vergrößern Sie blockQ oder blockK',
  'engine.step.flashMemory': 'die Kachelzustände des Schritts flash würden {max} MB überschreiten',
  'engine.step.scaleDK': 'scale teilt durch √dK: Geben Sie dK an, 1 bis {max}',
  'engine.step.tooLarge': 'Schritt {id} ergäbe etwa {mb} MB; die Grenze ist {max} MB',
  'engine.worker.stopped': 'Die Engine wurde angehalten: {reason}',
  'engine.train.range': '{field} ist {value}; der Wert muss zwischen {lo} und {hi} liegen',
  'engine.train.headsDivide': 'dModel ({dModel}) muss sich glatt auf {heads} Köpfe aufteilen lassen',
  'engine.train.batchShape': 'Ein Batch muss B×T Token und Ziele mit 1 ≤ T ≤ Kontext ({context}) enthalten',
  'engine.train.tokenRange': 'Token {token} oder Ziel {target} liegt außerhalb des Vokabulars der Größe {vocab}',
  'engine.train.inductionSeqLen': 'Die Induktionsaufgabe braucht seqLen ≥ 8 (zwei Kopien von mindestens 4 Token)',
  'engine.train.inductionVocab': 'Die Induktionsaufgabe braucht ein Vokabular von mindestens 4 Token',
  'engine.train.digitsSeqLen': 'Die Aufgabe {task} braucht ein ungerades seqLen ≥ 3: n Ziffern, ein Trennzeichen, n Ziffern',
  'engine.train.digitsVocab': 'Die Aufgabe braucht ein Vokabular von mindestens 4 Token (2 Ziffern)',
  'engine.train.textShort': 'Der Text ist kürzer als eine Sequenz',
  'engine.train.task': 'task muss induction, reverse, sort oder text sein (nicht „{task}“)',
  'engine.train.textNeeded': 'Die Textaufgabe braucht einen Text zum Lernen',
  'engine.train.lr': 'lr muss eine Zahl in (0, 1] sein',
  'engine.train.weightDecay': 'weightDecay muss in [0, 1] liegen',
  'engine.train.clip': 'clip muss eine positive Zahl sein',
  'engine.train.batch': 'batch muss zwischen 1 und {max} liegen',
  'engine.file.unusable': 'Dies ist keine verwendbare safetensors-Datei.',
  'engine.file.notModel': 'Diese safetensors-Datei ist weder ein Attention-Lab-Checkpoint noch ein GPT-2-Modell (sie hat kein wte.weight)',
  'engine.file.checkpointLacks': 'Dem Checkpoint fehlt {name}, oder es hat eine andere Form',
  'engine.gpt2.embeddings': 'Eine GPT-2-Datei braucht wte.weight [vocab, d] und wpe.weight [context, d]',
  'engine.gpt2.width': 'Dieses Modell ist {width} breit, keine der Größen von GPT-2: Geben Sie seine Zahl der Köpfe an, loadModel(bytes, {heads})',
  'engine.gpt2.noLayers': 'Die GPT-2-Datei hat keine Schichten (h.0.ln_1.weight fehlt)',
  'engine.gpt2.lacks': 'Der GPT-2-Datei fehlt {name}',
  'engine.gpt2.shape': '{name} ist {shape}; ein GPT-2 der Breite {width} braucht {needed}',
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
