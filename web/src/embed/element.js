// <attention-lab>: one lab per element, each in its own shadow root (its ids, styles and keyboard stay
// inside), all sharing one engine instance. Configured by attributes (see params.js); changing one
// re-applies them. Works under a strict CSP: markup comes from the build, styles are a constructed
// stylesheet (or a <link> to attention-lab-element.css beside the script), numbers go through textContent.
import { mount } from '../main.js';
import { mountShareBar } from '../share/share-bar.js';
import { presets } from '../presets.js';
import { trainedPresets } from '../train/trained-presets.js';
import { modelBytes } from '../train/models.js';
import { EMBED_ATTRIBUTES, embedOptions } from './params.js';
import { applyEmbed } from './page.js';
import { startEngine } from '../engine-start.js';
import { startProblemView } from '../views/start-problem-view.js';
import { chapters } from '../lessons/tour.js';

let engine = null;
// Checks the browser first (engine-start.js); once started, the trained examples join the presets.
const sharedLab = () => (engine ??= startEngine().then((lab) => { presets.unshift(...trainedPresets(lab, modelBytes)); return lab; }));

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
      const wrapper = document.createElement('div');
      wrapper.className = 'lab-root';
      wrapper.dataset.embed = 'true';
      wrapper.innerHTML = markup; // the page's own static markup, from the build: no user text
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
      this.app = mount(shadow, { lab, themeTarget: this, keyTarget: shadow, lessons: false, storeTheme: false, worker: false, initial: { theme: options.patch.theme ?? 'auto' } });
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

    attributeChangedCallback() {
      if (!this.app || this.pending) return;
      this.pending = true;
      queueMicrotask(() => { this.pending = false; this.apply(this.options(this.app.lab)); });
    }

    /** The lab's API for page scripts: {store, getState, setState, getTrace, …}. */
    get lab() { return this.app ?? null; }
  }

  if (!customElements.get('attention-lab')) customElements.define('attention-lab', AttentionLabElement);
}
