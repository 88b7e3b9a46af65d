"""The verify address as a QR code, drawn on this server (segno: pure Python, no third party sees it)."""

import segno


def qr_svg_data_uri(url: str) -> str:
    """An SVG data URI (the page's CSP allows data: images); error correction M survives a worn paper."""
    return str(segno.make(url, error="m", micro=False).svg_data_uri(scale=4, border=2))
