// Undo and redo for what a learner changes (the configuration, the sentences, edited numbers), kept
// beside the one store: every change of the tracked keys remembers what it replaced. Changes that
// follow each other quickly (typing a sentence) become one step, so undo goes back a word, not a letter.
export function attachHistory(store, { keys = ['config', 'inputs'], coalesceMs = 700, limit = 100, now = () => Date.now() } = {}) {
  const undoStack = [], redoStack = [];
  let applying = false, lastChange = -Infinity;
  const pick = (state) => Object.fromEntries(keys.map((key) => [key, state[key]]));

  const unsubscribe = store.subscribe((state, previous) => {
    if (applying || keys.every((key) => state[key] === previous[key])) return;
    const time = now();
    if (time - lastChange > coalesceMs || !undoStack.length) {
      undoStack.push(pick(previous));
      if (undoStack.length > limit) undoStack.shift();
    }
    lastChange = time;
    redoStack.length = 0;
  });

  function apply(from, to) {
    if (!from.length) return false;
    to.push(pick(store.get()));
    applying = true;
    try {
      store.set(from.pop());
    } finally {
      applying = false;
    }
    lastChange = -Infinity;  // the next edit starts a new step
    return true;
  }

  return {
    undo: () => apply(undoStack, redoStack),
    redo: () => apply(redoStack, undoStack),
    canUndo: () => undoStack.length > 0,
    canRedo: () => redoStack.length > 0,
    // Whether a change now would join the newest undo step (read-only; tests wait on it, not on a clock).
    joinsLastStep: () => now() - lastChange <= coalesceMs,
    detach: unsubscribe,
  };
}
