"""The privacy notice handed to a person (RA 10173): its text in English and Filipino, edited by an IPMR."""
