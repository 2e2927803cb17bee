// Appended to the module (--post-js): a caller's arguments read into plain values before any of them
// enters wasm. Embind would read them with callbacks into JavaScript while wasm frames are live, and a
// caller's getter, Proxy trap or valueOf that throws there leaks the stack for good; a value that is not
// what it claims (null read as 0, '0.5' as a number, a hole shifting later values) would be coerced
// silently. Here each is checked, named, and refused with a RangeError whose `field` says where.

// (No object spread in these post-js files: Emscripten's minifier cannot read it.)
// The catalog's English for `key` (engineWords, generated from web/src/i18n/en.js's engine section, the one
// copy), filled with `values` as config.cpp's say fills it: the plural form by {n}; a value named xKey fills {x}
// with its own key's sentence. The key itself where the catalog lacks it.
function english(key, values) {
  const form = (k) => {
    const words = engineWords[k];
    return words === undefined || typeof words === 'string' ? words : (values.n === '1' && words.one) || words.other;
  };
  const fill = (sentence, filling) => sentence.replace(/\{(\w+)\}/g, (whole, name) => (name in filling ? filling[name] : whole));
  const sentence = form(key);
  if (sentence === undefined) return key;
  const all = Object.assign({}, values);
  for (const name of Object.keys(values))
    if (name.length > 3 && name.endsWith('Key') && form(values[name]) !== undefined) all[name.slice(0, -3)] = fill(form(values[name]), values);
  return fill(sentence, all);
}

// A refusal said as the engine says its own (config.hpp's Message): key and values (as text) for the page to
// say it in the learner's language (engine.<key>), and the catalog's English as its message.
function said(field, key, values = {}) {
  const text = {};
  for (const name of Object.keys(values)) text[name] = String(values[name]);
  return Object.assign(new RangeError(english(key, text)), {field, key, values: text});
}

// Runs `read`; a caller's exception inside it becomes a RangeError naming what was being read.
function guarded(field, read) {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError && error.field) throw error;
    throw said(field, 'args.unreadable', {field, reason: String(error && error.message || error).slice(0, 80)});
  }
}

// The most values one tensor or list may hold: the engine's limit (2^28 floats, 1 GB), read from its schema.
const maxValues = () => Module['schema']().limits.maxValues;
const MAX_RANK = 4;

// A typed array's real length (its internal slot), by %TypedArray%.prototype's own getter as it was when the
// module loaded: a subclass's getter or a defineProperty may say another `length`.
const typedLength = Function.prototype.call.bind(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'length').get);

const isNumericView = (x) => ArrayBuffer.isView(x) && !(x instanceof DataView) &&
  !(typeof BigInt64Array === 'function' && (x instanceof BigInt64Array || x instanceof BigUint64Array));

// Lone UTF-16 surrogates become U+FFFD: crossing into wasm, one would swallow the character after it.
function wellFormed(text) {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * A tensor argument → {shape, data: Float32Array}: {shape, data} (a trace tensor), a typed array (flat), or
 * nested arrays of numbers (rows of equal length). `label` names it in messages ("W_q"), `field` in errors.
 */
function readTensor(field, label, value) {
  if (isNumericView(value)) {  // copied by its real length; its `length` (a getter a caller may redefine) is never read
    const data = new Float32Array(value);
    return {shape: [typedLength(data)], data};
  }
  if (Array.isArray(value)) {
    const shape = [];
    for (let level = value; Array.isArray(level); level = level[0]) {
      if (shape.length === MAX_RANK) throw said(field, 'args.nested', {name: label, max: MAX_RANK});
      if (level.length === 0) throw said(field, 'args.emptyRow', {name: label});
      shape.push(level.length);
    }
    const count = shape.reduce((a, b) => a * b, 1);
    if (count > maxValues()) throw said(field, 'reader.tooMany', {field: label, count});
    const data = new Float32Array(count);
    let n = 0;
    const walk = (level, depth, where) => {
      if (depth === shape.length) {
        if (typeof level !== 'number') throw said(field, 'args.notNumber', Object.assign({name: label, where}, got(level)));
        data[n++] = level;
        return;
      }
      if (!Array.isArray(level) || level.length !== shape[depth])
        throw said(field, 'args.ragged', {name: label, where, n: shape[depth]});
      for (let i = 0; i < level.length; i++) {
        if (!(i in level)) throw said(field, 'args.hole', {name: label, where, index: i});
        walk(level[i], depth + 1, `${where}[${i}]`);
      }
    };
    walk(value, 0, '');
    return {shape, data};
  }
  if (value && typeof value === 'object' && 'data' in value) {
    const shape = Array.isArray(value.shape) ? Array.from(value.shape) : null;
    if (!shape || shape.length < 1 || shape.length > MAX_RANK || !shape.every((n) => Number.isInteger(n) && n >= 1))
      throw said(field, 'args.shape', {name: label, max: MAX_RANK});
    const count = shape.reduce((a, b) => a * b, 1);
    if (count > maxValues()) throw said(field, 'reader.tooMany', {field: label, count});
    const flat = readTensor(field, `${label}.data`, value.data);
    if (flat.shape.length !== 1 || flat.data.length !== count)
      throw said(field, 'args.flatData', {name: label, count: flat.data.length, axes: flat.shape.length, shape: shape.join('×'), needed: count});
    return {shape, data: flat.data};
  }
  throw said(field, 'args.tensor', Object.assign({name: label}, got(value)));
}

// What a wrong value was, as {got} (English) with the key that says it in other languages (engine.got.*).
function got(value) {
  if (typeof value === 'string') return {got: describe(value), gotKey: 'got.text', gotText: value.slice(0, 20)};
  if (value && typeof value === 'object') return {got: describe(value), gotKey: Array.isArray(value) ? 'got.list' : 'got.object'};
  if (value === null || value === undefined) return {got: describe(value)};
  return {got: describe(value), gotKey: 'got.a', gotType: typeof value};
}

function describe(value) {
  if (value === null) return 'null';
  if (typeof value === 'string') return `the text "${value.slice(0, 20)}"`;
  if (typeof value === 'object') return Array.isArray(value) ? 'a list' : 'an object';
  return typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`;
}

// A list setting (validLengths, customMask, keep) as a plain array, each element checked by `ok`.
// `what` is said by the key list.<key> (whatKey).
function readList(key, value, ok, what) {
  const list = isNumericView(value) ? Array.from(new Float64Array(value)) : value;
  const kind = {field: key, what, whatKey: `list.${key}`};
  if (!Array.isArray(list)) throw said(key, 'args.list', Object.assign({}, kind, got(value)));
  if (list.length > maxValues()) throw said(key, 'reader.tooMany', {field: key, count: list.length});
  const out = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    if (!(i in list)) throw said(key, 'args.listHole', {field: key, index: i});
    const x = list[i];
    if (!ok(x)) throw said(key, 'args.listItem', Object.assign({index: i}, kind, typeof x === 'number' ? {got: x} : got(x)));
    out[i] = typeof x === 'string' ? wellFormed(x) : x;
  }
  return out;
}

// The list types of the engine's schema (a setting's type says which it is): what each element must be, and
// how the refusal says it.
const LIST_TYPES = {
  ints: [(x) => typeof x === 'number' && Number.isInteger(x), 'whole numbers, one per batch item'],
  bits: [(x) => x === 0 || x === 1, '0 and 1 only: use 1 where a query may attend and 0 where not'],
  names: [(x) => typeof x === 'string', 'tensor names'],
  range: [(x) => typeof x === 'number' && Number.isInteger(x), 'two whole numbers, [from, to]'],
};

// The schema's type of setting `key` ('int', 'ints', 'flash', …), or undefined for a name that is no setting.
function settingType(key) {
  const setting = Module['schema']().settings.find((s) => s.name === key);
  return setting && setting.type;
}

/** A config (or lab.step's options) as a fresh object of plain values; the engine checks what they mean. */
function readConfig(config, field = 'config') {
  if (config === undefined || config === null) return {};
  if (typeof config !== 'object' || Array.isArray(config)) return config;  // a primitive: the engine names it
  const out = {};
  for (const key of guarded(field, () => Object.keys(config))) {
    // "__proto__" or "constructor" as a key (from JSON.parse) is no setting, and must not reach a prototype.
    if (key in Object.prototype) throw said(`${field}.${key}`, 'args.notSetting', {key});
    const value = guarded(key, () => config[key]);
    if (value === undefined) continue;
    const type = settingType(key);
    if (LIST_TYPES[type]) out[key] = guarded(key, () => readList(key, value, ...LIST_TYPES[type]));
    else if (type === 'flash' && value && typeof value === 'object' && !Array.isArray(value)) out[key] = guarded(key, () => readFlash(value));
    else if (typeof value === 'string') out[key] = wellFormed(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else throw said(key, 'args.settingType', Object.assign({field: key}, got(value)));
  }
  return out;
}

// flash: {blockQ, blockK} as a fresh object of plain values (the engine checks the ranges and names).
function readFlash(value) {
  const out = {};
  for (const key of Object.keys(value)) {
    if (key in Object.prototype) throw said(`flash.${key}`, 'args.notFlashSetting', {key});
    const x = value[key];
    if (typeof x !== 'number') throw said(`flash.${key}`, 'reader.wholeNumber', Object.assign({field: `flash.${key}`}, got(x)));
    out[key] = x;
  }
  return out;
}

/** lab.run's inputs → {name: Float32Array}, each read by readTensor. */
function readInputs(inputs) {
  if (inputs === undefined || inputs === null) return {};
  if (typeof inputs !== 'object' || Array.isArray(inputs)) throw said('inputs', 'args.inputs', got(inputs));
  const out = {};
  for (const name of guarded('inputs', () => Object.keys(inputs))) {
    const field = `inputs.${name}`;
    if (name in Object.prototype) throw said(field, 'args.notInput', {name});
    const value = guarded(field, () => inputs[name]);
    if (value !== undefined) out[name] = guarded(field, () => readTensor(field, name, value)).data;
  }
  return out;
}
