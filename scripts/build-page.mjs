// Builds the page into dist/: index.html with its scripts beside it (works under a strict CSP),
// and attention-lab.html, one self-contained file that opens from file:// with the network off.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';

const dist = 'dist';
await mkdir(dist, { recursive: true });
await copyFile('build/wasm/attention_lab.js', `${dist}/attention_lab.js`);
await build({
  entryPoints: ['web/src/main.js'], bundle: true, format: 'iife', minify: true, target: 'es2020',
  outfile: `${dist}/app.js`, logLevel: 'warning',
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
