"""The breach register: personal data breaches, the NPC's 72-hour deadline, letters and the annual summary."""
