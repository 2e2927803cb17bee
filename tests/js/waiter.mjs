// Waiting for a state, not for time: until(check) resolves once check() is true, looked at again each time
// changed() is called (a test calls it from the callbacks that change what check() reads).
export function waiter() {
  const waiting = new Set();
  return {
    changed() { for (const look of [...waiting]) look(); },
    until: (check) => new Promise((resolve) => {
      const look = () => { if (check()) { waiting.delete(look); resolve(); } };
      waiting.add(look);
      look();
    }),
  };
}
