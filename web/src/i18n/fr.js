// Français: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const fr = {
  // ── start ──
  'start.title': 'Ce navigateur ne peut pas exécuter Attention Lab',
  'start.noWasm': 'Il faut WebAssembly, absent ou désactivé ici. Attention Lab fonctionne dans Safari 16.4+, Chrome 91+, Firefox 89+ et Edge 91+ avec WebAssembly autorisé.',
  'start.noSimd': 'Il faut WebAssembly SIMD (Safari 16.4+, Chrome 91+, Firefox 89+, Edge 91+) ; ce navigateur a WebAssembly sans SIMD. Sur un iPad ou un iPhone, il suffit de passer à iPadOS/iOS 16.4 ou plus récent.',
  'start.failed': 'Le moteur n’a pas démarré : {reason}. Recharger la page peut aider ; sinon, essayez un navigateur plus récent ou fermez d’autres onglets pour libérer de la mémoire.',
  'start.noEngine': 'Le script du moteur ne s’est pas chargé : rien ne peut être calculé.',
  'start.stillWorks': 'Ce qui fonctionne encore : les questions de la visite guidée ci-dessous. Leurs réponses détaillées et toutes les matrices ont besoin du moteur.',
  'start.tourTitle': 'Les questions de la visite guidée',
  // ── end of start ──

  // ── format ──
  'format.bytes': { one: "{n} octet", many: "{n} octets", other: "{n} octets" },
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  // ── end of app ──

  // ── steps ──
  // ── end of steps ──

  // ── tour ──
  'tour.listSeparator': ' ; ',
  'tour.clauseSeparator': ' ; ',

  'tour.sizes.title': 'Les tailles de W_q et de Z',
  'tour.sizes.question': 'N = 6 tokens, d = 512, attention causale : quelles sont les tailles de W_q et du contexte Z à chaque étape ?',
  'tour.sizes.projection': 'Une seule tête avec d_k = d_v = 512 : W_q (comme W_k et W_v) est d_model×d_k = {wq}. X, Q, K et V sont N×d = 6×512.',
  'tour.sizes.context': 'Q·Kᵀ, le masque et les poids sont N×N = 6×6 ; le contexte Z = weights·V est N×d_v = 6×512 ({z} avec les axes du lot et de la tête).',
  'tour.sizes.rows': 'Les tailles ne changent pas d’une étape à l’autre ; ce que change le masque, c’est le nombre de lignes de valeurs que mélange chaque ligne de Z : la ligne 0 n’utilise que « Your » (poids {first}), la ligne 5 utilise les six {last}.',

  'tour.split.title': '[4, 12, 6] → [4, 3, 12, 2]',
  'tour.split.question': 'Comment [4, 12, 6] devient-il [4, 3, 12, 2], et pourquoi projeter une seule fois puis découper en têtes ?',
  'tour.split.reshape': 'q est [B, T, C] = [{q}]. view(4, 12, 3, 2) découpe les 6 nombres de chaque token en 3 têtes de 6 / 3 = 2 ; transpose(1, 2) échange les axes T et h : [{heads}] = B×h×T×d_k. Aucun nombre ne change, seulement sa place.',
  'tour.split.why': 'Pourquoi projeter une seule fois ? La tête p de l’unique projection 6×6 est exactement X multiplié par les colonnes 2p…2p+1 de W_q, une projection 6×2 à part entière : calculée ici des deux façons, la plus grande différence sur les 3 têtes est de {diff}. Un seul grand produit matriciel, c’est la même arithmétique en un seul appel rapide.',
  'tour.split.play': 'Lancez l’étape pour voir le changement de forme ; l’onglet Équivalence multi-têtes montre la comparaison cellule par cellule.',

  'tour.causalMask.title': 'Le masque causal, et où va −∞',
  'tour.causalMask.question': 'Que fait le masque causal, et pourquoi −∞ devient-il 0 après le softmax ?',
  'tour.causalMask.mask': 'M met 0 là où la requête t a le droit de regarder (clés s ≤ t) et −∞ au-dessus de la diagonale. La ligne 2 (« sat ») de masked, tête 0, vaut {masked} : les clés futures « on », « the » et « mat » valent −∞.',
  'tour.causalMask.softmax': 'Le softmax prend e^x de chaque entrée, et e^(−∞) = 0 exactement ; ces poids valent donc 0, et non « presque zéro » : la ligne 2 des poids vaut {weights}, de somme {sum}.',
  'tour.causalMask.builtFrom': '« sat » n’est donc construit qu’à partir de « the », de « cat » et de lui-même. Survolez une cellule des poids pour voir le détail de son softmax.',

  'tour.aBTranspose.title': 'Pourquoi A·Bᵀ est P×Q',
  'tour.aBTranspose.question': 'Si A est P×K et B est Q×K, pourquoi A·Bᵀ est-elle une matrice P×Q ?',
  'tour.aBTranspose.shapes': 'Ici A = Q est P×K = 2×4 (deux requêtes) et B = K est Q×K = 3×4 (trois clés). Bᵀ est 4×3, donc dans (2×4)·(4×3) les 4 intérieurs se rencontrent et s’éliminent, et il reste 2×3.',
  'tour.aBTranspose.cell': 'Chaque cellule est le produit scalaire d’une ligne de A et d’une ligne de B : scores[0, 2] = {products} = {score}. Une cellule par paire (requête, clé), d’où P×Q.',
  'tour.aBTranspose.transpose': 'C’est la transposition de B qui aligne ses lignes en colonnes, pour que des lignes rencontrent des lignes.',

  'tour.selfVsCross.title': 'Auto-attention ou attention croisée, et quel masque va où',
  'tour.selfVsCross.question': 'Quelles formes sont T×T et lesquelles T×T′ ? Quels masques vont où dans un encodeur-décodeur ?',
  'tour.selfVsCross.shapes': 'En auto-attention, les requêtes et les clés viennent de la même phrase : les scores et les poids sont donc T×T. Ici, les requêtes viennent du décodeur (« Me gustan », T = 2), et les clés et les valeurs de l’encodeur (« I like cats », T′ = S = 3) : les poids sont T×T′ = 2×3 ({weights} avec les axes B et h), et Z est T×d_v = 2×4, une ligne par token cible.',
  'tour.selfVsCross.rows': 'Chaque ligne est une distribution sur les 3 mots source : la ligne 1 vaut {row}.',
  'tour.selfVsCross.masks': 'Masques : l’auto-attention de l’encodeur n’utilise qu’un masque de remplissage (chaque mot peut voir toute la source) ; l’auto-attention du décodeur utilise le masque causal (plus le remplissage) ; l’attention croisée utilise le masque de remplissage de la source et jamais un masque causal, puisque toute la source est connue. Essayez le réglage Masque avec l’attention croisée activée.',

  'tour.headsAndMasks.title': 'L’attention multi-têtes dans le décodeur, un masque pour chaque tête',
  'tour.headsAndMasks.question': 'L’attention multi-têtes est-elle utilisée dans le décodeur ? Le masque est-il appliqué à chaque tête ?',
  'tour.headsAndMasks.multiHead': 'Oui : l’auto-attention masquée du décodeur est multi-têtes, ici h = {heads} têtes de d_k = {dK} (le Transformer original en a 8 de 64).',
  'tour.headsAndMasks.mask': 'M est une seule table T×T = {tt} par phrase, ajoutée aux scores de chaque tête : la ligne 0 de masked vaut {head0} dans la tête 0 et {head1} dans la tête 1.',
  'tour.headsAndMasks.softmax': 'Puis chaque tête applique son propre softmax : la ligne 1 des poids vaut {head0} dans la tête 0 et {head1} dans la tête 1 (égales ici parce que l’exemple donne aux deux têtes les scores de l’exemple résolu ; le {tutorial} du tutoriel vaut en réalité {exact}).',

  'tour.oneWordAtATime.title': 'Un mot à la fois',
  'tour.oneWordAtATime.question': 'Comment un modèle peut-il produire un mot à la fois ?',
  'tour.oneWordAtATime.cache': 'La génération ajoute un token à la fois. Pour le nouveau token, seule sa ligne de requête est calculée ; ses lignes de clé et de valeur sont ajoutées à un cache, et toutes les clés et valeurs précédentes sont réutilisées, pas recalculées.',
  'tour.oneWordAtATime.query': 'Au token t, la nouvelle requête rencontre t + 1 clés en cache : 1×{dK} contre (t+1)×{dK} par tête. À cause du masque causal, la ligne t n’a jamais dépendu des tokens suivants ; les lignes déjà produites ne changent donc jamais.',
  'tour.oneWordAtATime.replay': 'En rejouant ainsi les {steps} tokens et en comparant avec le calcul complet ci-dessous, la plus grande différence dans Y est de {diff}. Utilisez « Ajouter le token suivant » pour avancer pas à pas.',

  'tour.equivalence.title': 'Découper une projection ou projeter par tête : les mêmes nombres',
  'tour.equivalence.question': 'Une projection d_model×d_model découpée en h têtes et h projections d_model×d_k séparées, est-ce la même chose ? Et concat·W_O ?',
  'tour.equivalence.projection': 'Les deux conventions que vous rencontrerez dans les tutoriels sont le même calcul. La tête p de X·W_q (W_q est d_model×d_model = {wq}) est X multiplié par les colonnes p·d_k…(p+1)·d_k : une matrice d_model×d_k = 8×4 qui lui est propre. Plus grande différence sur les deux têtes : {diff}.',
  'tour.equivalence.output': 'En sortie, concat·W_O se découpe de la même façon : les colonnes p·d_v…(p+1)·d_v de concat rencontrent les lignes p·d_v…(p+1)·d_v de W_O, donc Y = Σ_p Z_p·W_O^p. Plus grande différence : {diff} (arrondi float32).',

  'tour.block.title': 'Le reste du bloc : Add & Norm et le réseau feed-forward',
  'tour.block.question': 'Où se placent le réseau feed-forward et l’Add & Norm résiduel, et quelles sont leurs formes ?',
  'tour.block.addNorm': 'Après l’attention (Y, T×d_model = 6×{D}) vient Add & Norm : residual₁ = X + Y, puis LayerNorm ramène chaque ligne à une moyenne de 0 et une variance de 1 (ligne 0 de norm₁ : moyenne {mean}, variance {variance}).',
  'tour.block.feedForward': 'Ensuite, le réseau feed-forward traite chaque token séparément : d_model → d_ff → d_model, (6×{D})·({D}×{dFF}) → 6×{dFF}, ReLU, puis (6×{dFF})·({dFF}×{D}) → 6×{D}. Un second Add & Norm donne la sortie du bloc, de la même forme 6×{D} qu’à l’entrée : les blocs peuvent donc s’empiler.',
  'tour.block.checkbox': 'La case Bloc complet ajoute ces étapes à la frise pour n’importe quelle configuration ; d_ff est sa largeur.',

  'tour.headsLearn.title': 'Qu’apprennent les têtes ?',
  'tour.headsLearn.question': 'Après l’entraînement, que fait vraiment une tête d’attention ? Que sont les têtes de token précédent et les têtes d’induction ?',
  'tour.headsLearn.trained': 'Ces poids ont été appris, pas tirés au hasard : un modèle à 2 couches (4 têtes, d_model = 64) a été entraîné sur 2 000 lots de séquences qui répètent un segment aléatoire. Ici, les P = {P} derniers tokens répètent les {P} qui les précèdent : {tokens}.',
  'tour.headsLearn.query': 'La requête {q} est le token {token}. Son jumeau antérieur est à la position {twin}, et le token qui suit ce jumeau, à la clé {key}, est {next} : exactement le token qui vient ensuite. La tête {head} place {weight} du poids de la requête {q} sur la clé {key}.',
  'tour.headsLearn.induction': 'Sur la seconde copie, le poids moyen de chaque tête sur « la clé qui suit mon jumeau antérieur » vaut {induction} : les quatre sont des têtes d’induction. Elles ne peuvent trouver cette clé que parce que la couche 1 a inscrit dans chaque token quel token le précédait (ses têtes de token précédent) ; le chapitre suivant les retire.',

  'tour.knockOut.title': 'Désactiver une tête : le circuit à deux têtes',
  'tour.knockOut.question': 'Si l’on retire les têtes de token précédent de la couche 1, qu’arrive-t-il aux têtes d’induction de la couche 2 ?',
  'tour.knockOut.removed': 'Les mêmes poids entraînés et la même séquence, avec les têtes de token précédent de la couche 1 (têtes {heads}) désactivées : leur sortie est remplacée par des zéros, si bien que l’entrée X de la couche 2 ne porte plus « le token avant moi ».',
  'tour.knockOut.falls': 'Le poids moyen de la couche 2 sur la cible d’induction tombe de {before} à {after} : sans les têtes de token précédent, les têtes d’induction ne trouvent plus la clé à copier. Aucune des deux têtes ne fait le travail seule ; ensemble, elles forment un circuit.',
  'tour.knockOut.tryIt': 'Essayez dans « Entraîner un modèle » : entraînez la tâche d’induction, puis cliquez sur une tête de token précédent de la couche 1 pour la désactiver, et regardez s’effondrer le motif de la couche 2 et la précision sur les données de validation.',

  'tour.gqaCache.title': 'Pourquoi l’attention à requêtes groupées réduit le cache KV',
  'tour.gqaCache.question': 'Llama et Mistral ont moins de têtes clé/valeur que de têtes de requête. Qu’est-ce que cela fait gagner, et qu’est-ce que cela coûte ?',
  'tour.gqaCache.shared': 'Ici, 4 têtes de requête partagent 2 têtes clé/valeur : W_k est {wk} au lieu de 16×16, et K_heads est {kHeads} tandis que Q_heads est {qHeads}. Les têtes de requête 0 et 1 lisent la tête kv 0, les têtes 2 et 3 la tête kv 1 (repeat_interleave) ; chaque tête de requête garde ses propres poids, {weights}.',
  'tour.gqaCache.size': 'La génération garde toutes les lignes précédentes de K et de V dans un cache, dont la taille est donc de 2 · couches · S · h_kv · d_head nombres. Pour un modèle de 32 couches à 32 têtes de 128, à 8 192 tokens en fp16 : {sizes}.',
  'tour.gqaCache.sizeItem': '{name} {size}',
  'tour.gqaCache.limits': 'C’est le cache qui limite la taille de lot et la longueur de contexte sur un GPU ; GQA conserve l’essentiel de la qualité multi-têtes pour le quart de ce cache. Modifiez la forme dans le tableau ci-dessus.',

  'tour.ropeDistance.title': 'RoPE : le score ne dépend que de t − s',
  'tour.ropeDistance.question': 'Que fait un plongement positionnel rotatif au produit scalaire requête·clé ?',
  'tour.ropeDistance.turns': 'RoPE fait tourner la paire i d’une requête en position t d’un angle t·θ_i, et celle d’une clé en position s d’un angle s·θ_i. Le produit scalaire de deux vecteurs tournés ne voit que l’angle entre eux ; il dépend donc de (t − s)·θ_i : de leur écart, non de leur position.',
  'tour.ropeDistance.checked': 'Vérifié avec le moteur : la requête du token 0 et la clé du token 0 de la tête 0, placées à chaque position (lab.step rope_q, rope_k, scores). Les paires avec t − s = 2 ont pour scores {pairs} ; le long de chaque diagonale, les scores diffèrent d’au plus {spread} (arrondi float32).',
  'tour.ropeDistance.pair': '({t}, {s}) {score}',
  'tour.ropeDistance.play': 'Lancez l’étape : l’image fait tourner une paire de son angle ; choisissez une autre paire pour en voir de lentes et de rapides.',

  'tour.slidingReach.title': 'Une fenêtre glissante voit quand même loin en arrière',
  'tour.slidingReach.question': 'Avec une fenêtre de quelques tokens, comment un modèle de type Mistral peut-il utiliser ce qui se trouve plus loin en arrière ?',
  'tour.slidingReach.window': 'M permet à la requête t de voir les clés t − {w} < s ≤ t : le dernier token ({last}) voit les clés {first}–{last} en une couche, jamais plus de {w} clés ; le travail par token reste donc {w}, et non T.',
  'tour.slidingReach.layers': 'Mais la couche 2 lit les sorties de la couche 1, qui ont déjà mélangé leurs propres fenêtres. En composant ce M avec lui-même (quelle clé peut atteindre le dernier token par des cellules autorisées) : {reach}. Chaque couche ajoute {gain} tokens de portée.',
  'tour.slidingReach.reachItem': { one: '{n} couche : depuis la clé {from}', many: '{n} couches : depuis la clé {from}', other: '{n} couches : depuis la clé {from}' },
  'tour.slidingReach.mistral': 'Mistral 7B utilise une fenêtre de 4 096 sur 32 couches : en principe, une portée d’environ 131k tokens avec une attention large de 4k.',

  'tour.flashSameZ.title': 'FlashAttention : le même Z sans la matrice T×S',
  'tour.flashSameZ.question': 'Comment FlashAttention peut-il calculer le softmax sans jamais garder en mémoire une ligne entière de scores ?',
  'tour.flashSameZ.running': 'Le softmax a besoin du maximum et de la somme d’une ligne, mais on peut les tenir à jour au fil du calcul : après chaque tuile de clés, m’ = max(m, max de la tuile), et l’ancienne somme et l’ancienne sortie sont multipliées par e^(m − m’) avant qu’on ajoute les termes e^(x − m’) de la tuile. À la fin, Z = O / l.',
  'tour.flashSameZ.tiles': 'Ici, avec des tuiles 2×2 ({tiles} tuiles de clés par ligne), la plus grande différence entre ce Z et celui du chemin ordinaire est de {diff}. Les scores T×S du chemin ordinaire occupent {matrixBytes} octets pour toutes les têtes ; une tuile travaille dans {tileBytes} (ses scores et les m, l et O de ses lignes), quelle que soit la longueur de la séquence.',
  'tour.flashSameZ.longContexts': 'À T = 4 096 avec 12 têtes, les scores occuperaient 768 MiB par couche en float32 ; les tuiles restent à quelques KiB, et c’est pourquoi les longs contextes tiennent en mémoire.',

  'tour.nextWord.title': 'Prédire le caractère suivant',
  'tour.nextWord.question': 'Comment un modèle transforme-t-il l’attention en prédiction, puis en texte ?',
  'tour.nextWord.reading': 'Le labo montre la couche 2 d’un petit modèle entraîné sur Genèse 1–11, un caractère par token, en train de lire « {text} ». Au-dessus, « Un token à la fois » rejoue la couche avec son cache de clés et de valeurs.',
  'tour.nextWord.unembedSpace': 'Après le dernier caractère, la sortie du modèle entier passe par le dé-plongement (unembedding) : un logit par caractère qu’il connaît (l’espace s’écrit ␣), et un softmax les transforme en probabilités. Ses meilleurs choix : {choices}.',
  'tour.nextWord.unembedAlphabet': 'Après le dernier caractère, la sortie du modèle entier passe par le dé-plongement (unembedding) : un logit par caractère qu’il connaît (son alphabet), et un softmax les transforme en probabilités. Ses meilleurs choix : {choices}.',
  'tour.nextWord.choice': '« {label} » {percent} %',
  'tour.nextWord.generate': 'Appuyez sur « Générer » : le caractère le plus probable rejoint le texte, la couche est recalculée, et les caches K et V gagnent une ligne. Tapez votre propre début sous les barres pour voir comment il le poursuit.',

  'tour.gpt2.title': 'Votre propre GPT-2 : des têtes qui ont un nom',
  'tour.gpt2.question': 'Les vrais modèles ont-ils eux aussi des têtes de token précédent et des têtes d’induction ? Où en trouver un ?',
  'tour.gpt2.getIt': 'Téléchargez GPT-2 small depuis sa page Hugging Face (huggingface.co/gpt2 → « Files and versions » → model.safetensors, 548 Mo). Puis « Entraîner un modèle » → « Ouvrir un fichier de modèle » : le fichier est lu dans cette page, jamais envoyé, et tout fonctionne hors ligne. Une copie en demi-précision (F16) prend deux fois moins de mémoire (environ 290 Mo ici).',
  'tour.gpt2.names': 'Les articles d’interprétabilité désignent les têtes de GPT-2 small par couche.tête, en comptant à partir de 0 : têtes de token précédent 2.2 et 4.11 (Wang et al., 2022, le circuit d’« identification de l’objet indirect ») et têtes d’induction 5.1, 5.5, 6.9, 7.2 et 7.10 (trouvées avec des tokens aléatoires répétés, comme le décrivent Olsson et al., 2022). La grille d’« Entraîner un modèle » compte à partir de 1 : la tête 4.11 y est « couche 5 tête 12 ».',
  'tour.gpt2.grid': 'La grille note chaque tête sur votre propre phrase : son poids moyen sur le token précédent et, là où un token se répète, sur le token qui suit sa copie antérieure. Tapez une phrase qui se répète (un paragraphe collé deux fois) pour réveiller les têtes d’induction ; « Ouvrir cette couche dans le labo » parcourt ensuite l’une d’elles ici, avec les vrais nombres.',
  'tour.gpt2.random': 'Le labo ci-dessous montre une phrase répétée avec des poids aléatoires : aucune rayure à y trouver, puisque rien n’a été entraîné.',
  // ── end of tour ──

  // ── lessons ──
  // ── end of lessons ──

  // ── share ──
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  'language.label': 'Langue',
  // ── end of language ──

};
