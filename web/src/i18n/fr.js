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
  // ── end of lessons ──

  // ── share ──
  'share.bar.share': 'Partager',
  'share.bar.export': 'Exporter',
  'share.bar.numbers': 'Vos nombres',
  'share.bar.check': 'Vérifier un exemple',
  'share.bar.link': 'Lien vers exactement cette vue',
  'share.bar.element': 'Intégrer : élément personnalisé (un seul script)',
  'share.bar.iframe': 'Intégrer : iframe',
  'share.bar.resetButton': 'Revenir aux valeurs par défaut',
  'share.bar.reset': 'Retour aux valeurs par défaut.',
  'share.bar.notLoaded': 'Cet état partagé n’a pas été chargé : {reason}',
  'share.bar.imported': 'Trace importée : le moteur l’a recalculée à partir de ses entrées et de ses poids.',
  'share.bar.notImported': 'Non importé : {reason}',
  'share.bar.notPasted': 'Non collé dans {name} : {reason}',
  'share.bar.notUsed': 'Non utilisé : {reason}',
  'share.menu.copy': 'Copier',
  'share.menu.copied': '{label} : copié.',
  'share.menu.selected': '{label} : sélectionné — appuyez sur Ctrl+C (cette page n’a peut-être pas accès au presse-papiers).',
  'share.keep.linkAndChapter': 'Ce lien désigne un chapitre ou un exemple en plus d’un état partagé ; c’est le chapitre ou l’exemple qui est affiché. Ouvrez le lien sans sa partie ?… pour voir l’état partagé.',
  'share.keep.showingShared': 'Voici l’état partagé par le lien.',
  'share.keep.tooManyNumbers': { one: 'Votre travail n’est pas conservé dans ce navigateur : il contient {n} nombre saisi par vous, plus qu’un état enregistré ne peut en contenir. Exporter → JSON le conserve.', many: 'Votre travail n’est pas conservé dans ce navigateur : il contient {n} de nombres saisis par vous, plus qu’un état enregistré ne peut en contenir. Exporter → JSON le conserve.', other: 'Votre travail n’est pas conservé dans ce navigateur : il contient {n} nombres saisis par vous, plus qu’un état enregistré ne peut en contenir. Exporter → JSON le conserve.' },
  'share.keep.tooLong': 'Votre travail n’est pas conservé dans ce navigateur : il fait {length} caractères, et un état ne peut en avoir que {max} au plus. Partager → copier le lien le conserve.',
  'share.keep.storageFull': 'Votre travail n’est pas conservé dans ce navigateur : l’espace de stockage du navigateur pour cette page est plein. Partager → copier le lien le conserve.',
  'share.keep.tooLarge': 'Votre travail n’est pas conservé dans ce navigateur : il est trop volumineux pour être conservé dans ce navigateur. Partager → copier le lien le conserve.',
  'share.keep.tooLargeCompressed': 'Votre travail n’est pas conservé dans ce navigateur : il est trop volumineux pour être conservé, même compressé. Partager → copier le lien le conserve.',
  'share.keep.notAllowed': 'Votre travail n’est pas conservé dans ce navigateur : ce navigateur ne permet pas à la page de conserver quoi que ce soit. Partager → copier le lien le conserve.',
  'share.keep.refused': 'Votre travail n’est pas conservé dans ce navigateur : {reason}. Partager → copier le lien le conserve.',
  'share.keep.staysSaved': '{message} Il reste enregistré ; choisissez un exemple ou « Revenir aux valeurs par défaut » pour recommencer.',
  'share.keep.pendingBack': 'Vos dernières modifications sont revenues telles que vous les aviez laissées ; le moteur ne les accepte pas encore (voir les champs marqués en rouge).',
  'share.link.empty': 'Le lien ne contient aucun état.',
  'share.link.tooLong': 'L’état du lien est trop long ({length} caractères ; {max} au plus).',
  'share.link.badCharacters': 'L’état du lien n’a pas pu être lu (il contient des caractères qu’un état n’a jamais).',
  'share.link.unreadable': 'L’état du lien n’a pas pu être lu ({reason}).',
  'share.link.characters': 'il contient des caractères qu’un état n’a jamais',
  'share.link.notObject': 'L’état du lien n’est pas un objet.',
  'share.link.version': 'L’état du lien est en version {version} ; cette page lit la version {current}.',
  'share.link.noExample': 'Le lien désigne un exemple que cette page n’a pas.',
  'share.link.configNotObject': 'La configuration du lien n’est pas un objet.',
  'share.link.numbersNotObject': 'Les nombres du lien ne sont pas un objet.',
  'share.link.examplesTensor': 'Le lien utilise le {name} de l’exemple, mais l’exemple n’en a pas.',
  'share.link.doesNotFit': 'Les modifications du lien sur {name} ne correspondent pas à sa forme.',
  'share.link.wrongType': 'Le champ {what} du lien n’a pas le bon type.',
  'share.link.wholeNumber': 'Le champ {what} du lien doit être un nombre entier de {lo} à {hi}.',
  'share.link.fieldTooLong': 'Le champ {what} du lien est trop long.',
  'share.link.numberList': 'Le champ {what} du lien doit être une liste de {max} nombres au plus.',
  'share.link.positional': 'Le champ positional du lien doit prendre l’une de ces valeurs : {list}.',
  'share.link.mask': 'Le masque du lien doit être l’un de ceux-ci : {list}.',
  'share.export.figureHint': 'L’étape actuelle sous forme de figure (ses entrées et son résultat, avec leurs formes) :',
  'share.export.png': 'PNG (2×)',
  'share.export.svg': 'SVG (vectoriel)',
  'share.export.matrix': 'Matrice (l’élément et la tête affichés)',
  'share.export.csv': 'CSV',
  'share.export.latex': 'LaTeX bmatrix',
  'share.export.json': 'Trace complète (JSON)',
  'share.export.title': '{name} : {axes} = {shape}',
  'share.export.titleWhere': '{name}, {where} : {axes} = {shape}',
  'share.export.separator': ', ',
  'share.figure.subtitle': '{names} · {shape} ({axes})',
  'share.figure.mayAttend': '0 : attention permise',
  'share.figure.mayNot': '−∞ : interdite',
  'share.figure.ratio': 'poids ÷ part égale, échelle log',
  'share.figure.masked': '−∞ (masqué)',
  'share.trace.tooLarge': 'Ce fichier est trop volumineux pour être une trace.',
  'share.trace.notJson': 'Ce n’est pas du JSON ({reason}).',
  'share.trace.notTrace': 'Ce JSON n’est pas une trace d’Attention Lab (son "format" n’est pas "attention-lab-trace").',
  'share.trace.version': 'Cette trace est en version {version} ; cette page lit la version {current}.',
  'share.trace.notNumbers': 'Le {name} de la trace n’est pas une liste de nombres finis.',
  'share.numbers.hint': 'Collez une matrice en CSV, en lignes de nombres, en liste Python/NumPy ou en bmatrix LaTeX. Vous pouvez aussi la coller directement sur une matrice d’entrée ou de poids de la scène.',
  'share.numbers.into': 'Dans',
  'share.numbers.placeholder': '0,1;0,2\n0,3;0,4   — ou [[0.1, 0.2], [0.3, 0.4]], ou \\begin{bmatrix} … \\end{bmatrix}',
  'share.numbers.use': 'Utiliser ces nombres',
  'share.numbers.import': 'Importer une trace JSON (exportée ici)',
  'share.numbers.notPart': '{name} ne fait pas partie de cette configuration.',
  'share.numbers.wrongShape': '{name} est de forme {shape} ; ce que vous avez collé est de forme {pasted}.',
  'share.numbers.read': '{name} : {shape} nombres lus ({format}).',
  'share.numbers.format.csv': 'CSV',
  'share.numbers.format.list': 'liste',
  'share.numbers.format.latex': 'LaTeX',
  'share.numbers.format.whitespace': 'séparés par des espaces',
  'share.check.intro': 'Saisissez les matrices d’un manuel ; le moteur calcule les vrais résultats (attention croisée avec des poids identité) et signale où le texte diffère.',
  'share.check.have': 'J’ai',
  'share.check.modeQkv': 'Q, K et V',
  'share.check.modeScores': 'seulement les scores (Q·Kᵀ)',
  'share.check.placeholderQ': 'Q, une ligne par requête : 0.2 0.4 0.6 0.8 …',
  'share.check.placeholderK': 'K, une ligne par clé',
  'share.check.placeholderV': 'V, une ligne par clé',
  'share.check.placeholderScores': 'scores, T×S, avant la division par √d_k',
  'share.check.scores': 'Scores',
  'share.check.mask': 'Masque',
  'share.check.maskNone': 'aucun',
  'share.check.maskCausal': 'causal',
  'share.check.sourceWeights': 'Poids de votre source',
  'share.check.sourceOutput': 'Sortie de votre source',
  'share.check.placeholderWeights': 'les poids d’attention de votre source (facultatif)',
  'share.check.placeholderZ': 'la sortie / le contexte Z de votre source (facultatif)',
  'share.check.run': 'Calculer les vraies valeurs',
  'share.check.titleScaled': 'Scores mis à l’échelle Q·Kᵀ/√d_k',
  'share.check.titleWeights': 'Poids d’attention (softmax)',
  'share.check.titleOutput': 'Sortie Z = poids·V',
  'share.check.shapeDiffers': '{title} : le texte donne {given}, la vraie forme est {shape}.',
  'share.check.needsQk': 'Pour parcourir le labo étape par étape, il faut Q et K : les scores seuls ne disent pas quels vecteurs les ont produits.',
  'share.check.stepThrough': 'Le parcourir étape par étape dans le labo',
  'share.check.caption': '{title} ({shape})',
  'share.check.captionCut': '{title} ({shape} ; partie affichée : {shown})',
  'share.check.captionDiffer': { one: '{title} ({shape}) — {n} valeur diffère du texte', many: '{title} ({shape}) — {n} de valeurs diffèrent du texte', other: '{title} ({shape}) — {n} valeurs diffèrent du texte' },
  'share.check.captionCutDiffer': { one: '{title} ({shape} ; partie affichée : {shown}) — {n} valeur diffère du texte', many: '{title} ({shape} ; partie affichée : {shown}) — {n} de valeurs diffèrent du texte', other: '{title} ({shape} ; partie affichée : {shown}) — {n} valeurs diffèrent du texte' },
  'share.check.cellSource': 'source : {value}',
  'share.check.cellTitle': 'Le texte indique {claimed} ; la vraie valeur est {value}.',
  'share.embed.noExample': 'Il n’y a pas d’exemple nommé « {name} ».',
  'share.embed.mask': 'mask doit prendre l’une de ces valeurs : {list}.',
  'share.embed.whole': '{name} doit être un nombre entier supérieur à 0, écrit en chiffres.',
  'share.embed.kvHeads': 'kv-heads doit être un nombre entier (0 = une par tête), écrit en chiffres.',
  'share.embed.positional': 'positional doit prendre l’une de ces valeurs : {list}.',
  'share.embed.head': { one: 'head doit être un nombre de 0 à {last} (cet exemple a {n} tête), ou « all ».', many: 'head doit être un nombre de 0 à {last} (cet exemple a {n} de têtes), ou « all ».', other: 'head doit être un nombre de 0 à {last} (cet exemple a {n} têtes), ou « all ».' },
  'share.embed.item': { one: 'item doit être un nombre de 0 à {last} (cet exemple a {n} élément de lot).', many: 'item doit être un nombre de 0 à {last} (cet exemple a {n} d’éléments de lot).', other: 'item doit être un nombre de 0 à {last} (cet exemple a {n} éléments de lot).' },
  'share.embed.theme': 'theme doit valoir light, dark ou auto.',
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
