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
  // ── end of share ──

  // ── train ──
  'train.view.title': 'Entraînez un modèle et regardez ses têtes apprendre',
  'train.view.intro': 'Un petit transformer s’entraîne ici même, dans votre navigateur. Appuyez sur Entraîner : la courbe montre à quel point ses prédictions sont fausses (la perte), et les carrés montrent où regarde chaque tête sur une séquence fixe — chaque ligne est une requête, chaque colonne une clé, plus c’est sombre, plus le poids est grand.',
  'train.view.task': 'Tâche',
  'train.view.size': 'Taille',
  'train.view.sizeDefault': 'd’origine (la taille des exemples)',
  'train.view.sizeSmall': 'petite : 2 têtes, largeur 32 (plus rapide)',
  'train.view.train': 'Entraîner',
  'train.view.pause': 'Pause',
  'train.view.step': 'Étape (+{n})',
  'train.view.reset': 'Réinitialiser',
  'train.view.fileSummary': 'Ou ouvrez un fichier de modèle : le model.safetensors de GPT-2, ou un point de contrôle',
  'train.view.fileLegend': 'La page gpt2 de Hugging Face propose model.safetensors (548 Mo). Le fichier est lu ici, dans votre navigateur ; rien n’est envoyé. Vous pouvez aussi le déposer sur cette vue.',
  'train.view.fileLabel': 'Fichier de modèle',
  'train.view.headsLabel': 'Têtes (pour les largeurs que GPT-2 n’a pas)',
  'train.view.headsPlaceholder': 'auto',
  'train.view.sentenceLabel': 'Phrase (la séquence sonde du modèle)',
  'train.view.plotCaption': 'Trait plein : perte de validation. Trait pâle : la perte du dernier lot. Axe de droite : exactitude de validation (tirets), le meilleur <b>score de token précédent dans la couche 1</b> et le meilleur <i>score d’induction dans la dernière couche</i> (pointillés).',
  'train.view.history': 'Historique',
  'train.view.historyStep': 'Historique : étape {step}',
  'train.view.historyStepLive': 'Historique : étape {step} (en direct)',
  'train.view.attentionLegend': 'Où regarde chaque tête sur la séquence sonde. Cadre vert : une tête de token précédent (elle regarde un token en arrière). Cadre rose : une tête d’induction (elle regarde le token qui suit la copie antérieure du token courant). Appuyez sur une tête pour la neutraliser (sa sortie devient nulle) et voir ce qui casse ; appuyez de nouveau pour la rétablir.',
  'train.view.measure': 'Mesurer chaque tête : exactitude sans elle',
  'train.view.importanceLabel': 'Exactitude avec chaque tête neutralisée',
  'train.view.openLayer': 'Ouvrir la couche {layer} dans le labo',
  'train.view.startingWorker': 'Démarrage du worker d’entraînement…',
  'train.view.noWorker': 'Cette page n’a pas pu démarrer de worker, et entraîner sur la page elle-même la figerait. Ouvrez la page via http(s) ou depuis un fichier dans un navigateur récent.',
  'train.view.starting': 'Démarrage du modèle…',
  'train.view.sentenceTooShort': 'Saisissez une phrase d’au moins deux tokens.',
  'train.status.head': 'couche {layer} tête {head}',
  'train.status.headSeparator': ', ',
  'train.status.step': 'Étape {step} · perte du lot {loss} · perte de validation {evalLoss}, exactitude {accuracy}',
  'train.status.stepTraining': 'Étape {step} (entraînement) · perte du lot {loss} · perte de validation {evalLoss}, exactitude {accuracy}',
  'train.status.phase': 'changement de phase vers l’étape {step}',
  'train.status.without': 'sans {heads} : perte de validation {loss}, exactitude {accuracy}',
  'train.status.fileModel': '{file} : {layers} × {heads}, d_model {dModel}, vocabulaire {vocab}, contexte {context} ; tracé, non entraîné.',
  'train.status.layerCount': { one: '{n} couche', many: '{n} couches', other: '{n} couches' },
  'train.status.headCount': { one: '{n} tête', many: '{n} têtes', other: '{n} têtes' },
  'train.status.sentence': { one: 'La phrase compte {n} token ; prédiction de ses tokens suivants : perte {loss}, exactitude {accuracy}.', many: 'La phrase compte {n} tokens ; prédiction de ses tokens suivants : perte {loss}, exactitude {accuracy}.', other: 'La phrase compte {n} tokens ; prédiction de ses tokens suivants : perte {loss}, exactitude {accuracy}.' },
  'train.status.fileWithout': 'Sans {heads} : perte {loss}, exactitude {accuracy}.',
  'train.status.limit': 'Arrêté à l’étape {step} (la vue entraîne au plus {max} étapes). Réinitialisez pour entraîner de nouveau.',
  'train.status.headsRefused': '{file} : {message}. Saisissez le nombre de têtes ci-dessus ; le fichier s’ouvrira de nouveau.',
  'train.status.fileRefused': 'Impossible d’ouvrir {file} : {message}',
  'train.status.stopped': 'Entraînement arrêté : {message}',
  'train.percent': '{value} %',
  'train.importance.sentenceDone': 'Exactitude de la prédiction des tokens suivants de la phrase : {accuracy} avec toutes les têtes ; avec une tête neutralisée :',
  'train.importance.sentenceMeasuring': { one: 'Exactitude de la prédiction des tokens suivants de la phrase : {accuracy} avec toutes les têtes ; avec une tête neutralisée (mesure en cours : {n} tête pour l’instant) :', many: 'Exactitude de la prédiction des tokens suivants de la phrase : {accuracy} avec toutes les têtes ; avec une tête neutralisée (mesure en cours : {n} têtes pour l’instant) :', other: 'Exactitude de la prédiction des tokens suivants de la phrase : {accuracy} avec toutes les têtes ; avec une tête neutralisée (mesure en cours : {n} têtes pour l’instant) :' },
  'train.importance.heldOutDone': 'Exactitude de validation à l’étape {step} : {accuracy} avec toutes les têtes ; avec une tête neutralisée :',
  'train.importance.heldOutMeasuring': { one: 'Exactitude de validation à l’étape {step} : {accuracy} avec toutes les têtes ; avec une tête neutralisée (mesure en cours : {n} tête pour l’instant) :', many: 'Exactitude de validation à l’étape {step} : {accuracy} avec toutes les têtes ; avec une tête neutralisée (mesure en cours : {n} têtes pour l’instant) :', other: 'Exactitude de validation à l’étape {step} : {accuracy} avec toutes les têtes ; avec une tête neutralisée (mesure en cours : {n} têtes pour l’instant) :' },
  'train.importance.head': 'tête',
  'train.importance.without': 'exactitude sans elle',
  'train.importance.change': 'variation',
  'train.importance.points': '{change} points',
  'train.layer.fileTitle': '{file} : couche {layer}',
  'train.layer.taskTitle': { one: '{task} : couche {layer} après {n} étape', many: '{task} : couche {layer} après {n} étapes', other: '{task} : couche {layer} après {n} étapes' },
  'train.layer.note': '{title}. X est l’entrée de la couche pour la séquence sonde ; W_q, W_k, W_v et W_o sont les poids entraînés, si bien que chaque étape montre les valeurs entraînées.',
  'train.file.headsRange': 'Le nombre de têtes doit être un entier de 1 à 64 (ou vide pour celui de GPT-2).',
  'train.file.reading': 'Lecture de {file} : {read} sur {size} Mo',
  'train.file.unreadable': 'Impossible de lire {file} : {message}',
  'train.file.opening': 'Ouverture de {file} dans le moteur…',
  'train.worker.noModel': 'Pas encore de modèle : choisissez une tâche et appuyez sur Entraîner',
  'train.worker.stopped': 'Le worker d’entraînement s’est arrêté : {reason}',
  'train.worker.unknown': 'erreur inconnue',
  'train.toggle.open': 'Entraîner un modèle',
  'train.toggle.back': 'Retour au labo',
  'train.tasks.inductionTitle': 'Induction : continuer un segment répété',
  'train.tasks.inductionBlurb': 'Chaque séquence répète un segment aléatoire ; le modèle doit prédire la copie. Il apprend d’abord peu (le plateau), puis forme soudain deux sortes de têtes : des têtes de token précédent dans la couche 1 et des têtes d’induction dans la couche 2.',
  'train.tasks.reverseTitle': 'Inverser cinq chiffres',
  'train.tasks.reverseBlurb': 'Cinq chiffres, un séparateur, puis les mêmes chiffres à l’envers : chaque position de sortie apprend à regarder son image dans le miroir.',
  'train.tasks.sortTitle': 'Trier cinq chiffres',
  'train.tasks.sortBlurb': 'Cinq chiffres, un séparateur, puis les chiffres dans l’ordre.',
  'train.tasks.textTitle': 'Genèse 1–11, caractère par caractère',
  'train.tasks.textBlurb': 'Le modèle lit le texte de Genèse 1–11 dans la version King James (en anglais) et apprend à prédire le caractère suivant.',
  'train.heads.layer': 'Couche {layer}',
  'train.heads.kindInduction': 'tête d’induction',
  'train.heads.kindPrevious': 'tête de token précédent',
  'train.heads.kindNone': 'pas encore de motif net',
  'train.heads.caption': 'Tête {head} : {kind} · préc. {previous} · ind. {induction}',
  'train.heads.captionOff': 'Tête {head} : neutralisée · {kind} · préc. {previous} · ind. {induction}',
  'train.heads.label': 'Couche {layer}, tête {head} (appuyez pour la neutraliser) : attention sur la séquence sonde, {T}×{T}, les lignes sont les requêtes ; {kind} ; score de token précédent {previous}, score d’induction {induction}.',
  'train.heads.labelOff': 'Couche {layer}, tête {head}, neutralisée (appuyez pour la rétablir) : attention sur la séquence sonde, {T}×{T}, les lignes sont les requêtes ; {kind} ; score de token précédent {previous}, score d’induction {induction}.',
  'train.plot.loss': 'perte',
  'train.plot.accuracy': 'exactitude et scores des têtes',
  'train.plot.phase': 'changement de phase ≈ étape {step}',
  'train.plot.title': 'Courbe d’entraînement : perte de validation {first} à l’étape {firstStep}, {last} à l’étape {lastStep} ; exactitude de validation {accuracy}.',
  'train.plot.titlePhase': 'Courbe d’entraînement : perte de validation {first} à l’étape {firstStep}, {last} à l’étape {lastStep} ; exactitude de validation {accuracy} ; changement de phase vers l’étape {phase}.',
  'train.plot.empty': 'Courbe d’entraînement : aucune étape pour l’instant.',
  'train.predict.title': 'Prédire le token suivant',
  'train.predict.legend': 'Le modèle lit le prompt ; la sortie de la dernière position passe par le dé-plongement (unembedding), qui donne un logit par token du vocabulaire, et un softmax transforme les logits en probabilités. Ajouter le token le plus probable et redemander, c’est générer.',
  'train.predict.prompt': 'Prompt',
  'train.predict.next': 'Ajouter le token le plus probable',
  'train.predict.more': { one: '+{n} token', many: '+{n} tokens', other: '+{n} tokens' },
  'train.predict.barsLabel': 'Les tokens suivants les plus probables',
  'train.predict.likeliest': 'le token suivant le plus probable',
  'train.predict.empty': 'Saisissez au moins un token.',
  'train.predict.cache': { one: 'Le cache KV contient maintenant {n} clé et {n} valeur pour chacune des {heads} têtes de chacune des {layers} couches ; le token suivant en ajoute une de chaque.', many: 'Le cache KV contient maintenant {n} clés et {n} valeurs pour chacune des {heads} têtes de chacune des {layers} couches ; le token suivant en ajoute une de chaque.', other: 'Le cache KV contient maintenant {n} clés et {n} valeurs pour chacune des {heads} têtes de chacune des {layers} couches ; le token suivant en ajoute une de chaque.' },
  'train.predict.cacheWindow': { one: 'Le cache KV contient maintenant {n} clé et {n} valeur pour chacune des {heads} têtes de chacune des {layers} couches ; le token suivant en ajoute une de chaque (le modèle voit son dernier token).', many: 'Le cache KV contient maintenant {n} clés et {n} valeurs pour chacune des {heads} têtes de chacune des {layers} couches ; le token suivant en ajoute une de chaque (le modèle voit ses {n} derniers tokens).', other: 'Le cache KV contient maintenant {n} clés et {n} valeurs pour chacune des {heads} têtes de chacune des {layers} couches ; le token suivant en ajoute une de chaque (le modèle voit ses {n} derniers tokens).' },
  'train.codecs.unknownCharacter': '« {character} » n’est pas un caractère que ce modèle connaît ; il connaît {alphabet}',
  'train.codecs.notToken': '« {text} » n’est pas un token : utilisez des entiers de 0 à {max}',
  'train.presets.inductionLayer2.title': 'Entraîné : têtes d’induction (couche 2)',
  'train.presets.inductionLayer2.description': 'Un modèle entraîné sur des séquences répétées (2000 étapes). La séquence est un préfixe, puis un segment de 10 tokens deux fois ; dans la seconde copie, les têtes d’induction regardent le token qui suivait le token courant la fois précédente.',
  'train.presets.inductionLayer2.note1': 'Choisissez une requête dans la seconde copie (les 10 dernières lignes) à l’étape softmax : son plus grand poids est une clé à droite de son jumeau antérieur — le token que le modèle devrait prédire ensuite.',
  'train.presets.inductionLayer2.note2': 'X est l’entrée de la couche sur cette séquence (les plongements plus la sortie de la couche 1) ; W_q, W_k, W_v et W_o sont les poids entraînés, lus dans web/models/induction.safetensors.',
  'train.presets.inductionLayer1.title': 'Entraîné : têtes de token précédent (couche 1)',
  'train.presets.inductionLayer1.description': 'La première couche du même modèle : deux de ses têtes portent leur attention sur le token juste avant chaque requête, ce qui permet à la couche 2 de trouver « le token qui suit la copie antérieure ».',
  'train.presets.inductionLayer1.note1': 'À l’étape softmax, les têtes 2 et 4 placent l’essentiel du poids de chaque ligne juste à gauche de la diagonale : chaque token regarde son prédécesseur.',
  'train.presets.inductionLayer1.note2': 'X est formé des plongements de la séquence avec les positions ; les poids sont ceux, entraînés, de web/models/induction.safetensors.',
  'train.presets.knockout.title': 'Entraîné : la couche 2, têtes de token précédent de la couche 1 neutralisées',
  'train.presets.knockout.description': 'Encore le modèle d’induction, mais avec les têtes de token précédent de la couche 1 neutralisées (leur sortie mise à zéro) : la couche 2 ne sait plus quel token précédait chaque clé, et son motif d’induction a disparu.',
  'train.presets.knockout.note1': 'Comparez avec « Entraîné : têtes d’induction (couche 2) » : mêmes poids, même séquence ; seul X diffère, car les têtes de token précédent de la couche 1 n’ajoutent plus « mon prédécesseur était … » à chaque token.',
  'train.presets.knockout.note2': 'Les têtes neutralisées sont celles dont le score de token précédent vaut au moins 0,5 (couche 1, têtes 2 et 4 dans le modèle fourni).',
  'train.presets.long.title': 'Entraîné : têtes de token précédent sur 1024 tokens',
  'train.presets.long.description': 'Un modèle de la tâche d’induction avec des positions sinusoïdales fixes (entraîné sur des séquences de 128 tokens), lu sur 1024 tokens : 514 tokens aléatoires, puis les 510 derniers de nouveau. À l’étape softmax, une bande juste à gauche de la diagonale montre une tête attentive au prédécesseur de chaque token, sur les 1024 lignes.',
  'train.presets.long.note1': 'Avec 1024 clés, une part égale vaut environ 0,001 ; les poids sont donc colorés selon le nombre de fois qu’ils valent une part égale (échelle logarithmique) : la bande vaut 10–100× une part égale, le reste de chaque ligne environ 1×.',
  'train.presets.long.note2': 'La tête 1 (en comptant à partir de 0) est la tête de token précédent ; zoomez (molette ou +) pour lire les poids un à un, ou survolez une cellule pour voir son calcul.',
  'train.presets.long.note3': 'Le modèle n’a jamais vu de séquence aussi longue : sa tête de token précédent fonctionne encore, car les positions sinusoïdales disent « un pas en arrière » de la même façon à chaque position.',
  'train.presets.longLayer2.title': 'Entraîné : têtes d’induction sur 1024 tokens (couche 2)',
  'train.presets.longLayer2.description': 'La deuxième couche du même modèle à longues séquences, sur les mêmes 1024 tokens. Dans les 510 dernières lignes (la répétition), ses têtes mettent 10–20× une part égale sur la clé qui suit le jumeau antérieur de la requête — une bande 509 colonnes à gauche de la diagonale —, et c’est ainsi que le modèle prédit la répétition.',
  'train.presets.longLayer2.note1': 'À l’étape softmax, regardez la moitié inférieure : la ligne claire parallèle à la diagonale, 509 clés en arrière, est la bande d’induction. Dans la moitié supérieure (les 514 premiers tokens, aléatoires), il n’y a rien à copier et pas de bande.',
  'train.presets.longLayer2.note2': 'X est l’entrée de la couche 2 sur cette séquence (plongements des tokens, positions sinusoïdales et sortie de la couche 1) ; les poids sont lus dans web/models/induction-long.safetensors.',
  'train.presets.text.title': 'Entraîné : un modèle de caractères de la Genèse (couche 2)',
  'train.presets.text.description': 'Un petit modèle entraîné à prédire le caractère suivant de Genèse 1–11 (version King James, en anglais), qui lit ici les mots du verset 3. Chaque token est un caractère (␣ est une espace).',
  'train.presets.text.note1': 'Ouvrez « Un token à la fois » dans les leçons : après chaque caractère s’affichent les probabilités du modèle pour le suivant, et « Générer » ajoute son choix et exécute de nouveau la couche sur le texte allongé.',
  'train.presets.text.note2': 'X est l’entrée de la couche sur ce texte (plongements des caractères avec les positions, plus la sortie d’attention et du réseau feed-forward de la couche 1) ; les poids sont ceux, entraînés, de web/models/text.safetensors.',
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
