"""`python -m memstream.service.cli`: the `memstream` command."""

from memstream.service.cli import main

main()
