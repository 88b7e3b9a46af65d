"""Person photos: content checks and re-encoding, storage, and serving to signed-in users only."""
