// Every language's catalog, added to i18n.js: for what carries them all (dist/attention-lab-element.js, the
// tests); the served page loads only the one chosen (load-language.js), the single file has each inline.
import { addCatalog } from './i18n.js';
import { es } from './es.js';
import { zh } from './zh.js';
import { fr } from './fr.js';
import { de } from './de.js';
import { ar } from './ar.js';

for (const [code, messages] of Object.entries({ es, zh, fr, de, ar })) addCatalog(code, messages);
