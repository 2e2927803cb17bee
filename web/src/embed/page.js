// The page's start after mount: the share bar (links, localStorage, exports, your numbers) and the
// iframe mode, index.html?embed=1&preset=…&step=…&controls=minimal|none&autoplay (same vocabulary as
// <attention-lab>): the lab alone, sized to its frame, without the page's header or lessons.
import { mountShareBar } from '../share/share-bar.js';
import { embedOptions } from './params.js';
import { stepIndexOf } from '../state/timeline.js';
import { presets } from '../state/presets.js';
import { HEIGHT_MESSAGE } from '../share/embed-snippets.js';

export function startPage(app) {
  const params = new URLSearchParams(location.search);
  const embed = params.get('embed') === '1';
  if (!embed) return mountShareBar(app, document, { persist: true });
  const get = (name) => params.get(name);
  const options = embedOptions(get, { lab: app.lab, presets });
  document.documentElement.dataset.embed = 'true';
  document.body.dataset.controls = options.controls;
  applyEmbed(app, options);
  const share = mountShareBar(app, document, { persist: false });
  const hash = location.hash.match(/^#state=(.*)$/s);  // a malformed one too: applyEncoded says what is wrong
  if (hash || options.state) share.applyEncoded(hash ? hash[1] : options.state);
  if (options.problems.length) share.message(options.problems.join(' '), 'error');
  if (options.autoplay) app.store.set({ playing: true, playMode: 'all' });
  postHeight();
  return share;
}

// The frame's content height, told to the page around it whenever it changes: the iframe snippet
// (share/embed-snippets.js) listens and sizes its frame, so the lab never scrolls inside a course page.
// Only a number leaves the frame, so any page may hear it.
function postHeight() {
  if (window.parent === window) return;
  let told = 0;
  const tell = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== told) window.parent.postMessage({ type: HEIGHT_MESSAGE, height: told = height }, '*');
  };
  new ResizeObserver(() => requestAnimationFrame(tell)).observe(document.documentElement);
}

/** Sets a lab to the embed options: the example (with its notes), the sizes, the step and head. */
export function applyEmbed(app, options) {
  app.store.set(options.patch);
  app.renderNotes(options.preset);
  const index = stepIndexOf(app.getTrace(), options.stepId);
  if (index >= 0) app.store.set({ step: index, progress: 1 });
}
