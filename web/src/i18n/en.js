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
  // ── end of train ──

  // ── engine: the engine's refusals and notes (cpp/attention/config.cpp …), by their key ──
  // ── end of engine ──

  // ── language: the language menu ──
  'language.label': 'Language',
  // ── end of language ──

};
