// The step timeline (one button per engine step, grouped) and the transport controls.
import { t } from '../i18n/i18n.js';
import { stepTitle } from '../stage/step-titles.js';

const drawnFor = new WeakMap();  // list → [steps, config] last drawn: every animation frame renders, nothing changed

export function renderTimeline(list, steps, onPick, config) {
  const [lastSteps, lastConfig] = drawnFor.get(list) ?? [];
  if (lastSteps === steps && lastConfig === config) return;
  drawnFor.set(list, [steps, config]);
  const key = steps.map((s) => `${s.id}:${stepTitle(s, config)}`).join(' ');  // a new title (2 → 3 heads) redraws too
  if (list.dataset.steps === key) return;
  list.dataset.steps = key;
  list.replaceChildren();
  let group = null;
  steps.forEach((step, index) => {
    const item = document.createElement('li');
    if (step.group !== group) { item.className = 'group-start'; group = step.group; }
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.stepId = step.id;
    button.dataset.group = step.group;
    button.textContent = shortTitle(step);
    button.dir = 'auto';  // "Q → heads", "+ M" read left to right in a right-to-left page too
    button.title = stepTitle(step, config);
    button.addEventListener('click', () => onPick(index));
    item.append(button);
    list.append(item);
  });
}

export function markTimeline(list, index, progress) {
  // Called every animation frame: only what changes is written (a write restyles the timeline).
  [...list.querySelectorAll('button')].forEach((button, i) => {
    const current = i === index ? 'step' : null;
    if (button.getAttribute('aria-current') !== current) {
      if (current) button.setAttribute('aria-current', current); else button.removeAttribute('aria-current');
      if (current) showInRow(list, button);
    }
    const done = i < index || (i === index && progress >= 1) ? 'yes' : 'no';
    if (button.dataset.done !== done) button.dataset.done = done;
  });
}

// Where the steps are one row that scrolls sideways (a phone), the current one is scrolled into it; the page
// itself never scrolls for it (scrollIntoView would bring the row into view too).
function showInRow(list, button) {
  if (list.scrollWidth <= list.clientWidth) return;
  const row = list.getBoundingClientRect(), box = button.getBoundingClientRect();
  if (box.left < row.left || box.right > row.right) list.scrollLeft += (box.left + box.right) / 2 - (row.left + row.right) / 2;
}

// Button text: the tensor the step makes (what a learner looks for), e.g. "Q", "scores", "Y".
function shortTitle(step) {
  const names = { Q_heads: 'app.timeline.qHeads', K_heads: 'app.timeline.kHeads', V_heads: 'app.timeline.vHeads', weights: 'app.timeline.softmax', E: 'app.timeline.embed', P: 'app.timeline.position', M: 'app.timeline.mask' };
  // FlashAttention's steps all write flash_O: name them by their tile (query tile i, key tile j).
  const tile = /^flash_(\d+)_(\d+)$/.exec(step.id);
  if (tile) return t('app.timeline.tile', { i: tile[1], j: tile[2] });
  if (step.output === 'masked') return '+ M';
  if (names[step.output]) return t(names[step.output]);
  if (step.id === 'flash_out') return 'Z = O / l';
  return step.output.replace('_q', ' (q)').replace('_kv', ' (kv)');
}
