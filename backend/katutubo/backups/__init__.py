"""Backups of the whole registry (database, photos, manifest) and restoring them."""
