"""The node's HTTP API: `create_app(node, keys)`; bodies in `memstream.contract.schemas`."""

from memstream.service.api.app import create_app

__all__ = ["create_app"]
