// The test script's counting rules (scripts/lib/tiers.sh), driven with deliberately broken tiers: each
// must end with a non-zero "failed" count and a non-zero exit, and passing tiers must not. The broken
// tiers are real: a doctest binary, Node test files, a browser test, a libFuzzer target.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = `${root}tests/harness/fixtures`;
const scratch = mkdtempSync(`${tmpdir()}/harness-`);
const doctestProbe = `${scratch}/doctest_probe`;
const fuzzCrash = `${scratch}/fuzz_crash`;

before(() => {
  execFileSync('g++', ['-std=c++17', '-O0', `${fixtures}/doctest_probe.cpp`, '-o', doctestProbe]);
  execFileSync('clang++', ['-fsanitize=fuzzer', `${fixtures}/fuzz_crash.cpp`, '-o', fuzzCrash]);
});

// Runs `lines` after sourcing the tier library; returns the summary counts and the exit status.
function runTiers(lines, env = {}) {
  const script = `source scripts/lib/tiers.sh\n${lines}\nsummary`;
  const { NODE_TEST_CONTEXT, ...outside } = process.env;  // the inner node --test must not think it is nested
  const result = spawnSync('bash', ['-c', script], {
    cwd: root, encoding: 'utf8', env: { ...outside, TIER_LOG: mkdtempSync(`${scratch}/log-`), ...env },
  });
  const last = result.stdout.trim().split('\n').at(-1);
  const match = /^(\d+) passed, (\d+) failed$/.exec(last);
  assert.ok(match, `the last line is a summary: ${JSON.stringify(last)}\n${result.stdout}${result.stderr}`);
  return { passed: Number(match[1]), failed: Number(match[2]), status: result.status, output: result.stdout };
}

test('harness: a passing doctest binary and a passing Node file count as passed, exit 0', () => {
  const r = runTiers(`tier native count_doctest 60 ${doctestProbe}\nnode_tests js 60 ${fixtures}/passes.test.mjs`);
  assert.deepEqual([r.passed, r.failed, r.status], [3, 0, 0], r.output);
});

test('harness: a failing doctest case makes the run fail', () => {
  const r = runTiers(`tier native count_doctest 60 ${doctestProbe}`, { FAIL: '1' });
  assert.deepEqual([r.passed, r.failed], [1, 1], r.output);
  assert.notEqual(r.status, 0);
});

test('harness: a doctest binary that exits 23 after printing "0 failed" makes the run fail', () => {
  const r = runTiers(`tier native count_doctest 60 ${doctestProbe}`, { EXIT_AFTER_SUMMARY: '1' });
  assert.match(r.output, /exited with status 23/);
  assert.equal(r.failed, 1, r.output);
  assert.notEqual(r.status, 0);
});

test('harness: a failing Node test makes the run fail', () => {
  const r = runTiers(`node_tests js 60 ${fixtures}/passes.test.mjs ${fixtures}/fails.test.mjs`);
  assert.deepEqual([r.passed, r.failed], [2, 1], r.output);
  assert.notEqual(r.status, 0);
});

test('harness: a hanging browser test is stopped at its limit and counts as failed', () => {
  const r = runTiers(`node_tests browser 15 ${fixtures}/hangs-in-browser.test.mjs`);
  assert.match(r.output, /timed out after 15 s/);
  assert.ok(r.failed >= 1, r.output);
  assert.notEqual(r.status, 0);
  // timeout signals the whole process group; Chromium's processes may take a moment to exit after it.
  // Wait (polling, up to 30 s) for them to be gone rather than catching them mid-exit.
  const running = () => spawnSync('pgrep', ['-f', 'harness-hang-marker|hangs-in-browser'], { encoding: 'utf8' }).stdout.trim();
  const deadline = Date.now() + 30000;
  let left = running();
  while (left && Date.now() < deadline) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    left = running();
  }
  assert.equal(left, '', 'no process of the stopped test is left running 30 s after it was stopped');
});

test('harness: a fuzz target that crashes makes the run fail', () => {
  const r = runTiers(`tier fuzz count_fuzz 60 ${fuzzCrash} -max_total_time=5 -artifact_prefix=${scratch}/`);
  assert.equal(r.failed, 1, r.output);
  assert.notEqual(r.status, 0);
});

test('harness: a tier that prints nothing counts as failed even if it exits 0', () => {
  const r = runTiers('tier silent count_tap 60 true\ntier silent2 count_doctest 60 true');
  assert.deepEqual([r.passed, r.failed], [0, 2], r.output);
  assert.notEqual(r.status, 0);
});
