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
  // Between the items of a list of numbered things inside a sentence ("MHA 4.0 GiB, MQA 128.0 MiB"), and
  // between its longer clauses ("1 layer: from key 5; 2 layers: from key 3").
  'tour.listSeparator': ', ',
  'tour.clauseSeparator': '; ',

  'tour.sizes.title': 'The sizes of W_q and Z',
  'tour.sizes.question': 'N = 6 tokens, d = 512, causal attention: what are the sizes of W_q and of the context Z at each step?',
  'tour.sizes.projection': 'One head with d_k = d_v = 512: W_q (like W_k and W_v) is d_model×d_k = {wq}. X, Q, K and V are N×d = 6×512.',
  'tour.sizes.context': 'Q·Kᵀ, the mask and the weights are N×N = 6×6; the context Z = weights·V is N×d_v = 6×512 ({z} with the batch and head axes).',
  'tour.sizes.rows': 'The sizes do not change from step to step; what the mask changes is how many value rows each row of Z mixes: row 0 uses only ‘Your’ (weights {first}), row 5 uses all six {last}.',

  'tour.split.title': '[4, 12, 6] → [4, 3, 12, 2]',
  'tour.split.question': 'How does [4, 12, 6] become [4, 3, 12, 2], and why project once and then split into heads?',
  'tour.split.reshape': 'q is [B, T, C] = [{q}]. view(4, 12, 3, 2) cuts each token’s 6 numbers into 3 heads of 6 / 3 = 2; transpose(1, 2) swaps the T and h axes: [{heads}] = B×h×T×d_k. No number changes, only where it sits.',
  'tour.split.why': 'Why project once? Head p of the one 6×6 projection is exactly X times columns 2p…2p+1 of W_q, a separate 6×2 projection: computed both ways here, the largest difference over the 3 heads is {diff}. One big matrix product is the same arithmetic in one fast call.',
  'tour.split.play': 'Play the step to watch the reshape; the Multi-head equivalence tab shows the comparison cell by cell.',

  'tour.causalMask.title': 'The causal mask, and where −∞ goes',
  'tour.causalMask.question': 'What does the causal mask do, and why does −∞ become 0 after softmax?',
  'tour.causalMask.mask': 'M puts 0 where query t may look (keys s ≤ t) and −∞ above the diagonal. Row 2 (‘sat’) of masked, head 0, is {masked}: the future keys ‘on’, ‘the’, ‘mat’ are −∞.',
  'tour.causalMask.softmax': 'Softmax takes e^x of each entry, and e^(−∞) = 0 exactly, so those weights are 0 and not “near zero”: row 2 of the weights is {weights}, summing to {sum}.',
  'tour.causalMask.builtFrom': 'So ‘sat’ is built only from ‘the’, ‘cat’ and itself. Hover a cell of the weights to see its softmax worked out.',

  'tour.aBTranspose.title': 'Why A·Bᵀ is P×Q',
  'tour.aBTranspose.question': 'If A is P×K and B is Q×K, why is A·Bᵀ a P×Q matrix?',
  'tour.aBTranspose.shapes': 'Here A = Q is P×K = 2×4 (two queries) and B = K is Q×K = 3×4 (three keys). Bᵀ is 4×3, so (2×4)·(4×3): the inner 4s meet and cancel, leaving 2×3.',
  'tour.aBTranspose.cell': 'Each cell is one row of A dotted with one row of B: scores[0, 2] = {products} = {score}. One cell per (query, key) pair, hence P×Q.',
  'tour.aBTranspose.transpose': 'Transposing B is what lines its rows up as columns, so that rows meet rows.',

  'tour.selfVsCross.title': 'Self- vs cross-attention, and which mask goes where',
  'tour.selfVsCross.question': 'Which shapes are T×T and which T×T′? Which masks belong where in an encoder-decoder?',
  'tour.selfVsCross.shapes': 'In self-attention queries and keys come from the same sentence, so scores and weights are T×T. Here the queries come from the decoder (‘Me gustan’, T = 2) and the keys and values from the encoder (‘I like cats’, T′ = S = 3): the weights are T×T′ = 2×3 ({weights} with the B and h axes), and Z is T×d_v = 2×4, one row per target token.',
  'tour.selfVsCross.rows': 'Each row is a distribution over the 3 source words: row 1 is {row}.',
  'tour.selfVsCross.masks': 'Masks: encoder self-attention uses only a padding mask (every word may see the whole source); decoder self-attention uses the causal mask (plus padding); cross-attention uses the source’s padding mask and never a causal one, since the whole source is known. Try the Mask control with cross-attention on.',

  'tour.headsAndMasks.title': 'Multi-head attention in the decoder, a mask for every head',
  'tour.headsAndMasks.question': 'Is multi-head attention used in the decoder? Is the mask applied to each head?',
  'tour.headsAndMasks.multiHead': 'Yes: the decoder’s masked self-attention is multi-head, here h = {heads} heads of d_k = {dK} (the original Transformer has 8 of 64).',
  'tour.headsAndMasks.mask': 'M is one T×T = {tt} table per sentence, added to every head’s scores: row 0 of masked is {head0} in head 0 and {head1} in head 1.',
  'tour.headsAndMasks.softmax': 'Then each head takes its own softmax: row 1 of the weights is {head0} in head 0 and {head1} in head 1 (equal here because the example gives both heads the worked example’s scores; the tutorial’s {tutorial} is really {exact}).',

  'tour.oneWordAtATime.title': 'One word at a time',
  'tour.oneWordAtATime.question': 'How can a model output one word at a time?',
  'tour.oneWordAtATime.cache': 'Generation appends one token at a time. For the new token only its query row is computed; its key and value rows are appended to a cache, and every earlier key and value is reused, not recomputed.',
  'tour.oneWordAtATime.query': 'At token t the new query meets t + 1 cached keys: 1×{dK} against (t+1)×{dK} per head. Because of the causal mask, row t never depended on later tokens, so the rows already produced never change.',
  'tour.oneWordAtATime.replay': 'Replaying all {steps} tokens this way and comparing with the full computation below: the largest difference in Y is {diff}. Use “Add the next token” to step through it.',

  'tour.equivalence.title': 'Split one projection, or project per head: the same numbers',
  'tour.equivalence.question': 'Are one d_model×d_model projection split into h heads and h separate d_model×d_k projections the same? And concat·W_O?',
  'tour.equivalence.projection': 'The two conventions you will meet in tutorials are the same computation. Head p of X·W_q (W_q is d_model×d_model = {wq}) is X times columns p·d_k…(p+1)·d_k: a d_model×d_k = 8×4 matrix of its own. Largest difference over both heads: {diff}.',
  'tour.equivalence.output': 'At the output, concat·W_O splits the same way: concat’s columns p·d_v…(p+1)·d_v meet rows p·d_v…(p+1)·d_v of W_O, so Y = Σ_p Z_p·W_O^p. Largest difference: {diff} (float32 rounding).',

  'tour.block.title': 'The rest of the block: Add & Norm and the feed-forward network',
  'tour.block.question': 'Where do the feed-forward network and the residual Add & Norm sit, and what are their shapes?',
  'tour.block.addNorm': 'After attention (Y, T×d_model = 6×{D}) comes Add & Norm: residual₁ = X + Y, then LayerNorm brings each row to mean 0 and variance 1 (row 0 of norm₁: mean {mean}, variance {variance}).',
  'tour.block.feedForward': 'Then the feed-forward network works on each token alone: d_model → d_ff → d_model, (6×{D})·({D}×{dFF}) → 6×{dFF}, ReLU, then (6×{dFF})·({dFF}×{D}) → 6×{D}. A second Add & Norm gives the block’s output, the same 6×{D} shape that went in, so blocks stack.',
  'tour.block.checkbox': 'The Whole block checkbox adds these steps to the timeline for any configuration; d_ff is its width.',

  'tour.headsLearn.title': 'What do heads learn?',
  'tour.headsLearn.question': 'After training, what does an attention head actually do? What are previous-token and induction heads?',
  'tour.headsLearn.trained': 'These weights were learnt, not drawn at random: a 2-layer model (4 heads, d_model = 64) was trained for 2,000 batches on sequences that repeat a random segment. Here the last P = {P} tokens repeat the {P} before them: {tokens}.',
  'tour.headsLearn.query': 'Query {q} is token {token}. Its earlier twin sits at position {twin}, and the token after the twin, at key {key}, is {next}: exactly the token that comes next. Head {head} puts {weight} of query {q}’s weight on key {key}.',
  'tour.headsLearn.induction': 'Over the second copy, each head’s mean weight on “the key after my earlier twin” is {induction}: all four are induction heads. They can find that key only because layer 1 wrote into every token which token preceded it (its previous-token heads); the next chapter takes those away.',

  'tour.knockOut.title': 'Knock out a head: the two-head circuit',
  'tour.knockOut.question': 'If layer 1’s previous-token heads are removed, what happens to the induction heads of layer 2?',
  'tour.knockOut.removed': 'The same trained weights and the same sequence, with layer 1’s previous-token heads (heads {heads}) knocked out: their output is replaced by zeros, so layer 2’s input X no longer carries “the token before me”.',
  'tour.knockOut.falls': 'Layer 2’s mean weight on the induction target falls from {before} to {after}: without the previous-token heads, the induction heads cannot find the key to copy. Neither head does the job alone; together they are a circuit.',
  'tour.knockOut.tryIt': 'Try it in “Train a model”: train the induction task, then press a layer-1 previous-token head to knock it out, and watch layer 2’s pattern and the held-out accuracy collapse.',

  'tour.gqaCache.title': 'Why grouped-query attention shrinks the KV cache',
  'tour.gqaCache.question': 'Llama and Mistral have fewer key/value heads than query heads. What does that save, and what does it cost?',
  'tour.gqaCache.shared': 'Here 4 query heads share 2 key/value heads: W_k is {wk} instead of 16×16, and K_heads is {kHeads} while Q_heads is {qHeads}. Query heads 0 and 1 read kv head 0, heads 2 and 3 read kv head 1 (repeat_interleave); each query head still gets its own weights, {weights}.',
  'tour.gqaCache.size': 'Generation keeps every earlier K and V row in a cache, so its size is 2 · layers · S · h_kv · d_head numbers. For a 32-layer model with 32 heads of 128 at 8,192 tokens in fp16: {sizes}.',
  'tour.gqaCache.sizeItem': '{name} {size}',
  'tour.gqaCache.limits': 'The cache is what limits batch size and context length on a GPU; GQA keeps most of multi-head quality for a quarter of it. Change the shape in the table above.',

  'tour.ropeDistance.title': 'RoPE: the score depends only on t − s',
  'tour.ropeDistance.question': 'What does a rotary position embedding do to a query·key dot product?',
  'tour.ropeDistance.turns': 'RoPE turns pair i of a query at position t by t·θ_i and of a key at position s by s·θ_i. A dot product of two turned vectors only sees the angle between them, so it depends on (t − s)·θ_i: how far apart, not where.',
  'tour.ropeDistance.checked': 'Checked with the engine: head 0’s query of token 0 and key of token 0 placed at every position (lab.step rope_q, rope_k, scores). Pairs with t − s = 2 score {pairs}; along every diagonal the scores differ by at most {spread} (float32 rounding).',
  'tour.ropeDistance.pair': '({t}, {s}) {score}',
  'tour.ropeDistance.play': 'Play the step: the picture turns one pair by its angle; choose another pair to see slow and fast ones.',

  'tour.slidingReach.title': 'A sliding window still sees far back',
  'tour.slidingReach.question': 'With a window of a few tokens, how can a Mistral-style model use anything further back?',
  'tour.slidingReach.window': 'M lets query t see keys t − {w} < s ≤ t: the last token ({last}) sees keys {first}–{last} in one layer, never more than {w} keys, so the work per token stays {w}, not T.',
  'tour.slidingReach.layers': 'But layer 2 reads layer 1’s outputs, and those already mixed their own windows. Composing this M with itself (which key can reach the last token through allowed cells): {reach}. Each layer adds {gain} tokens of reach.',
  'tour.slidingReach.reachItem': { one: '{n} layer: from key {from}', other: '{n} layers: from key {from}' },
  'tour.slidingReach.mistral': 'Mistral 7B uses a window of 4,096 over 32 layers: in principle about 131k tokens of reach with a 4k-wide attention.',

  'tour.flashSameZ.title': 'FlashAttention: the same Z without the T×S matrix',
  'tour.flashSameZ.question': 'How can FlashAttention compute softmax without ever holding a whole row of scores?',
  'tour.flashSameZ.running': 'Softmax needs a row’s max and sum, but both can be kept running: after each key tile, m’ = max(m, tile max), and the old sum and output are multiplied by e^(m − m’) before the tile’s own e^(x − m’) terms are added. At the end, Z = O / l.',
  'tour.flashSameZ.tiles': 'Here with 2×2 tiles ({tiles} key tiles per row): the largest difference between this Z and the ordinary path’s is {diff}. The ordinary path’s T×S scores take {matrixBytes} bytes for all heads; one tile works in {tileBytes} (its scores and its rows’ m, l and O), however long the sequence.',
  'tour.flashSameZ.longContexts': 'At T = 4,096 with 12 heads, the scores would be 768 MiB per layer in float32; the tiles stay a few KiB, which is why long contexts fit.',

  'tour.nextWord.title': 'Predicting the next character',
  'tour.nextWord.question': 'How does a model turn attention into a prediction, and then into text?',
  'tour.nextWord.reading': 'The lab shows layer 2 of a small model trained on Genesis 1–11, one character per token, reading “{text}”. Above it, “One token at a time” replays the layer with its key/value cache.',
  'tour.nextWord.unembedSpace': 'After the last character the whole model’s output goes through the unembedding: one logit per character it knows (a space is ␣), and a softmax turns them into probabilities. Its top choices: {choices}.',
  'tour.nextWord.unembedAlphabet': 'After the last character the whole model’s output goes through the unembedding: one logit per character it knows (its alphabet), and a softmax turns them into probabilities. Its top choices: {choices}.',
  'tour.nextWord.choice': '“{label}” {percent} %',
  'tour.nextWord.generate': 'Press “Generate”: the likeliest character joins the text, the layer runs again, and the K and V caches gain one row. Type your own beginning below the bars to see what it continues.',

  'tour.gpt2.title': 'Your own GPT-2: heads that have names',
  'tour.gpt2.question': 'Do real models have previous-token and induction heads too? Where do I get one?',
  'tour.gpt2.getIt': 'Get GPT-2 small from its Hugging Face page (huggingface.co/gpt2 → “Files and versions” → model.safetensors, 548 MB). Then “Train a model” → “Open a model file”: the file is read in this page, never uploaded, and works offline. A half-precision (F16) copy takes half the memory (about 290 MB here).',
  'tour.gpt2.names': 'Interpretability papers name heads of GPT-2 small by layer.head, counting from 0: previous-token heads 2.2 and 4.11 (Wang et al., 2022, the “indirect object identification” circuit) and induction heads 5.1, 5.5, 6.9, 7.2 and 7.10 (found with repeated random tokens, as Olsson et al., 2022 describe). The grid in “Train a model” counts from 1: head 4.11 is “layer 5 head 12”.',
  'tour.gpt2.grid': 'The grid scores every head on your own sentence: its mean weight on the previous token, and, where a token repeats, on the token after its earlier copy. Type a sentence that repeats itself (a paragraph pasted twice) to wake the induction heads; “Open this layer in the lab” then steps through one of them here, with the real numbers.',
  'tour.gpt2.random': 'The lab below shows a repeated sentence with random weights: no stripe to find there, because nothing was trained.',
  // ── end of tour ──

  // ── lessons: the rest of lessons/ (the lessons panel, exercises, chapters' helpers), paste/ ──
  // ── end of lessons ──

  // ── share: share/, export/, embed/ ──
  // The bar and its menus (share-bar.js, menus.js)
  'share.bar.share': 'Share',
  'share.bar.export': 'Export',
  'share.bar.numbers': 'Your numbers',
  'share.bar.check': 'Check an example',
  'share.bar.link': 'Link to exactly this view',
  'share.bar.element': 'Embed: custom element (one script)',
  'share.bar.iframe': 'Embed: iframe',
  'share.bar.resetButton': 'Reset to the defaults',
  'share.bar.reset': 'Back to the defaults.',
  'share.bar.notLoaded': 'This shared state was not loaded: {reason}',
  'share.bar.imported': 'Trace imported: the engine recomputed it from its inputs and weights.',
  'share.bar.notImported': 'Not imported: {reason}',
  'share.bar.notPasted': 'Not pasted into {name}: {reason}',
  'share.bar.notUsed': 'Not used: {reason}',
  'share.menu.copy': 'Copy',
  'share.menu.copied': '{label}: copied.',
  'share.menu.selected': '{label}: selected — press Ctrl+C (this page may not use the clipboard).',
  // The learner's work kept across reloads (keep-work.js, storage.js)
  'share.keep.linkAndChapter': 'This link names a chapter or an example as well as a shared state; the chapter or example is shown. Open the link without its ?… part to see the shared state.',
  'share.keep.showingShared': 'Showing the shared state from the link.',
  'share.keep.tooManyNumbers': { one: 'Your work is not being kept in this browser: it holds {n} number of your own, more than a saved state can hold. Export → JSON keeps it.', other: 'Your work is not being kept in this browser: it holds {n} numbers of your own, more than a saved state can hold. Export → JSON keeps it.' },
  'share.keep.tooLong': 'Your work is not being kept in this browser: it is {length} characters long, and a state may have at most {max}. Share → Copy link keeps it.',
  'share.keep.storageFull': 'Your work is not being kept in this browser: the browser’s storage for this page is full. Share → Copy link keeps it.',
  'share.keep.tooLarge': 'Your work is not being kept in this browser: it is too large to keep in this browser. Share → Copy link keeps it.',
  'share.keep.tooLargeCompressed': 'Your work is not being kept in this browser: it is too large to keep, even compressed. Share → Copy link keeps it.',
  'share.keep.notAllowed': 'Your work is not being kept in this browser: this browser does not let the page keep anything. Share → Copy link keeps it.',
  'share.keep.refused': 'Your work is not being kept in this browser: {reason}. Share → Copy link keeps it.',
  'share.keep.staysSaved': '{message} It stays saved; choose an example or Reset to start again.',
  'share.keep.pendingBack': 'Your last edits are back as you left them; the engine does not accept them yet (see the fields marked in red).',
  // A shared state that cannot be read (url-state.js); {what} is the name of a field of the state
  'share.link.empty': 'The link holds no state.',
  'share.link.tooLong': 'The link’s state is too long ({length} characters; at most {max}).',
  'share.link.badCharacters': 'The link’s state could not be read (it contains characters a state never has).',
  'share.link.unreadable': 'The link’s state could not be read ({reason}).',
  'share.link.characters': 'it contains characters a state never has',
  'share.link.notObject': 'The link’s state is not an object.',
  'share.link.version': 'The link’s state has version {version}; this page reads version {current}.',
  'share.link.noExample': 'The link names an example this page does not have.',
  'share.link.configNotObject': 'The link’s configuration is not an object.',
  'share.link.numbersNotObject': 'The link’s numbers are not an object.',
  'share.link.examplesTensor': 'The link uses the example’s {name}, which it does not have.',
  'share.link.doesNotFit': 'The link’s changes to {name} do not fit its shape.',
  'share.link.wrongType': 'The link’s {what} has the wrong type.',
  'share.link.wholeNumber': 'The link’s {what} must be a whole number from {lo} to {hi}.',
  'share.link.fieldTooLong': 'The link’s {what} is too long.',
  'share.link.numberList': 'The link’s {what} must be a list of at most {max} numbers.',
  'share.link.positional': 'The link’s positional must be one of {list}.',
  'share.link.mask': 'The link’s mask must be one of {list}.',
  // The Export menu (export-panel.js) and the exported files (export/export.js)
  'share.export.figureHint': 'The current step as a figure (its inputs and its result, with shapes):',
  'share.export.png': 'PNG (2×)',
  'share.export.svg': 'SVG (vector)',
  'share.export.matrix': 'Matrix (the shown item and head)',
  'share.export.csv': 'CSV',
  'share.export.latex': 'LaTeX bmatrix',
  'share.export.json': 'Whole trace (JSON)',
  // "Q_heads, item 0, head 1: T×d_k = 6×4" — the first line of a CSV or LaTeX file, and a figure's labels
  'share.export.title': '{name}: {axes} = {shape}',
  'share.export.titleWhere': '{name}, {where}: {axes} = {shape}',
  'share.export.separator': ', ',  // between the parts of a slice: "item 0, head 1"
  'share.figure.subtitle': '{names} · {shape} ({axes})',  // "scaled, M, masked · 1×2×3×3 (B×h×T×S)": tensor names
  'share.figure.mayAttend': '0: may attend',
  'share.figure.mayNot': '−∞: may not',
  'share.figure.ratio': 'weight ÷ even share, log scale',
  'share.figure.masked': '−∞ (masked)',
  'share.trace.tooLarge': 'That file is too large to be a trace.',
  'share.trace.notJson': 'That is not JSON ({reason}).',
  'share.trace.notTrace': 'That JSON is not an Attention Lab trace (its "format" is not "attention-lab-trace").',
  'share.trace.version': 'That trace has version {version}; this page reads version {current}.',
  'share.trace.notNumbers': 'The trace’s {name} is not a list of finite numbers.',
  // "Your numbers" (numbers-panel.js)
  'share.numbers.hint': 'Paste a matrix as CSV, rows of numbers, a Python/NumPy list or a LaTeX bmatrix. You can also paste straight onto an input or weight matrix on the stage.',
  'share.numbers.into': 'Into',
  'share.numbers.placeholder': '0.1, 0.2\n0.3, 0.4   — or [[0.1, 0.2], [0.3, 0.4]], or \\begin{bmatrix} … \\end{bmatrix}',
  'share.numbers.use': 'Use these numbers',
  'share.numbers.import': 'Import a JSON trace (exported here)',
  'share.numbers.notPart': '{name} is not part of this configuration.',
  'share.numbers.wrongShape': '{name} is {shape}; what you pasted is {pasted}.',
  'share.numbers.read': '{name}: {shape} numbers read ({format}).',
  'share.numbers.format.csv': 'csv',
  'share.numbers.format.list': 'list',
  'share.numbers.format.latex': 'latex',
  'share.numbers.format.whitespace': 'whitespace',
  // "Check an example" (check-panel.js)
  'share.check.intro': 'Type a textbook’s matrices; the engine computes the true results (cross-attention with identity weights) and marks where the text differs.',
  'share.check.have': 'I have',
  'share.check.modeQkv': 'Q, K and V',
  'share.check.modeScores': 'scores (Q·Kᵀ) only',
  'share.check.placeholderQ': 'Q, one row per query: 0.2 0.4 0.6 0.8 …',
  'share.check.placeholderK': 'K, one row per key',
  'share.check.placeholderV': 'V, one row per key',
  'share.check.placeholderScores': 'scores, T×S, before dividing by √d_k',
  'share.check.scores': 'Scores',
  'share.check.mask': 'Mask',
  'share.check.maskNone': 'none',
  'share.check.maskCausal': 'causal',
  'share.check.sourceWeights': 'Your source’s weights',
  'share.check.sourceOutput': 'Your source’s output',
  'share.check.placeholderWeights': 'your source’s attention weights (optional)',
  'share.check.placeholderZ': 'your source’s output / context Z (optional)',
  'share.check.run': 'Compute the true values',
  'share.check.titleScaled': 'Scaled scores Q·Kᵀ/√d_k',
  'share.check.titleWeights': 'Attention weights (softmax)',
  'share.check.titleOutput': 'Output Z = weights·V',
  'share.check.shapeDiffers': '{title}: the text gives {given}, the true shape is {shape}.',
  'share.check.needsQk': 'Stepping through the lab needs Q and K: scores alone do not say which vectors made them.',
  'share.check.stepThrough': 'Step through it in the lab',
  'share.check.caption': '{title} ({shape})',
  'share.check.captionCut': '{title} ({shape}; the first {shown} shown)',
  'share.check.captionDiffer': { one: '{title} ({shape}) — {n} differs from the text', other: '{title} ({shape}) — {n} differ from the text' },
  'share.check.captionCutDiffer': { one: '{title} ({shape}; the first {shown} shown) — {n} differs from the text', other: '{title} ({shape}; the first {shown} shown) — {n} differ from the text' },
  'share.check.cellSource': 'source: {value}',
  'share.check.cellTitle': 'The text says {claimed}; the true value is {value}.',
  // Embed attributes a page author got wrong (embed/params.js); attribute names and values stay as written
  'share.embed.noExample': 'There is no example called “{name}”.',
  'share.embed.mask': 'mask must be one of {list}.',
  'share.embed.whole': '{name} must be a whole number above 0, written in digits.',
  'share.embed.kvHeads': 'kv-heads must be a whole number (0 = one per head), written in digits.',
  'share.embed.positional': 'positional must be one of {list}.',
  'share.embed.head': { one: 'head must be a number from 0 to {last} (this example has {n} head), or “all”.', other: 'head must be a number from 0 to {last} (this example has {n} heads), or “all”.' },
  'share.embed.item': { one: 'item must be a number from 0 to {last} (this example has {n} batch item).', other: 'item must be a number from 0 to {last} (this example has {n} batch items).' },
  'share.embed.theme': 'theme must be light, dark or auto.',
  // ── end of share ──

  // ── train: train/ (the train view, trained examples, models, tasks) ──
  // ── end of train ──

  // ── engine: the engine's refusals and notes (cpp/attention/config.cpp …), by their key ──
  // ── end of engine ──

  // ── language: the language menu ──
  'language.label': 'Language',
  // ── end of language ──

};
