"""The Trash: deleted people wait here (invisible everywhere else) to be restored or purged for good."""
