"""The audit trail read through the API: /api/admin/audit (IPMR) and a person's history (IPMR, Chieftain).

Apart from katutubo.audit, which every package writes to and so stands low, below auth and people; reading it
needs auth's and people's dependencies, so it stands above them, like katutubo.admin_users beside users."""
