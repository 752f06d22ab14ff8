"""The web inspector page served by the node."""
