"""The German translations of the re-identification texts (the Scenario page's box, the Re-identification
page, their words on the Verdict page), merged into `fill_de.GERMAN`; the terms are fill_de's."""

REIDENTIFICATION: dict[str, str] = {
    "CSV files": "CSV-Dateien",
    "Export the risk register": "Risikoregister exportieren",
    "7  Re-identification": "7  Re-Identifikation",
    "Re-identification: {stage}": "Re-Identifikation: {stage}",
    "Re-identification: can a person be found in the file by the key variables?":
        "Re-Identifikation: Lässt sich eine Person über die Schlüsselvariablen in der Datei finden?",
    "Search for the riskiest combinations of the key variables":
        "Die riskantesten Kombinationen der Schlüsselvariablen suchen",
    "Instead of measuring the key variables as one set (and each further attacker's set), try combinations of "
    "them and measure the riskiest.":
        "Statt die Schlüsselvariablen als eine Menge (und die Menge jedes weiteren Angreifers) zu messen, "
        "Kombinationen davon versuchen und die riskantesten messen.",
    "the sum of the survey weights": "die Summe der Hochrechnungsgewichte",
    "How many people the file was drawn from: the population uniqueness models and DIS-SUDA need it.":
        "Aus wie vielen Personen die Datei gezogen wurde: Die Modelle der Eindeutigkeit in der Grundgesamtheit "
        "und DIS-SUDA brauchen sie.",
    "A record whose chance of being re-identified exceeds this is at risk (0.1: it shares its key combination "
    "with about ten people).":
        "Ein Datensatz, dessen Wahrscheinlichkeit der Re-Identifikation darüber liegt, ist gefährdet (0,1: er "
        "teilt seine Schlüsselkombination mit etwa zehn Personen).",
    "not run": "nicht ausgeführt",
    "SUDA looks for the smallest sets of key variables, of at most this many, that make a record unique.":
        "SUDA sucht die kleinsten Mengen von höchstens so vielen Schlüsselvariablen, die einen Datensatz "
        "eindeutig machen.",
    "Acceptable individual risk": "Vertretbares individuelles Risiko",
    "Largest special unique (SUDA)": "Größtes spezielles Unikat (SUDA)",
    "Key sets named in the audit file: {sets}.": "In der Prüfdatei genannte Schlüsselmengen: {sets}.",
    "Measured on the key variables (role 'known') and each further attacker's set.":
        "Gemessen an den Schlüsselvariablen (Rolle „bekannt“) und der Menge jedes weiteren Angreifers.",
    "Survey weight: {weight}; household id: {household} (roles on the Data page).":
        "Hochrechnungsgewicht: {weight}; Haushaltskennung: {household} (Rollen auf der Seite Daten).",
    "every record": "jeder Datensatz",
    "sample uniques": "Stichprobenunikate",
    "individual risk above the acceptable risk": "individuelles Risiko über dem vertretbaren",
    "records with a special unique (SUDA)": "Datensätze mit einem speziellen Unikat (SUDA)",
    "<b>{file}</b>: {band} · {uniques} sample uniques, {above} records ({share}) above the acceptable risk "
    "{threshold}, {expected} re-identifications expected (key variables {keys})":
        "<b>{file}</b>: {band} · {uniques} Stichprobenunikate, {above} Datensätze ({share}) über dem vertretbaren "
        "Risiko {threshold}, {expected} Re-Identifikationen erwartet (Schlüsselvariablen {keys})",
    "the original": "das Original",
    "Re-identification summary per file": "Zusammenfassung der Re-Identifikation je Datei",
    "Key set shown": "Gezeigte Schlüsselmenge",
    "Measures of the key set, the original beside each release":
        "Maße der Schlüsselmenge, das Original neben jeder Freigabe",
    "records by class size": "Datensätze nach Klassengröße",
    "records by individual risk": "Datensätze nach individuellem Risiko",
    "SUDA: what to recode first": "SUDA: was zuerst umkodieren",
    "File whose register is shown": "Datei, deren Register gezeigt wird",
    "Records shown in the register": "Im Register gezeigte Datensätze",
    "Risk register: one row per record": "Risikoregister: eine Zeile je Datensatz",
    "Export the risk register…": "Risikoregister exportieren…",
    "Writes risk_register.csv: it identifies records, so keep it as confidential as the original":
        "Schreibt risk_register.csv: Es identifiziert Datensätze, halten Sie es so vertraulich wie das Original",
    "File:": "Datei:",
    "Show:": "Zeigen:",
    "Risk register (identifies records: never in a report)":
        "Risikoregister (identifiziert Datensätze: nie in einem Bericht)",
    "Key variables:": "Schlüsselvariablen:",
    "No re-identification measures yet: mark the key variables on the Data page, tick 'Re-identification' on "
    "the Scenario page and run.":
        "Noch keine Maße der Re-Identifikation: Markieren Sie die Schlüsselvariablen auf der Seite Daten, kreuzen "
        "Sie „Re-Identifikation“ auf der Seite Szenario an und führen Sie die Prüfung aus.",
    "The audit measured no key set.": "Die Prüfung hat keine Schlüsselmenge gemessen.",
    "{shown} of {total} records": "{shown} von {total} Datensätzen",
    "survey weight": "Hochrechnungsgewicht",
    "household id": "Haushaltskennung",
    "Re-identification by key variables: {told} of {count} readings; the worst, release '{release}' by {keys}, "
    "has {share} of its records above the acceptable risk {threshold}.":
        "Re-Identifikation über Schlüsselvariablen: {told} von {count} Messungen; die schlechteste, Freigabe "
        "„{release}“ über {keys}, hat {share} ihrer Datensätze über dem vertretbaren Risiko {threshold}.",
    "re-identification by {keys}": "Re-Identifikation über {keys}",
    "Re-identification: an intruder who knows {keys} finds {uniques} records of release '{release}' alone in "
    "their key combination; {above} have an individual risk above {threshold} ({band}; Re-identification page).":
        "Re-Identifikation: Wer {keys} kennt, findet {uniques} Datensätze der Freigabe „{release}“ allein in "
        "ihrer Schlüsselkombination; {above} haben ein individuelles Risiko über {threshold} ({band}; Seite "
        "Re-Identifikation).",
    "5 quantile bins for a numeric key of more than 20 values":
        "5 Quantilsklassen für einen numerischen Schlüssel mit mehr als 20 Werten",
    "How numeric keys are cut, e.g. age=0;18;30;65 (edges), income=10 (quantile bins) or children=as written; the "
    "bins used are named in the results.":
        "Wie numerische Schlüssel eingeteilt werden, z. B. age=0;18;30;65 (Grenzen), income=10 (Quantilsklassen) "
        "oder children=as written; die verwendeten Klassen werden in den Ergebnissen genannt.",
    "Bins of numeric keys": "Klassen numerischer Schlüssel",
    "Bins not changed: {problem}": "Klassen nicht geändert: {problem}",
    "No record of a release has a re-identification risk above the acceptable risk.":
        "Kein Datensatz einer Freigabe hat ein Risiko der Re-Identifikation über dem vertretbaren.",
    "people an attack exposed (the original)": "Personen, die ein Angriff aufgedeckt hat (das Original)",
    "Key sets found by the search ({tried} of {total} combinations tried): the riskiest are measured; recode "
    "first: {recode}":
        "Von der Suche gefundene Schlüsselmengen ({tried} von {total} Kombinationen versucht): Die riskantesten "
        "werden gemessen; zuerst umkodieren: {recode}",
    "Saved re-identification measures not shown": "Gespeicherte Maße der Re-Identifikation nicht gezeigt",
    "they are malformed ({problem}); run the audit again":
        "Sie sind fehlerhaft ({problem}); führen Sie die Prüfung erneut aus",
    "the register is not kept in the audit file: run the audit again to see it":
        "Das Register wird nicht in der Prüfdatei gespeichert: Führen Sie die Prüfung erneut aus, um es zu sehen",
    "Re-identification": "Re-Identifikation",
}
