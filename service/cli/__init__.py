"""The `memstream` command line (entry point `memstream.service.cli:app`), one module per
group of commands: `broker` (broker, publish, locomo), `ingest` (ingest, stats), `node`
(node, demo, mcp), `keys` and `cluster`; `base` holds the app and what the commands share.

Importing a module registers its commands on `app`, in the order `memstream --help` lists them.
"""

from memstream.service.cli import broker, cluster, ingest, keys, node
from memstream.service.cli.base import app

__all__ = ["app", "broker", "cluster", "ingest", "keys", "node"]
