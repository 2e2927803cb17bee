// The page's main thread in a Chromium trace (browser.startTracing with TRACED): its longest task and the
// most work between two animation frames, in the thread's own CPU time, which other processes on a shared
// machine do not stretch as they stretch wall time. bench/link-paste.mjs prints them; tests assert on them.
// Long tasks (window.__tasks, ms) and the longest gap between frames (window.__gap) from the first script on
// (buffered), in the page: page.addInitScript(watchFrames). Asking for every frame is what makes cpuOf's
// "between two frames" a frame gap.
export const watchFrames = () => {
  window.__tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  window.__gap = 0;
  let last = performance.now();
  const frame = (now) => { window.__gap = Math.max(window.__gap, now - last); last = now; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
};
export const TRACED = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];  // the second holds RunTask
// From a trace, the page's main thread (the renderer main thread with the most frames): its longest task's CPU ms,
// and the most CPU ms it spent between two animation frames (watchFrames asks for every frame, so each frame
// fires one; a frame is missed when the tasks between two of them take long).
export function cpuOf(trace) {
  const { traceEvents } = JSON.parse(trace.toString());
  const mains = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}/${e.tid}`));
  const threads = new Map();
  for (const e of traceEvents) {
    const thread = `${e.pid}/${e.tid}`;
    if (e.ph === 'X' && mains.has(thread) && (e.name === 'RunTask' || e.name === 'FireAnimationFrame')) threads.set(thread, [...(threads.get(thread) ?? []), e]);
  }
  const frameCount = (events) => events.filter((e) => e.name === 'FireAnimationFrame').length;
  const events = [...threads.values()].sort((a, b) => frameCount(b) - frameCount(a))[0] ?? [];
  const tasks = events.filter((e) => e.name === 'RunTask').map((e) => ({ ts: e.ts, cpu: (e.tdur ?? 0) / 1000 }));
  const frames = events.filter((e) => e.name === 'FireAnimationFrame').map((e) => e.ts).sort((a, b) => a - b);
  if (!frames.length) return { cpu: NaN, cpuGap: NaN };  // no frame traced: not measured
  let between = 0;
  for (let f = 0; f <= frames.length; f++) {
    const from = frames[f - 1] ?? -Infinity, to = frames[f] ?? Infinity;
    between = Math.max(between, tasks.filter((t) => t.ts >= from && t.ts < to).reduce((sum, t) => sum + t.cpu, 0));
  }
  return { cpu: Math.max(0, ...tasks.map((t) => t.cpu)), cpuGap: between };
}
