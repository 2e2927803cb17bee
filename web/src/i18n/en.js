// English: every key of the page, the language the others are translated from. Sections follow the
// parts of web/src; a message may use {name} placeholders, a plural object, and <code>/<strong>/<em>/<kbd>/
// <small>/<sub>/<sup> marks (i18n.js).
export const en = {
  // ── start: engine-start.js, the start problem view, present mode, the side bar ──
  'start.title': 'This browser cannot run Attention Lab',
  'start.noWasm': 'It needs WebAssembly, which is missing or switched off here. Attention Lab runs in Safari 16.4+, Chrome 91+, Firefox 89+ and Edge 91+ with WebAssembly allowed.',
  'start.noSimd': 'It needs WebAssembly SIMD (Safari 16.4+, Chrome 91+, Firefox 89+, Edge 91+); this browser has WebAssembly without SIMD. On an iPad or iPhone, updating to iPadOS/iOS 16.4 or later is enough.',
  'start.failed': 'The engine did not start: {reason}. Reloading the page may help; if it does not, try a newer browser or close other tabs to free memory.',
  'start.noEngine': 'The engine script did not load, so nothing can be computed.',
  'start.stillWorks': 'What still works: the questions of the guided tour below. Their worked answers and every matrix need the engine.',
  'start.tourTitle': 'The guided tour’s questions',
  // ── end of start ──

  // ── format: format.js ──
  'format.bytes': { one: '{n} byte', other: '{n} bytes' },
  // ── end of format ──

  // ── page: index.html, controls, variant controls, presets, legend, settings fold ──
  // ── end of page ──

  // ── app: mount and the stage around it, transport, timeline, player, present mode, code panel ──
  // ── end of app ──

  // ── steps: captions, explanations, the explain panel, views/, a11y/ ──
  // ── end of steps ──

  // ── tour: the guided tour's chapters (lessons/tour.js, lessons/model-chapters.js) ──
  // ── end of tour ──

  // ── lessons: the rest of lessons/ (the lessons panel, exercises, chapters' helpers), paste/ ──
  // ── end of lessons ──

  // ── share: share/, export/, embed/ ──
  // ── end of share ──

  // ── train: train/ (the train view, trained examples, models, tasks) ──
  // The train view (train-view.js and the modules it wires: train-layout, train-run, train-messages, train-file,
  // train-text). Numbers arrive formatted ({loss}, {accuracy} …: the language's decimal mark, see train/numbers.js).
  'train.view.title': 'Train a model, and watch its heads learn',
  'train.view.intro': 'A small transformer trains right here, in your browser. Press Train: the curve shows how wrong its predictions are (the loss), and the squares show where each head looks on one fixed sequence — each row is a query, each column a key, darker is more weight.',
  'train.view.task': 'Task',
  'train.view.size': 'Size',
  'train.view.sizeDefault': 'as shipped (the examples’ size)',
  'train.view.sizeSmall': 'small: 2 heads, width 32 (faster)',
  'train.view.train': 'Train',
  'train.view.pause': 'Pause',
  'train.view.step': 'Step (+{n})',
  'train.view.reset': 'Reset',
  'train.view.fileSummary': 'Or open a model file: GPT-2’s model.safetensors, or a checkpoint',
  'train.view.fileLegend': 'Hugging Face’s gpt2 page offers model.safetensors (548 MB). The file is read here, in your browser; nothing is uploaded. You can also drop it onto this view.',
  'train.view.fileLabel': 'Model file',
  'train.view.headsLabel': 'Heads (for widths GPT-2 does not have)',
  'train.view.headsPlaceholder': 'auto',
  'train.view.sentenceLabel': 'Sentence (the model’s probe)',
  // <b> marks the previous-token key (drawn green), <i> the induction key (pink): keep both marks.
  'train.view.plotCaption': 'Solid: held-out loss. Faint: the last batch’s loss. Right axis: held-out accuracy (dashed), the best <b>previous-token score in layer 1</b> and the best <i>induction score in the last layer</i> (dotted).',
  'train.view.history': 'History',
  'train.view.historyStep': 'History: step {step}',
  'train.view.historyStepLive': 'History: step {step} (live)',
  'train.view.attentionLegend': 'Where each head looks on the probe sequence. Green frame: a previous-token head (it looks one token back). Pink frame: an induction head (it looks at the token after the earlier copy of the current one). Press a head to knock it out (its output becomes zeros) and see what breaks; press again to put it back.',
  'train.view.measure': 'Measure each head: accuracy without it',
  'train.view.importanceLabel': 'Accuracy with each head knocked out',
  'train.view.openLayer': 'Open layer {layer} in the lab',
  'train.view.startingWorker': 'Starting the training worker…',
  'train.view.noWorker': 'This page could not start a worker, and training on the page itself would freeze it. Open the page over http(s) or from a file in a current browser.',
  'train.view.starting': 'Starting the model…',
  'train.view.sentenceTooShort': 'Type a sentence of at least two tokens.',
  // The status line: segments joined by ' · ' ({heads}: head names joined by train.status.headSeparator).
  'train.status.head': 'layer {layer} head {head}',
  'train.status.headSeparator': ', ',
  'train.status.step': 'Step {step} · batch loss {loss} · held-out loss {evalLoss}, accuracy {accuracy}',
  'train.status.stepTraining': 'Step {step} (training) · batch loss {loss} · held-out loss {evalLoss}, accuracy {accuracy}',
  'train.status.phase': 'phase change near step {step}',
  'train.status.without': 'without {heads}: held-out loss {loss}, accuracy {accuracy}',
  // A model from a file (GPT-2): three sentences joined by a space.
  'train.status.fileModel': '{file}: {layers} × {heads}, d_model {dModel}, vocabulary {vocab}, context {context}; traced, not trained.',
  'train.status.layerCount': { one: '{n} layer', other: '{n} layers' },
  'train.status.headCount': { one: '{n} head', other: '{n} heads' },
  'train.status.sentence': { one: 'The sentence is {n} token; predicting its next tokens: loss {loss}, accuracy {accuracy}.', other: 'The sentence is {n} tokens; predicting its next tokens: loss {loss}, accuracy {accuracy}.' },
  'train.status.fileWithout': 'Without {heads}: loss {loss}, accuracy {accuracy}.',
  'train.status.limit': 'Stopped at step {step} (the view trains at most {max} steps). Reset to train again.',
  'train.status.headsRefused': '{file}: {message}. Type the number of heads above; the file opens again.',
  'train.status.fileRefused': '{file} could not be opened: {message}',
  'train.status.stopped': 'Training stopped: {message}',
  'train.percent': '{value}%',
  // The table of accuracy with each head knocked out.
  'train.importance.sentenceDone': 'Accuracy of predicting the sentence’s next tokens: {accuracy} with every head; with one head knocked out:',
  'train.importance.sentenceMeasuring': { one: 'Accuracy of predicting the sentence’s next tokens: {accuracy} with every head; with one head knocked out (measuring: {n} head so far):', other: 'Accuracy of predicting the sentence’s next tokens: {accuracy} with every head; with one head knocked out (measuring: {n} heads so far):' },
  'train.importance.heldOutDone': 'Held-out accuracy at step {step}: {accuracy} with every head; with one head knocked out:',
  'train.importance.heldOutMeasuring': { one: 'Held-out accuracy at step {step}: {accuracy} with every head; with one head knocked out (measuring: {n} head so far):', other: 'Held-out accuracy at step {step}: {accuracy} with every head; with one head knocked out (measuring: {n} heads so far):' },
  'train.importance.head': 'head',
  'train.importance.without': 'accuracy without it',
  'train.importance.change': 'change',
  'train.importance.points': '{change} points',
  // A layer opened in the lab: its title, and the note under it.
  'train.layer.fileTitle': '{file}: layer {layer}',
  'train.layer.taskTitle': { one: '{task}: layer {layer} after {n} step', other: '{task}: layer {layer} after {n} steps' },
  'train.layer.note': '{title}. X is the layer’s input for the probe sequence; W_q, W_k, W_v and W_o are the trained weights, so every step shows the trained numbers.',
  // A model file being read and opened.
  'train.file.headsRange': 'Heads must be a whole number from 1 to 64 (or empty for GPT-2’s own).',
  'train.file.reading': 'Reading {file}: {read} of {size} MB',
  'train.file.unreadable': '{file} could not be read: {message}',
  'train.file.opening': 'Opening {file} in the engine…',
  'train.worker.noModel': 'No model yet: choose a task and press Train',
  'train.worker.stopped': 'The training worker stopped: {reason}',
  'train.worker.unknown': 'unknown error',
  // The header button that switches views (train-toggle.js).
  'train.toggle.open': 'Train a model',
  'train.toggle.back': 'Back to the lab',
  // tasks.js: the four tasks.
  'train.tasks.inductionTitle': 'Induction: continue a repeated segment',
  'train.tasks.inductionBlurb': 'Each sequence repeats a random segment; the model must predict the copy. It first learns little (the plateau), then suddenly forms two kinds of head: previous-token heads in layer 1 and induction heads in layer 2.',
  'train.tasks.reverseTitle': 'Reverse five digits',
  'train.tasks.reverseBlurb': 'Five digits, a separator, then the same digits backwards: each output position learns to look at its mirror image.',
  'train.tasks.sortTitle': 'Sort five digits',
  'train.tasks.sortBlurb': 'Five digits, a separator, then the digits in order.',
  'train.tasks.textTitle': 'Genesis 1–11, one character at a time',
  'train.tasks.textBlurb': 'The model reads the King James text of Genesis 1–11 and learns to predict the next character.',
  // head-grid.js: one small heatmap per head.
  'train.heads.layer': 'Layer {layer}',
  'train.heads.kindInduction': 'induction head',
  'train.heads.kindPrevious': 'previous-token head',
  'train.heads.kindNone': 'no clear pattern yet',
  'train.heads.caption': 'Head {head}: {kind} · prev {previous} · ind {induction}',
  'train.heads.captionOff': 'Head {head}: knocked out · {kind} · prev {previous} · ind {induction}',
  'train.heads.label': 'Layer {layer}, head {head} (press to knock it out): attention on the probe, {T}×{T}, rows are queries; {kind}; previous-token score {previous}, induction score {induction}.',
  'train.heads.labelOff': 'Layer {layer}, head {head}, knocked out (press to put it back): attention on the probe, {T}×{T}, rows are queries; {kind}; previous-token score {previous}, induction score {induction}.',
  // loss-plot.js: the training curve (an SVG; its title is the text alternative).
  'train.plot.loss': 'loss',
  'train.plot.accuracy': 'accuracy and head scores',
  'train.plot.phase': 'phase change ≈ step {step}',
  'train.plot.title': 'Training curve: held-out loss {first} at step {firstStep}, {last} at step {lastStep}; held-out accuracy {accuracy}.',
  'train.plot.titlePhase': 'Training curve: held-out loss {first} at step {firstStep}, {last} at step {lastStep}; held-out accuracy {accuracy}; phase change near step {phase}.',
  'train.plot.empty': 'Training curve: no steps yet.',
  // predict-panel.js: the next token.
  'train.predict.title': 'Predict the next token',
  'train.predict.legend': 'The model reads the prompt; the last position’s output goes through the unembedding to one logit per token of the vocabulary, and a softmax turns the logits into probabilities. Appending the likeliest token and asking again is generation.',
  'train.predict.prompt': 'Prompt',
  'train.predict.next': 'Append the likeliest token',
  'train.predict.more': { one: '+{n} token', other: '+{n} tokens' },
  'train.predict.barsLabel': 'The likeliest next tokens',
  'train.predict.likeliest': 'the likeliest next token',
  'train.predict.empty': 'Type at least one token.',
  // n = the tokens in the cache (the English has always said "1 keys"; kept as it is).
  'train.predict.cache': { other: 'The KV cache now holds {n} keys and {n} values for each of the {heads} heads in each of the {layers} layers; the next token adds one of each.' },
  'train.predict.cacheWindow': { other: 'The KV cache now holds {n} keys and {n} values for each of the {heads} heads in each of the {layers} layers; the next token adds one of each (the model sees its last {n} tokens).' },
  // codecs.js: a typed prompt the model cannot read.
  'train.codecs.unknownCharacter': '“{character}” is not a character this model knows; it knows {alphabet}',
  'train.codecs.notToken': '“{text}” is not a token: use whole numbers from 0 to {max}',
  // trained-presets.js: the examples with trained weights (title, description, notes).
  'train.presets.inductionLayer2.title': 'Trained: induction heads (layer 2)',
  'train.presets.inductionLayer2.description': 'A model trained on repeated sequences (2,000 steps). The sequence is a prefix, then a 10-token segment twice; in the second copy, the induction heads look at the token that followed the current token last time.',
  'train.presets.inductionLayer2.note1': 'Pick a query in the second copy (the last 10 rows) at the softmax step: its largest weight is one key to the right of its earlier twin — the token the model should predict next.',
  'train.presets.inductionLayer2.note2': 'X is the layer’s input on this sequence (the embeddings plus layer 1’s output); W_q, W_k, W_v and W_o are the trained weights, read from web/models/induction.safetensors.',
  'train.presets.inductionLayer1.title': 'Trained: previous-token heads (layer 1)',
  'train.presets.inductionLayer1.description': 'The same model’s first layer: two of its heads attend to the token just before each query, which is what lets layer 2 find “the token after the earlier copy”.',
  'train.presets.inductionLayer1.note1': 'At the softmax step, heads 2 and 4 put most of each row’s weight just left of the diagonal: every token looks at its predecessor.',
  'train.presets.inductionLayer1.note2': 'X is the embeddings of the sequence with positions; the weights are the trained ones from web/models/induction.safetensors.',
  'train.presets.knockout.title': 'Trained: layer 2 with layer 1’s previous-token heads knocked out',
  'train.presets.knockout.description': 'The induction model again, but with layer 1’s previous-token heads knocked out (their output set to zeros): layer 2 no longer knows which token came before each key, and its induction pattern is gone.',
  'train.presets.knockout.note1': 'Compare with “Trained: induction heads (layer 2)”: same weights, same sequence; only X differs, because layer 1’s previous-token heads no longer add “my predecessor was …” to each token.',
  'train.presets.knockout.note2': 'The knocked-out heads are those whose previous-token score is at least 0.5 (layer 1, heads 2 and 4 in the shipped model).',
  'train.presets.long.title': 'Trained: previous-token heads at 1,024 tokens',
  'train.presets.long.description': 'A model of the induction task with fixed sinusoidal positions (trained on 128-token sequences), read at 1,024 tokens: 514 random tokens, then the last 510 again. At the softmax step a stripe just left of the diagonal shows a head attending to each token’s predecessor, across all 1,024 rows.',
  'train.presets.long.note1': 'With 1,024 keys an even share is about 0.001, so the weights are coloured by how many times an even share they are (log scale): the stripe is 10–100× an even share, the rest of each row near 1×.',
  'train.presets.long.note2': 'Head 1 (counting from 0) is the previous-token head; zoom in (scroll or +) to read single weights, or hover a cell for its arithmetic.',
  'train.presets.long.note3': 'The model never saw a sequence this long: its previous-token head still works, because sinusoidal positions say “one step back” the same way at every position.',
  'train.presets.longLayer2.title': 'Trained: induction heads at 1,024 tokens (layer 2)',
  'train.presets.longLayer2.description': 'The same long-sequence model’s second layer on the same 1,024 tokens. In the last 510 rows (the repeat), its heads put 10–20× an even share on the key one after the query’s earlier twin — a stripe 509 columns left of the diagonal — which is how the model predicts the repeat.',
  'train.presets.longLayer2.note1': 'At the softmax step look at the lower half: the bright line parallel to the diagonal, 509 keys back, is the induction stripe. In the upper half (the first, random 514 tokens) there is nothing to copy and no stripe.',
  'train.presets.longLayer2.note2': 'X is layer 2’s input on this sequence (token embeddings, sinusoidal positions and layer 1’s output); the weights are read from web/models/induction-long.safetensors.',
  'train.presets.text.title': 'Trained: a character model of Genesis (layer 2)',
  'train.presets.text.description': 'A small model trained to predict the next character of Genesis 1–11 (King James Version), reading the words of verse 3. Each token is one character (␣ is a space).',
  'train.presets.text.note1': 'Open “One token at a time” in the lessons: after each character the model’s probabilities for the next one are shown, and “Generate” appends its choice and runs the layer again on the longer text.',
  'train.presets.text.note2': 'X is the layer’s input on this text (character embeddings with positions, plus layer 1’s attention and feed-forward output); the weights are the trained ones from web/models/text.safetensors.',
  // ── end of train ──

  // ── engine: the engine's refusals and notes (cpp/attention/config.cpp …), by their key ──
  // ── end of engine ──

  // ── language: the language menu ──
  // ── end of language ──

};
