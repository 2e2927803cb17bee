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
  'lessons.panel.label': 'Lecciones',
  'lessons.panel.tabTour': 'Visita guiada',
  'lessons.panel.tabExercises': 'Ejercicios',
  'lessons.panel.tabDecode': 'Un token cada vez',
  'lessons.panel.tabEquivalence': 'Equivalencia multicabeza',
  'lessons.panel.introDecode': 'La autoatención causal de la frase, repetida token a token con una caché de claves y valores, como cuando un modelo genera texto. El laboratorio de abajo muestra el mismo cálculo hecho de una sola vez.',
  'lessons.panel.introEquivalence': 'Los propios pesos de la configuración actual, desmontados cabeza por cabeza. Elige la cabeza en el menú Cabeza.',
  'lessons.panel.explore': 'Explorar libremente ✕',
  'lessons.panel.back': '↺ Volver a tu configuración',
  'lessons.tour.chapters': 'Capítulos',
  'lessons.tour.chapterLabel': 'Capítulo {n}: {title}',
  'lessons.tour.title': 'Capítulo {n} de {count}: {title}',
  'lessons.tour.previous': '◀ Capítulo anterior',
  'lessons.tour.next': 'Capítulo siguiente ▶',
  'lessons.tour.finish': 'Explorar libremente ▶',
  'lessons.tour.link': 'Enlace: ?chapter={n}',
  'lessons.tour.keys': 'RePág / AvPág pasan de un capítulo a otro',
  'lessons.tour.needsConfig': '(Este capítulo necesita su propia configuración: {reason})',
  'lessons.stage.decodeTitle': 'Generar un token cada vez',
  'lessons.stage.decodeCausal': 'La generación es autoatención causal: aquí se muestra con la máscara causal sobre la frase, sea cual sea la máscara del panel.',
  'lessons.stage.kvCacheTitle': 'Tamaño de la caché KV: MHA, GQA y MQA',
  'lessons.stage.equivalenceTitle': 'Equivalencia multicabeza, con números',
  'lessons.stage.tooLarge': 'esta configuración es demasiado grande para guardar todos los tensores; hazla más pequeña',
  'lessons.stage.cannotShow': 'Esta vista no se puede mostrar con la configuración actual: {reason}',
  'lessons.kvCache.gqa': { one: 'GQA ({n} cabeza kv)', many: 'GQA ({n} cabezas kv)', other: 'GQA ({n} cabezas kv)' },
  'lessons.generation.empty': 'Escribe al menos un token.',
  'lessons.generation.tooLong': { one: 'El modelo lee como máximo {n} token; este texto tiene {length}.', many: 'El modelo lee como máximo {n} tokens; este texto tiene {length}.', other: 'El modelo lee como máximo {n} tokens; este texto tiene {length}.' },
  'lessons.exercises.intro': 'Predice y luego compruébalo con el motor. Las preguntas usan la configuración del panel de la izquierda; cámbiala y crea una serie nueva.',
  'lessons.exercises.fresh': 'Ejercicios nuevos con esta configuración',
  'lessons.exercises.link': 'Enlace a esta serie',
  'lessons.exercises.missing': '“{spec}” no existe en esta configuración.',
  'lessons.exercises.check': 'Comprobar',
  'lessons.exercises.shapePlaceholder': 'tamaños, como 4×5×6',
  'lessons.exercises.valuePlaceholder': 'un número, como {example}',
  'lessons.exercises.shapePrompt': '{sizes}: ¿cuál es la forma de {name}?',
  'lessons.exercises.shapeHint': 'Todos sus ejes en orden, escritos como 4×5×6.',
  'lessons.exercises.shapeIs': '{name} es {axes} = {shape}.',
  'lessons.exercises.madeBy': 'Lo produce el paso “{step}”.',
  'lessons.exercises.cellWithHead': '{name}[elemento {b}, cabeza {h}, fila {r} “{rowLabel}”, columna {c} “{colLabel}”]',
  'lessons.exercises.cell': '{name}[elemento {b}, fila {r} “{rowLabel}”, columna {c} “{colLabel}”]',
  'lessons.exercises.valuePrompt': '{sizes}: ¿cuánto vale {cell}?',
  'lessons.exercises.givenAndHint': '{given} {hint}',
  'lessons.exercises.valueHint': 'Un número, con dos decimales.',
  'lessons.exercises.maskedHint': 'Un número con dos decimales, o −∞ (escribe -inf).',
  'lessons.exercises.givenWeights': 'La fila {r} de masked es {values}.',
  'lessons.exercises.givenMasked': 'scaled[{r}, {c}] = {value}; máscara: {mask}.',
  'lessons.exercises.givenScaled': 'scores[{r}, {c}] = {value} y d_k = {dK}.',
  'lessons.exercises.givenScoresLong': 'La fila {r} de Q_h y la fila {c} de K_h tienen d_k = {dK} números cada una.',
  'lessons.exercises.givenScores': 'La fila {r} de Q_h es {q}; la fila {c} de K_h es {k}.',
  'lessons.exercises.givenConcat': 'd_v = {dV}: la columna {c} pertenece a la cabeza {head}.',
  'lessons.exercises.mask.none': 'ninguna',
  'lessons.exercises.mask.causal': 'causal',
  'lessons.exercises.mask.padding': 'relleno',
  'lessons.exercises.mask.causalPadding': 'causal + relleno',
  'lessons.exercises.mask.sliding': 'deslizante',
  'lessons.exercises.mask.slidingPadding': 'deslizante + relleno',
  'lessons.exercises.mask.custom': 'personalizada',
  'lessons.exercises.typeSizes': 'Escribe los tamaños de sus ejes, como 4×5×6.',
  'lessons.exercises.rightShape': 'Correcto: {shape}.',
  'lessons.exercises.rightSlice': { one: 'Correcto para un corte, pero el tensor completo tiene {n} eje: {shape}.', many: 'Correcto para un corte, pero el tensor completo tiene {n} ejes: {shape}.', other: 'Correcto para un corte, pero el tensor completo tiene {n} ejes: {shape}.' },
  'lessons.exercises.wrongShape': 'No del todo: el {name} del motor es {shape}.',
  'lessons.exercises.typeNumber': 'Escribe un número (o -inf).',
  'lessons.exercises.rightMasked': 'Correcto: −∞ (la máscara oculta esta clave).',
  'lessons.exercises.rightValue': 'Correcto: el motor calculó {value}.',
  'lessons.exercises.wrongValue': 'No del todo: el motor calculó {value}.',
  'lessons.paste.empty': 'Pega algunos números.',
  'lessons.paste.tooLong': 'Es demasiado texto para una sola matriz (más de 8 MB).',
  'lessons.paste.noNumbers': 'No se encontró ningún número.',
  'lessons.paste.ragged': { one: 'La fila {row} tiene {n} número, pero la fila 1 tiene {cols}: todas las filas necesitan la misma cantidad.', many: 'La fila {row} tiene {n} números, pero la fila 1 tiene {cols}: todas las filas necesitan la misma cantidad.', other: 'La fila {row} tiene {n} números, pero la fila 1 tiene {cols}: todas las filas necesitan la misma cantidad.' },
  'lessons.paste.tooMany': '{rows}×{cols} son más de {max} números.',
  'lessons.paste.notNumber': 'Fila {row}, columna {col}: “{text}” no es un número.',
  'lessons.paste.noEnd': '{begin} no tiene {end}.',
  'lessons.paste.unclosed': 'Hay un “[” que nunca se cierra.',
  'lessons.paste.onlyNumbers': 'Dentro de la lista solo puede haber números, comas y corchetes.',
  'lessons.paste.tooDeep': 'Solo se leen uno o dos niveles de corchetes (una matriz); elige antes un elemento o una cabeza.',
  'lessons.paste.qkColumns': { one: 'Q tiene {n} columna y K tiene {k}: Q·Kᵀ necesita el mismo d_k.', many: 'Q tiene {n} columnas y K tiene {k}: Q·Kᵀ necesita el mismo d_k.', other: 'Q tiene {n} columnas y K tiene {k}: Q·Kᵀ necesita el mismo d_k.' },
  'lessons.paste.kvRows': { one: 'K tiene {n} fila y V tiene {v}: cada clave necesita una fila de valores.', many: 'K tiene {n} filas y V tiene {v}: cada clave necesita una fila de valores.', other: 'K tiene {n} filas y V tiene {v}: cada clave necesita una fila de valores.' },
  'lessons.paste.dK': 'd_k debe ser un número entero de al menos 1 (las puntuaciones se dividen entre √d_k).',
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
