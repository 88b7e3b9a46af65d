"""THE door to people and households: every read of them starts from a statement of this package.

Who may see a person is one rule: an encoder sees the live people of the barangays given to the account, the
IPMR, a Chieftain and a user see every live person; nobody but the work whose purpose is the Trash sees a
person in the Trash. `katutubo.access.people` and `katutubo.access.households` give the statements that
already hold that rule; the few wider doors (the Trash page, purge, merge, imports, the ages job,
data-subject requests) say in their names what they include. `scripts/people_door.py` (make lint) fails on a
read of people or households built anywhere else. docs/authorization.md, "The door".
"""
