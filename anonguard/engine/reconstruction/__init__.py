"""Reconstruction of published count tables (docs/reconstruction.md): the people behind the counts, measured
against a baseline."""
