// The controls of today's attention variants (issue 16): positions (sinusoidal, none, RoPE with its
// base, ALiBi), the sliding window and FlashAttention's tiles. The numbers' boxes (kvHeads, window,
// ropeBase) are ordinary number fields of controls.js; this module owns the choices and the flash pair.
import { t } from '../i18n/i18n.js';
import { maskKind } from '../engine/mask-kind.js';

// RoPE and ALiBi are names; the others are words (keys of the page section).
const POSITIONAL_LABELS = {
  sinusoidal: () => t('page.inputs.positional.sinusoidal'), none: () => t('page.inputs.positional.none'), rope: () => 'RoPE', alibi: () => 'ALiBi',
};
// The tiles a learner gets on ticking the box: small enough that a short sentence has several.
const FIRST_BLOCKS = { blockQ: 4, blockK: 4 };

export function bindVariantControls(store, { schema, root = document }) {
  const $ = (id) => root.getElementById(id);
  const setConfig = (patch) => store.set({ config: { ...store.get().config, ...patch } });
  const positional = $('positional');
  for (const name of schema.positionals ?? []) {
    positional.append(Object.assign(document.createElement('option'), { value: name, textContent: POSITIONAL_LABELS[name]?.() ?? name }));
  }
  positional.addEventListener('change', (event) => setConfig({ positional: event.target.value }));
  // The tile boxes' bounds are the engine's (the flash setting's min/max bound each block).
  const flash = schema.settings.find((s) => s.name === 'flash');
  for (const id of ['flash-block-q', 'flash-block-k']) if (flash?.max !== undefined) Object.assign($(id), { min: flash.min, max: flash.max });
  $('flash').addEventListener('change', (event) => setConfig({ flash: event.target.checked ? { ...FIRST_BLOCKS } : false }));
  const block = (field) => (event) => {
    const raw = event.target.value.trim();
    const current = store.get().config.flash;
    setConfig({ flash: { ...(typeof current === 'object' && current ? current : FIRST_BLOCKS), [field]: raw === '' ? NaN : Number(raw) } });
  };
  $('flash-block-q').addEventListener('input', block('blockQ'));
  $('flash-block-k').addEventListener('input', block('blockK'));
}

// `masks` is lab.schema().masks: the window box shows for a mask that has a window, whatever its name.
export function renderVariantControls(config, root = document, masks) {
  const $ = (id) => root.getElementById(id);
  const put = (id, value) => {
    const input = $(id);
    if (root.activeElement === input || value === undefined || Number.isNaN(value)) return;
    if (input.value !== String(value)) input.value = String(value);
  };
  $('positional').value = config.positional ?? 'sinusoidal';
  $('rope-base-field').hidden = config.positional !== 'rope';
  $('window-field').hidden = !maskKind(masks, config.mask)?.sliding;
  const flash = config.flash;
  const on = flash === true || (typeof flash === 'object' && flash !== null);
  $('flash').checked = on;
  $('flash-fields').hidden = !on;
  if (typeof flash === 'object' && flash) {
    put('flash-block-q', flash.blockQ);
    put('flash-block-k', flash.blockK);
  }
}
