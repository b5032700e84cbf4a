"""The audit engine: one wing per kind of audit beside the parts they share.

`audit.Audit` reads and encodes the tables and runs every kind its audit file asks for; it knows no kind
by name (`kind` is the protocol a kind keeps, `kinds` the registry). The wings: `attribute` (attribute
inference), `membership`, `identity` (the identity attacks) and `key_variables` (the key-variable measures).
Shared by them: `claims` (measuring claims and their intervals), `running` (processes, worker pools and
clusters), and the audit file (`spec`, `settings`), its events (`events`) and its inputs (`sources`).
It knows no attack by name and nothing of the window, the command line or the report.
"""
