// Undo and redo for edits (web/src/state/history.js over web/src/state/state.js), in Node.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createStore } from '../../web/src/state/state.js';
import { attachHistory } from '../../web/src/state/history.js';

function setup() {
  let clock = 0;
  const store = createStore({ config: { text: 'a' }, inputs: {}, step: 0 });
  const history = attachHistory(store, { now: () => clock });
  return { store, history, tick: (ms) => { clock += ms; } };
}

test('history: undo restores the configuration an edit replaced, and redo brings the edit back', () => {
  const { store, history, tick } = setup();
  store.set({ config: { text: 'a b' } });
  tick(1000);
  store.set({ inputs: { W_q: [1, 2] } });
  assert.ok(history.undo());
  assert.deepEqual(store.get().inputs, {});
  assert.deepEqual(store.get().config, { text: 'a b' });
  assert.ok(history.undo());
  assert.deepEqual(store.get().config, { text: 'a' });
  assert.equal(history.undo(), false);
  assert.ok(history.redo());
  assert.deepEqual(store.get().config, { text: 'a b' });
  assert.ok(history.redo());
  assert.deepEqual(store.get().inputs, { W_q: [1, 2] });
  assert.equal(history.redo(), false);
});

test('history: quick successive changes (typing) undo as one step', () => {
  const { store, history, tick } = setup();
  for (const text of ['a t', 'a th', 'a the']) {
    tick(100);
    store.set({ config: { text } });
  }
  history.undo();
  assert.deepEqual(store.get().config, { text: 'a' });
});

test('history: moving between steps is not an edit, and a new edit clears redo', () => {
  const { store, history, tick } = setup();
  store.set({ step: 3 });
  assert.equal(history.canUndo(), false);
  store.set({ config: { text: 'b' } });
  history.undo();
  assert.ok(history.canRedo());
  tick(1000);
  store.set({ config: { text: 'c' } });
  assert.equal(history.canRedo(), false);
  assert.equal(store.get().step, 3);
});

test('history: joinsLastStep says whether a change now would join the newest step (false before any edit and after 700 ms)', () => {
  const { store, history, tick } = setup();
  assert.equal(history.joinsLastStep(), false, 'no step yet');
  store.set({ config: { text: 'a b' } });
  assert.equal(history.joinsLastStep(), true);
  tick(700);
  assert.equal(history.joinsLastStep(), true, 'still within the 700 ms window');
  tick(1);
  assert.equal(history.joinsLastStep(), false);
  store.set({ config: { text: 'a b c' } }); // so this change is a step of its own
  history.undo();
  assert.deepEqual(store.get().config, { text: 'a b' });
  assert.equal(history.joinsLastStep(), false, 'after an undo the next edit starts a new step');
});
