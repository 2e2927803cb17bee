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
  'share.bar.share': 'Compartir',
  'share.bar.export': 'Exportar',
  'share.bar.numbers': 'Tus números',
  'share.bar.check': 'Comprobar un ejemplo',
  'share.bar.link': 'Enlace a esta vista exacta',
  'share.bar.element': 'Insertar: elemento personalizado (un script)',
  'share.bar.iframe': 'Insertar: iframe',
  'share.bar.resetButton': 'Restablecer los valores predeterminados',
  'share.bar.reset': 'Se han restablecido los valores predeterminados.',
  'share.bar.notLoaded': 'No se cargó este estado compartido: {reason}',
  'share.bar.imported': 'Traza importada: el motor la recalculó a partir de sus entradas y sus pesos.',
  'share.bar.notImported': 'No se importó: {reason}',
  'share.bar.notPasted': 'No se pegó en {name}: {reason}',
  'share.bar.notUsed': 'No se usó: {reason}',
  'share.menu.copy': 'Copiar',
  'share.menu.copied': '{label}: copiado.',
  'share.menu.selected': '{label}: seleccionado; pulsa Ctrl+C (puede que esta página no tenga acceso al portapapeles).',
  'share.keep.linkAndChapter': 'Este enlace nombra un capítulo o un ejemplo además de un estado compartido; se muestra el capítulo o el ejemplo. Abre el enlace sin su parte ?… para ver el estado compartido.',
  'share.keep.showingShared': 'Se muestra el estado compartido del enlace.',
  'share.keep.tooManyNumbers': { one: 'Tu trabajo no se está guardando en este navegador: contiene {n} número tuyo, más de los que caben en un estado guardado. Exportar → JSON lo conserva.', many: 'Tu trabajo no se está guardando en este navegador: contiene {n} de números tuyos, más de los que caben en un estado guardado. Exportar → JSON lo conserva.', other: 'Tu trabajo no se está guardando en este navegador: contiene {n} números tuyos, más de los que caben en un estado guardado. Exportar → JSON lo conserva.' },
  'share.keep.tooLong': 'Tu trabajo no se está guardando en este navegador: ocupa {length} caracteres, y un estado puede tener como máximo {max}. Compartir → copiar el enlace lo conserva.',
  'share.keep.storageFull': 'Tu trabajo no se está guardando en este navegador: el almacenamiento del navegador para esta página está lleno. Compartir → copiar el enlace lo conserva.',
  'share.keep.tooLarge': 'Tu trabajo no se está guardando en este navegador: es demasiado grande para guardarlo en este navegador. Compartir → copiar el enlace lo conserva.',
  'share.keep.tooLargeCompressed': 'Tu trabajo no se está guardando en este navegador: es demasiado grande para guardarlo, incluso comprimido. Compartir → copiar el enlace lo conserva.',
  'share.keep.notAllowed': 'Tu trabajo no se está guardando en este navegador: este navegador no deja que la página guarde nada. Compartir → copiar el enlace lo conserva.',
  'share.keep.refused': 'Tu trabajo no se está guardando en este navegador: {reason}. Compartir → copiar el enlace lo conserva.',
  'share.keep.staysSaved': '{message} Sigue guardado; elige un ejemplo o “Restablecer” para empezar de nuevo.',
  'share.keep.pendingBack': 'Tus últimos cambios han vuelto tal como los dejaste; el motor todavía no los acepta (mira los campos marcados en rojo).',
  'share.link.empty': 'El enlace no contiene ningún estado.',
  'share.link.tooLong': 'El estado del enlace es demasiado largo ({length} caracteres; como máximo {max}).',
  'share.link.badCharacters': 'No se pudo leer el estado del enlace (contiene caracteres que un estado nunca tiene).',
  'share.link.unreadable': 'No se pudo leer el estado del enlace ({reason}).',
  'share.link.characters': 'contiene caracteres que un estado nunca tiene',
  'share.link.notObject': 'El estado del enlace no es un objeto.',
  'share.link.version': 'El estado del enlace tiene la versión {version}; esta página lee la versión {current}.',
  'share.link.noExample': 'El enlace nombra un ejemplo que esta página no tiene.',
  'share.link.configNotObject': 'La configuración del enlace no es un objeto.',
  'share.link.numbersNotObject': 'Los números del enlace no son un objeto.',
  'share.link.examplesTensor': 'El enlace usa el {name} del ejemplo, pero el ejemplo no lo tiene.',
  'share.link.doesNotFit': 'Los cambios del enlace en {name} no encajan con su forma.',
  'share.link.wrongType': 'El campo {what} del enlace tiene un tipo incorrecto.',
  'share.link.wholeNumber': 'El campo {what} del enlace debe ser un número entero de {lo} a {hi}.',
  'share.link.fieldTooLong': 'El campo {what} del enlace es demasiado largo.',
  'share.link.numberList': 'El campo {what} del enlace debe ser una lista de {max} números como máximo.',
  'share.link.positional': 'El campo positional del enlace debe ser uno de estos: {list}.',
  'share.link.mask': 'La máscara del enlace debe ser una de estas: {list}.',
  'share.export.figureHint': 'El paso actual como figura (sus entradas y su resultado, con sus formas):',
  'share.export.png': 'PNG (2×)',
  'share.export.svg': 'SVG (vectorial)',
  'share.export.matrix': 'Matriz (el elemento y la cabeza que se muestran)',
  'share.export.csv': 'CSV',
  'share.export.latex': 'LaTeX bmatrix',
  'share.export.json': 'Traza completa (JSON)',
  'share.export.title': '{name}: {axes} = {shape}',
  'share.export.titleWhere': '{name}, {where}: {axes} = {shape}',
  'share.export.separator': ', ',
  'share.figure.subtitle': '{names} · {shape} ({axes})',
  'share.figure.mayAttend': '0: puede atender',
  'share.figure.mayNot': '−∞: no puede',
  'share.figure.ratio': 'peso ÷ reparto igual, escala logarítmica',
  'share.figure.masked': '−∞ (enmascarado)',
  'share.trace.tooLarge': 'Ese archivo es demasiado grande para ser una traza.',
  'share.trace.notJson': 'Eso no es JSON ({reason}).',
  'share.trace.notTrace': 'Ese JSON no es una traza de Attention Lab (su "format" no es "attention-lab-trace").',
  'share.trace.version': 'Esa traza tiene la versión {version}; esta página lee la versión {current}.',
  'share.trace.notNumbers': 'El {name} de la traza no es una lista de números finitos.',
  'share.numbers.hint': 'Pega una matriz como CSV, como filas de números, como lista de Python/NumPy o como bmatrix de LaTeX. También puedes pegarla directamente sobre una matriz de entrada o de pesos del escenario.',
  'share.numbers.into': 'Destino',
  'share.numbers.placeholder': '0,1; 0,2\n0,3; 0,4   — o [[0.1, 0.2], [0.3, 0.4]], o \\begin{bmatrix} … \\end{bmatrix}',
  'share.numbers.use': 'Usar estos números',
  'share.numbers.import': 'Importar una traza JSON (exportada aquí)',
  'share.numbers.notPart': '{name} no forma parte de esta configuración.',
  'share.numbers.wrongShape': '{name} es {shape}; lo que pegaste es {pasted}.',
  'share.numbers.read': '{name}: {shape} números leídos ({format}).',
  'share.numbers.format.csv': 'CSV',
  'share.numbers.format.list': 'lista',
  'share.numbers.format.latex': 'LaTeX',
  'share.numbers.format.whitespace': 'separados por espacios',
  'share.check.intro': 'Escribe las matrices de un libro de texto; el motor calcula los resultados verdaderos (atención cruzada con pesos identidad) y marca dónde difiere el texto.',
  'share.check.have': 'Tengo',
  'share.check.modeQkv': 'Q, K y V',
  'share.check.modeScores': 'solo las puntuaciones (Q·Kᵀ)',
  'share.check.placeholderQ': 'Q, una fila por consulta: 0.2 0.4 0.6 0.8 …',
  'share.check.placeholderK': 'K, una fila por clave',
  'share.check.placeholderV': 'V, una fila por clave',
  'share.check.placeholderScores': 'puntuaciones, T×S, antes de dividir entre √d_k',
  'share.check.scores': 'Puntuaciones',
  'share.check.mask': 'Máscara',
  'share.check.maskNone': 'ninguna',
  'share.check.maskCausal': 'causal',
  'share.check.sourceWeights': 'Pesos de tu fuente',
  'share.check.sourceOutput': 'Salida de tu fuente',
  'share.check.placeholderWeights': 'los pesos de atención de tu fuente (opcional)',
  'share.check.placeholderZ': 'la salida / el contexto Z de tu fuente (opcional)',
  'share.check.run': 'Calcular los valores verdaderos',
  'share.check.titleScaled': 'Puntuaciones escaladas Q·Kᵀ/√d_k',
  'share.check.titleWeights': 'Pesos de atención (softmax)',
  'share.check.titleOutput': 'Salida Z = pesos·V',
  'share.check.shapeDiffers': '{title}: el texto da {given}; la forma verdadera es {shape}.',
  'share.check.needsQk': 'Para recorrer el laboratorio paso a paso hacen falta Q y K: las puntuaciones solas no dicen qué vectores las produjeron.',
  'share.check.stepThrough': 'Recorrerlo paso a paso en el laboratorio',
  'share.check.caption': '{title} ({shape})',
  'share.check.captionCut': '{title} ({shape}; se muestran solo {shown})',
  'share.check.captionDiffer': { one: '{title} ({shape}) — {n} difiere del texto', many: '{title} ({shape}) — {n} difieren del texto', other: '{title} ({shape}) — {n} difieren del texto' },
  'share.check.captionCutDiffer': { one: '{title} ({shape}; se muestran solo {shown}) — {n} difiere del texto', many: '{title} ({shape}; se muestran solo {shown}) — {n} difieren del texto', other: '{title} ({shape}; se muestran solo {shown}) — {n} difieren del texto' },
  'share.check.cellSource': 'fuente: {value}',
  'share.check.cellTitle': 'El texto dice {claimed}; el valor verdadero es {value}.',
  'share.embed.noExample': 'No hay ningún ejemplo llamado “{name}”.',
  'share.embed.mask': 'mask debe ser uno de estos valores: {list}.',
  'share.embed.whole': '{name} debe ser un número entero mayor que 0, escrito con cifras.',
  'share.embed.kvHeads': 'kv-heads debe ser un número entero (0 = uno por cabeza), escrito con cifras.',
  'share.embed.positional': 'positional debe ser uno de estos valores: {list}.',
  'share.embed.head': { one: 'head debe ser un número de 0 a {last} (este ejemplo tiene {n} cabeza), o “all”.', many: 'head debe ser un número de 0 a {last} (este ejemplo tiene {n} de cabezas), o “all”.', other: 'head debe ser un número de 0 a {last} (este ejemplo tiene {n} cabezas), o “all”.' },
  'share.embed.item': { one: 'item debe ser un número de 0 a {last} (este ejemplo tiene {n} elemento en el lote).', many: 'item debe ser un número de 0 a {last} (este ejemplo tiene {n} de elementos en el lote).', other: 'item debe ser un número de 0 a {last} (este ejemplo tiene {n} elementos en el lote).' },
  'share.embed.theme': 'theme debe ser light, dark o auto.',
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
