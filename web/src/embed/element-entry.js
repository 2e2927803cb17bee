// The entry of dist/attention-lab-element.js (engine + app + element in one classic script).
// The build supplies the page's markup and the shadow-root CSS as the virtual module "lab-assets".
import { markup, css } from 'lab-assets';
import '../i18n/every-language.js';  // one script carries every language
import { defineElement } from './element.js';

defineElement({ markup, css, scriptUrl: document.currentScript?.src ?? '' });
