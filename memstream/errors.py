"""The exception hierarchy: one root, a few meaningful branches.

`BadRecord` travels to the dead-letter topic with its reason; `StoreUnavailable` is the one
error a caller may retry; everything else is a bug or a misconfiguration and says what to do.
"""

from __future__ import annotations


class MemstreamError(Exception):
    """Root of every error memstream raises on purpose."""


class BadRecord(MemstreamError):
    """An input record that can never be processed: it goes to the dead-letter topic.

    `kind` is a short machine-readable class of the fault (``encoding``, ``json``, ``schema``,
    ``version``, ``too_large``); the message says what was wrong and how to fix the producer.
    """

    def __init__(self, kind: str, reason: str, bank: str | None = None) -> None:
        super().__init__(f"{kind}: {reason}")
        self.kind = kind
        self.reason = reason
        self.bank = bank


class StoreUnavailable(MemstreamError):
    """A store could not be reached or written for a transient reason; retrying may help."""


class ConfigError(MemstreamError):
    """The configuration cannot work; the message names the setting to change."""


class BrokerError(MemstreamError):
    """The embedded broker could not be started or stopped."""
