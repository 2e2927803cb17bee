// The page's two views: the lab, and "Train a model" (deep link: ?view=train), switched by the header
// button. The train view (and its worker) starts the first time it is opened.
import { mountTrainView } from './train-view.js';
import { planStep } from '../engine/compute.js';
import { markGiven } from '../state/given-inputs.js';
import { t } from '../i18n/i18n.js';

export function startTrainToggle(app, root = document) {
  const button = root.getElementById('open-train'), view = root.getElementById('train-view');
  const lab = root.querySelector('.layout');
  if (!button || !view || !lab || document.documentElement.dataset.embed === 'true') return null;  // not in ?embed=1
  let mounted = null;

  function show(train) {
    view.hidden = !train;
    lab.hidden = train;
    button.textContent = t(train ? 'train.toggle.back' : 'train.toggle.open');
    document.body.dataset.view = train ? 'train' : 'lab';
    if (train && !mounted) mounted = mountTrainView(view, { openInLab });
    try {  // the link says which view is open (some file:// pages may not rewrite their URL: harmless)
      const url = new URL(location.href);
      if (train) url.searchParams.set('view', 'train');
      else url.searchParams.delete('view');
      history.replaceState(history.state, '', url);
    } catch { /* the view works without it */ }
  }

  // A layer of the trained model in the lab: its input X and trained weights, at the softmax step, on `head`.
  function openInLab({ config, inputs, title, head = 0 }) {
    const full = { ...app.lab.defaultConfig(), ...config };
    const step = planStep(app.lab, full, inputs, 'softmax');
    app.store.set({ config: full, inputs: markGiven(inputs), presetId: '', item: 0, head, playing: false, progress: 1, step });
    show(false);
    app.renderNotes({ notes: [t('train.layer.note', { title })] });
    root.getElementById('stage')?.scrollIntoView?.({ block: 'start' });
  }

  button.textContent = t('train.toggle.open');  // the markup's English, in the page's language
  button.hidden = false;
  button.addEventListener('click', () => show(view.hidden));
  if (new URLSearchParams(location.search).get('view') === 'train') show(true);
  return { show, trainView: () => mounted };
}
