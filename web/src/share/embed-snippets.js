// The embed code for the lab as it is: a custom element and an iframe. Plain attributes (an example, or a
// sentence with its sizes) when they say it all; otherwise the whole state, encoded.

import { presetSettings } from '../state/presets.js';

/** The message an embedded frame posts with its content height (embed/page.js); the iframe snippet listens. */
export const HEIGHT_MESSAGE = 'attention-lab:height';

/** state: the store's; trace: the shown one; encoded(): the state as a link carries it. → {element, iframe}. */
/** lang: the page's language when it is not English ('' otherwise): the embed then opens in it too. */
export function embedSnippets({ state: s, trace, defaults, presets, pageUrl, elementUrl, encoded, lang = '' }) {
  const stepId = trace?.steps[s.step]?.id ?? '';
  const attrs = [];
  const preset = presets.find((p) => p.id === s.presetId);
  const edited = Object.keys(s.inputs ?? {}).length && !(s.presetId && preset?.inputs === s.inputs);
  const sameAsPreset = preset && Object.entries(presetSettings(preset, defaults.config)).every(([k, v]) => JSON.stringify(s.config[k]) === JSON.stringify(v));
  if (sameAsPreset && !edited) attrs.push(['preset', preset.id]);
  else if (!edited) {
    attrs.push(['text', s.config.text]);
    if (s.config.crossAttention) attrs.push(['source-text', s.config.sourceText]);
    attrs.push(['d-model', String(s.config.dModel)], ['heads', String(s.config.heads)], ['mask', s.config.mask]);
  }
  const simple = attrs.length && s.config.batch === defaults.config.batch || sameAsPreset;
  if (!simple || edited) attrs.splice(0, attrs.length, ['state', encoded()]);
  attrs.push(['step', stepId]);
  if (s.head !== 0) attrs.push(['head', String(s.head)]);
  if (s.item !== 0) attrs.push(['item', String(s.item)]);
  attrs.push(['controls', 'minimal']);
  if (lang) attrs.push(['lang', lang]);
  // Line breaks as &#10;: the attribute keeps them, and the snippet stays one line.
  const attr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/\r?\n/g, '&#10;');
  const script = elementUrl ?? new URL('attention-lab-element.js', pageUrl).href;
  const element = `<script src="${attr(script)}"></script>\n<attention-lab ${attrs.map(([k, v]) => `${k}="${attr(v)}"`).join(' ')}></attention-lab>`;
  const query = new URLSearchParams([['embed', '1'], ...attrs.filter(([k]) => k !== 'state')]);
  const hash = attrs.some(([k]) => k === 'state') ? `#state=${encoded()}` : '';
  // The frame tells its height (embed/page.js); the two-line script sizes it, and where a course platform strips
  // scripts the frame keeps a height that fits the lab at its default size.
  const iframe = `<iframe src="${attr(`${pageUrl}?${query}${hash}`)}" title="Attention Lab" width="100%" height="840" loading="lazy"></iframe>\n`
    + `<script>addEventListener('message', (e) => { if (e.data?.type !== '${HEIGHT_MESSAGE}') return;\n`
    + `  for (const f of document.querySelectorAll('iframe')) if (f.contentWindow === e.source) f.height = e.data.height; });</script>`;
  return { element, iframe };
}
