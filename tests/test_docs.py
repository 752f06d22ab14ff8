"""The README and the docs site's generators (docs/gen/memstream_docs).

The site itself is built by `just docs` (`mkdocs build --strict`, part of `just test`); these
tests pin what that build relies on: the README stays short and runs the command CI runs,
every setting and every HTTP operation reaches the generated references, a page marked
`figures: true` may not type a figure, and every figure and template page renders from the
results files, with no template or Python left in its text.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import yaml
from pydantic import BaseModel, Field

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
sys.path.insert(0, str(DOCS / "gen"))

from memstream_docs import http_ref, plots, render, results, settings_ref  # noqa: E402

README = ROOT / "README.md"


def _front_matter(page: Path) -> dict[str, object]:
    text = page.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return {}
    meta = yaml.safe_load(text.split("---\n", 2)[1])
    return meta if isinstance(meta, dict) else {}


def template_pages() -> list[Path]:
    pages = [p for p in DOCS.rglob("*.md") if "gen" not in p.relative_to(DOCS).parts]
    return sorted(p for p in pages if _front_matter(p).get(render.MARK))


# ---- README ----


def test_the_readme_stays_short() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 250, f"README.md has {len(lines)} lines: move the rest into docs/"


def test_the_readme_test_command_is_the_one_ci_runs() -> None:
    ci_last = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()[-1]
    readme = README.read_text(encoding="utf-8")
    block = readme.split("## Two commands", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    commands = [line for line in block.splitlines() if line and not line.startswith("#")]
    assert commands[-1] == ci_last, "README's test command and .ci/run's last line differ"
    assert commands[0] == ci_last.removesuffix("just test") + "just demo"


def test_the_readme_links_point_at_files() -> None:
    readme = README.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", readme)
    local = [t for t in targets if "://" not in t]
    assert local, "the README links into docs/"
    missing = [t for t in local if not (ROOT / t).exists()]
    assert not missing, f"README links to missing files: {missing}"


# ---- generated references ----


def test_every_setting_is_in_the_configuration_reference() -> None:
    page = settings_ref.reference()
    for section, model in settings_ref.sections():
        assert f"## `{section}`" in page
        for name in model.model_fields:
            assert f"`MEMSTREAM_{section.upper()}__{name.upper()}`" in page


def test_a_setting_without_a_description_fails_the_build() -> None:
    class Section(BaseModel):
        documented: int = Field(default=1, description="Has one.")
        bare: int = 2

    with pytest.raises(settings_ref.UndocumentedSetting, match=r"Section\.bare"):
        settings_ref.section_rows("x", Section)


def test_defaults_are_the_models() -> None:
    from memstream.settings import RecallSettings

    assert settings_ref.default("recall.rerank_depth") == f"`{RecallSettings().rerank_depth}`"
    with pytest.raises(KeyError):
        settings_ref.default("recall.no_such_field")


def test_every_operation_and_schema_is_in_the_http_reference() -> None:
    doc = http_ref.document()
    page = http_ref.endpoints() + http_ref.schemas()
    for method, path, op in http_ref.operations():
        assert f"### `{method.upper()} {path}` {{#{http_ref.op_anchor(op)}}}" in page
    assert len(http_ref.operations()) == sum(
        1 for item in doc["paths"].values() for m in item if m in http_ref.METHODS
    )
    for name in doc["components"]["schemas"]:
        assert f"{{#{http_ref.anchor(name)}}}" in page
    # every reference to a schema points at an anchor the page defines
    for ref in set(re.findall(r"\(#(schema-[a-z0-9_]+)\)", page)):
        assert f"{{#{ref}}}" in page, ref


# ---- figures ----


def test_a_typed_figure_is_refused() -> None:
    with pytest.raises(render.TypedFigure, match=r"line 2: 0\.832"):
        render.render("# Recall\nTEMPR reaches 0.832 at recall@10.\n", "page.md")


def test_figures_in_templates_code_and_versions_are_not_typed() -> None:
    source = (
        'Recall {{ fig("locomo-cv-latest", "cv/TEMPR/overall/recall@10", 3) }}; `0.25` is a\n'
        "floor; Tansu 0.6.0 and Python 3.11.7 are versions.\n"
        "```\nscore 0.5\n```\n"
    )
    assert render.typed_figures(source) == []
    out = render.render(source, "page.md")
    value = results.val("locomo-cv-latest", "cv/TEMPR/overall/recall@10")
    assert f"Recall {value:.3f};" in out


def test_a_missing_figure_fails() -> None:
    with pytest.raises(results.MissingFigure, match=r"no 'results/NO_SUCH_MODE'"):
        results.fig("latency-latest", "results/NO_SUCH_MODE")
    with pytest.raises(results.MissingFigure, match="no results file"):
        results.load("no-such-benchmark")


@pytest.mark.parametrize("page", template_pages(), ids=lambda p: str(p.relative_to(DOCS)))
def test_every_template_page_renders(page: Path) -> None:
    out = render.render(page.read_text(encoding="utf-8"), str(page))
    body = out.split("---\n", 2)[2]
    assert "{{" not in body and "{%" not in body
    prose = re.sub(r"```.*?```|`[^`]*`", "", body, flags=re.S)
    leftover = re.findall(r"\{[A-Za-z_][\w.]*\(", prose)
    assert not leftover, f"unrendered code in the page's text: {leftover}"


def test_the_benchmark_pages_are_templates() -> None:
    names = {str(p.relative_to(DOCS)) for p in template_pages()}
    expected = {"benchmarks/retrieval.md", "benchmarks/latency.md", "benchmarks/ingestion.md"}
    assert expected | {"reference/configuration.md", "cluster.md"} <= names


@pytest.mark.parametrize("path", sorted(plots.FIGURES))
def test_every_plot_draws_from_its_results(path: str) -> None:
    png = plots.FIGURES[path]()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 10_000
