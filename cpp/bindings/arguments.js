// Appended to the module (--post-js): a caller's arguments read into plain values before any of them
// enters wasm. Embind would read them with callbacks into JavaScript while wasm frames are live, and a
// caller's getter, Proxy trap or valueOf that throws there leaks the stack for good; a value that is not
// what it claims (null read as 0, '0.5' as a number, a hole shifting later values) would be coerced
// silently. Here each is checked, named, and refused with a RangeError whose `field` says where.

function refusal(field, message) {
  return Object.assign(new RangeError(message), {field});
}

// Runs `read`; a caller's exception inside it becomes a RangeError naming what was being read.
function guarded(field, read) {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError && error.field) throw error;
    throw refusal(field, `${field} could not be read: ${String(error && error.message || error).slice(0, 80)}`);
  }
}

const MAX_VALUES = 2 ** 28;  // one tensor: 1 GB of float32, the engine's memory limit
const MAX_RANK = 4;

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
  if (isNumericView(value)) return {shape: [value.length], data: new Float32Array(value)};  // the real length, not a faked one
  if (Array.isArray(value)) {
    const shape = [];
    for (let level = value; Array.isArray(level); level = level[0]) {
      if (shape.length === MAX_RANK) throw refusal(field, `${label} is nested more than ${MAX_RANK} deep`);
      if (level.length === 0) throw refusal(field, `${label} has an empty row`);
      shape.push(level.length);
    }
    const count = shape.reduce((a, b) => a * b, 1);
    if (count > MAX_VALUES) throw refusal(field, `${label} has far too many values (${count})`);
    const data = new Float32Array(count);
    let n = 0;
    const walk = (level, depth, where) => {
      if (depth === shape.length) {
        if (typeof level !== 'number') throw refusal(field, `${label}${where} is ${describe(level)}, not a number`);
        data[n++] = level;
        return;
      }
      if (!Array.isArray(level) || level.length !== shape[depth])
        throw refusal(field, `${label}${where} should be a list of ${shape[depth]}: every row of ${label} must be the same length`);
      for (let i = 0; i < level.length; i++) {
        if (!(i in level)) throw refusal(field, `${label}${where}[${i}] is missing (a hole in the array)`);
        walk(level[i], depth + 1, `${where}[${i}]`);
      }
    };
    walk(value, 0, '');
    return {shape, data};
  }
  if (value && typeof value === 'object' && 'data' in value) {
    const shape = Array.isArray(value.shape) ? Array.from(value.shape) : null;
    if (!shape || shape.length < 1 || shape.length > MAX_RANK || !shape.every((n) => Number.isInteger(n) && n >= 1))
      throw refusal(field, `${label}.shape must list 1 to ${MAX_RANK} whole sizes of at least 1`);
    const count = shape.reduce((a, b) => a * b, 1);
    if (count > MAX_VALUES) throw refusal(field, `${label} has far too many values (${count})`);
    const flat = readTensor(field, `${label}.data`, value.data);
    if (flat.shape.length !== 1 || flat.data.length !== count)
      throw refusal(field, `${label}.data holds ${flat.data.length} numbers in ${flat.shape.length} axes; shape ${shape.join('×')} needs ${count} in a flat list`);
    return {shape, data: flat.data};
  }
  throw refusal(field, `${label} must be an array of numbers (nested by rows), a Float32Array, or {shape, data}; got ${describe(value)}`);
}

function describe(value) {
  if (value === null) return 'null';
  if (typeof value === 'string') return `the text "${value.slice(0, 20)}"`;
  if (typeof value === 'object') return Array.isArray(value) ? 'a list' : 'an object';
  return typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`;
}

// A list setting (validLengths, customMask, keep) as a plain array, each element checked by `ok`.
function readList(key, value, ok, what) {
  const list = isNumericView(value) ? Array.from(new Float64Array(value)) : value;
  if (!Array.isArray(list)) throw refusal(key, `${key} must be a list of ${what}; got ${describe(value)}`);
  if (list.length > MAX_VALUES) throw refusal(key, `${key} has far too many values (${list.length})`);
  const out = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    if (!(i in list)) throw refusal(key, `${key}[${i}] is missing (a hole in the list)`);
    const x = list[i];
    if (!ok(x)) throw refusal(key, `${key}[${i}] is ${typeof x === 'number' ? x : describe(x)}; ${key} holds ${what}`);
    out[i] = typeof x === 'string' ? wellFormed(x) : x;
  }
  return out;
}

const LIST_SETTINGS = {
  validLengths: [(x) => typeof x === 'number' && Number.isInteger(x), 'whole numbers, one per batch item'],
  customMask: [(x) => x === 0 || x === 1, '0 and 1 only: use 1 where a query may attend and 0 where not'],
  keep: [(x) => typeof x === 'string', 'tensor names'],
};

/** A config (or lab.step's options) as a fresh object of plain values; the engine checks what they mean. */
function readConfig(config, field = 'config') {
  if (config === undefined || config === null) return {};
  if (typeof config !== 'object' || Array.isArray(config)) return config;  // a primitive: the engine names it
  const out = {};
  for (const key of guarded(field, () => Object.keys(config))) {
    // "__proto__" or "constructor" as a key (from JSON.parse) is no setting, and must not reach a prototype.
    if (key in Object.prototype) throw refusal(`${field}.${key}`, `"${key}" is not a setting`);
    const value = guarded(key, () => config[key]);
    if (value === undefined) continue;
    if (LIST_SETTINGS[key]) out[key] = guarded(key, () => readList(key, value, ...LIST_SETTINGS[key]));
    else if (key === 'flash' && value && typeof value === 'object' && !Array.isArray(value)) out[key] = guarded(key, () => readFlash(value));
    else if (typeof value === 'string') out[key] = wellFormed(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else throw refusal(key, `${key} must be a number, text or true/false; got ${describe(value)}`);
  }
  return out;
}

// flash: {blockQ, blockK} as a fresh object of plain values (the engine checks the ranges and names).
function readFlash(value) {
  const out = {};
  for (const key of Object.keys(value)) {
    if (key in Object.prototype) throw refusal(`flash.${key}`, `"${key}" is not a flash setting`);
    const x = value[key];
    if (typeof x !== 'number') throw refusal(`flash.${key}`, `flash.${key} must be a whole number; got ${describe(x)}`);
    out[key] = x;
  }
  return out;
}

/** lab.run's inputs → {name: Float32Array}, each read by readTensor. */
function readInputs(inputs) {
  if (inputs === undefined || inputs === null) return {};
  if (typeof inputs !== 'object' || Array.isArray(inputs)) throw refusal('inputs', `inputs must be an object of tensors by name, e.g. {W_q: […]}; got ${describe(inputs)}`);
  const out = {};
  for (const name of guarded('inputs', () => Object.keys(inputs))) {
    const field = `inputs.${name}`;
    if (name in Object.prototype) throw refusal(field, `"${name}" is not an input the engine takes`);
    const value = guarded(field, () => inputs[name]);
    if (value !== undefined) out[name] = guarded(field, () => readTensor(field, name, value)).data;
  }
  return out;
}
