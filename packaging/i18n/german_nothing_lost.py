"""The German translations of issue 32's window texts (the Verdict page before a run, the Data page's columns
recognised as likely no intruder's knowledge), merged into `fill_de.GERMAN`; the terms are fill_de's."""

NOTHING_LOST: dict[str, str] = {
    "The set-up is complete: run the audit (Audit ▸ Run, F5).":
        "Die Einrichtung ist vollständig: Führen Sie die Prüfung aus (Prüfung ▸ Ausführen, F5).",
    "record id": "Datensatzkennung",
    "{column} ({role})": "{column} ({role})",
    "Not key variables, as they are likely no intruder's knowledge: {columns}. If one is, choose its role below.":
        "Keine Schlüsselvariablen, da ein Angreifer sie wahrscheinlich nicht kennt: {columns}. Kennt er eine doch, "
        "wählen Sie unten ihre Rolle.",
}
