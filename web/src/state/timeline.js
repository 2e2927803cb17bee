// Time is a number t in [0, stages.length]: the integer part picks the stage, the fraction is its
// progress. Everything drawn is a function of (stage, progress), so play, scrub and deep links agree.
export function frameAt(stages, t) {
  const n = stages.length;
  if (n === 0) return { index: 0, stage: null, progress: 0 };
  const clamped = Math.min(Math.max(t, 0), n);
  const index = Math.min(Math.floor(clamped), n - 1);
  return { index, stage: stages[index], progress: Math.min(clamped - index, 1) };
}

// Seconds a stage takes at speed 1; steps with more to show get a little longer.
export function stageDuration(step) {
  return step.group === 'softmax' || step.group === 'split' ? 4 : 3;
}

// A step named by its id or by its 1-based number (links and embeds say either) → its index, or -1.
export function stepIndexOf(trace, stepId) {
  if (!trace || !stepId) return -1;
  if (/^\d+$/.test(stepId)) return Math.min(trace.steps.length - 1, Math.max(0, Number(stepId) - 1));
  return trace.steps.findIndex((s) => s.id === stepId);
}
