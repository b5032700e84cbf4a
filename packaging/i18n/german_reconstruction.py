"""The German translations of the reconstruction's messages (engine/reconstruction, plugins/reconstruction), merged
into `fill_de.GERMAN`; the terms are fill_de's (a release is a Freigabe), a published table a veröffentlichte
Tabelle, a geographic unit a Gebietseinheit."""

RECONSTRUCTION: dict[str, str] = {
    "release {release!r} names {count} folders of published tables; put all its tables in one folder, under one "
    "manifest":
        "die Freigabe {release!r} nennt {count} Ordner veröffentlichter Tabellen; legen Sie alle ihre Tabellen in "
        "einen Ordner, unter eine Beschreibungsdatei",
    "reconstruction: rebuilding the people of {release}": "Rekonstruktion: die Personen von {release} werden "
                                                          "wiederhergestellt",
    "reconstruction: done": "Rekonstruktion: fertig",
    "no reconstruction attack is installed (the first-party one is the anonguard-reconstruction plugin)":
        "kein Rekonstruktionsangriff ist installiert (der mitgelieferte ist das Plugin anonguard-reconstruction)",
    "the original has no column {column!r}: the reconstruction is not compared with it":
        "das Original hat keine Spalte {column!r}: die Rekonstruktion wird nicht mit ihm verglichen",
    "no answer fits the published cells of {count} unit(s) ({units})":
        "keine Lösung passt zu den veröffentlichten Zellen von {count} Gebietseinheit(en) ({units})",
    "no answer was found in time for {count} unit(s) ({units})":
        "für {count} Gebietseinheit(en) wurde rechtzeitig keine Lösung gefunden ({units})",
    "nothing bounds how many people {count} unit(s) hold ({units}): their tables have suppressed cells without a "
    "declared threshold and no published total; declare suppressed_below in the manifest":
        "nichts begrenzt, wie viele Personen {count} Gebietseinheit(en) umfassen ({units}): ihre Tabellen haben "
        "gesperrte Zellen ohne angegebene Schwelle und keine veröffentlichte Summe; geben Sie suppressed_below in "
        "der Beschreibungsdatei an",

    # -- the window: published tables on the Data page, the Reconstruction page (gui/reconstruction_page.py) ------
    "Add published tables…": "Veröffentlichte Tabellen hinzufügen…",
    "A folder of published count tables with its tables.json or tables.toml: the audit rebuilds the people behind "
    "the counts and measures what that gives away (Reconstruction page).":
        "Ein Ordner veröffentlichter Häufigkeitstabellen mit seiner tables.json oder tables.toml: Die Prüfung stellt "
        "die Personen hinter den Zählungen wieder her und misst, was das preisgibt (Seite Rekonstruktion).",
    "{release}: {name} ({tables} published tables, {units} units)":
        "{release}: {name} ({tables} veröffentlichte Tabellen, {units} Gebietseinheiten)",
    "noise of scale {scale}": "Rauschen der Skala {scale}",
    "rounded to {base}": "auf {base} gerundet",
    "exact": "genau",
    "Published table": "Veröffentlichte Tabelle",
    "Counts by": "Zählt nach",
    "Cells": "Zellen",
    "Suppressed": "Gesperrt",
    "Counts": "Zählungen",
    "Add a folder of published tables (with its tables.json or tables.toml)":
        "Einen Ordner veröffentlichter Tabellen hinzufügen (mit seiner tables.json oder tables.toml)",
    "Add published &tables…": "Veröffentlichte &Tabellen hinzufügen…",
    "Add a folder of published count tables (with its tables.json or tables.toml)":
        "Einen Ordner veröffentlichter Häufigkeitstabellen hinzufügen (mit seiner tables.json oder tables.toml)",
    "Reconstruction": "Rekonstruktion",
    "Release of published tables": "Freigabe veröffentlichter Tabellen",
    "The reconstruction in plain words": "Die Rekonstruktion in einfachen Worten",
    "What was reconstructed": "Was rekonstruiert wurde",
    "Each unit by its people and how far another answer could differ":
        "Jede Gebietseinheit nach ihren Personen und danach, wie weit eine andere Lösung abweichen könnte",
    "Per-unit uniqueness": "Eindeutigkeit je Gebietseinheit",
    "Each point is a unit: its people, and the most people by which another set of people fitting its cells could "
    "differ. On the bottom line: determined by the tables.":
        "Jeder Punkt ist eine Gebietseinheit: ihre Personen und um wie viele Personen eine andere, zu ihren Zellen "
        "passende Menge von Personen höchstens abweichen könnte. Auf der untersten Linie: durch die Tabellen bestimmt.",
    "Sensitive variable guessed": "Geratene sensible Variable",
    "Guesses through the reconstruction beside the baselines'":
        "Raten über die Rekonstruktion neben dem Raten der Basismodelle",
    "Units the tables do not determine": "Gebietseinheiten, die die Tabellen nicht bestimmen",
    "Release:": "Freigabe:",
    "Nothing reconstructed yet. Add a folder of published count tables as a release on the Data page (Add "
    "published tables…: the folder with its tables.json or tables.toml) and run the audit: the people behind the "
    "counts are rebuilt unit by unit, and what that gives away is shown here.":
        "Noch nichts rekonstruiert. Fügen Sie auf der Seite Daten einen Ordner veröffentlichter Häufigkeitstabellen "
        "als Freigabe hinzu (Veröffentlichte Tabellen hinzufügen…: der Ordner mit seiner tables.json oder "
        "tables.toml) und starten Sie die Prüfung: Die Personen hinter den Zählungen werden Einheit für Einheit "
        "wiederhergestellt, und was das preisgibt, steht hier.",
    "Units the tables do not determine ({count})": "Gebietseinheiten, die die Tabellen nicht bestimmen ({count})",
    "Guesses: the original has none of the tables' variables to compare":
        "Raten: Das Original hat keine der Variablen der Tabellen zum Vergleich",
    "everyone": "alle",
    "non-modal people in determined units": "nicht modal, in bestimmten Einheiten",
    "people in determined units": "Personen in bestimmten Einheiten",
    "people in other units": "Personen in anderen Einheiten",
    "modal people": "modale Personen",
    "non-modal people": "nicht modale Personen",
    "other answers fit": "andere Lösungen passen",
    "no answer fits its cells": "keine Lösung passt zu ihren Zellen",
    "no answer in time": "keine Lösung in der Zeit",
    "open: nothing bounds its size": "offen: nichts begrenzt ihre Größe",
    "Published tables": "Veröffentlichte Tabellen",
    "Person types": "Personentypen",
    "Combinations of one category of every variable the tables count by ({variables}): the kinds of person a "
    "unit's people are rebuilt as.":
        "Kombinationen aus je einer Ausprägung jeder Variable, nach der die Tabellen zählen ({variables}): die Arten "
        "von Personen, als die die Personen einer Einheit wiederhergestellt werden.",
    "Units determined": "Bestimmte Gebietseinheiten",
    "{unique} of {total}": "{unique} von {total}",
    "Proven: no other set of people fits the unit's published cells, so its people are known from the tables alone.":
        "Bewiesen: Keine andere Menge von Personen passt zu den veröffentlichten Zellen der Einheit, ihre Personen "
        "sind also allein aus den Tabellen bekannt.",
    "People in them": "Personen darin",
    "People reconstructed in determined units, of all people reconstructed.":
        "In bestimmten Einheiten rekonstruierte Personen, von allen rekonstruierten Personen.",
    "Matched exactly": "Genau getroffen",
    "Of the original's people, the share a reconstructed person matches on every variable.":
        "Der Anteil der Personen des Originals, den eine rekonstruierte Person in jeder Variable trifft.",
    "Within one band": "Bis auf eine Gruppe",
    "The same, allowing {variable} one band either way.":
        "Dasselbe, wobei {variable} um eine Gruppe nach oben oder unten abweichen darf.",
    "{attack} ({seconds} s)": "{attack} ({seconds} s)",
    "The reconstruction attack and how long it took.": "Der Rekonstruktionsangriff und wie lange er dauerte.",
    "Guessing {sensitive} from {keys}": "{sensitive} aus {keys} raten",
    "the unit": "der Gebietseinheit",
    "{precision} [{low}, {high}]": "{precision} [{low}, {high}]",
    "People": "Personen",
    "How many": "Anzahl",
    "Guessed": "Geraten",
    "Non-member baseline": "Nichtmitglieder-Basismodell",
    "ALC against the non-member baseline: {alc} (0: the reconstruction guesses no better than someone who never "
    "saw the tables; 1: right wherever the baseline is not).":
        "ALC gegenüber dem Nichtmitglieder-Basismodell: {alc} (0: Die Rekonstruktion rät nicht besser als jemand, der "
        "die Tabellen nie gesehen hat; 1: richtig überall dort, wo das Basismodell es nicht ist).",
    "Unit": "Gebietseinheit",
    "Why not determined": "Warum nicht bestimmt",
    "At most": "Höchstens",
    # -- the reading in plain words (report/reconstruction_presenter.py), the window's words for it ---------------
    "The published table of '{release}' determines the people of {unique} of {total} units ({determined:,} of "
    "{people:,} people reconstructed): no other set of people fits their cells.":
        "Die veröffentlichte Tabelle von '{release}' bestimmt die Personen von {unique} von {total} Gebietseinheiten "
        "({determined:,} von {people:,} rekonstruierten Personen): Keine andere Menge von Personen passt zu ihren "
        "Zellen.",
    "The {tables} published tables of '{release}' determine the people of {unique} of {total} units ({determined:,} "
    "of {people:,} people reconstructed): no other set of people fits their cells.":
        "Die {tables} veröffentlichten Tabellen von '{release}' bestimmen die Personen von {unique} von {total} "
        "Gebietseinheiten ({determined:,} von {people:,} rekonstruierten Personen): Keine andere Menge von Personen "
        "passt zu ihren Zellen.",
    "The published table of '{release}' determines none of its {total} units ({people:,} people reconstructed).":
        "Die veröffentlichte Tabelle von '{release}' bestimmt keine ihrer {total} Gebietseinheiten ({people:,} "
        "rekonstruierte Personen).",
    "The {tables} published tables of '{release}' determine none of its {total} units ({people:,} people "
    "reconstructed).":
        "Die {tables} veröffentlichten Tabellen von '{release}' bestimmen keine ihrer {total} Gebietseinheiten "
        "({people:,} rekonstruierte Personen).",
    "The reconstruction matches {exact:.1%} of the original's {people:,} people exactly, {within:.1%} within one "
    "{ordered} band.":
        "Die Rekonstruktion trifft {exact:.1%} der {people:,} Personen des Originals genau, {within:.1%} bis auf eine "
        "Gruppe von {ordered}.",
    "The reconstruction matches {exact:.1%} of the original's {people:,} people exactly.":
        "Die Rekonstruktion trifft {exact:.1%} der {people:,} Personen des Originals genau.",
    "Guessing {sensitive} from {keys}, neither the reconstruction nor the modal value of the published tables makes "
    "a guess.":
        "Beim Raten von {sensitive} aus {keys} rät weder die Rekonstruktion noch der häufigste Wert der "
        "veröffentlichten Tabellen.",
    "Guessing {sensitive} from {keys}, the reconstruction makes no guess; the modal value of the published tables "
    "is right for {modal:.1%}.":
        "Beim Raten von {sensitive} aus {keys} rät die Rekonstruktion nicht; der häufigste Wert der veröffentlichten "
        "Tabellen ist für {modal:.1%} richtig.",
    "Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses; the published "
    "tables give no modal value to guess with.":
        "Beim Raten von {sensitive} aus {keys} liegt die Rekonstruktion bei {rebuilt:.1%} ihrer Vermutungen richtig; "
        "die veröffentlichten Tabellen geben keinen häufigsten Wert zum Raten her.",
    "Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses, the modal "
    "value of the published tables for {modal:.1%}.":
        "Beim Raten von {sensitive} aus {keys} liegt die Rekonstruktion bei {rebuilt:.1%} ihrer Vermutungen richtig, "
        "der häufigste Wert der veröffentlichten Tabellen bei {modal:.1%}.",
    "For the {people:,} people who do not hold their unit's modal value, in units the tables determine, it is right "
    "for {rebuilt:.1%} (the modal guess: {modal:.1%}).":
        "Für die {people:,} Personen, die nicht den häufigsten Wert ihrer Einheit haben, in Einheiten, die die "
        "Tabellen bestimmen, liegt sie bei {rebuilt:.1%} richtig (der häufigste Wert: {modal:.1%}).",
    "determined by the tables": "durch die Tabellen bestimmt",
    "people in the unit": "Personen in der Gebietseinheit",
    "could differ by at most": "Abweichung höchstens",
    "An intruder who knows a person's unit and key variables looks them up among the reconstructed people and "
    "guesses the sensitive variable: how often the guess is right, with its 95 % interval, and for how many it "
    "guesses. Published modal: the unit's most common value, read off the published tables alone. Non-member "
    "baseline: the most common value among the other people sharing the person's key variables. Modal people hold "
    "their unit's most common value; the reconstruction exposes the others, in units the tables determine.":
        "Ein Angreifer, der die Gebietseinheit und die Schlüsselvariablen einer Person kennt, sucht sie unter den "
        "rekonstruierten Personen und rät die sensible Variable: wie oft das Raten richtig ist, mit seinem "
        "95-%-Intervall, und für wie viele es rät. Modalwert der Tabellen: der häufigste Wert der Einheit, allein "
        "aus den veröffentlichten Tabellen abgelesen. Nichtmitglieder-Basismodell: der häufigste Wert unter den "
        "anderen Personen mit denselben Schlüsselvariablen. Modale Personen haben den häufigsten Wert ihrer Einheit; "
        "die Rekonstruktion stellt die übrigen bloß, in Einheiten, die die Tabellen bestimmen.",
    "Differs by: the people (summed over person types) by which another set of people fitting the unit's cells "
    "differs from the one reconstructed; at most: the most it can differ by, proven.":
        "Abweichung: um wie viele Personen (über die Personentypen summiert) eine andere, zu den Zellen der Einheit "
        "passende Menge von Personen von der rekonstruierten abweicht; höchstens: die bewiesene größtmögliche "
        "Abweichung.",
    "{tables}: each counts the people of every unit.": "{tables}: jede zählt die Personen jeder Gebietseinheit.",
    "Published modal": "Modalwert der Tabellen",
    "Differs by": "Abweichung",

    # -- the verdict's readings of published tables (report/reconstruction_reading.py, gui/kind_views.py) ----------
    "the reconstruction was cancelled before it measured this release: run it again":
        "die Rekonstruktion wurde abgebrochen, bevor sie diese Freigabe gemessen hat: führen Sie sie erneut aus",
    "no sensitive variable was guessed through the reconstruction of '{release}' (name the original and its "
    "secret): it cannot be judged":
        "über die Rekonstruktion von '{release}' wurde keine sensible Variable geraten (nennen Sie das Original und "
        "seine sensible Variable): sie kann nicht beurteilt werden",
    "the reconstruction made no guess of {secret} (no unit's people could be rebuilt from the published cells): it "
    "cannot be judged":
        "die Rekonstruktion hat {secret} nie geraten (die Personen keiner Gebietseinheit ließen sich aus den "
        "veröffentlichten Zellen wiederherstellen): sie kann nicht beurteilt werden",
    "too few guesses of {secret} through the reconstruction to measure its ALC: it cannot be judged":
        "zu wenige Rateversuche von {secret} über die Rekonstruktion, um ihren ALC zu messen: sie kann nicht "
        "beurteilt werden",
    "published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc:.2f} "
    "[{low:.2f}, {high:.2f}] beyond what the non-member baseline guesses: {band}":
        "veröffentlichte Tabellen '{release}': die aus den Tabellen wiederhergestellten Personen verraten {secret} "
        "mit ALC {alc:.2f} [{low:.2f}, {high:.2f}] über das hinaus, was das Nichtmitglieder-Basismodell rät: {band}",
    "the people rebuilt from the published tables, giving away {secret} (ALC {alc}), by {attack}":
        "die aus den veröffentlichten Tabellen wiederhergestellten Personen, die {secret} verraten (ALC {alc}), "
        "durch {attack}",
    "Published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc} beyond "
    "what the non-member baseline guesses ({band}; Reconstruction page).":
        "Veröffentlichte Tabellen '{release}': die aus den Tabellen wiederhergestellten Personen verraten {secret} "
        "mit ALC {alc} über das hinaus, was das Nichtmitglieder-Basismodell rät ({band}; Seite Rekonstruktion).",
}
