// What the training worker does, as methods the page calls through engine/worker-protocol.js (the worker's
// entry, train-worker-main.js, serves them; the Node tests call them directly). Training runs in chunks of
// SNAPSHOT_EVERY steps with the worker's message queue read between chunks, so pause() takes effect within
// one chunk (about 0.2 s). The worker sends ids and values only: the page says them (train-text.js).
//
// Every answer and event carries `run`, the id create() was given, so the page drops what belongs to a run
// it has since replaced. Events: 'reading' ({read, size}: bytes of a model file read so far), 'layer' (one
// layer of a picture, sent as soon as the engine has made it: snapshot()), 'sentence' (a picture's loss, measured
// after it: measureLater), 'snapshot' (after each chunk), 'paused' ({step, limit: true}:
// MAX_STEPS reached), 'importance' (the table so far, after each layer), 'failed' (training stopped on an error).
// A snapshot: the last batch's loss and accuracy, the held-out loss and accuracy (null for a model without a
// task, which gets `sentence`: {loss, accuracy} of predicting the probe's own next tokens), the head scores
// ([layer][head]): `scores` holds one per pattern the task calls for (head-patterns.js), `previous` and
// `induction` the engine's (measured on the probe for a model without a task), and the probe's attention
// weights per layer ((h, T, T), Float32Array, moved).
import { moving, errorData } from '../engine/worker-protocol.js';
import { TASK_PATTERNS } from './head-patterns.js';
import { patternScores } from '../engine/pattern-scores.js';

export const SNAPSHOT_EVERY = 20;   // steps per chunk; each chunk ends with a snapshot
export const MAX_STEPS = 4000;      // a run stops here by itself (a forgotten tab does not train for ever)
export const SENTENCE_TOKENS = 64;  // the longest sentence a model from a file is shown (train-run.js cuts there)

/**
 * The `n` ids of the highest values, highest first (ties: the lower id first), in one pass: sorting all of GPT-2's
 * 50,257 as objects took the worker ~50 ms of each re-trace, beside the page drawing.
 */
export function likeliest(values, n) {
  const ids = [];
  for (let id = 0; id < values.length; id++) {
    if (ids.length === n && values[id] <= values[ids[n - 1]]) continue;
    let at = ids.length;
    while (at > 0 && values[ids[at - 1]] < values[id]) at--;
    ids.splice(at, 0, id);
    if (ids.length > n) ids.pop();
  }
  return ids;
}

/** The training worker's methods over `lab`; `emit(event, value)` and `count(name)` are the protocol's. */
export function createTrainWorker(lab, { emit, count = () => {} }) {
  let trainer = null, probe = null, running = false, timer = 0, runId = 0, ablate = [];
  const withRun = (value, buffers = []) => moving({ ...value, run: runId }, buffers);

  // The last two traces (with and without knocked-out heads), reused while the model, the tokens and the heads
  // are the same: a snapshot and the prediction for one sentence then trace it once (the engine itself reuses the
  // rows a changed sentence shares at its start with the one before). Each holds only what the page shows: every
  // layer's attention weights, and the last position's logits and next-token probabilities (one row each), so
  // the prediction after a changed sentence is read from the snapshot's trace rather than traced again.
  let lastTraces = [];
  const keyOf = (ids, heads) => JSON.stringify([runId, trainer.config.step, Array.from(ids), heads]);
  // `picture`: the sentence's loss is not needed yet (the engine then unembeds the last row only, a third of GPT-2's
  // work on 64 tokens); a later call without it completes the same trace.
  // onLayer(l, layer): each layer as the engine makes it (not called for a trace reused from lastTraces).
  function traceOf(ids, heads, picture = false, onLayer = undefined) {
    const key = keyOf(ids, heads), hit = lastTraces.find((t) => t.key === key);
    if (hit && (picture || hit.out.sentence)) return hit.out;
    count('traces');
    const out = trainer.trace(ids, { ablate: heads, probs: 'last', logits: 'last', tensors: ['weights'], sentence: !picture, onLayer });
    lastTraces = [{ key, out }, ...lastTraces.filter((t) => t.key !== key).slice(0, 1)];
    return out;
  }

  // How well the model does with `heads` knocked out: held-out loss and accuracy, or for a model without a
  // task (GPT-2) the engine's scores of predicting the probe's own next tokens (trace.sentence).
  const scoreWithout = (heads) => (trainer.config.task === 'pretrained' ? traceOf(probe, heads).sentence : trainer.evaluate({ ablate: heads }));

  // A model without a task (GPT-2) shows a new sentence or knocked-out head as a picture first: its snapshot
  // holds the heads and the next token, and the sentence's loss (with and without the knocked-out heads) comes
  // after as a 'sentence' event {measure, sentence, ablatedLoss, ablatedAccuracy}, unless a newer picture came.
  // The rows a picture left waiting are unembedded MEASURE_ROWS at a time, each piece a task of its own, so a
  // sentence typed meanwhile waits for one piece (GPT-2 small: ~35 ms), not for all 63 rows.
  const MEASURE_ROWS = 16;
  let measures = 0, measuring = 0;
  function measureLater(measure) {
    measuring = measure;
    const ids = probe, knockedOut = ablate, wanted = knockedOut.length ? [knockedOut, []] : [[]], found = [];
    const piece = () => {
      if (measuring !== measure || !trainer) return;
      try {
        const key = keyOf(ids, wanted[found.length]), hit = lastTraces.find((t) => t.key === key);
        const sentence = hit?.out.sentence ?? trainer.trace(ids, { ablate: wanted[found.length], logits: false, tensors: [], sentence: MEASURE_ROWS }).sentence;
        if (sentence) {
          if (hit) hit.out.sentence = sentence;  // the picture's trace, now with its loss
          found.push(sentence);
        }
        if (found.length < wanted.length) return void setTimeout(piece, 0);
        const knocked = knockedOut.length ? found[0] : null;
        emit('sentence', withRun({ measure, sentence: found[found.length - 1], ablatedLoss: knocked && knocked.loss, ablatedAccuracy: knocked && knocked.accuracy }));
      } catch (error) {
        emit('failed', withRun({ error: errorData(error) }));
      }
    };
    setTimeout(piece, 0);
  }

  // A model from a file: the first sentence as long as the page allows took 40–60 ms longer to show than later
  // ones (GPT-2 small, 63 tokens after the default sentence's 27: its pass was the first to grow the engine's
  // memory, by ~60 MB). So before the first sentence's picture, while the model opens, the worker traces one
  // that long: the sentence's tokens repeated, so the sentence itself then reuses its rows (it begins the same
  // way). Opening takes ~0.3 s longer. The engine's memory also ends smaller: it grows once, to its full size,
  // rather than in steps that leave gaps (in Node, 349 MB after sentences of 16, 63 and 64 tokens, not 419).
  // A sentence the engine refuses is refused by this trace, in the same words, and the next one warms up.
  let warmed = true;
  function warmUp(ids) {
    const length = Math.min(trainer.config.context, SENTENCE_TOKENS);
    if (ids.length === 0) return;
    if (ids.length < length) {
      count('warmUps');
      trainer.trace(Array.from({ length }, (_, i) => ids[i % ids.length]), { ablate, logits: false, tensors: [], sentence: false });
    }
    warmed = true;
  }

  // The model as it is, and with the knocked-out heads out: what changes. → the snapshot (moving), or null
  // before there is a probe. `batch`: the last chunk's {loss, accuracy}, or null. `picture`: see measureLater.
  function snapshot(batch, picture = false) {
    if (!probe) return null;
    const measured = trainer.config.task !== 'pretrained', none = { loss: null, accuracy: null };
    const later = picture && !measured, measure = later ? ++measures : 0;
    const held = measured ? trainer.evaluate() : none, knocked = ablate.length && !later ? scoreWithout(ablate) : null;
    const engine = measured ? trainer.headScores({ ablate }) : null;
    const { heads, task } = trainer.config, ids = Array.from(probe);
    const scoresOf = (weights) => {
      const probeScores = patternScores(['previous', 'induction'], weights, ids, heads, engine);
      return { probeScores, scores: patternScores(TASK_PATTERNS[task] ?? TASK_PATTERNS.pretrained, weights, ids, heads, probeScores) };
    };
    // A picture's layers go to the page as the engine makes them ('layer' events), drawn while the next are traced.
    const sendLayer = (l, layer) => {
      const weights = layer.tensors.weights.data.slice(), { probeScores, scores } = scoresOf([weights]);
      emit('layer', withRun({ probe: ids, layer: l, weights, previous: probeScores.previous[0], induction: probeScores.induction[0],
        scores: Object.fromEntries(Object.entries(scores).map(([p, rows]) => [p, rows[0]])) }, [weights.buffer]));
    };
    const weights = traceOf(probe, ablate, later, later ? sendLayer : undefined).layers.map((layer) => layer.tensors.weights.data.slice());  // copies to move to the page: the kept trace keeps its own
    const { probeScores, scores } = scoresOf(weights);
    if (later) measureLater(measure);
    return withRun({
      step: trainer.config.step, loss: batch ? batch.loss : held.loss, accuracy: batch ? batch.accuracy : held.accuracy,
      evalLoss: held.loss, evalAccuracy: held.accuracy, sentence: measured || later ? null : traceOf(probe, []).sentence, measure,
      ablate, ablatedLoss: knocked && knocked.loss, ablatedAccuracy: knocked && knocked.accuracy,
      previous: probeScores.previous, induction: probeScores.induction, scores, weights,
    }, weights.map((w) => w.buffer));
  }

  function stop() {
    running = false;
    if (timer) clearTimeout(timer);
    timer = 0;
  }
  function chunk() {
    timer = 0;
    if (!running || !trainer) return;
    try {
      emit('snapshot', snapshot(trainer.step(SNAPSHOT_EVERY)));
    } catch (error) {
      stop();
      return emit('failed', withRun({ error: errorData(error) }));
    }
    if (trainer.config.step >= MAX_STEPS) {
      stop();
      return emit('paused', withRun({ step: trainer.config.step, limit: true }));
    }
    timer = setTimeout(chunk, 0);  // lets a pause() in between chunks
  }

  // The worker's own refusal: a key of the page's catalog (train-messages.js says it), no words.
  function model() {
    if (!trainer) throw Object.assign(new Error('train.worker.noModel'), { field: 'trainer', own: 'train.worker.noModel' });
    return trainer;
  }

  return {
    /**
     * A new model: {run (the id every answer and event about it carries), settings | model (a file: its bytes, or
     * the File, read here a piece at a time with a 'reading' event after each) and heads, probe (null: the task's
     * own, or for text and a model without a task none until probe())}.
     * → {config, probe (the one traced, or null), snapshot (or null)}.
     */
    create({ run, settings, model: file, heads, probe: given }) {
      stop();
      // The new model is opened before the old one is let go: a file the engine refuses leaves the model trained
      // so far as it was (the refusal says kept: true, and the page shows that model again).
      let next;
      try {
        const onRead = (read, size) => emit('reading', { run, read, size });
        next = file ? lab.loadModel(file, { heads: heads || 0, onRead }) : lab.train(settings);
      } catch (error) {
        throw Object.assign(error, { kept: trainer !== null });
      }
      trainer?.free();
      trainer = next;
      lastTraces = [];
      measuring = 0;  // the last model's loss is not measured
      runId = run;
      const { task } = trainer.config;
      warmed = task !== 'pretrained';
      probe = given || (task === 'pretrained' || task === 'text' ? null : trainer.probe());
      ablate = [];
      const first = snapshot(null);
      return withRun({ config: trainer.config, probe, snapshot: first?.value ?? null }, first?.buffers);
    },
    /** Trains on, a snapshot after each chunk, until pause() or MAX_STEPS. */
    train() {
      model();
      if (!running) { running = true; timer = setTimeout(chunk, 0); }
    },
    /** → {step} once training has stopped. */
    pause() {
      stop();
      return withRun({ step: model().config.step });
    },
    /** One chunk. → its snapshot (null while training runs: that snapshot comes as an event). */
    step() {
      return running ? null : snapshot(model().step(SNAPSHOT_EVERY));
    },
    /** The probe the page chose (token ids). → a snapshot of it (a picture first: see measureLater). */
    probe(ids) {
      model();
      probe = ids;
      if (!warmed) warmUp(ids);
      return snapshot(null, true);
    },
    /** Heads knocked out ([[layer, head], …]). → a snapshot (null while training runs; a picture first). */
    ablate(heads) {
      model();
      ablate = heads;
      return running ? null : snapshot(null, true);
    },
    /** Each head knocked out in turn; the table grows layer by layer as 'importance' events (GPT-2 small has 144 heads). */
    importance() {
      const c = model().config, base = scoreWithout([]), rows = [], on = c.task === 'pretrained' ? 'sentence' : 'held-out';
      for (let l = 0; l < c.layers; l++) {
        for (let h = 0; h < c.heads; h++) {
          const without = scoreWithout([[l, h]]);
          rows.push({ layer: l, head: h, loss: without.loss, accuracy: without.accuracy });
        }
        emit('importance', withRun({ step: c.step, on, base, rows: rows.slice(), done: l + 1 === c.layers }));
      }
    },
    /**
     * The next token after `prompt` (ids): the last position's logits (any knocked-out heads still out) and the
     * engine's probabilities of them, the 8 likeliest; the context is at most the model's window.
     */
    predict(prompt) {
      const c = model().config, context = prompt.slice(Math.max(0, prompt.length - c.context));
      const out = traceOf(context, ablate, true), row = out.logits.data;  // the last position's (no loss needed)
      const top = likeliest(out.probs.data, 8).map((id) => ({ id, logit: row[id], p: out.probs.data[id] }));
      return withRun({ step: c.step, prompt, context: context.length, layers: c.layers, heads: c.heads, top });
    },
    /** The model's checkpoint (trainer.save(): safetensors bytes, moved). → {step, task, bytes}. */
    save() {
      const { step, task } = model().config, bytes = trainer.save();
      return withRun({ step, task, bytes }, [bytes.buffer]);
    },
    /** Layer `l` on the probe, as the lab takes it: {layer, config, tokens, inputs (the givable tensors it holds)}. */
    layer(l) {
      model();
      // The layer as the lab takes it: its givable tensors too, read from the engine's kept trace of the probe.
      const layer = trainer.trace(probe, { logits: false, sentence: false, tensors: lab.schema().givable }).layers[l], t = layer.tensors, inputs = {};
      for (const name of lab.schema().givable) if (t[name]) inputs[name] = Array.from(t[name].data);
      return withRun({ layer: l, config: layer.config, tokens: layer.tokens[0], inputs });
    },
  };
}
