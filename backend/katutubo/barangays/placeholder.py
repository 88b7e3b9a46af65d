"""A tasteful generated picture for a barangay with no photo yet: hills, sea and sky in colours drawn from the
name, with the name written on it. SVG, so it is tiny and sharp at any size."""

import hashlib
from html import escape


def _hue(name: str) -> int:
    return int(hashlib.sha256(name.encode()).hexdigest()[:4], 16) % 360


def placeholder_svg(name: str) -> str:
    hue = _hue(name)
    sky, far, near, sea = (
        f"hsl({(hue + 190) % 360} 55% 86%)",
        f"hsl({(hue + 90) % 360} 32% 52%)",
        f"hsl({(hue + 110) % 360} 38% 34%)",
        f"hsl({(hue + 200) % 360} 45% 58%)",
    )
    label = escape(name)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img" '
        f'aria-label="Barangay {label}">'
        f'<rect width="480" height="270" fill="{sky}"/>'
        '<circle cx="380" cy="70" r="30" fill="#fde68a" opacity="0.9"/>'
        f'<path d="M0 170 Q90 90 180 150 T360 130 T480 150 V270 H0Z" fill="{far}"/>'
        f'<path d="M0 210 Q120 150 240 200 T480 190 V270 H0Z" fill="{near}"/>'
        f'<rect y="232" width="480" height="38" fill="{sea}" opacity="0.85"/>'
        '<text x="24" y="258" font-family="system-ui, sans-serif" font-size="22" font-weight="600" '
        f'fill="#ffffff">{label}</text>'
        "</svg>"
    )
