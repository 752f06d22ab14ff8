"""memstream: a streaming memory engine for AI agents.

This small shared package holds what `flows`, `query` and `connectors` all need: the event
model and its ids, the enriched record, the errors, the settings and the command line.
"""

__version__ = "0.1.0"
