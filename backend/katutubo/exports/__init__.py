"""Taking a list out as a spreadsheet (XLSX or CSV), streamed."""
