// web/src's folders are the page's layers (docs/ARCHITECTURE.md): each file imports only from its own folder
// or from a layer below it, so a layer can be read, tested and changed without the ones above.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const SRC = new URL('../../web/src/', import.meta.url).pathname;
// Lowest first; folders on one line are one layer (they may not import each other).
export const LAYERS = [
  ['i18n'],
  ['engine'],
  ['state', 'a11y'],
  ['views'],
  ['stage'],
  ['panels', 'paste', 'export'],
  ['lessons', 'train', 'share'],
  ['app'],    // mount.js: the page put together
  ['embed'],  // <attention-lab> and ?embed=1, each mounting the app
  ['.'],      // main.js: the page's entry
];
const rankOf = (folder) => LAYERS.findIndex((names) => names.includes(folder));

function sources(dir = SRC) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.js') ? [path.join(dir, e.name)] : []);
}
const folderOf = (file) => path.relative(SRC, path.dirname(file)).split(path.sep)[0] || '.';

test('every folder of web/src is a named layer', () => {
  for (const file of sources()) assert.notEqual(rankOf(folderOf(file)), -1, `${path.relative(SRC, file)}: no layer`);
});

test('each file imports only from its own folder or a lower layer', () => {
  const wrong = [];
  for (const file of sources()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g)) {
      const from = folderOf(file), to = folderOf(path.resolve(path.dirname(file), spec));
      if (from !== to && rankOf(to) >= rankOf(from)) wrong.push(`${path.relative(SRC, file)} → ${spec}`);
    }
  }
  assert.deepEqual(wrong, []);
});
