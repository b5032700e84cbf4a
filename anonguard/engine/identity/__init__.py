"""The identity attacks, one wing of the engine: singling out, linkability and record linkage, each against the
same claims made from people the release says nothing about (`kind`, `plan`, `run`; `rows` knows which release
row was made from whom)."""
