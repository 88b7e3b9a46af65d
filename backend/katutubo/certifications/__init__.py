"""Certifications of tribal membership: issued and revoked by the Chieftain, verified by anyone by QR code."""
