// Writes the engine's English sentences from web/src/i18n/en.js (their one catalog) for the two places that
// say them without the page: the wasm module's JavaScript (`js`: a --post-js defining engineWords, the
// `engine.*` keys without that prefix) and the native engine (`cpp`: rows of {key, one, other} for
// cpp/attention/words.cpp: those keys, and the step titles `steps.title.*` under their full names).
// Usage: node scripts/lib/engine-words.mjs js|cpp <output file>
import { writeFileSync } from 'node:fs';
import { en } from '../../web/src/i18n/en.js';

const [kind, output] = process.argv.slice(2);
const words = Object.fromEntries(Object.entries(en).filter(([key]) => key.startsWith('engine.'))
  .map(([key, english]) => [key.slice('engine.'.length), english]));
const banner = '// Generated from web/src/i18n/en.js by scripts/lib/engine-words.mjs: edit the sentences there.\n';

// A C++ string literal: JSON's escapes (\" \\ \n \uXXXX) are C++'s too; other characters stay UTF-8.
const literal = (text) => JSON.stringify(text);
const row = ([key, english]) => typeof english === 'string'
  ? `{${literal(key)}, "", ${literal(english)}},`
  : `{${literal(key)}, ${literal(english.one ?? '')}, ${literal(english.other)}},`;

const titles = Object.entries(en).filter(([key]) => key.startsWith('steps.title.'));

if (kind === 'js') writeFileSync(output, `${banner}var engineWords = ${JSON.stringify(words)};\n`);
else if (kind === 'cpp') writeFileSync(output, `${banner}${[...Object.entries(words), ...titles].map(row).join('\n')}\n`);
else throw new Error('usage: node scripts/lib/engine-words.mjs js|cpp <output file>');
