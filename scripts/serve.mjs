// A static file server for one folder (dist/ for scripts/run and the browser tests), on 127.0.0.1 only.
// Run `node scripts/serve.mjs --help` for its flags.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: node scripts/serve.mjs [folder] [--port N] [--csp "<policy>"]

Serves the files of folder (default: dist) at http://127.0.0.1:N/ (a path ending in / serves its index.html).
  --port N       the port (default 8080; 0 picks a free one)
  --csp POLICY   send this Content-Security-Policy header with every file
  --help         print this and exit`;

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon',
};

/**
 * The file under `root` a request path names, or an HTTP status refusing it: 400 for encoded separators (%2F, %5C),
 * a NUL or bad percent-encoding (no file name here holds them), 403 for a path that resolves outside root.
 */
export function fileFor(root, pathname) {
  if (/%(2f|5c|00)/i.test(pathname)) return { status: 400 };
  let path;
  try { path = decodeURIComponent(pathname); } catch { return { status: 400 }; }
  const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  const inside = relative(root, file);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return { status: 403 };
  return { file };
}

export function serve(folder, port = 0, { csp } = {}) {
  const root = resolve(folder);
  // Header room for an ?embed=1&text=… link with the 20,000 characters the page accepts (Node's default
  // of 16 KB would answer such a link with HTTP 431).
  const server = createServer({ maxHeaderSize: 256 * 1024 }, async (request, response) => {
    const { file, status } = fileFor(root, new URL(request.url, 'http://localhost').pathname);
    if (!file) return response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 403 ? 'forbidden' : 'bad request');
    try {
      const body = await readFile(file);
      const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
      if (csp) headers['content-security-policy'] = csp;
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', () => done(server)));
}

// The command line: → {folder, port, csp} or {help} or {error}.
export function readFlags(args) {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { port: { type: 'string' }, csp: { type: 'string' }, help: { type: 'boolean' } } });
  } catch (error) {
    return { error: error.message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length > 1) return { error: `one folder only (got ${positionals.join(', ')})` };
  const port = values.port === undefined ? 8080 : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || port > 65535) return { error: `--port takes a whole number from 0 to 65535 (got ${values.port})` };
  return { folder: positionals[0] ?? 'dist', port, csp: values.csp };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = readFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(USAGE);
  } else if (flags.error) {
    console.error(`serve.mjs: ${flags.error}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    const server = await serve(flags.folder, flags.port, { csp: flags.csp });
    console.log(`Serving ${flags.folder} at http://127.0.0.1:${server.address().port}/${flags.csp ? ` with Content-Security-Policy: ${flags.csp}` : ''}`);
  }
}
