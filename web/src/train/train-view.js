// "Train a model": pick a task and a size, train in a worker, and watch the loss curve and every head's
// attention on a fixed probe change as the model learns; scrub back through the run; open a layer's
// trained weights in the lab. The main thread only draws.
import { TASKS, settingsFor, probeFor } from './tasks.js';
import { startTrainWorker, SNAPSHOT_EVERY, MAX_STEPS } from './train-worker.js';
import { lossPlot, phaseChange } from './loss-plot.js';
import { headGrid, probeScores } from './head-grid.js';
import { codecFor } from './codecs.js';
import { corpus } from './models.js';
import { predictPanel } from './predict-panel.js';

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Mounts the view into `container` and starts its worker. openInLab({config, inputs, tokens, title})
 * puts a layer's trained weights and input into the lab. → {state(), stop()} (state() for tests).
 */
export function mountTrainView(container, { openInLab }) {
  const task = el('select', { id: 'train-task' });
  for (const [id, t] of Object.entries(TASKS)) task.append(el('option', { value: id, textContent: t.title }));
  const size = el('select', { id: 'train-size' },
    el('option', { value: 'default', textContent: 'as shipped (the examples’ size)' }),
    el('option', { value: 'small', textContent: 'small: 2 heads, width 32 (faster)' }));
  const file = el('input', { type: 'file', id: 'train-file', accept: '.safetensors' });
  const fileHeads = el('input', { type: 'number', id: 'train-heads', min: '1', max: '64', placeholder: 'auto' });
  const sentence = el('input', { type: 'text', id: 'train-sentence', spellcheck: false,
    value: 'When Mary and John went to the store, John gave a drink to Mary. When Mary and John went to the store, John gave' });
  const sentenceField = el('div', { className: 'field train-sentence', hidden: true },
    el('label', { htmlFor: 'train-sentence', textContent: 'Sentence (the model’s probe)' }), sentence);
  const play = el('button', { type: 'button', id: 'train-play', className: 'primary', textContent: 'Train' });
  const once = el('button', { type: 'button', id: 'train-step', textContent: `Step (+${SNAPSHOT_EVERY})` });
  const reset = el('button', { type: 'button', id: 'train-reset', textContent: 'Reset' });
  const status = el('p', { id: 'train-status', className: 'train-status', role: 'status' });
  const blurb = el('p', { className: 'train-blurb' });
  const plot = lossPlot();
  const history = el('input', { type: 'range', id: 'train-history', min: '0', max: '0', value: '0', disabled: true });
  const historyLabel = el('label', { htmlFor: 'train-history', textContent: 'History' });
  const heads = el('div', { className: 'train-heads' });
  const openButtons = el('div', { className: 'train-open' });
  const measure = el('button', { type: 'button', id: 'train-importance', textContent: 'Measure each head: accuracy without it' });
  const importance = el('div', { className: 'train-importance', role: 'region', ariaLabel: 'Accuracy with each head knocked out' });
  const predict = predictPanel((ids) => worker?.send({ kind: 'predict', prompt: ids }));
  container.replaceChildren(
    el('div', { className: 'train-intro' },
      el('h2', { textContent: 'Train a model, and watch its heads learn' }),
      el('p', { textContent: 'A small transformer trains right here, in your browser. Press Train: the curve shows how wrong its predictions are (the loss), and the squares show where each head looks on one fixed sequence — each row is a query, each column a key, darker is more weight.' })),
    el('div', { className: 'train-controls' },
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-task', textContent: 'Task' }), task),
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-size', textContent: 'Size' }), size),
      el('div', { className: 'train-buttons' }, play, once, reset)),
    el('details', { className: 'train-file' },
      el('summary', { textContent: 'Or open a model file: GPT-2’s model.safetensors, or a checkpoint' }),
      el('p', { className: 'train-legend', textContent: 'Hugging Face’s gpt2 page offers model.safetensors (548 MB). The file is read here, in your browser; nothing is uploaded. You can also drop it onto this view.' }),
      el('div', { className: 'train-controls' },
        el('div', { className: 'field' }, el('label', { htmlFor: 'train-file', textContent: 'Model file' }), file),
        el('div', { className: 'field' }, el('label', { htmlFor: 'train-heads', textContent: 'Heads (for widths GPT-2 does not have)' }), fileHeads))),
    sentenceField, blurb, status,
    el('div', { className: 'train-main' },
      el('div', { className: 'train-curve' },
        el('figure', { className: 'train-plot' }, plot.element,
          el('figcaption', {}, 'Solid: held-out loss. Faint: the last batch’s loss. Right axis: held-out accuracy (dashed), the best ',
            el('span', { className: 'key-previous', textContent: 'previous-token score in layer 1' }), ' and the best ',
            el('span', { className: 'key-induction', textContent: 'induction score in the last layer' }), ' (dotted).')),
        el('div', { className: 'field train-history' }, historyLabel, history)),
      el('div', { className: 'train-attention' },
        el('p', { className: 'train-legend', textContent: 'Where each head looks on the probe sequence. Green frame: a previous-token head (it looks one token back). Pink frame: an induction head (it looks at the token after the earlier copy of the current one). Press a head to knock it out (its output becomes zeros) and see what breaks; press again to put it back.' }),
        heads, openButtons, measure, importance)),
    predict.element);

  let worker = null, run = null, running = false, shown = -1, grid = null, ablated = [];
  const headName = ([l, h]) => `layer ${l + 1} head ${h + 1}`;
  const say = (text) => { status.textContent = text; };

  const pretrained = () => run?.config?.task === 'pretrained';

  function setProbe(ids) {
    run.probeIds = ids;
    run.T = ids.length;
    worker.send({ kind: 'probe', probe: ids });
  }
  function sentenceProbe() {
    const ids = run.codec.parse(sentence.value).slice(0, Math.min(run.config.seqLen, 64));
    if (ids.length < 2) throw new Error('Type a sentence of at least two tokens.');
    return ids;
  }

  function render() {
    if (!run) return;
    const snaps = run.snapshots, i = shown < 0 ? snaps.length - 1 : shown, snap = snaps[i];
    const phase = run.settings.task === 'induction' ? phaseChange(snaps) : null;
    container.dataset.phase = phase === null ? '' : String(phase);
    if (!pretrained()) plot.draw(snaps, { phase, cursor: shown < 0 ? null : snap?.step ?? null });
    history.max = String(Math.max(0, snaps.length - 1));
    history.value = String(i);
    history.disabled = snaps.length < 2;
    historyLabel.textContent = snap ? `History: step ${snap.step}${shown < 0 ? ' (live)' : ''}` : 'History';
    if (snap) grid.draw(snap, run.T, snap.ablate ?? []);
  }

  function describe(snap) {
    if (pretrained()) {
      const c = run.config;
      const score = ({ loss, accuracy }) => `loss ${loss.toFixed(3)}, accuracy ${(100 * accuracy).toFixed(1)}%`;
      return `${run.file}: ${c.layers} layers × ${c.heads} heads, d_model ${c.dModel}, vocabulary ${c.vocab}, context ${c.seqLen}; traced, not trained. The sentence is ${run.T} tokens; predicting its next tokens: ${score(snap.sentence)}.` +
        (snap.ablate?.length ? ` Without ${snap.ablate.map(headName).join(', ')}: ${score({ loss: snap.ablatedLoss, accuracy: snap.ablatedAccuracy })}.` : '');
    }
    const phase = run.settings.task === 'induction' ? phaseChange(run.snapshots) : null;
    return `Step ${snap.step}${running ? ' (training)' : ''} · batch loss ${snap.loss.toFixed(3)} · held-out loss ${snap.evalLoss.toFixed(3)}, accuracy ${(100 * snap.evalAccuracy).toFixed(1)}%` +
      (phase !== null ? ` · phase change near step ${phase}` : '') +
      (snap.ablate?.length ? ` · without ${snap.ablate.map(headName).join(', ')}: held-out loss ${snap.ablatedLoss.toFixed(3)}, accuracy ${(100 * snap.ablatedAccuracy).toFixed(1)}%` : '');
  }

  function toggleHead(l, h) {
    const on = ablated.some(([al, ah]) => al === l && ah === h);
    ablated = on ? ablated.filter(([al, ah]) => al !== l || ah !== h) : [...ablated, [l, h]];
    container.dataset.ablated = JSON.stringify(ablated);
    worker.send({ kind: 'ablate', heads: ablated });
  }

  function showImportance({ step, on, base, rows, done }) {
    const what = on === 'sentence' ? 'Accuracy of predicting the sentence’s next tokens' : `Held-out accuracy at step ${step}`;
    const table = el('table', { className: 'train-importance-table' },
      el('caption', { textContent: `${what}: ${(100 * base.accuracy).toFixed(1)}% with every head; with one head knocked out${done ? '' : ` (measuring: ${rows.length} heads so far)`}:` }),
      el('tr', {}, el('th', { scope: 'col', textContent: 'head' }), el('th', { scope: 'col', textContent: 'accuracy without it' }), el('th', { scope: 'col', textContent: 'change' })));
    for (const r of rows) {
      const change = r.accuracy - base.accuracy;
      const tr = table.appendChild(el('tr', {}, el('th', { scope: 'row', textContent: headName([r.layer, r.head]) }),
        el('td', { textContent: `${(100 * r.accuracy).toFixed(1)}%` }), el('td', { textContent: `${change >= 0 ? '+' : '−'}${Math.abs(100 * change).toFixed(1)} points` })));
      tr.dataset.layer = String(r.layer);
      tr.dataset.head = String(r.head);
      tr.dataset.accuracy = String(r.accuracy);
    }
    table.dataset.done = String(Boolean(done));
    importance.replaceChildren(table);
  }

  function setRunning(on) {
    running = on;
    play.textContent = on ? 'Pause' : 'Train';
    play.setAttribute('aria-pressed', String(on));
    once.disabled = on;
    container.dataset.running = String(on);
  }

  function onMessage(message) {
    if (message.run !== undefined && message.run !== run?.id) return;  // from a run since replaced
    if (message.kind === 'created') {
      run.config = message.config;
      run.codec = codecFor(message.config);
      container.dataset.pretrained = String(pretrained());
      sentenceField.hidden = !pretrained();
      if (run.file) {  // from a file: our checkpoint gets its task's probe, GPT-2 the typed sentence
        const known = TASKS[message.config.task];
        if (known) run.probe = probeFor({ ...known.settings, seqLen: message.config.seqLen, vocab: message.config.vocab }, corpus()).tokens;
        try {
          setProbe(known ? (typeof run.probe === 'string' ? run.codec.parse(run.probe) : run.probe) : sentenceProbe());
        } catch (error) { say(error.message); }
      } else {
        run.probeIds = typeof run.probe === 'string' ? run.codec.parse(run.probe) : run.probe;
      }
      // The prompt starts as the probe without its last 5 tokens (a sentence: all of it).
      if (run.probeIds) predict.reset(message.config, pretrained() ? run.probeIds : run.probeIds.slice(0, run.probeIds.length - 5), run.codec);
      grid = headGrid(message.config, toggleHead);
      ablated = [];
      container.dataset.ablated = '[]';
      importance.replaceChildren();
      heads.replaceChildren(grid.element);
      openButtons.replaceChildren(...Array.from({ length: message.config.layers }, (_, l) =>
        el('button', { type: 'button', textContent: `Open layer ${l + 1} in the lab`, onclick: () => worker.send({ kind: 'layer', layer: l }) })));
    } else if (message.kind === 'snapshot') {
      if (message.previous === null) Object.assign(message, probeScores(message.weights, run.probeIds, run.config.heads));
      const last = run.snapshots[run.snapshots.length - 1];
      // Re-measured at the same step (heads knocked out or put back): it replaces that step's snapshot.
      if (last?.step === message.step) run.snapshots[run.snapshots.length - 1] = { ...message, loss: last.loss, accuracy: last.accuracy };
      else run.snapshots.push(message);
      container.dataset.step = String(message.step);
      if (message.evalAccuracy !== null) container.dataset.evalAccuracy = String(message.evalAccuracy);
      render();
      say(describe(message));
      predict.refresh();
    } else if (message.kind === 'paused') {
      setRunning(false);
      if (message.limit) say(`Stopped at step ${message.step} (the view trains at most ${MAX_STEPS} steps). Reset to train again.`);
      else if (run.snapshots.length) say(describe(run.snapshots[run.snapshots.length - 1]));
    } else if (message.kind === 'layer') {
      const labels = run.probeIds.map(run.codec.label);
      openInLab({ config: { ...message.config, text: labels.join(' ') }, inputs: message.inputs,
        title: run.file ? `${run.file}: layer ${message.layer + 1}` : `${TASKS[run.settings.task].title}: layer ${message.layer + 1} after ${run.snapshots[run.snapshots.length - 1].step} steps` });
    } else if (message.kind === 'prediction') {
      predict.show(message);
    } else if (message.kind === 'importance') {
      showImportance(message);
    } else if (message.kind === 'error') {
      setRunning(false);
      if (run.file && message.field === 'heads') {
        say(`${run.file}: ${message.message}. Type the number of heads above; the file opens again.`);
        fileHeads.setAttribute('aria-invalid', 'true');
        fileHeads.focus();
      } else {
        say(`${run.file ? `${run.file} could not be opened` : 'Training stopped'}: ${message.message}`);
      }
    }
  }

  // A model file, read here with progress and moved (not copied) to the worker.
  let lastFile = null;
  async function openFile(chosen) {
    if (!worker || !chosen) return;
    const heads = fileHeads.value === '' ? 0 : Number(fileHeads.value);
    if (!(Number.isInteger(heads) && heads >= 0 && heads <= 64)) return say('Heads must be a whole number from 1 to 64 (or empty for GPT-2’s own).');
    fileHeads.removeAttribute('aria-invalid');
    lastFile = chosen;
    const id = (run?.id ?? 0) + 1;
    run = { id, settings: { task: 'file' }, file: chosen.name, heads, snapshots: [], config: null, probe: null };
    setRunning(false);
    shown = -1;
    blurb.textContent = '';
    container.dataset.task = 'file';
    let bytes;
    try {
      bytes = new Uint8Array(chosen.size);
      const reader = chosen.stream().getReader();
      for (let at = 0; ;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes.set(value, at);
        at += value.length;
        if (run.id === id) say(`Reading ${chosen.name}: ${(at / 1e6).toFixed(1)} of ${(chosen.size / 1e6).toFixed(1)} MB`);
      }
    } catch (error) {
      return say(`${chosen.name} could not be read: ${error.message}`);
    }
    if (run.id !== id) return;  // another file or task was chosen meanwhile
    say(`Opening ${chosen.name} in the engine…`);
    worker.send({ kind: 'create', run: id, model: bytes, heads, probe: null }, [bytes.buffer]);
  }
  file.addEventListener('change', () => openFile(file.files[0]));
  // A new number of heads opens the file again (only when it differs from the one the model was opened with).
  fileHeads.addEventListener('change', () => {
    const heads = fileHeads.value === '' ? 0 : Number(fileHeads.value);
    if (run?.file && lastFile && heads !== run.heads) openFile(lastFile);
  });
  container.addEventListener('dragover', (event) => { if (event.dataTransfer?.types.includes('Files')) event.preventDefault(); });
  container.addEventListener('drop', (event) => {
    const dropped = event.dataTransfer?.files?.[0];
    if (!dropped) return;
    event.preventDefault();
    openFile(dropped);
  });
  sentence.addEventListener('change', () => {
    if (!pretrained()) return;
    try {
      const ids = sentenceProbe();
      setProbe(ids);
      predict.reset(run.config, ids, run.codec);
    } catch (error) { say(error.message); }
  });

  function create() {
    const settings = settingsFor(task.value, size.value, corpus()), probe = probeFor(settings, corpus());
    run = { id: (run?.id ?? 0) + 1, settings, T: settings.seqLen, snapshots: [], config: null, probe: probe.tokens };
    shown = -1;
    setRunning(false);
    blurb.textContent = TASKS[task.value].blurb;
    container.dataset.task = task.value;
    say('Starting the model…');
    worker.send({ kind: 'create', run: run.id, settings, probe: probe.tokens });
  }

  play.addEventListener('click', () => {
    if (!worker || !run) return;
    if (running) return worker.send({ kind: 'pause' });
    shown = -1;
    setRunning(true);
    worker.send({ kind: 'run' });
  });
  once.addEventListener('click', () => worker && !running && worker.send({ kind: 'step' }));
  reset.addEventListener('click', () => worker && create());
  measure.addEventListener('click', () => worker && worker.send({ kind: 'importance' }));
  task.addEventListener('change', () => worker && create());
  size.addEventListener('change', () => worker && create());
  history.addEventListener('input', () => {
    const i = Number(history.value);
    shown = i >= run.snapshots.length - 1 ? -1 : i;
    render();
  });

  say('Starting the training worker…');
  for (const control of [play, once, reset, measure]) control.disabled = true;
  const ready = startTrainWorker().then((started) => {
    if (!started) {
      say('This page could not start a worker, and training on the page itself would freeze it. Open the page over http(s) or from a file in a current browser.');
      return;
    }
    worker = started;
    worker.onMessage(onMessage);
    for (const control of [play, once, reset, measure]) control.disabled = false;
    create();
  });
  return {
    ready,
    state: () => ({ running, task: run?.settings.task, snapshots: run?.snapshots ?? [], phase: run && run.settings.task === 'induction' ? phaseChange(run.snapshots) : null }),
    stop: () => worker?.stop(),
  };
}
