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

    # -- the first-party treatments' notes (plugins/treatments) ----------------------------------------------
    # the cells a perturbative treatment left alone
    "{count} generalized cell": "{count} vergröberte Zelle",
    "{count} generalized cells": "{count} vergröberte Zellen",
    "{count} missing value": "{count} fehlender Wert",
    "{count} missing values": "{count} fehlende Werte",
    "{column}: {what} and {how} left as written": "{column}: {what} und {how} unverändert gelassen",
    "{column}: {what} left as written": "{column}: {what} unverändert gelassen",
    # microaggregation
    "MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} "
    "records; each value replaced by its group's median":
        "MDAV-Mikroaggregation von {columns} (standardisiert), k = {k}: {groups:,} Gruppen von {smallest} bis "
        "{largest} Datensätzen; jeder Wert durch den Median seiner Gruppe ersetzt",
    "MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} "
    "records; each value replaced by its group's mean":
        "MDAV-Mikroaggregation von {columns} (standardisiert), k = {k}: {groups:,} Gruppen von {smallest} bis "
        "{largest} Datensätzen; jeder Wert durch den Mittelwert seiner Gruppe ersetzt",
    "kept: every published value of these columns is shared by at least {k} records; not kept: the spread within "
    "each group (variances shrink) and the exact values of outliers":
        "erhalten: Jeden veröffentlichten Wert dieser Spalten teilen mindestens {k} Datensätze; nicht erhalten: die "
        "Streuung innerhalb jeder Gruppe (die Varianzen schrumpfen) und die genauen Werte von Ausreißern",
    "kept exactly: each column's mean; kept: every published value of these columns is shared by at least {k} "
    "records; not kept: the spread within each group (variances shrink) and the exact values of outliers":
        "genau erhalten: der Mittelwert jeder Spalte; erhalten: Jeden veröffentlichten Wert dieser Spalten teilen "
        "mindestens {k} Datensätze; nicht erhalten: die Streuung innerhalb jeder Gruppe (die Varianzen schrumpfen) "
        "und die genauen Werte von Ausreißern",
    "{count:,} record with no number in some of these columns grouped among records with numbers in the same "
    "columns":
        "{count:,} Datensatz ohne Zahl in einigen dieser Spalten unter Datensätze mit Zahlen in denselben Spalten "
        "gruppiert",
    "{count:,} records with no number in some of these columns grouped among records with numbers in the same "
    "columns":
        "{count:,} Datensätze ohne Zahl in einigen dieser Spalten unter Datensätze mit Zahlen in denselben Spalten "
        "gruppiert",
    "{count:,} record whose pattern of numbers fewer than {k} records share joined the nearest group":
        "{count:,} Datensatz, dessen Muster von Zahlen weniger als {k} Datensätze teilen, der nächsten Gruppe "
        "zugeschlagen",
    "{count:,} records whose pattern of numbers fewer than {k} records share joined the nearest group":
        "{count:,} Datensätze, deren Muster von Zahlen weniger als {k} Datensätze teilen, der nächsten Gruppe "
        "zugeschlagen",
    "{count:,} cell emptied: the group held fewer than {k} numbers in that column":
        "{count:,} Zelle geleert: Die Gruppe hielt in dieser Spalte weniger als {k} Zahlen",
    "{count:,} cells emptied: the group held fewer than {k} numbers in that column":
        "{count:,} Zellen geleert: Die Gruppe hielt in dieser Spalte weniger als {k} Zahlen",
    # additive and correlated noise
    "{column} ± {spread:,.4g}": "{column} ± {spread:,.4g}",
    "correlated noise on {columns}, noise standard deviations {how}":
        "korreliertes Rauschen auf {columns}, Standardabweichungen des Rauschens {how}",
    "additive noise on {columns}, noise standard deviations {how}":
        "additives Rauschen auf {columns}, Standardabweichungen des Rauschens {how}",
    "{column}: {count:,} value became negative (the column had none): bottom-code it at 0 if a negative {column} "
    "cannot be":
        "{column}: {count:,} Wert wurde negativ (die Spalte hatte keinen): Begrenzen Sie sie mit Bottom-Codierung "
        "bei 0, wenn {column} nicht negativ sein kann",
    "{column}: {count:,} values became negative (the column had none): bottom-code it at 0 if a negative {column} "
    "cannot be":
        "{column}: {count:,} Werte wurden negativ (die Spalte hatte keine): Begrenzen Sie sie mit Bottom-Codierung "
        "bei 0, wenn {column} nicht negativ sein kann",
    "kept in expectation: each column's mean; grown: each variance, by the factor {grown:.4g}; shrunk: "
    "correlations between the treated columns, by the factor {shrunk:.4g}":
        "im Erwartungswert erhalten: der Mittelwert jeder Spalte; gewachsen: jede Varianz, um den Faktor "
        "{grown:.4g}; geschrumpft: die Korrelationen zwischen den behandelten Spalten, um den Faktor {shrunk:.4g}",
    "kept in expectation: the means, variances and covariances (each noisy value x + e became {shrink:.4g} (x + e) "
    "+ {rest:.4g} × its column's mean)":
        "im Erwartungswert erhalten: die Mittelwerte, Varianzen und Kovarianzen (jeder verrauschte Wert x + e wurde "
        "zu {shrink:.4g} (x + e) + {rest:.4g} × dem Mittelwert seiner Spalte)",
    "kept in expectation: the means and the correlations; grown: variances and covariances, by the factor "
    "{grown:.4g}":
        "im Erwartungswert erhalten: die Mittelwerte und die Korrelationen; gewachsen: Varianzen und Kovarianzen, "
        "um den Faktor {grown:.4g}",
    # PRAM
    "{column}: no category to change (every cell missing or generalized)":
        "{column}: keine Kategorie zu ändern (jede Zelle fehlend oder vergröbert)",
    "{column}: {changed:,} of {total:,} values changed ({share:.1%})":
        "{column}: {changed:,} von {total:,} Werten geändert ({share:.1%})",
    "every value kept with a chance of at least {smallest:.0%}":
        "jeder Wert mit einer Wahrscheinlichkeit von mindestens {smallest:.0%} behalten",
    "PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}), within each group of "
    "{strata}: {how}":
        "PRAM auf {columns} (Diagonale des ersten Schritts von {diagonal:g} bis 1, alpha {alpha:g}), innerhalb "
        "jeder Gruppe von {strata}: {how}",
    "PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}): {how}":
        "PRAM auf {columns} (Diagonale des ersten Schritts von {diagonal:g} bis 1, alpha {alpha:g}): {how}",
    "kept in expectation: each column's category counts within each group (an invariant matrix); not kept: the "
    "cross-tables of a changed column with any other column; missing values and generalized cells left as written":
        "im Erwartungswert erhalten: die Häufigkeiten der Kategorien jeder Spalte innerhalb jeder Gruppe (eine "
        "invariante Matrix); nicht erhalten: die Kreuztabellen einer geänderten Spalte mit jeder anderen Spalte; "
        "fehlende Werte und vergröberte Zellen unverändert gelassen",
    "kept in expectation: each column's category counts (an invariant matrix); not kept: the cross-tables of a "
    "changed column with any other column; missing values and generalized cells left as written":
        "im Erwartungswert erhalten: die Häufigkeiten der Kategorien jeder Spalte (eine invariante Matrix); nicht "
        "erhalten: die Kreuztabellen einer geänderten Spalte mit jeder anderen Spalte; fehlende Werte und "
        "vergröberte Zellen unverändert gelassen",
    # global recoding
    "{column}: {values} distinct values written as {bands} bands ({lowest} to {highest})":
        "{column}: {values} verschiedene Werte als {bands} Intervalle geschrieben ({lowest} bis {highest})",
    "{column}: {values} distinct values written as {bands} bands":
        "{column}: {values} verschiedene Werte als {bands} Intervalle geschrieben",
    "{column}: {count} cells already banded across two of the new bands were kept as they were (no finer than the "
    "new bands)":
        "{column}: {count} Zellen, die schon in Intervalle über zwei der neuen Intervalle hinweg eingeteilt waren, "
        "blieben, wie sie waren (nicht feiner als die neuen Intervalle)",
    "{column}: {count} missing values stay empty; AnonGuard reads an empty cell of a generalized column as "
    "suppressed (any value)":
        "{column}: {count} fehlende Werte bleiben leer; AnonGuard liest eine leere Zelle einer vergröberten Spalte "
        "als unterdrückt (jeder Wert)",
    "{column}: {count} categories merged, {suppressed} suppressed; {records} records changed":
        "{column}: {count} Kategorien zusammengelegt, {suppressed} unterdrückt; {records} Datensätze geändert",
    "{column}: {count} categories merged; {records} records changed":
        "{column}: {count} Kategorien zusammengelegt; {records} Datensätze geändert",
    "{column}: {count} categories recoded to the hierarchy's level ({groups} groups), {suppressed} suppressed; "
    "{records} records changed":
        "{column}: {count} Kategorien auf die Ebene der Hierarchie umkodiert ({groups} Gruppen), {suppressed} "
        "unterdrückt; {records} Datensätze geändert",
    "{column}: {count} categories recoded to the hierarchy's level ({groups} groups); {records} records changed":
        "{column}: {count} Kategorien auf die Ebene der Hierarchie umkodiert ({groups} Gruppen); {records} "
        "Datensätze geändert",
    "{column}: groups written as labels ({labels}); tell the audit what each stands for (--hierarchy COLUMN=FILE, "
    "or the Data page's Recodes), or AnonGuard reads them as new values":
        "{column}: Gruppen als Namen geschrieben ({labels}); sagen Sie der Prüfung, wofür jeder steht (--hierarchy "
        "COLUMN=FILE oder die Umkodierungen der Seite Daten), sonst liest AnonGuard sie als neue Werte",
    # rounding
    "{column}: {changed} of {count} values rounded to multiples of {base} ({method}); largest change {largest}, "
    "mean change {mean:+.3g}":
        "{column}: {changed} von {count} Werten auf Vielfache von {base} gerundet ({method}); größte Änderung "
        "{largest}, mittlere Änderung {mean:+.3g}",
    "{column}: {count} banded cells kept as they were (a band is no finer than a rounded value)":
        "{column}: {count} Intervallzellen blieben, wie sie waren (ein Intervall ist nicht feiner als ein "
        "gerundeter Wert)",
    # local suppression
    "a blank cell matching any value": "eine leere Zelle passt zu jedem Wert",
    "a blank cell counting as a value of its own": "eine leere Zelle zählt als eigener Wert",
    "every combination of {keys} already holds at least {k} records ({how}): nothing suppressed":
        "jede Kombination von {keys} hat schon mindestens {k} Datensätze ({how}): nichts unterdrückt",
    "{count} key cells suppressed ({share:.1%} of the {cells} key cells): {detail}":
        "{count} Schlüsselzellen unterdrückt ({share:.1%} der {cells} Schlüsselzellen): {detail}",
    "{count} of {records} records have a cell suppressed":
        "{count} von {records} Datensätzen haben eine unterdrückte Zelle",
    "every combination of {keys} now holds at least {k} records (the smallest {smallest}; {how})":
        "jede Kombination von {keys} hat jetzt mindestens {k} Datensätze (die kleinste hat {smallest}; {how})",
    "{count} key cells were missing or suppressed before ({how} too)":
        "{count} Schlüsselzellen fehlten schon vorher oder waren unterdrückt (auch hier: {how})",
    # top and bottom coding
    "the top value": "der obere Wert",
    "the bottom value": "der untere Wert",
    "the {quantile:g} quantile": "das {quantile:g}-Quantil",
    "{how}, stricter than the {quantile:g} quantile {threshold}":
        "{how}, strenger als das {quantile:g}-Quantil {threshold}",
    "{how}, stricter than the top value {threshold}": "{how}, strenger als der obere Wert {threshold}",
    "{how}, stricter than the bottom value {threshold}": "{how}, strenger als der untere Wert {threshold}",
    "{column}: no value at or above {threshold} ({how})": "{column}: kein Wert bei oder über {threshold} ({how})",
    "{column}: no value at or below {threshold} ({how})": "{column}: kein Wert bei oder unter {threshold} ({how})",
    "{column}: {count} values at or above {threshold} written as '>={threshold}' (top code: {how})":
        "{column}: {count} Werte bei oder über {threshold} als '>={threshold}' geschrieben (Top-Codierung: {how})",
    "{column}: {count} values at or above {threshold} written as the value {threshold} (top code: {how})":
        "{column}: {count} Werte bei oder über {threshold} als der Wert {threshold} geschrieben (Top-Codierung: "
        "{how})",
    "{column}: {count} values at or below {threshold} written as '<={threshold}' (bottom code: {how})":
        "{column}: {count} Werte bei oder unter {threshold} als '<={threshold}' geschrieben (Bottom-Codierung: "
        "{how})",
    "{column}: {count} values at or below {threshold} written as the value {threshold} (bottom code: {how})":
        "{column}: {count} Werte bei oder unter {threshold} als der Wert {threshold} geschrieben "
        "(Bottom-Codierung: {how})",
    # -- a chain that failed, and the frontier search (engine/treatment/search.py, report/frontier.py) -----------
    "treated release {release!r}: {problem}": "behandelte Freigabe {release!r}: {problem}",
    "treated release {release!r} left out: {problem}": "behandelte Freigabe {release!r} ausgelassen: {problem}",
    "treatment {treatment!r} proposed nothing: {error}": "Behandlung {treatment!r} schlug nichts vor: {error}",
    "the search ends every chain with a treatment that brings the key variables to k (local suppression), and none "
    "is installed or proposes anything for key variables {keys}":
        "die Suche beendet jede Kette mit einer Behandlung, die die Schlüsselmerkmale auf k bringt (lokale "
        "Unterdrückung), und keine ist installiert oder schlägt etwas für die Schlüsselmerkmale {keys} vor",
    "the search ends every chain with a treatment that brings the key variables to k (local suppression), and none "
    "is installed":
        "die Suche beendet jede Kette mit einer Behandlung, die die Schlüsselmerkmale auf k bringt (lokale "
        "Unterdrückung), und keine ist installiert",
    "the search needs a time budget above 0 seconds": "die Suche braucht ein Zeitbudget über 0 Sekunden",
    "search: reading the tables to treat": "Suche: die zu behandelnden Tabellen werden gelesen",
    "search: auditing {count} candidates ({done} of {total} so far)":
        "Suche: {count} Kandidaten werden geprüft ({done} von {total} bisher)",
    "No candidate the search audited is both safe on every reading and on the front: widen the budget, or treat by "
    "hand (stronger recoding, perturbation of the sensitive variables).":
        "Kein Kandidat, den die Suche geprüft hat, ist in jeder Messung sicher und zugleich auf der Front: geben Sie "
        "mehr Zeit, oder behandeln Sie von Hand (stärkere Umkodierung, Störung der sensiblen Merkmale).",
    "Consider '{release}' first: safe on every reading, as faithful as a {percent:.0f} % subsample of the "
    "original, and no release audited keeps more at no more risk. Its chain: {chain}.":
        "Erwägen Sie zuerst '{release}': in jeder Messung sicher, so getreu wie eine Teilstichprobe von "
        "{percent:.0f} % des Originals, und keine geprüfte Freigabe bewahrt mehr bei nicht mehr Risiko. Ihre "
        "Kette: {chain}.",
    # -- the swap treatment (plugins/anonymizers) and the treated file's format (anonguard/data/writers.py) -----
    "{columns}: {rows} of {total} rows swapped within each column ({share:.0%})":
        "{columns}: {rows} von {total} Zeilen innerhalb jeder Spalte vertauscht ({share:.0%})",
    "written as CSV, since it could not be written as {format} like {source} ({reason})":
        "als CSV geschrieben, da sie nicht als {format} wie {source} geschrieben werden konnte ({reason})",
    "{path}: written as an {suffix} workbook without macros ({source}'s macros are not copied into a treated "
    "release)":
        "{path}: als {suffix}-Arbeitsmappe ohne Makros geschrieben (die Makros von {source} werden nicht in eine "
        "behandelte Freigabe übernommen)",
    "written in UTF-8, not {encoding} like {source}: it holds {text!r}, which {encoding} cannot write":
        "in UTF-8 geschrieben, nicht in {encoding} wie {source}: sie enthält {text!r}, was {encoding} nicht "
        "schreiben kann",
    "written with commas in UTF-8: {source} could not be looked at again to see how it is written ({reason})":
        "mit Kommas in UTF-8 geschrieben: {source} konnte nicht erneut angesehen werden, um zu sehen, wie sie "
        "geschrieben ist ({reason})",
    "written without {source}'s value and variable labels, which could not be read again ({reason})":
        "ohne die Wert- und Variablenlabels von {source} geschrieben, die nicht erneut gelesen werden konnten "
        "({reason})",
}
