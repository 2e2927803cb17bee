// Español: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const es = {
  // ── start ──
  'start.title': 'Este navegador no puede ejecutar Attention Lab',
  'start.noWasm': 'Necesita WebAssembly, que aquí falta o está desactivado. Attention Lab funciona en Safari 16.4+, Chrome 91+, Firefox 89+ y Edge 91+ con WebAssembly permitido.',
  'start.noSimd': 'Necesita WebAssembly SIMD (Safari 16.4+, Chrome 91+, Firefox 89+, Edge 91+); este navegador tiene WebAssembly sin SIMD. En un iPad o iPhone basta con actualizar a iPadOS/iOS 16.4 o posterior.',
  'start.failed': 'El motor no arrancó: {reason}. Recargar la página puede ayudar; si no, prueba con un navegador más reciente o cierra otras pestañas para liberar memoria.',
  'start.noEngine': 'El script del motor no se cargó, así que no se puede calcular nada.',
  'start.stillWorks': 'Lo que sigue funcionando: las preguntas de la visita guiada de abajo. Sus respuestas resueltas y todas las matrices necesitan el motor.',
  'start.tourTitle': 'Las preguntas de la visita guiada',
  // ── end of start ──

  // ── format ──
  'format.bytes': { one: "{n} byte", many: "{n} bytes", other: "{n} bytes" },
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  // ── end of app ──

  // ── steps ──
  // ── end of steps ──

  // ── tour ──
  'tour.listSeparator': '; ',
  'tour.clauseSeparator': '; ',

  'tour.sizes.title': 'Los tamaños de W_q y Z',
  'tour.sizes.question': 'N = 6 tokens, d = 512, atención causal: ¿qué tamaños tienen W_q y el contexto Z en cada paso?',
  'tour.sizes.projection': 'Una sola cabeza con d_k = d_v = 512: W_q (como W_k y W_v) es d_model×d_k = {wq}. X, Q, K y V son N×d = 6×512.',
  'tour.sizes.context': 'Q·Kᵀ, la máscara y los pesos son N×N = 6×6; el contexto Z = weights·V es N×d_v = 6×512 ({z} con los ejes de lote y de cabeza).',
  'tour.sizes.rows': 'Los tamaños no cambian de un paso a otro; lo que cambia la máscara es cuántas filas de valores mezcla cada fila de Z: la fila 0 usa solo “Your” (pesos {first}) y la fila 5 usa las seis {last}.',

  'tour.split.title': '[4, 12, 6] → [4, 3, 12, 2]',
  'tour.split.question': '¿Cómo se convierte [4, 12, 6] en [4, 3, 12, 2], y por qué proyectar una sola vez y después dividir en cabezas?',
  'tour.split.reshape': 'q es [B, T, C] = [{q}]. view(4, 12, 3, 2) corta los 6 números de cada token en 3 cabezas de 6 / 3 = 2; transpose(1, 2) intercambia los ejes T y h: [{heads}] = B×h×T×d_k. Ningún número cambia; solo cambia dónde está.',
  'tour.split.why': '¿Por qué proyectar una sola vez? La cabeza p de la única proyección 6×6 es exactamente X por las columnas 2p…2p+1 de W_q, una proyección 6×2 independiente: calculada aquí de las dos maneras, la mayor diferencia en las 3 cabezas es {diff}. Un único producto de matrices grande es la misma aritmética en una sola llamada rápida.',
  'tour.split.play': 'Reproduce el paso para ver el cambio de forma; la pestaña Equivalencia multicabeza muestra la comparación celda a celda.',

  'tour.causalMask.title': 'La máscara causal, y adónde va −∞',
  'tour.causalMask.question': '¿Qué hace la máscara causal, y por qué −∞ se convierte en 0 después del softmax?',
  'tour.causalMask.mask': 'M pone 0 donde la consulta t puede mirar (claves s ≤ t) y −∞ por encima de la diagonal. La fila 2 (“sat”) de masked, cabeza 0, es {masked}: las claves futuras “on”, “the” y “mat” valen −∞.',
  'tour.causalMask.softmax': 'El softmax toma e^x de cada entrada, y e^(−∞) = 0 exactamente, así que esos pesos son 0 y no “casi cero”: la fila 2 de los pesos es {weights}, y suma {sum}.',
  'tour.causalMask.builtFrom': 'Así, “sat” se construye solo a partir de “the”, “cat” y de sí mismo. Pasa el puntero sobre una celda de los pesos para ver su softmax desarrollado.',

  'tour.aBTranspose.title': 'Por qué A·Bᵀ es P×Q',
  'tour.aBTranspose.question': 'Si A es P×K y B es Q×K, ¿por qué A·Bᵀ es una matriz P×Q?',
  'tour.aBTranspose.shapes': 'Aquí A = Q es P×K = 2×4 (dos consultas) y B = K es Q×K = 3×4 (tres claves). Bᵀ es 4×3, así que en (2×4)·(4×3) los 4 interiores se encuentran y se cancelan, y queda 2×3.',
  'tour.aBTranspose.cell': 'Cada celda es el producto escalar de una fila de A por una fila de B: scores[0, 2] = {products} = {score}. Una celda por cada par (consulta, clave); de ahí P×Q.',
  'tour.aBTranspose.transpose': 'Transponer B es lo que coloca sus filas como columnas, para que las filas se encuentren con filas.',

  'tour.selfVsCross.title': 'Autoatención frente a atención cruzada, y qué máscara va en cada sitio',
  'tour.selfVsCross.question': '¿Qué formas son T×T y cuáles T×T′? ¿Qué máscara corresponde a cada parte de un codificador-decodificador?',
  'tour.selfVsCross.shapes': 'En la autoatención, las consultas y las claves vienen de la misma frase, así que las puntuaciones y los pesos son T×T. Aquí las consultas vienen del decodificador (“Me gustan”, T = 2), y las claves y los valores, del codificador (“I like cats”, T′ = S = 3): los pesos son T×T′ = 2×3 ({weights} con los ejes B y h), y Z es T×d_v = 2×4, una fila por cada token de destino.',
  'tour.selfVsCross.rows': 'Cada fila es una distribución sobre las 3 palabras de origen: la fila 1 es {row}.',
  'tour.selfVsCross.masks': 'Máscaras: la autoatención del codificador usa solo una máscara de relleno (cada palabra puede ver todo el origen); la autoatención del decodificador usa la máscara causal (más el relleno); la atención cruzada usa la máscara de relleno del origen y nunca una causal, porque el origen se conoce entero. Prueba el control Máscara con la atención cruzada activada.',

  'tour.headsAndMasks.title': 'Atención multicabeza en el decodificador: una máscara para cada cabeza',
  'tour.headsAndMasks.question': '¿Se usa atención multicabeza en el decodificador? ¿Se aplica la máscara a cada cabeza?',
  'tour.headsAndMasks.multiHead': 'Sí: la autoatención enmascarada del decodificador es multicabeza; aquí, h = {heads} cabezas de d_k = {dK} (el Transformer original tiene 8 de 64).',
  'tour.headsAndMasks.mask': 'M es una tabla T×T = {tt} por frase, que se suma a las puntuaciones de cada cabeza: la fila 0 de masked es {head0} en la cabeza 0 y {head1} en la cabeza 1.',
  'tour.headsAndMasks.softmax': 'Después, cada cabeza aplica su propio softmax: la fila 1 de los pesos es {head0} en la cabeza 0 y {head1} en la cabeza 1 (iguales aquí porque el ejemplo da a ambas cabezas las puntuaciones del ejemplo resuelto; el {tutorial} del tutorial es en realidad {exact}).',

  'tour.oneWordAtATime.title': 'Una palabra cada vez',
  'tour.oneWordAtATime.question': '¿Cómo puede un modelo producir una palabra cada vez?',
  'tour.oneWordAtATime.cache': 'La generación añade un token cada vez. Del token nuevo solo se calcula su fila de consulta; sus filas de clave y de valor se añaden a una caché, y todas las claves y valores anteriores se reutilizan, no se recalculan.',
  'tour.oneWordAtATime.query': 'En el token t, la nueva consulta se encuentra con t + 1 claves en caché: 1×{dK} frente a (t+1)×{dK} por cabeza. Por la máscara causal, la fila t nunca dependió de tokens posteriores, así que las filas ya producidas no cambian nunca.',
  'tour.oneWordAtATime.replay': 'Si se reproducen así los {steps} tokens y se comparan con el cálculo completo de abajo, la mayor diferencia en Y es {diff}. Usa “Añadir el siguiente token” para recorrerlo paso a paso.',

  'tour.equivalence.title': 'Dividir una proyección o proyectar por cabeza: los mismos números',
  'tour.equivalence.question': '¿Es lo mismo una proyección d_model×d_model dividida en h cabezas que h proyecciones d_model×d_k independientes? ¿Y concat·W_O?',
  'tour.equivalence.projection': 'Las dos convenciones que encontrarás en los tutoriales son el mismo cálculo. La cabeza p de X·W_q (W_q es d_model×d_model = {wq}) es X por las columnas p·d_k…(p+1)·d_k: una matriz d_model×d_k = 8×4 propia. Mayor diferencia en ambas cabezas: {diff}.',
  'tour.equivalence.output': 'A la salida, concat·W_O se divide de la misma manera: las columnas p·d_v…(p+1)·d_v de concat se encuentran con las filas p·d_v…(p+1)·d_v de W_O, así que Y = Σ_p Z_p·W_O^p. Mayor diferencia: {diff} (redondeo de float32).',

  'tour.block.title': 'El resto del bloque: Add & Norm y la red prealimentada',
  'tour.block.question': '¿Dónde se sitúan la red prealimentada (feed-forward) y el Add & Norm residual, y qué formas tienen?',
  'tour.block.addNorm': 'Tras la atención (Y, T×d_model = 6×{D}) viene Add & Norm: residual₁ = X + Y, y después LayerNorm lleva cada fila a media 0 y varianza 1 (fila 0 de norm₁: media {mean}, varianza {variance}).',
  'tour.block.feedForward': 'Luego, la red prealimentada trabaja sobre cada token por separado: d_model → d_ff → d_model, (6×{D})·({D}×{dFF}) → 6×{dFF}, ReLU, y después (6×{dFF})·({dFF}×{D}) → 6×{D}. Un segundo Add & Norm da la salida del bloque, con la misma forma 6×{D} con la que entró, de modo que los bloques se pueden apilar.',
  'tour.block.checkbox': 'La casilla Bloque completo añade estos pasos a la línea de tiempo en cualquier configuración; d_ff es su anchura.',

  'tour.headsLearn.title': '¿Qué aprenden las cabezas?',
  'tour.headsLearn.question': 'Después del entrenamiento, ¿qué hace realmente una cabeza de atención? ¿Qué son las cabezas de token anterior y las cabezas de inducción?',
  'tour.headsLearn.trained': 'Estos pesos se aprendieron, no se sortearon: un modelo de 2 capas (4 cabezas, d_model = 64) se entrenó durante 2000 lotes con secuencias que repiten un segmento aleatorio. Aquí los últimos P = {P} tokens repiten los {P} anteriores: {tokens}.',
  'tour.headsLearn.query': 'La consulta {q} es el token {token}. Su gemelo anterior está en la posición {twin}, y el token que sigue al gemelo, en la clave {key}, es {next}: justo el token que viene a continuación. La cabeza {head} pone {weight} del peso de la consulta {q} en la clave {key}.',
  'tour.headsLearn.induction': 'En la segunda copia, el peso medio de cada cabeza sobre “la clave que sigue a mi gemelo anterior” es {induction}: las cuatro son cabezas de inducción. Solo pueden encontrar esa clave porque la capa 1 escribió en cada token qué token lo precedía (sus cabezas de token anterior); el capítulo siguiente las elimina.',

  'tour.knockOut.title': 'Desactiva una cabeza: el circuito de dos cabezas',
  'tour.knockOut.question': 'Si se eliminan las cabezas de token anterior de la capa 1, ¿qué les pasa a las cabezas de inducción de la capa 2?',
  'tour.knockOut.removed': 'Los mismos pesos entrenados y la misma secuencia, pero con las cabezas de token anterior de la capa 1 (cabezas {heads}) desactivadas: su salida se sustituye por ceros, así que la entrada X de la capa 2 ya no lleva “el token que me precede”.',
  'tour.knockOut.falls': 'El peso medio de la capa 2 sobre el objetivo de inducción cae de {before} a {after}: sin las cabezas de token anterior, las cabezas de inducción no encuentran la clave que deben copiar. Ninguna de las dos cabezas hace el trabajo sola; juntas forman un circuito.',
  'tour.knockOut.tryIt': 'Pruébalo en “Entrenar un modelo”: entrena la tarea de inducción, pulsa después una cabeza de token anterior de la capa 1 para desactivarla y observa cómo se desploman el patrón de la capa 2 y la precisión con los datos reservados.',

  'tour.gqaCache.title': 'Por qué la atención de consultas agrupadas reduce la caché KV',
  'tour.gqaCache.question': 'Llama y Mistral tienen menos cabezas de clave/valor que cabezas de consulta. ¿Qué se ahorra con ello, y qué cuesta?',
  'tour.gqaCache.shared': 'Aquí 4 cabezas de consulta comparten 2 cabezas de clave/valor: W_k es {wk} en lugar de 16×16, y K_heads es {kHeads} mientras que Q_heads es {qHeads}. Las cabezas de consulta 0 y 1 leen la cabeza kv 0, y las cabezas 2 y 3, la cabeza kv 1 (repeat_interleave); cada cabeza de consulta sigue teniendo sus propios pesos, {weights}.',
  'tour.gqaCache.size': 'La generación guarda en una caché todas las filas anteriores de K y V, así que su tamaño es 2 · capas · S · h_kv · d_head números. Para un modelo de 32 capas con 32 cabezas de 128, con 8192 tokens en fp16: {sizes}.',
  'tour.gqaCache.sizeItem': '{name} {size}',
  'tour.gqaCache.limits': 'La caché es lo que limita el tamaño de lote y la longitud de contexto en una GPU; GQA conserva casi toda la calidad de la atención multicabeza con una cuarta parte de caché. Cambia la forma en la tabla de arriba.',

  'tour.ropeDistance.title': 'RoPE: la puntuación solo depende de t − s',
  'tour.ropeDistance.question': '¿Qué le hace un embedding posicional rotatorio (RoPE) al producto escalar consulta·clave?',
  'tour.ropeDistance.turns': 'RoPE gira el par i de una consulta en la posición t un ángulo t·θ_i, y el de una clave en la posición s, un ángulo s·θ_i. El producto escalar de dos vectores girados solo ve el ángulo entre ellos, así que depende de (t − s)·θ_i: de cuánto distan, no de dónde están.',
  'tour.ropeDistance.checked': 'Comprobado con el motor: la consulta del token 0 y la clave del token 0 de la cabeza 0, colocadas en cada posición (lab.step rope_q, rope_k, scores). Los pares con t − s = 2 puntúan {pairs}; a lo largo de cada diagonal, las puntuaciones difieren como mucho en {spread} (redondeo de float32).',
  'tour.ropeDistance.pair': '({t}, {s}) {score}',
  'tour.ropeDistance.play': 'Reproduce el paso: la imagen gira un par según su ángulo; elige otro par para ver pares lentos y rápidos.',

  'tour.slidingReach.title': 'Una ventana deslizante sigue viendo muy atrás',
  'tour.slidingReach.question': 'Con una ventana de unos pocos tokens, ¿cómo puede un modelo al estilo de Mistral usar algo que esté más atrás?',
  'tour.slidingReach.window': 'M deja que la consulta t vea las claves t − {w} < s ≤ t: el último token ({last}) ve las claves {first}–{last} en una capa, nunca más de {w} claves, así que el trabajo por token se queda en {w}, no en T.',
  'tour.slidingReach.layers': 'Pero la capa 2 lee las salidas de la capa 1, que ya mezclaron sus propias ventanas. Si se compone esta M consigo misma (qué clave puede llegar al último token a través de celdas permitidas): {reach}. Cada capa añade {gain} tokens de alcance.',
  'tour.slidingReach.reachItem': { one: '{n} capa: desde la clave {from}', many: '{n} capas: desde la clave {from}', other: '{n} capas: desde la clave {from}' },
  'tour.slidingReach.mistral': 'Mistral 7B usa una ventana de 4096 en 32 capas: en principio, unos 131k tokens de alcance con una atención de 4k de ancho.',

  'tour.flashSameZ.title': 'FlashAttention: la misma Z sin la matriz T×S',
  'tour.flashSameZ.question': '¿Cómo puede FlashAttention calcular el softmax sin tener nunca en memoria una fila entera de puntuaciones?',
  'tour.flashSameZ.running': 'El softmax necesita el máximo y la suma de una fila, pero ambos se pueden ir actualizando sobre la marcha: tras cada tesela de claves, m’ = max(m, máximo de la tesela), y la suma y la salida anteriores se multiplican por e^(m − m’) antes de añadir los términos e^(x − m’) de la propia tesela. Al final, Z = O / l.',
  'tour.flashSameZ.tiles': 'Aquí, con teselas de 2×2 ({tiles} teselas de claves por fila), la mayor diferencia entre esta Z y la del camino ordinario es {diff}. Las puntuaciones T×S del camino ordinario ocupan {matrixBytes} bytes para todas las cabezas; una tesela trabaja en {tileBytes} (sus puntuaciones y los m, l y O de sus filas), por larga que sea la secuencia.',
  'tour.flashSameZ.longContexts': 'Con T = 4096 y 12 cabezas, las puntuaciones ocuparían 768 MiB por capa en float32; las teselas se quedan en unos pocos KiB, y por eso caben los contextos largos.',

  'tour.nextWord.title': 'Predecir el siguiente carácter',
  'tour.nextWord.question': '¿Cómo convierte un modelo la atención en una predicción, y después en texto?',
  'tour.nextWord.reading': 'El laboratorio muestra la capa 2 de un modelo pequeño entrenado con Génesis 1–11, un carácter por token, que lee “{text}”. Encima, “Un token cada vez” reproduce la capa con su caché de claves y valores.',
  'tour.nextWord.unembedSpace': 'Tras el último carácter, la salida de todo el modelo pasa por la capa de salida (unembedding): un logit por cada carácter que conoce (el espacio es ␣), y un softmax los convierte en probabilidades. Sus opciones más probables: {choices}.',
  'tour.nextWord.unembedAlphabet': 'Tras el último carácter, la salida de todo el modelo pasa por la capa de salida (unembedding): un logit por cada carácter que conoce (su alfabeto), y un softmax los convierte en probabilidades. Sus opciones más probables: {choices}.',
  'tour.nextWord.choice': '“{label}” {percent} %',
  'tour.nextWord.generate': 'Pulsa “Generar”: el carácter más probable se añade al texto, la capa se ejecuta de nuevo y las cachés de K y V ganan una fila. Escribe tu propio comienzo debajo de las barras para ver cómo lo continúa.',

  'tour.gpt2.title': 'Tu propio GPT-2: cabezas con nombre',
  'tour.gpt2.question': '¿Los modelos reales también tienen cabezas de token anterior y de inducción? ¿Dónde consigo uno?',
  'tour.gpt2.getIt': 'Descarga GPT-2 small desde su página de Hugging Face (huggingface.co/gpt2 → “Files and versions” → model.safetensors, 548 MB). Después, “Entrenar un modelo” → “Abrir un archivo de modelo”: el archivo se lee en esta página, nunca se sube, y funciona sin conexión. Una copia en media precisión (F16) ocupa la mitad de memoria (unos 290 MB aquí).',
  'tour.gpt2.names': 'Los artículos de interpretabilidad nombran las cabezas de GPT-2 small como capa.cabeza, contando desde 0: las cabezas de token anterior 2.2 y 4.11 (Wang et al., 2022, el circuito de “identificación del objeto indirecto”) y las cabezas de inducción 5.1, 5.5, 6.9, 7.2 y 7.10 (halladas con tokens aleatorios repetidos, como describen Olsson et al., 2022). La cuadrícula de “Entrenar un modelo” cuenta desde 1: la cabeza 4.11 es “capa 5 cabeza 12”.',
  'tour.gpt2.grid': 'La cuadrícula puntúa cada cabeza sobre tu propia frase: su peso medio sobre el token anterior y, donde un token se repite, sobre el token que sigue a su copia anterior. Escribe una frase que se repita (un párrafo pegado dos veces) para despertar las cabezas de inducción; después, “Abrir esta capa en el laboratorio” recorre aquí una de ellas con los números reales.',
  'tour.gpt2.random': 'El laboratorio de abajo muestra una frase repetida con pesos aleatorios: ahí no hay ninguna franja que encontrar, porque no se ha entrenado nada.',
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
  'language.label': 'Idioma',
  // ── end of language ──

};
