// Français: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const fr = {
  // ── start ──
  // ── end of start ──

  // ── format ──
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  // ── end of app ──

  // ── steps ──
  // ── end of steps ──

  // ── tour ──
  // ── end of tour ──

  // ── lessons ──
  'lessons.panel.label': 'Leçons',
  'lessons.panel.tabTour': 'Visite guidée',
  'lessons.panel.tabExercises': 'Exercices',
  'lessons.panel.tabDecode': 'Un token à la fois',
  'lessons.panel.tabEquivalence': 'Équivalence multi-têtes',
  'lessons.panel.introDecode': 'L’auto-attention causale de la phrase, rejouée token par token avec un cache de clés et de valeurs, comme lorsqu’un modèle génère du texte. Le laboratoire ci-dessous montre le même calcul fait d’un seul coup.',
  'lessons.panel.introEquivalence': 'Les poids de la configuration actuelle, démontés tête par tête. Choisissez la tête dans le menu Tête.',
  'lessons.panel.explore': 'Explorer librement ✕',
  'lessons.panel.back': '↺ Revenir à votre configuration',
  'lessons.tour.chapters': 'Chapitres',
  'lessons.tour.chapterLabel': 'Chapitre {n} : {title}',
  'lessons.tour.title': 'Chapitre {n} sur {count} : {title}',
  'lessons.tour.previous': '◀ Chapitre précédent',
  'lessons.tour.next': 'Chapitre suivant ▶',
  'lessons.tour.finish': 'Explorer librement ▶',
  'lessons.tour.link': 'Lien : ?chapter={n}',
  'lessons.tour.keys': 'Pg préc. / Pg suiv. passent d’un chapitre à l’autre',
  'lessons.tour.needsConfig': '(Ce chapitre a besoin de sa propre configuration : {reason})',
  'lessons.stage.decodeTitle': 'Générer un token à la fois',
  'lessons.stage.decodeCausal': 'La génération est une auto-attention causale : elle est montrée ici avec le masque causal sur la phrase, quel que soit le masque du panneau.',
  'lessons.stage.kvCacheTitle': 'Taille du cache KV : MHA, GQA et MQA',
  'lessons.stage.equivalenceTitle': 'L’équivalence multi-têtes, avec des nombres',
  'lessons.stage.tooLarge': 'cette configuration est trop grande pour garder tous les tenseurs ; réduisez-la',
  'lessons.stage.cannotShow': 'Cette vue ne peut pas être affichée pour la configuration actuelle : {reason}',
  'lessons.kvCache.gqa': { one: 'GQA ({n} tête kv)', many: 'GQA ({n} têtes kv)', other: 'GQA ({n} têtes kv)' },
  'lessons.generation.empty': 'Saisissez au moins un token.',
  'lessons.generation.tooLong': { one: 'Le modèle lit au plus {n} token ; ce texte en compte {length}.', many: 'Le modèle lit au plus {n} tokens ; ce texte en compte {length}.', other: 'Le modèle lit au plus {n} tokens ; ce texte en compte {length}.' },
  'lessons.exercises.intro': 'Prédisez, puis vérifiez avec le moteur. Les questions portent sur la configuration du panneau de gauche ; modifiez-la et créez une nouvelle série.',
  'lessons.exercises.fresh': 'Nouveaux exercices sur cette configuration',
  'lessons.exercises.link': 'Lien vers cette série',
  'lessons.exercises.missing': '« {spec} » n’existe pas dans cette configuration.',
  'lessons.exercises.check': 'Vérifier',
  'lessons.exercises.shapePlaceholder': 'tailles, par ex. 4×5×6',
  'lessons.exercises.valuePlaceholder': 'un nombre, par ex. {example}',
  'lessons.exercises.shapePrompt': '{sizes} : quelle est la forme de {name} ?',
  'lessons.exercises.shapeHint': 'Tous ses axes dans l’ordre, écrits comme 4×5×6.',
  'lessons.exercises.shapeIs': '{name} est {axes} = {shape}.',
  'lessons.exercises.madeBy': 'Il est produit par l’étape « {step} ».',
  'lessons.exercises.cellWithHead': '{name}[élément {b}, tête {h}, ligne {r} « {rowLabel} », colonne {c} « {colLabel} »]',
  'lessons.exercises.cell': '{name}[élément {b}, ligne {r} « {rowLabel} », colonne {c} « {colLabel} »]',
  'lessons.exercises.valuePrompt': '{sizes} : que vaut {cell} ?',
  'lessons.exercises.givenAndHint': '{given} {hint}',
  'lessons.exercises.valueHint': 'Un nombre, à deux décimales.',
  'lessons.exercises.maskedHint': 'Un nombre à deux décimales, ou −∞ (tapez -inf).',
  'lessons.exercises.givenWeights': 'La ligne {r} de masked est {values}.',
  'lessons.exercises.givenMasked': 'scaled[{r}, {c}] = {value} ; masque : {mask}.',
  'lessons.exercises.givenScaled': 'scores[{r}, {c}] = {value} et d_k = {dK}.',
  'lessons.exercises.givenScoresLong': 'La ligne {r} de Q_h et la ligne {c} de K_h ont chacune d_k = {dK} nombres.',
  'lessons.exercises.givenScores': 'La ligne {r} de Q_h est {q} ; la ligne {c} de K_h est {k}.',
  'lessons.exercises.givenConcat': 'd_v = {dV} : la colonne {c} appartient à la tête {head}.',
  'lessons.exercises.mask.none': 'aucun',
  'lessons.exercises.mask.causal': 'causal',
  'lessons.exercises.mask.padding': 'remplissage',
  'lessons.exercises.mask.causalPadding': 'causal + remplissage',
  'lessons.exercises.mask.sliding': 'glissant',
  'lessons.exercises.mask.slidingPadding': 'glissant + remplissage',
  'lessons.exercises.mask.custom': 'personnalisé',
  'lessons.exercises.typeSizes': 'Tapez les tailles de ses axes, écrites comme 4×5×6.',
  'lessons.exercises.rightShape': 'Juste : {shape}.',
  'lessons.exercises.rightSlice': { one: 'Juste pour une tranche, mais le tenseur entier a {n} axe : {shape}.', many: 'Juste pour une tranche, mais le tenseur entier a {n} axes : {shape}.', other: 'Juste pour une tranche, mais le tenseur entier a {n} axes : {shape}.' },
  'lessons.exercises.wrongShape': 'Pas tout à fait : le {name} du moteur est {shape}.',
  'lessons.exercises.typeNumber': 'Tapez un nombre (ou -inf).',
  'lessons.exercises.rightMasked': 'Juste : −∞ (le masque cache cette clé).',
  'lessons.exercises.rightValue': 'Juste : le moteur a calculé {value}.',
  'lessons.exercises.wrongValue': 'Pas tout à fait : le moteur a calculé {value}.',
  'lessons.paste.empty': 'Collez des nombres.',
  'lessons.paste.tooLong': 'C’est trop de texte pour une seule matrice (plus de 8 Mo).',
  'lessons.paste.noNumbers': 'Aucun nombre trouvé.',
  'lessons.paste.ragged': { one: 'La ligne {row} a {n} nombre mais la ligne 1 en a {cols} : chaque ligne doit en avoir autant.', many: 'La ligne {row} a {n} nombres mais la ligne 1 en a {cols} : chaque ligne doit en avoir autant.', other: 'La ligne {row} a {n} nombres mais la ligne 1 en a {cols} : chaque ligne doit en avoir autant.' },
  'lessons.paste.tooMany': '{rows}×{cols}, c’est plus de {max} nombres.',
  'lessons.paste.notNumber': 'Ligne {row}, colonne {col} : « {text} » n’est pas un nombre.',
  'lessons.paste.noEnd': '{begin} n’a pas de {end}.',
  'lessons.paste.unclosed': 'Un « [ » n’est jamais fermé.',
  'lessons.paste.onlyNumbers': 'Seuls des nombres, des virgules et des crochets peuvent figurer dans la liste.',
  'lessons.paste.tooDeep': 'Seuls un ou deux niveaux de crochets sont lus (une matrice) ; choisissez d’abord un élément ou une tête.',
  'lessons.paste.qkColumns': { one: 'Q a {n} colonne et K en a {k} : Q·Kᵀ exige le même d_k.', many: 'Q a {n} colonnes et K en a {k} : Q·Kᵀ exige le même d_k.', other: 'Q a {n} colonnes et K en a {k} : Q·Kᵀ exige le même d_k.' },
  'lessons.paste.kvRows': { one: 'K a {n} ligne et V en a {v} : chaque clé a besoin d’une ligne de valeurs.', many: 'K a {n} lignes et V en a {v} : chaque clé a besoin d’une ligne de valeurs.', other: 'K a {n} lignes et V en a {v} : chaque clé a besoin d’une ligne de valeurs.' },
  'lessons.paste.dK': 'd_k doit être un nombre entier d’au moins 1 (les scores sont divisés par √d_k).',
  // ── end of lessons ──

  // ── share ──
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
