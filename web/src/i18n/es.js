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
  'train.view.title': 'Entrena un modelo y observa cómo aprenden sus cabezas',
  'train.view.intro': 'Aquí mismo, en tu navegador, se entrena un transformer pequeño. Pulsa Entrenar: la curva muestra cuánto se equivocan sus predicciones (la pérdida), y los cuadrados muestran adónde mira cada cabeza en una secuencia fija; cada fila es una consulta, cada columna una clave, y cuanto más oscuro, más peso.',
  'train.view.task': 'Tarea',
  'train.view.size': 'Tamaño',
  'train.view.sizeDefault': 'el original (el tamaño de los ejemplos)',
  'train.view.sizeSmall': 'pequeño: 2 cabezas, anchura 32 (más rápido)',
  'train.view.train': 'Entrenar',
  'train.view.pause': 'Pausa',
  'train.view.step': 'Paso (+{n})',
  'train.view.reset': 'Reiniciar',
  'train.view.fileSummary': 'O abre un archivo de modelo: el model.safetensors de GPT-2, o un punto de control',
  'train.view.fileLegend': 'La página gpt2 de Hugging Face ofrece model.safetensors (548 MB). El archivo se lee aquí, en tu navegador; no se sube nada. También puedes soltarlo sobre esta vista.',
  'train.view.fileLabel': 'Archivo de modelo',
  'train.view.headsLabel': 'Cabezas (para anchuras que GPT-2 no tiene)',
  'train.view.headsPlaceholder': 'auto',
  'train.view.sentenceLabel': 'Frase (la secuencia de prueba del modelo)',
  'train.view.plotCaption': 'Continua: pérdida de validación. Tenue: la pérdida del último lote. Eje derecho: exactitud de validación (discontinua), la mejor <b>puntuación de token anterior en la capa 1</b> y la mejor <i>puntuación de inducción en la última capa</i> (punteadas).',
  'train.view.history': 'Historial',
  'train.view.historyStep': 'Historial: paso {step}',
  'train.view.historyStepLive': 'Historial: paso {step} (en directo)',
  'train.view.attentionLegend': 'Adónde mira cada cabeza en la secuencia de prueba. Marco verde: una cabeza de token anterior (mira un token atrás). Marco rosa: una cabeza de inducción (mira el token que sigue a la copia anterior del actual). Pulsa una cabeza para anularla (su salida pasa a ser ceros) y ver qué se rompe; vuelve a pulsarla para restaurarla.',
  'train.view.measure': 'Medir cada cabeza: exactitud sin ella',
  'train.view.importanceLabel': 'Exactitud con cada cabeza anulada',
  'train.view.openLayer': 'Abrir la capa {layer} en el laboratorio',
  'train.view.startingWorker': 'Iniciando el worker de entrenamiento…',
  'train.view.noWorker': 'Esta página no pudo iniciar un worker, y entrenar en la propia página la congelaría. Abre la página por http(s) o desde un archivo en un navegador actual.',
  'train.view.starting': 'Iniciando el modelo…',
  'train.view.sentenceTooShort': 'Escribe una frase de al menos dos tokens.',
  'train.status.head': 'capa {layer} cabeza {head}',
  'train.status.headSeparator': ', ',
  'train.status.step': 'Paso {step} · pérdida del lote {loss} · pérdida de validación {evalLoss}, exactitud {accuracy}',
  'train.status.stepTraining': 'Paso {step} (entrenando) · pérdida del lote {loss} · pérdida de validación {evalLoss}, exactitud {accuracy}',
  'train.status.phase': 'cambio de fase hacia el paso {step}',
  'train.status.without': 'sin {heads}: pérdida de validación {loss}, exactitud {accuracy}',
  'train.status.fileModel': '{file}: {layers} × {heads}, d_model {dModel}, vocabulario {vocab}, contexto {context}; trazado, no entrenado.',
  'train.status.layerCount': { one: '{n} capa', many: '{n} capas', other: '{n} capas' },
  'train.status.headCount': { one: '{n} cabeza', many: '{n} cabezas', other: '{n} cabezas' },
  'train.status.sentence': { one: 'La frase tiene {n} token; al predecir sus tokens siguientes: pérdida {loss}, exactitud {accuracy}.', many: 'La frase tiene {n} tokens; al predecir sus tokens siguientes: pérdida {loss}, exactitud {accuracy}.', other: 'La frase tiene {n} tokens; al predecir sus tokens siguientes: pérdida {loss}, exactitud {accuracy}.' },
  'train.status.fileWithout': 'Sin {heads}: pérdida {loss}, exactitud {accuracy}.',
  'train.status.limit': 'Detenido en el paso {step} (la vista entrena como máximo {max} pasos). Pulsa Reiniciar para entrenar de nuevo.',
  'train.status.headsRefused': '{file}: {message}. Escribe arriba el número de cabezas; el archivo se abrirá de nuevo.',
  'train.status.fileRefused': 'No se pudo abrir {file}: {message}',
  'train.status.stopped': 'El entrenamiento se detuvo: {message}',
  'train.percent': '{value} %',
  'train.importance.sentenceDone': 'Exactitud al predecir los tokens siguientes de la frase: {accuracy} con todas las cabezas; con una cabeza anulada:',
  'train.importance.sentenceMeasuring': { one: 'Exactitud al predecir los tokens siguientes de la frase: {accuracy} con todas las cabezas; con una cabeza anulada (midiendo: {n} cabeza hasta ahora):', many: 'Exactitud al predecir los tokens siguientes de la frase: {accuracy} con todas las cabezas; con una cabeza anulada (midiendo: {n} cabezas hasta ahora):', other: 'Exactitud al predecir los tokens siguientes de la frase: {accuracy} con todas las cabezas; con una cabeza anulada (midiendo: {n} cabezas hasta ahora):' },
  'train.importance.heldOutDone': 'Exactitud de validación en el paso {step}: {accuracy} con todas las cabezas; con una cabeza anulada:',
  'train.importance.heldOutMeasuring': { one: 'Exactitud de validación en el paso {step}: {accuracy} con todas las cabezas; con una cabeza anulada (midiendo: {n} cabeza hasta ahora):', many: 'Exactitud de validación en el paso {step}: {accuracy} con todas las cabezas; con una cabeza anulada (midiendo: {n} cabezas hasta ahora):', other: 'Exactitud de validación en el paso {step}: {accuracy} con todas las cabezas; con una cabeza anulada (midiendo: {n} cabezas hasta ahora):' },
  'train.importance.head': 'cabeza',
  'train.importance.without': 'exactitud sin ella',
  'train.importance.change': 'cambio',
  'train.importance.points': '{change} puntos',
  'train.layer.fileTitle': '{file}: capa {layer}',
  'train.layer.taskTitle': { one: '{task}: capa {layer} tras {n} paso', many: '{task}: capa {layer} tras {n} pasos', other: '{task}: capa {layer} tras {n} pasos' },
  'train.layer.note': '{title}. X es la entrada de la capa para la secuencia de prueba; W_q, W_k, W_v y W_o son los pesos entrenados, así que cada paso muestra los números entrenados.',
  'train.file.headsRange': 'El número de cabezas debe ser un entero de 1 a 64 (o vacío para usar el de GPT-2).',
  'train.file.reading': 'Leyendo {file}: {read} de {size} MB',
  'train.file.unreadable': 'No se pudo leer {file}: {message}',
  'train.file.opening': 'Abriendo {file} en el motor…',
  'train.worker.noModel': 'Aún no hay modelo: elige una tarea y pulsa Entrenar',
  'train.worker.stopped': 'El worker de entrenamiento se detuvo: {reason}',
  'train.worker.unknown': 'error desconocido',
  'train.toggle.open': 'Entrenar un modelo',
  'train.toggle.back': 'Volver al laboratorio',
  'train.tasks.inductionTitle': 'Inducción: continuar un segmento repetido',
  'train.tasks.inductionBlurb': 'Cada secuencia repite un segmento aleatorio; el modelo debe predecir la copia. Primero aprende poco (la meseta) y después, de repente, forma dos tipos de cabeza: cabezas de token anterior en la capa 1 y cabezas de inducción en la capa 2.',
  'train.tasks.reverseTitle': 'Invertir cinco dígitos',
  'train.tasks.reverseBlurb': 'Cinco dígitos, un separador y después los mismos dígitos al revés: cada posición de salida aprende a mirar su imagen especular.',
  'train.tasks.sortTitle': 'Ordenar cinco dígitos',
  'train.tasks.sortBlurb': 'Cinco dígitos, un separador y después los dígitos ordenados.',
  'train.tasks.textTitle': 'Génesis 1–11, carácter a carácter',
  'train.tasks.textBlurb': 'El modelo lee el texto de Génesis 1–11 en la versión King James (en inglés) y aprende a predecir el carácter siguiente.',
  'train.heads.layer': 'Capa {layer}',
  'train.heads.kindInduction': 'cabeza de inducción',
  'train.heads.kindPrevious': 'cabeza de token anterior',
  'train.heads.kindNone': 'aún sin un patrón claro',
  'train.heads.caption': 'Cabeza {head}: {kind} · ant {previous} · ind {induction}',
  'train.heads.captionOff': 'Cabeza {head}: anulada · {kind} · ant {previous} · ind {induction}',
  'train.heads.label': 'Capa {layer}, cabeza {head} (pulsa para anularla): atención sobre la secuencia de prueba, {T}×{T}, las filas son consultas; {kind}; puntuación de token anterior {previous}, puntuación de inducción {induction}.',
  'train.heads.labelOff': 'Capa {layer}, cabeza {head}, anulada (pulsa para restaurarla): atención sobre la secuencia de prueba, {T}×{T}, las filas son consultas; {kind}; puntuación de token anterior {previous}, puntuación de inducción {induction}.',
  'train.plot.loss': 'pérdida',
  'train.plot.accuracy': 'exactitud y puntuaciones de las cabezas',
  'train.plot.phase': 'cambio de fase ≈ paso {step}',
  'train.plot.title': 'Curva de entrenamiento: pérdida de validación {first} en el paso {firstStep}, {last} en el paso {lastStep}; exactitud de validación {accuracy}.',
  'train.plot.titlePhase': 'Curva de entrenamiento: pérdida de validación {first} en el paso {firstStep}, {last} en el paso {lastStep}; exactitud de validación {accuracy}; cambio de fase hacia el paso {phase}.',
  'train.plot.empty': 'Curva de entrenamiento: aún no hay pasos.',
  'train.predict.title': 'Predecir el token siguiente',
  'train.predict.legend': 'El modelo lee el prompt; la salida de la última posición pasa por la capa de desincrustación (unembedding) a un logit por cada token del vocabulario, y un softmax convierte los logits en probabilidades. Añadir el token más probable y volver a preguntar es generar.',
  'train.predict.prompt': 'Prompt',
  'train.predict.next': 'Añadir el token más probable',
  'train.predict.more': { one: '+{n} token', many: '+{n} tokens', other: '+{n} tokens' },
  'train.predict.barsLabel': 'Los tokens siguientes más probables',
  'train.predict.likeliest': 'el token siguiente más probable',
  'train.predict.empty': 'Escribe al menos un token.',
  'train.predict.cache': { one: 'La caché KV contiene ahora {n} clave y {n} valor para cada una de las {heads} cabezas de cada una de las {layers} capas; el token siguiente añade uno de cada.', many: 'La caché KV contiene ahora {n} claves y {n} valores para cada una de las {heads} cabezas de cada una de las {layers} capas; el token siguiente añade uno de cada.', other: 'La caché KV contiene ahora {n} claves y {n} valores para cada una de las {heads} cabezas de cada una de las {layers} capas; el token siguiente añade uno de cada.' },
  'train.predict.cacheWindow': { one: 'La caché KV contiene ahora {n} clave y {n} valor para cada una de las {heads} cabezas de cada una de las {layers} capas; el token siguiente añade uno de cada (el modelo ve su último token).', many: 'La caché KV contiene ahora {n} claves y {n} valores para cada una de las {heads} cabezas de cada una de las {layers} capas; el token siguiente añade uno de cada (el modelo ve sus últimos {n} tokens).', other: 'La caché KV contiene ahora {n} claves y {n} valores para cada una de las {heads} cabezas de cada una de las {layers} capas; el token siguiente añade uno de cada (el modelo ve sus últimos {n} tokens).' },
  'train.codecs.unknownCharacter': '“{character}” no es un carácter que este modelo conozca; conoce {alphabet}',
  'train.codecs.notToken': '“{text}” no es un token: usa números enteros de 0 a {max}',
  'train.presets.inductionLayer2.title': 'Entrenado: cabezas de inducción (capa 2)',
  'train.presets.inductionLayer2.description': 'Un modelo entrenado con secuencias repetidas (2000 pasos). La secuencia es un prefijo y después un segmento de 10 tokens dos veces; en la segunda copia, las cabezas de inducción miran el token que siguió al token actual la vez anterior.',
  'train.presets.inductionLayer2.note1': 'Elige una consulta de la segunda copia (las últimas 10 filas) en el paso softmax: su mayor peso está una clave a la derecha de su gemela anterior, el token que el modelo debería predecir a continuación.',
  'train.presets.inductionLayer2.note2': 'X es la entrada de la capa en esta secuencia (los embeddings más la salida de la capa 1); W_q, W_k, W_v y W_o son los pesos entrenados, leídos de web/models/induction.safetensors.',
  'train.presets.inductionLayer1.title': 'Entrenado: cabezas de token anterior (capa 1)',
  'train.presets.inductionLayer1.description': 'La primera capa del mismo modelo: dos de sus cabezas atienden al token justo anterior a cada consulta, y eso es lo que permite a la capa 2 encontrar “el token que sigue a la copia anterior”.',
  'train.presets.inductionLayer1.note1': 'En el paso softmax, las cabezas 2 y 4 ponen casi todo el peso de cada fila justo a la izquierda de la diagonal: cada token mira a su predecesor.',
  'train.presets.inductionLayer1.note2': 'X son los embeddings de la secuencia con posiciones; los pesos son los entrenados de web/models/induction.safetensors.',
  'train.presets.knockout.title': 'Entrenado: la capa 2 con las cabezas de token anterior de la capa 1 anuladas',
  'train.presets.knockout.description': 'De nuevo el modelo de inducción, pero con las cabezas de token anterior de la capa 1 anuladas (su salida puesta a ceros): la capa 2 ya no sabe qué token venía antes de cada clave, y su patrón de inducción desaparece.',
  'train.presets.knockout.note1': 'Compáralo con “Entrenado: cabezas de inducción (capa 2)”: mismos pesos, misma secuencia; solo cambia X, porque las cabezas de token anterior de la capa 1 ya no añaden “mi predecesor era …” a cada token.',
  'train.presets.knockout.note2': 'Las cabezas anuladas son aquellas cuya puntuación de token anterior es al menos 0,5 (capa 1, cabezas 2 y 4 en el modelo incluido).',
  'train.presets.long.title': 'Entrenado: cabezas de token anterior con 1024 tokens',
  'train.presets.long.description': 'Un modelo de la tarea de inducción con posiciones sinusoidales fijas (entrenado con secuencias de 128 tokens), leído con 1024 tokens: 514 tokens aleatorios y después los últimos 510 otra vez. En el paso softmax, una franja justo a la izquierda de la diagonal muestra una cabeza que atiende al predecesor de cada token, a lo largo de las 1024 filas.',
  'train.presets.long.note1': 'Con 1024 claves, un reparto uniforme es de aproximadamente 0,001, así que los pesos se colorean según cuántas veces un reparto uniforme son (escala logarítmica): la franja es de 10–100× un reparto uniforme, el resto de cada fila cerca de 1×.',
  'train.presets.long.note2': 'La cabeza 1 (contando desde 0) es la cabeza de token anterior; amplía (con la rueda o +) para leer pesos individuales, o pasa el puntero sobre una celda para ver su aritmética.',
  'train.presets.long.note3': 'El modelo nunca vio una secuencia tan larga: su cabeza de token anterior sigue funcionando, porque las posiciones sinusoidales dicen “un paso atrás” de la misma forma en cada posición.',
  'train.presets.longLayer2.title': 'Entrenado: cabezas de inducción con 1024 tokens (capa 2)',
  'train.presets.longLayer2.description': 'La segunda capa del mismo modelo de secuencias largas sobre los mismos 1024 tokens. En las últimas 510 filas (la repetición), sus cabezas ponen 10–20× un reparto uniforme en la clave que sigue a la gemela anterior de la consulta (una franja 509 columnas a la izquierda de la diagonal), y así predice el modelo la repetición.',
  'train.presets.longLayer2.note1': 'En el paso softmax, mira la mitad inferior: la línea brillante paralela a la diagonal, 509 claves atrás, es la franja de inducción. En la mitad superior (los primeros 514 tokens, aleatorios) no hay nada que copiar ni franja.',
  'train.presets.longLayer2.note2': 'X es la entrada de la capa 2 en esta secuencia (embeddings de tokens, posiciones sinusoidales y la salida de la capa 1); los pesos se leen de web/models/induction-long.safetensors.',
  'train.presets.text.title': 'Entrenado: un modelo de caracteres del Génesis (capa 2)',
  'train.presets.text.description': 'Un modelo pequeño entrenado para predecir el carácter siguiente de Génesis 1–11 (versión King James, en inglés), leyendo las palabras del versículo 3. Cada token es un carácter (␣ es un espacio).',
  'train.presets.text.note1': 'Abre “Un token cada vez” en las lecciones: tras cada carácter se muestran las probabilidades del modelo para el siguiente, y “Generar” añade su elección y vuelve a ejecutar la capa sobre el texto más largo.',
  'train.presets.text.note2': 'X es la entrada de la capa sobre este texto (embeddings de caracteres con posiciones, más la salida de atención y de la red feed-forward de la capa 1); los pesos son los entrenados de web/models/text.safetensors.',
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
