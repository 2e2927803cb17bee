// The page's mask menu is built from lab.schema().masks (panels/controls.js; its options are checked on the page
// by tests/e2e/mask-wiring.test.mjs). This test keeps every language able to word it: each mask the engine
// names has its menu word, page.inputs.mask.<maskKey>, in every catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLab } from './load-module.mjs';
import { maskKey } from '../../web/src/engine/mask-kind.js';
import { LANGUAGES } from '../../web/src/i18n/i18n.js';
import '../../web/src/i18n/every-language.js';  // the tests read every catalog

test('every mask the engine lists has its menu word in every language', async () => {
  const { masks } = (await loadLab()).schema();
  assert.ok(masks.length >= 6, 'the schema lists the masks');
  for (const { code, messages } of LANGUAGES) {
    for (const { name } of masks) assert.ok(`page.inputs.mask.${maskKey(name)}` in messages, `${code}: no menu word for the mask "${name}"`);
  }
});

test('maskKey names a combined mask by its parts (the catalogs’ key form)', () => {
  assert.equal(maskKey('causal+padding'), 'causalPadding');
  assert.equal(maskKey('sliding+padding'), 'slidingPadding');
  assert.equal(maskKey('none'), 'none');
});

test('singleMasks: the masks that each do one thing, as the mask exercise offers them', async () => {
  const { singleMasks } = await import('../../web/src/engine/mask-kind.js');
  const { masks } = (await loadLab()).schema();
  assert.deepEqual(singleMasks(masks).map((m) => m.name), ['none', 'causal', 'padding', 'sliding']);
});
