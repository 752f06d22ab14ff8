"""Research: studies of the ranking that were not adopted, kept runnable for their results."""
