// Builds the page into dist/: index.html with its scripts beside it (works under a strict CSP),
// and attention-lab.html, one self-contained file that opens from file:// with the network off.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';

const dist = 'dist';
await mkdir(dist, { recursive: true });
await copyFile('build/wasm/attention_lab.js', `${dist}/attention_lab.js`);
// presets.js, captions.js and code-panel.js are written alongside the page; until one lands, the
// build substitutes an empty stand-in so the page still works (and says nothing it cannot back up).
const standIns = {
  'presets.js': 'export const presets = [];',
  'captions.js': 'export function captionFor() { return []; }',
  'code-panel.js': 'export function renderCodePanel(element) { element.textContent = ""; }',
};
const optionalModules = {
  name: 'optional-modules',
  setup(b) {
    b.onResolve({ filter: /^\.\/(presets|captions|code-panel)\.js$/ }, (args) => {
      const file = `web/src/${args.path.slice(2)}`;
      return existsSync(file) ? undefined : { path: args.path.slice(2), namespace: 'stand-in' };
    });
    b.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => {
      console.warn(`build-page: web/src/${args.path} is missing; using an empty stand-in`);
      return { contents: standIns[args.path], loader: 'js' };
    });
  },
};
await build({
  entryPoints: ['web/src/main.js'], bundle: true, format: 'iife', minify: true, target: 'es2020',
  outfile: `${dist}/app.js`, logLevel: 'warning', plugins: [optionalModules], legalComments: 'none',
});
await copyFile('web/styles.css', `${dist}/styles.css`);
const html = await readFile('web/index.html', 'utf8');
await writeFile(`${dist}/index.html`, html);

// The single file: every <script src> and stylesheet inlined. "</script" inside code is split so
// the HTML parser does not end the element early.
const inline = async (file) => (await readFile(`${dist}/${file}`, 'utf8')).replace(/<\/(script)/gi, '<\\/$1');
let single = html;
for (const [tag, file] of [...html.matchAll(/<script src="([^"]+)"><\/script>/g)]) {
  const code = await inline(file);
  single = single.replace(tag, () => `<script>${code}</script>`);
}
for (const [tag, file] of [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)]) {
  const css = await readFile(`${dist}/${file}`, 'utf8');
  single = single.replace(tag, () => `<style>${css}</style>`);
}
await writeFile(`${dist}/attention-lab.html`, single);
console.log(`page: ${dist}/index.html, ${dist}/attention-lab.html (${(single.length / 1024).toFixed(0)} KiB)`);
