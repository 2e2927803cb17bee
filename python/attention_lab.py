"""Attention Lab in a Jupyter notebook, with nothing to pip install.

    import attention_lab
    attention_lab.show()                                    # the lab as the page opens
    attention_lab.show(tokens=['I', 'like', 'cats'], Q=Q, K=K, V=V, step='softmax')
    attention_lab.show(X=X, W_q=Wq, W_k=Wk, W_v=Wv, heads=2)  # your embeddings and weights

show() draws the single file attention-lab.html in an iframe (srcdoc: the page, its engine and its wasm travel
inside the notebook, so it works offline and in exported HTML). Your tensors reach the page as its #state= link
(the format of web/src/share/url-state.js), so the page computes every step from them with the engine.

Tensors are nested lists, numpy arrays or PyTorch tensors (anything with .tolist()), one row per token, in the
lab's x @ W convention: W_q is d_model x (heads*d_k), so an nn.Linear's weight is passed as `linear.weight.T`.
Q, K, V (T x heads*d_k, T x heads*d_k, T x heads*d_v) are shown as X = I (T x T) with W_q = Q, W_k = K, W_v = V:
X·W is then exactly your Q, K and V, and every step from the scores on is computed on them.
"""
import base64
import html
import json
from pathlib import Path

_HERE = Path(__file__).resolve().parent
# Beside this file in the npm package (dist/), or dist/ of a checkout (python/ is beside it).
_PAGES = (_HERE / 'attention-lab.html', _HERE.parent / 'dist' / 'attention-lab.html')


def state(tokens=None, X=None, W_q=None, W_k=None, W_v=None, W_o=None, Q=None, K=None, V=None,
          heads=1, mask='causal', step=None, **config):
    """The page's #state= code for these tensors: base64url (no padding) of the JSON
    {v: 1, c: config fields, i: {tensor: {a: numbers, row-major}}, s: step id}. `config` takes any other
    setting by its engine name (positional='none', seed=7, ...)."""
    if Q is not None or K is not None or V is not None:
        if X is not None or Q is None or K is None or V is None:
            raise ValueError('give Q, K and V together, without X')
        Q, K, V = _matrix('Q', Q), _matrix('K', K), _matrix('V', V)
        T = len(Q)
        if len(K) != T or len(V) != T:
            raise ValueError(f'Q, K and V need one row per token: they have {len(Q)}, {len(K)} and {len(V)}')
        for name, M in (('Q', Q), ('K', K), ('V', V)):
            if len(M[0]) % heads:
                raise ValueError(f'{name} has {len(M[0])} columns, which {heads} heads cannot share')
        X = [[1.0 if r == c else 0.0 for c in range(T)] for r in range(T)]
        W_q, W_k, W_v = Q, K, V
    c = {'heads': heads, 'mask': mask, **config}
    i = {}
    if X is not None:
        X = _matrix('X', X)
        c.update(queryLen=len(X), dModel=len(X[0]))
        tokens = list(tokens) if tokens is not None else [f't{n}' for n in range(len(X))]
        if len(tokens) != len(X):
            raise ValueError(f'{len(tokens)} tokens for {len(X)} rows of X')
        i['X'] = X
    if tokens is not None:
        if any(not str(t) or any(ch.isspace() for ch in str(t)) for t in tokens):
            raise ValueError('a token is one word without spaces (the page splits its text on whitespace)')
        c['text'] = ' '.join(str(t) for t in tokens)
    for name, M in (('W_q', W_q), ('W_k', W_k), ('W_v', W_v), ('W_o', W_o)):
        if M is not None:
            i[name] = _matrix(name, M)
    # d_k and d_v follow the weights' widths (heads*d_k columns) unless set; the engine checks the rest.
    for setting, name in (('dK', 'W_q'), ('dK', 'W_k'), ('dV', 'W_v')):
        if name in i and setting not in c:
            c[setting] = len(i[name][0]) // heads
    out = {'v': 1, 'c': c}
    if i:
        out['i'] = {name: {'a': [float(x) for row in M for x in row]} for name, M in i.items()}
    if step:
        out['s'] = step
    text = json.dumps(out, allow_nan=False, separators=(',', ':'))  # the page takes finite numbers only
    return base64.urlsafe_b64encode(text.encode('utf-8')).decode('ascii').rstrip('=')


def iframe(*, height=760, page=None, **tensors):
    """The lab as an <iframe srcdoc> holding the whole page, started on state(**tensors) when any is given."""
    source = Path(page) if page else next((p for p in _PAGES if p.exists()), None)
    if source is None:
        raise FileNotFoundError('attention-lab.html was not found beside this module or in ../dist (build the page: '
                                'node scripts/build-page.mjs), or pass page=')
    document = source.read_text(encoding='utf-8')
    if tensors:
        # An srcdoc page has no URL to carry #state=, so it sets its own hash before the page's script reads it.
        code = state(**tensors)
        document = document.replace('<head>', f'<head><script>location.hash = "state={code}";</script>', 1)
    return (f'<iframe srcdoc="{html.escape(document, quote=True)}" title="Attention Lab" '
            f'style="width: 100%; height: {int(height)}px; border: 1px solid #ccc;"></iframe>')


def show(**options):
    """Displays iframe(**options) in the notebook."""
    from IPython.display import HTML, display  # Jupyter's own; imported here so state() needs no IPython
    display(HTML(iframe(**options)))


def _matrix(name, value):
    """A tensor as a list of rows of floats (a leading batch axis of 1 is dropped)."""
    rows = value.tolist() if hasattr(value, 'tolist') else value
    if len(rows) == 1 and rows and isinstance(rows[0], (list, tuple)) and rows[0] and isinstance(rows[0][0], (list, tuple)):
        rows = rows[0]
    if not rows or not all(isinstance(r, (list, tuple)) and len(r) == len(rows[0]) and r for r in rows):
        raise ValueError(f'{name} must be a matrix: rows of equal, non-zero length')
    return [[float(x) for x in r] for r in rows]
