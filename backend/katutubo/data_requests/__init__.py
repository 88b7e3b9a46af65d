"""Requests of data subjects (Data Privacy Act, NPC Advisory 2021-01) at /api/admin/requests, IPMR only:
recorded, due on the 30th working day, closed with an outcome; a person's access report and their data to
carry away (JSON, CSV). docs/privacy-requests.md."""
