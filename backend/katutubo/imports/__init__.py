"""Bringing people in: the original app JSON export and spreadsheets (CSV, XLSX)."""
