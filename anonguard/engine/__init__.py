"""The audit engine: scenarios, the non-member baseline, the measures and their intervals.

It knows no attack by name and nothing of the window, the command line or the report; both
front ends drive one `anonguard.engine.audit.Audit`.
"""
