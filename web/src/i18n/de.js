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
  'tour.listSeparator': '; ',
  'tour.clauseSeparator': '; ',

  'tour.sizes.title': 'Die Größen von W_q und Z',
  'tour.sizes.question': 'N = 6 Token, d = 512, kausale Attention: Welche Größen haben W_q und der Kontext Z in jedem Schritt?',
  'tour.sizes.projection': 'Ein Kopf mit d_k = d_v = 512: W_q ist (wie W_k und W_v) d_model×d_k = {wq}. X, Q, K und V sind N×d = 6×512.',
  'tour.sizes.context': 'Q·Kᵀ, die Maske und die Gewichte sind N×N = 6×6; der Kontext Z = weights·V ist N×d_v = 6×512 ({z} mit der Batch- und der Kopfachse).',
  'tour.sizes.rows': 'Die Größen ändern sich von Schritt zu Schritt nicht; die Maske ändert nur, wie viele Value-Zeilen jede Zeile von Z mischt: Zeile 0 verwendet nur „Your“ (Gewichte {first}), Zeile 5 alle sechs {last}.',

  'tour.split.title': '[4, 12, 6] → [4, 3, 12, 2]',
  'tour.split.question': 'Wie wird aus [4, 12, 6] die Form [4, 3, 12, 2], und warum projiziert man einmal und teilt dann in Köpfe auf?',
  'tour.split.reshape': 'q ist [B, T, C] = [{q}]. view(4, 12, 3, 2) zerlegt die 6 Zahlen jedes Tokens in 3 Köpfe zu je 6 / 3 = 2; transpose(1, 2) vertauscht die Achsen T und h: [{heads}] = B×h×T×d_k. Keine Zahl ändert sich, nur ihr Platz.',
  'tour.split.why': 'Warum nur einmal projizieren? Kopf p der einen 6×6-Projektion ist genau X mal die Spalten 2p…2p+1 von W_q, also eine eigene 6×2-Projektion: Hier auf beiden Wegen berechnet, beträgt die größte Abweichung über die 3 Köpfe {diff}. Ein großes Matrixprodukt ist dieselbe Arithmetik in einem einzigen schnellen Aufruf.',
  'tour.split.play': 'Spielen Sie den Schritt ab, um die Umformung zu sehen; der Reiter Multi-Head-Äquivalenz zeigt den Vergleich Zelle für Zelle.',

  'tour.causalMask.title': 'Die kausale Maske und wohin −∞ geht',
  'tour.causalMask.question': 'Was bewirkt die kausale Maske, und warum wird −∞ nach dem Softmax zu 0?',
  'tour.causalMask.mask': 'M setzt 0, wo Query t hinsehen darf (Keys s ≤ t), und −∞ oberhalb der Diagonale. Zeile 2 („sat“) von masked, Kopf 0, ist {masked}: Die zukünftigen Keys „on“, „the“ und „mat“ sind −∞.',
  'tour.causalMask.softmax': 'Der Softmax nimmt e^x jedes Eintrags, und e^(−∞) = 0 exakt; diese Gewichte sind also 0 und nicht „fast null“: Zeile 2 der Gewichte ist {weights}, mit der Summe {sum}.',
  'tour.causalMask.builtFrom': '„sat“ wird also nur aus „the“, „cat“ und sich selbst gebildet. Fahren Sie mit der Maus über eine Zelle der Gewichte, um ihren Softmax ausgerechnet zu sehen.',

  'tour.aBTranspose.title': 'Warum A·Bᵀ die Form P×Q hat',
  'tour.aBTranspose.question': 'Wenn A die Form P×K und B die Form Q×K hat, warum ist A·Bᵀ dann eine P×Q-Matrix?',
  'tour.aBTranspose.shapes': 'Hier ist A = Q von der Form P×K = 2×4 (zwei Queries) und B = K von der Form Q×K = 3×4 (drei Keys). Bᵀ ist 4×3, also (2×4)·(4×3): Die inneren 4en treffen sich und kürzen sich weg, übrig bleibt 2×3.',
  'tour.aBTranspose.cell': 'Jede Zelle ist das Skalarprodukt einer Zeile von A mit einer Zeile von B: scores[0, 2] = {products} = {score}. Eine Zelle pro Paar (Query, Key), daher P×Q.',
  'tour.aBTranspose.transpose': 'Erst das Transponieren von B stellt seine Zeilen als Spalten auf, sodass Zeilen auf Zeilen treffen.',

  'tour.selfVsCross.title': 'Self- vs. Cross-Attention, und welche Maske wohin gehört',
  'tour.selfVsCross.question': 'Welche Formen sind T×T und welche T×T′? Welche Masken gehören in einem Encoder-Decoder wohin?',
  'tour.selfVsCross.shapes': 'Bei Self-Attention stammen Queries und Keys aus demselben Satz, daher sind Scores und Gewichte T×T. Hier kommen die Queries aus dem Decoder („Me gustan“, T = 2) und die Keys und Values aus dem Encoder („I like cats“, T′ = S = 3): Die Gewichte sind T×T′ = 2×3 ({weights} mit den Achsen B und h), und Z ist T×d_v = 2×4, eine Zeile pro Ziel-Token.',
  'tour.selfVsCross.rows': 'Jede Zeile ist eine Verteilung über die 3 Quellwörter: Zeile 1 ist {row}.',
  'tour.selfVsCross.masks': 'Masken: Die Self-Attention des Encoders verwendet nur eine Padding-Maske (jedes Wort darf die ganze Quelle sehen); die Self-Attention des Decoders verwendet die kausale Maske (plus Padding); Cross-Attention verwendet die Padding-Maske der Quelle und nie eine kausale, da die ganze Quelle bekannt ist. Probieren Sie das Steuerelement Maske bei eingeschalteter Cross-Attention aus.',

  'tour.headsAndMasks.title': 'Multi-Head-Attention im Decoder, eine Maske für jeden Kopf',
  'tour.headsAndMasks.question': 'Wird im Decoder Multi-Head-Attention verwendet? Wird die Maske auf jeden Kopf angewandt?',
  'tour.headsAndMasks.multiHead': 'Ja: Die maskierte Self-Attention des Decoders ist mehrköpfig, hier h = {heads} Köpfe mit d_k = {dK} (der ursprüngliche Transformer hat 8 mit 64).',
  'tour.headsAndMasks.mask': 'M ist eine einzige Tabelle T×T = {tt} pro Satz, die zu den Scores jedes Kopfes addiert wird: Zeile 0 von masked ist {head0} in Kopf 0 und {head1} in Kopf 1.',
  'tour.headsAndMasks.softmax': 'Dann berechnet jeder Kopf seinen eigenen Softmax: Zeile 1 der Gewichte ist {head0} in Kopf 0 und {head1} in Kopf 1 (hier gleich, weil das Beispiel beiden Köpfen die Scores des Rechenbeispiels gibt; das {tutorial} des Tutorials ist in Wahrheit {exact}).',

  'tour.oneWordAtATime.title': 'Ein Wort nach dem anderen',
  'tour.oneWordAtATime.question': 'Wie kann ein Modell ein Wort nach dem anderen ausgeben?',
  'tour.oneWordAtATime.cache': 'Bei der Generierung wird ein Token nach dem anderen angehängt. Für das neue Token wird nur seine Query-Zeile berechnet; seine Key- und Value-Zeilen werden an einen Cache angehängt, und alle früheren Keys und Values werden wiederverwendet, nicht neu berechnet.',
  'tour.oneWordAtATime.query': 'Bei Token t trifft die neue Query auf t + 1 gecachte Keys: 1×{dK} gegen (t+1)×{dK} pro Kopf. Wegen der kausalen Maske hing Zeile t nie von späteren Token ab, daher ändern sich bereits erzeugte Zeilen nie.',
  'tour.oneWordAtATime.replay': 'Spielt man alle {steps} Token so nach und vergleicht mit der vollständigen Berechnung unten, beträgt die größte Abweichung in Y {diff}. Mit „Nächstes Token hinzufügen“ gehen Sie es Schritt für Schritt durch.',

  'tour.equivalence.title': 'Eine Projektion aufteilen oder pro Kopf projizieren: dieselben Zahlen',
  'tour.equivalence.question': 'Sind eine d_model×d_model-Projektion, aufgeteilt in h Köpfe, und h getrennte d_model×d_k-Projektionen dasselbe? Und concat·W_O?',
  'tour.equivalence.projection': 'Die beiden Konventionen, denen Sie in Tutorials begegnen, sind dieselbe Berechnung. Kopf p von X·W_q (W_q ist d_model×d_model = {wq}) ist X mal die Spalten p·d_k…(p+1)·d_k: eine eigene Matrix d_model×d_k = 8×4. Größte Abweichung über beide Köpfe: {diff}.',
  'tour.equivalence.output': 'Am Ausgang teilt sich concat·W_O genauso auf: Die Spalten p·d_v…(p+1)·d_v von concat treffen auf die Zeilen p·d_v…(p+1)·d_v von W_O, also Y = Σ_p Z_p·W_O^p. Größte Abweichung: {diff} (float32-Rundung).',

  'tour.block.title': 'Der Rest des Blocks: Add & Norm und das Feed-Forward-Netz',
  'tour.block.question': 'Wo sitzen das Feed-Forward-Netz und das residuale Add & Norm, und welche Formen haben sie?',
  'tour.block.addNorm': 'Nach der Attention (Y, T×d_model = 6×{D}) kommt Add & Norm: residual₁ = X + Y, dann bringt LayerNorm jede Zeile auf Mittelwert 0 und Varianz 1 (Zeile 0 von norm₁: Mittelwert {mean}, Varianz {variance}).',
  'tour.block.feedForward': 'Dann arbeitet das Feed-Forward-Netz auf jedem Token einzeln: d_model → d_ff → d_model, (6×{D})·({D}×{dFF}) → 6×{dFF}, ReLU, dann (6×{dFF})·({dFF}×{D}) → 6×{D}. Ein zweites Add & Norm liefert die Ausgabe des Blocks in derselben Form 6×{D}, in der die Eingabe kam; daher lassen sich Blöcke stapeln.',
  'tour.block.checkbox': 'Das Kästchen Ganzer Block fügt diese Schritte bei jeder Konfiguration in die Zeitleiste ein; d_ff ist seine Breite.',

  'tour.headsLearn.title': 'Was lernen Köpfe?',
  'tour.headsLearn.question': 'Was tut ein Attention-Kopf nach dem Training eigentlich? Was sind Vorgänger-Token-Köpfe und Induktionsköpfe?',
  'tour.headsLearn.trained': 'Diese Gewichte wurden gelernt, nicht zufällig gezogen: Ein Modell mit 2 Schichten (4 Köpfe, d_model = 64) wurde 2000 Batches lang auf Folgen trainiert, die ein zufälliges Segment wiederholen. Hier wiederholen die letzten P = {P} Token die {P} davor: {tokens}.',
  'tour.headsLearn.query': 'Query {q} ist Token {token}. Sein früherer Zwilling steht an Position {twin}, und das Token nach dem Zwilling, bei Key {key}, ist {next}: genau das Token, das als Nächstes kommt. Kopf {head} legt {weight} des Gewichts von Query {q} auf Key {key}.',
  'tour.headsLearn.induction': 'Über die zweite Kopie beträgt das mittlere Gewicht jedes Kopfes auf „den Key nach meinem früheren Zwilling“ {induction}: Alle vier sind Induktionsköpfe. Sie können diesen Key nur finden, weil Schicht 1 in jedes Token geschrieben hat, welches Token ihm vorausging (ihre Vorgänger-Token-Köpfe); das nächste Kapitel nimmt diese weg.',

  'tour.knockOut.title': 'Einen Kopf ausschalten: der Schaltkreis aus zwei Köpfen',
  'tour.knockOut.question': 'Was passiert mit den Induktionsköpfen von Schicht 2, wenn man die Vorgänger-Token-Köpfe von Schicht 1 entfernt?',
  'tour.knockOut.removed': 'Dieselben trainierten Gewichte und dieselbe Folge, aber mit ausgeschalteten Vorgänger-Token-Köpfen von Schicht 1 (Köpfe {heads}): Ihre Ausgabe wird durch Nullen ersetzt, sodass die Eingabe X von Schicht 2 nicht mehr „das Token vor mir“ enthält.',
  'tour.knockOut.falls': 'Das mittlere Gewicht von Schicht 2 auf dem Induktionsziel fällt von {before} auf {after}: Ohne die Vorgänger-Token-Köpfe finden die Induktionsköpfe den zu kopierenden Key nicht. Keiner der beiden Köpfe leistet die Arbeit allein; zusammen bilden sie einen Schaltkreis.',
  'tour.knockOut.tryIt': 'Probieren Sie es unter „Ein Modell trainieren“ aus: Trainieren Sie die Induktionsaufgabe, klicken Sie dann auf einen Vorgänger-Token-Kopf von Schicht 1, um ihn auszuschalten, und sehen Sie zu, wie das Muster von Schicht 2 und die Genauigkeit auf den zurückgehaltenen Daten zusammenbrechen.',

  'tour.gqaCache.title': 'Warum Grouped-Query-Attention den KV-Cache verkleinert',
  'tour.gqaCache.question': 'Llama und Mistral haben weniger Key/Value-Köpfe als Query-Köpfe. Was spart das, und was kostet es?',
  'tour.gqaCache.shared': 'Hier teilen sich 4 Query-Köpfe 2 Key/Value-Köpfe: W_k ist {wk} statt 16×16, und K_heads ist {kHeads}, während Q_heads {qHeads} ist. Die Query-Köpfe 0 und 1 lesen KV-Kopf 0, die Köpfe 2 und 3 lesen KV-Kopf 1 (repeat_interleave); jeder Query-Kopf bekommt weiterhin seine eigenen Gewichte, {weights}.',
  'tour.gqaCache.size': 'Bei der Generierung bleibt jede frühere K- und V-Zeile in einem Cache, seine Größe beträgt also 2 · Schichten · S · h_kv · d_head Zahlen. Für ein Modell mit 32 Schichten und 32 Köpfen zu 128 bei 8192 Token in fp16: {sizes}.',
  'tour.gqaCache.sizeItem': '{name} {size}',
  'tour.gqaCache.limits': 'Der Cache ist es, der auf einer GPU die Batchgröße und die Kontextlänge begrenzt; GQA behält den Großteil der Multi-Head-Qualität für ein Viertel davon. Ändern Sie die Form in der Tabelle oben.',

  'tour.ropeDistance.title': 'RoPE: Der Score hängt nur von t − s ab',
  'tour.ropeDistance.question': 'Was macht eine rotierende Positionseinbettung mit dem Skalarprodukt Query·Key?',
  'tour.ropeDistance.turns': 'RoPE dreht Paar i einer Query an Position t um t·θ_i und Paar i eines Keys an Position s um s·θ_i. Das Skalarprodukt zweier gedrehter Vektoren sieht nur den Winkel zwischen ihnen und hängt also von (t − s)·θ_i ab: davon, wie weit sie auseinanderliegen, nicht davon, wo.',
  'tour.ropeDistance.checked': 'Mit der Engine geprüft: die Query von Token 0 und der Key von Token 0 aus Kopf 0, an jede Position gesetzt (lab.step rope_q, rope_k, scores). Paare mit t − s = 2 haben die Scores {pairs}; entlang jeder Diagonale unterscheiden sich die Scores um höchstens {spread} (float32-Rundung).',
  'tour.ropeDistance.pair': '({t}, {s}) {score}',
  'tour.ropeDistance.play': 'Spielen Sie den Schritt ab: Das Bild dreht ein Paar um seinen Winkel; wählen Sie ein anderes Paar, um langsame und schnelle zu sehen.',

  'tour.slidingReach.title': 'Ein gleitendes Fenster sieht trotzdem weit zurück',
  'tour.slidingReach.question': 'Wie kann ein Modell im Stil von Mistral mit einem Fenster von wenigen Token etwas nutzen, das weiter zurückliegt?',
  'tour.slidingReach.window': 'M lässt Query t die Keys t − {w} < s ≤ t sehen: Das letzte Token ({last}) sieht in einer Schicht die Keys {first}–{last}, nie mehr als {w} Keys, daher bleibt die Arbeit pro Token bei {w}, nicht bei T.',
  'tour.slidingReach.layers': 'Aber Schicht 2 liest die Ausgaben von Schicht 1, und die haben bereits ihre eigenen Fenster gemischt. Verkettet man dieses M mit sich selbst (welcher Key das letzte Token über erlaubte Zellen erreichen kann): {reach}. Jede Schicht fügt {gain} Token Reichweite hinzu.',
  'tour.slidingReach.reachItem': { one: '{n} Schicht: ab Key {from}', other: '{n} Schichten: ab Key {from}' },
  'tour.slidingReach.mistral': 'Mistral 7B verwendet ein Fenster von 4096 über 32 Schichten: im Prinzip etwa 131k Token Reichweite mit einer nur 4k breiten Attention.',

  'tour.flashSameZ.title': 'FlashAttention: dasselbe Z ohne die T×S-Matrix',
  'tour.flashSameZ.question': 'Wie kann FlashAttention den Softmax berechnen, ohne je eine ganze Zeile von Scores zu halten?',
  'tour.flashSameZ.running': 'Der Softmax braucht Maximum und Summe einer Zeile, doch beide lassen sich laufend mitführen: Nach jeder Key-Kachel ist m’ = max(m, Kachelmaximum), und die alte Summe und Ausgabe werden mit e^(m − m’) multipliziert, bevor die eigenen e^(x − m’)-Terme der Kachel addiert werden. Am Ende ist Z = O / l.',
  'tour.flashSameZ.tiles': 'Hier mit 2×2-Kacheln ({tiles} Key-Kacheln pro Zeile): Die größte Abweichung zwischen diesem Z und dem des gewöhnlichen Wegs beträgt {diff}. Die T×S-Scores des gewöhnlichen Wegs belegen {matrixBytes} Bytes für alle Köpfe; eine Kachel arbeitet in {tileBytes} (ihre Scores und m, l und O ihrer Zeilen), egal wie lang die Folge ist.',
  'tour.flashSameZ.longContexts': 'Bei T = 4096 mit 12 Köpfen wären die Scores 768 MiB pro Schicht in float32; die Kacheln bleiben bei wenigen KiB, und deshalb passen lange Kontexte in den Speicher.',

  'tour.nextWord.title': 'Das nächste Zeichen vorhersagen',
  'tour.nextWord.question': 'Wie macht ein Modell aus Attention eine Vorhersage und daraus Text?',
  'tour.nextWord.reading': 'Das Labor zeigt Schicht 2 eines kleinen Modells, das auf Genesis 1–11 trainiert wurde, ein Zeichen pro Token, beim Lesen von „{text}“. Darüber spielt „Ein Token nach dem anderen“ die Schicht mit ihrem Key/Value-Cache nach.',
  'tour.nextWord.unembedSpace': 'Nach dem letzten Zeichen läuft die Ausgabe des ganzen Modells durch das Unembedding: ein Logit pro Zeichen, das es kennt (ein Leerzeichen ist ␣), und ein Softmax macht daraus Wahrscheinlichkeiten. Seine besten Kandidaten: {choices}.',
  'tour.nextWord.unembedAlphabet': 'Nach dem letzten Zeichen läuft die Ausgabe des ganzen Modells durch das Unembedding: ein Logit pro Zeichen, das es kennt (sein Alphabet), und ein Softmax macht daraus Wahrscheinlichkeiten. Seine besten Kandidaten: {choices}.',
  'tour.nextWord.choice': '„{label}“ {percent} %',
  'tour.nextWord.generate': 'Drücken Sie „Erzeugen“: Das wahrscheinlichste Zeichen kommt zum Text hinzu, die Schicht läuft erneut, und die K- und V-Caches bekommen eine Zeile dazu. Tippen Sie unter den Balken Ihren eigenen Anfang ein, um zu sehen, wie es ihn fortsetzt.',

  'tour.gpt2.title': 'Ihr eigenes GPT-2: Köpfe mit Namen',
  'tour.gpt2.question': 'Haben echte Modelle auch Vorgänger-Token- und Induktionsköpfe? Wo bekomme ich eins?',
  'tour.gpt2.getIt': 'Laden Sie GPT-2 small von seiner Hugging-Face-Seite herunter (huggingface.co/gpt2 → „Files and versions“ → model.safetensors, 548 MB). Dann „Ein Modell trainieren“ → „Eine Modelldatei öffnen“: Die Datei wird in dieser Seite gelesen, nie hochgeladen, und alles funktioniert offline. Eine Kopie in halber Genauigkeit (F16) braucht halb so viel Speicher (hier etwa 290 MB).',
  'tour.gpt2.names': 'Arbeiten zur Interpretierbarkeit benennen die Köpfe von GPT-2 small als Schicht.Kopf, ab 0 gezählt: Vorgänger-Token-Köpfe 2.2 und 4.11 (Wang et al., 2022, der Schaltkreis zur „Identifikation des indirekten Objekts“) und Induktionsköpfe 5.1, 5.5, 6.9, 7.2 und 7.10 (gefunden mit wiederholten zufälligen Token, wie Olsson et al., 2022 beschreiben). Das Raster unter „Ein Modell trainieren“ zählt ab 1: Kopf 4.11 ist dort „Schicht 5 Kopf 12“.',
  'tour.gpt2.grid': 'Das Raster bewertet jeden Kopf auf Ihrem eigenen Satz: sein mittleres Gewicht auf dem vorigen Token und, wo sich ein Token wiederholt, auf dem Token nach seiner früheren Kopie. Tippen Sie einen Satz ein, der sich wiederholt (einen zweimal eingefügten Absatz), um die Induktionsköpfe zu wecken; „Diese Schicht im Labor öffnen“ geht dann hier einen davon mit den echten Zahlen Schritt für Schritt durch.',
  'tour.gpt2.random': 'Das Labor unten zeigt einen wiederholten Satz mit zufälligen Gewichten: Dort gibt es keinen Streifen zu finden, weil nichts trainiert wurde.',
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
