// The page's own sentences, in one table, so a translation replaces this table and nothing else.
// `{name}` marks a value filled in by text(); values are inserted as text, never as HTML.
export const messages = {
  'start.title': 'This browser cannot run Attention Lab',
  'start.noWasm': 'It needs WebAssembly, which is missing or switched off here. Attention Lab runs in Safari 16.4+, Chrome 91+, Firefox 89+ and Edge 91+ with WebAssembly allowed.',
  'start.noSimd': 'It needs WebAssembly SIMD (Safari 16.4+, Chrome 91+, Firefox 89+, Edge 91+); this browser has WebAssembly without SIMD. On an iPad or iPhone, updating to iPadOS/iOS 16.4 or later is enough.',
  'start.failed': 'The engine did not start: {reason}. Reloading the page may help; if it does not, try a newer browser or close other tabs to free memory.',
  'start.noEngine': 'The engine script did not load, so nothing can be computed.',
  'start.stillWorks': 'What still works: the questions of the guided tour below. Their worked answers and every matrix need the engine.',
  'start.tourTitle': 'The guided tour’s questions',
  'present.on': 'Presentation mode',
  'present.off': 'Leave presentation',
  'sidebar.hide': 'Hide inputs',
  'sidebar.show': 'Show inputs',
};

/** The message `key` with its `{name}` parts filled from `values` (as text). */
export function text(key, values = {}) {
  const template = messages[key];
  if (template === undefined) throw new RangeError(`No message is called "${key}".`);
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}
