"""MkDocs hooks of the memstream docs (mkdocs.yml `hooks:`): generated pages and figures.

- Pages with `figures: true` in their front matter are rendered by `memstream_docs.render`
  (benchmark figures and tables from `benchmarks/results/*.json`, the configuration
  reference from the settings models, the HTTP reference from the OpenAPI document).
- The benchmark plots are drawn with matplotlib and added to the site as files.
Nothing is written into the working tree.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

sys.path.insert(0, str(Path(__file__).resolve().parent))

from memstream_docs import event_schema, plots, render  # found through the path above


def on_files(files: Files, config: Any) -> Files:
    for path, draw in plots.FIGURES.items():
        try:
            content = draw()
        except Exception as e:  # a missing results file or value: say which, stop the build
            raise PluginError(f"figure {path}: {e}") from e
        files.append(File.generated(config, path, content=content))
    for path, schema in event_schema.FILES.items():  # the wire format, for other languages
        files.append(File.generated(config, path, content=json.dumps(schema(), indent=2) + "\n"))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    if not page.meta.get(render.MARK):
        return markdown
    try:
        return render.render(markdown, page.file.src_uri)
    except Exception as e:
        raise PluginError(f"{page.file.src_uri}: {type(e).__name__}: {e}") from e
