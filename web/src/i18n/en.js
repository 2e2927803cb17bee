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
  // The lessons panel: tabs, the tour's frame (chapter texts are the tour section's), buttons, intros.
  'lessons.panel.label': 'Lessons',
  'lessons.panel.tabTour': 'Guided tour',
  'lessons.panel.tabExercises': 'Exercises',
  'lessons.panel.tabDecode': 'One token at a time',
  'lessons.panel.tabEquivalence': 'Multi-head equivalence',
  'lessons.panel.introDecode': 'Causal self-attention of the sentence, replayed one token at a time with a key/value cache, as a model generates text. The lab below shows the same computation done all at once.',
  'lessons.panel.introEquivalence': 'The current configuration’s own weights, taken apart head by head. Pick the head in the Head menu.',
  'lessons.panel.explore': 'Explore freely ✕',
  'lessons.panel.back': '↺ Back to your setup',
  'lessons.tour.chapters': 'Chapters',
  'lessons.tour.chapterLabel': 'Chapter {n}: {title}',
  'lessons.tour.title': 'Chapter {n} of {count}: {title}',
  'lessons.tour.previous': '◀ Previous chapter',
  'lessons.tour.next': 'Next chapter ▶',
  'lessons.tour.finish': 'Explore freely ▶',
  'lessons.tour.link': 'Link: ?chapter={n}',
  'lessons.tour.keys': 'PageUp / PageDown move between chapters',
  'lessons.tour.needsConfig': '(This chapter needs its own configuration: {reason})',
  // The lesson views above the stage.
  'lessons.stage.decodeTitle': 'Generating one token at a time',
  'lessons.stage.decodeCausal': 'Generation is causal self-attention: shown here with the causal mask on the sentence, whatever the panel’s mask.',
  'lessons.stage.kvCacheTitle': 'KV cache size: MHA, GQA and MQA',
  'lessons.stage.equivalenceTitle': 'Multi-head equivalence, with numbers',
  'lessons.stage.tooLarge': 'this configuration is too large to keep every tensor; make it smaller',
  'lessons.stage.cannotShow': 'This view cannot be shown for the current configuration: {reason}',
  'lessons.kvCache.gqa': { one: 'GQA ({n} kv head)', other: 'GQA ({n} kv heads)' },
  // Generation with a trained example: the learner's own prompt.
  'lessons.generation.empty': 'Type at least one token.',
  'lessons.generation.tooLong': { one: 'The model reads at most {n} token; this text is {length}.', other: 'The model reads at most {n} tokens; this text is {length}.' },
  // Exercises: the tab, the questions ({sizes} is "T=4, S=4, h=2, …"), hints, what is given, feedback.
  'lessons.exercises.intro': 'Predict, then check against the engine. The questions use the configuration in the panel on the left; change it and make a new set.',
  'lessons.exercises.fresh': 'New exercises from this configuration',
  'lessons.exercises.link': 'Link to this set',
  'lessons.exercises.missing': '“{spec}” does not exist in this configuration.',
  'lessons.exercises.check': 'Check',
  'lessons.exercises.shapePlaceholder': 'sizes, like 4×5×6',
  'lessons.exercises.valuePlaceholder': 'a number, like {example}',
  'lessons.exercises.shapePrompt': '{sizes}: what is the shape of {name}?',
  'lessons.exercises.shapeHint': 'All its axes in order, written like 4×5×6.',
  'lessons.exercises.shapeIs': '{name} is {axes} = {shape}.',
  'lessons.exercises.madeBy': 'It is made by the step “{step}”.',
  'lessons.exercises.cellWithHead': '{name}[item {b}, head {h}, row {r} “{rowLabel}”, column {c} “{colLabel}”]',
  'lessons.exercises.cell': '{name}[item {b}, row {r} “{rowLabel}”, column {c} “{colLabel}”]',
  'lessons.exercises.valuePrompt': '{sizes}: what is {cell}?',
  // What the learner is given, then the hint (two sentences; Chinese needs no space between them).
  'lessons.exercises.givenAndHint': '{given} {hint}',
  'lessons.exercises.valueHint': 'A number, to two decimals.',
  'lessons.exercises.maskedHint': 'A number to two decimals, or −∞ (type -inf).',
  'lessons.exercises.givenWeights': 'Row {r} of masked is {values}.',
  'lessons.exercises.givenMasked': 'scaled[{r}, {c}] = {value}; the mask is {mask}.',
  'lessons.exercises.givenScaled': 'scores[{r}, {c}] = {value} and d_k = {dK}.',
  'lessons.exercises.givenScoresLong': 'Q_h row {r} and K_h row {c} each have d_k = {dK} numbers.',
  'lessons.exercises.givenScores': 'Q_h row {r} is {q}; K_h row {c} is {k}.',
  'lessons.exercises.givenConcat': 'd_v = {dV}: column {c} belongs to head {head}.',
  'lessons.exercises.mask.none': 'none',
  'lessons.exercises.mask.causal': 'causal',
  'lessons.exercises.mask.padding': 'padding',
  'lessons.exercises.mask.causalPadding': 'causal+padding',
  'lessons.exercises.mask.sliding': 'sliding',
  'lessons.exercises.mask.slidingPadding': 'sliding+padding',
  'lessons.exercises.mask.custom': 'custom',
  'lessons.exercises.typeSizes': 'Type the sizes of its axes, written like 4×5×6.',
  'lessons.exercises.rightShape': 'Right: {shape}.',
  'lessons.exercises.rightSlice': { one: 'Right for one slice, but the whole tensor has {n} axis: {shape}.', other: 'Right for one slice, but the whole tensor has {n} axes: {shape}.' },
  'lessons.exercises.wrongShape': 'Not quite: the engine’s {name} is {shape}.',
  'lessons.exercises.typeNumber': 'Type a number (or -inf).',
  'lessons.exercises.rightMasked': 'Right: −∞ (the mask hides this key).',
  'lessons.exercises.rightValue': 'Right: the engine computed {value}.',
  'lessons.exercises.wrongValue': 'Not quite: the engine computed {value}.',
  // A pasted matrix (paste/parse-matrix.js) and a worked example (paste/worked-example.js): what to fix.
  'lessons.paste.empty': 'Paste some numbers.',
  'lessons.paste.tooLong': 'That is too much text for one matrix (more than 8 MB).',
  'lessons.paste.noNumbers': 'No numbers found.',
  'lessons.paste.ragged': { one: 'Row {row} has {n} number but row 1 has {cols}: every row needs the same count.', other: 'Row {row} has {n} numbers but row 1 has {cols}: every row needs the same count.' },
  'lessons.paste.tooMany': '{rows}×{cols} is more than {max} numbers.',
  'lessons.paste.notNumber': 'Row {row}, column {col}: “{text}” is not a number.',
  'lessons.paste.noEnd': '{begin} has no {end}.',
  'lessons.paste.unclosed': 'A “[” is never closed.',
  'lessons.paste.onlyNumbers': 'Only numbers, commas and brackets may appear inside the list.',
  'lessons.paste.tooDeep': 'Only one or two levels of brackets are read (a matrix); pick one item or head first.',
  'lessons.paste.qkColumns': { one: 'Q has {n} column and K has {k}: Q·Kᵀ needs the same d_k.', other: 'Q has {n} columns and K has {k}: Q·Kᵀ needs the same d_k.' },
  'lessons.paste.kvRows': { one: 'K has {n} row and V has {v}: each key needs one value row.', other: 'K has {n} rows and V has {v}: each key needs one value row.' },
  'lessons.paste.dK': 'd_k must be a whole number of at least 1 (the scores are divided by √d_k).',
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
