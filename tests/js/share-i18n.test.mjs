// The share bar, exports and embeds in the learner's language: every share.* message exists in every
// language with the same placeholders and the plural forms the language uses; a CSV is written with ';'
// between fields where the decimal mark is a comma (and reads back to the same numbers); links and embed
// snippets carry the page's language; English output is as it always was.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES, setLanguage, t } from '../../web/src/i18n/i18n.js';
import '../../web/src/i18n/every-language.js';  // the tests read every catalog
import { en } from '../../web/src/i18n/en.js';
import { matrixToCsv, matrixToLatex, matrixTitle, traceFromJson } from '../../web/src/export/export.js';
import { fromDecimalComma } from '../../web/src/share/decimal-comma.js';
import { parseMatrix } from '../../web/src/paste/parse-matrix.js';
import { embedSnippets } from '../../web/src/share/embed-snippets.js';
import { embedLanguage } from '../../web/src/embed/params.js';
import { decodeState } from '../../web/src/share/url-state.js';

afterEach(() => setLanguage('en'));

const keys = Object.keys(en).filter((k) => k.startsWith('share.'));
const placeholders = (message) => [...new Set((typeof message === 'object' ? Object.values(message).join(' ') : message).match(/\{\w+\}/g) ?? [])].sort();

test('share messages: every language has every share.* key, with the English placeholders and its own plural forms', () => {
  for (const { code, messages } of LANGUAGES) {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const key of keys) {
      assert.ok(key in messages, `${code} lacks ${key}`);
      const mine = messages[key], english = en[key];
      assert.equal(typeof mine, typeof english, `${code} ${key}: plural or not, as in English`);
      // A plural message may leave {n} out where the word says the count ("رقمًا واحدًا"), nothing else.
      const expected = placeholders(english).filter((p) => typeof english !== 'object' || p !== '{n}');
      for (const p of expected) assert.ok(placeholders(mine).includes(p), `${code} ${key} keeps ${p}`);
      assert.deepEqual(placeholders(mine).filter((p) => !placeholders(english).includes(p)), [], `${code} ${key} invents no placeholder`);
      if (typeof mine === 'object') for (const c of categories) assert.ok(c in mine || code === 'en', `${code} ${key} has the "${c}" form`);
    }
  }
});

// A matrix as export.js receives it (tensor.js matrixOf): W_q, 2×3, with −∞ and a long float.
const matrix = (values) => ({ name: 'W_q', axes: ['d_model', 'h·d_k'], rowAxis: 'd_model', colAxis: 'h·d_k', rows: 2, cols: 3, get: (r, c) => values[r * 3 + c] });
const values = [0.1, -0.25, 1.5, -Infinity, 0.30000001192092896, 2];

test('export: English CSV and LaTeX are as they were (comma between fields, point for decimals)', () => {
  setLanguage('en');
  assert.equal(matrixTitle(matrix(values)), 'W_q: d_model×h·d_k = 2×3');
  assert.equal(matrixToCsv(matrix(values)), '# W_q: d_model×h·d_k = 2×3\n0.1,-0.25,1.5\n-inf,0.3,2\n');
  assert.match(matrixToLatex(matrix(values)), /^% W_q: d_model×h·d_k = 2×3\n[\s\S]*0\.1 & -0\.25 & 1\.5 \\\\\n {2}-\\infty & 0\.3 & 2\n/);
});

test('export: where the decimal mark is a comma (de, fr, es) the CSV separates fields with ";" and reads back to the same numbers', () => {
  for (const code of ['de', 'fr', 'es']) {
    setLanguage(code);
    const csv = matrixToCsv(matrix(values));
    const rows = csv.trim().split('\n');
    assert.match(rows[0], /^# W_q\u202f?: d_model×h·d_k = 2×3$/, code);
    assert.deepEqual(rows.slice(1), ['0,1;-0,25;1,5', '-inf;0,3;2'], `${code}: ";" between fields, "," in numbers`);
    const back = parseMatrix(fromDecimalComma(csv));
    assert.deepEqual(back.values.map(Math.fround), values.map(Math.fround), code);
    // LaTeX is code: TeX reads "0.1"; its numbers keep the point in every language.
    assert.match(matrixToLatex(matrix(values)), /0\.1 & -0\.25 & 1\.5/);
  }
  for (const code of ['zh', 'ar']) {
    setLanguage(code);
    assert.deepEqual(matrixToCsv(matrix(values)).trim().split('\n').slice(1), ['0.1,-0.25,1.5', '-inf,0.3,2'], code);
  }
});

test('share: text with ";" between fields is read with decimal commas; other text is left as it is', () => {
  assert.equal(fromDecimalComma('0,5; −0,25\n1;2'), '0.5, −0.25\n1,2');
  for (const text of ['0.1, 0.2\n0.3, 0.4', '[[1, 2], [3, 4]]', '\\begin{bmatrix} 1 & 2 \\\\ 3 & 4 \\end{bmatrix}', '1 2\n3 4']) assert.equal(fromDecimalComma(text), text);
});

test('embed: the snippets carry lang when the page is not in English, and an <attention-lab lang> picks its language', () => {
  const args = { state: { presetId: '', inputs: {}, config: { text: 'I like cats', mask: 'causal', dModel: 8, heads: 2, batch: 1 }, step: 0, head: 0, item: 0 },
    trace: { steps: [{ id: 'scores' }] }, defaults: { config: { batch: 1 } }, presets: [], pageUrl: 'https://example.org/lab/index.html', elementUrl: undefined, encoded: () => 'abc' };
  const english = embedSnippets(args);
  assert.doesNotMatch(english.element + english.iframe, /lang/);
  const arabic = embedSnippets({ ...args, lang: 'ar' });
  assert.match(arabic.element, /<attention-lab [^>]* lang="ar"><\/attention-lab>/);
  assert.match(arabic.iframe, /index\.html\?embed=1&amp;[^"]*&amp;lang=ar"/);
  assert.equal(embedLanguage('', 'es'), 'es');
  assert.equal(embedLanguage('?lang=de', 'es'), 'de', '?lang= in the address wins');
  assert.equal(embedLanguage('', 'es-MX'), 'es');
  assert.equal(embedLanguage('', 'ja'), 'en');
  assert.equal(embedLanguage('', null), 'en');
});

test('share: a link that cannot be read says so in the learner’s language', () => {
  const context = { defaults: {}, presets: [], schema: { givable: [], settings: [], masks: [] } };
  setLanguage('es');
  assert.throws(() => decodeState('', context), { message: t('share.link.empty') });
  assert.throws(() => decodeState('not base64 !!', context), /^Error: No se pudo leer el estado del enlace \(contiene caracteres/);
  setLanguage('en');
  assert.throws(() => decodeState('', context), { message: 'The link holds no state.' });
});

test('export: a trace whose numbers are not numbers is refused with a sentence (in English and in German)', () => {
  const text = JSON.stringify({ format: 'attention-lab-trace', version: 1, config: {}, tensors: { W_q: { data: ['<b>'] } } });
  const schema = { givable: ['W_q'] };
  assert.throws(() => traceFromJson(text, {}, schema), { message: 'The trace’s W_q is not a list of finite numbers.' });
  setLanguage('de');
  assert.throws(() => traceFromJson(text, {}, schema), { message: 'W_q im Trace ist keine Liste endlicher Zahlen.' });
});
