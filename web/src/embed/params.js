// The embed vocabulary, shared by <attention-lab> attributes and the iframe's ?embed=1&… parameters:
// preset, text, source-text, mask, heads, d-model, kv-heads, positional, window, step, head, item, controls,
// autoplay, theme, state — and lang, read before anything is built (embedLanguage).
// → {patch (store fields), stepId, controls, autoplay, state (an encoded #state string), problems}.
// Values are checked here; what the engine must judge (heads vs d-model) is judged by the engine.
// Problems are sentences in the page's language; attribute names and values stay as the author wrote them.
// text and source-text carry their lines as real line breaks (a newline in the attribute, &#10; in HTML, %0A in
// the iframe's address): no escape, so a sentence may hold a literal backslash-n.
import { chooseLanguage, t } from '../i18n/i18n.js';

export const EMBED_ATTRIBUTES = ['preset', 'text', 'source-text', 'mask', 'heads', 'd-model', 'kv-heads', 'positional', 'window', 'step', 'head', 'item', 'controls', 'autoplay', 'theme', 'state'];

/**
 * The language an embed shows: ?lang= in the host page's address, else `attribute` (the lang of the
 * <attention-lab> element or of its nearest ancestor that has one, as HTML defines an element's language),
 * else English. The iframe (index.html?embed=1&lang=…) reads its ?lang= itself (i18n.js, pageLanguage).
 */
export function embedLanguage(search, attribute) {
  return chooseLanguage({ search, attribute });
}

export function embedOptions(get, { lab, presets }) {
  const problems = [];
  const preset = get('preset') ? presets.find((p) => p.id === get('preset')) : null;
  if (get('preset') && !preset) problems.push(t('share.embed.noExample', { name: get('preset').slice(0, 40) }));
  const config = { ...lab.defaultConfig(), ...(preset ? preset.config : { text: 'I like cats' }) };
  const text = get('text');
  if (text != null) config.text = text.slice(0, 20000);
  const source = get('source-text');
  if (source != null) { config.sourceText = source.slice(0, 20000); config.crossAttention = true; }
  const mask = get('mask');
  const schema = lab.schema(), masks = schema.masks.map((m) => m.name);
  if (mask != null) {
    if (masks.includes(mask)) config.mask = mask;
    else problems.push(t('share.embed.mask', { list: masks.join(', ') }));
  }
  // Plain decimal digits only: Number() would also read "0x10" as 16, "1e3" as 1000 and " 8" as 8.
  const whole = (raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : NaN);
  // The smallest value each setting takes is the schema's (kvHeads 0 = heads); the rest of its range, and its
  // fit with heads, the engine judges.
  const least = (key) => schema.settings.find((s) => s.name === key).min;
  for (const [name, key] of [['heads', 'heads'], ['d-model', 'dModel'], ['window', 'window']]) {
    const raw = get(name);
    if (raw == null) continue;
    const value = whole(raw);
    if (value >= least(key)) config[key] = value;
    else problems.push(t('share.embed.whole', { name }));
  }
  // Issue 16: key/value heads (0 = heads) and the position scheme.
  const kvHeads = get('kv-heads');
  if (kvHeads != null) {
    if (whole(kvHeads) >= least('kvHeads')) config.kvHeads = whole(kvHeads);
    else problems.push(t('share.embed.kvHeads'));
  }
  const positional = get('positional');
  const positionals = schema.positionals;
  if (positional != null) {
    if (positionals.includes(positional)) config.positional = positional;
    else problems.push(t('share.embed.positional', { list: positionals.join(', ') }));
  }
  // Given matrices only fit the example's own sizes and text.
  const keepsInputs = preset?.inputs && text == null && source == null && ['heads', 'd-model', 'kv-heads'].every((name) => get(name) == null);
  const patch = { config, inputs: keepsInputs ? preset.inputs : {}, presetId: keepsInputs || (preset && !preset.inputs) ? preset.id : '', progress: 1, playing: false };
  const head = get('head');
  if (head != null) {
    if (head === 'all') patch.head = 'all';
    else if (whole(head) < config.heads) patch.head = whole(head);
    else problems.push(t('share.embed.head', { last: String(config.heads - 1), n: config.heads }));
  }
  const item = get('item');
  if (item != null) {
    if (whole(item) < config.batch) patch.item = whole(item);
    else problems.push(t('share.embed.item', { last: String(config.batch - 1), n: config.batch }));
  }
  const theme = get('theme');
  if (theme != null) {
    if (['light', 'dark', 'auto'].includes(theme)) patch.theme = theme;
    else problems.push(t('share.embed.theme'));
  }
  const controls = ['full', 'minimal', 'none'].includes(get('controls')) ? get('controls') : 'full';
  const autoplay = get('autoplay') != null && get('autoplay') !== 'false';
  return { patch, stepId: get('step') ?? preset?.step ?? '', controls, autoplay, state: get('state') ?? '', problems, preset: keepsInputs || (preset && !preset.inputs) ? preset : null };
}
