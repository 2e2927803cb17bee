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
  // ── end of train ──

  // ── engine ──
  'engine.config.range': '{field} ({value}) doit être compris entre {lo} et {hi}',
  'engine.config.rangeHint': '{field} ({value}) doit être compris entre {lo} et {hi} ; {hint}',
  'engine.hint.queryLen': '0 signifie une position par token du texte',
  'engine.hint.keyLen': '0 signifie la même chose que le texte des clés',
  'engine.hint.dK': '0 signifie dModel / heads',
  'engine.hint.dV': '0 signifie dModel / heads',
  'engine.hint.dFF': '0 signifie 4·dModel',
  'engine.hint.kvHeads': '0 signifie heads ; heads doit en être un multiple (1 : multi-query)',
  'engine.hint.window': 'masques glissants : la requête t voit les clés s telles que t − window < s ≤ t',
  'engine.config.kvHeadsGroups': 'heads ({heads}) doit être un multiple de kvHeads ({kvHeads}) : chaque tête clé/valeur sert le même nombre de têtes de requête',
  'engine.config.ropeBase': 'ropeBase ({value}) doit être supérieur à 0 et au plus 1e9 ; la valeur usuelle est 10000',
  'engine.config.ropeOdd': 'RoPE fait tourner des paires de composantes : dK ({dK}) doit être pair',
  'engine.config.headsDivide': 'dModel ({dModel}) doit être divisible par heads ({heads}), ou bien fixez vous-même dK et dV',
  'engine.config.keyLenSelf': 'keyLen ({keyLen}) doit être égal à queryLen ({queryLen}) en auto-attention ; activez crossAttention pour une autre longueur de clés',
  'engine.config.textEmpty': 'Le texte ne contient aucun mot ; saisissez une phrase (ou fournissez X)',
  'engine.config.sourceEmpty': 'Le texte source ne contient aucun mot ; saisissez une phrase (ou fournissez X_kv)',
  'engine.config.notInput': '« {name} » n’est pas une entrée acceptée par le moteur ; il accepte {names}',
  'engine.config.notInputSelf': '« {name} » n’est pas une entrée acceptée par le moteur (avec crossAttention activé, fournissez X_q et X_kv) ; il accepte {names}',
  'engine.config.notInputCross': '« {name} » n’est pas une entrée acceptée par le moteur (activez crossAttention, ou fournissez X) ; il accepte {names}',
  'engine.config.keepUnknown': 'keep nomme « {name} », qui n’est pas un tenseur ; choisissez parmi {names}',
  'engine.config.biasOff': '{name} est fourni mais bias est désactivé ; activez bias',
  'engine.config.givenLength': '{name} contient {count} valeurs ; attendu : B×{axis}×dModel = {B}×{len}×{dModel} = {total}',
  'engine.config.givenLengthUnknown': '{name} contient {count} valeurs ; attendu : B×{axis}×dModel = {B}×?×{dModel}',
  'engine.config.givenSize': '{name} contient {count} valeurs ; attendu : {shape} = {size}',
  'engine.config.givenValue': '{name}[{index}] vaut {value} ; chaque valeur doit être un nombre fini entre -1e6 et 1e6',
  'engine.config.validLengthsCount': 'validLengths contient {count} entrées ; donnez-en une par élément du lot ({B})',
  'engine.config.validLengthsRange': 'validLengths[{index}] ({value}) doit être compris entre 0 et le nombre de clés ({S})',
  'engine.config.customMaskSize': 'customMask contient {count} valeurs ; attendu : T×S = {T}×{S} = {TS}',
  'engine.config.customMaskSizeBatch': 'customMask contient {count} valeurs ; attendu : T×S = {T}×{S} = {TS} ou B×T×S = {BTS}',
  'engine.config.customMaskValue': 'customMask[{index}] vaut {value} ; mettez 1 là où la requête peut porter son attention et 0 ailleurs',
  'engine.config.flashTiles': 'flash produit {tiles} tuiles ({tilesQ} de requêtes × {tilesK} de clés) ; la limite est {max} : augmentez blockQ ou blockK',
  'engine.config.tooLarge': 'Cette configuration nécessite environ {mb} Mo ; la limite est de {max} Mo. Réduisez T, S, heads ou batch, ou conservez moins de tenseurs',
  'engine.note.textLines': { one: 'Le texte compte {lines} lignes ; batch vaut {batch}, donc seule la première est utilisée.', many: 'Le texte compte {lines} lignes ; batch vaut {batch}, donc seules les {batch} premières sont utilisées.', other: 'Le texte compte {lines} lignes ; batch vaut {batch}, donc seules les {batch} premières sont utilisées.' },
  'engine.note.sourceLines': { one: 'Le texte source compte {lines} lignes ; batch vaut {batch}, donc seule la première est utilisée.', many: 'Le texte source compte {lines} lignes ; batch vaut {batch}, donc seules les {batch} premières sont utilisées.', other: 'Le texte source compte {lines} lignes ; batch vaut {batch}, donc seules les {batch} premières sont utilisées.' },
  'engine.note.textLineCut': { one: 'La ligne {line} du texte compte {tokens} tokens ; la longueur est {len}, donc le dernier n’est pas utilisé.', many: 'La ligne {line} du texte compte {tokens} tokens ; la longueur est {len}, donc les {n} derniers ne sont pas utilisés.', other: 'La ligne {line} du texte compte {tokens} tokens ; la longueur est {len}, donc les {n} derniers ne sont pas utilisés.' },
  'engine.note.sourceLineCut': { one: 'La ligne {line} du texte source compte {tokens} tokens ; la longueur est {len}, donc le dernier n’est pas utilisé.', many: 'La ligne {line} du texte source compte {tokens} tokens ; la longueur est {len}, donc les {n} derniers ne sont pas utilisés.', other: 'La ligne {line} du texte source compte {tokens} tokens ; la longueur est {len}, donc les {n} derniers ne sont pas utilisés.' },
  'engine.note.textCut': 'Le texte compte {tokens} tokens ; seuls les {max} premiers sont utilisés.',
  'engine.note.sourceCut': 'Le texte source compte {tokens} tokens ; seuls les {max} premiers sont utilisés.',
  'engine.note.crossCausal': 'Un masque causal en attention croisée est inhabituel : le décodeur d’une traduction peut lire toute la source, donc son attention croisée n’a pas de masque causal (seulement celui du remplissage). Ici, la position cible t voit les positions source 0…t.',
  'engine.got.text': 'le texte « {gotText} »',
  'engine.got.array': 'un tableau',
  'engine.got.type': 'une valeur de type {gotType}',
  'engine.got.list': 'une liste',
  'engine.got.object': 'un objet',
  'engine.got.a': 'une valeur de type {gotType}',
  'engine.reader.wholeNumber': '{field} doit être un nombre entier ; reçu : {got}',
  'engine.reader.tooLarge': '{field} ({got}) est beaucoup trop grand',
  'engine.reader.seed': 'seed doit être un nombre entier de 0 à 4294967295 ; reçu : {got}',
  'engine.reader.number': '{field} doit être un nombre ; reçu : {got}',
  'engine.reader.flash': 'flash doit valoir false, true ou {blockQ, blockK} ; reçu : {got}',
  'engine.reader.flashKey': '« {key} » n’est pas un réglage de flash ; donnez blockQ et blockK',
  'engine.reader.boolean': '{field} doit valoir true ou false ; reçu : {got}',
  'engine.reader.text': '{field} doit être du texte ; reçu : {got}',
  'engine.reader.numbers': '{field} doit être un tableau de nombres ou un Float32Array ; reçu : {got}',
  'engine.reader.tooMany': '{field} contient beaucoup trop de valeurs ({count})',
  'engine.reader.config': 'config doit être un objet ; reçu : {got}',
  'engine.reader.mask': 'mask doit être l’une de ces valeurs : {names} ; reçu : {got}',
  'engine.reader.positional': 'positional doit être l’une de ces valeurs : {names} ; reçu : {got}',
  'engine.reader.validLengths': 'validLengths doit contenir des nombres entiers, un par élément du lot',
  'engine.reader.keep': 'keep doit être un tableau de noms de tenseurs',
  'engine.reader.notSetting': '« {key} » n’est pas un réglage ; les réglages sont {names}',
  'engine.reader.inputs': 'inputs doit être un objet ; reçu : {got}',
  'engine.args.unreadable': '{field} n’a pas pu être lu : {reason}',
  'engine.args.nested': '{name} est imbriqué sur plus de {max} niveaux',
  'engine.args.emptyRow': '{name} a une ligne vide',
  'engine.args.notNumber': '{name}{where} est {got}, pas un nombre',
  'engine.args.ragged': '{name}{where} devrait être une liste de {n} : toutes les lignes de {name} doivent avoir la même longueur',
  'engine.args.hole': '{name}{where}[{index}] manque (un trou dans le tableau)',
  'engine.args.shape': '{name}.shape doit indiquer de 1 à {max} tailles entières d’au moins 1',
  'engine.args.flatData': '{name}.data contient {count} nombres sur {axes} axes ; la forme {shape} en demande {needed} dans une liste plate',
  'engine.args.tensor': '{name} doit être un tableau de nombres (imbriqué par lignes), un Float32Array ou {shape, data} ; reçu : {got}',
  'engine.args.list': '{field} doit être une liste de {what} ; reçu : {got}',
  'engine.args.listHole': '{field}[{index}] manque (un trou dans la liste)',
  'engine.args.listItem': '{field}[{index}] vaut {got} ; {field} contient des {what}',
  'engine.list.validLengths': 'nombres entiers, un par élément du lot',
  'engine.list.customMask': '0 et 1 uniquement : 1 là où une requête peut porter son attention, 0 ailleurs',
  'engine.list.keep': 'noms de tenseurs',
  'engine.args.notSetting': '« {key} » n’est pas un réglage',
  'engine.args.settingType': '{field} doit être un nombre, du texte ou true/false ; reçu : {got}',
  'engine.args.notFlashSetting': '« {key} » n’est pas un réglage de flash',
  'engine.args.inputs': 'inputs doit être un objet de tenseurs par nom, par ex. {W_q: […]} ; reçu : {got}',
  'engine.args.notInput': '« {name} » n’est pas une entrée acceptée par le moteur',
  'engine.decode.causal': 'le décodage token par token rejoue l’auto-attention causale ; réglez mask sur causal (ou sliding) et désactivez crossAttention',
  'engine.decode.noItem': 'l’élément {item} du lot n’existe pas',
  'engine.decode.needs': 'le décodage a besoin de {name} ; conservez-le avec keep',
  'engine.decode.tooLong': 'le décodage token par token est montré pour {max} tokens au plus',
  'engine.api.item': 'item doit être un nombre entier à partir de 0 (le premier élément du lot) ; reçu : {got}',
  'engine.api.notStep': '{id} n’est pas une étape ; les étapes sont {ids}',
  'engine.api.tensors': 'les tenseurs de lab.step sont un objet par nom, par ex. {{names}}',
  'engine.api.tensorName': '« {name} » n’est pas un nom de tenseur',
  'engine.api.memory': '{name} ne tient pas dans la mémoire du moteur',
  'engine.step.notStep': '« {id} » n’est pas une étape ; les étapes sont {ids}',
  'engine.step.notTaken': 'l’étape {id} prend {inputs} ; {name} n’en fait pas partie',
  'engine.step.notTakenOptional': 'l’étape {id} prend {inputs}, {optional} (facultatif) ; {name} n’en fait pas partie',
  'engine.step.notTakenNone': 'l’étape {id} ne prend aucun tenseur ; {name} n’en fait pas partie',
  'engine.step.twice': '{name} est donné deux fois (aussi comme {as})',
  'engine.step.needs': 'l’étape {id} a besoin de {name} ({axes})',
  'engine.step.rank': '{name} doit avoir {rank} axes ; il en a {given}',
  'engine.step.axisRange': '{name} : l’axe {axis} vaut {size} ; il doit aller de 1 à {max}',
  'engine.step.axisMismatch': '{name} : l’axe {axis} vaut {size}, mais dans {other} {axis} = {otherSize}',
  'engine.step.value': '{name} contient {value} à l’indice plat {index} ; chaque valeur doit être un nombre fini entre -1e6 et 1e6',
  'engine.step.valueMasked': '{name} contient {value} à l’indice plat {index} ; chaque valeur doit être un nombre fini entre -1e6 et 1e6 (ou −∞ là où c’est masqué)',
  'engine.step.range': '{field} doit aller de 1 à {max}',
  'engine.step.split': 'le dernier axe ({width}) ne se divise pas en {heads} têtes',
  'engine.step.kvHeadsGroups': 'le nombre de têtes de requête ({h}) doit être un multiple de celui des têtes clé/valeur ({hKv})',
  'engine.step.ropeOdd': 'RoPE fait tourner des paires de composantes : d_k doit être pair',
  'engine.step.ropeBase': 'ropeBase doit être supérieur à 0 et au plus 1e9',
  'engine.step.flashTiles': 'flash produirait {tiles} tuiles ; la limite est {max} : augmentez blockQ ou blockK',
  'engine.step.flashMemory': 'les états des tuiles de l’étape flash dépasseraient {max} Mo',
  'engine.step.scaleDK': 'scale divise par √dK : donnez dK, de 1 à {max}',
  'engine.step.tooLarge': 'l’étape {id} produirait environ {mb} Mo ; la limite est de {max} Mo',
  'engine.worker.stopped': 'Le moteur s’est arrêté : {reason}',
  'engine.train.range': '{field} vaut {value} ; il doit être compris entre {lo} et {hi}',
  'engine.train.headsDivide': 'dModel ({dModel}) doit se répartir exactement en {heads} têtes',
  'engine.train.batchShape': 'Un lot doit compter B×T tokens et cibles avec 1 ≤ T ≤ contexte ({context})',
  'engine.train.tokenRange': 'Le token {token} ou la cible {target} sort du vocabulaire de {vocab}',
  'engine.train.inductionSeqLen': 'La tâche d’induction demande seqLen ≥ 8 (deux copies d’au moins 4 tokens)',
  'engine.train.inductionVocab': 'La tâche d’induction demande un vocabulaire d’au moins 4 tokens',
  'engine.train.digitsSeqLen': 'La tâche {task} demande un seqLen impair ≥ 3 : n chiffres, un séparateur, n chiffres',
  'engine.train.digitsVocab': 'La tâche demande un vocabulaire d’au moins 4 tokens (2 chiffres)',
  'engine.train.textShort': 'Le texte est plus court qu’une séquence',
  'engine.train.task': 'task doit valoir induction, reverse, sort ou text (pas « {task} »)',
  'engine.train.textNeeded': 'La tâche de texte a besoin d’un texte à apprendre',
  'engine.train.lr': 'lr doit être un nombre dans ]0, 1]',
  'engine.train.weightDecay': 'weightDecay doit être dans [0, 1]',
  'engine.train.clip': 'clip doit être un nombre positif',
  'engine.train.batch': 'batch doit être compris entre 1 et {max}',
  'engine.file.unusable': 'Ce n’est pas un fichier safetensors utilisable.',
  'engine.file.notModel': 'Ce fichier safetensors n’est ni un point de sauvegarde d’Attention Lab ni un modèle GPT-2 (il n’a pas de wte.weight)',
  'engine.file.checkpointLacks': 'Il manque {name} au point de sauvegarde, ou sa forme est différente',
  'engine.gpt2.embeddings': 'Un fichier GPT-2 doit contenir wte.weight [vocab, d] et wpe.weight [context, d]',
  'engine.gpt2.width': 'Ce modèle a une largeur de {width}, qui n’est pas une des tailles de GPT-2 : indiquez son nombre de têtes, loadModel(bytes, {heads})',
  'engine.gpt2.noLayers': 'Le fichier GPT-2 n’a aucune couche (h.0.ln_1.weight manque)',
  'engine.gpt2.lacks': 'Il manque {name} au fichier GPT-2',
  'engine.gpt2.shape': '{name} est {shape} ; un GPT-2 de largeur {width} demande {needed}',
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
