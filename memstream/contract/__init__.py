"""The wire contract: what travels between the node and its callers (HTTP bodies, recall).

The client, the MCP server and the service's routes share these models; they import nothing
above the core.
"""
