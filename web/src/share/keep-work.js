// The learner's work kept across reloads: a #state= link wins, then the work saved in this browser. Saved a
// moment after each change (also while playing; storage.js says when) and at once when the page is left; a
// state the engine refuses is kept as 'pending' beside the last one it computed, and nothing saved is ever
// deleted because it was refused. Another tab's newer work is not overwritten unless the learner says so.
import { MAX_STATE_CHARS } from './url-state.js';
import { loadSaved, save, saveAtOnce, saveSoon, onOtherTab, takeOver } from './storage.js';
import { remembering } from '../state/memory.js';
import { nextTask } from '../state/next-task.js';
import { presets } from '../state/presets.js';
import { isGiven } from '../state/given-inputs.js';
import { t } from '../i18n/i18n.js';

// Why the work is not kept (storage.js's reasons), each as a whole sentence.
function notKept({ reason, detail }) {
  if (reason === 'full') return t('share.keep.storageFull');
  if (reason === 'too-large') return t('share.keep.tooLarge');
  if (reason === 'too-large-compressed') return t('share.keep.tooLargeCompressed');
  return detail ? t('share.keep.refused', { reason: detail }) : t('share.keep.notAllowed');  // the browser's own words
}

// The state's numbers: those the learner typed, pasted or edited (own), and whether it holds a model's layer
// (given, not the learner's). An example's own inputs are neither: a state names them by the example.
function numbersOf({ inputs = {}, presetId }) {
  const example = presets.find((p) => p.id === presetId)?.inputs ?? {};
  let own = 0, given = false;
  for (const [name, values] of Object.entries(inputs)) {
    if (isGiven(values)) given = true;
    else if (values !== example[name]) own += values?.length ?? 0;
  }
  return { own, given };
}

/**
 * store, getError (the engine's refusal of the current state, if any), encoded(), applyEncoded(code, options)
 * → applied?, message(text, kind, action), lastMessage(). → {restored (settles once saved work, or a #state= link's, is back), carry()}.
 */
export function keepWork({ store, getError, encoded, applyEncoded, message, lastMessage }) {
  let restored = Promise.resolve();
  const hash = location.hash.match(/^#state=(.*)$/s);  // a malformed one too: applyEncoded says what is wrong
  const deepLink = /[?&](chapter|exercises|preset|embed)=/.test(location.search) || /^#chapter/.test(location.hash);
  // A link that names a chapter (or exercises, an example) as well as a #state: the chapter is shown, and
  // the message says so instead of claiming to show the state.
  if (hash && deepLink) message(t('share.keep.linkAndChapter'));
  // A link is applied after the lab's first picture, in a task of its own (a T=4096 one plans a large run).
  else if (hash) restored = nextTask().then(() => { if (applyEncoded(hash[1])) message(t('share.keep.showingShared')); });
  else if (!deepLink) restored = restoreSaved();

  let lastSaved = '', told = false, refused = false;
  // Another tab saved its work here: this one does not overwrite it unless the learner says so.
  function otherTab() {
    lastSaved = '';
    message(t('share.keep.otherTab'), 'error', { label: t('share.keep.keepThisTab'), run() { takeOver(); saveSoon(keep); } });
  }
  onOtherTab(otherTab);
  store.subscribe((state, previous) => {
    // Edits are saved while playing too; the step shown, once playing stops.
    const edited = ['config', 'inputs', 'head', 'item', 'theme'].some((key) => state[key] !== previous[key]);
    if (!edited && (state.playing || (!previous.playing && state.step === previous.step))) return;
    saveSoon(keep);
  });
  async function keep({ atOnce = false } = {}) {
    const { own, given } = numbersOf(store.get());
    // Edited numbers take about 8 characters each: past the size a state may have, encoding them would only
    // freeze the page for nothing.
    if (own * 8 > MAX_STATE_CHARS) {
      if (!told) message(t('share.keep.tooManyNumbers', { n: own }), 'error');
      told = true;
      return kept('too-many');
    }
    // A trained model's layer (a GPT-2 layer is 2.4 million numbers) is not the learner's work, and no state can
    // name it: the work kept before it was opened stays kept.
    if (given) return kept('given');
    let code;
    try { code = encoded(); } catch { return; }
    if (code === lastSaved) return kept('kept');
    lastSaved = code;
    // Lengths as plain digits, as the English message has always written them.
    const put = atOnce ? saveAtOnce : save;  // the page is being left: only what is synchronous gets done
    const problem = code.length > MAX_STATE_CHARS ? t('share.keep.tooLong', { length: String(code.length), max: String(MAX_STATE_CHARS) })
      : getError() ? await put('pending', code) : (await put('state', code)) ?? (await put('pending', null));
    refused = Boolean(problem);
    if (problem?.reason === 'other-tab') return otherTab();
    if (problem?.reason === 'off') return kept('off');  // the learner (or a lab PC) asked for nothing to be kept
    if (problem && !told) message(typeof problem === 'string' ? problem : notKept(problem), 'error');
    told = told || Boolean(problem);
    kept(problem ? 'not-kept' : 'kept');
  }
  // What the last change came to, on <body data-kept> (kept, not-kept, too-many, given, off): tests wait for it.
  const kept = (outcome) => { document.body.dataset.kept = outcome; };

  async function restoreSaved() {
    const saved = await loadSaved('state'), pending = await loadSaved('pending');
    if (saved && !applyEncoded(saved)) message(t('share.keep.staysSaved', { message: lastMessage() }), 'error');
    if (pending && applyEncoded(pending, { validate: false })) message(t('share.keep.pendingBack'));
  }
  // The state as a #state= link when this browser is not keeping it (the language menu reloads the page).
  const carry = () => (refused || !remembering() ? `#state=${encoded()}` : '');
  return { restored, carry };
}
