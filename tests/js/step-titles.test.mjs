// The page's step titles (step-titles.js, from step ids and settings) say in English exactly what the engine's
// own titles say, for every kind of run: so the two cannot drift, and every other language has a title per step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { stepTitle } from '../../web/src/stage/step-titles.js';
import { setLanguage, LANGUAGES } from '../../web/src/i18n/i18n.js';
import '../../web/src/i18n/every-language.js';  // the tests read every catalog
import { maskKey } from '../../web/src/engine/mask-kind.js';

const CONFIGS = [
  {}, { heads: 1 }, { block: true }, { crossAttention: true, sourceText: 'le chat dort' }, { mask: 'none' }, { mask: 'padding', validLengths: [3] },
  { mask: 'sliding', window: 2 }, { mask: 'sliding+padding', window: 2, validLengths: [4] }, { mask: 'causal+padding', validLengths: [4] },
  { mask: 'custom', customMask: Array(36).fill(1) }, { positional: 'rope', dModel: 8, heads: 4, kvHeads: 2 }, { positional: 'alibi' }, { positional: 'none' },
  { flash: { blockQ: 2, blockK: 4 } }, { flash: { blockQ: 4, blockK: 4 }, positional: 'alibi' },
];

test('English step titles from the page equal the engine’s, in every kind of run', async () => {
  const lab = await loadLab();
  setLanguage('en');
  let seen = 0;
  for (const config of CONFIGS) {
    const trace = lab.run({ text: 'the cat sat on the mat', ...config });
    for (const step of trace.steps) {
      assert.equal(stepTitle(step, trace.config), step.title, `${JSON.stringify(config)} ${step.id}`);
      seen += 1;
    }
  }
  const given = lab.run({ queryLen: 3, dModel: 4, heads: 1, inputs: undefined }, { X: Array(12).fill(0.5) });
  for (const step of given.steps) assert.equal(stepTitle(step, given.config), step.title, `given X: ${step.id}`);
  assert.ok(seen > 150, `${seen} steps compared`);
});

test('the page reads a title from titleKey and titleValues alone: with the engine’s English blanked, each English title is still the engine’s', async () => {
  const lab = await loadLab();
  setLanguage('en');
  for (const config of CONFIGS) {
    const trace = lab.run({ text: 'the cat sat on the mat', ...config });
    for (const step of trace.steps) {
      assert.equal(stepTitle({ ...step, title: '', inputs: undefined }, {}), step.title, `${JSON.stringify(config)} ${step.id}`);
    }
  }
});

test('in Spanish and Arabic every step has its own title, none is the engine’s English', async () => {
  const lab = await loadLab();
  try {
    for (const code of ['es', 'ar']) {
      setLanguage(code);
      for (const config of CONFIGS) {
        const trace = lab.run({ text: 'the cat sat on the mat', ...config });
        for (const step of trace.steps) assert.notEqual(stepTitle(step, trace.config), step.title, `${code} ${JSON.stringify(config)} ${step.id}`);
      }
    }
  } finally { setLanguage('en'); }
});

test('every mask the engine lists has its word for the titles (steps.title.maskKind.*) in every language, and a title says it', async () => {
  const lab = await loadLab();
  const { masks } = lab.schema();
  assert.ok(masks.length >= 7, `${masks.length} masks in the schema`);
  for (const { code, messages } of LANGUAGES) {
    for (const { name } of masks) assert.ok(`steps.title.maskKind.${maskKey(name)}` in messages, `${code}: no word for the mask "${name}"`);
  }
  // The word is what the title shows: in German, the causal+padding mask's title carries the German word.
  try {
    setLanguage('de');
    const step = lab.run({ text: 'the cat sat on the mat', mask: 'causal+padding', validLengths: [4] }).steps.find((s) => s.id === 'mask');
    assert.ok(stepTitle(step).includes(LANGUAGES.find((l) => l.code === 'de').messages['steps.title.maskKind.causalPadding']), stepTitle(step));
  } finally { setLanguage('en'); }
});
