// scripts/serve.mjs stays in its folder and reads real flags (issue 39): a served temporary folder `site` has
// siblings `sibling` and `site-secret` (whose name starts with the root's: a startsWith check let it through);
// no request path reaches them, whether by .., encoded separators or encoded dots. Requests are sent with their
// path exactly as written (node:http does not normalise it, as a browser would).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const script = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));
let folder, server, port;
before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'attention-lab-serve-'));
  for (const [dir, text] of [['site', 'inside'], ['sibling', 'SECRET sibling'], ['site-secret', 'SECRET prefix']]) {
    mkdirSync(join(folder, dir));
    writeFileSync(join(folder, dir, 'x.txt'), text);
  }
  writeFileSync(join(folder, 'site', 'index.html'), '<p>home</p>');
  writeFileSync(join(folder, 'site', '..notes.txt'), 'dots in a name');
  server = await serve(join(folder, 'site'), 0);
  port = server.address().port;
});
after(() => { server?.close(); rmSync(folder, { recursive: true, force: true }); });

// GET with the path as written → {status, body, headers}.
const get = (path, to = port) => new Promise((done, fail) => {
  request({ host: '127.0.0.1', port: to, path }, (response) => {
    let body = '';
    response.setEncoding('utf8').on('data', (chunk) => { body += chunk; }).on('end', () => done({ status: response.statusCode, body, headers: response.headers }));
  }).on('error', fail).end();
});

test('serve: files inside the folder are served, / as index.html, and a name that begins with dots is a name', async () => {
  assert.deepEqual([(await get('/x.txt')).body, (await get('/')).body, (await get('/..notes.txt')).body], ['inside', '<p>home</p>', 'dots in a name']);
  assert.equal((await get('/missing.txt')).status, 404);
  assert.equal((await get('/..')).body, '<p>home</p>', 'dot segments stop at the root, as in a URL');
});

for (const path of ['/..%2Fsibling/x.txt', '/..%2Fsite-secret/x.txt', '/..%2fsibling/x.txt', '/..%5Csibling/x.txt', '/%2E%2E/sibling/x.txt',
  '/%2e%2e%2fsibling/x.txt', '/../sibling/x.txt', '/a/../../site-secret/x.txt', '/x.txt%00', '/%E0%A4%A']) {
  test(`serve: ${path} does not leave the served folder`, async () => {
    const { status, body } = await get(path);
    assert.ok([400, 403, 404].includes(status), `status ${status}`);
    assert.doesNotMatch(body, /SECRET/);
  });
}

// Starts the script with `args`; resolves at its first line of output → {child, line}.
function start(args) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, fail) => {
    child.stdout.setEncoding('utf8').once('data', (line) => done({ child, line }));
    child.once('exit', (code) => fail(new Error(`serve.mjs exited with ${code}`)));
  });
}

test('serve: the command line takes a folder, --port and --csp, and says where it serves', async () => {
  const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
  const { child, line } = await start([join(folder, 'site'), '--port', '0', '--csp', policy]);
  try {
    const url = new URL(line.match(/http:\/\/127\.0\.0\.1:\d+\//)[0]);
    const { body, headers } = await get('/x.txt', url.port);
    assert.equal(body, 'inside');
    assert.equal(headers['content-security-policy'], policy);
  } finally { child.kill(); }
});

test('serve: --help prints the usage; a bad flag or port is refused with the usage and status 2', () => {
  const run = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  const help = run('--help');
  assert.equal(help.status, 0);
  assert.match(help.stdout, /Usage: node scripts\/serve\.mjs \[folder\] \[--port N\] \[--csp "<policy>"\]/);
  for (const [args, said] of [[['--bogus'], /bogus/], [['--port', 'http'], /--port takes a whole number/], [['--port', '70000'], /--port/],
    [['--csp'], /--csp/], [['one', 'two'], /one folder only/]]) {
    const refused = run(...args);
    assert.equal(refused.status, 2, args.join(' '));
    assert.match(refused.stderr, said);
    assert.match(refused.stderr, /Usage:/);
  }
});
