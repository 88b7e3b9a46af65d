"""The API documentation: off unless KATUTUBO_API_DOCS=true, then for signed-in IPMRs only."""
