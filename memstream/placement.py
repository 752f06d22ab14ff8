"""Placement: which partition of the events topic holds a bank.

A bank's events are keyed by the bank name and partitioned with Kafka's default partitioner
(the Java client's murmur2: ``(murmur2(key) & 0x7fffffff) % partitions``; librdkafka's
``murmur2_random`` is the same for keyed records). So any producer that keys by bank routes a
bank to the same partition, and any node, or a client, finds a bank's partition without asking
anyone. Pure functions: no I/O.
"""

from __future__ import annotations

#: librdkafka's name for the Java client's default partitioner (keyed records: murmur2).
KAFKA_DEFAULT_PARTITIONER = "murmur2_random"

_SEED = 0x9747B28C
_M = 0x5BD1E995
_MASK = 0xFFFFFFFF


def murmur2(data: bytes) -> int:
    """Kafka's murmur2 hash (`org.apache.kafka.common.utils.Utils.murmur2`), as unsigned 32 bits."""
    length = len(data)
    h = (_SEED ^ length) & _MASK
    whole = length - length % 4
    for i in range(0, whole, 4):
        k = int.from_bytes(data[i : i + 4], "little")
        k = (k * _M) & _MASK
        k ^= k >> 24
        k = (k * _M) & _MASK
        h = (h * _M) & _MASK
        h ^= k
    extra = length % 4
    if extra >= 3:
        h ^= data[whole + 2] << 16
    if extra >= 2:
        h ^= data[whole + 1] << 8
    if extra >= 1:
        h ^= data[whole]
        h = (h * _M) & _MASK
    h ^= h >> 13
    h = (h * _M) & _MASK
    h ^= h >> 15
    return h


def partition_of_key(key: bytes, partitions: int) -> int:
    """The partition Kafka's default partitioner picks for `key` among `partitions`."""
    if partitions < 1:
        raise ValueError(f"partitions must be >= 1, got {partitions}")
    return (murmur2(key) & 0x7FFFFFFF) % partitions


def bank_key(bank: str) -> bytes:
    """The Kafka key of every record of `bank` (events and the bank's tombstone)."""
    return bank.encode()


def partition_of(bank: str, partitions: int) -> int:
    """The partition of the events topic that holds `bank`."""
    return partition_of_key(bank_key(bank), partitions)
