// worker-protocol.js over a MessageChannel (what a Worker's postMessage is made of): calls by name answer or
// reject, errors keep their class and the engine's fields, buffers move instead of copying, events arrive,
// the worker's counts ride on every message, and a cancelled call ends the worker and starts a fresh one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, connect, moving, isAbort } from '../../web/src/engine/worker-protocol.js';

// A "worker": a channel whose far end serves `makeMethods`. → {connection, started (workers started)}.
function channelTo(makeMethods) {
  const started = [];
  const connection = connect(() => {
    const { port1, port2 } = new MessageChannel();
    started.push(serve(makeMethods, port1));
    port2.terminate = () => { port1.close(); port2.close(); };
    return port2;
  });
  return { connection, started };
}
// Resolves once `check()` is true, looking again after each turn of the event loop (no fixed wait).
async function until(check) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

test('worker protocol: a call by name answers with the method’s value; calls made before the methods are ready wait for them', async () => {
  let ready;
  const methods = new Promise((resolve) => { ready = resolve; });
  const { connection } = channelTo(() => methods);
  const { add, later } = connection.methods(['add', 'later']);
  const answers = [add(2, 3), later('x')];
  ready({ add: (a, b) => a + b, later: async (x) => `${x}!` });
  assert.deepEqual(await Promise.all(answers), [5, 'x!']);
  assert.deepEqual(connection.sent, { add: 1, later: 1 });
  connection.terminate();
});

test('worker protocol: an error thrown in the worker rejects the call, keeping its class and the engine’s field, key and values', async () => {
  const { connection } = channelTo(() => ({
    refuse() { throw Object.assign(new RangeError('heads (3) must divide d_model (8)'), { field: 'heads', key: 'config.divides', values: { h: 3 } }); },
  }));
  await assert.rejects(connection.call('refuse'), (error) => error instanceof RangeError && error.message === 'heads (3) must divide d_model (8)'
    && error.field === 'heads' && error.key === 'config.divides' && error.values.h === 3);
  await assert.rejects(connection.call('missing'), (error) => error instanceof TypeError && /missing/.test(error.message));
  connection.terminate();
});

test('worker protocol: moving() transfers buffers both ways: the sender’s copy is emptied, the receiver gets the numbers', async () => {
  let kept = null;
  const { connection } = channelTo(() => ({
    double(given) {
      kept = new Float32Array(given.data.length).map((_, i) => given.data[i] * 2);
      return moving({ data: kept }, [kept.buffer]);
    },
  }));
  const sent = new Float32Array([1, 2, 3]);
  const answer = await connection.call('double', [moving({ data: sent }, [sent.buffer])]);
  assert.equal(sent.buffer.byteLength, 0, 'the page’s buffer moved to the worker');
  assert.equal(kept.buffer.byteLength, 0, 'the worker’s buffer moved to the page');
  assert.deepEqual(Array.from(answer.data), [2, 4, 6]);
  connection.terminate();
});

test('worker protocol: events arrive between answers, and the worker’s counts ride on every message', async () => {
  const { connection } = channelTo(({ emit, count }) => ({
    work(n) {
      for (let i = 1; i <= n; i++) { count('pieces'); emit('progress', i); }
      return 'done';
    },
  }));
  const seen = [];
  connection.on('progress', (i) => seen.push([i, connection.counts.pieces]));
  assert.equal(await connection.call('work', [3]), 'done');
  assert.deepEqual(seen, [[1, 1], [2, 2], [3, 3]]);
  assert.deepEqual(connection.counts, { pieces: 3 });
  connection.terminate();
});

test('worker protocol: cancelling a call ends its worker, rejects the call as aborted and starts a fresh worker that answers', async () => {
  const { connection, started } = channelTo(({ count, emit }) => ({
    forever: () => { count('began'); emit('began'); return new Promise(() => {}); },
    ping: () => 'pong',
  }));
  const controller = new AbortController();
  const call = connection.call('forever', [], { signal: controller.signal });
  await until(() => connection.counts.began === 1);
  controller.abort();
  await assert.rejects(call, (error) => isAbort(error));
  assert.equal(started.length, 2, 'a fresh worker was started');
  assert.deepEqual(connection.counts, {}, 'the fresh worker has done nothing yet');
  assert.equal(await connection.call('ping'), 'pong');
  // An answered call is not cancelled afterwards: its abort restarts nothing.
  const done = new AbortController();
  assert.equal(await connection.call('ping', [], { signal: done.signal }), 'pong');
  done.abort();
  assert.equal(started.length, 2);
  connection.terminate();
});

test('worker protocol: latest-wins calls: one is in the worker at a time, a newer one cancels the one waiting unsent, and the worker lives on', { timeout: 10000 }, async () => {
  let release;
  const seen = [];
  const { connection, started } = channelTo(() => ({
    trace(sentence) {
      seen.push(sentence);
      if (sentence !== 'first') return sentence;
      return new Promise((resolve) => { release = () => resolve(sentence); });
    },
  }));
  const { trace } = connection.methods(['trace'], { latest: ['trace'] });
  const first = trace('first');
  await until(() => release);
  const second = trace('second'), third = trace('third');
  await assert.rejects(second, (error) => isAbort(error));
  assert.deepEqual(seen, ['first'], 'nothing more is sent while one is in the worker');
  release();
  assert.equal(await first, 'first');
  assert.equal(await third, 'third');
  assert.deepEqual(seen, ['first', 'third'], 'the replaced call never reached the worker');
  assert.equal(started.length, 1, 'no fresh worker: the one holding the model is kept');
  assert.equal(await trace('fourth'), 'fourth', 'the line is free again once answered');
  connection.terminate();
});
