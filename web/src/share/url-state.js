// The lab's state as a short string for links (#state=…) and localStorage, and back.
// Encoding: base64url of a small JSON {v, c (config fields that differ from the defaults, or from the example's), p (preset id),
// i (inputs: per tensor "p" = the preset's, or {d: [[index, value], …]} changes from the seeded/preset
// numbers, or {a: [values]} all of them), s (step id), h (head or "all"), b (item), t (theme)}.
// Decoding is defensive: only known keys with the right types are read (so "__proto__" does nothing),
// sizes are capped, and a state that the engine rejects is refused as a whole with a sentence saying why
// (in the learner's language; the lengths and limits in it as plain digits).
import { t } from '../i18n/i18n.js';
import { bytesOfBase64 } from '../engine/base64.js';
import { engineText } from '../i18n/engine-text.js';
import { f32 } from '../i18n/format.js';
import { MAX_TEXT_CHARS } from '../panels/text-cap.js';

export const STATE_VERSION = 1;
export const MAX_STATE_CHARS = 2_000_000;

// What a state may hold comes from the engine (lab.schema()): the tensors a caller may give, and the
// settings (all but keep and headRange, which are the page's and its workers' own business).
function vocabulary(schema) {
  return {
    inputNames: schema.givable,
    settings: Object.fromEntries(schema.settings.filter((s) => s.type !== 'names' && s.type !== 'range').map((s) => [s.name, s])),
    masks: (schema.masks ?? []).map((m) => m.name),
    positionals: schema.positionals ?? [],
  };
}

/** base64url of UTF-8 text, and back (no padding). */
export function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
export function fromBase64Url(code) {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error(t('share.link.characters'));
  const bytes = bytesOfBase64(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * state: the store's state; defaults: the store's defaults; presets; baseOf(name): the numbers tensor
 * `name` has without the learner's edit (the preset's, or the seeded ones), or null.
 */
export function encodeState(state, { defaults, presets, schema, baseOf, stepId }) {
  const { inputNames, settings } = vocabulary(schema);
  const out = { v: STATE_VERSION };
  const c = {};
  const preset = presets.find((p) => p.id === state.presetId);
  const from = { ...defaults.config, ...(preset?.config ?? {}) }; // only what differs from the example
  for (const key of Object.keys(settings)) {
    const value = state.config[key];
    if (value === undefined || Number.isNaN(value)) continue;
    if (JSON.stringify(value) !== JSON.stringify(from[key])) c[key] = value;
  }
  if (Object.keys(c).length) out.c = c;
  if (state.presetId) out.p = state.presetId;
  const i = {};
  for (const name of inputNames) {
    const values = state.inputs?.[name];
    if (!values) continue;
    if (preset?.inputs && preset.inputs[name] === values) { i[name] = 'p'; continue; }
    const base = baseOf(name);
    const all = Array.from(values, f32);
    if (base && base.length === values.length) {
      const d = [];
      for (let k = 0; k < values.length; k++) if (Math.fround(values[k]) !== Math.fround(base[k])) d.push([k, f32(values[k])]);
      if (d.length * 2 < all.length) { i[name] = { d, n: values.length }; continue; }
    }
    i[name] = { a: all };
  }
  if (Object.keys(i).length) out.i = i;
  if (stepId) out.s = stepId;
  if (state.head !== 0) out.h = state.head;
  if (state.item !== 0) out.b = state.item;
  if (state.theme && state.theme !== 'auto') out.t = state.theme;
  return toBase64Url(JSON.stringify(out));
}

/**
 * → {config (whole, over the defaults), presetId, inputs (spec: name → 'p' | {d, n} | {a}), stepId,
 * head, item, theme}. Throws an Error whose message a learner can read; nothing is changed here.
 */
export function decodeState(code, { defaults, presets, schema }) {
  const { inputNames, settings, masks, positionals } = vocabulary(schema);
  if (typeof code !== 'string' || !code) throw new Error(t('share.link.empty'));
  if (code.length > MAX_STATE_CHARS) throw new Error(t('share.link.tooLong', { length: String(code.length), max: String(MAX_STATE_CHARS) }));
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error(t('share.link.badCharacters'));
  let raw;
  try { raw = JSON.parse(fromBase64Url(code)); } catch (error) { throw new Error(t('share.link.unreadable', { reason: error.message.slice(0, 80) })); }
  if (!isPlainObject(raw)) throw new Error(t('share.link.notObject'));
  if (raw.v !== STATE_VERSION) throw new Error(t('share.link.version', { version: String(raw.v).slice(0, 10), current: String(STATE_VERSION) }));
  let presetId = '';
  if (raw.p !== undefined) {
    if (typeof raw.p !== 'string' || !presets.some((p) => p.id === raw.p)) throw new Error(t('share.link.noExample'));
    presetId = raw.p;
  }
  const config = { ...defaults.config, ...(presets.find((p) => p.id === presetId)?.config ?? {}) };
  if (raw.c !== undefined) {
    if (!isPlainObject(raw.c)) throw new Error(t('share.link.configNotObject'));
    for (const key of Object.keys(raw.c)) {
      if (!Object.prototype.hasOwnProperty.call(settings, key)) continue; // unknown keys (and __proto__) do nothing
      config[key] = checkField(settings[key], raw.c[key], { masks, positionals, batches: settings.batch.max });
    }
  }
  const inputs = {};
  if (raw.i !== undefined) {
    if (!isPlainObject(raw.i)) throw new Error(t('share.link.numbersNotObject'));
    for (const name of Object.keys(raw.i)) {
      if (!inputNames.includes(name)) continue;
      inputs[name] = checkInput(name, raw.i[name], presetId, presets);
    }
  }
  const stepId = raw.s === undefined ? '' : checkString('step', raw.s, 40);
  const head = raw.h === undefined ? 0 : raw.h === 'all' ? 'all' : checkInt('head', raw.h, 0, 63);
  const item = raw.b === undefined ? 0 : checkInt('item', raw.b, 0, 63);
  const theme = raw.t === undefined ? undefined : ['light', 'dark', 'auto'].includes(raw.t) ? raw.t : fail('theme');
  return { config, presetId, inputs, stepId, head, item, theme };
}

/** Turns an inputs spec into arrays; base(name) gives the numbers edits were made against. */
export function resolveInputs(spec, { presetId, presets, base }) {
  const preset = presets.find((p) => p.id === presetId);
  const inputs = {};
  for (const [name, entry] of Object.entries(spec)) {
    if (entry === 'p') {
      if (!preset?.inputs?.[name]) throw new Error(t('share.link.examplesTensor', { name }));
      inputs[name] = preset.inputs[name];
    } else if (entry.a) {
      inputs[name] = entry.a;
    } else {
      const from = base(name);
      if (!from || from.length !== entry.n) throw new Error(t('share.link.doesNotFit', { name }));
      const values = Array.from(from);
      for (const [k, v] of entry.d) {
        if (k >= values.length) throw new Error(t('share.link.doesNotFit', { name }));
        values[k] = v;
      }
      inputs[name] = values;
    }
  }
  return inputs;
}

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function fail(what) { throw new Error(t('share.link.wrongType', { what })); }
function checkInt(what, v, lo, hi) {
  if (!Number.isInteger(v) || v < lo || v > hi) throw new Error(t('share.link.wholeNumber', { what, lo: String(lo), hi: String(hi) }));
  return v;
}
function checkString(what, v, max) {
  if (typeof v !== 'string') fail(what);
  if (v.length > max) throw new Error(t('share.link.fieldTooLong', { what }));
  return v;
}
function checkNumbers(what, list, max) {
  if (!Array.isArray(list) || list.length > max) throw new Error(t('share.link.numberList', { what, max: String(max) }));
  for (const v of list) if (typeof v !== 'number' || !Number.isFinite(v)) fail(what);
  return list;
}
// Types are checked strictly, by the schema's type, and a wrong one is refused as the engine refuses it
// (lab.run's field, message key and sentence: engine.<key>); ranges are the engine's to judge: a learner's own
// out-of-range value (heads 100) is restored with the engine's message, as when it was typed.
function checkField(setting, v, { masks, positionals, batches }) {
  const { name: key, type, max } = setting;
  switch (type) {
    case 'number': if (typeof v !== 'number') refuse(key, 'reader.number', got(v)); return v;
    case 'positional': return oneOf(key, 'reader.positional', positionals, v);
    case 'flash': return checkFlash(key, v);
    case 'int': return checkWhole(setting, v);
    case 'bool': if (typeof v !== 'boolean') refuse(key, 'reader.boolean', got(v)); return v;
    case 'text': if (typeof v !== 'string') refuse(key, 'reader.text', got(v)); return checkString(key, v, MAX_TEXT_CHARS);
    case 'mask': return oneOf(key, 'reader.mask', masks, v);
    case 'ints': checkNumbers(key, v, batches); v.forEach((x) => checkInt(key, x, 0, max)); return [...v];
    case 'bits': checkNumbers(key, v, 1_000_000); if (v.some((x) => x !== 0 && x !== 1)) fail(key); return [...v];
    default: return fail(key);
  }
}
// The engine's refusal of a link's value: an Error with its field, key and values, said in the learner's language.
function refuse(field, key, values = {}) {
  const said = { key, values: { field, ...values } };
  throw Object.assign(new Error(engineText(said)), { field }, said);
}
// What a wrong value was, as the engine's refusals say it ({got}, and gotKey for the page's languages).
function got(v) {
  if (typeof v === 'string') return { got: `the text "${v.slice(0, 40)}"`, gotKey: 'got.text', gotText: v.slice(0, 40) };
  if (Array.isArray(v)) return { got: 'an array', gotKey: 'got.array' };
  if (v !== null && typeof v === 'object') return { got: 'a value of type object', gotKey: 'got.type', gotType: 'object' };
  return { got: String(v) };
}
// An "int" setting as the engine reads one: a whole number that fits an int, or, for a setting bounded past
// 2^31 − 1 (seed: any uint32), one from its min to its max.
function checkWhole({ name: key, min, max }, v) {
  if (max <= 2 ** 31 - 1) return wholeInt(key, v);
  if (!Number.isInteger(v) || v < min || v > max) refuse(key, 'reader.seed', { max: String(max), ...got(v) });
  return v;
}
function wholeInt(key, v) {
  if (!Number.isInteger(v)) refuse(key, 'reader.wholeNumber', got(v));
  if (Math.abs(v) > 2 ** 31 - 1) refuse(key, 'reader.tooLarge', got(v));
  return v;
}
// One of the schema's names (mask, positional).
function oneOf(key, refusal, names, v) {
  if (typeof v !== 'string') refuse(key, 'reader.text', got(v));
  if (!names.includes(v)) refuse(key, refusal, { names: names.join(', '), ...got(v) });
  return v;
}
// flash: false, true, or {blockQ, blockK} (whole numbers; their range is the engine's to judge).
function checkFlash(key, v) {
  if (typeof v === 'boolean') return v;
  if (!isPlainObject(v)) refuse(key, 'reader.flash', got(v));
  const out = {};
  for (const field of ['blockQ', 'blockK']) if (v[field] !== undefined) out[field] = wholeInt(`${key}.${field}`, v[field]);
  return out;
}
function checkInput(name, entry, presetId, presets) {
  if (entry === 'p') {
    if (!presets.find((p) => p.id === presetId)?.inputs?.[name]) throw new Error(t('share.link.examplesTensor', { name }));
    return 'p';
  }
  if (!isPlainObject(entry)) fail(name);
  if (entry.a !== undefined) return { a: checkNumbers(name, entry.a, 4_000_000) };
  if (!Array.isArray(entry.d) || entry.d.length > 1_000_000) fail(name);
  const n = checkInt(`${name} size`, entry.n, 1, 16_000_000);
  for (const pair of entry.d) {
    if (!Array.isArray(pair) || pair.length !== 2) fail(name);
    checkInt(`${name} index`, pair[0], 0, n - 1);
    checkNumbers(name, [pair[1]], 1);
  }
  return { d: entry.d.map(([k, v]) => [k, v]), n };
}
