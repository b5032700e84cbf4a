"""The German translations of the window, written into anonguard_de.ts after `make translations` has
collected the strings; a translator can continue in Qt Linguist instead.

`GERMAN` maps an English source text to its German translation, in every context the text appears
in. A plain string is a finished translation; one wrapped in `unfinished(...)` is a draft, written
into the catalogue but left marked unfinished for a translator to review (lrelease compiles it, Qt
Linguist lists it as still to do). Sources not in `GERMAN` keep what the catalogue holds: a
translation made in Qt Linguist survives `make translations` as long as its source is not listed here.

Terms, as a German statistical office writes them: release = Freigabe, audit = Prüfung, attack =
Angriff, verdict = Bewertung, key variable = Schlüsselvariable (Quasi-Identifikator), sensitive variable
= sensible Variable, baseline = Basismodell, coverage = Abdeckung, operating point = Arbeitspunkt,
seed = Startwert, paper = Fachartikel; ALC and PRC stay as they are.

Every window is translated in full, the secondary ones too (german_secondary.py: the export dialog, the run
history, the manual window, the Membership page's details, the message printed before the window opens), and
so are the engine's messages and the charts' words (german_messages.py; why a result failed: german_errors.py);
tests/test_translations.py fails on any string left unfinished.

Usage: python packaging/i18n/fill_de.py (then pyside6-lrelease, which `make translations` runs)."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from german_errors import ERRORS
from german_identity import IDENTITY  # beside this file: on the path as it runs, or as imported
from german_messages import CHARTS, MESSAGES
from german_missing import MISSING
from german_nothing_lost import NOTHING_LOST
from german_reconstruction import RECONSTRUCTION
from german_recodes import RECODES
from german_reidentification import REIDENTIFICATION
from german_search import SEARCH_PAGE
from german_secondary import SECONDARY
from german_treatments import TREATMENTS
from german_treatments_page import TREATMENTS_PAGE
from german_utility import UTILITY
from german_utility_page import UTILITY_PAGE

CATALOGUES = Path(__file__).resolve().parents[2] / "anonguard" / "resources" / "i18n"  # the .ts files


class Unfinished(str):
    """A draft translation: written into the catalogue, marked unfinished."""


def unfinished(text: str) -> Unfinished:
    return Unfinished(text)


GERMAN: dict[str, str] = {
    # -- the results' columns (context ResultWords), shared with the report and the command line -------------
    "The column the attacker tries to learn.": "Die Spalte, die der Angreifer zu erfahren versucht.",
    "The key variables (quasi-identifiers) the attacker knows about the person.":
        "Die Schlüsselvariablen (Quasi-Identifikatoren), die der Angreifer über die Person kennt.",
    "ALC [95% interval]": "ALC [95-%-Intervall]",
    "The ALC, and where its true value lies 95 times out of 100.":
        "Der ALC und wo sein wahrer Wert in 95 von 100 Fällen liegt.",
    "Precision improvement": "Präzisionsgewinn",
    "Attack: precision for coverage": "Angriff: Präzision bei Abdeckung",
    "The attack's precision at its operating point, and the share of attacked people it predicts for there.":
        "Die Präzision des Angriffs an seinem Arbeitspunkt und der Anteil der angegriffenen Personen, für den er dort "
        "eine Vorhersage macht.",
    "Baseline: precision for coverage": "Basismodell: Präzision bei Abdeckung",
    "The baseline's precision at its operating point, and the share of attacked people it predicts for there.":
        "Die Präzision des Basismodells an seinem Arbeitspunkt und der Anteil der angegriffenen Personen, für den es "
        "dort eine Vorhersage macht.",
    "The model the baseline chose among the candidates.": "Das Modell, das das Basismodell unter den Kandidaten wählte.",
    "People attacked.": "Angegriffene Personen.",
    "Why the run stopped attacking more people.": "Warum der Lauf aufhörte, weitere Personen anzugreifen.",
    "Members": "Mitglieder",
    "Members scored.": "Bewertete Mitglieder.",
    "Non-members": "Nichtmitglieder",
    "Non-members scored.": "Bewertete Nichtmitglieder.",
    "AUC": "AUC",
    "Chance that a random member outscores a random non-member (0.5 = no better than guessing).":
        "Wahrscheinlichkeit, dass ein zufälliges Mitglied höher bewertet wird als ein zufälliges Nichtmitglied (0,5 = "
        "nicht besser als Raten).",
    "TPR @ FPR 0.001": "TPR bei FPR 0,001",
    "Share of members found while wrongly accusing at most 1 non-member in 1,000.":
        "Anteil der gefundenen Mitglieder, wenn höchstens 1 von 1.000 Nichtmitgliedern fälschlich beschuldigt wird.",
    "TPR @ FPR 0.01": "TPR bei FPR 0,01",
    "Share of members found while wrongly accusing at most 1 non-member in 100.":
        "Anteil der gefundenen Mitglieder, wenn höchstens 1 von 100 Nichtmitgliedern fälschlich beschuldigt wird.",
    "P 1:1": "P 1:1",
    "Best precision when members and non-members are equally many (what most papers report).":
        "Beste Präzision, wenn Mitglieder und Nichtmitglieder gleich viele sind (was die meisten Fachartikel angeben).",
    "P 1:100": "P 1:100",
    "Best precision when 100 non-members stand beside each member; claiming everyone gives 0.0099.":
        "Beste Präzision, wenn neben jedem Mitglied 100 Nichtmitglieder stehen; alle zu beschuldigen ergibt 0,0099.",
    "P 1:1000": "P 1:1000",
    "Best precision when 1,000 non-members stand beside each member; claiming everyone gives 0.001.":
        "Beste Präzision, wenn neben jedem Mitglied 1.000 Nichtmitglieder stehen; alle zu beschuldigen ergibt 0,001.",
    "P realistic": "P realistisch",
    "Best precision at the population size or member fraction stated for this audit.":
        "Beste Präzision bei der für diese Prüfung angegebenen Populationsgröße oder dem Mitgliederanteil.",
    "Odds": "Chancen",
    "Members : non-members among the people the attacker could ask about.":
        "Mitglieder : Nichtmitglieder unter den Personen, nach denen der Angreifer fragen könnte.",
    "Best precision": "Beste Präzision",
    "The best precision at those odds.": "Die beste Präzision bei diesen Chancen.",
    "Base rate": "Basisrate",
    "The precision of claiming everyone at those odds.": "Die Präzision, wenn bei diesen Chancen alle beschuldigt werden.",
    "How much better than the base rate the attack does at the realistic (or the largest) odds.":
        "Wie viel besser als die Basisrate der Angriff bei den realistischen (oder den größten) Chancen abschneidet.",
    "Risk": "Risiko",
    "The band the ALC's interval decides.": "Das Band, das das Intervall des ALC entscheidet.",
    "Status": "Status",
    "How the run ended, or what went wrong.": "Wie der Lauf endete oder was schiefging.",
    "{running} scenarios running side by side, {done} of {total} done":
        "{running} Szenarien laufen nebeneinander, {done} von {total} fertig",
    "Worker processes": "Arbeitsprozesse",
    "Scenarios that share no inputs run side by side in this many processes of this machine.":
        "Szenarien ohne gemeinsame Eingaben laufen nebeneinander in so vielen Prozessen dieses Rechners.",
    "processes": "Prozesse",
    "one per core for an original of 20,000 rows or more, else one":
        "einer je Kern bei einem Original ab 20.000 Zeilen, sonst einer",
    "Dask cluster": "Dask-Cluster",
    "The address of a Dask scheduler, e.g. tcp://10.0.0.5:8786: the scenarios run on its workers instead "
    "(docs/cluster.md).":
        "Die Adresse eines Dask-Schedulers, z. B. tcp://10.0.0.5:8786: Die Szenarien laufen dann auf seinen "
        "Arbeitsknoten (docs/cluster.md).",
    "this machine": "dieser Rechner",
    "Checking the releases against the original…": "Die Veröffentlichungen werden mit dem Original abgeglichen …",
    "Shared folder": "Gemeinsamer Ordner",
    "On a cluster: a folder this machine and every worker see at the same path (e.g. on NFS). The prepared tables "
    "are written there once as Parquet and the workers read them from there, instead of receiving them through "
    "the scheduler: for releases too large to send (docs/cluster.md).":
        "Auf einem Cluster: ein Ordner, den dieser Rechner und jeder Arbeitsknoten unter demselben Pfad sehen "
        "(z. B. auf NFS). Die vorbereiteten Tabellen werden dort einmal als Parquet abgelegt, und die Arbeitsknoten "
        "lesen sie von dort, statt sie über den Scheduler zu erhalten: für Veröffentlichungen, die zu groß zum "
        "Senden sind (docs/cluster.md).",
    "the tables are sent to the workers": "die Tabellen werden an die Arbeitsknoten gesendet",
    "Keep fitted baselines": "Angepasste Baselines aufbewahren",
    "Keep each non-member baseline's predictions in a cache folder, so that running the audit again (a release "
    "added, another attack, more attempts) reuses them instead of fitting the models again. The results are the "
    "same either way.":
        "Die Vorhersagen jeder Nichtmitglieder-Baseline in einem Cache-Ordner aufbewahren, damit ein erneuter Lauf "
        "(eine Veröffentlichung hinzugefügt, ein anderer Angriff, mehr Versuche) sie wiederverwendet, statt die "
        "Modelle neu anzupassen. Die Ergebnisse sind in beiden Fällen gleich.",
    "Clear kept baselines ({count}, {size} MB)": "Aufbewahrte Baselines löschen ({count}, {size} MB)",
    "Delete the fitted baselines kept in the cache folder; runs fit them anew. No result changes.":
        "Die im Cache-Ordner aufbewahrten Baselines löschen; Läufe passen sie neu an. Kein Ergebnis ändert sich.",
    "Scenarios…": "Szenarien…",
    "Every scenario of the run: queued, running (where, doing what), done or failed":
        "Jedes Szenario des Laufs: wartend, laufend (wo, woran), fertig oder fehlgeschlagen",
    "Scenario": "Szenario",
    "State": "Stand",
    "Where": "Wo",
    "queued": "wartet",
    "running": "läuft",
    "running: {stage}": "läuft: {stage}",
    "running: {attempts} of {planned} attempts": "läuft: {attempts} von {planned} Versuchen",
    "the audit's process": "der Prozess der Prüfung",
    "done": "fertig",
    "cancelled": "abgebrochen",
    "Scenarios of the run": "Szenarien des Laufs",
    "Every scenario of the run and its state": "Jedes Szenario des Laufs und sein Stand",
    # -- the set-up checklist (contexts Checklist, SetupChecklist) ----------------------------------
    "Open the original: the confidential table the releases were made from":
        "Original öffnen: die vertrauliche Tabelle, aus der die Freigaben erstellt wurden",
    "Add the release(s) made from it": "Die daraus erstellte(n) Freigabe(n) hinzufügen",
    "Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the "
    "Scenario page": "Sensible Variablen markieren (Rolle „geheim“: was ein Angreifer erfahren will) oder auf der "
                     "Seite Szenario die Mitgliedschaft prüfen",
    "Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)":
        "Schlüsselvariablen markieren (Rolle „bekannt“, Quasi-Identifikatoren: was ein Angreifer weiß)",
    "Tick at least one attack that fits these releases": "Mindestens einen Angriff ankreuzen, der zu diesen Freigaben "
                                                         "passt",
    "Membership: the non-member table and the population size": "Mitgliedschaft: Tabelle der Nichtmitglieder und "
                                                                "Größe der Grundgesamtheit",
    "Membership: {problem}": "Mitgliedschaft: {problem}",
    "Go there": "Dorthin",
    "Go to the page of the next set-up step": "Zur Seite des nächsten Einrichtungsschritts",
    "{mark} Ready to run: all {total} set-up steps are done (Audit ▸ Run, F5).":
        "{mark} Bereit: alle {total} Einrichtungsschritte sind erledigt (Prüfung ▸ Ausführen, F5).",
    "{mark} What next? Read the verdict (View ▸ Verdict, Ctrl+4), the detail of each result (Ctrl+5), then export "
    "the report for the release board (Ctrl+E). A changed set-up runs again with F5.":
        "{mark} Wie weiter? Die Bewertung lesen (Ansicht ▸ Bewertung, Strg+4), die Einzelheiten jedes Ergebnisses "
        "(Strg+5), dann den Bericht für das Freigabegremium exportieren (Strg+E). Eine geänderte Einrichtung läuft "
        "mit F5 erneut.",
    "Step {number} of {total}: {mark} {step}. Run is available once every step is done.":
        "Schritt {number} von {total}: {mark} {step}. Ausführen ist möglich, sobald jeder Schritt erledigt ist.",

    # -- the main window: status bar, messages (MainWindow, FileDialogs); the tabs' titles are german_secondary's --
    "about {time} left": "noch etwa {time}",
    "Open an original and its releases, or an audit file.": "Öffnen Sie ein Original und seine Freigaben oder eine "
                                                            "Prüfungsdatei.",
    "Cancel": "Abbrechen",
    "Showing the run of {when}: its results and settings": "Angezeigt wird der Lauf vom {when}: seine Ergebnisse und "
                                                           "Einstellungen",
    "About AnonGuard": "Über AnonGuard",
    "<h3>AnonGuard {version}</h3><p>Audits anonymized releases against a non-member baseline.</p><p>Plugins:</p>"
    "<ul>{plugins}</ul>": "<h3>AnonGuard {version}</h3><p>Prüft anonymisierte Freigaben gegen ein Basismodell aus "
                          "Nichtmitgliedern.</p><p>Erweiterungen:</p><ul>{plugins}</ul>",
    "Open the original table": "Originaltabelle öffnen",
    "Add a release table": "Freigabetabelle hinzufügen",
    "{file} has {count} sheets. Which one holds the table?": "{file} hat {count} Tabellenblätter. Welches enthält die "
                                                             "Tabelle?",
    "Choose a sheet": "Tabellenblatt wählen",
    "Reading cancelled: nothing was changed.": "Einlesen abgebrochen: Es wurde nichts geändert.",
    "Cannot use this file": "Diese Datei kann nicht verwendet werden",
    "An audit is running: drop files once it has finished or been cancelled.":
        "Eine Prüfung läuft: Ziehen Sie Dateien erst auf das Fenster, wenn sie beendet oder abgebrochen ist.",
    # what would replace unsaved results, as in "Sollen sie vor dem {doing} gespeichert werden?" (Questions)
    "starting a new audit": "Anlegen einer neuen Prüfung",
    "opening {file}": "Öffnen von {file}",
    "running the audit again": "erneuten Ausführen der Prüfung",
    "showing an earlier run": "Anzeigen eines früheren Laufs",
    "quitting": "Beenden",
    "New audit: open the original and add its releases.": "Neue Prüfung: Öffnen Sie das Original und fügen Sie "
                                                          "seine Freigaben hinzu.",
    "Open an audit": "Prüfung öffnen",
    "Opened {file} with {count} saved results": "{file} geöffnet, mit {count} gespeicherten Ergebnissen",
    "Opened {file}": "{file} geöffnet",
    "Untitled audit": "Unbenannte Prüfung",
    "{audit}[*] — AnonGuard": "{audit}[*] — AnonGuard",
    "Recovered {results}: save the audit to keep them": "Wiederhergestellt: {results}. Speichern Sie die Prüfung, um "
                                                        "sie zu behalten",
    "Cannot open this audit": "Diese Prüfung kann nicht geöffnet werden",
    "Saved results not shown": "Gespeicherte Ergebnisse nicht angezeigt",
    "{file}: the saved results are malformed; run the audit again": "{file}: Die gespeicherten Ergebnisse sind "
                                                                    "fehlerhaft; führen Sie die Prüfung erneut aus",
    "Save the audit": "Prüfung speichern",
    "Cannot save the audit": "Die Prüfung kann nicht gespeichert werden",
    "Saved {file}": "{file} gespeichert",
    "Install a plugin": "Erweiterung installieren",
    "Cannot install this plugin": "Diese Erweiterung kann nicht installiert werden",
    "nothing new (a replaced version is used after a restart)": "nichts Neues (eine ersetzte Version wird nach einem "
                                                                "Neustart verwendet)",
    "Installed {plugin} {version}: {added}": "{plugin} {version} installiert: {added}",
    "Not ready to run": "Noch nicht bereit zur Ausführung",
    "reading and checking the inputs": "Eingaben werden gelesen und geprüft",
    "cancelling after the current batch": "Abbruch nach dem laufenden Schritt",
    "scenario {number} of {total}: {what}": "Szenario {number} von {total}: {what}",
    "{attempts} attempts ({share} of this scenario)": "{attempts} Versuche ({share} dieses Szenarios)",
    "Cancelled in {seconds} s: {count} results": "Abgebrochen nach {seconds} s: {count} Ergebnisse",
    "Finished in {seconds} s: {count} results": "Fertig nach {seconds} s: {count} Ergebnisse",
    "{count} failed": "{count} fehlgeschlagen",
    "⚠ {count} warning(s): point here to read them": "⚠ {count} Warnung(en): zum Lesen hierauf zeigen",
    "The audit could not run.": "Die Prüfung konnte nicht ausgeführt werden.",
    "The audit could not run": "Die Prüfung konnte nicht ausgeführt werden",
    "All files": "Alle Dateien",
    "Tables": "Tabellen",
    "AnonGuard audits": "AnonGuard-Prüfungen",
    "Plugin wheels": "Erweiterungspakete (Wheel)",
    "Reading": "Einlesen",
    "{stage}…{share} · Esc cancels": "{stage}…{share} · Esc bricht ab",

    # -- the menus and the tool bar (Menus) ------------------------------------------------------------
    "&File": "&Datei",
    "&New audit": "&Neue Prüfung",
    "Start an empty audit with the last settings": "Eine leere Prüfung mit den letzten Einstellungen beginnen",
    "&Open audit…": "Prüfung ö&ffnen…",
    "Open &recent": "&Zuletzt geöffnet",
    "&Save audit": "Prüfung &speichern",
    "Save audit &as…": "Prüfung speichern &unter…",
    "Open &original…": "&Original öffnen…",
    "Add &release…": "Frei&gabe hinzufügen…",
    "Open the &demo audit": "&Demo-Prüfung öffnen",
    "Install &plugin…": "&Erweiterung installieren…",
    "Install a third-party plugin from its wheel (.whl), without a network":
        "Eine Erweiterung eines Drittanbieters aus ihrem Wheel (.whl) installieren, ohne Netzwerk",
    "&Quit": "&Beenden",
    "&Edit": "&Bearbeiten",
    "&View": "&Ansicht",
    "&Undo": "&Rückgängig",
    "Undo the last change to roles, kinds, attacks, settings or treatments":
        "Die letzte Änderung an Rollen, Arten, Angriffen, Einstellungen oder Behandlungen rückgängig machen",
    "&Redo": "&Wiederholen",
    "Redo what was undone": "Rückgängig Gemachtes wiederholen",
    "&Audit": "&Prüfung",
    "&Run": "&Ausführen",
    "Run every chosen attack in the background": "Alle gewählten Angriffe im Hintergrund ausführen",
    "&Cancel": "A&bbrechen",
    "Stop after the current batch; keep finished results": "Nach dem laufenden Schritt anhalten; fertige "
                                                           "Ergebnisse bleiben erhalten",
    "Run &history…": "&Verlauf der Läufe…",
    "The last runs of this audit: show one again, or compare two side by side":
        "Die letzten Läufe dieser Prüfung: einen erneut zeigen oder zwei nebeneinander vergleichen",
    "&Export": "&Export",
    "&Export report…": "Bericht &exportieren…",
    "Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV":
        "Den Risikobericht des letzten Laufs oder gespeicherter Ergebnisse schreiben: HTML, PDF, JSON, CSV",
    "&Help": "&Hilfe",
    "&Manual": "&Handbuch",
    "The manual's page for the page in use; searchable, offline": "Die Handbuchseite zur aktuellen Seite; "
                                                                  "durchsuchbar, offline",
    "&About AnonGuard": "Ü&ber AnonGuard",
    "Audit": "Prüfung",

    # -- the Data page (DataPage, ColumnsModel, Roles) --------------------------------------------------
    "No original yet: open one, or drop a file on the window.": "Noch kein Original: Öffnen Sie eines oder ziehen "
                                                                "Sie eine Datei auf das Fenster.",
    "Open original…": "Original öffnen…",
    "The releases made from the original. Tables with the same label are one release. Double-click a release (or "
    "press F2) to rename it.": "Die aus dem Original erstellten Freigaben. Tabellen mit derselben Bezeichnung bilden "
                               "eine Freigabe. Doppelklicken Sie auf eine Freigabe (oder drücken Sie F2), um sie "
                               "umzubenennen.",
    "Releases": "Freigaben",
    "Add release…": "Freigabe hinzufügen…",
    "Remove": "Entfernen",
    "Inputs": "Eingaben",
    "<b>Original</b> (confidential)": "<b>Original</b> (vertraulich)",
    "<b>Releases</b>": "<b>Freigaben</b>",
    "Preview": "Vorschau",
    "Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click "
    "a cell to change it)": "Spalten: Art und Rolle. Schlüsselvariablen: was ein Angreifer weiß; sensibel: was "
                            "vertraulich bleiben muss (zum Ändern eine Zelle anklicken)",
    "Rename the release": "Freigabe umbenennen",
    "The release's name in results and reports:": "Name der Freigabe in Ergebnissen und Berichten:",
    "Cannot rename the release": "Die Freigabe kann nicht umbenannt werden",
    "a release needs a name": "Eine Freigabe braucht einen Namen.",
    "another release is already called {name}; choose another name, or give two tables one name on purpose by "
    "adding them with it": "Eine andere Freigabe heißt bereits {name}; wählen Sie einen anderen Namen, oder geben Sie "
                           "zwei Tabellen bewusst denselben Namen, indem Sie beide unter diesem Namen hinzufügen.",
    "{name} — {rows} rows × {columns} columns\n{folder}": "{name} — {rows} Zeilen × {columns} Spalten\n{folder}",
    "{release}: {name} ({rows} rows)": "{release}: {name} ({rows} Zeilen)",
    "original": "Original",
    "{file} changed since the audit was saved (its sha256 differs): results will differ":
        "{file} wurde seit dem Speichern der Prüfung geändert (der SHA-256-Prüfwert weicht ab): Die Ergebnisse werden "
        "abweichen",
    "{table} lacks column(s) {columns}": "{table}: Spalte(n) {columns} fehlen",
    "Column": "Spalte",
    "Kind": "Art",
    "Role": "Rolle",
    "Distinct values": "Verschiedene Werte",
    "Missing": "Fehlend",
    "Key variable (quasi-identifier): what an intruder can know about a person from outside · sensitive: what the "
    "intruder tries to learn · entity: identifies a person owning several rows · left out: not part of the audit":
        "Schlüsselvariable (Quasi-Identifikator): was ein Angreifer von außen über eine Person wissen kann · sensibel: "
        "was der Angreifer erfahren will · Einheit: kennzeichnet eine Person, zu der mehrere Zeilen gehören · nicht "
        "berücksichtigt: nicht Teil der Prüfung",
    "key variable (known)": "Schlüsselvariable (bekannt)",
    "sensitive (secret)": "sensibel (geheim)",
    "entity (person id)": "Einheit (Personenkennung)",
    "left out": "nicht berücksichtigt",

    # -- the Attacks page (AttacksPage) -------------------------------------------------------------------
    # "no: learns from {needs}; these releases hold {has}": both lists are written in the dative ("aus …")
    "records": "Einzeldatensätzen",
    "published count tables": "veröffentlichten Häufigkeitstabellen",
    "yes": "ja",
    "or": "oder",
    "and": "und",
    "no: learns from {needs}; these releases hold {has}": "nein: lernt aus {needs}; diese Freigaben bestehen aus {has}",
    "Attacks": "Angriffe",
    "Target selectors": "Zielselektoren",
    "Baseline models": "Basismodelle",
    "Release generators": "Freigabegeneratoren",
    "Plugin": "Erweiterung",
    "Fits these releases": "Passt zu diesen Freigaben",
    "Version": "Version",
    "From": "Herkunft",
    "Plugin catalog: tick the attacks to run": "Katalog der Erweiterungen: Kreuzen Sie die auszuführenden Angriffe an",
    "Settings of this attack": "Einstellungen dieses Angriffs",
    "The chosen plugin's description and settings": "Beschreibung und Einstellungen der gewählten Erweiterung",
    "Plugins that failed to load": "Erweiterungen, die nicht geladen werden konnten",
    "failed": "fehlgeschlagen",

    # -- the Scenario page (ScenarioPage, ParameterForm, MembershipBox) --------------------------------------
    "a known set needs at least one column of the original (not the entity id)":
        "Eine Menge bekannter Variablen braucht mindestens eine Spalte des Originals (nicht die Personenkennung).",
    "Seed": "Startwert (Seed)",
    "Every random choice of the audit (targets, samples, models) follows from it: the same seed gives the same "
    "results.": "Jede Zufallsentscheidung der Prüfung (Ziele, Stichproben, Modelle) folgt aus ihm: Derselbe Startwert "
                "liefert dieselben Ergebnisse.",
    "Repeat under seeds": "Wiederholen mit Startwerten",
    "Run the audit under this many seeds (the seed, the seed + 1, …) and report how far the readings spread; a "
    "verdict that changes with the seed is undetermined.":
        "Die Prüfung mit so vielen Startwerten ausführen (dem Startwert, dem Startwert + 1, …) und angeben, wie weit "
        "die Messwerte streuen; eine Bewertung, die sich mit dem Startwert ändert, ist unbestimmt.",
    "Work budget per scenario": "Arbeitsbudget je Szenario",
    "Everyone eligible is attacked when the work, counted from the table sizes (not timed), fits this budget: the "
    "converged answer. Else the run stops once the verdict is settled or the budget is spent. 0: stop once settled.":
        "Alle in Frage kommenden Personen werden angegriffen, wenn die Arbeit, aus den Tabellengrößen gezählt (nicht "
        "gemessen), in dieses Budget passt: die konvergierte Antwort. Sonst endet der Lauf, sobald die Bewertung "
        "feststeht oder das Budget verbraucht ist. 0: anhalten, sobald sie feststeht.",
    "million cells": "Millionen Zellen",
    "seconds": "Sekunden",
    "every person, always": "jede Person, immer",
    "Time limit per attack": "Zeitlimit je Angriff",
    "An attack still working after this long on one scenario is stopped and its row fails; the others carry on.":
        "Ein Angriff, der nach dieser Zeit an einem Szenario noch arbeitet, wird angehalten und seine Zeile schlägt "
        "fehl; die anderen laufen weiter.",
    "no limit": "unbegrenzt",
    "Confidence of the intervals": "Konfidenzniveau der Intervalle",
    "Every precision and ALC is given with an interval at this confidence.":
        "Jede Präzision und jeder ALC wird mit einem Intervall zu diesem Konfidenzniveau angegeben.",
    "Widest interval of a precision that counts": "Breitestes Intervall einer Präzision, die zählt",
    "Operating points whose precision is this uncertain are not used for the verdict.":
        "Arbeitspunkte, deren Präzision so unsicher ist, werden für die Bewertung nicht verwendet.",
    "percentage points": "Prozentpunkte",
    "At risk from an ALC of": "Gefährdet ab einem ALC von",
    "A result whose ALC reaches this reads 'at risk' (paper 003: 0.5).":
        "Ein Ergebnis, dessen ALC diesen Wert erreicht, gilt als „gefährdet“ (Fachartikel 003: 0,5).",
    "Serious from an ALC of": "Ernst ab einem ALC von",
    "A result whose ALC reaches this reads 'serious' (paper 003: 0.7).":
        "Ein Ergebnis, dessen ALC diesen Wert erreicht, gilt als „ernst“ (Fachartikel 003: 0,7).",
    "Weight of low coverage in the PRC": "Gewicht geringer Abdeckung in der PRC",
    "How sharply a claim about few people counts against its precision (the PRC's α; the papers use 3).":
        "Wie stark eine Aussage über wenige Personen gegen ihre Präzision zählt (das α der PRC; die Fachartikel "
        "verwenden 3).",
    "Coverage that counts for nothing": "Abdeckung, die nicht zählt",
    "Claims about a smaller share of the targets than this carry no weight in the PRC.":
        "Aussagen über einen kleineren Anteil der Ziele als diesen haben in der PRC kein Gewicht.",
    "% of targets": "% der Ziele",
    "Most people attacked per scenario": "Höchstzahl angegriffener Personen je Szenario",
    "A hard cap on attempts, whatever the work budget.": "Eine feste Obergrenze für die Versuche, unabhängig vom "
                                                         "Arbeitsbudget.",
    "people": "Personen",
    "Bins for a numeric sensitive variable": "Klassen für eine numerische sensible Variable",
    "A numeric sensitive variable is judged on this many bins when the attacker need only place it (round-grid "
    "bins, named in the results).":
        "Eine numerische sensible Variable wird anhand so vieler Klassen beurteilt, wenn der Angreifer sie nur "
        "einordnen muss (Klassen mit runden Grenzen, in den Ergebnissen benannt).",
    "bins": "Klassen",
    "anyone may be attacked (random targets)": "jede Person kann angegriffen werden (zufällige Ziele)",
    "only the records a selector picks (pre-targeted)": "nur die Datensätze, die ein Selektor auswählt (gezielt)",
    "the targeted records": "die gezielt ausgewählten Datensätze",
    "the whole table": "die ganze Tabelle",
    "the worse of ALC and the equal-coverage comparison": "der schlechtere Wert aus ALC und dem Vergleich bei gleicher "
                                                          "Abdeckung",
    "ALC alone": "nur ALC",
    "Who is attacked": "Wer wird angegriffen",
    "Coverage relative to": "Abdeckung bezogen auf",
    "Verdict from": "Bewertung aus",
    "Settings of the selector": "Einstellungen des Selektors",
    "Advanced: how the measures are read (the papers' defaults)": "Erweitert: wie die Maße gelesen werden (Vorgaben "
                                                                  "der Fachartikel)",
    "ALC compares each side's best operating point wherever it lies (paper 003); the equal-coverage comparison sets "
    "attack and baseline side by side on the same people (paper 000). They can disagree: by default the verdict "
    "takes the worse reading.":
        "Der ALC vergleicht den besten Arbeitspunkt jeder Seite, wo immer er liegt (Fachartikel 003); der Vergleich bei "
        "gleicher Abdeckung stellt Angriff und Basismodell für dieselben Personen nebeneinander (Fachartikel 000). "
        "Beide können voneinander abweichen: Standardmäßig nimmt die Bewertung den schlechteren Wert.",
    "Targets": "Ziele",
    "Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only the records a selector "
    "picks, e.g. those most unlike the rest.":
        "Zufällig: Jede Person im Original kann angegriffen werden, wie in den Fachartikeln. Gezielt: nur die "
        "Datensätze, die ein Selektor auswählt, z. B. diejenigen, die sich am stärksten vom Rest unterscheiden.",
    "Selector": "Selektor",
    "Which records the attacker goes after: a target selector, needed when targets are pre-targeted.":
        "Auf welche Datensätze es der Angreifer abgesehen hat: ein Zielselektor, nötig bei gezielt ausgewählten Zielen.",
    "none": "keiner",
    "Whether coverage counts the share of the targeted records or of the whole table.":
        "Ob die Abdeckung den Anteil an den gezielt ausgewählten Datensätzen oder an der ganzen Tabelle zählt.",
    "How the audit runs": "Wie die Prüfung läuft",
    "More attackers: each knows another set of key variables": "Weitere Angreifer: Jeder kennt eine andere Menge von "
                                                               "Schlüsselvariablen",
    "Further sets of key variables, one attacker each": "Weitere Mengen von Schlüsselvariablen, je ein Angreifer",
    "Columns to tick for a new set": "Spalten zum Ankreuzen für eine neue Menge",
    "Add a set of the ticked columns": "Menge aus den angekreuzten Spalten hinzufügen",
    "Remove the selected set": "Gewählte Menge entfernen",
    "The key variables set on the Data page make the first attacker; each set below is audited as one more, e.g. an "
    "attacker who knows only age and region.":
        "Die auf der Seite Daten festgelegten Schlüsselvariablen bilden den ersten Angreifer; jede Menge unten wird "
        "als ein weiterer geprüft, z. B. ein Angreifer, der nur Alter und Region kennt.",
    "Columns:": "Spalten:",
    "Settings of {selector}": "Einstellungen von {selector}",
    "(none yet: set a role on the Data page)": "(noch keine: Rolle auf der Seite Daten festlegen)",
    "(none)": "(keine)",
    "<b>Sensitive variables (secret):</b> {secrets}<br><b>Key variables the attacker knows:</b> {known}":
        "<b>Sensible Variablen (geheim):</b> {secrets}<br><b>Schlüsselvariablen, die der Angreifer kennt:</b> {known}",
    "on": "an",
    "off": "aus",
    "empty": "leer",
    "{help} Default: {value}.": "{help} Standard: {value}.",
    "Advanced settings: the defaults suit most audits": "Erweiterte Einstellungen: Die Standardwerte passen für die "
                                                        "meisten Prüfungen",
    "Membership: can the release tell who is in the data? (000 §5)": "Mitgliedschaft: Verrät die Freigabe, wer in den "
                                                                      "Daten ist? (000 §5)",
    "people of the same population who are not in the original": "Personen derselben Grundgesamtheit, die nicht im "
                                                                 "Original sind",
    "Non-member table": "Tabelle der Nichtmitglieder",
    "Browse…": "Durchsuchen…",
    "not stated": "nicht angegeben",
    "How many people the attacker could be asking about; their odds follow from it.":
        "Nach wie vielen Personen der Angreifer fragen könnte; daraus folgen seine Chancen.",
    "(not known)": "(nicht bekannt)",
    "How the release was made, if known: shadow modelling retrains it (001).":
        "Wie die Freigabe erzeugt wurde, falls bekannt: Shadow Modelling wiederholt das Verfahren (001).",
    "List the original values of the most confidently claimed people": "Die Originalwerte der Personen auflisten, die "
                                                                       "mit der größten Sicherheit behauptet werden",
    "Population size": "Größe der Grundgesamtheit",
    "Release made by": "Freigabe erzeugt mit",
    "Open the non-member table": "Tabelle der Nichtmitglieder öffnen",

    # -- the Verdict page (VerdictPage, Bands) ------------------------------------------------------------
    "Release": "Freigabe",
    "Verdict": "Bewertung",
    "Worst ALC [95% interval]": "Schlechtester ALC [95-%-Intervall]",
    "Worst result": "Schlechtestes Ergebnis",
    "Results": "Ergebnisse",
    "Undetermined": "Unbestimmt",
    "{alc} [{low}, {high}]": "{alc} [{low}; {high}]",
    "below −1 (no advantage)": "unter −1 (kein Vorteil)",
    "The audit's verdict": "Die Bewertung der Prüfung",
    "Verdict per release, worst first": "Bewertung je Freigabe, die schlechteste zuerst",
    "Show this release's results": "Ergebnisse dieser Freigabe zeigen",
    "Export the report…": "Bericht exportieren…",
    "<h2>No verdict yet</h2>": "<h2>Noch keine Bewertung</h2>",
    "Run the audit (Audit ▸ Run, F5): the verdict per release appears here first, as on the report's first page; "
    "the Results page has every result.":
        "Führen Sie die Prüfung aus (Prüfung ▸ Ausführen, F5): Die Bewertung je Freigabe erscheint zuerst hier, wie "
        "auf der ersten Seite des Berichts; die Seite Ergebnisse enthält jedes Ergebnis.",
    "Finish the set-up steps named above the pages, then run.": "Erledigen Sie die über den Seiten genannten "
                                                                "Einrichtungsschritte und führen Sie die Prüfung dann "
                                                                "aus.",
    "nothing measured": "nichts gemessen",
    "<small>(provisional: the audit is running, {count} results so far)</small>":
        "<small>(vorläufig: Die Prüfung läuft, bisher {count} Ergebnisse)</small>",
    "<h2>Verdict: {words}{provisional}</h2>": "<h2>Bewertung: {words}{provisional}</h2>",
    "{count} result(s) failed: see the Results page.": "{count} Ergebnis(se) fehlgeschlagen: siehe Seite Ergebnisse.",
    "Sensitive variables, by the worst result an attacker reaches on them: {items}":
        "Sensible Variablen, nach dem schlechtesten Ergebnis, das ein Angreifer bei ihnen erreicht: {items}",
    "{secret} {alc} ({band}, release '{release}')": "{secret} {alc} ({band}, Freigabe „{release}“)",
    "Key variables the attacker knows, by the worst result they allow: {items}":
        "Schlüsselvariablen, die der Angreifer kennt, nach dem schlechtesten Ergebnis, das sie erlauben: {items}",
    "knowing {known}: {alc} ({band})": "mit Kenntnis von {known}: {alc} ({band})",
    "Every attribute result assumes the attacker knows {known} about the people attacked; an attacker who knows "
    "less may do worse.":
        "Jedes Attributergebnis setzt voraus, dass der Angreifer {known} der angegriffenen Personen kennt; ein "
        "Angreifer, der weniger weiß, kann schlechter abschneiden.",
    "Membership: the worst ALC is {alc} ({band}), by {attack} on release '{release}'.":
        "Mitgliedschaft: Der schlechteste ALC ist {alc} ({band}), durch {attack} auf Freigabe „{release}“.",
    "Open the worst release's results to see which sensitive variable, attack and key variables carry the risk; "
    "the manual's page \"What to do about an at-risk or serious result\" (Help ▸ Manual) lists remedies. Export the "
    "report for the release board.":
        "Öffnen Sie die Ergebnisse der schlechtesten Freigabe, um zu sehen, welche sensible Variable, welcher Angriff "
        "und welche Schlüsselvariablen das Risiko tragen; die Handbuchseite „Was bei einem gefährdeten oder "
        "ernsten Ergebnis zu tun ist“ (Hilfe ▸ Handbuch) nennt Abhilfen. Exportieren Sie den Bericht für das Freigabegremium.",
    "Some results are not settled: raise the work budget or the attempts on the Scenario page, or repeat under more "
    "seeds, and run again. The report says which results are undetermined.":
        "Einige Ergebnisse stehen noch nicht fest: Erhöhen Sie das Arbeitsbudget oder die Versuche auf der Seite "
        "Szenario oder wiederholen Sie mit mehr Startwerten, und führen Sie die Prüfung erneut aus. Der Bericht nennt "
        "die unbestimmten Ergebnisse.",
    "Export the report for the release board. Before calling the release safe, check that the key variables match "
    "what an intruder could know (Data page) and that every attack applicable to this kind of release was run "
    "(Attacks page).":
        "Exportieren Sie den Bericht für das Freigabegremium. Bevor Sie die Freigabe als sicher bezeichnen, prüfen "
        "Sie, ob die Schlüsselvariablen dem entsprechen, was ein Angreifer wissen könnte (Seite Daten), und ob jeder "
        "für diese Art von Freigabe anwendbare Angriff ausgeführt wurde (Seite Angriffe).",
    "serious risk": "ernstes Risiko",
    "at risk": "gefährdet",
    "safe": "sicher",
    "undetermined": "unbestimmt",
    "not applicable": "nicht anwendbar",
    "cannot be judged": "nicht beurteilbar",
    "The audit cannot call this safe: some results could not be measured (the reasons are listed); fix them and run "
    "again.": "Die Prüfung kann dies nicht sicher nennen: Einige Ergebnisse konnten nicht gemessen werden (die Gründe "
              "stehen darunter); beheben Sie sie und prüfen Sie erneut.",
    "Do not publish as it stands.": "In dieser Form nicht veröffentlichen.",
    "Publish only after the board has weighed the risks below.": "Erst veröffentlichen, nachdem das Gremium die unten "
                                                                 "genannten Risiken abgewogen hat.",
    "The risk is not settled yet: the results below say what would settle it.":
        "Das Risiko ist noch nicht geklärt: Die Ergebnisse unten sagen, was es klären würde.",
    "No attack did meaningfully better than the statistical baseline.": "Kein Angriff war nennenswert besser als das "
                                                                        "statistische Basismodell.",

    # -- the Results page (ResultsPage, ResultsModel) --------------------------------------------------------
    "Results: one row per release, attack and sensitive variable, worst first":
        "Ergebnisse: eine Zeile je Freigabe, Angriff und sensibler Variable, die schlechtesten zuerst",
    "Attack": "Angriff",
    "Sensitive variable": "Sensible Variable",
    "Key variables known": "Bekannte Schlüsselvariablen",
    "ALC": "ALC",
    "ALC interval": "ALC-Intervall",
    "Attack P": "Angriff P",
    "Attack cov.": "Angriff Abd.",
    "Baseline P": "Basis P",
    "Baseline cov.": "Basis Abd.",
    "Open ALC": "ALC offen",
    "Baseline model": "Basismodell",
    "Attempts": "Versuche",
    "Halted because": "Angehalten, weil",
    "Anonymity Loss Coefficient: how much better the attack predicts the secret than a model that never saw these "
    "people. It compares their PRCs (precision, discounted only when coverage gets very small). 0 = no better; 1 = "
    "perfect where the baseline is not; far below 0 it only says 'no advantage'. Each side's operating point is "
    "chosen on some attempts and measured on others.":
        "Anonymity Loss Coefficient (Anonymitätsverlust-Koeffizient): wie viel besser der Angriff den geheimen Wert "
        "vorhersagt als ein Modell, das diese Personen nie gesehen hat. Er vergleicht ihre PRCs (Präzision, nur "
        "abgewertet, wenn die Abdeckung sehr klein wird). 0 = nicht besser; 1 = perfekt, wo das Basismodell es nicht "
        "ist; weit unter 0 sagt er nur „kein Vorteil“. Der Arbeitspunkt jeder Seite wird an einem Teil der Versuche "
        "gewählt und an den übrigen gemessen.",
    "Where the true ALC lies, 95 times out of 100, given how many people were attacked.":
        "Wo der wahre ALC in 95 von 100 Fällen liegt, gemessen an der Zahl der angegriffenen Personen.",
    "Decided from the intervals: serious or at risk when the interval's lower end is in the band, safe when its upper "
    "end is below the at-risk threshold, otherwise undetermined. By default the worse of ALC and the precision "
    "improvement. Not applicable: the audit's set-up leaves no meaning.":
        "Aus den Intervallen entschieden: ernst oder gefährdet, wenn das untere Ende des Intervalls im Band liegt, "
        "sicher, wenn sein oberes Ende unter der Gefährdungsschwelle liegt, sonst unbestimmt. Standardmäßig zählt der "
        "schlechtere Wert aus ALC und Präzisionsgewinn. Nicht anwendbar: Der Aufbau der Prüfung lässt keine Aussage zu.",
    "Paper 000's comparison at equal coverage: on the people the attack predicts for, how much "
    "of the baseline's room for error the attack removes (1 = always right where the baseline is not), with the "
    "share of people it holds for.":
        "Der Vergleich bei gleicher Abdeckung aus Fachartikel 000: wie viel vom Fehlerspielraum des "
        "Basismodells der Angriff bei den Personen beseitigt, für die er eine Vorhersage macht (1 = immer richtig, wo "
        "das Basismodell es nicht ist), mit dem Anteil der Personen, für den das gilt.",
    "For attacks that also guess from population statistics alone (the group attack's 'open' prediction): its ALC. "
    "Well below ALC means the risk is personal, what the release shows about the person; close to ALC means the "
    "attack mostly learned what is true of everyone.":
        "Für Angriffe, die auch allein aus Statistiken der Grundgesamtheit raten (die „offene“ Vorhersage des "
        "Gruppenangriffs): deren ALC. Deutlich unter dem ALC heißt: Das Risiko ist persönlich, es liegt in dem, was "
        "die Freigabe über die Person zeigt; nahe am ALC heißt: Der Angriff hat vor allem gelernt, was für alle gilt.",
    "Precision: the share of the attack's predictions that are right.": "Präzision: der Anteil der Vorhersagen des "
                                                                        "Angriffs, die stimmen.",
    "Coverage (recall): the share of attacked people the attack dares to predict for.":
        "Abdeckung (Recall): der Anteil der angegriffenen Personen, für die der Angriff eine Vorhersage wagt.",
    "Precision of the privacy-neutral baseline: a model trained on the original without the targets.":
        "Präzision des datenschutzneutralen Basismodells: ein Modell, das auf dem Original ohne die Zielpersonen "
        "trainiert wurde.",
    "Coverage of the baseline at its operating point.": "Abdeckung des Basismodells an seinem Arbeitspunkt.",
    "below −1": "unter −1",
    "{low} to {high}": "{low} bis {high}",
    "no advantage (< −1)": "kein Vorteil (< −1)",
    "{improvement} for {share}": "{improvement} für {share}",
    "About {count} attempts would decide it.": "Etwa {count} Versuche würden es entscheiden.",

    # -- the questions before work could be lost, and crash recovery (Questions, Recovery) --------------------
    "Unsaved results": "Nicht gespeicherte Ergebnisse",
    "The results of the last run are not saved. Save them before {doing}?":
        "Die Ergebnisse des letzten Laufs sind nicht gespeichert. Sollen sie vor dem {doing} gespeichert werden?",
    "Discarded results cannot be brought back; saving keeps them in the audit file.":
        "Verworfene Ergebnisse lassen sich nicht zurückholen; beim Speichern bleiben sie in der Prüfungsdatei "
        "erhalten.",
    "AnonGuard stopped while an audit was running. {found} can be recovered ({older} older interrupted run(s) are "
    "kept for later).": "AnonGuard wurde beendet, während eine Prüfung lief. Zum Wiederherstellen bereit: {found} "
                        "({older} ältere unterbrochene Läufe bleiben für später erhalten).",
    "AnonGuard stopped while an audit was running. {found} can be recovered.":
        "AnonGuard wurde beendet, während eine Prüfung lief. Zum Wiederherstellen bereit: {found}.",
    "Recover an interrupted audit": "Unterbrochene Prüfung wiederherstellen",
    "Recover the results": "Ergebnisse wiederherstellen",
    "Discard them": "Verwerfen",
    "Later": "Später",
    "an unsaved audit": "einer nicht gespeicherten Prüfung",
    "%d %b %Y at %H:%M": "%d.%m.%Y um %H:%M",
    "{count} finished results of {audit}, run on {when}": "{count} fertige Ergebnisse von {audit}, ausgeführt am {when}",
    "{count} finished result of {audit}, run on {when}": "{count} fertiges Ergebnis von {audit}, ausgeführt am {when}",
    "No result could be measured, so the audit cannot judge the releases.":
        "Kein Ergebnis konnte gemessen werden; die Prüfung kann die Freigaben daher nicht beurteilen.",
    "Release '{release}' cannot be judged on what could not be measured: {reasons}":
        "Freigabe '{release}' ist nicht beurteilbar, weil nicht alles gemessen werden konnte: {reasons}",
    "{count} result(s) could not be measured (the reasons are listed below): until they are, no release they concern "
    "can be called safe.": "{count} Ergebnis(se) konnten nicht gemessen werden (die Gründe stehen unten): solange "
                           "das so bleibt, kann keine betroffene Freigabe sicher genannt werden.",
    "Some results could not be measured, so the release cannot be called safe: fix what the reasons above say (codes "
    "the release writes differently can be read on the Data page's Recodes), then run again.":
        "Einige Ergebnisse konnten nicht gemessen werden, daher kann die Freigabe nicht sicher genannt werden: beheben "
        "Sie, was die Gründe oben nennen (anders geschriebene Codes lassen sich auf der Seite Daten unter Umkodierungen "
        "lesen), und prüfen Sie erneut.",
    "none shows an advantage over the baseline (the worst ALC is below −1)":
        "keines zeigt einen Vorteil gegenüber dem Basismodell (der schlechteste ALC liegt unter −1)",
    "the worst has ALC {alc}": "das schlechteste hat einen ALC von {alc}",
    "{alc} (95 % interval {low} to {high})": "{alc} (95-%-Intervall {low} bis {high})",
    "{advice} Of {count} measured results, {told}; {worst}.":
        "{advice} Von {count} gemessenen Ergebnissen: {told}; {worst}.",
    **REIDENTIFICATION,
    **UTILITY,
    **UTILITY_PAGE,
    **TREATMENTS,
    **TREATMENTS_PAGE,
    **SEARCH_PAGE,
    **IDENTITY,
    **MISSING,
    **RECODES,
    **RECONSTRUCTION,
    **NOTHING_LOST,
    **SECONDARY,
    **MESSAGES,
    **ERRORS,
    **CHARTS,
}


def fill(path: Path, translations: dict[str, str] = GERMAN) -> tuple[int, int, list[str]]:
    """Write `translations` into the catalogue at `path`; (finished, still unfinished, sources of
    `translations` the catalogue no longer holds)."""
    tree = ET.parse(path)
    tree.getroot().set("sourcelanguage", "en")  # the code's own language
    finished = left = 0
    used = set()
    for message in tree.iter("message"):
        source, translation = message.findtext("source"), message.find("translation")
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        if source in translations:
            used.add(source)
            text = translations[source]
            translation.text = str(text)
            if isinstance(text, Unfinished):
                translation.set("type", "unfinished")
            else:
                translation.attrib.pop("type", None)
        if translation.get("type") == "unfinished":
            left += 1
        else:
            finished += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return finished, left, sorted(set(translations) - used)


if __name__ == "__main__":
    done, unfinished_count, stale = fill(CATALOGUES / "anonguard_de.ts")
    print(f"anonguard_de.ts: {done} finished, {unfinished_count} unfinished")
    for source in stale:
        print(f"fill_de.py: no longer in the code, remove it: {source!r}", file=sys.stderr)
