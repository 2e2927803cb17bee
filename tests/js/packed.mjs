// The npm package as a user gets it: `npm pack` of this checkout (package.json `files`: dist/), installed from
// the tarball into an empty temporary project with no network. → {project (its folder), packageDir, files
// (the tarball's list), remove()}. Used by tests/js/package.test.mjs and tests/e2e/package-element.test.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function installPacked() {
  const project = mkdtempSync(join(tmpdir(), 'attention-lab-user-'));
  const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
  const [packed] = JSON.parse(npm(['pack', root, '--json', '--pack-destination', project], project));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'course-site', version: '1.0.0', private: true }));
  npm(['install', '--offline', join(project, packed.filename)], project);
  return {
    project, packageDir: join(project, 'node_modules', 'attention-lab'), files: packed.files.map((f) => f.path),
    remove: () => rmSync(project, { recursive: true, force: true }),
  };
}
