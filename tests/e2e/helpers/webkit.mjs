// WebKitGTK (the engine Safari shares) for the tests that hold a WebKit-only fault: Debian's WebKitWebDriver
// under a virtual X server, driving MiniBrowser over plain W3C WebDriver. `available` is false where the
// webkit2gtk-driver package is not installed (the tests that use it skip then).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import { screenshots } from './browser.mjs';

const DRIVER = '/usr/bin/WebKitWebDriver';
// MiniBrowser lives in the multiarch folder of the installed webkit2gtk-4.x.
const miniBrowser = () => {
  for (const arch of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    for (const version of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const path = `/usr/lib/${arch}/${version}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return null;
};
export const available = existsSync(DRIVER) && existsSync('/usr/bin/xvfb-run') && miniBrowser() !== null;

const freePort = () => new Promise((done) => {
  const server = createServer().listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => done(port)); });
});

/**
 * Opens MiniBrowser at width×height (the window; WebKit's viewport is the window less its toolbar).
 * → {go(url), run(script, ...args) (a function body; its return value comes back), runAsync(script, ms) (a body that
 *    calls done(value)), until(script, ms),
 *    screenshot(...nameParts) (with SCREENSHOTS=1), close()}.
 */
export async function openWebKit({ width = 1280, height = 720 } = {}) {
  const port = await freePort();
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', DRIVER, `--port=${port}`], { stdio: 'ignore', detached: true });
  const call = async (method, path, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const { value } = await response.json();
    if (value?.error) throw new Error(`WebDriver ${path}: ${value.message}`);
    return value;
  };
  const stop = () => { try { process.kill(-driver.pid); } catch { /* already gone */ } };
  try {
    // The driver answers /status once it listens (a few hundred ms under xvfb-run).
    for (let tries = 0; ; tries++) {
      try { await call('GET', '/status'); break; } catch (error) { if (tries > 150) throw error; await new Promise((done) => setTimeout(done, 100)); }
    }
    const { sessionId } = await call('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] } } } });
    const session = `/session/${sessionId}`;
    await call('POST', `${session}/window/rect`, { width, height });
    const run = (script, ...args) => call('POST', `${session}/execute/sync`, { script, args });
    return {
      go: (url) => call('POST', `${session}/url`, { url }),
      run,
      // A function body that answers by calling done(value) (execute/async's callback), within ms.
      async runAsync(script, ms = 60000) {
        await call('POST', `${session}/timeouts`, { script: ms });
        return call('POST', `${session}/execute/async`, { args: [], script: `const done = arguments[arguments.length - 1]; ${script}` });
      },
      // Asked in the page on every animation frame and answered as soon as it holds, so nothing waits longer
      // than the state takes; the session's script timeout bounds it.
      until(script, ms = 60000) {
        return this.runAsync(`const check = () => { const value = (() => { ${script} })(); if (value) done(value); else requestAnimationFrame(check); };
          check();`, ms);
      },
      async screenshot(...parts) {
        if (!process.env.SCREENSHOTS) return;
        await mkdir(screenshots, { recursive: true });
        await writeFile(`${screenshots}/${parts.join('-').replace(/[^a-z0-9_.+-]+/gi, '_')}.png`, Buffer.from(await call('GET', `${session}/screenshot`), 'base64'));
      },
      async close() { try { await call('DELETE', session); } finally { stop(); } },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
