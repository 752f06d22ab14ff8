"""Fill a page marked `figures: true` (a Jinja template) from the generators.

A template names a figure (`{{ fig("latency-latest", "results/HYBRID/100000/total/p50_ms", 1) }}`)
or calls a table (`{{ latency.latency_table() }}`); it never types one. So that a typed figure
cannot slip back in, such a page may hold no decimal number outside a Jinja expression, a code
span or a code block: the build fails and names it.
"""

from __future__ import annotations

import re
from typing import Any

import jinja2

from memstream_docs import (
    bench_cluster,
    bench_faults,
    bench_ingest,
    bench_latency,
    bench_retrieval,
    bench_time,
    event_schema,
    http_ref,
    results,
    settings_ref,
)
from memstream_docs.tables import md_table

#: Front matter key that makes a page a template.
MARK = "figures"

_FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
_JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)
_CODE = re.compile(r"`[^`\n]+`")
_LINK_TARGET = re.compile(r"\]\([^)]*\)")
#: A decimal number that is not part of a version (1.2.3) or an address.
_DECIMAL = re.compile(r"(?<![\w.])\d+\.\d+(?![\w.]*\.\d)(?![\w])")


class TypedFigure(ValueError):
    """A page marked `figures: true` types a decimal number by hand."""


def typed_figures(source: str) -> list[str]:
    """Decimal numbers of `source` outside Jinja, code and link targets, with their line."""
    text = _FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), source)
    text = _JINJA.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    text = _CODE.sub("", text)
    text = _LINK_TARGET.sub("]()", text)
    found = []
    for no, line in enumerate(text.splitlines(), 1):
        found += [f"line {no}: {m.group(0)}" for m in _DECIMAL.finditer(line)]
    return found


def results_index() -> str:
    """Every results file: its benchmark, when and where it ran."""
    rows = []
    for stem in results.stems():
        data = results.load(stem)
        name = data.get("benchmark", "") if isinstance(data, dict) else ""
        rows.append(
            [
                f"`{stem}.json`",
                name,
                results.when(stem),
                results.machine(stem),
                results.load_average(stem),
            ]
        )
    return md_table(["file", "benchmark", "measured (UTC)", "machine", "load at start"], rows)


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        comment_start_string="{##",
        comment_end_string="##}",
    )
    helpers: dict[str, Any] = {
        "fig": results.fig,
        "val": results.val,
        "num": results.num,
        "when": results.when,
        "machine": results.machine,
        "load_average": results.load_average,
        "results_index": results_index,
        "retrieval": bench_retrieval,
        "latency": bench_latency,
        "ingest": bench_ingest,
        "faults": bench_faults,
        "cluster": bench_cluster,
        "time": bench_time,
        "settings": settings_ref,
        "default": settings_ref.default,
        "http": http_ref,
        "schema": event_schema,
    }
    env.globals.update(helpers)
    return env


def render(source: str, page: str) -> str:
    """The page with its figures and tables filled in; raises if it types a figure."""
    typed = typed_figures(source)
    if typed:
        raise TypedFigure(
            f"{page} types figures by hand ({', '.join(typed)}): quote them with "
            "fig(results file, path) or a table from docs/gen/memstream_docs"
        )
    return environment().from_string(source).render()
