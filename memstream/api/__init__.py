"""The node's HTTP API: `create_app(node, keys)`; bodies in `memstream.api.schemas`."""

from memstream.api.app import create_app

__all__ = ["create_app"]
