"""The key-variable measures, one wing of the engine: sample uniques, k-anonymity, individual and household risk,
SUDA, l-diversity and t-closeness per key set on the original and every release (`kind`, `plan`, `key_risk`),
the search for the riskiest key sets (`key_search`) and the person-level register (`register`)."""
