"""The German translations of the Utility page, the Scenario page's utility box and the risk–utility map's
words (gui/utility_page.py, gui/utility_setup.py, report/risk_utility.py), merged into `fill_de.GERMAN`; the
terms are fill_de's (a release is a Freigabe, a verdict a Bewertung)."""

UTILITY_PAGE: dict[str, str] = {
    # the map's words (context Charts), shared with the Verdict page's What next?
    "No release is both on the risk–utility front and safe: treat the releases (recode, suppress, perturb) and audit "
    "them again before choosing one.":
        "Keine Freigabe liegt zugleich auf der Risiko-Nutzen-Front und ist sicher: Behandeln Sie die Freigaben "
        "(vergröbern, unterdrücken, verrauschen) und prüfen Sie sie erneut, bevor Sie eine wählen.",
    "Of the releases that are safe, '{release}' keeps the most: as faithful as a {percent:.0f} % subsample of the "
    "original, and no other release keeps more at no more risk.":
        "Von den sicheren Freigaben bewahrt '{release}' am meisten: so getreu wie eine Teilstichprobe von "
        "{percent:.0f} % des Originals, und keine andere Freigabe bewahrt mehr bei nicht mehr Risiko.",
    "risk: worst attack ALC, upper end of its 95 % interval":
        "Risiko: schlechtester ALC eines Angriffs, oberes Ende seines 95-%-Intervalls",
    "utility: as faithful as this share of the original": "Nutzen: so getreu wie dieser Anteil des Originals",
    "publish nothing": "nichts veröffentlichen",
    "the front": "die Front",
    "Utility": "Nutzen",
    # the section's declared fields (context Settings)
    "How many people of the population a record stands for: the officer's indicators and regression are weighted "
    "by it.":
        "Wie viele Personen der Grundgesamtheit ein Datensatz vertritt: die Indikatoren und die Regression der "
        "Fachstelle werden damit gewichtet.",
    "Bins of a continuous variable": "Klassen einer stetigen Variable",
    "Quantile bins of the original a continuous variable is cut into for its distribution and its pairs.":
        "Quantilklassen des Originals, in die eine stetige Variable für ihre Verteilung und ihre Paare geteilt wird.",
    "Propensity model": "Propensity-Modell",
    "logistic": "logistisch",
    "tree": "Baum",
    "The classifier that tries to tell the release from the original (pMSE, SPECKS): logistic sees each variable's "
    "distribution, tree also links between variables, at ten times the time.":
        "Der Klassifikator, der die Freigabe vom Original zu unterscheiden versucht (pMSE, SPECKS): logistisch sieht "
        "die Verteilung jeder Variable, der Baum auch Zusammenhänge zwischen Variablen, bei zehnfacher Rechenzeit.",
    "Columns per marginal": "Spalten je Randverteilung",
    "The k of the k-marginal score: how many variables are compared together.":
        "Das k des k-Marginal-Werts: wie viele Variablen gemeinsam verglichen werden.",
    "Rows the propensity model sees": "Zeilen, die das Propensity-Modell sieht",
    "Of each table, a seeded random sample of at most this many rows (the result says when it sampled).":
        "Von jeder Tabelle eine Zufallsstichprobe (mit Startwert) von höchstens so vielen Zeilen (das Ergebnis sagt, "
        "wann sie gezogen wurde).",
    # the Scenario page's box
    "Utility: what is each release still good for?": "Nutzen: wozu taugt jede Freigabe noch?",
    "Each release is compared with the original, variable by variable, pair by pair and as a whole, and every score "
    "is read as the random subsample of the original that would be as faithful. The Utility page then weighs it "
    "against the verdict on the risk–utility map.":
        "Jede Freigabe wird mit dem Original verglichen, Variable für Variable, Paar für Paar und als Ganzes, und "
        "jeder Wert wird als die Zufallsteilstichprobe des Originals gelesen, die ebenso getreu wäre. Die Seite "
        "Nutzen wägt ihn dann auf der Risiko-Nutzen-Karte gegen die Bewertung ab.",
    "Survey weight column": "Spalte des Hochrechnungsfaktors",
    "the re-identification section's weight, else none": "das Gewicht des Re-Identifikations-Abschnitts, sonst keines",
    "Releases whose row i was made from row i of the original (labels, separated by commas): their changed values "
    "and IL1s are measured.":
        "Freigaben, deren Zeile i aus Zeile i des Originals entstand (Namen, durch Kommas getrennt): ihre geänderten "
        "Werte und IL1s werden gemessen.",
    "Survey weight": "Hochrechnungsfaktor",
    "The officer's analyses": "Die Analysen der Fachstelle",
    "{count} in the audit file (a regression or indicator each)":
        "{count} in der Prüfungsdatei (je eine Regression oder ein Indikator)",
    "none: write them in the audit file's utility section":
        "keine: tragen Sie sie in den Nutzen-Abschnitt der Prüfungsdatei ein",
    # the Utility page
    "Utility (pairs of variables)": "Nutzen (Variablenpaare)",
    "On the front": "Auf der Front",
    "Variables' distance": "Abstand der Variablen",
    "Pairs' distance": "Abstand der Paare",
    "pMSE ratio (SPECKS)": "pMSE-Verhältnis (SPECKS)",
    "k-marginal score": "k-Marginal-Wert",
    "IL1s": "IL1s",
    "Variable": "Variable",
    "Distance": "Abstand",
    "Changed": "Geändert",
    "Categories lost": "Verlorene Kategorien",
    "Variables": "Variablen",
    "Total variation": "Totalvariation",
    "Association": "Zusammenhang",
    "Original": "Original",
    "no": "nein",
    "categorical": "kategorial",
    "continuous": "stetig",
    "correlation": "Korrelation",
    "Cramér's V": "Cramérs V",
    "less faithful than a {percent} subsample": "weniger getreu als eine Teilstichprobe von {percent}",
    "more faithful than a {percent} subsample": "getreuer als eine Teilstichprobe von {percent}",
    "as faithful as a {percent} subsample ({low} to {high})":
        "so getreu wie eine Teilstichprobe von {percent} ({low} bis {high})",
    "not measured": "nicht gemessen",
    "the map needs the verdict and the utility measures": "die Karte braucht die Bewertung und die Nutzenmaße",
    "Which release to consider first": "Welche Freigabe zuerst zu erwägen ist",
    "Utility of each release, with its verdict and place on the map":
        "Nutzen jeder Freigabe, mit ihrer Bewertung und ihrem Platz auf der Karte",
    "Risk–utility map": "Risiko-Nutzen-Karte",
    "Utility: the random subsample of the original that would be as faithful as the release, by the total variation "
    "of its pairs of variables (how well it keeps what variables say about each other). Risk: the worst attack's "
    "ALC at the upper end of its 95 % interval. A release is on the front when no other keeps more at no more risk.":
        "Nutzen: die Zufallsteilstichprobe des Originals, die so getreu wäre wie die Freigabe, gemessen an der "
        "Totalvariation ihrer Variablenpaare (wie gut sie bewahrt, was Variablen übereinander sagen). Risiko: der ALC "
        "des schlechtesten Angriffs am oberen Ende seines 95-%-Intervalls. Eine Freigabe liegt auf der Front, wenn "
        "keine andere mehr bei nicht mehr Risiko bewahrt.",
    "The chosen release's variables": "Die Variablen der gewählten Freigabe",
    "The chosen release's pairs furthest from the original's":
        "Die Paare der gewählten Freigabe, die am weitesten von denen des Originals abweichen",
    "No utility measured yet: tick 'Utility' on the Scenario page (or give the audit file a utility section) and "
    "run. Each release is then compared with the original, and placed on the risk–utility map beside its verdict.":
        "Noch kein Nutzen gemessen: Kreuzen Sie auf der Seite Szenario 'Nutzen' an (oder geben Sie der Prüfungsdatei "
        "einen Nutzen-Abschnitt) und führen Sie die Prüfung aus. Jede Freigabe wird dann mit dem Original verglichen "
        "und neben ihrer Bewertung auf die Risiko-Nutzen-Karte gesetzt.",
    "<b>The audit is running:</b> the map is drawn once its verdict is final.":
        "<b>Die Prüfung läuft:</b> die Karte wird gezeichnet, sobald ihre Bewertung feststeht.",
    "<b>No verdict to weigh the utility against:</b> the audit ran no attack and measured no key set, so the "
    "releases are not placed on the risk–utility map.":
        "<b>Keine Bewertung, gegen die der Nutzen abzuwägen wäre:</b> die Prüfung hat keinen Angriff ausgeführt und "
        "keine Schlüsselmenge gemessen, daher stehen die Freigaben nicht auf der Risiko-Nutzen-Karte.",
    "Release '{release}': {rows} rows; pairs {pairs}": "Freigabe '{release}': {rows} Zeilen; Paare {pairs}",
    "{measured} of {total} pairs measured.": "{measured} von {total} Paaren gemessen.",
    # the Verdict page
    "<b>What next?</b>": "<b>Wie weiter?</b>",
    "{advice} The Utility page shows every release on the risk–utility map.":
        "{advice} Die Seite Nutzen zeigt jede Freigabe auf der Risiko-Nutzen-Karte.",
    "Analysis": "Analyse",
    "Term": "Term",
    "Original [95 % interval]": "Original [95-%-Intervall]",
    "Release [95 % interval]": "Freigabe [95-%-Intervall]",
    "Bias": "Verzerrung",
    "Interval overlap": "Intervallüberlappung",
    "Note": "Hinweis",
    "The officer's analyses on the original and the chosen release":
        "Die Analysen der Fachstelle auf dem Original und der gewählten Freigabe",
    "{value} [{low}, {high}]": "{value} [{low}; {high}]",
}
