// One state object for the whole page; views and controls read it, only set changes it. `fit(next, previous)`
// (a pure function, fit-state.js) keeps what the store holds consistent as it changes: subscribers see one state.
export function createStore(initial, fit = (state) => state) {
  let state = fit(initial);
  const listeners = new Set();
  return {
    get: () => state,
    set(partial) {
      const previous = state;
      state = fit({ ...state, ...partial }, previous);
      for (const listener of listeners) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
