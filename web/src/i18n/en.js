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
  // ── end of language ──

};
