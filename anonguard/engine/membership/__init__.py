"""Membership inference, one wing of the engine: who was in the original, told from the release (`kind` runs its
scenarios, `plan` reads the non-members or makes the release here, `roc` reads the scores at each odds)."""
