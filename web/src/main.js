// The page's entry: one lab mounted into the document (index.html, attention-lab.html), with its share
// bar, links and the "Train a model" view. Embeds (embed/element.js) mount more labs into shadow roots.
import { mount } from './app/mount.js';
import { loadTheme } from './panels/theme.js';
import { presets } from './state/presets.js';
import { startPage } from './embed/page.js';
import { startTrainToggle } from './train/train-toggle.js';
import { trainedPresets } from './train/trained-presets.js';
import { modelBytes } from './train/models.js';
import { startEngine } from './engine/engine-start.js';
import { engineFiles } from './engine/engine-files.js';
import { startProblemView } from './views/start-problem-view.js';
import { renderMath } from './stage/math.js';
import { chapters } from './lessons/tour.js';
import { foldSettings } from './panels/settings-fold.js';
import { markLanguage, pageLanguage, setLanguage, translateTree } from './i18n/i18n.js';
import { loadLanguage } from './i18n/load-language.js';
import { languageMenu } from './i18n/language-menu.js';
import { saveNow } from './share/storage.js';
import { remembering } from './state/memory.js';
import { nextTask } from './state/next-task.js';

// The browser is checked first; where the engine cannot start, the page says why instead of staying blank.
// The chosen language's catalog comes first (only English is in this script). The page starts in phases, each a
// task of its own (state/next-task.js): this script, the engine's first plan, run and formula, the lab (a #state=
// link follows in a task of its own: share/keep-work.js), the train view.
if (typeof document !== 'undefined' && document.getElementById('stage')) loadLanguage(pageLanguage()).then(nextTask).then(startPageLab);

function startPageLab() {
  setLanguage(pageLanguage());  // before anything is drawn: every view reads its words when it draws
  markLanguage(document.documentElement);
  translateTree(document);
  // The work goes with the page in another language: saved here, or (storage refused) carried in its #state=.
  const beforeLeave = () => saveNow().then(() => window.attentionLab?.share?.carry?.() ?? '');
  document.getElementById('theme').before(languageMenu(document, { beforeLeave, remember: remembering() }));  // works without the engine too
  startEngine(undefined, undefined, engineFiles).then(async (lab) => {
    // The engine's functions are compiled on their first call, on this thread (V8 compiles wasm lazily), and
    // temml is slow on its first formula: the first plan, run and formula each get a task of their own before
    // the lab is put together (the formula's MathML is kept, so the stage shows it at once).
    await nextTask();
    const { steps } = lab.plan(lab.defaultConfig());
    await nextTask();
    lab.run(lab.defaultConfig());
    await nextTask();
    renderMath(document.createElement('div'), steps[0].formula);
    await nextTask();
    presets.unshift(...trainedPresets(lab, modelBytes));  // first in the list: attention that means something
    // The lab and its share bar in one task: whoever finds the lab finds its share bar.
    const app = window.attentionLab = mount(document, { lab });
    app.share = startPage(app); // share bar, #state= links, ?embed=1
    await nextTask();
    app.train = startTrainToggle(app); // "Train a model", ?view=train
    const fold = foldSettings(document.getElementById('inputs'), app.getState);
    app.store.subscribe((state, previous) => { if (state.config !== previous.config) fold.refresh(); });  // not every frame
    // Ready once the learner's saved work is back (reading a compressed state takes a moment).
    Promise.resolve(app.share?.restored).then(() => { document.body.dataset.ready = 'true'; });
  }, (error) => {
    document.documentElement.dataset.theme = loadTheme();  // mount() would have; the message follows it too
    document.body.dataset.engine = 'failed';
    document.querySelector('.layout').before(startProblemView(error, chapters));
  });
}
