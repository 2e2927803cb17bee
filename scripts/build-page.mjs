// Builds the page into dist/: index.html with its scripts beside it (works under a strict CSP),
// and attention-lab.html, one self-contained file that opens from file:// with the network off.
import { build } from 'esbuild';
import { en } from '../web/src/i18n/en.js';
import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';

const dist = 'dist';
await mkdir(dist, { recursive: true });
// The engine: Emscripten's loader as it is, and the wasm, which the page hands to it as Module.wasmBinary
// (the 'lab-engine' module below: base64 bytes and the loader's text for blob: workers), so no request is
// made for it and nothing in the generated loader is patched.
const engine = await readFile('build/wasm/attention_lab.js', 'utf8');
const wasm = await readFile('build/wasm/attention_lab.wasm');
await writeFile(`${dist}/attention_lab.js`, engine);
await writeFile(`${dist}/attention_lab.wasm`, wasm);
// The npm package's types and the notebook helper (python/attention_lab.py), beside the files they describe.
await copyFile('cpp/bindings/attention_lab.d.ts', `${dist}/attention_lab.d.ts`);
await copyFile('python/attention_lab.py', `${dist}/attention_lab.py`);
const labEngine = {
  name: 'lab-engine',
  setup(b) {
    b.onResolve({ filter: /^lab-engine$/ }, () => ({ path: 'lab-engine', namespace: 'lab-engine' }));
    b.onLoad({ filter: /.*/, namespace: 'lab-engine' }, () => ({
      contents: `export const wasmBase64 = ${JSON.stringify(wasm.toString('base64'))}; export const loaderSource = ${JSON.stringify(engine)};`, loader: 'js',
    }));
  },
};
// The workers as same-origin scripts (a strict CSP forbids blob: workers): the engine loader, the prelude
// that waits for the wasm's bytes from the page, and a message handler each. The page starts them from
// beside its own script when served over http(s). The engine worker's code is a module of its own
// (web/src/engine/engine-worker-main.js), bundled here; the page gets the same text as the 'lab-engine-worker'
// module, for the blob: worker it starts from file://.
const { TRAIN_HANDLER } = await import('../web/src/train/train-worker.js');
const { WORKER_PRELUDE } = await import('../web/src/engine/engine-worker.js');
const workerMain = (await build({
  entryPoints: ['web/src/engine/engine-worker-main.js'], bundle: true, format: 'iife', minify: true, target: 'es2020', charset: 'utf8',
  write: false, logLevel: 'warning', legalComments: 'none',
})).outputFiles[0].text;
await writeFile(`${dist}/engine-worker.js`, `${engine}\n${WORKER_PRELUDE}\n${workerMain}\n`);
await writeFile(`${dist}/train-worker.js`, `${engine}\n${WORKER_PRELUDE}\n${TRAIN_HANDLER}\n`);

// The shipped models and the text task's corpus, as the 'lab-models' module (base64), so trained
// examples and the train view work from one file offline.
const modelNames = ['induction', 'induction-long', 'reverse', 'sort', 'text'];
const labModels = {
  name: 'lab-models',
  setup(b) {
    b.onResolve({ filter: /^lab-models$/ }, () => ({ path: 'lab-models', namespace: 'lab-models' }));
    b.onLoad({ filter: /.*/, namespace: 'lab-models' }, async () => {
      const models = {};
      for (const name of modelNames) models[name] = (await readFile(`web/models/${name}.safetensors`)).toString('base64');
      const corpusText = await readFile('web/models/genesis-1-11.txt', 'utf8');
      return { contents: `export const models = ${JSON.stringify(models)}; export const corpusText = ${JSON.stringify(corpusText)};`, loader: 'js' };
    });
  },
};
const labEngineWorker = {
  name: 'lab-engine-worker',
  setup(b) {
    b.onResolve({ filter: /^lab-engine-worker$/ }, () => ({ path: 'lab-engine-worker', namespace: 'lab-engine-worker' }));
    b.onLoad({ filter: /.*/, namespace: 'lab-engine-worker' }, () => ({ contents: `export const workerMain = ${JSON.stringify(workerMain)};`, loader: 'js' }));
  },
};
await build({
  entryPoints: ['web/src/main.js'], bundle: true, format: 'iife', minify: true, target: 'es2020', charset: 'utf8',
  outfile: `${dist}/app.js`, logLevel: 'warning', plugins: [labModels, labEngineWorker, labEngine], legalComments: 'none',
});
await copyFile('web/styles.css', `${dist}/styles.css`);
await copyFile('web/favicon.svg', `${dist}/favicon.svg`);
await copyFile('web/embed.css', `${dist}/embed.css`);
const html = await readFile('web/index.html', 'utf8');
checkMarkupWords(html);
await writeFile(`${dist}/index.html`, html);
await buildElement(html);

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
const icon = `data:image/svg+xml,${encodeURIComponent(await readFile('web/favicon.svg', 'utf8'))}`;
single = single.replace('href="favicon.svg"', () => `href="${icon}"`);  // the one file needs no other
await writeFile(`${dist}/attention-lab.html`, single);
console.log(`page: ${dist}/index.html, ${dist}/attention-lab.html (${(single.length / 1024).toFixed(0)} KiB)`);

// dist/attention-lab-element.js: the engine, the app and <attention-lab> in one classic script, so a
// course page adds one <script src>. The shadow root gets the page's markup (body without scripts) and
// its styles with :root/body rewritten for :host; the same CSS is written beside it as a fallback.
// web/examples/ (the course page) is copied to dist/examples/.
async function buildElement(page) {
  const markup = page.slice(page.indexOf('<body>') + 6, page.indexOf('</body>')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').trim();
  let css = (await readFile('web/styles.css', 'utf8')) + '\n' + await readFile('web/embed.css', 'utf8');
  css = css.replace(/:root\[data-theme="(\w+)"\]/g, ':host([data-theme="$1"])').replace(/:root\b/g, ':host')
    .replace(/(^|\})\s*html\s*\{[^}]*\}/g, '$1').replace(/(^|[}\s,])body(?=\s*[{,])/g, '$1.lab-root')
    + '\n:host { display: block; color: var(--ink); font: 15px/1.5 var(--sans); }\n.lab-root { border: 1px solid var(--line); border-radius: 12px; overflow: hidden; }\n';
  const assets = {
    name: 'lab-assets',
    setup(b) {
      b.onResolve({ filter: /^lab-assets$/ }, () => ({ path: 'lab-assets', namespace: 'lab-assets' }));
      b.onLoad({ filter: /.*/, namespace: 'lab-assets' }, () => ({ contents: `export const markup = ${JSON.stringify(markup)}; export const css = ${JSON.stringify(css)};`, loader: 'js' }));
    },
  };
  const result = await build({
    entryPoints: ['web/src/embed/element-entry.js'], bundle: true, format: 'iife', minify: true, target: 'es2020', charset: 'utf8',
    write: false, logLevel: 'warning', plugins: [assets, labModels, labEngineWorker, labEngine], legalComments: 'none',
  });
  const engine = await readFile(`${dist}/attention_lab.js`, 'utf8');
  // The element starts the global AttentionLab; a bundler (import 'attention-lab/element') wraps this file in a
  // function, where the loader's `var` is not global, so it is made global here.
  await writeFile(`${dist}/attention-lab-element.js`, `${engine}\nglobalThis.AttentionLab = AttentionLab;\n${result.outputFiles[0].text}`);
  await writeFile(`${dist}/attention-lab-element.css`, css);
  await cp('web/examples', `${dist}/examples`, { recursive: true });
}

// index.html keeps its English words so it reads as a page; en.js owns them (the page replaces each one with
// its language's message). The two must say the same: the build stops when an English word in the markup
// differs from its message.
function checkMarkupWords(page) {
  const norm = (text) => text.replace(/\s+/g, ' ').trim().replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const differ = [];
  for (const [, , key, content] of page.matchAll(/<(\w+)\b[^>]*\sdata-i18n="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g))
    if (norm(content) !== norm(en[key] ?? '')) differ.push(`${key}: "${norm(content)}" in index.html, "${en[key]}" in en.js`);
  for (const [tag, pairs] of page.matchAll(/<[^>]*\sdata-i18n-attr="([^"]+)"[^>]*>/g)) {
    for (const [attribute, key] of pairs.split(';').map((pair) => pair.split(':').map((x) => x.trim()))) {
      const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag)?.[1];
      if (value === undefined || norm(value) !== norm(en[key] ?? '')) differ.push(`${key} (${attribute}): "${value}" in index.html, "${en[key]}" in en.js`);
    }
  }
  if (differ.length) throw new Error(`build-page: index.html and en.js say different things:\n${differ.join('\n')}`);
}
