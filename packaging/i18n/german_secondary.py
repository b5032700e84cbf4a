"""The German translations of the secondary windows (the export dialog and its report jobs, the run history,
the manual window, the Membership page's details, the question before the original is sent, the message
printed before the window opens) and of the pages' titles (context "Pages": the tabs, the manual's page
references), merged into `fill_de.GERMAN`; the terms are fill_de's."""

SECONDARY: dict[str, str] = {
    # -- the pages' titles (anonguard/gui/page_order.py): the tabs ("5  Ergebnisse") and the manual ("Seite 5") --
    "Data": "Daten",
    "Membership": "Mitgliedschaft",
    "page {number}": "Seite {number}",

    # -- the export dialog (ExportDialog) ---------------------------------------------------------------------
    "Export the risk report": "Risikobericht exportieren",
    "Destination folder": "Zielordner",
    "Choose…": "Auswählen…",
    "Export the report into": "Bericht exportieren in",
    "Report files already there are replaced together. A format that cannot be written is named, and the others "
    "are still written.":
        "Dort bereits vorhandene Berichtsdateien werden gemeinsam ersetzt. Ein Format, das sich nicht schreiben "
        "lässt, wird genannt, und die anderen werden trotzdem geschrieben.",
    "Formats": "Formate",
    "HTML: the report to read (report.html)": "HTML: der Bericht zum Lesen (report.html)",
    "PDF: the report to file or print (report.pdf)": "PDF: der Bericht zum Ablegen oder Drucken (report.pdf)",
    "JSON: the machine-readable audit (audit.json)": "JSON: die maschinenlesbare Prüfung (audit.json)",
    "CSV: one row per result (results.csv)": "CSV: eine Zeile je Ergebnis (results.csv)",
    "One row per attempt (attempts.csv)": "Eine Zeile je Versuch (attempts.csv)",
    "PDF page size:": "Seitenformat des PDF:",
    "What the report may disclose": "Was der Bericht offenlegen darf",
    "Include original record values": "Originalwerte der Datensätze aufnehmen",
    "The report will contain confidential values; it says so on its first page. Keep it as confidential as the "
    "original data.":
        "Der Bericht wird vertrauliche Werte enthalten; das steht auf seiner ersten Seite. Behandeln Sie ihn so "
        "vertraulich wie die Originaldaten.",
    "Withhold categories held by fewer than:": "Kategorien zurückhalten mit weniger als:",
    "rows": "Zeilen",
    "A category held by fewer rows of the original is not named in the report":
        "Eine Kategorie mit weniger Zeilen im Original wird im Bericht nicht genannt",
    "Rendering preview…": "Vorschau wird erstellt…",
    "No preview: {error}": "Keine Vorschau: {error}",
    "Preview of report.pdf: {count} pages, {size}": "Vorschau von report.pdf: {count} Seiten, {size}",
    "Preview of report.pdf: {count} page, {size}": "Vorschau von report.pdf: {count} Seite, {size}",
    "Open folder": "Ordner öffnen",
    "Export": "Exportieren",
    "Close": "Schließen",
    "Give the full path of the folder to export into (not {folder}), or choose one.":
        "Geben Sie den vollständigen Pfad des Zielordners an (nicht {folder}) oder wählen Sie einen aus.",
    "Exporting to {folder}…": "Export nach {folder} …",
    "Cancelling the export…": "Der Export wird abgebrochen …",
    "Export cancelled: nothing was written to {folder}.": "Export abgebrochen: Nach {folder} wurde nichts geschrieben.",
    "Export cancelled while the PDF was drawn: {files} were written to {folder}, the PDF was not.":
        "Export abgebrochen, während das PDF gezeichnet wurde: {files} wurden nach {folder} geschrieben, das PDF nicht.",
    "They contain original record values: keep them confidential.":
        "Sie enthalten Originalwerte von Datensätzen: Behandeln Sie sie vertraulich.",
    "Wrote {files} to {folder}.": "{files} nach {folder} geschrieben.",

    # -- the report's writing, as the export dialog tells it (ReportJobs) ---------------------------------------
    "Nothing was written to {folder}.": "Nach {folder} wurde nichts geschrieben.",
    "Free some disk space and export again.": "Geben Sie Speicherplatz frei und exportieren Sie erneut.",
    "Export the missing format again once the cause is fixed, or report the problem.":
        "Exportieren Sie das fehlende Format erneut, sobald die Ursache behoben ist, oder melden Sie das Problem.",
    "{folder} is in use by another AnonGuard audit (process {process}); nothing was written. Wait for it to "
    "finish, or choose another folder.":
        "{folder} wird von einer anderen AnonGuard-Prüfung verwendet (Prozess {process}); es wurde nichts "
        "geschrieben. Warten Sie, bis sie fertig ist, oder wählen Sie einen anderen Ordner.",
    "unknown": "unbekannt",
    "Could not write the report to {folder}: {reason}. Nothing was written, and a report already there is "
    "unchanged. Choose a folder you can write to (or free some disk space) and export again.":
        "Der Bericht konnte nicht nach {folder} geschrieben werden: {reason}. Es wurde nichts geschrieben, und ein "
        "dort bereits vorhandener Bericht ist unverändert. Wählen Sie einen Ordner, in den Sie schreiben dürfen "
        "(oder geben Sie Speicherplatz frei), und exportieren Sie erneut.",
    "Could not export the report: {error}. Nothing was written to {folder}.":
        "Der Bericht konnte nicht exportiert werden: {error}. Nach {folder} wurde nichts geschrieben.",

    # -- the run history (HistoryDialog) ------------------------------------------------------------------------
    "Run history": "Verlauf der Läufe",
    "The last {count} runs of this audit are kept in its file. Select one to show its results again, or two "
    "(Ctrl+click) to compare them.":
        "Die letzten {count} Läufe dieser Prüfung werden in ihrer Datei aufbewahrt. Wählen Sie einen aus, um seine "
        "Ergebnisse erneut zu zeigen, oder zwei (Strg+Klick), um sie zu vergleichen.",
    "Runs, newest first": "Läufe, neueste zuerst",
    "{when} · seed {seed} · {count} results · worst: {worst}":
        "{when} · Startwert {seed} · {count} Ergebnisse · schlechteste Bewertung: {worst}",
    "none decided": "keine entschieden",
    "Show this run's results": "Ergebnisse dieses Laufs zeigen",
    "Compare the two selected runs": "Die beiden ausgewählten Läufe vergleichen",
    "The two selected runs side by side": "Die beiden ausgewählten Läufe nebeneinander",
    "Result": "Ergebnis",
    "Older run: ALC [95% interval], verdict": "Älterer Lauf: ALC [95-%-Intervall], Bewertung",
    "Newer run: ALC [95% interval], verdict": "Neuerer Lauf: ALC [95-%-Intervall], Bewertung",
    "membership": "Mitgliedschaft",
    "({count} key variables)": "({count} Schlüsselvariablen)",

    # -- the manual window (ManualWindow) -----------------------------------------------------------------------
    "AnonGuard manual": "AnonGuard-Handbuch",
    "Manual contents": "Inhalt des Handbuchs",
    "Manual page": "Seite des Handbuchs",
    "Search the manual": "Im Handbuch suchen",
    "found in “{page}”": "gefunden in „{page}“",
    "not in the manual": "nicht im Handbuch",

    # -- the Membership page's details (MembershipPage) ---------------------------------------------------------
    "Membership results: one row per release and attack":
        "Ergebnisse der Mitgliedschaft: eine Zeile je Freigabe und Angriff",
    "Details of the chosen membership result": "Einzelheiten des gewählten Ergebnisses der Mitgliedschaft",
    "Operating points": "Arbeitspunkte",
    "Operating points of the chosen membership result": "Arbeitspunkte des gewählten Ergebnisses der Mitgliedschaft",
    "Most confident claims": "Sicherste Behauptungen",
    "The most confident membership claims": "Die sichersten Behauptungen zur Mitgliedschaft",
    "One confident, correct claim about a single person is already a disclosure (002).":
        "Schon eine sichere, richtige Behauptung über eine einzelne Person ist eine Offenlegung (002).",
    "Their original values are hidden; turn on 'show values' in the membership settings to list them.":
        "Ihre Originalwerte sind verborgen; um sie aufzulisten, schalten Sie in den Einstellungen der "
        "Mitgliedschaft „Die Originalwerte … auflisten“ ein.",

    # -- the question before a run sends the original where an opened audit file names (Questions) -----------
    "Send the original?": "Das Original senden?",
    "This audit file sends the original table to {where}. Send it there?":
        "Diese Prüfungsdatei sendet die Originaltabelle an {where}. Soll sie dorthin gesendet werden?",
    "the Dask cluster at {value}": "den Dask-Cluster unter {value}",
    "the shared folder {value}": "den gemeinsamen Ordner {value}",
    "The audit file names this place, not you. Whoever runs that cluster or can read that folder gets the "
    "original's records.":
        "Diesen Ort nennt die Prüfungsdatei, nicht Sie. Wer diesen Cluster betreibt oder diesen Ordner lesen kann, "
        "erhält die Datensätze des Originals.",
    "Send it": "Senden",
    "Do not run": "Nicht ausführen",
    "Not sent: open the audit in the window and confirm, or run it with `anonguard audit --config FILE`, naming "
    "the place on the command line.":
        "Nicht gesendet: Öffnen Sie die Prüfung im Fenster und bestätigen Sie, oder führen Sie sie mit `anonguard "
        "audit --config FILE` aus und nennen Sie den Ort auf der Kommandozeile.",

    # -- printed before the window opens (PlatformCheck) --------------------------------------------------------
    "the window cannot open: Qt's X11 plugin needs {libraries}, which this system lacks. On Debian or Ubuntu: "
    "sudo apt install {packages} (other systems: the packages holding these libraries). The command line works "
    "without them: anonguard audit --help":
        "das Fenster kann nicht geöffnet werden: Das X11-Plugin von Qt braucht {libraries}, die diesem System "
        "fehlen. Unter Debian oder Ubuntu: sudo apt install {packages} (andere Systeme: die Pakete, die diese "
        "Bibliotheken enthalten). Die Kommandozeile funktioniert ohne sie: anonguard audit --help",
}
