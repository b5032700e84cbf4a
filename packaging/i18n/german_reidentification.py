"""The German translations of the re-identification texts (the Scenario page's box, the Re-identification
page, their words on the Verdict page), merged into `fill_de.GERMAN`; the terms are fill_de's."""

REIDENTIFICATION: dict[str, str] = {
    "CSV files": "CSV-Dateien",
    "Export the risk register": "Risikoregister exportieren",
    "Re-identification: {stage}": "Re-Identifikation: {stage}",
    "Re-identification: can a person be found in the file by the key variables?":
        "Re-Identifikation: Lässt sich eine Person über die Schlüsselvariablen in der Datei finden?",
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
    "Survey weight: {weight}; household id: {household} (roles on the Data page).":
        "Hochrechnungsgewicht: {weight}; Haushaltskennung: {household} (Rollen auf der Seite Daten).",
    "every record": "jeder Datensatz",
    "sample uniques": "Stichprobenunikate",
    "individual risk above the acceptable risk": "individuelles Risiko über dem vertretbaren",
    "records with a special unique (SUDA)": "Datensätze mit einem speziellen Unikat (SUDA)",
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
    "re-identification by {keys}": "Re-Identifikation über {keys}",
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
    # the intruder's scenario, its release types and the intruder model (issue 31)
    "Also search for the riskiest combinations of the key variables":
        "Zusätzlich die riskantesten Kombinationen der Schlüsselvariablen suchen",
    "Besides the key variables as one set (and each further attacker's set), which are always measured, try "
    "combinations of them and measure the riskiest.":
        "Neben den Schlüsselvariablen als eine Menge (und der Menge jedes weiteren Angreifers), die immer gemessen "
        "werden, Kombinationen davon versuchen und die riskantesten messen.",
    "Release type": "Art der Freigabe",
    "The SDC Practice Guide's release types: a public-use file is judged by k-anonymity, a scientific-use file by "
    "the individual risk.":
        "Die Freigabearten des SDC Practice Guide: Ein Public-Use-File wird nach k-Anonymität beurteilt, ein "
        "Scientific-Use-File nach dem individuellen Risiko.",
    "public-use file: who is in it can be known, k = 3":
        "Public-Use-File: Wer darin ist, kann bekannt sein, k = 3",
    "public-use file, strict: k = 5": "Public-Use-File, streng: k = 5",
    "scientific-use file: a sample whose members are not known, individual risk above 0.05":
        "Scientific-Use-File: eine Stichprobe, deren Mitglieder nicht bekannt sind, individuelles Risiko über 0,05",
    "own thresholds": "eigene Schwellen",
    "What the intruder can know about who is in the file": "Was der Angreifer darüber wissen kann, wer in der Datei ist",
    "who is in the file can be known (a census, a register extract, a clinic's file, a published sample): "
    "prosecutor risk":
        "Wer in der Datei ist, kann bekannt sein (ein Zensus, ein Registerauszug, die Datei einer Klinik, eine "
        "veröffentlichte Stichprobe): Risiko des Anklägers (prosecutor)",
    "a sample whose members are not known: weighted individual risk":
        "eine Stichprobe, deren Mitglieder nicht bekannt sind: gewichtetes individuelles Risiko",
    "The re-identification verdict follows this reading; with a survey weight both readings are shown. Without "
    "one, the prosecutor reading decides.":
        "Die Bewertung der Re-Identifikation folgt dieser Lesart; mit einem Hochrechnungsgewicht werden beide "
        "Lesarten gezeigt. Ohne eines entscheidet die Lesart des Anklägers.",
    "Who is in the file can be known: a record is at risk when fewer than this many records share its key "
    "combination (typically 3 or 5).":
        "Wer in der Datei ist, kann bekannt sein: Ein Datensatz ist gefährdet, wenn weniger als so viele "
        "Datensätze seine Schlüsselkombination teilen (üblich sind 3 oder 5).",
    "An intruder who knows less than the release prints, per numeric key: age=0;18;30;65 (edges), income=10 "
    "(quantile bins), income=round 1000 (rounding) or children=as written. Measured beside the keys as published, "
    "never instead of them.":
        "Ein Angreifer, der weniger weiß, als die Freigabe druckt, je numerischem Schlüssel: age=0;18;30;65 "
        "(Grenzen), income=10 (Quantilsklassen), income=round 1000 (Rundung) oder children=as written. Gemessen "
        "neben den Schlüsseln wie veröffentlicht, nie an ihrer Stelle.",
    "Intruder model: what the intruder knows less precisely":
        "Angreifermodell: was der Angreifer weniger genau weiß",
    "The intruder's scenario": "Szenario des Angreifers",
    "k-anonymity threshold": "Schwelle der k-Anonymität",
    "Intruder model (optional)": "Angreifermodell (optional)",
    "Measured on the key variables (role 'known') and each further attacker's set, counted as published.":
        "Gemessen an den Schlüsselvariablen (Rolle „bekannt“) und der Menge jedes weiteren Angreifers, gezählt "
        "wie veröffentlicht.",
    "Intruder model not changed: {problem}": "Angreifermodell nicht geändert: {problem}",
    "Every key is counted as published (each value of the file its own category). Intruder model: none.":
        "Jeder Schlüssel wird gezählt wie veröffentlicht (jeder Wert der Datei eine eigene Kategorie). "
        "Angreifermodell: keines.",
    "Every key is counted as published, and beside that reading (never instead of it) for an intruder who knows "
    "only: {model}.":
        "Jeder Schlüssel wird gezählt wie veröffentlicht, und neben dieser Lesart (nie an ihrer Stelle) für einen "
        "Angreifer, der nur weiß: {model}.",
    "<b>{file}</b>: {band} · {at_risk} · {uniques} sample uniques, {expected} re-identifications expected (key "
    "variables {keys})":
        "<b>{file}</b>: {band} · {at_risk} · {uniques} Stichprobenunikate, {expected} Re-Identifikationen erwartet "
        "(Schlüsselvariablen {keys})",
    "Keys counted as published; the readings follow the intruder's scenario: {scenario}.":
        "Schlüssel gezählt wie veröffentlicht; die Lesarten folgen dem Szenario des Angreifers: {scenario}.",
    "{file}, if the {model}": "{file}, wenn gilt: {model}",
    "Re-identification by key variables: {told} of {count} readings; the worst, release '{release}' by {keys}: "
    "{at_risk} ({scenario}).":
        "Re-Identifikation über Schlüsselvariablen: {told} von {count} Messungen; die schlechteste, Freigabe "
        "„{release}“ über {keys}: {at_risk} ({scenario}).",
    "Re-identification: an intruder who knows {keys} as published finds {uniques} records of release '{release}' "
    "alone in their key combination; {at_risk} ({band}: {scenario}; Re-identification page).":
        "Re-Identifikation: Wer {keys} wie veröffentlicht kennt, findet {uniques} Datensätze der Freigabe "
        "„{release}“ allein in ihrer Schlüsselkombination; {at_risk} ({band}: {scenario}; Seite "
        "Re-Identifikation).",
}
