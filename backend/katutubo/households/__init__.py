"""Households as records: their members (with a relationship to the one head, a start and an end), the
barangay's lists, the Trash, the suggestions drawn from the family graph, and the roster export."""
