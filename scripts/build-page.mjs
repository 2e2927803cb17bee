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
const labEngine = virtualModule('lab-engine', () => `export const wasmBase64 = ${JSON.stringify(wasm.toString('base64'))}; export const loaderSource = ${JSON.stringify(engine)};`);
// The workers as same-origin scripts (a strict CSP forbids blob: workers): the engine's loader, then the
// worker's bundled entry (web/src/engine/engine-worker-main.js, web/src/train/train-worker-main.js), which waits
// for the wasm's bytes from the page. The page starts them from beside its own script when served over http(s);
// it gets the same entries' text as the 'lab-workers' module, for the blob: workers it starts from file://.
const bundle = async (entry) => (await build({
  entryPoints: [entry], bundle: true, format: 'iife', minify: true, target: 'es2020', charset: 'utf8',
  write: false, logLevel: 'warning', legalComments: 'none',
})).outputFiles[0].text;
const workers = {
  engineWorkerMain: await bundle('web/src/engine/engine-worker-main.js'),
  trainWorkerMain: await bundle('web/src/train/train-worker-main.js'),
};
await writeFile(`${dist}/engine-worker.js`, `${engine}\n${workers.engineWorkerMain}`);
await writeFile(`${dist}/train-worker.js`, `${engine}\n${workers.trainWorkerMain}`);
const labWorkers = virtualModule('lab-workers', () => Object.entries(workers).map(([name, text]) => `export const ${name} = ${JSON.stringify(text)};`).join('\n'));

// Every language but English as a script of its own (lang-de.js, …), which the served page loads when it is
// chosen (web/src/i18n/load-language.js); the single file carries them all, inline before app.js.
const OTHER_LANGUAGES = ['es', 'zh', 'fr', 'de', 'ar'];
for (const code of OTHER_LANGUAGES) {
  const entry = `import { ${code} } from './web/src/i18n/${code}.js'; (globalThis.attentionLabCatalogs ??= {}).${code} = ${code};`;
  const text = (await build({
    stdin: { contents: entry, resolveDir: '.', loader: 'js' }, bundle: true, format: 'iife', minify: true, target: 'es2020', charset: 'utf8',
    write: false, logLevel: 'warning', legalComments: 'none',
  })).outputFiles[0].text;
  await writeFile(`${dist}/lang-${code}.js`, text);
}

// The shipped models and the text task's corpus, as the 'lab-models' module (base64), so trained
// examples and the train view work from one file offline.
const modelNames = ['induction', 'induction-long', 'reverse', 'sort', 'text'];
const labModels = virtualModule('lab-models', async () => {
  const models = {};
  for (const name of modelNames) models[name] = (await readFile(`web/models/${name}.safetensors`)).toString('base64');
  const corpusText = await readFile('web/models/genesis-1-11.txt', 'utf8');
  return `export const models = ${JSON.stringify(models)}; export const corpusText = ${JSON.stringify(corpusText)};`;
});
await build({
  entryPoints: ['web/src/main.js'], bundle: true, format: 'iife', minify: true, target: 'es2020', charset: 'utf8',
  outfile: `${dist}/app.js`, logLevel: 'warning', plugins: [labModels, labWorkers, labEngine], legalComments: 'none',
});
// The frames of the panels that scroll (styles.css: WebKit redraws a rounded scroller every frame), as files,
// so a strict Content-Security-Policy (img-src 'self') allows them; the single file carries them inline.
const PANEL_FRAMES = ['panel-frame-light.svg', 'panel-frame-dark.svg'];

await copyFile('web/styles.css', `${dist}/styles.css`);
await copyFile('web/favicon.svg', `${dist}/favicon.svg`);
for (const frame of PANEL_FRAMES) await copyFile(`web/${frame}`, `${dist}/${frame}`);
await copyFile('web/embed.css', `${dist}/embed.css`);
const html = await readFile('web/index.html', 'utf8');
checkMarkupWords(html);
await writeFile(`${dist}/index.html`, html);
await buildElement(html);

// The single file: every <script src> and stylesheet inlined (app.js as text, see below), every language's script
// before app.js.
// "</script" inside code is split so the HTML parser does not end the element early.
const inline = async (file) => (await readFile(`${dist}/${file}`, 'utf8')).replace(/<\/(script)/gi, '<\\/$1');
const inlineScript = async (file) => `<script>${await inline(file)}</script>`;
// app.js (3 MB, half of it base64) inline is compiled on the page thread inside the parser's task (67–74 ms, a
// missed frame); started from a blob: URL of its text (as the workers are), it is compiled off that thread. It
// runs after the inline scripts before it (the engine's loader, the languages); a policy that forbids inline
// scripts stops its starter too, and the blocked note shows as before. Where a policy allows inline scripts but
// not blob: ones, the refused script's error event runs the text inline, as before.
const appScript = async () => `<script type="text/plain" id="app-js">${await inline('app.js')}</script>\n<script>{`
  + `const text = document.getElementById('app-js').textContent, s = document.createElement('script');`
  + ` s.src = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));`
  + ` s.onerror = () => { const inline = document.createElement('script'); inline.textContent = text; document.body.append(inline); };`
  + ` document.body.append(s);}</script>`;
let single = html;
for (const [tag, file] of [...html.matchAll(/<script src="([^"]+)"><\/script>/g)]) {
  const scripts = file === 'app.js' ? [...OTHER_LANGUAGES.map((code) => inlineScript(`lang-${code}.js`)), appScript()] : [inlineScript(file)];
  const code = await Promise.all(scripts);
  single = single.replace(tag, () => code.join('\n'));
}
for (const [tag, file] of [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)]) {
  const css = await readFile(`${dist}/${file}`, 'utf8');
  single = single.replace(tag, () => `<style>${css}</style>`);
}
const svgData = async (file) => `data:image/svg+xml,${encodeURIComponent((await readFile(`web/${file}`, 'utf8')).trim())}`;
const icon = await svgData('favicon.svg');
single = single.replace('href="favicon.svg"', () => `href="${icon}"`);  // the one file needs no other
for (const frame of PANEL_FRAMES) {
  const picture = await svgData(frame);
  single = single.replaceAll(`url("${frame}")`, () => `url("${picture}")`);
}
await writeFile(`${dist}/attention-lab.html`, single);
console.log(`page: ${dist}/index.html, ${dist}/attention-lab.html (${(single.length / 1024).toFixed(0)} KiB)`);

// dist/attention-lab-element.js: the engine, the app and <attention-lab> in one classic script, so a
// course page adds one <script src>. The shadow root gets the page's markup (body without scripts) and
// its styles with :root/body rewritten for :host; the same CSS is written beside it as a fallback.
// web/examples/ (the course page) is copied to dist/examples/.
async function buildElement(page) {
  const markup = page.slice(page.indexOf('<body>') + 6, page.indexOf('</body>')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').trim();
  let css = (await readFile('web/styles.css', 'utf8')) + '\n' + await readFile('web/embed.css', 'utf8');
  // A shadow root's url() is read against the host page (and its policy), where the panels' frame pictures are
  // not: inside <attention-lab> the scrolling panels keep their plain rounded border.
  const framed = /#inputs, #code, #stage \{[^}]*border-image[^}]*\}/;
  if (!framed.test(css)) throw new Error('build-page: the scrolling panels\' frame rule is not in styles.css');
  css = css.replace(framed, '');
  css = css.replace(/:root\[data-theme="(\w+)"\]/g, ':host([data-theme="$1"])').replace(/:root\b/g, ':host')
    .replace(/(^|\})\s*html\s*\{[^}]*\}/g, '$1').replace(/(^|[}\s,])body(?=\s*[{,])/g, '$1.lab-root')
    + '\n:host { display: block; color: var(--ink); font: 15px/1.5 var(--sans); }\n.lab-root { border: 1px solid var(--line); border-radius: 12px; overflow: hidden; }\n';
  const assets = virtualModule('lab-assets', () => `export const markup = ${JSON.stringify(markup)}; export const css = ${JSON.stringify(css)};`);
  const result = await build({
    entryPoints: ['web/src/embed/element-entry.js'], bundle: true, format: 'iife', minify: true, target: 'es2020', charset: 'utf8',
    write: false, logLevel: 'warning', plugins: [assets, labModels, labWorkers, labEngine], legalComments: 'none',
  });
  const engine = await readFile(`${dist}/attention_lab.js`, 'utf8');
  // The element starts the global AttentionLab; a bundler (import 'attention-lab/element') wraps this file in a
  // function, where the loader's `var` is not global, so it is made global here.
  await writeFile(`${dist}/attention-lab-element.js`, `${engine}\nglobalThis.AttentionLab = AttentionLab;\n${result.outputFiles[0].text}`);
  await writeFile(`${dist}/attention-lab-element.css`, css);
  await cp('web/examples', `${dist}/examples`, { recursive: true });
}

// An import of `name` that the build answers with the module text `contents()` returns (an esbuild plugin).
function virtualModule(name, contents) {
  return {
    name,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({ path: name, namespace: name }));
      b.onLoad({ filter: /.*/, namespace: name }, async () => ({ contents: await contents(), loader: 'js' }));
    },
  };
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
