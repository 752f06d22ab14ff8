"""The API's routes, one router per area; `memstream.service.api.app` includes them in order.

Each route parses, authorises (through `memstream.service.api.deps`), calls the service facade
(`MemoryService`) and shapes the answer; none touches a store, a Kafka client or the engine.
A new route goes into the router of its area (a new area: a module here, listed in
`app.ROUTERS`); what it needs from the node becomes a facade method (`facade.MemoryService`
and `local.LocalMemoryService`), and `tests/api` lists it in the route table and the auth
matrix, and its document in `openapi.json`.
"""
