"""Benchmark scripts: each prints a table and saves its figures under benchmarks/results/."""
