"""The German translations of the Treatments page and its frontier (gui/treatments_page.py, gui/treatment_chains.py,
gui/treatment_preview.py, gui/frontier_view.py), merged into `fill_de.GERMAN`; the terms are fill_de's (a release
is a Freigabe, a treatment a Behandlung, a key variable a Schlüsselvariable). Sources the other pages share
("Release", "Verdict", "Remove", "Preview" …) are translated where they were first."""

TREATMENTS_PAGE: dict[str, str] = {
    "Treatments": "Behandlungen",
    # the chains (context TreatmentsPage)
    "A treatment changes a release to lower its risk: coarser key variables (what an intruder knows), rare values "
    "hidden, noise on numbers. Each treated release is made from a release (or the original) by a chain of steps, "
    "and is audited beside it at the next run, with the same attacks. The files on disk are never changed.":
        "Eine Behandlung ändert eine Freigabe, um ihr Risiko zu senken: gröbere Schlüsselvariablen (was ein Angreifer "
        "weiß), verborgene seltene Werte, Rauschen auf Zahlen. Jede behandelte Freigabe entsteht aus einer Freigabe "
        "(oder dem Original) durch eine Kette von Schritten und wird beim nächsten Lauf neben ihr geprüft, mit "
        "denselben Angriffen. Die Dateien auf dem Datenträger werden nie verändert.",
    "Treated releases": "Behandelte Freigaben",
    "New treated release": "Neue behandelte Freigabe",
    "Made from": "Entsteht aus",
    "Label": "Bezeichnung",
    "Label of the treated release": "Bezeichnung der behandelten Freigabe",
    "The name results and reports give the treated release.":
        "Der Name, den Ergebnisse und Berichte der behandelten Freigabe geben.",
    "The chain": "Die Kette",
    "The chain's steps, in order": "Die Schritte der Kette, der Reihe nach",
    "Undo the last step": "Letzten Schritt zurücknehmen",
    "No longer make this treated release": "Diese behandelte Freigabe nicht mehr herstellen",
    "Add a step": "Einen Schritt hinzufügen",
    "Treatment of the next step": "Behandlung des nächsten Schritts",
    "Add this step": "Diesen Schritt hinzufügen",
    "The treated releases and their chains": "Die behandelten Freigaben und ihre Ketten",
    "{label} ← {source} · steps: {count}": "{label} ← {source} · Schritte: {count}",
    "No step yet: choose a treatment below and add it.":
        "Noch kein Schritt: Wählen Sie unten eine Behandlung und fügen Sie sie hinzu.",
    "No treatment is installed (File ▸ Install plugin…).":
        "Keine Behandlung ist installiert (Datei ▸ Erweiterung installieren…).",
    "Not added: {problem}": "Nicht hinzugefügt: {problem}",
    "{treatment} (not installed)": "{treatment} (nicht installiert)",
    "{treatment} (every setting at its default)": "{treatment} (jede Einstellung auf ihrem Standardwert)",
    "a treated release needs a label: the name results and reports give it":
        "eine behandelte Freigabe braucht eine Bezeichnung: den Namen, den Ergebnisse und Berichte ihr geben",
    "'{label}' is already the name of a release: give the treated release a name of its own":
        "'{label}' ist schon der Name einer Freigabe: Geben Sie der behandelten Freigabe einen eigenen Namen",
    "'{source}' is no release of this audit: choose what the treated release is made from":
        "'{source}' ist keine Freigabe dieser Prüfung: Wählen Sie, woraus die behandelte Freigabe entsteht",
    "'{label}' is what '{other}' is made from: remove that one first":
        "aus '{label}' entsteht '{other}': Entfernen Sie zuerst jene",
    "'{label}' is also the name of a release: remove this treated release and define it again under a name of its "
    "own":
        "'{label}' ist auch der Name einer Freigabe: Entfernen Sie diese behandelte Freigabe und legen Sie sie unter "
        "einem eigenen Namen neu fest",
    "'{label}' is made from '{source}', which is no longer a release of this audit: remove it, or add that release "
    "again":
        "'{label}' entsteht aus '{source}', das keine Freigabe dieser Prüfung mehr ist: Entfernen Sie sie, oder "
        "fügen Sie jene Freigabe wieder hinzu",
    # the preview
    "Frontier after the run": "Front nach dem Lauf",
    "Preview of the chosen chain, and the frontier after the run":
        "Vorschau der gewählten Kette und die Front nach dem Lauf",
    "The chosen treated release's chain applied to its source: one column before and after, and what each step did.":
        "Die Kette der gewählten behandelten Freigabe, auf ihre Quelle angewandt: eine Spalte vorher und nachher, "
        "und was jeder Schritt tat.",
    "Column to preview": "Spalte für die Vorschau",
    "The column's distribution before and after the chain": "Die Verteilung der Spalte vor und nach der Kette",
    "the preview shows a column before and after": "die Vorschau zeigt eine Spalte vorher und nachher",
    "before": "vorher",
    "after": "nachher",
    "other": "andere",
    "missing": "fehlend",
    "no preview": "keine Vorschau",
    "Add a step to a treated release to preview it.":
        "Fügen Sie einer behandelten Freigabe einen Schritt hinzu, um sie in der Vorschau zu sehen.",
    "Applying the chain to the table…": "Die Kette wird auf die Tabelle angewandt…",
    "open the original on the Data page first": "öffnen Sie zuerst das Original auf der Seite Daten",
    "release '{release}' holds {count} tables of records; a chain treats one table of records":
        "Freigabe '{release}' enthält {count} Tabellen mit Datensätzen; eine Kette behandelt eine Tabelle mit "
        "Datensätzen",
    "'{source}' has no column '{column}'": "'{source}' hat keine Spalte '{column}'",
    "<b>{column}</b>, {rows} rows": "<b>{column}</b>, {rows} Zeilen",
    "<b>Values changed: {count}</b> ({share}): rows whose value is no longer what it was":
        "<b>Geänderte Werte: {count}</b> ({share}): Zeilen, deren Wert nicht mehr der alte ist",
    "<b>Cells suppressed: {count}</b>: values left empty or written '*'":
        "<b>Unterdrückte Zellen: {count}</b>: Werte, die leer gelassen oder als '*' geschrieben wurden",
    "<b>Categories lost: {count}</b>: values no longer published at all{named}":
        "<b>Verlorene Kategorien: {count}</b>: Werte, die gar nicht mehr veröffentlicht werden{named}",
    "<b>Distinct values: {before} → {after}</b>": "<b>Verschiedene Werte: {before} → {after}</b>",
    "Step {number} ({treatment}): {note}": "Schritt {number} ({treatment}): {note}",
    # the frontier (contexts TreatmentsPage and FrontierView)
    "<b>Risk</b>: the worst attack's ALC at the upper end of its 95 % interval, how much better than the baseline an "
    "intruder who knows the key variables guesses a sensitive variable (0: no better, 1: always right). "
    "<b>Utility</b>: the random subsample of the original that would be as faithful as the release, by its pairs of "
    "variables. <b>On the front</b>: no other release keeps more at no more risk.":
        "<b>Risiko</b>: der ALC des schlechtesten Angriffs am oberen Ende seines 95-%-Intervalls, wie viel besser als "
        "das Basismodell ein Angreifer, der die Schlüsselvariablen kennt, eine sensible Variable errät (0: nicht "
        "besser, 1: immer richtig). <b>Nutzen</b>: die zufällige Teilstichprobe des Originals, die so getreu wäre wie "
        "die Freigabe, gemessen an ihren Variablenpaaren. <b>Auf der Front</b>: Keine andere Freigabe bewahrt mehr bei "
        "nicht mehr Risiko.",
    "<b>The audit is running:</b> the releases are placed once its verdict is final.":
        "<b>Die Prüfung läuft:</b> Die Freigaben werden eingetragen, sobald ihre Bewertung feststeht.",
    "No utility measured: tick 'Utility' on the Scenario page and run, so that each release, treated or not, is "
    "placed on the risk–utility map beside its verdict.":
        "Kein Nutzen gemessen: Kreuzen Sie auf der Seite Szenario 'Nutzen' an und prüfen Sie, damit jede Freigabe, "
        "behandelt oder nicht, neben ihrer Bewertung auf der Risiko-Nutzen-Karte steht.",
    "Run the audit (Audit ▸ Run, F5): each release, treated or not, is then placed on the risk–utility map beside "
    "its verdict.":
        "Starten Sie die Prüfung (Prüfung ▸ Ausführen, F5): Jede Freigabe, behandelt oder nicht, steht dann neben "
        "ihrer Bewertung auf der Risiko-Nutzen-Karte.",
    "No verdict to weigh the utility against: the audit ran no attack and measured no key set.":
        "Keine Bewertung, gegen die der Nutzen abzuwägen wäre: Die Prüfung führte keinen Angriff aus und maß keine "
        "Schlüsselmenge.",
    "Chain of treatments": "Kette der Behandlungen",
    "{percent} ({low} to {high})": "{percent} ({low} bis {high})",
    "What the frontier suggests": "Was die Front nahelegt",
    "Untreated and treated releases: their chains, risk and utility":
        "Unbehandelte und behandelte Freigaben: ihre Ketten, ihr Risiko und ihr Nutzen",
    "Risk–utility map of the untreated and treated releases":
        "Risiko-Nutzen-Karte der unbehandelten und behandelten Freigaben",
    "<b>{release}</b>, made from {source}: {chain}": "<b>{release}</b>, entstanden aus {source}: {chain}",
}
