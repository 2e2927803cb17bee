// The npm package `attention-lab` (issue 39), packed from this checkout and installed from its tarball into an
// empty project, offline: require, import and an esbuild bundle each start the engine and run lab.run({}); the
// tarball holds dist/ only; the types and the notebook helper come with it. The element is tested in Chromium
// (tests/e2e/package-element.test.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installPacked } from './packed.mjs';

const esbuild = fileURLToPath(new URL('../../node_modules/.bin/esbuild', import.meta.url));
let packed;
before(() => { packed = installPacked(); });
after(() => packed?.remove());

const node = (args) => execFileSync(process.execPath, args, { cwd: packed.project, encoding: 'utf8' });
// Prints what lab.run({}) gives, to check against facts of the default configuration (README), not engine numbers.
const report = 'const t = lab.run({}); console.log(JSON.stringify({ tokens: t.tokens[0], Y: t.tensors.Y.shape, weights: t.tensors.weights.shape }));';
const defaults = { tokens: ['the', 'cat', 'sat', 'on', 'the', 'mat'], Y: [1, 6, 8], weights: [1, 2, 6, 6] };

test('package: the tarball holds dist/ (engine, wasm, types, element, the single page, the notebook helper) and nothing else', () => {
  for (const file of packed.files) assert.ok(file.startsWith('dist/') || ['package.json', 'README.md'].includes(file), file);
  for (const file of ['dist/attention_lab.js', 'dist/attention_lab.wasm', 'dist/attention_lab.d.ts', 'dist/attention-lab-element.js',
    'dist/attention-lab.html', 'dist/attention_lab.py']) assert.ok(packed.files.includes(file), file);
});

test('package: require(\'attention-lab\') in an empty project runs lab.run({}) with no options', () => {
  assert.deepEqual(JSON.parse(node(['-e', `require('attention-lab')().then((lab) => { ${report} });`])), defaults);
});

test('package: import AttentionLab from \'attention-lab\' (ESM) runs lab.run({})', () => {
  const got = node(['--input-type=module', '-e', `import AttentionLab from 'attention-lab'; const lab = await AttentionLab(); ${report}`]);
  assert.deepEqual(JSON.parse(got), defaults);
});

test('package: an esbuild bundle for Node runs lab.run({}) with the .wasm copied beside it (as the README says)', () => {
  writeFileSync(join(packed.project, 'entry.mjs'), `import AttentionLab from 'attention-lab';\nAttentionLab().then((lab) => { ${report} });\n`);
  execFileSync(esbuild, ['entry.mjs', '--bundle', '--platform=node', '--outfile=out/app.js', '--log-level=warning'], { cwd: packed.project });
  copyFileSync(join(packed.packageDir, 'dist/attention_lab.wasm'), join(packed.project, 'out/attention_lab.wasm'));
  assert.deepEqual(JSON.parse(node(['out/app.js'])), defaults);
});

test('package: exports name the types and the element subpath, and both files are there', () => {
  const manifest = JSON.parse(readFileSync(join(packed.packageDir, 'package.json'), 'utf8'));
  assert.equal(manifest.name, 'attention-lab');
  assert.equal(manifest.private, undefined);
  const types = join(packed.packageDir, manifest.exports['.'].types);
  assert.match(readFileSync(types, 'utf8'), /declare function AttentionLab\(options\?: LoaderOptions\): Promise<AttentionLab>;\s*export default AttentionLab;/);
  const element = node(['-p', 'require.resolve(\'attention-lab/element\')']).trim();
  assert.equal(element, join(packed.packageDir, 'dist/attention-lab-element.js'));
  assert.ok(existsSync(element));
});

test('package: the notebook helper in dist/ finds the single page beside it', () => {
  const code = 'import attention_lab; print(len(attention_lab.iframe()))';
  const length = Number(execFileSync('python3', ['-c', code], { cwd: join(packed.packageDir, 'dist'), encoding: 'utf8' }));
  const page = readFileSync(join(packed.packageDir, 'dist/attention-lab.html'), 'utf8').length;
  assert.ok(length > page, `an iframe holding the whole page (${length} characters for a page of ${page})`);
});
