// English: every key of the page, the language the others are translated from. Sections follow the
// parts of web/src; a message may use {name} placeholders, a plural object, and <code>/<strong>/<em>/<kbd>/
// <small>/<sub>/<sup> marks (i18n.js).
export const en = {
  // ── start: engine-start.js, the start problem view, present mode, the side bar ──
  'start.title': 'This browser cannot run Attention Lab',
  'start.noWasm': 'It needs WebAssembly, which is missing or switched off here. Attention Lab runs in Safari 16.4+, Chrome 91+, Firefox 89+ and Edge 91+ with WebAssembly allowed.',
  'start.noSimd': 'It needs WebAssembly SIMD (Safari 16.4+, Chrome 91+, Firefox 89+, Edge 91+); this browser has WebAssembly without SIMD. On an iPad or iPhone, updating to iPadOS/iOS 16.4 or later is enough.',
  'start.failed': 'The engine did not start: {reason}. Reloading the page may help; if it does not, try a newer browser or close other tabs to free memory.',
  'start.noEngine': 'The engine script did not load, so nothing can be computed.',
  'start.stillWorks': 'What still works: the questions of the guided tour below. Their worked answers and every matrix need the engine.',
  'start.tourTitle': 'The guided tour’s questions',
  // ── end of start ──

  // ── format: format.js ──
  'format.bytes': { one: '{n} byte', other: '{n} bytes' },
  // ── end of format ──

  // ── page: index.html, controls, variant controls, presets, legend, settings fold ──
  // ── end of page ──

  // ── app: mount and the stage around it, transport, timeline, player, present mode, code panel ──
  // ── end of app ──

  // ── steps: captions, explanations, the explain panel, views/, a11y/ ──
  // ── end of steps ──

  // ── tour: the guided tour's chapters (lessons/tour.js, lessons/model-chapters.js) ──
  // ── end of tour ──

  // ── lessons: the rest of lessons/ (the lessons panel, exercises, chapters' helpers), paste/ ──
  // ── end of lessons ──

  // ── share: share/, export/, embed/ ──
  // ── end of share ──

  // ── train: train/ (the train view, trained examples, models, tasks) ──
  // ── end of train ──

  // ── engine: the engine's refusals and notes (cpp/attention/config.cpp …), by their key ──
  // Each key is the engine's own (cpp/attention/config.hpp's Message): the page says a refusal or note by its
  // key (i18n/engine-text.js). The English must stay what the engine writes (tests/js/engine-text.test.mjs).
  // A value named "…Key" holds another key of this section, which fills the placeholder without "Key".
  // The settings' ranges (config.cpp)
  'engine.config.range': '{field} ({value}) must be between {lo} and {hi}',
  'engine.config.rangeHint': '{field} ({value}) must be between {lo} and {hi}; {hint}',
  'engine.hint.queryLen': '0 means one position per token of text',
  'engine.hint.keyLen': '0 means the same as the keys\' text',
  'engine.hint.dK': '0 means dModel / heads',
  'engine.hint.dV': '0 means dModel / heads',
  'engine.hint.dFF': '0 means 4·dModel',
  'engine.hint.kvHeads': '0 means heads; heads must be a multiple of it (1: multi-query)',
  'engine.hint.window': 'sliding masks: query t sees keys s with t − window < s ≤ t',
  'engine.config.kvHeadsGroups': 'heads ({heads}) must be a multiple of kvHeads ({kvHeads}): each key/value head serves the same number of query heads',
  'engine.config.ropeBase': 'ropeBase ({value}) must be more than 0 and at most 1e9; 10000 is usual',
  'engine.config.ropeOdd': 'RoPE rotates pairs of features: dK ({dK}) must be even',
  'engine.config.headsDivide': 'dModel ({dModel}) must be divisible by heads ({heads}), or set dK and dV yourself',
  'engine.config.keyLenSelf': 'keyLen ({keyLen}) must equal queryLen ({queryLen}) in self-attention; turn crossAttention on for a different key length',
  'engine.config.textEmpty': 'The text has no words; type a sentence (or give X)',
  'engine.config.sourceEmpty': 'The source text has no words; type a sentence (or give X_kv)',
  // Given tensors, kept tensors, masks, flash, memory
  'engine.config.notInput': '"{name}" is not an input the engine takes; it takes {names}',
  'engine.config.notInputSelf': '"{name}" is not an input the engine takes (with crossAttention on, give X_q and X_kv); it takes {names}',
  'engine.config.notInputCross': '"{name}" is not an input the engine takes (turn crossAttention on, or give X); it takes {names}',
  'engine.config.keepUnknown': 'keep names "{name}", which is not a tensor; choose from {names}',
  'engine.config.biasOff': '{name} is given but bias is off; turn bias on',
  'engine.config.givenLength': '{name} has {count} values; expected B×{axis}×dModel = {B}×{len}×{dModel} = {total}',
  'engine.config.givenLengthUnknown': '{name} has {count} values; expected B×{axis}×dModel = {B}×?×{dModel}',
  'engine.config.givenSize': '{name} has {count} values; expected {shape} = {size}',
  'engine.config.givenValue': '{name}[{index}] is {value}; every value must be a finite number between -1e6 and 1e6',
  'engine.config.validLengthsCount': 'validLengths has {count} entries; give one per batch item ({B})',
  'engine.config.validLengthsRange': 'validLengths[{index}] ({value}) must be between 0 and the number of keys ({S})',
  'engine.config.customMaskSize': 'customMask has {count} values; expected T×S = {T}×{S} = {TS}',
  'engine.config.customMaskSizeBatch': 'customMask has {count} values; expected T×S = {T}×{S} = {TS} or B×T×S = {BTS}',
  'engine.config.customMaskValue': 'customMask[{index}] is {value}; use 1 where the query may attend and 0 where it may not',
  'engine.config.flashTiles': 'flash makes {tiles} tiles ({tilesQ} query × {tilesK} key tiles); the limit is {max}: make blockQ or blockK larger',
  'engine.config.tooLarge': 'This configuration needs about {mb} MB; the limit is {max} MB. Make T, S, heads or batch smaller, or keep fewer tensors',
  // Notes: what the learner should know about a run that went ahead
  'engine.note.textLines': 'The text has {lines} lines; batch is {batch}, so only the first {batch} are used.',
  'engine.note.sourceLines': 'The source text has {lines} lines; batch is {batch}, so only the first {batch} are used.',
  'engine.note.textLineCut': { one: 'Line {line} of the text has {tokens} tokens; the length is {len}, so the last one is not used.', other: 'Line {line} of the text has {tokens} tokens; the length is {len}, so the last {n} are not used.' },
  'engine.note.sourceLineCut': { one: 'Line {line} of the source text has {tokens} tokens; the length is {len}, so the last one is not used.', other: 'Line {line} of the source text has {tokens} tokens; the length is {len}, so the last {n} are not used.' },
  'engine.note.textCut': 'The text has {tokens} tokens; only the first {max} are used.',
  'engine.note.sourceCut': 'The source text has {tokens} tokens; only the first {max} are used.',
  'engine.note.crossCausal': 'A causal mask in cross-attention is unusual: a translation\'s decoder may read the whole source, so its cross-attention has no causal mask (only padding). Here target position t sees source positions 0…t.',
  // Reading a config and inputs (bindings.cpp, arguments.js); {got} says what the wrong value was
  'engine.got.text': 'the text "{gotText}"',
  'engine.got.array': 'an array',
  'engine.got.type': 'a value of type {gotType}',
  'engine.got.list': 'a list',
  'engine.got.object': 'an object',
  'engine.got.a': 'a {gotType}',
  'engine.reader.wholeNumber': '{field} must be a whole number; got {got}',
  'engine.reader.tooLarge': '{field} ({got}) is far too large',
  'engine.reader.seed': 'seed must be a whole number from 0 to 4294967295; got {got}',
  'engine.reader.number': '{field} must be a number; got {got}',
  'engine.reader.flash': 'flash must be false, true or {blockQ, blockK}; got {got}',
  'engine.reader.flashKey': '"{key}" is not a flash setting; give blockQ and blockK',
  'engine.reader.boolean': '{field} must be true or false; got {got}',
  'engine.reader.text': '{field} must be text; got {got}',
  'engine.reader.numbers': '{field} must be an array of numbers or a Float32Array; got {got}',
  'engine.reader.tooMany': '{field} has far too many values ({count})',
  'engine.reader.config': 'config must be an object; got {got}',
  'engine.reader.mask': 'mask must be one of {names}; got {got}',
  'engine.reader.positional': 'positional must be one of {names}; got {got}',
  'engine.reader.validLengths': 'validLengths must hold whole numbers, one per batch item',
  'engine.reader.keep': 'keep must be an array of tensor names',
  'engine.reader.notSetting': '"{key}" is not a setting; the settings are {names}',
  'engine.reader.inputs': 'inputs must be an object; got {got}',
  'engine.args.unreadable': '{field} could not be read: {reason}',
  'engine.args.nested': '{name} is nested more than {max} deep',
  'engine.args.emptyRow': '{name} has an empty row',
  'engine.args.notNumber': '{name}{where} is {got}, not a number',
  'engine.args.ragged': '{name}{where} should be a list of {n}: every row of {name} must be the same length',
  'engine.args.hole': '{name}{where}[{index}] is missing (a hole in the array)',
  'engine.args.shape': '{name}.shape must list 1 to {max} whole sizes of at least 1',
  'engine.args.flatData': '{name}.data holds {count} numbers in {axes} axes; shape {shape} needs {needed} in a flat list',
  'engine.args.tensor': '{name} must be an array of numbers (nested by rows), a Float32Array, or {shape, data}; got {got}',
  'engine.args.list': '{field} must be a list of {what}; got {got}',
  'engine.args.listHole': '{field}[{index}] is missing (a hole in the list)',
  'engine.args.listItem': '{field}[{index}] is {got}; {field} holds {what}',
  'engine.list.validLengths': 'whole numbers, one per batch item',
  'engine.list.customMask': '0 and 1 only: use 1 where a query may attend and 0 where not',
  'engine.list.keep': 'tensor names',
  'engine.args.notSetting': '"{key}" is not a setting',
  'engine.args.settingType': '{field} must be a number, text or true/false; got {got}',
  'engine.args.notFlashSetting': '"{key}" is not a flash setting',
  'engine.args.inputs': 'inputs must be an object of tensors by name, e.g. {W_q: […]}; got {got}',
  'engine.args.notInput': '"{name}" is not an input the engine takes',
  // Decoding token by token (decode.cpp, bindings.cpp, api.js)
  'engine.decode.causal': 'token-by-token decoding replays causal self-attention; set mask to causal (or sliding) and crossAttention off',
  'engine.decode.noItem': 'batch item {item} does not exist',
  'engine.decode.needs': 'decoding needs {name}; keep it',
  'engine.decode.tooLong': 'token-by-token decoding is shown for up to {max} tokens',
  'engine.api.item': 'item must be a whole number from 0 (the first batch item); got {got}',
  // lab.step (step_call.cpp, api.js)
  'engine.api.notStep': '{id} is not a step; the steps are {ids}',
  'engine.api.tensors': 'lab.step\'s tensors are an object by name, e.g. {{names}}',
  'engine.api.tensorName': '"{name}" is not a tensor name',
  'engine.api.memory': '{name} does not fit in the engine\'s memory',
  'engine.step.notStep': '"{id}" is not a step; the steps are {ids}',
  'engine.step.notTaken': 'step {id} takes {inputs}; {name} is not one of them',
  'engine.step.notTakenOptional': 'step {id} takes {inputs}, {optional} (optional); {name} is not one of them',
  'engine.step.notTakenNone': 'step {id} takes no tensors; {name} is not one of them',
  'engine.step.twice': '{name} is given twice (also as {as})',
  'engine.step.needs': 'step {id} needs {name} ({axes})',
  'engine.step.rank': '{name} must have {rank} axes; it has {given}',
  'engine.step.axisRange': '{name}: axis {axis} is {size}; it must be 1 to {max}',
  'engine.step.axisMismatch': '{name}: axis {axis} is {size}, but {other} has {axis} = {otherSize}',
  'engine.step.value': '{name} holds {value} at flat index {index}; every value must be a finite number between -1e6 and 1e6',
  'engine.step.valueMasked': '{name} holds {value} at flat index {index}; every value must be a finite number between -1e6 and 1e6 (or −∞ where masked)',
  'engine.step.range': '{field} must be 1 to {max}',
  'engine.step.split': 'the last axis ({width}) does not split into {heads} heads',
  'engine.step.kvHeadsGroups': 'the query heads ({h}) must be a multiple of the key/value heads ({hKv})',
  'engine.step.ropeOdd': 'RoPE rotates pairs of features: d_k must be even',
  'engine.step.ropeBase': 'ropeBase must be more than 0 and at most 1e9',
  'engine.step.flashTiles': 'flash would make {tiles} tiles; the limit is {max}: make blockQ or blockK larger',
  'engine.step.flashMemory': 'step flash\'s tile states would exceed {max} MB',
  'engine.step.scaleDK': 'scale divides by √dK: give dK, 1 to {max}',
  'engine.step.tooLarge': 'step {id} would make about {mb} MB; the limit is {max} MB',
  // The engine in a worker (engine-worker.js)
  'engine.worker.stopped': 'The engine stopped: {reason}',
  // The trainer and model files (cpp/train/, cpp/model/)
  'engine.train.range': '{field} is {value}; it must be between {lo} and {hi}',
  'engine.train.headsDivide': 'dModel ({dModel}) must divide evenly into {heads} heads',
  'engine.train.batchShape': 'A batch must be B×T tokens and targets with 1 ≤ T ≤ context ({context})',
  'engine.train.tokenRange': 'Token {token} or target {target} is outside the vocabulary of {vocab}',
  'engine.train.inductionSeqLen': 'The induction task needs seqLen ≥ 8 (two copies of at least 4 tokens)',
  'engine.train.inductionVocab': 'The induction task needs a vocabulary of at least 4 tokens',
  'engine.train.digitsSeqLen': 'The {task} task needs an odd seqLen ≥ 3: n digits, a separator, n digits',
  'engine.train.digitsVocab': 'The task needs a vocabulary of at least 4 tokens (2 digits)',
  'engine.train.textShort': 'The text is shorter than one sequence',
  'engine.train.task': 'task must be induction, reverse, sort or text (not "{task}")',
  'engine.train.textNeeded': 'The text task needs a text to learn',
  'engine.train.lr': 'lr must be a number in (0, 1]',
  'engine.train.weightDecay': 'weightDecay must be in [0, 1]',
  'engine.train.clip': 'clip must be a positive number',
  'engine.train.batch': 'batch must be between 1 and {max}',
  'engine.file.unusable': 'This is not a usable safetensors file: {why}',
  'engine.file.notModel': 'This safetensors file is neither an Attention Lab checkpoint nor a GPT-2 model (it has no wte.weight)',
  'engine.file.checkpointLacks': 'The checkpoint lacks {name} or has it in another shape',
  'engine.gpt2.embeddings': 'A GPT-2 file needs wte.weight [vocab, d] and wpe.weight [context, d]',
  'engine.gpt2.width': 'This model is {width} wide, not one of GPT-2\'s sizes: give its number of heads, loadModel(bytes, {heads})',
  'engine.gpt2.noLayers': 'The GPT-2 file has no layers (h.0.ln_1.weight is missing)',
  'engine.gpt2.lacks': 'The GPT-2 file lacks {name}',
  'engine.gpt2.shape': '{name} is {shape}; a GPT-2 of width {width} needs {needed}',
  // lab.train and lab.loadModel's own checks (cpp/bindings/train_api.js)
  'engine.trainApi.settings': 'lab.train takes an object of settings, e.g. {task: "induction"}',
  'engine.trainApi.notSetting': '"{key}" is not a training setting; the settings are {names}, text',
  'engine.trainApi.finite': '{field} must be a finite number; got {got}',
  'engine.trainApi.seed': 'seed must be 0 or more',
  'engine.trainApi.ablate': 'ablate must be a list of [layer, head] pairs, e.g. [[1, 0]]',
  'engine.trainApi.freed': 'This trainer has been freed',
  'engine.trainApi.alphabet': '"{char}" is not in this model\'s alphabet',
  'engine.trainApi.tokens': 'tokens must be an array of token ids',
  'engine.trainApi.tokenCount': 'give between 1 and {context} tokens (the model\'s context); got {count}',
  'engine.trainApi.tokenId': 'token {index} ({got}) must be a whole number from 0 to {max}',
  'engine.trainApi.pretrained': 'A model opened from a file is traced here, not trained',
  'engine.trainApi.steps': 'step(n): n must be a whole number from 1 to 100000',
  'engine.trainApi.generate': 'generate(prompt, n): n must be a whole number from 0 to 1000',
  'engine.trainApi.text': 'the text task needs text: {task: \'text\', text: \'…\'} of at least {min} characters',
  'engine.trainApi.bytes': 'loadModel takes the bytes of a .safetensors file (a Uint8Array)',
  'engine.trainApi.heads': 'heads must be a whole number from 1 to 64',
  'engine.trainApi.memory': 'the page could not set aside {count} bytes to read this file',
  // ── end of engine ──

  // ── language: the language menu ──
  // ── end of language ──

};
