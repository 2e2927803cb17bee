// One-off check (issue 32): the captions and the mask view's text for every mask kind, rendered by the page's
// modules in a given tree, printed one line each, so two trees (before and after a change) can be diffed.
//   node tests/e2e/helpers/caption-diff.mjs <tree> > out.txt
import { installFakeDocument } from './fake-dom.mjs';
import { loadLab } from './lab.mjs';

const tree = process.argv[2];
installFakeDocument();
globalThis.window ??= { devicePixelRatio: 1 };
// What the matrix views touch beyond the fake DOM (style, listeners): enough to build them, nothing drawn.
const make = document.createElement;
document.createElement = (tag) => Object.assign(make(tag), { style: { setProperty() {} }, addEventListener() {}, removeEventListener() {}, appendChild(n) { this.append(n); return n; }, insertBefore(n) { this.append(n); return n; },
  getContext: () => new Proxy({}, { get: () => () => ({ data: [] }) }) });
document.createElementNS = (_, tag) => document.createElement(tag);
const { captionFor } = await import(`${tree}/web/src/stage/captions.js`);
const { maskView } = await import(`${tree}/web/src/views/mask-view.js`);
const lab = await loadLab();
const masks = lab.schema().masks;
const configs = [
  { text: 'the cat sat on the mat', batch: 1 },
  { text: 'the cat sat on the mat\nthe dog', batch: 2 },
  { text: 'the cat sat on the mat\nthe dog', batch: 2, heads: 1, dModel: 4, window: 3 },
  { text: 'Me gustan', sourceText: 'I like cats', crossAttention: true },
  { text: 'the cat sat on the mat\nthe dog', batch: 2, keep: ['weights', 'Y'] },  // no M: the captions work out the keys
];
for (const base of configs) {
  for (const { name } of masks) {
    const { sizes } = lab.plan({ ...base, mask: 'none' });
    const config = { ...base, mask: name, customMask: name === 'custom' ? Array.from({ length: sizes.T * sizes.S }, (_, i) => (i % 3 === 1 ? 0 : 1)) : [] };
    let trace;
    try { trace = lab.run(config); } catch (error) { console.log(`${name} ${JSON.stringify(base)}: refused ${error.message}`); continue; }
    for (const item of [0, trace.config.batch - 1]) {
      for (const step of trace.steps) {
        const text = captionFor(step, trace, { item, masks }).join(' | ');
        console.log(`${name} ${JSON.stringify(base)} item ${item} ${step.id}: ${text}`);
      }
    }
    for (const step of trace.steps.filter((s) => s.id === 'mask' || s.id === 'masked')) {
      const ctx = { trace, b: 0, h: 0, allHeads: false, largeMode: false, editable: new Set(), views: new Map(), limitOf: () => 1,
        onCell() {}, onEdit() {}, onMaskToggle() {}, maxAbs: 1e6, masks };
      try {
        const view = maskView(ctx, step);
        console.log(`${name} ${JSON.stringify(base)} view ${step.id}: ${view.el.textContent.slice(0, 200)} || ${view.algebra.map((a) => a.textContent).join(' / ')}`);
      } catch (error) { console.log(`${name} view ${step.id}: threw ${error.message}`); }
    }
  }
}
process.exit(0);  // the engine's module keeps Node alive
