// The Exercises tab: the set's exercises against the current trace, a button for a fresh set from this
// configuration, and the set's link.
import { exerciseItem } from './exercise-item.js';
import { button, exploreButton, link } from './lesson-parts.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';

/** actions: fresh() makes a new set, explore() closes the lessons. */
export function exercisesPanel({ specs, trace, getTrace, lab, actions }) {
  const wrap = el('div', 'exercises');
  wrap.append(el('p', 'lesson-intro-text', t('lessons.exercises.intro')));
  const list = el('ol', 'exercise-list');
  for (const spec of specs) list.append(exerciseItem(spec, { trace, getTrace, lab }));
  const buttons = el('div', 'tour-buttons');
  buttons.append(button(t('lessons.exercises.fresh'), actions.fresh),
    link(t('lessons.exercises.link'), `?exercises=${specs.map(encodeURIComponent).join(',')}`), exploreButton(actions.explore));
  wrap.append(list, buttons);
  return wrap;
}
