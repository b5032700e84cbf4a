"""The German of the frontier search in the window (gui/frontier_search.py, the Treatments page's search tab),
merged into `fill_de.GERMAN`; the terms are fill_de's (a release is a Freigabe, a treatment a Behandlung)."""

SEARCH_PAGE: dict[str, str] = {
    "Release the search treats": "Freigabe, die die Suche behandelt",
    " s": " s",
    "How long the search may take. Candidates it does not reach are listed as not audited, never as safe.":
        "Wie lange die Suche dauern darf. Kandidaten, die sie nicht erreicht, werden als nicht geprüft aufgeführt, "
        "nie als sicher.",
    "Search the frontier": "Die Front suchen",
    "The treatments propose chains (recoding, top coding, PRAM, noise, microaggregation, then local suppression to "
    "k on the key variables); each is audited like a release, with every attack, the re-identification measures "
    "and utility.":
        "Die Behandlungen schlagen Ketten vor (Umkodierung, Top-Codierung, PRAM, Rauschen, Mikroaggregation, dann "
        "lokale Unterdrückung auf k über die Schlüsselmerkmale); jede wird wie eine Freigabe geprüft, mit jedem "
        "Angriff, den Reidentifikationsmaßen und dem Nutzen.",
    "Cancel the search": "Suche abbrechen",
    "Treat": "Behandeln",
    "Time budget": "Zeitbudget",
    "Searching: the treatments propose chains…": "Suche: die Behandlungen schlagen Ketten vor …",
    "Cancelling: the round under way stops after its batch; what was audited is kept.":
        "Abbruch: die laufende Runde hält nach ihrem Stapel an; was geprüft wurde, bleibt erhalten.",
    "{words} ({percent} % of the budget spent)": "{words} ({percent} % des Budgets verbraucht)",
    "{audited} of {proposed} candidate chains audited{cancelled}.":
        "{audited} von {proposed} vorgeschlagenen Ketten geprüft{cancelled}.",
    " (cancelled)": " (abgebrochen)",
    "The search stopped: {reason}": "Die Suche hielt an: {reason}",
    "The search was stopped while it was busy; nothing it audited was kept.":
        "Die Suche wurde angehalten, während sie beschäftigt war; nichts, was sie geprüft hat, blieb erhalten.",
    "Add the chosen chain to the audit": "Die gewählte Kette in die Prüfung aufnehmen",
    "The chosen candidate becomes a treated release of this audit, made and audited in full at the next run and "
    "kept in the audit file.":
        "Der gewählte Kandidat wird eine behandelte Freigabe dieser Prüfung, beim nächsten Lauf gemacht und ganz "
        "geprüft und in der Prüfdatei gespeichert.",
    "The treatments propose chains for the key variables, riskiest first (recoding, top coding, PRAM, noise, "
    "microaggregation), each ending with local suppression to k; every candidate is audited as a release is, with "
    "every attack, the re-identification measures and utility, until the time budget is spent.":
        "Die Behandlungen schlagen Ketten für die Schlüsselmerkmale vor, das riskanteste zuerst (Umkodierung, "
        "Top-Codierung, PRAM, Rauschen, Mikroaggregation), jede endet mit lokaler Unterdrückung auf k; jeder "
        "Kandidat wird wie eine Freigabe geprüft, mit jedem Angriff, den Reidentifikationsmaßen und dem Nutzen, bis "
        "das Zeitbudget verbraucht ist.",
    "No search yet: choose what to treat and a time budget, then Search the frontier.":
        "Noch keine Suche: wählen Sie, was behandelt wird, und ein Zeitbudget, dann „Die Front suchen“.",
    "No candidate was audited within the budget: give the search more time.":
        "Kein Kandidat wurde im Budget geprüft: geben Sie der Suche mehr Zeit.",
    "Choose a candidate in the search's table (an untreated release is already in the audit).":
        "Wählen Sie einen Kandidaten in der Tabelle der Suche (eine unbehandelte Freigabe ist schon in der Prüfung).",
}
