// The engine's refusals and notes in the learner's language. The engine says each as a key with its values
// ({key: 'config.range', values: {field: 'dModel', value: '9000', …}}, cpp/attention/config.hpp's Message) and
// as the English of that key (`message`, from the `engine` section of en.js, the one catalog: the build writes it
// into the engine); the page says the key's message from the `engine` section of the learner's language file.
import { t, has, language, decimalMark } from './i18n.js';

/**
 * `item`: an error thrown by lab.run / lab.plan / lab.step (or one passed on by the worker), an entry of a
 * trace's noteMessages, or a plain string. → the sentence in the current language: engine.<key> with its
 * values, or the English message where the engine gave no key (or the key is unknown).
 */
export function engineText(item) {
  if (item === undefined || item === null) return '';
  if (typeof item !== 'object') return String(item);
  const { key, values, message } = item;
  if (typeof key !== 'string' || !key || !has(`engine.${key}`)) return String(message ?? '');
  const local = {};
  for (const [name, value] of Object.entries(values ?? {})) local[name] = localNumber(value);
  // A value named "…Key" is the key of a sentence that fills {…}: a setting's hint, what a wrong value was.
  for (const [name, value] of Object.entries(values ?? {})) {
    if (name.endsWith('Key') && name.length > 3 && has(`engine.${value}`)) local[name.slice(0, -3)] = t(`engine.${value}`, local);
  }
  return t(`engine.${key}`, local);
}

/** A trace's or plan's notes in the current language (its noteMessages, else its English notes). */
export function engineNotes(trace) {
  const said = trace?.noteMessages;
  if (Array.isArray(said) && said.length === (trace.notes?.length ?? 0)) return said.map(engineText);
  return (trace?.notes ?? []).map(String);
}

// The engine writes numbers as C++ and JavaScript do ("4096", "0.5"). English keeps them so; other
// languages get their own decimal mark, and whole numbers from 10,000 grouped (t() formats numbers).
function localNumber(value) {
  if (typeof value !== 'string' || language() === 'en') return value;
  if (/^-?\d{1,15}$/.test(value)) return Number(value);
  if (/^-?\d+\.\d+$/.test(value)) return value.replace('.', decimalMark());
  return value;
}
