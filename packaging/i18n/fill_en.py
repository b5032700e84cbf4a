"""The English catalogue, anonguard_en.ts, made complete after `make translations` has collected the
strings: every message's translation is its source, marked finished.

English is the code's own language, so nothing is compiled or loaded from this catalogue. It is
where a translator starts a new language: copy it to anonguard_<language>.ts, set its `language`
attribute, and replace each translation in Qt Linguist (every string is there, in its context, with
the file and line it comes from); `make translations` then keeps it up to date like the German one.
Usage: python packaging/i18n/fill_en.py"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

CATALOGUES = Path(__file__).resolve().parents[2] / "anonguard" / "resources" / "i18n"  # the .ts files


def fill(path: Path) -> int:
    """Make every live message's translation its source; the number of messages."""
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", "en")
    root.set("sourcelanguage", "en")
    count = 0
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        translation.text = message.findtext("source")
        translation.attrib.pop("type", None)
        count += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return count


if __name__ == "__main__":
    print(f"anonguard_en.ts: {fill(CATALOGUES / 'anonguard_en.ts')} strings, complete")
