"""The German translations of the treatments' messages (engine/treatment, plugins/api.py's TreatmentTask), merged
into `fill_de.GERMAN`; the terms are fill_de's (a release is a Freigabe, a treatment a Behandlung)."""

TREATMENTS: dict[str, str] = {
    "step {number} ({treatment})": "Schritt {number} ({treatment})",
    "the treatment chain stopped at {what}: {error}": "die Behandlungskette brach bei {what} ab: {error}",
    "the treatment chain stopped at {what}: it gave back the columns {got}, not the table's ({wanted})":
        "die Behandlungskette brach bei {what} ab: sie gab die Spalten {got} zurück, nicht die der Tabelle "
        "({wanted})",
    "no treatment {treatment!r} is installed (installed: {installed})":
        "keine Behandlung {treatment!r} ist installiert (installiert: {installed})",
    "treatment {treatment!r}: {problem}": "Behandlung {treatment!r}: {problem}",
    "treated release {release!r} has the label of a release the audit reads; give it a label of its own":
        "die behandelte Freigabe {release!r} trägt den Namen einer Freigabe, die die Prüfung liest; geben Sie ihr "
        "einen eigenen Namen",
    "{release} (treated {source})": "{release} (behandelt aus {source})",
    "treated release {release!r} is made from {source!r}, which the audit does not have (it has: {known})":
        "die behandelte Freigabe {release!r} wird aus {source!r} gemacht, die die Prüfung nicht hat (sie hat: "
        "{known})",
    "treated release {release!r}: release {source!r} holds {count} tables of records; a chain treats one table of "
    "records (count tables are not treated)":
        "behandelte Freigabe {release!r}: die Freigabe {source!r} enthält {count} Tabellen mit Datensätzen; eine "
        "Kette behandelt eine Tabelle mit Datensätzen (Zähltabellen werden nicht behandelt)",
    "{parameter}: no column {column!r} (the columns: {columns})":
        "{parameter}: keine Spalte {column!r} (die Spalten: {columns})",
}
