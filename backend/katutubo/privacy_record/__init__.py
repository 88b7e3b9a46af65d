"""The record of processing at /admin/privacy: what the registry holds and why, read from the running system
(NPC registration, Circular 2022-04; the privacy impact assessment)."""
