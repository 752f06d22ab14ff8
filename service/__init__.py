"""The service (`memstream.service`): the node process and its facade (`MemoryService`), the
HTTP API, the CLI, the demo, the MCP server and the web inspector. The only part that
composes flows, query and connectors."""
