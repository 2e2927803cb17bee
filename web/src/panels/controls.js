// The input panel: writes the form from state, turns edits into state changes, shows engine errors
// next to the control that caused them. Typed text is never overwritten while it is being edited.
import { bindVariantControls, renderVariantControls } from './variant-controls.js';
import { capText } from './text-cap.js';
import { kvHeadOf } from '../engine/tensor.js';
import { maskKey } from '../engine/mask-kind.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';
import { engineText } from '../i18n/engine-text.js';

const NUMBER_FIELDS = {
  batch: 'batch', 'query-len': 'queryLen', 'd-model': 'dModel', heads: 'heads', 'd-k': 'dK', 'd-v': 'dV', seed: 'seed', 'd-ff': 'dFF',
  'kv-heads': 'kvHeads', window: 'window', 'rope-base': 'ropeBase',
};

export function bindControls(store, { presets, onPreset, schema, root = document }) {
  const $ = (id) => root.getElementById(id);
  // The boxes' bounds are the engine's limits (lab.schema()), so a spinner never offers a refused value.
  for (const [id, field] of Object.entries(NUMBER_FIELDS)) {
    const setting = schema.settings.find((s) => s.name === field);
    if (setting?.max !== undefined && $(id)) Object.assign($(id), { min: setting.min, max: setting.max });
  }
  const setConfig = (patch) => store.set({ config: { ...store.get().config, ...patch } });

  for (const [id, field] of Object.entries(NUMBER_FIELDS)) {
    $(id).addEventListener('input', (event) => {
      const raw = event.target.value.trim();
      const value = Number(raw);
      // An unfinished or non-integer number stays in the box; the engine explains what is wrong.
      setConfig({ [field]: raw === '' ? NaN : value });
    });
  }
  $('text').addEventListener('input', (event) => setConfig({ text: event.target.value }));
  $('source-text').addEventListener('input', (event) => setConfig({ sourceText: event.target.value }));
  capText($('text'));
  capText($('source-text'));
  $('valid-lengths').addEventListener('input', (event) => {
    const raw = event.target.value.trim();
    const values = raw === '' ? [] : raw.split(/[\s,]+/).filter(Boolean).map(Number);
    setConfig({ validLengths: values });
  });
  // The mask menu is the engine's list (lab.schema().masks), in its order, each worded by the catalog.
  $('mask').replaceChildren(...schema.masks.map(({ name }) => Object.assign(document.createElement('option'),
    { value: name, textContent: t(`page.inputs.mask.${maskKey(name)}`) })));
  $('mask').addEventListener('change', (event) => {
    const mask = event.target.value;
    setConfig({ mask });
  });
  $('cross').addEventListener('change', (event) => setConfig({ crossAttention: event.target.checked }));
  $('bias').addEventListener('change', (event) => setConfig({ bias: event.target.checked }));
  $('block').addEventListener('change', (event) => setConfig({ block: event.target.checked }));  // the rest of the block
  $('item').addEventListener('change', (event) => store.set({ item: Number(event.target.value) }));
  $('head').addEventListener('change', (event) => store.set({ head: event.target.value === 'all' ? 'all' : Number(event.target.value) }));
  $('reset-edits').addEventListener('click', () => store.set({ inputs: {} }));
  bindVariantControls(store, { schema, root });
  $('back-to-sentence').addEventListener('click', () => {
    const inputs = { ...store.get().inputs };
    for (const name of ['X', 'X_q', 'X_kv']) delete inputs[name];
    store.set({ inputs });
    $('text').focus();
  });

  const presetSelect = $('preset');
  for (const preset of presets) {
    const option = document.createElement('option');
    option.value = preset.id;
    option.textContent = preset.title;
    presetSelect.append(option);
  }
  presetSelect.addEventListener('change', (event) => {
    const preset = presets.find((p) => p.id === event.target.value);
    if (preset) onPreset(preset);
  });
}

// Writes state into the form, skipping the field that has focus (so typing is never interrupted).
// `masks` is lab.schema().masks (what each mask does: whether it has a window).
export function renderControls(state, trace, root = document, masks) {
  const $ = (id) => root.getElementById(id);
  const { config } = state;
  const put = (id, value) => {
    const input = $(id);
    if (root.activeElement === input) return;
    const text = value === undefined || Number.isNaN(value) ? input.value : String(value);
    if (input.value !== text) input.value = text;
  };
  put('text', config.text);
  // Edited numbers of X replace the sentence's: say so where the sentence is typed.
  const own = ['X', 'X_q'].some((name) => name in (state.inputs ?? {}));
  $('x-given').hidden = !own;
  $('text').setAttribute('aria-describedby', own ? 'err-text x-given' : 'err-text');
  put('source-text', config.sourceText);
  for (const [id, field] of Object.entries(NUMBER_FIELDS)) put(id, config[field]);
  put('valid-lengths', (config.validLengths ?? []).join(', '));
  $('mask').value = config.mask;
  $('cross').checked = !!config.crossAttention;
  $('bias').checked = !!config.bias;
  $('source-field').hidden = !config.crossAttention;
  $('block').checked = !!config.block;
  $('d-ff-field').hidden = !config.block;
  renderVariantControls(config, root, masks);
  if (trace?.config.block) $('d-ff').placeholder = String(trace.config.dFF);
  $('preset').value = state.presetId ?? '';
  $('reset-edits').hidden = Object.keys(state.inputs ?? {}).length === 0;
  const auto = t('page.inputs.validLengthsAuto');
  if ($('valid-lengths').placeholder !== auto || trace) $('valid-lengths').placeholder = trace ? t('page.inputs.validLengthsAutoValues', { lengths: trace.config.validLengths.join(', ') }) : auto;

  // Which item / head is shown: options follow the last valid trace.
  if (trace) {
    fillOptions($('item'), Array.from({ length: trace.config.batch }, (_, b) => [String(b), `${b}: ${trace.tokens[b].slice(0, 4).join(' ')}${trace.tokens[b].length > 4 ? ' …' : ''}`]), String(state.item));
    // With fewer key/value heads (GQA, MQA) each option says which kv head its query head reads.
    const grouped = trace.config.kvHeads > 0 && trace.config.kvHeads !== trace.config.heads;
    const headLabel = (h) => (grouped ? t('page.view.headKv', { h: shownIndex(h), kv: shownIndex(kvHeadOf(trace.config, h)) }) : t('page.view.head', { h: shownIndex(h) }));
    fillOptions($('head'), [...Array.from({ length: trace.config.heads }, (_, h) => [String(h), headLabel(h)]), ['all', t('page.view.allHeads')]], String(state.head));
  }
}

function fillOptions(select, pairs, value) {
  const key = JSON.stringify(pairs);
  if (select.dataset.options !== key) {
    select.replaceChildren(...pairs.map(([v, label]) => Object.assign(document.createElement('option'), { value: v, textContent: label })));
    select.dataset.options = key;
  }
  select.value = value;
}

// One message per field; the control points at it with aria-describedby (set in index.html).
export function renderError(error, root = document) {
  for (const node of root.querySelectorAll('[data-error-for]')) {
    const field = node.dataset.errorFor;
    const mine = error && (error.field === field || (field === 'inputs' && error.field.startsWith('inputs'))
      || (field === 'config' && !root.querySelector(`[data-error-for="${CSS.escape(error.field)}"]`) && !error.field.startsWith('inputs')));
    node.textContent = mine ? engineText(error) : '';
    const control = node.id && root.querySelector(`[aria-describedby~="${node.id}"]`);
    if (control) control.setAttribute('aria-invalid', mine ? 'true' : 'false');
  }
}
