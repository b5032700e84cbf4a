"""The German translations of the Data page's missing values (anonguard/gui/missing_codes.py and the column
panel's "Declared missing"), merged into `fill_de.GERMAN`; the terms are fill_de's."""

MISSING: dict[str, str] = {
    "Declared missing": "Als fehlend erklärt",
    "{count} ({declared} declared)": "{count} ({declared} erklärt)",
    "{in_file} values empty or marked missing in the file, {declared} declared missing here. Words such as None, NA "
    "or null are values unless declared missing.":
        "{in_file} Werte in der Datei leer oder als fehlend gekennzeichnet, {declared} hier als fehlend erklärt. "
        "Wörter wie None, NA oder null sind Werte, solange sie nicht als fehlend erklärt sind.",
    "Codes that mean 'missing' in this column of every table, separated by commas (e.g. -9, NA, Unknown). Only an "
    "empty field and a file format's own missing values are missing otherwise.":
        "Codes, die in dieser Spalte jeder Tabelle „fehlend“ bedeuten, durch Kommas getrennt (z. B. -9, NA, "
        "Unbekannt). Sonst fehlen nur leere Felder und die fehlenden Werte des Dateiformats selbst.",
    "This column holds numbers and the words {words}, so it is read as categories: if they mean missing, declare "
    "them here.":
        "Diese Spalte enthält Zahlen und die Wörter {words} und wird darum als Kategorien gelesen: Wenn sie „fehlend“ "
        "bedeuten, erklären Sie sie hier als fehlend.",
    "{words}?": "{words}?",
}
