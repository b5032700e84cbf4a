"""The German translations of the Data page's recodes (anonguard/gui/recodes_view.py), merged into
`fill_de.GERMAN`; the terms are fill_de's (recode = Umkodierung, hierarchy = Hierarchie, as ARX's German
manual writes them)."""

RECODES: dict[str, str] = {
    "Recodes: values a release writes differently from the original":
        "Umkodierungen: Werte, die eine Freigabe anders schreibt als das Original",
    "Recodes: what each published value stands for": "Umkodierungen: wofür jeder veröffentlichte Wert steht",
    "A truncated code (LS for LS1…LS12), an age band, a rounded or top-coded income stands for several of the "
    "original's values; every attack and measure reads it so. Check each reading: double-click 'Stands for' to "
    "correct one, or read a column through a hierarchy file (ARX's layout).":
        "Ein gekürzter Code (LS für LS1…LS12), eine Altersgruppe, ein gerundetes oder nach oben begrenztes Einkommen "
        "steht für mehrere Werte des Originals; jeder Angriff und jedes Maß liest ihn so. Prüfen Sie jede Lesart: "
        "Doppelklick auf „Steht für“ korrigiert sie, oder lesen Sie eine Spalte über eine Hierarchiedatei "
        "(im Format von ARX).",
    "Hierarchy file for this column…": "Hierarchiedatei für diese Spalte…",
    "Back to the inferred reading": "Zurück zur erschlossenen Lesart",
    "Recodes: {count} values a release writes differently from the original":
        "Umkodierungen: {count} Werte, die eine Freigabe anders schreibt als das Original",
    "Recodes: none (every release writes its values as the original does)":
        "Umkodierungen: keine (jede Freigabe schreibt ihre Werte wie das Original)",
    "Hierarchy file": "Hierarchiedatei",
    "Select a row of the column first.": "Wählen Sie zuerst eine Zeile der Spalte aus.",
    "Hierarchy file for {column}": "Hierarchiedatei für {column}",
    "Hierarchy files (*.csv *.txt);;All files (*)": "Hierarchiedateien (*.csv *.txt);;Alle Dateien (*)",
    "Cannot use the hierarchy file": "Die Hierarchiedatei kann nicht verwendet werden",
    "As published": "Wie veröffentlicht",
    "Stands for": "Steht für",
    "How it was read": "Wie es gelesen wurde",
    "Double-click to correct: the original's values this stands for, separated by commas; empty for a value of "
    "its own":
        "Doppelklick zum Korrigieren: die Werte des Originals, für die dies steht, durch Kommas getrennt; leer für "
        "einen eigenen Wert",
    "(empty cells)": "(leere Zellen)",
    "{count} values, e.g. {value}": "{count} Werte, z. B. {value}",
}
