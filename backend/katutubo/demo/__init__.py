"""Clearly fictional demo people for trying the registry out (`katutubo seed-demo`)."""
