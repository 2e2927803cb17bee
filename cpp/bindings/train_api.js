// Appended to the module after api.js: lab.train(settings) and lab.loadModel(bytes), the trainer object
// of issue 13 (pinned names: step, evaluate, trace, generate, save). Settings are checked here, so a
// learner's typo is named before anything reaches the engine; the engine's own refusals come back as
// RangeErrors naming the field. A trainer's memory is freed when its object is collected (or by free()).

// The training settings (name, type, bounds, default) are the engine's table: lab.schema().trainSettings,
// read from cpp/train/trainer.hpp's TrainConfig and TrainLimits. Nothing here repeats them.
const trainSettings = () => Module['schema']().trainSettings;

const trainersToFree = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((id) => Module['trainFree'](id)) : null;

// A setting of the wrong kind, by its schema type: the key and English of its refusal ({field} must be …; got {got}).
const KIND_REFUSALS = {int: 'reader.wholeNumber', task: 'reader.text', bool: 'reader.boolean', number: 'trainApi.finite'};
const KIND_CHECKS = {
  int: Number.isInteger,
  task: (x) => typeof x === 'string',
  bool: (x) => typeof x === 'boolean',
  number: Number.isFinite,
};

// A trainer call's options (or lab.train's settings) as a fresh object of plain values, each read once and
// here, before anything enters wasm (a getter that throws becomes a RangeError naming it, as in arguments.js);
// null and undefined are {}, as lab.run takes them.
function readOptions(options, field, key) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) throw said(field, key, Object.assign({field}, got(options)));
  const out = Object.create(null);  // "__proto__" as a key stays a key
  for (const name of guarded(field, () => Object.keys(options))) out[name] = guarded(name, () => options[name]);
  return out;
}

// Each setting given (read by readOptions), checked by its type and whole-number bounds from the schema (the
// trainer judges lr and weightDecay, whose bounds mean more than a range), over the schema's defaults.
function checkedTrainSettings(settings) {
  const table = trainSettings(), out = {};
  for (const s of table) out[s.name] = s.default;
  for (const key of Object.keys(settings)) {
    const value = settings[key];
    if (key === 'text') continue;
    const s = table.find((x) => x.name === key);
    if (!s) throw said(key, 'trainApi.notSetting', {key, names: table.map((x) => x.name).join(', ')});
    if (!KIND_CHECKS[s.type](value)) throw said(key, KIND_REFUSALS[s.type], {field: key, got: String(value).slice(0, 40)});
    if (s.type === 'int' && !(value >= s.min && value <= s.max))
      throw said(key, 'train.range', {field: key, value, lo: s.min, hi: s.max});
    out[key] = value;
  }
  return out;
}

// ablate: [[layer, head], …] → [layer, head, layer, head, …], a fresh list of numbers, each read once (a pair
// that changes between two reads cannot knock out one head and report another); the engine judges whether
// the model has them (read_ablation) and refuses the rest.
function ablationList(ablate) {
  if (ablate === undefined) return [];
  return guarded('ablate', () => {
    if (!Array.isArray(ablate) || ablate.length > maxValues()) throw said('ablate', 'trainApi.ablate');
    const flat = [];
    for (let i = 0, n = ablate.length; i < n; i++) {
      const pair = ablate[i];
      if (!Array.isArray(pair) || pair.length !== 2) throw said('ablate', 'trainApi.ablate');
      const layer = pair[0], head = pair[1];
      if (typeof layer !== 'number' || typeof head !== 'number') throw said('ablate', 'trainApi.ablate');
      flat.push(layer, head);
    }
    return flat;
  });
}

// A layer's weights are the model's, not copied into every layer's trace: attached to the trace here as lab.run
// gives them. A model that cannot change (a file's) reads each when first asked (GPT-2 small: 9 MB a layer);
// one that trains copies them now, since its next step changes them.
const LAYER_PARAMETERS = ['W_q', 'W_k', 'W_v', 'W_o', 'b_q', 'b_k', 'b_v', 'b_o'];
function attachParameters(tensors, read, now) {
  for (const name of LAYER_PARAMETERS) {
    const own = (value) => Object.defineProperty(tensors, name, {value, enumerable: true, configurable: true, writable: true});
    if (now) own(read(name));
    else Object.defineProperty(tensors, name, {enumerable: true, configurable: true, get: () => own(read(name))[name]});
  }
}

function makeTrainer(answer) {
  const id = answered(answer);
  let freed = false;
  const live = () => {
    if (freed) throw said('trainer', 'trainApi.freed');
    return id;
  };
  const info = () => Module['trainInfo'](live());
  // What never changes for a model (only its step count does), read once instead of on every call; the text
  // task's alphabet as its characters (code points: "é" and "😀" are one token each).
  const {vocab, context, layers, heads, task, alphabet: letters} = info(), alphabet = letters ? Array.from(letters) : null;
  // A token count outside 1…context (a sequence's, a probe's), refused in these words.
  const countRefused = (field, count) =>
    said(field, 'trainApi.tokenCount', {context, count});
  // Tokens are ids; for the text task a string is read character by character.
  const idsOf = (tokens) => {
    if (typeof tokens === 'string' && alphabet) {
      return [...tokens].map((ch) => {
        const i = alphabet.indexOf(ch);
        if (i < 0) throw said('tokens', 'trainApi.alphabet', {char: ch});
        return i;
      });
    }
    if (!Array.isArray(tokens) && !ArrayBuffer.isView(tokens))
      throw said('tokens', 'trainApi.tokens');
    const ids = Array.from(tokens);
    if (ids.length < 1 || ids.length > context)
      throw countRefused('tokens', ids.length);
    ids.forEach((t, i) => {
      if (!Number.isInteger(t) || t < 0 || t >= vocab)
        throw said('tokens', 'trainApi.tokenId', {index: i, got: String(t).slice(0, 20), max: vocab - 1});
    });
    return ids;
  };
  const labelsOf = (ids) => ids.map((t) => (alphabet ? alphabet[t] : String(t)));
  // Which rows of a (T × vocab) list a trace returns: 'last' the last row only (a GPT-2 vocabulary is 50,257
  // wide), any other true value every row. → {shape: [rows, vocab], first: the first row's position, data}.
  const rowsOf = (which, rows, T) => {
    const first = rows === 'last' ? T - 1 : 0;
    return {shape: [T - first, vocab], first, data: Float32Array.from(Module['trainTraceRows'](live(), which, first, T, vocab))};
  };
  // Tensor names for a layer's trace: a list of strings, read once.
  const namesOf = (tensors) => guarded('tensors', () => {
    if (!Array.isArray(tensors) || tensors.length > 1000 || !tensors.every((x) => typeof x === 'string')) throw said('tensors', 'trainApi.tensors');
    return tensors.slice();
  });
  // {layers, tokens, logits (T × vocab), sentence: {loss, accuracy} of predicting each token from those before it
  // (nulls for one token), reused: how many first rows were the trainer's last trace's (a sentence beginning as the
  // last one did: its shared tokens', but for up to three, Model::forward_reusing), not computed again}. Options:
  // probs, the engine's softmax of the logits, and logits: 'last' or true (rows as rowsOf; logits default to every
  // row); tensors: the names each layer's trace holds (default all of them); sentence: false when its loss is not
  // needed (then with logits and probs of the last row at most, only that row is unembedded, and sentence is
  // null until a trace of the same tokens asks for it), or a number n: of the rows such a trace left waiting,
  // the last n now (sentence stays null while any wait: a caller keeps its thread free between pieces);
  // onLayer(l, layer): each layer as soon as it is made.
  const trace = (tokens, options) => {
    const {ablate, probs, logits = true, tensors, sentence = true, onLayer} = readOptions(options, 'options', 'trainApi.options');
    const ids = idsOf(tokens), knockedOut = ablationList(ablate), names = tensors === undefined ? null : namesOf(tensors);
    if (typeof sentence !== 'boolean' && !(Number.isInteger(sentence) && sentence >= 1))
      throw said('sentence', 'trainApi.sentence', {got: String(sentence).slice(0, 40)});
    if (onLayer !== undefined && typeof onLayer !== 'function') throw said('onLayer', 'trainApi.onLayer');
    const everyRow = logits === true || probs === true;  // asked for: then every row is computed, whatever sentence says
    const lastOnly = sentence === false && !everyRow, waitingRows = typeof sentence === 'number' && !everyRow ? sentence : 0;  // 0: all
    // Each layer says which of its heads were knocked out (their columns of concat and Z are zeros): the list
    // the engine accepted, read once.
    const out = [];
    const layerOf = (l) => {
      const ablated = knockedOut.filter((x, i) => i % 2 === 1 && knockedOut[i - 1] === l);
      const layer = Object.assign(answered(Module['trainTraceLayer'](live(), l, names)), {tokens: [labelsOf(ids)], ablated});
      attachParameters(layer.tensors, (name) => answered(Module['trainLayerParameter'](live(), l, name)), task !== 'pretrained');
      return layer;
    };
    // A listener's error waits for the engine's pass to end (thrown through it, the pass would stop half made).
    let heard = null;
    const told = onLayer && ((l) => {
      if (heard) return;
      try { onLayer(l, out[l] = layerOf(l)); } catch (error) { heard = {error}; }
    });
    const {layers, reused} = answered(Module['trainTrace'](live(), ids, knockedOut, lastOnly, waitingRows, told || null));
    if (heard) throw heard.error;
    // A trace reused whole (the same tokens) made no layer: the listener hears them now.
    for (let l = 0; l < layers; l++) {
      if (out[l]) continue;
      if (told) told(l);
      else out[l] = layerOf(l);
    }
    if (heard) throw heard.error;
    const result = {layers: out, tokens: ids, reused, sentence: Module['trainTraceNext'](live())};
    if (logits) result.logits = rowsOf('logits', logits, ids.length);
    if (probs) result.probs = rowsOf('probs', probs, ids.length);
    return result;
  };
  const trainer = {
    get config() { return info(); },
    step(n = 1) {
      if (task === 'pretrained') throw said('trainer', 'trainApi.pretrained');
      if (!Number.isInteger(n) || n < 1 || n > 100000) throw said('n', 'trainApi.steps');
      return answered(Module['trainStep'](live(), n));
    },
    evaluate(options) {
      const {ablate} = readOptions(options, 'options', 'trainApi.options');
      return answered(Module['trainEvaluate'](live(), ablationList(ablate)));
    },
    headScores(options) {
      const {ablate} = readOptions(options, 'options', 'trainApi.options');
      const s = answered(Module['trainHeadScores'](live(), ablationList(ablate)));
      const grid = (xs) => Array.from({length: layers}, (_, l) => xs.slice(l * heads, (l + 1) * heads));
      return {previous: grid(s.previous), induction: grid(s.induction)};
    },
    trace,
    // The task's fixed probe sequence (the engine's generator; the train view traces it): `length` tokens,
    // from 1 to the context; [] for a task without one (text: the page's own text is its probe; a model from a file).
    probe(length = info().seqLen) {
      if (!Number.isInteger(length) || length < 1 || length > context)
        throw countRefused('length', String(length).slice(0, 20));
      return Module['trainProbe'](live(), length);
    },
    generate(prompt, n = 1) {
      if (!Number.isInteger(n) || n < 0 || n > 1000) throw said('n', 'trainApi.generate');
      const ids = idsOf(prompt);
      const added = Module['trainGenerate'](live(), ids, n);
      const all = ids.concat(added);
      const window = all.slice(-context);  // each new token's attention, over the context it saw last
      return {tokens: added, text: alphabet ? labelsOf(added).join('') : undefined, trace: trace(window)};
    },
    save(options) { return Module['trainSave'](live(), readOptions(options, 'options', 'trainApi.options').half === true); },
    free() {
      if (freed) return;
      freed = true;
      if (trainersToFree) trainersToFree.unregister(trainer);
      Module['trainFree'](id);
    },
  };
  if (trainersToFree) trainersToFree.register(trainer, id, trainer);
  return trainer;
}

Module['train'] = function train(given) {
  const settings = readOptions(given, 'settings', 'trainApi.settings');
  const c = checkedTrainSettings(settings), text = settings.text;
  if (c.task === 'text' && (typeof text !== 'string' || text.length < c.seqLen + 2))
    throw said('text', 'trainApi.text', {min: c.seqLen + 2});
  return makeTrainer(Module['trainCreate'](c, c.task === 'text' ? wellFormed(text) : ''));
};

// Our checkpoints, or a GPT-2 model.safetensors ({heads} for widths GPT-2 does not have). `file`: its bytes, or in
// a worker the File (or Blob) itself, read a piece at a time: the worker then never holds the whole file (GPT-2
// small: 250 MB) beside the model until its garbage is collected. {onRead(bytesRead, size)} hears each piece.
Module['loadModel'] = function loadModel(file, options) {
  const {heads = 0, onRead = () => {}} = readOptions(options, 'options', 'trainApi.options');
  const source = sourceOf(file);
  const max = Module['schema']().limits.maxFileHeads;  // 0: the file's own (GPT-2's for its width)
  if (!Number.isInteger(heads) || heads < 0 || heads > max) throw said('heads', 'trainApi.fileHeads', {max});
  if (typeof onRead !== 'function') throw said('onRead', 'trainApi.onRead');
  const read = (from, to) => { const bytes = source.read(from, to); onRead(to, source.size); return bytes; };
  return makeTrainer(openByTensors(source.size, read, heads) || withBytesInHeap(read(0, source.size), (address) => Module['trainLoad'](address, source.size, heads)));
};

// The file as {size, read(from, to) → its bytes [from, to)}: a Uint8Array's own, or a Blob's read synchronously
// (FileReaderSync, which only workers have).
function sourceOf(file) {
  if (file instanceof Uint8Array) return {size: file.length, read: (from, to) => file.subarray(from, to)};
  const blob = typeof Blob === 'function' && file instanceof Blob;
  if (!blob || typeof FileReaderSync !== 'function') throw said('bytes', blob ? 'trainApi.blobHere' : 'trainApi.bytes');
  const reader = new FileReaderSync();
  return {size: file.size, read: (from, to) => new Uint8Array(reader.readAsArrayBuffer(file.slice(from, to)))};
}

// Runs use(address) with `bytes` copied into the engine's memory, freed after.
function withBytesInHeap(bytes, use) {
  const address = Module['_malloc'](Math.max(bytes.length, 1));
  if (!address) throw said('bytes', 'trainApi.memory', {count: bytes.length});
  try {
    HEAPU8.set(bytes, address);
    return use(address);
  } finally {
    Module['_free'](address);
  }
}

// A GPT-2 file is read a tensor at a time: only its header, then one tensor's bytes at a time, enter the
// engine's memory, which (never shrinking) would otherwise keep room for the whole file beside the model.
// `read(from, to)` gives the file's bytes. → the engine's answer (the trainer's id, or its refusal: then nothing
// of the model is kept), or null for a file to be read whole (a checkpoint).
function openByTensors(size, read, heads) {
  if (size < 10) return null;
  const headerEnd = 8 + Number(new DataView(read(0, 8).slice().buffer).getBigUint64(0, true));
  if (!(headerEnd <= size && headerEnd <= 100e6)) return null;  // the whole read says what is wrong
  const id = withBytesInHeap(read(0, headerEnd), (address) => Module['trainOpenHeader'](address, headerEnd, size, heads));
  if (id === null || id.refused) return null;  // a checkpoint, or a file the whole read says what is wrong with
  // Pieces of at most 8 MB where the tensor allows (GPT-2 small's embedding table is 77 MB as F16).
  const PIECE = 8 * 2 ** 20;
  try {
    Module['trainFileTensors'](id).forEach(([begin, end, size, divisible], index) => {
      const step = divisible ? PIECE : end - begin;  // 8 MiB: whole elements of 2 or 4 bytes
      for (let from = begin; from < end; from += step) {
        const to = Math.min(end, from + step);
        withBytesInHeap(read(from, to), (address) => Module['trainPlaceTensor'](id, index, address, (from - begin) / size, (to - from) / size));
      }
    });
  } catch (error) {  // a half-read model is never kept
    Module['trainFree'](id);
    throw error;
  }
  return Module['trainFinishFile'](id);  // its weights checked; refused, the model is already freed
}

Module['trainDefaults'] = function trainDefaults() { return checkedTrainSettings({}); };
