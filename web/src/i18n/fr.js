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
