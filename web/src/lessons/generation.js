// Generation with a trained example in "One token at a time": which trained layer the lab shows (the
// example as it opened, or a sequence generated or typed from it), the whole model's probabilities for the
// token after a position, and the step that appends the likeliest token to the sequence and opens the layer on
// the result.

import { t } from '../i18n/i18n.js';

/** presets: the page's examples (trained ones have .trained and .open(ids)); store: the page's store. */
export function generation({ presets, store }) {
  let generated = null;  // {preset, opened}: the last sequence generated or typed, while the lab shows it

  function source() {
    const s = store.get();
    const preset = presets.find((p) => p.id === s.presetId);
    if (!preset?.trained) return null;
    if (generated?.preset === preset && s.inputs === generated.opened.inputs) return generated;
    return s.inputs === preset.inputs ? { preset, opened: preset.opened } : null;  // not if the learner edited it
  }

  function show(preset, ids) {
    const opened = preset.open(ids);
    generated = { preset, opened };
    store.set({ config: { ...store.get().config, ...opened.config }, inputs: opened.inputs });
    return ids.length - 1;
  }

  return {
    /**
     * nextTokenView's argument at position `at`, or null when the lab is not showing a trained example.
     * onShown(t') is called with the newest position after a new sequence is opened.
     */
    nextAt(at, onShown) {
      const found = source();
      if (!found) return null;
      const { preset, opened } = found;
      const top = opened.next(at), last = opened.ids.length - 1, choice = opened.next(last)[0];
      return {
        token: opened.labels[at], top, context: opened.context, full: last + 1 >= opened.context, choice,
        actual: at + 1 < opened.ids.length ? opened.labels[at + 1] : null,
        prompt: opened.codec.text(opened.ids),
        onGenerate: () => onShown(show(preset, [...opened.ids, choice.id].slice(-opened.context))),
        onPrompt(text) {
          let ids;
          try { ids = opened.codec.parse(text); } catch (error) { return error.message; }
          if (!ids.length) return t('lessons.generation.empty');
          if (ids.length > opened.context) return t('lessons.generation.tooLong', { n: opened.context, length: ids.length });
          onShown(show(preset, ids));
          return '';
        },
      };
    },
  };
}
