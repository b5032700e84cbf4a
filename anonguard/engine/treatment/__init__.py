"""Releases made by treating another (recoding, suppression, perturbation): the treatment kind's wing
(docs/treatments.md). The kind makes the treated releases while the audit reads its tables, so every other kind
audits them as it audits any release."""
