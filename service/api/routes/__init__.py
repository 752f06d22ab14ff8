"""The API's routes, one router per area; `memstream.service.api.app` includes them in order.

Each route parses, authorises (through `memstream.service.api.deps`), calls the service facade
and shapes the answer; none touches a store, a Kafka client or the engine.
"""
