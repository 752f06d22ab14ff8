"""Time expressions in chat text: found by Duckling, then read as a careful reader would.

`timeexpr.TimeResolver` finds a text's mentions and resolves each against the moment it was
said; `tenseresolve.resolve_times` picks each recurring mention's occurrence from its
sentence's tense (`tense.tense_at`).
Every other module here is one kind of case (a rule or a pass over the mentions), named by
what it reads; `tests/data/timeexpr.md` holds the conventions they follow and
`benchmarks.timeexpr` measures them. `memstream.encoders` re-exports the public names.
"""
