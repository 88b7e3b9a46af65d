"""The spec's rules and fixed limits, below every domain package: the classification rules (section 4,
katutubo.rules.classification), how names fold for matching (katutubo.rules.names) and what a photo may be
(katutubo.rules.photos)."""
