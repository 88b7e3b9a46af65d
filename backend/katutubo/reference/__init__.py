"""Fixed lists: the 46 barangays, the tribe names, and the choices of the person form."""
