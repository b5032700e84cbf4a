"""Attribute inference, one wing of the engine: a sensitive variable inferred from the key variables an attacker
knows, against the non-member baseline (`kind` plans and runs its scenarios, `loop` attacks in batches,
`baseline` and `baseline_cache` fit and keep the baseline, `secret` says how a sensitive variable is judged)."""
