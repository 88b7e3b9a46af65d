"""The office's report: every chart's numbers from SQL aggregates, in one request."""
