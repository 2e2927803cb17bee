// Español: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const es = {
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
  'engine.config.range': '{field} ({value}) debe estar entre {lo} y {hi}',
  'engine.config.rangeHint': '{field} ({value}) debe estar entre {lo} y {hi}; {hint}',
  'engine.hint.queryLen': '0 significa una posición por cada token del texto',
  'engine.hint.keyLen': '0 significa lo mismo que el texto de las claves',
  'engine.hint.dK': '0 significa dModel / heads',
  'engine.hint.dV': '0 significa dModel / heads',
  'engine.hint.dFF': '0 significa 4·dModel',
  'engine.hint.kvHeads': '0 significa heads; heads debe ser múltiplo de este valor (1: multi-query)',
  'engine.hint.window': 'máscaras deslizantes: la consulta t ve las claves s con t − window < s ≤ t',
  'engine.config.kvHeadsGroups': 'heads ({heads}) debe ser múltiplo de kvHeads ({kvHeads}): cada cabeza de clave/valor atiende al mismo número de cabezas de consulta',
  'engine.config.ropeBase': 'ropeBase ({value}) debe ser mayor que 0 y como máximo 1e9; lo habitual es 10000',
  'engine.config.ropeOdd': 'RoPE rota pares de características: dK ({dK}) debe ser par',
  'engine.config.headsDivide': 'dModel ({dModel}) debe ser divisible entre heads ({heads}), o bien fija tú mismo dK y dV',
  'engine.config.keyLenSelf': 'keyLen ({keyLen}) debe ser igual a queryLen ({queryLen}) en la autoatención; activa crossAttention para usar otra longitud de claves',
  'engine.config.textEmpty': 'El texto no tiene palabras; escribe una frase (o da X)',
  'engine.config.sourceEmpty': 'El texto de origen no tiene palabras; escribe una frase (o da X_kv)',
  'engine.config.notInput': '“{name}” no es una entrada que acepte el motor; acepta {names}',
  'engine.config.notInputSelf': '“{name}” no es una entrada que acepte el motor (con crossAttention activado, da X_q y X_kv); acepta {names}',
  'engine.config.notInputCross': '“{name}” no es una entrada que acepte el motor (activa crossAttention, o da X); acepta {names}',
  'engine.config.keepUnknown': 'keep nombra “{name}”, que no es un tensor; elige entre {names}',
  'engine.config.biasOff': 'Has dado {name}, pero bias está desactivado; activa bias',
  'engine.config.givenLength': '{name} tiene {count} valores; se esperaban B×{axis}×dModel = {B}×{len}×{dModel} = {total}',
  'engine.config.givenLengthUnknown': '{name} tiene {count} valores; se esperaban B×{axis}×dModel = {B}×?×{dModel}',
  'engine.config.givenSize': '{name} tiene {count} valores; se esperaban {shape} = {size}',
  'engine.config.givenValue': '{name}[{index}] es {value}; cada valor debe ser un número finito entre -1e6 y 1e6',
  'engine.config.validLengthsCount': 'validLengths tiene {count} entradas; da una por cada elemento del lote ({B})',
  'engine.config.validLengthsRange': 'validLengths[{index}] ({value}) debe estar entre 0 y el número de claves ({S})',
  'engine.config.customMaskSize': 'customMask tiene {count} valores; se esperaban T×S = {T}×{S} = {TS}',
  'engine.config.customMaskSizeBatch': 'customMask tiene {count} valores; se esperaban T×S = {T}×{S} = {TS} o B×T×S = {BTS}',
  'engine.config.customMaskValue': 'customMask[{index}] es {value}; usa 1 donde la consulta puede atender y 0 donde no',
  'engine.config.flashTiles': 'flash genera {tiles} bloques ({tilesQ} de consultas × {tilesK} de claves); el límite es {max}: aumenta blockQ o blockK',
  'engine.config.tooLarge': 'Esta configuración necesita unos {mb} MB; el límite es {max} MB. Reduce T, S, heads o batch, o conserva menos tensores',
  'engine.note.textLines': { one: 'El texto tiene {lines} líneas; batch es {batch}, así que solo se usa la primera.', many: 'El texto tiene {lines} líneas; batch es {batch}, así que solo se usan las primeras {batch}.', other: 'El texto tiene {lines} líneas; batch es {batch}, así que solo se usan las primeras {batch}.' },
  'engine.note.sourceLines': { one: 'El texto de origen tiene {lines} líneas; batch es {batch}, así que solo se usa la primera.', many: 'El texto de origen tiene {lines} líneas; batch es {batch}, así que solo se usan las primeras {batch}.', other: 'El texto de origen tiene {lines} líneas; batch es {batch}, así que solo se usan las primeras {batch}.' },
  'engine.note.textLineCut': { one: 'La línea {line} del texto tiene {tokens} tokens; la longitud es {len}, así que el último no se usa.', many: 'La línea {line} del texto tiene {tokens} tokens; la longitud es {len}, así que los últimos {n} no se usan.', other: 'La línea {line} del texto tiene {tokens} tokens; la longitud es {len}, así que los últimos {n} no se usan.' },
  'engine.note.sourceLineCut': { one: 'La línea {line} del texto de origen tiene {tokens} tokens; la longitud es {len}, así que el último no se usa.', many: 'La línea {line} del texto de origen tiene {tokens} tokens; la longitud es {len}, así que los últimos {n} no se usan.', other: 'La línea {line} del texto de origen tiene {tokens} tokens; la longitud es {len}, así que los últimos {n} no se usan.' },
  'engine.note.textCut': 'El texto tiene {tokens} tokens; solo se usan los primeros {max}.',
  'engine.note.sourceCut': 'El texto de origen tiene {tokens} tokens; solo se usan los primeros {max}.',
  'engine.note.crossCausal': 'Una máscara causal en la atención cruzada es inusual: el decodificador de una traducción puede leer todo el origen, así que su atención cruzada no lleva máscara causal (solo la de relleno). Aquí la posición t del destino ve las posiciones 0…t del origen.',
  'engine.got.text': 'el texto “{gotText}”',
  'engine.got.array': 'un array',
  'engine.got.type': 'un valor de tipo {gotType}',
  'engine.got.list': 'una lista',
  'engine.got.object': 'un objeto',
  'engine.got.a': 'un valor de tipo {gotType}',
  'engine.reader.wholeNumber': '{field} debe ser un número entero; se recibió {got}',
  'engine.reader.tooLarge': '{field} ({got}) es demasiado grande',
  'engine.reader.seed': 'seed debe ser un número entero de 0 a 4294967295; se recibió {got}',
  'engine.reader.number': '{field} debe ser un número; se recibió {got}',
  'engine.reader.flash': 'flash debe ser false, true o {blockQ, blockK}; se recibió {got}',
  'engine.reader.flashKey': '“{key}” no es un ajuste de flash; da blockQ y blockK',
  'engine.reader.boolean': '{field} debe ser true o false; se recibió {got}',
  'engine.reader.text': '{field} debe ser texto; se recibió {got}',
  'engine.reader.numbers': '{field} debe ser un array de números o un Float32Array; se recibió {got}',
  'engine.reader.tooMany': '{field} tiene demasiados valores ({count})',
  'engine.reader.config': 'config debe ser un objeto; se recibió {got}',
  'engine.reader.mask': 'mask debe ser uno de estos: {names}; se recibió {got}',
  'engine.reader.positional': 'positional debe ser uno de estos: {names}; se recibió {got}',
  'engine.reader.validLengths': 'validLengths debe contener números enteros, uno por elemento del lote',
  'engine.reader.keep': 'keep debe ser un array de nombres de tensores',
  'engine.reader.notSetting': '“{key}” no es un ajuste; los ajustes son {names}',
  'engine.reader.inputs': 'inputs debe ser un objeto; se recibió {got}',
  'engine.args.unreadable': 'No se pudo leer {field}: {reason}',
  'engine.args.nested': '{name} está anidado más de {max} niveles',
  'engine.args.emptyRow': '{name} tiene una fila vacía',
  'engine.args.notNumber': '{name}{where} es {got}, no un número',
  'engine.args.ragged': '{name}{where} debería ser una lista de {n}: todas las filas de {name} deben tener la misma longitud',
  'engine.args.hole': 'Falta {name}{where}[{index}] (un hueco en el array)',
  'engine.args.shape': '{name}.shape debe indicar de 1 a {max} tamaños enteros, cada uno de al menos 1',
  'engine.args.flatData': '{name}.data contiene {count} números en {axes} ejes; la forma {shape} necesita {needed} en una lista plana',
  'engine.args.tensor': '{name} debe ser un array de números (anidado por filas), un Float32Array o {shape, data}; se recibió {got}',
  'engine.args.list': '{field} debe ser una lista de {what}; se recibió {got}',
  'engine.args.listHole': 'Falta {field}[{index}] (un hueco en la lista)',
  'engine.args.listItem': '{field}[{index}] es {got}; {field} contiene {what}',
  'engine.list.validLengths': 'números enteros, uno por elemento del lote',
  'engine.list.customMask': 'solo 0 y 1: 1 donde una consulta puede atender y 0 donde no',
  'engine.list.keep': 'nombres de tensores',
  'engine.args.notSetting': '“{key}” no es un ajuste',
  'engine.args.settingType': '{field} debe ser un número, texto o true/false; se recibió {got}',
  'engine.args.notFlashSetting': '“{key}” no es un ajuste de flash',
  'engine.args.inputs': 'inputs debe ser un objeto de tensores por nombre, p. ej. {W_q: […]}; se recibió {got}',
  'engine.args.notInput': '“{name}” no es una entrada que acepte el motor',
  'engine.decode.causal': 'la decodificación token a token reproduce la autoatención causal; pon mask en causal (o sliding) y desactiva crossAttention',
  'engine.decode.noItem': 'el elemento {item} del lote no existe',
  'engine.decode.needs': 'la decodificación necesita {name}; consérvalo con keep',
  'engine.decode.tooLong': 'la decodificación token a token se muestra para {max} tokens como máximo',
  'engine.api.item': 'item debe ser un número entero desde 0 (el primer elemento del lote); se recibió {got}',
  'engine.api.notStep': '{id} no es un paso; los pasos son {ids}',
  'engine.api.tensors': 'los tensores de lab.step son un objeto por nombre, p. ej. {{names}}',
  'engine.api.tensorName': '“{name}” no es un nombre de tensor',
  'engine.api.memory': '{name} no cabe en la memoria del motor',
  'engine.step.notStep': '“{id}” no es un paso; los pasos son {ids}',
  'engine.step.notTaken': 'el paso {id} recibe {inputs}; {name} no es uno de ellos',
  'engine.step.notTakenOptional': 'el paso {id} recibe {inputs}, {optional} (opcional); {name} no es uno de ellos',
  'engine.step.notTakenNone': 'el paso {id} no recibe tensores; {name} no es uno de ellos',
  'engine.step.twice': '{name} se ha dado dos veces (también como {as})',
  'engine.step.needs': 'el paso {id} necesita {name} ({axes})',
  'engine.step.rank': '{name} debe tener {rank} ejes; tiene {given}',
  'engine.step.axisRange': '{name}: el eje {axis} mide {size}; debe medir de 1 a {max}',
  'engine.step.axisMismatch': '{name}: el eje {axis} mide {size}, pero en {other} {axis} = {otherSize}',
  'engine.step.value': '{name} contiene {value} en el índice plano {index}; cada valor debe ser un número finito entre -1e6 y 1e6',
  'engine.step.valueMasked': '{name} contiene {value} en el índice plano {index}; cada valor debe ser un número finito entre -1e6 y 1e6 (o −∞ donde está enmascarado)',
  'engine.step.range': '{field} debe ser de 1 a {max}',
  'engine.step.split': 'el último eje ({width}) no se divide en {heads} cabezas',
  'engine.step.kvHeadsGroups': 'las cabezas de consulta ({h}) deben ser un múltiplo de las cabezas de clave/valor ({hKv})',
  'engine.step.ropeOdd': 'RoPE rota pares de características: d_k debe ser par',
  'engine.step.ropeBase': 'ropeBase debe ser mayor que 0 y como máximo 1e9',
  'engine.step.flashTiles': 'flash generaría {tiles} bloques; el límite es {max}: aumenta blockQ o blockK',
  'engine.step.flashMemory': 'los estados de los bloques del paso flash superarían {max} MB',
  'engine.step.scaleDK': 'scale divide entre √dK: da dK, de 1 a {max}',
  'engine.step.tooLarge': 'el paso {id} generaría unos {mb} MB; el límite es {max} MB',
  'engine.worker.stopped': 'El motor se detuvo: {reason}',
  'engine.train.range': '{field} es {value}; debe estar entre {lo} y {hi}',
  'engine.train.headsDivide': 'dModel ({dModel}) debe dividirse exactamente en {heads} cabezas',
  'engine.train.batchShape': 'Un lote debe tener B×T tokens y objetivos con 1 ≤ T ≤ contexto ({context})',
  'engine.train.tokenRange': 'El token {token} o el objetivo {target} está fuera del vocabulario de {vocab}',
  'engine.train.inductionSeqLen': 'La tarea de inducción necesita seqLen ≥ 8 (dos copias de al menos 4 tokens)',
  'engine.train.inductionVocab': 'La tarea de inducción necesita un vocabulario de al menos 4 tokens',
  'engine.train.digitsSeqLen': 'La tarea {task} necesita un seqLen impar ≥ 3: n dígitos, un separador, n dígitos',
  'engine.train.digitsVocab': 'La tarea necesita un vocabulario de al menos 4 tokens (2 dígitos)',
  'engine.train.textShort': 'El texto es más corto que una secuencia',
  'engine.train.task': 'task debe ser induction, reverse, sort o text (no “{task}”)',
  'engine.train.textNeeded': 'La tarea de texto necesita un texto que aprender',
  'engine.train.lr': 'lr debe ser un número en (0, 1]',
  'engine.train.weightDecay': 'weightDecay debe estar en [0, 1]',
  'engine.train.clip': 'clip debe ser un número positivo',
  'engine.train.batch': 'batch debe estar entre 1 y {max}',
  'engine.file.unusable': 'Este no es un archivo safetensors utilizable.',
  'engine.file.notModel': 'Este archivo safetensors no es ni un punto de control de Attention Lab ni un modelo GPT-2 (no tiene wte.weight)',
  'engine.file.checkpointLacks': 'Al punto de control le falta {name} o lo tiene con otra forma',
  'engine.gpt2.embeddings': 'Un archivo GPT-2 necesita wte.weight [vocab, d] y wpe.weight [context, d]',
  'engine.gpt2.width': 'Este modelo tiene una anchura de {width}, que no es ninguno de los tamaños de GPT-2: indica su número de cabezas, loadModel(bytes, {heads})',
  'engine.gpt2.noLayers': 'El archivo GPT-2 no tiene capas (falta h.0.ln_1.weight)',
  'engine.gpt2.lacks': 'Al archivo GPT-2 le falta {name}',
  'engine.gpt2.shape': '{name} es {shape}; un GPT-2 de anchura {width} necesita {needed}',
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
