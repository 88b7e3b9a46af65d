"""Kinship: relatives as links between person records (father, mother, spouses; children and siblings read
from them), the ancestor-cycle rule, relative suggestions for the form, and the whole-family graph."""
