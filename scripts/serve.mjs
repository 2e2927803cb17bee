// A static file server for dist/ (used by scripts/run and the browser tests).
//   node scripts/serve.mjs <folder> [port] [--csp "<policy>"]
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon',
};

export function serve(folder, port = 0, { csp } = {}) {
  const root = resolve(folder);
  // Header room for an ?embed=1&text=… link with the 20,000 characters the page accepts (Node's default
  // of 16 KB would answer such a link with HTTP 431).
  const server = createServer({ maxHeaderSize: 256 * 1024 }, async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(root)) return response.writeHead(403).end();
    try {
      const body = await readFile(file);
      const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
      if (csp) headers['content-security-policy'] = csp;
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [folder = 'dist', port = '8080'] = process.argv.slice(2);
  const cspAt = process.argv.indexOf('--csp');
  const server = await serve(folder, Number(port), { csp: cspAt > 0 ? process.argv[cspAt + 1] : undefined });
  console.log(`Serving ${folder} at http://127.0.0.1:${server.address().port}/`);
}
