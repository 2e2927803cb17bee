// The page's mask menu (web/index.html) stays hand-written: it is static markup, shown (and translated) before
// the engine has started and when it cannot start, so it cannot wait for lab.schema(). This test keeps it
// the engine's list: every mask the schema names, in its order, each worded by page.inputs.mask.<maskKey>.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadLab } from './load-module.mjs';
import { maskKey } from '../../web/src/engine/mask-kind.js';
import { LANGUAGES } from '../../web/src/i18n/i18n.js';
import '../../web/src/i18n/every-language.js';  // the tests read every catalog

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

// The <option>s of <select id="mask"> as [value, data-i18n] pairs, in page order.
function maskOptions(page) {
  const select = page.match(/<select id="mask"[^>]*>([\s\S]*?)<\/select>/);
  assert.ok(select, 'web/index.html has no <select id="mask">');
  return [...select[1].matchAll(/<option value="([^"]*)" data-i18n="([^"]*)">/g)].map((m) => [m[1], m[2]]);
}

test('the page’s mask menu offers exactly the engine’s masks, in the schema’s order, each with its catalog word', async () => {
  const { masks } = (await loadLab()).schema();
  assert.deepEqual(maskOptions(html), masks.map(({ name }) => [name, `page.inputs.mask.${maskKey(name)}`]));
  for (const { code, messages } of LANGUAGES) {
    for (const { name } of masks) assert.ok(`page.inputs.mask.${maskKey(name)}` in messages, `${code}: no menu word for the mask "${name}"`);
  }
});

test('maskOptions reads the menu it is given (a menu missing a mask is told apart)', () => {
  const page = '<select id="mask" aria-describedby="x"><option value="none" data-i18n="page.inputs.mask.none">none</option></select>';
  assert.deepEqual(maskOptions(page), [['none', 'page.inputs.mask.none']]);
});
