// The Exercises tab: the set's exercises against the current trace, a button for a fresh set from this
// configuration, and the set's link.
import { exerciseItem } from './exercise-item.js';
import { button, exploreButton, link } from './lesson-parts.js';
import { el } from '../views/kit.js';

/** actions: fresh() makes a new set, explore() closes the lessons. */
export function exercisesPanel({ specs, trace, getTrace, lab, actions }) {
  const wrap = el('div', 'exercises');
  wrap.append(el('p', 'lesson-intro-text', 'Predict, then check against the engine. The questions use the configuration in the panel on the left; change it and make a new set.'));
  const list = el('ol', 'exercise-list');
  for (const spec of specs) list.append(exerciseItem(spec, { trace, getTrace, lab }));
  const buttons = el('div', 'tour-buttons');
  buttons.append(button('New exercises from this configuration', actions.fresh),
    link('Link to this set', `?exercises=${specs.map(encodeURIComponent).join(',')}`), exploreButton(actions.explore));
  wrap.append(list, buttons);
  return wrap;
}
