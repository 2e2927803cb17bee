// <attention-lab>: one lab per element, each in its own shadow root (its ids, styles and keyboard stay
// inside), all sharing one engine instance. Configured by attributes (see params.js); changing one
// re-applies them. Works under a strict CSP: markup comes from the build, styles are a constructed
// stylesheet (or a <link> to attention-lab-element.css beside the script), numbers go through textContent.
import { mount } from '../app/mount.js';
import { mountShareBar } from '../share/share-bar.js';
import { presets } from '../state/presets.js';
import { trainedPresets } from '../train/trained-presets.js';
import { modelBytes } from '../train/models.js';
import { EMBED_ATTRIBUTES, embedOptions } from './params.js';
import { stepIndexOf } from '../state/timeline.js';
import { applyEmbed } from './page.js';
import { startEngine } from '../engine/engine-start.js';
import { engineFiles } from '../engine/engine-files.js';
import { startProblemView } from '../views/start-problem-view.js';
import { chapters } from '../lessons/tour.js';
import { setLanguage, markLanguage, translateTree } from '../i18n/i18n.js';
import { embedLanguage } from './params.js';

// The attributes that say what to compute; the others (theme, controls, step, head, item, autoplay) only
// change how it is shown.
const CONTENT_ATTRIBUTES = ['preset', 'text', 'source-text', 'mask', 'heads', 'd-model', 'kv-heads', 'positional', 'window', 'state'];

let engine = null;
// The language is one per document (i18n.js holds one current language, and every lab's views read it
// when they draw): the first <attention-lab> to start chooses it — ?lang= in the page's address, else its
// lang attribute (or its nearest ancestor's) — and every other instance on the page shows the same.
let chosenLanguage = null;
const documentLanguage = (element) => (chosenLanguage ??= setLanguage(embedLanguage(location.search, element.closest('[lang]')?.getAttribute('lang'))).code);
// Checks the browser first (engine-start.js); once started, the trained examples join the presets.
const sharedLab = () => (engine ??= startEngine(undefined, undefined, engineFiles).then((lab) => { presets.unshift(...trainedPresets(lab, modelBytes)); return lab; }));

// Long by design: the element class is one unit (its callbacks share the shadow root and the lab); each method
// is short.
export function defineElement({ markup, css, scriptUrl }) {
  let sheet = null;
  try { sheet = new CSSStyleSheet(); sheet.replaceSync(css); } catch { sheet = null; }
  const cssUrl = scriptUrl ? scriptUrl.replace(/\.js(\?.*)?$/, '.css') : '';

  class AttentionLabElement extends HTMLElement {
    static get observedAttributes() { return EMBED_ATTRIBUTES; }

    connectedCallback() {
      if (this.shadowRoot) return;
      const shadow = this.attachShadow({ mode: 'open' });
      if (sheet) shadow.adoptedStyleSheets = [sheet];
      else if (cssUrl) shadow.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: cssUrl }));
      documentLanguage(this);  // before anything is built or drawn
      const wrapper = document.createElement('div');
      wrapper.className = 'lab-root';
      wrapper.dataset.embed = 'true';
      wrapper.innerHTML = markup; // the page's own static markup, from the build: no user text
      markLanguage(wrapper);
      translateTree(wrapper);
      shadow.append(wrapper);
      this.wrapper = wrapper;
      sharedLab().then((lab) => this.start(lab, shadow), (error) => {
        wrapper.replaceChildren(startProblemView(error, chapters, { folded: true }));
        this.dataset.ready = 'failed';
        this.dispatchEvent(new CustomEvent('attention-lab-error', { bubbles: true, detail: error }));
      });
    }

    start(lab, shadow) {
      const options = this.options(lab);
      this.app = mount(shadow, { lab, themeTarget: this, keyTarget: shadow, lessons: false, storeTheme: false, initial: { theme: options.patch.theme ?? 'auto' } });
      this.share = mountShareBar(this.app, shadow, { persist: false, elementUrl: scriptUrl, pageUrl: scriptUrl ? new URL('index.html', scriptUrl).href : undefined });
      this.apply(options);
      this.dataset.ready = 'true';
      this.dispatchEvent(new CustomEvent('attention-lab-ready', { bubbles: true, detail: this.app }));
    }

    options(lab) {
      return embedOptions((name) => this.getAttribute(name), { lab, presets });
    }

    apply(options) {
      this.wrapper.dataset.controls = options.controls;
      applyEmbed(this.app, options);
      if (options.state) this.share.applyEncoded(options.state);
      if (options.problems.length) this.share.message(options.problems.join(' '), 'error');
      if (options.autoplay) this.app.store.set({ playing: true, playMode: 'all' });
    }

    // Only what an attribute changed is applied: a new theme, step or head from the host page keeps the
    // learner's sentence, edits and step; attributes that say what to compute (preset, text, sizes, mask,
    // state) set up the lab anew.
    attributeChangedCallback(name) {
      if (!this.app) return;
      (this.changed ??= new Set()).add(name);
      if (this.pending) return;
      this.pending = true;
      queueMicrotask(() => {
        const changed = this.changed;
        this.pending = false;
        this.changed = new Set();
        const options = this.options(this.app.lab);
        if (CONTENT_ATTRIBUTES.some((a) => changed.has(a))) return this.apply(options);
        const { patch } = options, store = this.app.store;
        if (changed.has('controls')) this.wrapper.dataset.controls = options.controls;
        if (changed.has('theme') && patch.theme) store.set({ theme: patch.theme });
        if (changed.has('head') && patch.head !== undefined) store.set({ head: patch.head });
        if (changed.has('item') && patch.item !== undefined) store.set({ item: patch.item });
        if (changed.has('step')) {
          const index = stepIndexOf(this.app.getTrace(), options.stepId);
          if (index >= 0) store.set({ step: index, progress: 1 });
        }
        if (changed.has('autoplay') && options.autoplay) store.set({ playing: true, playMode: 'all' });
        if (options.problems.length) this.share.message(options.problems.join(' '), 'error');
      });
    }

    // A removed element stops animating (its frames would keep running for nothing).
    disconnectedCallback() {
      this.app?.store.set({ playing: false });
    }

    /** The lab's API for page scripts: {store, getState, setState, getTrace, …}. */
    get lab() { return this.app ?? null; }
  }

  if (!customElements.get('attention-lab')) customElements.define('attention-lab', AttentionLabElement);
}
