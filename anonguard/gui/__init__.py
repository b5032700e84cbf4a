"""The desktop application: thin Qt widgets over `AuditDraft` and the engine's `Audit`."""
