// The step timeline (one button per engine step, grouped) and the transport controls.
export function renderTimeline(list, steps, onPick) {
  const key = steps.map((s) => s.id).join(' ');
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
    button.title = step.title;
    button.addEventListener('click', () => onPick(index));
    item.append(button);
    list.append(item);
  });
}

export function markTimeline(list, index, progress) {
  [...list.querySelectorAll('button')].forEach((button, i) => {
    if (i === index) button.setAttribute('aria-current', 'step');
    else button.removeAttribute('aria-current');
    button.dataset.done = i < index || (i === index && progress >= 1) ? 'yes' : 'no';
  });
}

// Button text: the tensor the step makes (what a learner looks for), e.g. "Q", "scores", "Y".
function shortTitle(step) {
  const names = { Q_heads: 'Q → heads', K_heads: 'K → heads', V_heads: 'V → heads', weights: 'softmax', E: 'embed', P: 'position', M: 'mask M', masked: '+ M' };
  // FlashAttention's steps all write flash_O: name them by their tile (query tile i, key tile j).
  const tile = /^flash_(\d+)_(\d+)$/.exec(step.id);
  if (tile) return `tile ${tile[1]},${tile[2]}`;
  if (step.id === 'flash_out') return 'Z = O / l';
  return names[step.output] ?? step.output.replace('_q', ' (q)').replace('_kv', ' (kv)');
}
