"""How the token store packs a memory's token vectors: a few bits a dimension.

The rows are unit vectors whose components are spread like a normal distribution (MiniLM's
token vectors: the largest component is 3.3x a row's RMS at the median, 4.2x at the 95th
percentile, and no dimension stands out), so each token is quantised on its own: `2 ** bits`
evenly spaced levels centred on the token's mean, `STEP[bits]` of its standard deviation
apart (the spacing of least squared error for normal values: 0.996 at 2 bits, 0.335 at 4;
within 1 % and 20 % of the error of the best uneven levels). Decoding is arithmetic, two
array operations for every token of a read:

    code_i = clip(round((v_i - mean) / step + (2 ** bits - 1) / 2), 0, 2 ** bits - 1)
    v'_i   = a + b * code_i      a, b: float16 per token, chosen so that v' is unit-length

Layout of a row of n tokens of `dim` dimensions (a multiple of 8): n float16 `a`, n float16
`b`, then the codes, 8 / bits of them a byte, first in the low bits. A token costs
4 + bits * dim / 8 bytes: 196 at 4 bits and 384 dimensions ("u4"), 100 at 2 bits ("u2").
"int8" (a float32 scale and a byte a dimension, 388 bytes) is the layout of rows written
before the codecs (`memstream.connectors.tokens.dequantize`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

#: Level spacing in standard deviations (Max 1960, optimal uniform quantiser of a normal).
STEP = {2: 0.9957, 4: 0.3352}
CODECS = ("int8", "u2", "u4")


def bits_of(codec: str) -> int:
    if codec not in CODECS or codec == "int8":
        raise ValueError(f"codec must be one of {CODECS[1:]}, got {codec!r}")
    return int(codec[1:])


def encode(vectors: np.ndarray, codec: str) -> bytes:
    """[n, dim] float rows -> the codec's bytes (see the module docstring)."""
    bits = bits_of(codec)
    v = np.asarray(vectors, dtype=np.float32)
    n, dim = v.shape
    if dim % 8:
        raise ValueError(f"token vectors of {dim} dimensions: a multiple of 8 is needed")
    top = (1 << bits) - 1
    mean = v.mean(axis=1, keepdims=True)
    step = np.maximum((v - mean).std(axis=1, keepdims=True), 1e-8) * STEP[bits]
    low = mean - step * top / 2  # the value of code 0
    codes = np.clip(np.rint((v - low) / step), 0, top).astype(np.uint8)
    norm = np.maximum(np.linalg.norm(low + step * codes, axis=1, keepdims=True), 1e-12)
    a, b = (low / norm).astype(np.float16), (step / norm).astype(np.float16)
    per = 8 // bits
    grouped = codes.reshape(n, dim // per, per).astype(np.uint16)
    packed = (grouped << (bits * np.arange(per, dtype=np.uint16))).sum(axis=2).astype(np.uint8)
    return a.tobytes() + b.tobytes() + packed.tobytes()


def decode_many(rows: Sequence[tuple[bytes, int]], dim: int, codec: str) -> list[np.ndarray]:
    """Rows (bytes, n tokens) of one codec and `dim` -> [n, dim] float32 (unit) rows."""
    if not rows:
        return []
    bits = bits_of(codec)
    width = bits * dim // 8
    a = np.frombuffer(b"".join(d[: 2 * n] for d, n in rows), dtype=np.float16)
    b = np.frombuffer(b"".join(d[2 * n : 4 * n] for d, n in rows), dtype=np.float16)
    packed = np.frombuffer(b"".join(d[4 * n : 4 * n + n * width] for d, n in rows), np.uint8)
    per = 8 // bits
    codes = np.empty((len(packed), per), dtype=np.uint8)
    mask = (1 << bits) - 1
    for k in range(per):
        np.bitwise_and(packed >> (bits * k), mask, out=codes[:, k])
    out = codes.reshape(len(a), dim).astype(np.float32)
    out *= b.astype(np.float32)[:, None]
    out += a.astype(np.float32)[:, None]
    return np.split(out, np.cumsum([n for _, n in rows])[:-1])
