"""The cluster (docs/cluster.md): membership, the routing table, partition ownership, and the
forwarding facade that lets any node answer for any bank."""
