// The one request/response layer between the page and its workers (the engine worker, the training worker).
// The page calls a worker's method by name and gets a promise; the worker answers with a value, or with an
// error, which rejects the promise. Between answers a worker may send events (a training snapshot, a view
// answered ahead). Numbers move rather than copy: an answer, event or argument wrapped in moving(value, buffers)
// transfers them.
// The worker counts what it does (count('forwardPasses')) and every message carries the counts, so the page
// (and a test) reads them from here. A call given an AbortSignal is cancelled by ending the worker and starting
// a fresh one: a run inside wasm cannot be interrupted any other way. A worker that holds what would be lost
// with it (the training worker's 250 MB model) cancels stale calls instead by `latest`: of the calls sharing a
// tag, one is in the worker at a time and only the newest waits; the one it replaces is cancelled unsent.
//
// Messages: page → worker {call: id, method, args}; worker → page {answer: id, value | error, counts},
// {event, value, counts}, and {ready: true} once the worker's methods are made ({failed: error} if not).

const MOVING = Symbol('moving');
/** `value`, sent with `buffers` transferred (the sender loses them). */
export const moving = (value, buffers) => ({ [MOVING]: true, value, buffers: [...new Set(buffers)] });
const unwrap = (value) => (value?.[MOVING] ? value : { value, buffers: [] });

// An error as data (it crosses postMessage), and back: its class, message and the fields the page reads
// (field, key, values: the engine's refusal; own: a key of the worker's own words).
const ERRORS = { Error, RangeError, TypeError };
export const errorData = (error) => ({ ...error, name: error?.name ?? 'Error', message: String(error?.message ?? error) });
export function errorFrom({ name, message, ...fields }) {
  return Object.assign(new (ERRORS[name] ?? Error)(message), fields);
}

/**
 * In a worker: answers the page's calls. `makeMethods({emit, count})` returns the methods (an object of
 * functions taking the call's arguments and returning the answer or a promise of it), or a promise of them;
 * calls that arrive meanwhile wait. → {emit(event, value), count(name), counts}.
 */
export function serve(makeMethods, port = globalThis) {
  const counts = {};
  const post = (message, payload) => {
    const { value, buffers } = unwrap(payload);
    port.postMessage({ ...message, value, counts: { ...counts } }, buffers);
  };
  const server = {
    counts,
    emit: (event, value) => post({ event }, value),
    count: (name, n = 1) => { counts[name] = (counts[name] ?? 0) + n; },
  };
  const methods = Promise.resolve().then(() => makeMethods(server));
  methods.then(() => port.postMessage({ ready: true }), (error) => port.postMessage({ failed: errorData(error) }));
  port.addEventListener('message', async ({ data }) => {
    if (data?.call === undefined) return;  // not a call (the engine's bytes, for one)
    try {
      const own = await methods;
      if (typeof own[data.method] !== 'function') throw new TypeError(`No worker method is called "${data.method}".`);
      post({ answer: data.call }, await own[data.method](...(data.args ?? [])));
    } catch (error) {
      port.postMessage({ answer: data.call, error: errorData(error), counts: { ...counts } });
    }
  });
  port.start?.();  // a MessagePort delivers to addEventListener only once started
  return server;
}

/**
 * On the page: calls into a worker that serves. `start()` → a Worker (or MessagePort), already on its way;
 * it is called again for a fresh one after a cancel. → {call(method, args, {signal, latest}) → Promise (an
 * argument may be moving(…); `latest`: a tag, see above), methods(names, {latest: [names called latest-wins]})
 * → {name(...args) → Promise}, on(event, listener) (the worker's events, and
 * 'stopped' ({reason}) when it dies: its calls reject), counts (the worker's, from its last message), sent
 * (calls made, per method), terminate()}.
 */
export function connect(start) {
  let port = null, nextId = 1;
  const pending = new Map();  // id → {resolve, reject}
  const listeners = new Map();  // event → listener
  const connection = { counts: {}, sent: {} };

  const rejectAll = (error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  function open() {
    port = start();
    port.onmessage = ({ data }) => {
      if (data?.counts) connection.counts = data.counts;
      if (data?.event !== undefined) return listeners.get(data.event)?.(data.value);
      const job = pending.get(data?.answer);
      if (!job) return;
      pending.delete(data.answer);
      if (data.error) job.reject(errorFrom(data.error)); else job.resolve(data.value);
    };
    port.onerror = (event) => {
      event.preventDefault?.();
      const reason = event.message || '';  // the page says it (and says "unknown" when empty)
      rejectAll(Object.assign(new Error(`The worker stopped: ${reason}`), { stopped: true, reason }));
      listeners.get('stopped')?.({ reason });
    };
  }
  // Ends the worker (and whatever it was computing) and starts a fresh one; every call waiting rejects.
  function restart() {
    port.terminate?.();
    port.close?.();
    rejectAll(abortError());
    connection.counts = {};
    open();
  }
  open();

  function send(method, args, signal) {
    if (signal?.aborted) return Promise.reject(abortError());
    const id = nextId++;
    connection.sent[method] = (connection.sent[method] ?? 0) + 1;
    const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    signal?.addEventListener('abort', () => { if (pending.has(id)) restart(); }, { once: true });
    const sent = args.map(unwrap);
    port.postMessage({ call: id, method, args: sent.map((a) => a.value) }, sent.flatMap((a) => a.buffers));
    return answer;
  }
  // Latest-wins lines, by tag: {busy (a call of the tag is in the worker), waiting ({method, args, signal,
  // resolve, reject}, or null)}.
  const lines = new Map();
  function sendOnLine(line, method, args, signal) {
    line.busy = true;
    const answer = send(method, args, signal), next = () => {
      const waiting = line.waiting;
      line.busy = false;
      line.waiting = null;
      if (waiting) sendOnLine(line, waiting.method, waiting.args, waiting.signal).then(waiting.resolve, waiting.reject);
    };
    answer.then(next, next);
    return answer;
  }
  connection.call = (method, args = [], { signal, latest } = {}) => {
    if (latest === undefined) return send(method, args, signal);
    if (!lines.has(latest)) lines.set(latest, { busy: false, waiting: null });
    const line = lines.get(latest);
    if (!line.busy) return sendOnLine(line, method, args, signal);
    line.waiting?.reject(abortError());  // replaced by a newer call before it was sent
    return new Promise((resolve, reject) => { line.waiting = { method, args, signal, resolve, reject }; });
  };
  // Typed calls: one function per method name, e.g. trainer.predict(ids); those named in `latest` are latest-wins.
  connection.methods = (names, { latest = [] } = {}) => Object.fromEntries(names.map((name) =>
    [name, (...args) => connection.call(name, args, latest.includes(name) ? { latest: name } : {})]));
  connection.on = (event, listener) => { listeners.set(event, listener); };
  connection.terminate = () => { port.terminate?.(); port.close?.(); rejectAll(abortError()); };
  return connection;
}

/** The rejection of a cancelled call (also what a caller checks for: isAbort). */
const abortError = () => Object.assign(new Error('cancelled'), { name: 'AbortError' });
export const isAbort = (error) => error?.name === 'AbortError';
