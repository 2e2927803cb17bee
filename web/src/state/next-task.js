// A task of its own for what follows, so the browser may draw a frame before it: the page starts in phases
// (main.js) and applies a #state= link after the lab's first picture (share/keep-work.js), instead of holding
// its thread for all of them at once. A message to itself, not setTimeout, which a tab opened in the background
// runs once a second at most.

/** → Promise settled in a later task. */
export function nextTask() {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => { port1.close(); resolve(); };
    port2.postMessage(0);
  });
}
