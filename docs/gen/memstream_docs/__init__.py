"""Generators of the docs site: what a page shows that code or data already says.

- `results`: the benchmark results files (`benchmarks/results/*.json`) and the one way to
  quote a figure from them.
- `bench_*`: the benchmark tables; `plots`: the benchmark figures (matplotlib PNGs).
- `settings_ref`: the configuration reference, from the pydantic-settings models.
- `http_ref`: the HTTP reference, from the OpenAPI document (`tests/api/openapi.json`).
- `render`: fills a page marked `figures: true` (a Jinja template) with all of the above.

MkDocs runs them at build time through `docs/gen/hooks.py`; nothing they make is committed.
"""
