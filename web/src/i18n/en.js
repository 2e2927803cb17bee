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
  // the status line under the stage (trace-model.js), the worker's progress (mount.js)
  'app.status.cancelled': 'Cancelled; the last picture stays. Choose the step again to compute it.',
  'app.status.computed': 'Computed in {ms} ms by the WebAssembly engine.',
  'app.status.computedLarge': 'Computed in {ms} ms by the WebAssembly engine (large: only this step’s tensors are kept).',
  'app.status.computedInWorker': 'Computed in {ms} ms by the WebAssembly engine, in a background worker (large: the worker keeps the run and sends this step’s tensors for the shown head).',
  'app.status.dropped': { one: 'Your edits of {names} no longer fit the shapes and were dropped.', other: 'Your edits of {names} no longer fit the shapes and were dropped.' },
  'app.status.maskRestarted': 'The custom mask was drawn for other lengths; it starts again from the causal mask of {T}×{S}.',
  'app.busy.computing': 'Computing in the background…',
  'app.busy.seconds': 'Computing in the background… {seconds} s',
  // the stage (stage.js): a view that failed, the live region's words when the step changes
  'app.stage.drawFailed': 'This step could not be drawn ({reason}).',
  'app.announce.step': 'Step {n} of {count}: {title}. {caption}',
  // the transport (transport.js) and present mode's button (present.js)
  'app.transport.play': '▶ Play',
  'app.transport.pause': '❚❚ Pause',
  'app.transport.playLabel': 'Play',
  'app.transport.pauseLabel': 'Pause',
  'app.transport.scrubValue': 'Step {n}: {title}, {percent}%',
  'app.present.start': '▣ Present',
  'app.present.end': '✕ End presentation',
  // an example changed by the learner (example-notes.js)
  'app.notes.modified': 'Modified from “{title}”: its description and notes no longer apply, so they are hidden. Choose the example again to restore it.',
  // the timeline's buttons (timeline-bar.js): short, they sit in a row of small buttons
  'app.timeline.qHeads': 'Q → heads',
  'app.timeline.kHeads': 'K → heads',
  'app.timeline.vHeads': 'V → heads',
  'app.timeline.softmax': 'softmax',
  'app.timeline.embed': 'embed',
  'app.timeline.position': 'position',
  'app.timeline.mask': 'mask M',
  'app.timeline.tile': 'tile {i},{j}',
  // the code panel (code-panel.js): its title and notes; the listing itself stays as it is
  'app.code.titleSelf': 'PyTorch reference: CausalSelfAttention.forward, as a GPT tutorial writes it',
  'app.code.titleCross': 'PyTorch reference: cross-attention (queries from the target, keys and values from the source)',
  'app.code.titleVariants': 'PyTorch reference: attention as HF Llama / Mistral write it (GQA, RoPE, sliding window), ALiBi, and FlashAttention’s loop',
  'app.code.headSizes': 'This configuration has d_k = {dK} and d_v = {dV}, not n_embd / n_head = {share} as the listing assumes; read its splits with d_k and d_v.',
  'app.code.headSizesUneven': 'This configuration has d_k = {dK} and d_v = {dV}, not n_embd / n_head ({dModel} / {heads} is not a whole number) as the listing assumes; read its splits with d_k and d_v.',
  'app.code.inThisRun': 'In this run: {values}.',
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
