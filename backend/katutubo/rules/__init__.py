"""The spec's classification rules (section 4); see katutubo.rules.classification."""
