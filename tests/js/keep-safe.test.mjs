// What a learner types survives the page's other doors (issue 34, item 12 and 11): an SVG export of a sentence
// holding characters XML 1.0 forbids is still well-formed; a sentence with a literal backslash-n goes into an
// embed and comes back the same (line breaks are real line breaks); a link that edits one weight at T = 4096
// resolves to the engine's own seeded weights with the edit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sceneToSvg } from '../../web/src/export/export.js';
import { embedSnippets } from '../../web/src/share/embed-snippets.js';
import { embedOptions } from '../../web/src/embed/params.js';
import { stateCodec } from '../../web/src/share/state-link.js';
import { loadLab } from './load-module.mjs';

// XML 1.0's Char production, written out here: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
const xmlChars = (text) => [...text].every((ch) => {
  const c = ch.codePointAt(0);
  return c === 0x9 || c === 0xA || c === 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
});

test('export: an SVG of a sentence with U+000B, U+0001 and a lone surrogate holds only characters XML 1.0 allows', () => {
  const scene = { width: 100, height: 20, items: [{ type: 'text', x: 0, y: 10, size: 10, text: 'the\u000Bcat\u0001sat \uD800 on 🐈' }] };
  const svg = sceneToSvg(scene);
  assert.ok(xmlChars(svg), 'every character is an XML Char');
  assert.match(svg, /the.cat.sat . on 🐈/u, 'the rest of the sentence is kept');
});

// An attribute value as an HTML parser reads it (the entities embed-snippets may write).
const attribute = (html, name) => html.match(new RegExp(` ${name}="([^"]*)"`))[1]
  .replace(/&#10;/g, '\n').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');

test('embed: a sentence with a literal backslash-n and a real line break comes back the same from the element and the iframe', async () => {
  const lab = await loadLab();
  const text = 'C:\\new folder\\notes\nsecond line';
  const state = { config: { ...lab.defaultConfig(), text, batch: 1 }, inputs: {}, presetId: '', step: 0, head: 0, item: 0 };
  const { element, iframe } = embedSnippets({ state, trace: null, defaults: { config: lab.defaultConfig() }, presets: [], pageUrl: 'https://example.org/lab/', encoded: () => 'x' });
  const fromElement = embedOptions((name) => (name === 'text' ? attribute(element.split('\n')[1], 'text') : null), { lab, presets: [] });
  assert.equal(fromElement.patch.config.text, text);
  const src = attribute(iframe, 'src');
  const fromIframe = embedOptions((name) => new URL(src).searchParams.get(name), { lab, presets: [] });
  assert.equal(fromIframe.patch.config.text, text);
});

test('link: one edited weight at T = 4096 resolves to the engine’s seeded W_q of that configuration, with the edit', async () => {
  const lab = await loadLab();
  const schema = lab.schema();
  const defaults = { config: lab.defaultConfig() };
  const config = { ...defaults.config, text: 'I like cats', queryLen: 4096, heads: 2, kvHeads: 1, bias: true };
  const seeded = lab.run({ ...config, keep: ['W_q', 'b_k'] }).tensors;   // the whole run's own weights: the expected values
  const W_q = Array.from(seeded.W_q.data);
  W_q[7] = 0.5;
  const state = { config, inputs: { W_q }, presetId: '', step: 0, head: 0, item: 0, theme: 'auto' };
  const store = { get: () => state };
  const codec = stateCodec({ lab, store, getTrace: () => null, defaults, presets: [], schema });
  const code = codec.encoded();
  assert.ok(code.length < 200, `only the edit is carried (${code.length} characters)`);
  const back = codec.decode(code);
  assert.deepEqual(Array.from(back.inputs.W_q, Math.fround), W_q.map(Math.fround));
  // The same holds for a bias and for the key/value heads' narrower matrix.
  const b_k = Array.from(seeded.b_k.data);
  b_k[1] = -0.25;
  const other = stateCodec({ lab, store: { get: () => ({ ...state, inputs: { b_k } }) }, getTrace: () => null, defaults, presets: [], schema });
  assert.deepEqual(Array.from(other.decode(other.encoded()).inputs.b_k, Math.fround), b_k.map(Math.fround));
  // And under a custom mask (T×S may-attend cells the one-token run cannot have).
  const custom = { ...config, queryLen: 3, mask: 'custom', customMask: [1, 0, 0, 1, 1, 0, 1, 1, 1] };
  const W_v = Array.from(lab.run({ ...custom, keep: ['W_v'] }).tensors.W_v.data);
  W_v[0] = 2;
  const third = stateCodec({ lab, store: { get: () => ({ ...state, config: custom, inputs: { W_v } }) }, getTrace: () => null, defaults, presets: [], schema });
  assert.deepEqual(Array.from(third.decode(third.encoded()).inputs.W_v, Math.fround), W_v.map(Math.fround));
});
