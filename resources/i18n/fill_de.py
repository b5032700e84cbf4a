"""The German translations of the window's main pages, written into anonguard_de.ts after
`make translations` has collected the strings; a translator can continue in Qt Linguist instead.
Usage: python resources/i18n/fill_de.py (then pyside6-lrelease, which `make translations` runs)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

GERMAN = {
    "Open the original: the confidential table the releases were made from":
        "Original öffnen: die vertrauliche Tabelle, aus der die Veröffentlichungen erstellt wurden",
    "Add the release(s) made from it": "Die daraus erstellte(n) Veröffentlichung(en) hinzufügen",
    "Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the "
    "Scenario page": "Sensible Merkmale markieren (Rolle „geheim“: was ein Angreifer erfahren will) oder auf der "
                     "Seite Szenario die Mitgliedschaft prüfen",
    "Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)":
        "Schlüsselmerkmale markieren (Rolle „bekannt“, Quasi-Identifikatoren: was ein Angreifer weiß)",
    "Tick at least one attack that fits these releases": "Mindestens einen Angriff wählen, der zu diesen "
                                                         "Veröffentlichungen passt",
    "Membership: the non-member table and the population size": "Mitgliedschaft: Tabelle der Nichtmitglieder und "
                                                                "Größe der Grundgesamtheit",
    "Membership: {problem}": "Mitgliedschaft: {problem}",
    "No original yet: open one, or drop a file on the window.": "Noch kein Original: öffnen Sie eines oder ziehen "
                                                                "Sie eine Datei auf das Fenster.",
    "Open original…": "Original öffnen…",
    "The releases made from the original. Tables with the same label are one release. Double-click a release (or "
    "press F2) to rename it.": "Die aus dem Original erstellten Veröffentlichungen. Tabellen mit derselben "
                               "Bezeichnung bilden eine Veröffentlichung. Doppelklick (oder F2) benennt sie um.",
    "Releases": "Veröffentlichungen",
    "Add release…": "Veröffentlichung hinzufügen…",
    "Remove": "Entfernen",
    "Inputs": "Eingaben",
    "<b>Original</b> (confidential)": "<b>Original</b> (vertraulich)",
    "<b>Releases</b>": "<b>Veröffentlichungen</b>",
    "Preview": "Vorschau",
    "Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click "
    "a cell to change it)": "Spalten: Art und Rolle. Schlüsselmerkmale: was ein Angreifer weiß; sensibel: was "
                            "vertraulich bleiben muss (zum Ändern eine Zelle anklicken)",
    "1  Data": "1  Daten",
    "2  Attacks": "2  Angriffe",
    "3  Scenario": "3  Szenario",
    "4  Results": "4  Ergebnisse",
    "5  Membership": "5  Mitgliedschaft",
    "&File": "&Datei",
    "&New audit": "&Neue Prüfung",
    "Start an empty audit with the last settings": "Eine leere Prüfung mit den letzten Einstellungen beginnen",
    "&Open audit…": "Prüfung ö&ffnen…",
    "Open &recent": "&Zuletzt geöffnet",
    "&Save audit": "Prüfung &speichern",
    "Save audit &as…": "Prüfung speichern &unter…",
    "Open &original…": "&Original öffnen…",
    "Add &release…": "&Veröffentlichung hinzufügen…",
    "Open the &demo audit": "&Beispielprüfung öffnen",
    "Install &plugin…": "&Erweiterung installieren…",
    "Install a third-party plugin from its wheel (.whl), without a network":
        "Eine Erweiterung eines Drittanbieters aus ihrem Wheel (.whl) installieren, ohne Netzwerk",
    "&Quit": "&Beenden",
    "&Edit": "&Bearbeiten",
    "&Undo": "&Rückgängig",
    "Undo the last change to roles, kinds, attacks or settings": "Die letzte Änderung an Rollen, Arten, Angriffen "
                                                                 "oder Einstellungen rückgängig machen",
    "&Redo": "&Wiederholen",
    "Redo what was undone": "Rückgängig Gemachtes wiederholen",
    "&Audit": "&Prüfung",
    "&Run": "&Ausführen",
    "Run every chosen attack in the background": "Alle gewählten Angriffe im Hintergrund ausführen",
    "&Cancel": "A&bbrechen",
    "Stop after the current batch; keep finished results": "Nach dem laufenden Schritt anhalten; fertige "
                                                           "Ergebnisse bleiben erhalten",
    "Run &history…": "&Verlauf der Läufe…",
    "The last runs of this audit: show one again, or compare two side by side":
        "Die letzten Läufe dieser Prüfung: einen erneut zeigen oder zwei nebeneinander vergleichen",
    "&Export": "&Export",
    "&Export report…": "Bericht &exportieren…",
    "Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV":
        "Den Risikobericht des letzten Laufs oder gespeicherter Ergebnisse schreiben: HTML, PDF, JSON, CSV",
    "&Help": "&Hilfe",
    "&Manual": "&Handbuch",
    "The manual's page for the page in use; searchable, offline": "Die Handbuchseite zur aktuellen Seite; "
                                                                  "durchsuchbar, offline",
    "&About AnonGuard": "Ü&ber AnonGuard",
    "Audit": "Prüfung",
    "Go there": "Dorthin",
    "Go to the page of the next set-up step": "Zur Seite des nächsten Einrichtungsschritts",
    "{mark} Ready to run: all {total} set-up steps are done (Audit ▸ Run, F5).":
        "{mark} Bereit: alle {total} Einrichtungsschritte sind erledigt (Prüfung ▸ Ausführen, F5).",
    "Step {number} of {total}: {mark} {step}. Run is available once every step is done.":
        "Schritt {number} von {total}: {mark} {step}. Ausführen ist möglich, sobald jeder Schritt erledigt ist.",
}


def fill(path: Path) -> tuple[int, int]:
    """Write every known translation into the catalogue; (translated, still unfinished)."""
    tree = ET.parse(path)
    done = left = 0
    for message in tree.iter("message"):
        source, translation = message.find("source").text, message.find("translation")
        if source in GERMAN:
            translation.text = GERMAN[source]
            translation.attrib.pop("type", None)
            done += 1
        elif translation.get("type") == "unfinished":
            left += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return done, left


if __name__ == "__main__":
    translated, unfinished = fill(Path(__file__).with_name("anonguard_de.ts"))
    print(f"anonguard_de.ts: {translated} translated, {unfinished} unfinished")
