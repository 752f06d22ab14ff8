"""Kafka for memstream: the embedded Tansu broker, topics, publishing, dead letters, offsets.

Everything memstream does with Kafka goes through this package; the flows and the CLI import
these names. Works against the embedded Tansu broker and against Apache Kafka alike; where
Tansu differs (ListOffsets, topic auto-creation, slow empty fetches), the module that deals
with it says so.
"""

from memstream.connectors.kafka.admin import delete_topics, ensure_topics
from memstream.connectors.kafka.broker import (
    BrokerState,
    EmbeddedBroker,
    read_state,
    resolve_bootstrap,
    tansu_env,
    write_state,
)
from memstream.connectors.kafka.dlq import (
    DeadLetter,
    count_by_bank,
    count_dead_letters_by_bank,
    dead_letter_headers,
    parse_dead_letter,
    read_dead_letters,
)
from memstream.connectors.kafka.offsets import lag, log_end_offsets
from memstream.connectors.kafka.producer import DeliveryError, DeliveryFailure, EventPublisher
from memstream.connectors.kafka.reader import read_topic_to_end

__all__ = [
    "BrokerState",
    "DeadLetter",
    "DeliveryError",
    "DeliveryFailure",
    "EmbeddedBroker",
    "EventPublisher",
    "count_by_bank",
    "count_dead_letters_by_bank",
    "dead_letter_headers",
    "delete_topics",
    "ensure_topics",
    "lag",
    "log_end_offsets",
    "parse_dead_letter",
    "read_dead_letters",
    "read_state",
    "read_topic_to_end",
    "resolve_bootstrap",
    "tansu_env",
    "write_state",
]
