// One-off check (issue 32): what the learner reads about each mask outside the captions — the PyTorch listing
// (code-panel.js and code-variants.js), every step's title, the mask cell's rule (explain.js's maskRule) and
// whether the window box shows — rendered by the page's modules in a given tree, one line each, so two trees
// (before and after a change) can be diffed. The extra `masks` arguments are ignored by a tree that has none.
//   node tests/e2e/helpers/mask-listing-diff.mjs <tree> > out.txt
import { existsSync } from 'node:fs';
import { installFakeDocument } from './fake-dom.mjs';
import { loadLab } from './lab.mjs';

const tree = process.argv[2];
installFakeDocument();
const { codeLines, codeLineForStep, renderCodePanel } = await import(`${tree}/web/src/stage/code-panel.js`);
const { isVariant, variantLines } = await import(`${tree}/web/src/stage/code-variants.js`);
const { stepTitle } = await import(`${tree}/web/src/stage/step-titles.js`);
const { explainCell } = await import(`${tree}/web/src/stage/explain.js`);
const { renderVariantControls } = await import(`${tree}/web/src/panels/variant-controls.js`);
const { LANGUAGES, setLanguage } = await import(`${tree}/web/src/i18n/i18n.js`);
// Since the catalogs load apart from i18n.js, a tree adds them all with every-language.js (older trees lack it).
if (existsSync(`${tree}/web/src/i18n/every-language.js`)) await import(`${tree}/web/src/i18n/every-language.js`);
const { maskKind } = await import(`${tree}/web/src/engine/mask-kind.js`);
const lab = await loadLab();
const masks = lab.schema().masks;

// Two items of different lengths (padding keys in the second), a window of 3 (keys inside and outside it).
const SIDES = [
  { text: 'the cat sat on the mat\nthe dog', batch: 2, window: 3 },
  { text: 'Me gustan los gatos', sourceText: 'I like cats very much', crossAttention: true, validLengths: [3], window: 2 },
];
const VARIANTS = [{}, { positional: 'rope' }, { positional: 'alibi' }, { kvHeads: 1 }, { flash: { blockQ: 2, blockK: 2 } }];
const say = (label, text) => console.log(`${label} ${text}`);
const listing = (lines) => lines.map((l) => `${l.code} ⟨${l.steps.join(' ')}⟩`).join('\n  ');

// The window box of the variant controls, on a stand-in root (only what renderVariantControls touches).
function windowBoxHidden(config) {
  const boxes = new Map();
  const root = { activeElement: null, getElementById: (id) => boxes.get(id) ?? boxes.set(id, { value: '', hidden: false, checked: false }).get(id) };
  renderVariantControls(config, root, masks);
  return root.getElementById('window-field').hidden;
}

function recordRun(label, trace) {
  const config = trace.config;
  const kind = maskKind(masks, config.mask);
  say(`${label} codeLines:\n `, listing(codeLines(config, masks)));
  say(`${label} isVariant:`, isVariant(config, kind));
  say(`${label} variantLines:\n `, listing(variantLines(config, kind)));
  say(`${label} window box hidden:`, windowBoxHidden(config));
  const element = document.createElement('div');
  for (const step of trace.steps) {
    renderCodePanel(element, { trace, stepId: step.id, masks });
    const current = element.querySelectorAll('[aria-current]')[0]?.dataset.line ?? 'none';
    say(`${label} ${step.id}: panel line ${current}, codeLineForStep`, codeLineForStep(step.id, config.crossAttention, config.mask, config, masks));
  }
  renderCodePanel(element, { trace, stepId: 'mask', masks });
  say(`${label} panel:\n `, element.textContent.replaceAll('\n', '\n  '));
}

// Every step's title, and the rule of every cell of M (every item), in every language.
function recordWords(label, trace) {
  for (const { code } of LANGUAGES) {
    setLanguage(code);
    for (const step of trace.steps) say(`${label} ${code} title ${step.id}:`, stepTitle(step, trace.config));
    if (!trace.tensors.M) continue;
    const [, T, S] = trace.tensors.M.shape;
    for (let b = 0; b < trace.config.batch; b++) {
      for (let r = 0; r < T; r++) {
        for (let c = 0; c < S; c++) say(`${label} ${code} M[${b}][${r}, ${c}]:`, explainCell(trace, 'M', { b, h: 0, lab, masks }, r, c).lines[1]);
      }
    }
  }
  setLanguage('en');
}

for (const side of SIDES) {
  for (const { name } of masks) {
    for (const variant of VARIANTS) {
      for (const bias of [true, false]) {
        for (const block of [false, true]) {
          const base = { ...side, ...variant, bias, block, mask: name };
          const { sizes } = lab.plan({ ...base, mask: 'none' });
          const config = { ...base, customMask: name === 'custom' ? Array.from({ length: sizes.T * sizes.S }, (_, i) => (i % 3 === 1 ? 0 : 1)) : [] };
          const label = `${name} ${JSON.stringify({ ...side, ...variant, bias, block })}`;
          let trace;
          try { trace = lab.run(config); } catch (error) { say(label, `refused ${error.message}`); continue; }
          recordRun(label, trace);
          if (block || (variant.positional === 'rope') || variant.flash) recordWords(label, trace);
        }
      }
    }
  }
}
process.exit(0);  // the engine's module keeps Node alive
