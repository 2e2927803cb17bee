// The Exercises tab: an assignment when the page was opened from one (assignment-panel.js); otherwise the set's
// exercises against the current trace, in practice mode, a button for a fresh set, the set's link, and the
// teacher's tools (teacher-panel.js).
import { exerciseItem } from './exercise-item.js';
import { exerciseFromSpec } from './exercises.js';
import { assignmentPanel } from './assignment-panel.js';
import { teacherPanel } from './teacher-panel.js';
import { openedAssignment } from './lesson-links.js';
import { button, exploreButton, link } from './lesson-parts.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';

const savedFor = new WeakMap();  // a set (its specs array) → what was typed and tried, per spec

/** actions: fresh() makes a new set, explore() closes the lessons. store and presets: the lab's. */
export function exercisesPanel({ specs, trace, getTrace, lab, presets = [], store, actions }) {
  // A question's example (the trained model's layer) opened in the lab, on its softmax step.
  const onOpen = store && (({ config, inputs }) => {
    store.set({ config: { ...lab.defaultConfig(), ...config }, inputs, presetId: '', item: 0, head: 0, playing: false, progress: 1 });
    const step = getTrace()?.steps.findIndex((s) => s.id === 'softmax') ?? -1;
    if (step >= 0) store.set({ step });
  });
  const assignment = openedAssignment();
  if (assignment) return assignmentPanel({ assignment, lab, presets, onOpen });

  const ctx = { lab, presets };
  if (!savedFor.has(specs)) savedFor.set(specs, {});
  const saved = savedFor.get(specs);
  const wrap = el('div', 'exercises');
  wrap.append(el('p', 'lesson-intro-text', t('lessons.exercises.intro')));
  const list = el('ol', 'exercise-list');
  for (const spec of specs) {
    const ex = trace && exerciseFromSpec(trace, spec, ctx);
    if (!ex) { list.append(el('li', 'exercise', t('lessons.exercises.missing', { spec }))); continue; }
    saved[spec] ??= {};
    list.append(exerciseItem(ex, { getExercise: () => getTrace() && exerciseFromSpec(getTrace(), spec, ctx), saved: saved[spec], onOpen }));
  }
  const buttons = el('div', 'tour-buttons');
  buttons.append(button(t('lessons.exercises.fresh'), actions.fresh),
    link(t('lessons.exercises.link'), `?exercises=${specs.map(encodeURIComponent).join(',')}`), exploreButton(actions.explore));
  wrap.append(list, buttons);
  if (store) wrap.append(teacherPanel({ lab, store, presets, defaults: lab.defaultConfig() }));
  return wrap;
}
