# memstream tasks. Every recipe creates the environment it needs (.venv) first.
set shell := ["bash", "-euo", "pipefail", "-c"]

venv := ".venv"
py := venv / "bin/python"
export HF_HUB_OFFLINE := "1"
export TRANSFORMERS_OFFLINE := "1"

# List the recipes
default:
    @just --list

# Create .venv and install memstream with its models (torch first: see docs/install.md)
setup:
    test -x {{py}} || python3 -m venv {{venv}}
    {{py}} -m pip install -q --upgrade pip
    {{py}} -c "import torch" 2>/dev/null || {{py}} -m pip install -q torch==2.13.0
    {{py}} -m pip install -q -e '.[dev]'
    {{venv}}/bin/memstream models install >/dev/null

# The whole system: a node (broker, stores, models, API), the sample chat, questions, the inspector
demo: setup
    {{venv}}/bin/memstream demo

# Debian's Chromium and ChromeDriver for the inspector's browser test (apt; sudo when not root)
browser:
    command -v chromedriver >/dev/null && command -v chromium >/dev/null || { \
      if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
      $SUDO apt-get update -q && $SUDO apt-get install -y -q chromium chromium-driver; }

# Node.js (apt when missing), the npm packages of the Node producer example and the TypeScript
# client (npm ci: the lock files pin them), and the client built
npm:
    command -v npm >/dev/null || { \
      if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
      $SUDO apt-get update -q && $SUDO apt-get install -y -q nodejs npm; }
    for d in examples/node-producer clients/typescript; do \
      if [ -f "$d/package-lock.json" ]; then (cd "$d" && npm ci --no-audit --no-fund --loglevel=error); fi; \
    done
    cd clients/typescript && npm run --silent build  # types generated from tests/api/openapi.json, then tsc

# Every test; graph-store and flow tests run a second time on the Kùzu engine; then the wheel, the image
test: setup browser npm lint docs && _wheel-test _image-test
    {{py}} -m pytest
    MEMSTREAM_GRAPH_ENGINE=kuzu {{py}} -m pytest -m graph

# Build the wheel, install it in a fresh venv outside the checkout, run the demo there (~4 min)
wheel-test: setup _wheel-test

_wheel-test:
    {{py}} -m pytest -m wheel tests/test_wheel.py

# Build the image with podman and run it: recall through its port, SIGTERM, restart (root; 5-20 min)
image-test: setup _image-test

_image-test:
    if [ "$(id -u)" = 0 ]; then {{py}} docker/image_smoke.py; else sudo -E {{py}} docker/image_smoke.py; fi

# Lint, format check and type-check (part of `just test`)
lint: setup
    {{venv}}/bin/ruff check memstream flows query connectors service tests benchmarks research docs/gen docker
    {{venv}}/bin/ruff format --check memstream flows query connectors service tests benchmarks research docs/gen docker
    {{venv}}/bin/mypy
    {{venv}}/bin/mypy docs/gen docker/image_smoke.py

# The docs site into site/: mkdocs build --strict, references and benchmark figures generated
docs: setup
    NO_MKDOCS_2_WARNING=1 {{venv}}/bin/mkdocs build --strict --quiet

# Ingestion benchmark (saves benchmarks/results/ingest-latest.json)
bench-ingest events="2000": setup
    {{py}} -m benchmarks.ingest --events {{events}} --rebuild 20000

# Graph writes as a bank grows, base commit against the head (saves benchmarks/results/graph-writes-latest.json)
bench-graph-writes base sizes="10000,100000": setup
    {{py}} -m benchmarks.graph_writes --base {{base}} --sizes {{sizes}}

# LoCoMo retrieval benchmark, every mode (saves benchmarks/results/locomo-latest.json)
bench-locomo path="../shared/bench/locomo/locomo10-dev.json": setup
    {{py}} -m benchmarks.locomo {{path}}

# Recall latency at 10k and 100k memories (saves benchmarks/results/latency-latest.json)
bench-latency sizes="10000,100000": setup
    {{py}} -m benchmarks.latency --sizes {{sizes}}
