"""Person records: validation, storage, the master list queries, lineage statistics and suggestions."""
