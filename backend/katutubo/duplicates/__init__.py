"""Catching the same person entered twice: Filipino name forms folded (names), candidates found by index
(candidates; for many people at once, batch), scored (scoring), the registry scanned in blocks (scan), and two
records merged (merge)."""
