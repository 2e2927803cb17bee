// The languages: every key of en.js in every language (a missing one is listed — it would show in English),
// the same placeholders and inline marks as the English message, plural categories the language has, no
// key English lacks, and no sentence glued from translated pieces in web/src. Plus how a language is chosen
// and how numbers are written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { LANGUAGES, chooseLanguage, setLanguage, t, integer, decimalMark } from '../../web/src/i18n/i18n.js';
import '../../web/src/i18n/every-language.js';  // the tests read every catalog
import { short, full, numberList } from '../../web/src/i18n/format.js';

const en = LANGUAGES[0].messages;
// Values a translation may leave out: the safetensors parser's own detail is English text (the translated
// sentence says the file is unusable without it).
const MAY_DROP = { 'engine.file.unusable': ['why'] };
const placeholders = (m) => new Set([...(typeof m === 'object' ? Object.values(m).join(' ') : m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]));
const marks = (m) => [...(typeof m === 'object' ? m.other : m).matchAll(/<(\/?\w+)>/g)].map((x) => x[1]).sort().join(' ');

for (const { code, messages } of LANGUAGES.slice(1)) {
  test(`${code}: every key of en.js is translated`, (t_) => {
    const missing = Object.keys(en).filter((key) => !(key in messages));
    if (missing.length) t_.diagnostic(`${code} falls back to English for ${missing.length} keys: ${missing.join(', ')}`);
    assert.deepEqual(missing, [], `${code} lacks ${missing.length} of ${Object.keys(en).length} keys`);
  });

  test(`${code}: no key English lacks; placeholders, marks and plural forms match`, () => {
    const categories = new Set(new Intl.PluralRules(code).resolvedOptions().pluralCategories);
    for (const [key, message] of Object.entries(messages)) {
      assert.ok(key in en, `${code} has "${key}", which en.js does not`);
      const english = en[key];
      const own = placeholders(message), theirs = placeholders(english);
      for (const name of own) assert.ok(theirs.has(name), `${code} "${key}" uses {${name}}, which English does not fill`);
      for (const name of theirs) if (name !== 'n' && !MAY_DROP[key]?.includes(name)) assert.ok(own.has(name), `${code} "${key}" drops {${name}}`);
      if (typeof message === 'object') {
        assert.ok('other' in message, `${code} "${key}" has no 'other' form`);
        for (const category of Object.keys(message)) assert.ok(categories.has(category), `${code} "${key}": ${code} has no plural category "${category}"`);
      } else if (typeof english === 'string') {
        assert.equal(marks(message), marks(english), `${code} "${key}" has other inline marks than English`);
      }
    }
  });
}

test('English: plural objects have one and other; marks are balanced', () => {
  for (const [key, message] of Object.entries(en)) {
    if (typeof message === 'object') assert.deepEqual(Object.keys(message).sort(), ['one', 'other'], key);
    else {
      const opened = [...message.matchAll(/<(\w+)>/g)].length, closed = [...message.matchAll(/<\/(\w+)>/g)].length;
      assert.equal(opened, closed, `"${key}" opens ${opened} marks and closes ${closed}`);
    }
  }
});

test('no sentence is glued from translated pieces in web/src', async () => {
  const files = [];
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(path); else if (path.endsWith('.js') && !path.includes('/i18n/')) files.push(path);
    }
  };
  await walk('web/src');
  const glued = [];
  for (const file of files) {
    (await readFile(file, 'utf8')).split('\n').forEach((line, i) => {
      // t(…) + 'words' or 'words' + t(…); or a template with words around ${t(…)}
      const outside = line.includes('${t(') ? (line.match(/`[^`]*\$\{t\([^`]*`/g) ?? []).map((s) => s.replace(/\$\{[^}]*\}/g, '')) : [];
      if (/\bt\([^)]*\)\s*\+\s*['`"]/.test(line) || /['`"]\s*\+\s*t\(/.test(line) || outside.some((s) => /[A-Za-z]{2,}/.test(s))) glued.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(glued, []);
});

test('the language: ?lang= wins, then the element, the saved choice, the browser; unknown tags fall through', () => {
  assert.equal(chooseLanguage({ search: '?lang=ar', attribute: 'es', saved: 'de', preferred: ['fr'] }), 'ar');
  assert.equal(chooseLanguage({ search: '?lang=xx', attribute: 'es-MX', saved: 'de' }), 'es');
  assert.equal(chooseLanguage({ saved: 'de', preferred: ['fr-CA'] }), 'de');
  assert.equal(chooseLanguage({ preferred: ['pt-BR', 'zh-Hans-CN'] }), 'zh');
  assert.equal(chooseLanguage({ search: '?lang=<script>' }), 'en');
});

test('plurals follow the language (Intl.PluralRules); numbers its decimal mark and grouping', () => {
  try {
    setLanguage('en');
    assert.equal(t('format.bytes', { n: 1 }), '1 byte');
    assert.equal(t('format.bytes', { n: 12 }), '12 bytes');
    assert.equal(short(0.4502), '0.45');
    assert.equal(numberList([0.4502, 0.5498]), '[0.4502, 0.5498]');
    setLanguage('fr');
    assert.equal(decimalMark(), ',');
    assert.equal(full(-0.125, 3), '−0,125');
    assert.equal(numberList([0.4502, 0.5498]), '[0,4502; 0,5498]');
    assert.equal(integer(12345), '12\u202f345');  // French groups with a narrow no-break space
    assert.equal(integer(2048), '2048');
    setLanguage('de');
    assert.equal(integer(1234567), '1.234.567');
    setLanguage('ar');
    assert.equal(short(0.5), '0.50');  // Western digits, as in the formulas
    assert.equal(new Intl.PluralRules('ar').select(2), 'two');
  } finally {
    setLanguage('en');
  }
});

test('a value is text: placeholders are filled once, values holding braces or marks stay as given', () => {
  setLanguage('en');
  assert.equal(t('start.failed', { reason: '{reason} <b>x</b>' }).startsWith('The engine did not start: {reason} <b>x</b>.'), true);
  assert.throws(() => t('no.such.key'), /No message is called "no.such.key"/);
});
