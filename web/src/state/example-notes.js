// An example's description sits under the picker; its notes (including where the source text's
// arithmetic is wrong, with the true values) get their own panel under the explanation.
// Once the learner changes a setting or a number the example fixed, its description and notes describe
// something else: say what it was modified from, and stop showing claims that no longer hold.
import { t } from '../i18n/i18n.js';
import { presetSettings } from './presets.js';

export function renderNotes(preset, $, modified = false) {
  const notes = modified ? [] : preset?.notes ?? [];
  $('preset-description').textContent = !preset ? '' : modified
    ? t('app.notes.modified', { title: preset.title })
    : preset.description ?? '';
  $('preset-notes').replaceChildren(...notes.map((note) => Object.assign(document.createElement('li'), { textContent: note })));
  $('example-notes').hidden = notes.length === 0;
}

/** → render(state): the chosen example's notes, drawn again only when the example, configuration or numbers change. */
export function exampleNotes(presets, $, defaults) {
  // Whether the configuration or the numbers still are the chosen example's (its notes hold only then).
  let notesKey = '', notesFor = null;
  return function render(state) {
    // On every frame while playing: only a change of example, configuration or numbers is looked at.
    if (notesFor && notesFor.config === state.config && notesFor.inputs === state.inputs && notesFor.presetId === state.presetId) return;
    notesFor = state;
    const preset = presets.find((p) => p.id === state.presetId);
    const modified = Boolean(preset) && (Object.entries(presetSettings(preset, defaults)).some(([key, value]) => JSON.stringify(state.config[key]) !== JSON.stringify(value))
      || (preset.inputs ? state.inputs !== preset.inputs : Object.keys(state.inputs ?? {}).length > 0));
    const key = `${state.presetId}|${modified}`;
    if (key !== notesKey && preset) renderNotes(preset, $, modified);
    notesKey = key;
  };
}
