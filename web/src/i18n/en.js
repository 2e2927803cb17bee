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
  // index.html: the top bar, the settings panel, the step bar, the view bar and the panels' names
  'page.doc.title': 'Attention Lab — transformer attention, computed and animated',
  'page.skipLink': 'Skip to the step’s picture',
  'page.top.tagline': 'Multi-head attention, computed for real and shown step by step.',
  'page.top.present': '▣ Present',
  'page.top.train': 'Train a model',
  'page.top.theme': '◐ Theme',
  'page.top.themeLabel': 'Switch theme',
  'page.inputs.label': 'Inputs',
  'page.inputs.exampleLabel': 'Example',
  'page.inputs.ownExample': 'Your own',
  'page.inputs.textLabel': 'Sentence(s) <small>one line per batch item</small>',
  'page.inputs.xGiven': 'X holds your own numbers — the sentence is not used.',
  'page.inputs.backToSentence': 'Back to the sentence',
  'page.inputs.crossLabel': 'Cross-attention <small>(queries from the sentence, keys/values from a source)</small>',
  'page.inputs.sourceLabel': 'Source sentence(s)',
  'page.inputs.batchLabel': 'Batch B',
  'page.inputs.validLengthsLabel': 'Valid lengths <small>per item</small>',
  'page.inputs.validLengthsAuto': 'auto',
  'page.inputs.validLengthsAutoValues': 'auto: {lengths}',
  'page.inputs.queryLenLabel': 'Length T <small>0 = one per token</small>',
  'page.inputs.headsLabel': 'Heads h',
  'page.inputs.kvHeadsLabel': 'KV heads <small>0 = h; 1 = MQA</small>',
  'page.inputs.maskLabel': 'Mask',
  'page.inputs.mask.none': 'none',
  'page.inputs.mask.causal': 'causal',
  'page.inputs.mask.padding': 'padding',
  'page.inputs.mask.causalPadding': 'causal + padding',
  'page.inputs.mask.custom': 'custom (click cells of M)',
  'page.inputs.mask.sliding': 'sliding window',
  'page.inputs.mask.slidingPadding': 'sliding window + padding',
  'page.inputs.windowLabel': 'Window w <small>t − w < s ≤ t</small>',
  'page.inputs.positionalLabel': 'Positions',
  'page.inputs.positional.sinusoidal': 'sinusoidal P',
  'page.inputs.positional.none': 'none',
  'page.inputs.ropeBaseLabel': 'RoPE base',
  'page.inputs.flashLabel': 'FlashAttention tiles',
  'page.inputs.flashBlockQLabel': 'Query tile',
  'page.inputs.flashBlockKLabel': 'Key tile',
  'page.inputs.biasLabel': 'Bias',
  'page.inputs.seedLabel': 'Seed',
  'page.inputs.blockLabel': 'Whole block <small>(Add & Norm, feed-forward)</small>',
  'page.inputs.resetEdits': 'Undo my edits to X and W',
  'page.inputs.undo': '↶ Undo',
  'page.inputs.redo': '↷ Redo',
  'page.main.lessonsLabel': 'Lessons',
  'page.main.lessonStageLabel': 'Lesson view',
  'page.main.stepsLabel': 'Steps',
  'page.main.previousLabel': 'Previous step',
  'page.main.play': '▶ Play',
  'page.main.playLabel': 'Play',
  'page.main.nextLabel': 'Next step',
  'page.main.scrubLabel': 'Scrub through the steps',
  'page.main.speedLabel': 'Speed',
  'page.main.speedHalf': '0.5×',
  'page.main.speedOne': '1×',
  'page.main.speedTwo': '2×',
  'page.main.speedFour': '4×',
  'page.main.itemLabel': 'Batch item',
  'page.main.headLabel': 'Head',
  'page.main.legendLabel': 'Colour scale',
  'page.main.busy': 'Computing in the background…',
  'page.main.cancel': 'Cancel',
  'page.main.stageLabel': 'Stage',
  'page.main.explanationLabel': 'Explanation',
  'page.main.formulaLabel': 'Formula',
  'page.main.cellHint': 'Hover or focus a cell to see how it was computed.',
  'page.main.codeLabel': 'PyTorch code',
  'page.main.exampleNotesTitle': 'About this example',
  'page.main.trainViewLabel': 'Train a model',
  // controls.js: the head picker's options
  'page.view.head': 'head {h}',
  'page.view.headKv': 'head {h} (kv {kv})',
  'page.view.allHeads': 'all heads',
  // legend.js: the colour scale's words (values are the scale's own numbers)
  'page.legend.mayAttend': 'may attend',
  'page.legend.mayNot': 'may not',
  'page.legend.ratio': '(weight ÷ an even share 1/{keys}, log scale: {low} and {high} at the thirds)',
  'page.legend.sqrt': '(√ scale: middle = {middle})',
  // settings-fold.js: the folded settings' button, "⚙ Settings ▸ 2 heads, d_model 8, mask causal"
  'page.fold.folded': '⚙ Settings ▸ {what}',
  'page.fold.unfolded': '⚙ Settings ▾ fold away',
  'page.fold.separator': ', ',
  'page.fold.heads': { one: '{n} head', other: '{n} heads' },
  'page.fold.kvHeads': { one: '{n} kv head', other: '{n} kv heads' },
  'page.fold.dModel': 'd_model {n}',
  'page.fold.positions': 'positions {name}',
  'page.fold.positions.none': 'positions none',
  'page.fold.positions.rope': 'positions rope',
  'page.fold.positions.alibi': 'positions alibi',
  'page.fold.mask': 'mask {name}',
  'page.fold.mask.none': 'mask none',
  'page.fold.mask.causal': 'mask causal',
  'page.fold.mask.padding': 'mask padding',
  'page.fold.mask.causalPadding': 'mask causal+padding',
  'page.fold.mask.custom': 'mask custom',
  'page.fold.mask.sliding': 'mask sliding (window {w})',
  'page.fold.mask.slidingPadding': 'mask sliding+padding (window {w})',
  'page.fold.flash': 'flash tiles',
  // presets.js: the examples' titles, descriptions and notes (page.presets.<id in lowerCamel>.*)
  'page.presets.default.title': 'The cat sat on the mat',
  'page.presets.default.description': 'Six tokens, d_model = 8, two heads, causal mask: small enough to read every number.',
  'page.presets.default.note1': 'Every number on the page is computed by the engine from this sentence; the embeddings and weights come from a seeded random generator, standing in for trained ones.',
  'page.presets.default.note2': 'Row 2 (‘sat’; rows count from 0) of the causal mask lets the query see only ‘the’, ‘cat’ and ‘sat’; the later keys get −∞ and weigh exactly 0 after softmax.',
  'page.presets.shapeGuideN6.title': 'Shape guide: N = 6, d = 512, one head',
  'page.presets.shapeGuideN6.description': 'A textbook guide’s concrete example: six tokens, d_model = 512, a single causal head with d_k = d_v = 512.',
  'page.presets.shapeGuideN6.note1': 'W_q, W_k and W_v are 512×512 each (d_model×d_k with d_k = 512 for a single head); X, Q, K and V are 6×512.',
  'page.presets.shapeGuideN6.note2': 'The scores, the causal mask and the attention weights are 6×6; Z, the context matrix, is 6×512 (N×d_v).',
  'page.presets.shapeGuideN6.note3': 'The source’s shapes are right. Its wording “upper triangular matrix filled with −inf” means the part strictly above the diagonal: the diagonal is 0, because each token may attend to itself.',
  'page.presets.shapeGuideN6.note4': 'The source writes softmax(masked_scores / √d_k); the engine scales first and then adds the mask, which gives the same weights because −∞ divided by √d_k is still −∞.',
  'page.presets.gptB4T12C6.title': 'GPT: B = 4, T = 12, C = 6, 3 heads',
  'page.presets.gptB4T12C6.description': 'A GPT tutorial’s CausalSelfAttention: four sentences of twelve tokens, n_embd = 6, n_head = 3, nn.Linear with bias.',
  'page.presets.gptB4T12C6.note1': 'x is [4, 12, 6]; c_attn gives qkv of [4, 12, 18], split into q, k and v of [4, 12, 6] each.',
  'page.presets.gptB4T12C6.note2': 'q.view(4, 12, 3, 2) is [4, 12, 3, 2]; .transpose(1, 2) makes it [4, 3, 12, 2]: 4 sentences, 3 heads, 12 tokens, 6 / 3 = 2 numbers per head.',
  'page.presets.gptB4T12C6.note3': 'att = q @ k.transpose(-2, -1) is [4, 3, 12, 12], scaled by k.size(-1) ** -0.5 = 1/√2; y = att @ v is [4, 3, 12, 2], and y.transpose(1, 2).contiguous().view(4, 12, 6) puts the heads side by side again.',
  'page.presets.gptB4T12C6.note4': 'The engine keeps W_q, W_k and W_v apart; together they are c_attn’s weight: nn.Linear stores it as (18, 6) and computes x @ weight.T, so weight.T (6×18) is [W_q | W_k | W_v].',
  'page.presets.gptB4T12C6.note5': 'The source’s shapes are all right. The causal mask is one 12×12 table, broadcast to every sentence and every head.',
  'page.presets.meGustanDecoder.title': '“Me gustan” decoder self-attention: d_model = 8, 2 heads',
  'page.presets.meGustanDecoder.description': 'A tutorial’s worked example of masked multi-head decoder attention: T = 2, d_model = 8, H = 2, d_k = d_v = 4, causal mask, with the example’s D and its scores [[1.0, 0.8], [0.9, 1.1]] in each head.',
  'page.presets.meGustanDecoder.note1': 'X is the example’s D (2×8). W_k, W_v and W_o are the identity, so K = V = D and the output is the concatenation itself; the example does not give them.',
  'page.presets.meGustanDecoder.note2': 'The example shows only the first and last rows of W_Q¹; the hidden rows and W_Q² were chosen so that both heads’ scaled scores are exactly the example’s [[1.0, 0.8], [0.9, 1.1]].',
  'page.presets.meGustanDecoder.note3': 'The source says softmax([0.9, 1.1]) = [0.4, 0.6]; the true value is [0.4502, 0.5498] (e^0.9 / (e^0.9 + e^1.1) = 1 / (1 + e^0.2)).',
  'page.presets.meGustanDecoder.note4': 'The source says the masked future score contributes “near zero”; the true value is exactly 0, because e^−∞ = 0. Row 0 of the weights is [1, 0] in every head.',
  'page.presets.meGustanDecoder.note5': 'The example’s concatenation [[0.4, 0.3, 0.2, 0.1, 0.5, 0.6, 0.7, 0.8], [0.9, 1.0, 0.8, 0.7, 1.3, 1.4, 1.2, 1.1]] cannot come from these weights: with V = D the true value is [[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8], [0.5399, 0.6399, 0.7399, 0.8399, 0.9399, 1.0399, 1.1399, 1.2399]]. Row 1 of each head always equals that head’s first value row, since its weights are [1, 0].',
  'page.presets.meGustanDecoder.note6': 'For the example’s 3-token case with every score 1, the true weights are [1, 0, 0], [0.5, 0.5, 0] and [0.3333, 0.3333, 0.3333].',
  'page.presets.meGustanDecoder.note7': 'The source writes Q = W_Q · D; with D as rows of tokens (T×d_model) it is D · W_Q, (2×8)·(8×4) → 2×4 per head. The mask is the same 2×2 table for both heads: it is applied to every head.',
  'page.presets.meGustanDecoder1head.title': '“Me gustan” decoder self-attention: d_model = 4, one head',
  'page.presets.meGustanDecoder1head.description': 'A tutorial’s worked decoder example: T = 2, d_model = d_k = d_v = 4, causal mask, scores [[1.0, 0.8], [0.9, 1.1]] and V = D.',
  'page.presets.meGustanDecoder1head.note1': 'X is the example’s D (2×4) and V = D, as in the example; W_q was chosen so the scaled scores are exactly the example’s [[1.0, 0.8], [0.9, 1.1]].',
  'page.presets.meGustanDecoder1head.note2': 'The source says the weights are [[1.0, 0.0], [0.4, 0.6]]; the true value is [[1, 0], [0.4502, 0.5498]].',
  'page.presets.meGustanDecoder1head.note3': 'The source says the output is [[0.1, 0.2, 0.3, 0.4], [0.34, 0.44, 0.54, 0.64]]; the true value is [[0.1, 0.2, 0.3, 0.4], [0.3199, 0.4199, 0.5199, 0.6199]] (0.4502 × 0.1 + 0.5498 × 0.5 = 0.3199).',
  'page.presets.iLikeCatsCross.title': '“I like cats” → “Me gustan”: encoder-decoder attention',
  'page.presets.iLikeCatsCross.description': 'A tutorial’s worked cross-attention example with its matrices: encoder output E (3×4) as keys and values, decoder queries Q (2×4), d_model = 4, one head.',
  'page.presets.iLikeCatsCross.note1': 'X_q is the example’s Q and X_kv its E; every W is the identity, so Q is the example’s Q and K = V = E, as the example says.',
  'page.presets.iLikeCatsCross.note2': 'The weights are T×S = 2×3: one row per target token (the queries, “Me gustan”), one column per source token (the keys, “I like cats”).',
  'page.presets.iLikeCatsCross.note3': 'The source says the scores are [[0.3, 0.7, 1.1], [0.26, 0.62, 0.98]]; the true value is [[0.6, 1.4, 2.2], [0.5, 1.14, 1.78]] (0.2×0.1 + 0.4×0.2 + 0.6×0.3 + 0.8×0.4 = 0.6).',
  'page.presets.iLikeCatsCross.note4': 'The source says the scaled scores are [[0.15, 0.35, 0.55], [0.13, 0.31, 0.49]]; the true value is [[0.3, 0.7, 1.1], [0.25, 0.57, 0.89]] (divided by √4 = 2).',
  'page.presets.iLikeCatsCross.note5': 'The source says the weights are [[0.2, 0.3, 0.5], [0.25, 0.35, 0.4]]; the true value is [[0.212, 0.3162, 0.4718], [0.234, 0.3222, 0.4438]].',
  'page.presets.iLikeCatsCross.note6': 'The source says the context is [[0.62, 0.72, 0.82, 0.92], [0.65, 0.75, 0.85, 0.95]]; the true value is [[0.6039, 0.7039, 0.8039, 0.9039], [0.5839, 0.6839, 0.7839, 0.8839]]. Even with its own weights, row 2 would be [0.56, 0.66, 0.76, 0.86], not [0.65, …].',
  'page.presets.iLikeCatsCross.note7': 'The source scales by √d_model; the rule is √d_k, which is the same number here only because there is a single head.',
  'page.presets.d512Cross.title': 'd_model = 512: “I like cats” → “Me gustan”',
  'page.presets.d512Cross.description': 'A tutorial’s encoder-decoder example at d_model = 512, one head: its scores [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]] divided by √512.',
  'page.presets.d512Cross.note1': 'The example shows only a few of the 512 columns of E and Q; here X_q and X_kv were chosen (and every W is the identity) so that Q·Kᵀ is exactly the example’s scores [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]].',
  'page.presets.d512Cross.note2': 'W_q is 512×512, Q is 2×512, K and V are 3×512, the weights are 2×3 (T×S) and the context is 2×512.',
  'page.presets.d512Cross.note3': 'The source says the weights are [[0.4, 0.3, 0.3], [0.5, 0.3, 0.2]]; the true value is [[0.3319, 0.3333, 0.3348], [0.3319, 0.3333, 0.3348]]. Divided by √512 ≈ 22.63 the scores differ by less than 0.01, so the weights are nearly uniform, and a larger score can never get a smaller weight.',
  'page.presets.base5128Heads.title': 'd_model = 512, 8 heads of 64',
  'page.presets.base5128Heads.description': 'The original Transformer’s sizes: d_model = 512, h = 8, d_k = d_v = 64, decoder self-attention with a causal mask.',
  'page.presets.base5128Heads.note1': 'Q, K and V are 4×512; split into 8 heads they are 8×4×64 (d_k = 512 / 8 = 64). Each head has its own 4×4 score table; the same causal mask is added to all 8.',
  'page.presets.base5128Heads.note2': 'The scores are divided by √d_k = √64 = 8, the size of one head, not by √d_model (a common set of notes says “the square root of the embedding dimension”; that is only right for a single head).',
  'page.presets.base5128Heads.note3': 'W_O is (h·d_v)×d_model = 512×512. Some notes say (E/H)×E = 64×512; that is only the slice of W_O that one head’s output meets.',
  'page.presets.base5128Heads.note4': 'A tutorial writes MultiHead = W_O · Concat; with tokens as rows it is Concat · W_O, (4×512)·(512×512) → 4×512.',
  'page.presets.llamaGqaRope.title': 'Llama-style: GQA + RoPE',
  'page.presets.llamaGqaRope.description': 'Four query heads share two key/value heads (grouped-query attention), and rotary positions turn each query and key by its position instead of adding P to X.',
  'page.presets.llamaGqaRope.note1': 'W_k and W_v are 16×8 (2 key/value heads of 4), not 16×16: K_heads and V_heads are [1, 2, 6, 4]. Query heads 0 and 1 read key/value head 0; heads 2 and 3 read head 1 (repeat_interleave, HF Llama’s repeat_kv).',
  'page.presets.llamaGqaRope.note2': 'RoPE rotates each pair (x_i, x_{i+2}) of a query at position t by t·θ_i, θ_i = 10000^(−2i/4): the score of query t and key s then depends on t − s only.',
  'page.presets.mistralSliding.title': 'Mistral-style sliding window',
  'page.presets.mistralSliding.description': 'A causal sliding window of 3: each query sees itself and the two keys before it; with RoPE and grouped-query heads, as Mistral has.',
  'page.presets.mistralSliding.note1': 'M is 0 on a band of width 3 along the diagonal (t − 3 < s ≤ t) and −∞ elsewhere: a row never has more than 3 keys to weigh.',
  'page.presets.mistralSliding.note2': 'One layer sees 2 tokens back; a stack of L layers sees up to 2L back, because each layer reads rows that already looked back.',
  'page.presets.alibi.title': 'ALiBi: a distance penalty per head',
  'page.presets.alibi.description': 'No positions are added to X; each head subtracts m·(t − s) from its scores, with its own slope m.',
  'page.presets.alibi.note1': 'With 4 heads the slopes are 2^(−2), 2^(−4), 2^(−6), 2^(−8) = 0.25, 0.0625, 0.015625, 0.00390625: head 0 prefers near keys, head 3 barely cares.',
  'page.presets.alibi.note2': 'The bias is added to the scaled scores before the mask: masked = scaled + alibi + M.',
  'page.presets.flashTiles.title': 'FlashAttention tiles',
  'page.presets.flashTiles.description': 'Z computed 2×2 tiles at a time with a running max and sum per row: the same Z, without the T×S matrix.',
  'page.presets.flashTiles.note1': 'Each query row keeps m (its largest score so far), l (Σ e^(x − m) so far) and O (Σ e^(x − m)·v so far). A tile with a bigger score raises m, and the old l and O are multiplied by e^(m_old − m_new).',
  'page.presets.flashTiles.note2': 'After the last key tile, Z = O / l: the same numbers as softmax(scores)·V, to float precision.',
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
  // ── end of train ──

  // ── engine: the engine's refusals and notes (cpp/attention/config.cpp …), by their key ──
  // ── end of engine ──

  // ── language: the language menu ──
  // ── end of language ──

};
