"""Proposals (maker-checker): an encoder's add, edit or delete of a person, applied only once an IPMR approves
it (katutubo.records' services, as the IPMR, in one transaction)."""
