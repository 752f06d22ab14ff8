"""The `memstream` command line (entry point `memstream.service.cli:main`), one module per
group of commands: `broker` (broker, publish, forget), `record`, `ingest` (ingest, stats),
`node` (node, demo, mcp), `keys`, `cluster` and `models`; `base` holds the app and what the commands
share, `errors` the entry point that turns an expected error into one line.

Importing a module registers its commands on `app`, in the order `memstream --help` lists them.
"""

from memstream.service.cli import broker, cluster, ingest, keys, models, node, record
from memstream.service.cli.base import app
from memstream.service.cli.errors import main

__all__ = ["app", "broker", "cluster", "ingest", "keys", "main", "models", "node", "record"]
