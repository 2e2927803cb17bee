// Where a token list repeats itself: the induction probe's second part copies the part before it, and the
// chapters and the train view both mark it. Pure: tokens in, a number out.

/** The repeat period of a token list: the smallest P ≥ 2 whose last P tokens repeat the P before; 0 if none. */
export function periodOf(tokens) {
  const T = tokens.length;
  for (let P = 2; 2 * P <= T; P++) if (tokens.slice(T - P).every((t, i) => t === tokens[T - 2 * P + i])) return P;
  return 0;
}
