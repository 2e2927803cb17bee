// The text of assignment links and receipts: base64url of UTF-8 (no padding) and a short checksum. The checksum
// (FNV-1a, 30 bits as six base-32 letters) catches a typo or an accidental edit; it is no signature: anyone who
// reads this file can compute it. (share/url-state.js has the same base64url, one layer over; lessons cannot import it.)
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';  // Crockford's: no I, L, O, U to misread

export function toCode(text) {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text a code holds, or null when it is not base64url of UTF-8. */
export function fromCode(code) {
  if (typeof code !== 'string' || !/^[A-Za-z0-9_-]{1,4000}$/.test(code)) return null;
  try {
    const bytes = Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch { return null; }
}

/** FNV-1a over the UTF-16 code units: a uint32. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h >>> 0;
}

/** Six base-32 letters of a text's hash. */
export function checksum(text) {
  let h = hash32(text), out = '';
  for (let i = 0; i < 6; i++) { out += BASE32[h & 31]; h >>>= 5; }
  return out;
}
