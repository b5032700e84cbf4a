<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AttacksPage</name>
    <message>
        <location filename="../../gui/pages.py" line="27" />
        <source>records</source>
        <translation>Einzeldatensätzen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="28" />
        <source>published count tables</source>
        <translation>veröffentlichten Häufigkeitstabellen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="41" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="42" />
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="43" />
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="44" />
        <source>no: learns from {needs}; these releases hold {has}</source>
        <translation>nein: lernt aus {needs}; diese Freigaben bestehen aus {has}</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="252" />
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="253" />
        <source>Target selectors</source>
        <translation>Zielselektoren</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="254" />
        <source>Baseline models</source>
        <translation>Basismodelle</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="255" />
        <source>Release generators</source>
        <translation>Freigabegeneratoren</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="261" />
        <source>Plugin</source>
        <translation>Erweiterung</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="261" />
        <source>Fits these releases</source>
        <translation>Passt zu diesen Freigaben</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="261" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="262" />
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="262" />
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="263" />
        <source>Plugin catalog: tick the attacks to run</source>
        <translation>Katalog der Erweiterungen: Kreuzen Sie die auszuführenden Angriffe an</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="269" />
        <source>Settings of this attack</source>
        <translation>Einstellungen dieses Angriffs</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="279" />
        <source>The chosen plugin's description and settings</source>
        <translation>Beschreibung und Einstellungen der gewählten Erweiterung</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="308" />
        <source>Plugins that failed to load</source>
        <translation>Erweiterungen, die nicht geladen werden konnten</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="311" />
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Bands</name>
    <message>
        <location filename="../../gui/models.py" line="40" />
        <source>serious risk</source>
        <translation>ernstes Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="40" />
        <source>at risk</source>
        <translation>gefährdet</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="41" />
        <source>safe</source>
        <translation>sicher</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="41" />
        <source>undetermined</source>
        <translation>unbestimmt</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="42" />
        <source>not applicable</source>
        <translation>nicht anwendbar</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="42" />
        <source>cannot be judged</source>
        <translation>nicht beurteilbar</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="43" />
        <source>The audit cannot call this safe: some results could not be measured (the reasons are listed); fix them and run again.</source>
        <translation>Die Prüfung kann dies nicht sicher nennen: Einige Ergebnisse konnten nicht gemessen werden (die Gründe stehen darunter); beheben Sie sie und prüfen Sie erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="45" />
        <source>Do not publish as it stands.</source>
        <translation>In dieser Form nicht veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="46" />
        <source>Publish only after the board has weighed the risks below.</source>
        <translation>Erst veröffentlichen, nachdem das Gremium die unten genannten Risiken abgewogen hat.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="47" />
        <source>The risk is not settled yet: the results below say what would settle it.</source>
        <translation>Das Risiko ist noch nicht geklärt: Die Ergebnisse unten sagen, was es klären würde.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="48" />
        <source>No attack did meaningfully better than the statistical baseline.</source>
        <translation>Kein Angriff war nennenswert besser als das statistische Basismodell.</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <location filename="../../gui/draft.py" line="370" />
        <source>Open the original: the confidential table the releases were made from</source>
        <translation>Original öffnen: die vertrauliche Tabelle, aus der die Freigaben erstellt wurden</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="371" />
        <source>Add the release(s) made from it</source>
        <translation>Die daraus erstellte(n) Freigabe(n) hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="374" />
        <source>Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the Scenario page</source>
        <translation>Sensible Variablen markieren (Rolle „geheim“: was ein Angreifer erfahren will) oder auf der Seite Szenario die Mitgliedschaft prüfen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="378" />
        <source>Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)</source>
        <translation>Schlüsselvariablen markieren (Rolle „bekannt“, Quasi-Identifikatoren: was ein Angreifer weiß)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="379" />
        <source>Tick at least one attack that fits these releases</source>
        <translation>Mindestens einen Angriff ankreuzen, der zu diesen Freigaben passt</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="383" />
        <source>Membership: the non-member table and the population size</source>
        <translation>Mitgliedschaft: Tabelle der Nichtmitglieder und Größe der Grundgesamtheit</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="385" />
        <source>Membership: {problem}</source>
        <translation>Mitgliedschaft: {problem}</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <location filename="../../gui/models.py" line="53" />
        <source>singling out</source>
        <translation>Herausgreifen</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="53" />
        <source>linkability</source>
        <translation>Verknüpfbarkeit</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="54" />
        <source>record linkage</source>
        <translation>Datensatzverknüpfung</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../gui/models.py" line="120" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="120" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="121" />
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="121" />
        <source>Distinct values</source>
        <translation>Verschiedene Werte</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="122" />
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="122" />
        <source>Declared missing</source>
        <translation>Als fehlend erklärt</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="151" />
        <source>Key variable (quasi-identifier): what an intruder can know about a person from outside · sensitive: what the intruder tries to learn · entity: identifies a person owning several rows · left out: not part of the audit</source>
        <translation>Schlüsselvariable (Quasi-Identifikator): was ein Angreifer von außen über eine Person wissen kann · sensibel: was der Angreifer erfahren will · Einheit: kennzeichnet eine Person, zu der mehrere Zeilen gehören · nicht berücksichtigt: nicht Teil der Prüfung</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../gui/pages.py" line="91" />
        <location filename="../../gui/pages.py" line="187" />
        <source>No original yet: open one, or drop a file on the window.</source>
        <translation>Noch kein Original: Öffnen Sie eines oder ziehen Sie eine Datei auf das Fenster.</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="93" />
        <source>Open original…</source>
        <translation>Original öffnen…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="96" />
        <source>The releases made from the original. Tables with the same label are one release. Double-click a release (or press F2) to rename it.</source>
        <translation>Die aus dem Original erstellten Freigaben. Tabellen mit derselben Bezeichnung bilden eine Freigabe. Doppelklicken Sie auf eine Freigabe (oder drücken Sie F2), um sie umzubenennen.</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="97" />
        <source>Releases</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="100" />
        <source>Add release…</source>
        <translation>Freigabe hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="100" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="104" />
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="106" />
        <source>&lt;b&gt;Original&lt;/b&gt; (confidential)</source>
        <translation>&lt;b&gt;Original&lt;/b&gt; (vertraulich)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="109" />
        <source>&lt;b&gt;Releases&lt;/b&gt;</source>
        <translation>&lt;b&gt;Freigaben&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="122" />
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="142" />
        <source>Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click a cell to change it)</source>
        <translation>Spalten: Art und Rolle. Schlüsselvariablen: was ein Angreifer weiß; sensibel: was vertraulich bleiben muss (zum Ändern eine Zelle anklicken)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="167" />
        <source>Rename the release</source>
        <translation>Freigabe umbenennen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="168" />
        <source>The release's name in results and reports:</source>
        <translation>Name der Freigabe in Ergebnissen und Berichten:</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="174" />
        <source>Cannot rename the release</source>
        <translation>Die Freigabe kann nicht umbenannt werden</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="184" />
        <source>{name} — {rows} rows × {columns} columns
{folder}</source>
        <translation>{name} — {rows} Zeilen × {columns} Spalten
{folder}</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="191" />
        <source>{release}: {name} ({rows} rows)</source>
        <translation>{release}: {name} ({rows} Zeilen)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="197" />
        <source>original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="219" />
        <source>Checking the releases against the original…</source>
        <translation>Die Veröffentlichungen werden mit dem Original abgeglichen …</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="235" />
        <source>{column} ({role})</source>
        <translation>{column} ({role})</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="235" />
        <source>record id</source>
        <translation>Datensatzkennung</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="238" />
        <source>Not key variables, as they are likely no intruder's knowledge: {columns}. If one is, choose its role below.</source>
        <translation>Keine Schlüsselvariablen, da ein Angreifer sie wahrscheinlich nicht kennt: {columns}. Kennt er eine doch, wählen Sie unten ihre Rolle.</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="270" />
        <source>a release needs a name</source>
        <translation>Eine Freigabe braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="272" />
        <source>another release is already called {name}; choose another name, or give two tables one name on purpose by adding them with it</source>
        <translation>Eine andere Freigabe heißt bereits {name}; wählen Sie einen anderen Namen, oder geben Sie zwei Tabellen bewusst denselben Namen, indem Sie beide unter diesem Namen hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="310" />
        <source>{file} changed since the audit was saved (its sha256 differs): results will differ</source>
        <translation>{file} wurde seit dem Speichern der Prüfung geändert (der SHA-256-Prüfwert weicht ab): Die Ergebnisse werden abweichen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="322" />
        <source>{table} lacks column(s) {columns}</source>
        <translation>{table}: Spalte(n) {columns} fehlen</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../gui/export_dialog.py" line="27" />
        <source>HTML: the report to read (report.html)</source>
        <translation>HTML: der Bericht zum Lesen (report.html)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="28" />
        <source>PDF: the report to file or print (report.pdf)</source>
        <translation>PDF: der Bericht zum Ablegen oder Drucken (report.pdf)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="29" />
        <source>JSON: the machine-readable audit (audit.json)</source>
        <translation>JSON: die maschinenlesbare Prüfung (audit.json)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="30" />
        <source>CSV: one row per result (results.csv)</source>
        <translation>CSV: eine Zeile je Ergebnis (results.csv)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="32" />
        <source>The report will contain confidential values; it says so on its first page. Keep it as confidential as the original data.</source>
        <translation>Der Bericht wird vertrauliche Werte enthalten; das steht auf seiner ersten Seite. Behandeln Sie ihn so vertraulich wie die Originaldaten.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="41" />
        <source>Export the risk report</source>
        <translation>Risikobericht exportieren</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="51" />
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="57" />
        <source>One row per attempt (attempts.csv)</source>
        <translation>Eine Zeile je Versuch (attempts.csv)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="60" />
        <source>Include original record values</source>
        <translation>Originalwerte der Datensätze aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="69" />
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="70" />
        <source>A category held by fewer rows of the original is not named in the report</source>
        <translation>Eine Kategorie mit weniger Zeilen im Original wird im Bericht nicht genannt</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="78" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="80" />
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="82" />
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="85" />
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="106" />
        <source>Destination folder</source>
        <translation>Zielordner</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="112" />
        <source>Report files already there are replaced together. A format that cannot be written is named, and the others are still written.</source>
        <translation>Dort bereits vorhandene Berichtsdateien werden gemeinsam ersetzt. Ein Format, das sich nicht schreiben lässt, wird genannt, und die anderen werden trotzdem geschrieben.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="117" />
        <source>Formats</source>
        <translation>Formate</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="122" />
        <source>PDF page size:</source>
        <translation>Seitenformat des PDF:</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="124" />
        <source>What the report may disclose</source>
        <translation>Was der Bericht offenlegen darf</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="129" />
        <source>Withhold categories held by fewer than:</source>
        <translation>Kategorien zurückhalten mit weniger als:</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="182" />
        <source>Export the report into</source>
        <translation>Bericht exportieren in</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="196" />
        <location filename="../../gui/export_dialog.py" line="209" />
        <source>Rendering preview…</source>
        <translation>Vorschau wird erstellt…</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="219" />
        <source>No preview: {error}</source>
        <translation>Keine Vorschau: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="231" />
        <source>Preview of report.pdf: {count} pages, {size}</source>
        <translation>Vorschau von report.pdf: {count} Seiten, {size}</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="232" />
        <source>Preview of report.pdf: {count} page, {size}</source>
        <translation>Vorschau von report.pdf: {count} Seite, {size}</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="243" />
        <source>Give the full path of the folder to export into (not {folder}), or choose one.</source>
        <translation>Geben Sie den vollständigen Pfad des Zielordners an (nicht {folder}) oder wählen Sie einen aus.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="251" />
        <source>Exporting to {folder}…</source>
        <translation>Export nach {folder} …</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="260" />
        <source>Cancelling the export…</source>
        <translation>Der Export wird abgebrochen …</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="269" />
        <source>Export cancelled: nothing was written to {folder}.</source>
        <translation>Export abgebrochen: Nach {folder} wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="278" />
        <source>They contain original record values: keep them confidential.</source>
        <translation>Sie enthalten Originalwerte von Datensätzen: Behandeln Sie sie vertraulich.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="280" />
        <source>Wrote {files} to {folder}.</source>
        <translation>{files} nach {folder} geschrieben.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../gui/file_dialogs.py" line="20" />
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="26" />
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="31" />
        <source>AnonGuard audits</source>
        <translation>AnonGuard-Prüfungen</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="35" />
        <source>Plugin wheels</source>
        <translation>Erweiterungspakete (Wheel)</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="39" />
        <source>CSV files</source>
        <translation>CSV-Dateien</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../gui/history.py" line="43" />
        <source>none decided</source>
        <translation>keine entschieden</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="45" />
        <source>{when} · seed {seed} · {count} results · worst: {worst}</source>
        <translation>{when} · Startwert {seed} · {count} Ergebnisse · schlechteste Bewertung: {worst}</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="47" />
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="106" />
        <source>membership</source>
        <translation>Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="108" />
        <source>({count} key variables)</source>
        <translation>({count} Schlüsselvariablen)</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="118" />
        <source>Run history</source>
        <translation>Verlauf der Läufe</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="121" />
        <source>Runs, newest first</source>
        <translation>Läufe, neueste zuerst</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="125" />
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="125" />
        <source>Older run: ALC [95% interval], verdict</source>
        <translation>Älterer Lauf: ALC [95-%-Intervall], Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="126" />
        <source>Newer run: ALC [95% interval], verdict</source>
        <translation>Neuerer Lauf: ALC [95-%-Intervall], Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="128" />
        <source>The two selected runs side by side</source>
        <translation>Die beiden ausgewählten Läufe nebeneinander</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="129" />
        <source>Show this run's results</source>
        <translation>Ergebnisse dieses Laufs zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="131" />
        <source>Compare the two selected runs</source>
        <translation>Die beiden ausgewählten Läufe vergleichen</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="140" />
        <source>The last {count} runs of this audit are kept in its file. Select one to show its results again, or two (Ctrl+click) to compare them.</source>
        <translation>Die letzten {count} Läufe dieser Prüfung werden in ihrer Datei aufbewahrt. Wählen Sie einen aus, um seine Ergebnisse erneut zu zeigen, oder zwei (Strg+Klick), um sie zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>IdentityBox</name>
    <message>
        <location filename="../../gui/identity_setup.py" line="21" />
        <source>Identity attacks: singling out, linkability and record linkage</source>
        <translation>Identitätsangriffe: Herausgreifen, Verknüpfbarkeit und Datensatzverknüpfung</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="25" />
        <source>The attacker picks descriptions of one person from the release, links two partial records of the same people through it, or links a named file to its rows. Each attack is also run on the records of half of the original's people instead of the release: only what the release adds counts as risk.</source>
        <translation>Der Angreifer wählt aus der Veröffentlichung Beschreibungen einer einzigen Person, verknüpft über sie zwei Teildatensätze derselben Personen oder verknüpft eine Datei mit Namen mit ihren Zeilen. Jeder Angriff läuft auch auf den Datensätzen der Hälfte der Personen des Originals statt auf der Veröffentlichung: Nur was die Veröffentlichung hinzufügt, zählt als Risiko.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="29" />
        <source>the key variables (role 'known' on the Data page)</source>
        <translation>die Schlüsselvariablen (Rolle „bekannt“ auf der Seite Daten)</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="30" />
        <source>The columns the identity attacker knows, separated by commas.</source>
        <translation>Die Spalten, die der Identitätsangreifer kennt, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="31" />
        <source>Identity attacker's key variables</source>
        <translation>Schlüsselvariablen des Identitätsangreifers</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="32" />
        <source>chosen by AnonGuard: the split whose weaker view leaves the fewest look-alikes</source>
        <translation>von AnonGuard gewählt: die Aufteilung, deren schwächere Sicht die wenigsten Doppelgänger lässt</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="33" />
        <source>Linkability's two partial views of the same people, e.g. age,sex,region|education,occupation: no column in both.</source>
        <translation>Die zwei Teilsichten der Verknüpfbarkeit auf dieselben Personen, z. B. age,sex,region|education,occupation: keine Spalte in beiden.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="35" />
        <location filename="../../gui/identity_setup.py" line="68" />
        <source>Linkability's views</source>
        <translation>Sichten der Verknüpfbarkeit</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="40" />
        <source>Share of the record-linkage attacker's named records with one key wrong (a year off, a moved region).</source>
        <translation>Anteil der Datensätze mit Namen des Verknüpfungsangreifers, bei denen ein Schlüssel falsch ist (ein Jahr daneben, eine andere Region).</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="42" />
        <location filename="../../gui/identity_setup.py" line="54" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="42" />
        <source>Releases made of no one's record (labels, separated by commas): record linkage is not scored on them.</source>
        <translation>Veröffentlichungen, die aus keinem Datensatz einer Person bestehen (Bezeichnungen, durch Kommas getrennt): Die Datensatzverknüpfung wird auf ihnen nicht bewertet.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="44" />
        <location filename="../../gui/identity_setup.py" line="70" />
        <source>Synthetic releases</source>
        <translation>Synthetische Veröffentlichungen</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="46" />
        <source>release=id column, e.g. puf=person_id; none: inferred where a release only generalizes and suppresses</source>
        <translation>Veröffentlichung=Kennungsspalte, z. B. puf=person_id; keine: erschlossen, wo eine Veröffentlichung nur vergröbert und unterdrückt</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="48" />
        <source>Record linkage judges 'this row is this person' only when it knows whose row is whose. Per release, the column holding the original's entity id of each row (the internal id, kept in a copy of the release), as release=column, e.g. puf=person_id; several separated by commas. Without it, and unless the rows are in the original's order, record linkage is not applicable to a release that changes values.</source>
        <translation>Die Datensatzverknüpfung beurteilt „diese Zeile ist diese Person“ nur, wenn sie weiß, wessen Zeile welche ist. Je Veröffentlichung die Spalte mit der Personenkennung des Originals für jede Zeile (die interne Kennung, in einer Kopie der Veröffentlichung behalten), als Veröffentlichung=Spalte, z. B. puf=person_id; mehrere durch Kommas getrennt. Ohne sie, und wenn die Zeilen nicht in der Reihenfolge des Originals stehen, ist die Datensatzverknüpfung auf eine Veröffentlichung, die Werte verändert, nicht anwendbar.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="53" />
        <source>Release rows' ids</source>
        <translation>Kennungen der Zeilen</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="54" />
        <source>Releases whose row i was made from row i of the original (labels, separated by commas): a release made row by row and not shuffled.</source>
        <translation>Veröffentlichungen, deren Zeile i aus Zeile i des Originals entstand (Bezeichnungen, durch Kommas getrennt): eine Zeile für Zeile erstellte, nicht gemischte Veröffentlichung.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="57" />
        <source>Releases in the original's order</source>
        <translation>Veröffentlichungen in der Reihenfolge des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="61" />
        <source>Descriptions drawn, or people attacked, at most per release and attack.</source>
        <translation>Höchstens so viele gezogene Beschreibungen oder angegriffene Personen je Veröffentlichung und Angriff.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="67" />
        <source>Key variables</source>
        <translation>Schlüsselvariablen</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="69" />
        <source>Errors in the named file</source>
        <translation>Fehler in der Datei mit Namen</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="71" />
        <source>Rows' ids (record linkage)</source>
        <translation>Kennungen der Zeilen (Datensatzverknüpfung)</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="72" />
        <source>Rows in the original's order</source>
        <translation>Zeilen in der Reihenfolge des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="73" />
        <source>Claims per attack</source>
        <translation>Behauptungen je Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="102" />
        <source>write the two views split by '|', e.g. age,sex|region,education</source>
        <translation>die zwei Sichten durch „|“ getrennt schreiben, z. B. age,sex|region,education</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="104" />
        <source>write each release's id column as release=column, e.g. puf=person_id</source>
        <translation>die Kennungsspalte jeder Veröffentlichung als Veröffentlichung=Spalte schreiben, z. B. puf=person_id</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="107" />
        <source>Not changed: {problem}</source>
        <translation>Nicht geändert: {problem}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/window.py" line="85" />
        <source>Export the risk register</source>
        <translation>Risikoregister exportieren</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="106" />
        <source>Open an original and its releases, or an audit file.</source>
        <translation>Öffnen Sie ein Original und seine Freigaben oder eine Prüfungsdatei.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="141" />
        <source>showing an earlier run</source>
        <translation>Anzeigen eines früheren Laufs</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="146" />
        <source>Showing the run of {when}: its results and settings</source>
        <translation>Angezeigt wird der Lauf vom {when}: seine Ergebnisse und Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="157" />
        <source>About AnonGuard</source>
        <translation>Über AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="158" />
        <source>&lt;h3&gt;AnonGuard {version}&lt;/h3&gt;&lt;p&gt;Audits anonymized releases against a non-member baseline.&lt;/p&gt;&lt;p&gt;Plugins:&lt;/p&gt;&lt;ul&gt;{plugins}&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;AnonGuard {version}&lt;/h3&gt;&lt;p&gt;Prüft anonymisierte Freigaben gegen ein Basismodell aus Nichtmitgliedern.&lt;/p&gt;&lt;p&gt;Erweiterungen:&lt;/p&gt;&lt;ul&gt;{plugins}&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="168" />
        <source>Open the original table</source>
        <translation>Originaltabelle öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="173" />
        <source>Add a release table</source>
        <translation>Freigabetabelle hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="218" />
        <source>{file} has {count} sheets. Which one holds the table?</source>
        <translation>{file} hat {count} Tabellenblätter. Welches enthält die Tabelle?</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="220" />
        <source>Choose a sheet</source>
        <translation>Tabellenblatt wählen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="233" />
        <source>Reading cancelled: nothing was changed.</source>
        <translation>Einlesen abgebrochen: Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="235" />
        <source>Cannot use this file</source>
        <translation>Diese Datei kann nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../../gui/drops.py" line="19" />
        <source>An audit is running: drop files once it has finished or been cancelled.</source>
        <translation>Eine Prüfung läuft: Ziehen Sie Dateien erst auf das Fenster, wenn sie beendet oder abgebrochen ist.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="241" />
        <source>starting a new audit</source>
        <translation>Anlegen einer neuen Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="252" />
        <source>New audit: open the original and add its releases.</source>
        <translation>Neue Prüfung: Öffnen Sie das Original und fügen Sie seine Freigaben hinzu.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="262" />
        <source>Open an audit</source>
        <translation>Prüfung öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="277" />
        <source>opening {file}</source>
        <translation>Öffnen von {file}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="285" />
        <source>Opened {file} with {count} saved results</source>
        <translation>{file} geöffnet, mit {count} gespeicherten Ergebnissen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="288" />
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="323" />
        <source>Untitled audit</source>
        <translation>Unbenannte Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="324" />
        <source>{audit}[*] — AnonGuard</source>
        <translation>{audit}[*] — AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="350" />
        <source>Recovered {results}: save the audit to keep them</source>
        <translation>Wiederhergestellt: {results}. Speichern Sie die Prüfung, um sie zu behalten</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="356" />
        <source>Cannot open this audit</source>
        <translation>Diese Prüfung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="366" />
        <source>Saved results not shown</source>
        <translation>Gespeicherte Ergebnisse nicht angezeigt</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="367" />
        <source>{file}: the saved results are malformed; run the audit again</source>
        <translation>{file}: Die gespeicherten Ergebnisse sind fehlerhaft; führen Sie die Prüfung erneut aus</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="394" />
        <source>Save the audit</source>
        <translation>Prüfung speichern</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="403" />
        <source>Cannot save the audit</source>
        <translation>Die Prüfung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="408" />
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="24" />
        <source>Install a plugin</source>
        <translation>Erweiterung installieren</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="30" />
        <source>Cannot install this plugin</source>
        <translation>Diese Erweiterung kann nicht installiert werden</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="38" />
        <source>nothing new (a replaced version is used after a restart)</source>
        <translation>nichts Neues (eine ersetzte Version wird nach einem Neustart verwendet)</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="40" />
        <source>Installed {plugin} {version}: {added}</source>
        <translation>{plugin} {version} installiert: {added}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="435" />
        <source>running the audit again</source>
        <translation>erneuten Ausführen der Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="443" />
        <source>Not ready to run</source>
        <translation>Noch nicht bereit zur Ausführung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="497" />
        <source>Re-identification: {stage}</source>
        <translation>Re-Identifikation: {stage}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="587" />
        <source>Cancelled in {seconds} s: {count} results</source>
        <translation>Abgebrochen nach {seconds} s: {count} Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="588" />
        <source>Finished in {seconds} s: {count} results</source>
        <translation>Fertig nach {seconds} s: {count} Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="591" />
        <source>{count} failed</source>
        <translation>{count} fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="593" />
        <source>⚠ {count} warning(s): point here to read them</source>
        <translation>⚠ {count} Warnung(en): zum Lesen hierauf zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="599" />
        <source>The audit could not run.</source>
        <translation>Die Prüfung konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="602" />
        <location filename="../../gui/window.py" line="604" />
        <source>The audit could not run</source>
        <translation>Die Prüfung konnte nicht ausgeführt werden</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="683" />
        <source>quitting</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <location filename="../../gui/manual.py" line="63" />
        <source>page {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="86" />
        <source>AnonGuard manual</source>
        <translation>AnonGuard-Handbuch</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="89" />
        <source>Manual contents</source>
        <translation>Inhalt des Handbuchs</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="94" />
        <source>Manual page</source>
        <translation>Seite des Handbuchs</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="98" />
        <location filename="../../gui/manual.py" line="99" />
        <source>Search the manual</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="147" />
        <source>found in “{page}”</source>
        <translation>gefunden in „{page}“</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="149" />
        <source>not in the manual</source>
        <translation>nicht im Handbuch</translation>
    </message>
</context>
<context>
    <name>MembershipBox</name>
    <message>
        <location filename="../../gui/membership_setup.py" line="24" />
        <source>Membership: can the release tell who is in the data? (000 §5)</source>
        <translation>Mitgliedschaft: Verrät die Freigabe, wer in den Daten ist? (000 §5)</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="28" />
        <source>people of the same population who are not in the original</source>
        <translation>Personen derselben Grundgesamtheit, die nicht im Original sind</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="29" />
        <location filename="../../gui/membership_setup.py" line="57" />
        <source>Non-member table</source>
        <translation>Tabelle der Nichtmitglieder</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="30" />
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="38" />
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="39" />
        <source>How many people the attacker could be asking about; their odds follow from it.</source>
        <translation>Nach wie vielen Personen der Angreifer fragen könnte; daraus folgen seine Chancen.</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="42" />
        <source>(not known)</source>
        <translation>(nicht bekannt)</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="45" />
        <source>How the release was made, if known: shadow modelling retrains it (001).</source>
        <translation>Wie die Freigabe erzeugt wurde, falls bekannt: Shadow Modelling wiederholt das Verfahren (001).</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="55" />
        <source>List the original values of the most confidently claimed people</source>
        <translation>Die Originalwerte der Personen auflisten, die mit der größten Sicherheit behauptet werden</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="58" />
        <source>Population size</source>
        <translation>Größe der Grundgesamtheit</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="59" />
        <source>Release made by</source>
        <translation>Freigabe erzeugt mit</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="60" />
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="64" />
        <source>Open the non-member table</source>
        <translation>Tabelle der Nichtmitglieder öffnen</translation>
    </message>
</context>
<context>
    <name>MembershipPage</name>
    <message>
        <location filename="../../gui/membership_view.py" line="48" />
        <source>Membership results: one row per release and attack</source>
        <translation>Ergebnisse der Mitgliedschaft: eine Zeile je Freigabe und Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="60" />
        <source>The most confident membership claims</source>
        <translation>Die sichersten Behauptungen zur Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="63" />
        <source>Operating points of the chosen membership result</source>
        <translation>Arbeitspunkte des gewählten Ergebnisses der Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="66" />
        <source>Details of the chosen membership result</source>
        <translation>Einzelheiten des gewählten Ergebnisses der Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="67" />
        <source>Operating points</source>
        <translation>Arbeitspunkte</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="68" />
        <source>Most confident claims</source>
        <translation>Sicherste Behauptungen</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="102" />
        <source>One confident, correct claim about a single person is already a disclosure (002).</source>
        <translation>Schon eine sichere, richtige Behauptung über eine einzelne Person ist eine Offenlegung (002).</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="103" />
        <source>Their original values are hidden; turn on 'show values' in the membership settings to list them.</source>
        <translation>Ihre Originalwerte sind verborgen; um sie aufzulisten, schalten Sie in den Einstellungen der Mitgliedschaft „Die Originalwerte … auflisten“ ein.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../gui/menus.py" line="29" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="31" />
        <source>&amp;New audit</source>
        <translation>&amp;Neue Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="31" />
        <source>Start an empty audit with the last settings</source>
        <translation>Eine leere Prüfung mit den letzten Einstellungen beginnen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="32" />
        <source>&amp;Open audit…</source>
        <translation>Prüfung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="34" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="37" />
        <source>&amp;Save audit</source>
        <translation>Prüfung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="38" />
        <source>Save audit &amp;as…</source>
        <translation>Prüfung speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="42" />
        <source>Open &amp;original…</source>
        <translation>&amp;Original öffnen…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="43" />
        <source>Add &amp;release…</source>
        <translation>Frei&amp;gabe hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="44" />
        <source>Open the &amp;demo audit</source>
        <translation>&amp;Demo-Prüfung öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="47" />
        <source>Install &amp;plugin…</source>
        <translation>&amp;Erweiterung installieren…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="48" />
        <source>Install a third-party plugin from its wheel (.whl), without a network</source>
        <translation>Eine Erweiterung eines Drittanbieters aus ihrem Wheel (.whl) installieren, ohne Netzwerk</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="50" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="51" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="53" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="54" />
        <source>Undo the last change to roles, kinds, attacks or settings</source>
        <translation>Die letzte Änderung an Rollen, Arten, Angriffen oder Einstellungen rückgängig machen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="55" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="56" />
        <source>Redo what was undone</source>
        <translation>Rückgängig Gemachtes wiederholen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="58" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="63" />
        <source>&amp;Audit</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="64" />
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="64" />
        <source>Run every chosen attack in the background</source>
        <translation>Alle gewählten Angriffe im Hintergrund ausführen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="65" />
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="65" />
        <source>Stop after the current batch; keep finished results</source>
        <translation>Nach dem laufenden Schritt anhalten; fertige Ergebnisse bleiben erhalten</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="67" />
        <source>Run &amp;history…</source>
        <translation>&amp;Verlauf der Läufe…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="67" />
        <source>The last runs of this audit: show one again, or compare two side by side</source>
        <translation>Die letzten Läufe dieser Prüfung: einen erneut zeigen oder zwei nebeneinander vergleichen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="68" />
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="69" />
        <source>&amp;Export report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="70" />
        <source>Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV</source>
        <translation>Den Risikobericht des letzten Laufs oder gespeicherter Ergebnisse schreiben: HTML, PDF, JSON, CSV</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="72" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="73" />
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="73" />
        <source>The manual's page for the page in use; searchable, offline</source>
        <translation>Die Handbuchseite zur aktuellen Seite; durchsuchbar, offline</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="74" />
        <source>&amp;About AnonGuard</source>
        <translation>Ü&amp;ber AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="75" />
        <source>Audit</source>
        <translation>Prüfung</translation>
    </message>
</context>
<context>
    <name>MissingCodes</name>
    <message>
        <location filename="../../gui/missing_codes.py" line="92" />
        <source>{count} ({declared} declared)</source>
        <translation>{count} ({declared} erklärt)</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="99" />
        <source>{in_file} values empty or marked missing in the file, {declared} declared missing here. Words such as None, NA or null are values unless declared missing.</source>
        <translation>{in_file} Werte in der Datei leer oder als fehlend gekennzeichnet, {declared} hier als fehlend erklärt. Wörter wie None, NA oder null sind Werte, solange sie nicht als fehlend erklärt sind.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="123" />
        <source>Codes that mean 'missing' in this column of every table, separated by commas (e.g. -9, NA, Unknown). Only an empty field and a file format's own missing values are missing otherwise.</source>
        <translation>Codes, die in dieser Spalte jeder Tabelle „fehlend“ bedeuten, durch Kommas getrennt (z. B. -9, NA, Unbekannt). Sonst fehlen nur leere Felder und die fehlenden Werte des Dateiformats selbst.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="129" />
        <source>This column holds numbers and the words {words}, so it is read as categories: if they mean missing, declare them here.</source>
        <translation>Diese Spalte enthält Zahlen und die Wörter {words} und wird darum als Kategorien gelesen: Wenn sie „fehlend“ bedeuten, erklären Sie sie hier als fehlend.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="147" />
        <source>{words}?</source>
        <translation>{words}?</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../../gui/page_order.py" line="10" />
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="11" />
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="12" />
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="13" />
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="14" />
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="15" />
        <source>Membership</source>
        <translation>Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="16" />
        <source>Re-identification</source>
        <translation>Re-Identifikation</translation>
    </message>
</context>
<context>
    <name>ParameterForm</name>
    <message>
        <location filename="../../gui/parameter_form.py" line="83" />
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="83" />
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="85" />
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="95" />
        <source>{help} Default: {value}.</source>
        <translation>{help} Standard: {value}.</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="148" />
        <source>Advanced settings: the defaults suit most audits</source>
        <translation>Erweiterte Einstellungen: Die Standardwerte passen für die meisten Prüfungen</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <location filename="../../gui/platform_check.py" line="56" />
        <source>the window cannot open: Qt's X11 plugin needs {libraries}, which this system lacks. On Debian or Ubuntu: sudo apt install {packages} (other systems: the packages holding these libraries). The command line works without them: anonguard audit --help</source>
        <translation>das Fenster kann nicht geöffnet werden: Das X11-Plugin von Qt braucht {libraries}, die diesem System fehlen. Unter Debian oder Ubuntu: sudo apt install {packages} (andere Systeme: die Pakete, die diese Bibliotheken enthalten). Die Kommandozeile funktioniert ohne sie: anonguard audit --help</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../../gui/questions.py" line="18" />
        <source>Unsaved results</source>
        <translation>Nicht gespeicherte Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="19" />
        <source>The results of the last run are not saved. Save them before {doing}?</source>
        <translation>Die Ergebnisse des letzten Laufs sind nicht gespeichert. Sollen sie vor dem {doing} gespeichert werden?</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="21" />
        <source>Discarded results cannot be brought back; saving keeps them in the audit file.</source>
        <translation>Verworfene Ergebnisse lassen sich nicht zurückholen; beim Speichern bleiben sie in der Prüfungsdatei erhalten.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="34" />
        <source>AnonGuard stopped while an audit was running. {found} can be recovered ({older} older interrupted run(s) are kept for later).</source>
        <translation>AnonGuard wurde beendet, während eine Prüfung lief. Zum Wiederherstellen bereit: {found} ({older} ältere unterbrochene Läufe bleiben für später erhalten).</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="37" />
        <source>AnonGuard stopped while an audit was running. {found} can be recovered.</source>
        <translation>AnonGuard wurde beendet, während eine Prüfung lief. Zum Wiederherstellen bereit: {found}.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="38" />
        <source>Recover an interrupted audit</source>
        <translation>Unterbrochene Prüfung wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="40" />
        <source>Recover the results</source>
        <translation>Ergebnisse wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="41" />
        <source>Discard them</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="42" />
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="54" />
        <source>the Dask cluster at {value}</source>
        <translation>den Dask-Cluster unter {value}</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="55" />
        <source>the shared folder {value}</source>
        <translation>den gemeinsamen Ordner {value}</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="57" />
        <source>This audit file sends the original table to {where}. Send it there?</source>
        <translation>Diese Prüfungsdatei sendet die Originaltabelle an {where}. Soll sie dorthin gesendet werden?</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="60" />
        <source>Not sent: open the audit in the window and confirm, or run it with `anonguard audit --config FILE`, naming the place on the command line.</source>
        <translation>Nicht gesendet: Öffnen Sie die Prüfung im Fenster und bestätigen Sie, oder führen Sie sie mit `anonguard audit --config FILE` aus und nennen Sie den Ort auf der Kommandozeile.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="64" />
        <source>Send the original?</source>
        <translation>Das Original senden?</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="65" />
        <source>The audit file names this place, not you. Whoever runs that cluster or can read that folder gets the original's records.</source>
        <translation>Diesen Ort nennt die Prüfungsdatei, nicht Sie. Wer diesen Cluster betreibt oder diesen Ordner lesen kann, erhält die Datensätze des Originals.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="67" />
        <source>Send it</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="68" />
        <source>Do not run</source>
        <translation>Nicht ausführen</translation>
    </message>
</context>
<context>
    <name>ReadingStatus</name>
    <message>
        <location filename="../../gui/reading_status.py" line="109" />
        <source>Reading</source>
        <translation>Einlesen</translation>
    </message>
    <message>
        <location filename="../../gui/reading_status.py" line="110" />
        <source>{stage}…{share} · Esc cancels</source>
        <translation>{stage}…{share} · Esc bricht ab</translation>
    </message>
</context>
<context>
    <name>RecodesBox</name>
    <message>
        <location filename="../../gui/recodes_view.py" line="107" />
        <source>Recodes: values a release writes differently from the original</source>
        <translation>Umkodierungen: Werte, die eine Freigabe anders schreibt als das Original</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="113" />
        <source>Recodes: what each published value stands for</source>
        <translation>Umkodierungen: wofür jeder veröffentlichte Wert steht</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="120" />
        <source>A truncated code (LS for LS1…LS12), an age band, a rounded or top-coded income stands for several of the original's values; every attack and measure reads it so. Check each reading: double-click 'Stands for' to correct one, or read a column through a hierarchy file (ARX's layout).</source>
        <translation>Ein gekürzter Code (LS für LS1…LS12), eine Altersgruppe, ein gerundetes oder nach oben begrenztes Einkommen steht für mehrere Werte des Originals; jeder Angriff und jedes Maß liest ihn so. Prüfen Sie jede Lesart: Doppelklick auf „Steht für“ korrigiert sie, oder lesen Sie eine Spalte über eine Hierarchiedatei (im Format von ARX).</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="124" />
        <source>Hierarchy file for this column…</source>
        <translation>Hierarchiedatei für diese Spalte…</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="126" />
        <source>Back to the inferred reading</source>
        <translation>Zurück zur erschlossenen Lesart</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="142" />
        <source>Recodes: {count} values a release writes differently from the original</source>
        <translation>Umkodierungen: {count} Werte, die eine Freigabe anders schreibt als das Original</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="144" />
        <source>Recodes: none (every release writes its values as the original does)</source>
        <translation>Umkodierungen: keine (jede Freigabe schreibt ihre Werte wie das Original)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="153" />
        <source>Hierarchy file</source>
        <translation>Hierarchiedatei</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="153" />
        <source>Select a row of the column first.</source>
        <translation>Wählen Sie zuerst eine Zeile der Spalte aus.</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="155" />
        <source>Hierarchy file for {column}</source>
        <translation>Hierarchiedatei für {column}</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="156" />
        <source>Hierarchy files (*.csv *.txt);;All files (*)</source>
        <translation>Hierarchiedateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="165" />
        <source>Cannot use the hierarchy file</source>
        <translation>Die Hierarchiedatei kann nicht verwendet werden</translation>
    </message>
</context>
<context>
    <name>RecodesModel</name>
    <message>
        <location filename="../../gui/recodes_view.py" line="33" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="33" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="34" />
        <source>As published</source>
        <translation>Wie veröffentlicht</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="34" />
        <source>Stands for</source>
        <translation>Steht für</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="35" />
        <source>How it was read</source>
        <translation>Wie es gelesen wurde</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="74" />
        <source>Double-click to correct: the original's values this stands for, separated by commas; empty for a value of its own</source>
        <translation>Doppelklick zum Korrigieren: die Werte des Originals, für die dies steht, durch Kommas getrennt; leer für einen eigenen Wert</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="79" />
        <source>(empty cells)</source>
        <translation>(leere Zellen)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="80" />
        <source>{count} values, e.g. {value}</source>
        <translation>{count} Werte, z. B. {value}</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../gui/recovery.py" line="92" />
        <source>an unsaved audit</source>
        <translation>einer nicht gespeicherten Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/recovery.py" line="94" />
        <source>%d %b %Y at %H:%M</source>
        <translation>%d.%m.%Y um %H:%M</translation>
    </message>
    <message>
        <location filename="../../gui/recovery.py" line="95" />
        <source>{count} finished results of {audit}, run on {when}</source>
        <translation>{count} fertige Ergebnisse von {audit}, ausgeführt am {when}</translation>
    </message>
    <message>
        <location filename="../../gui/recovery.py" line="96" />
        <source>{count} finished result of {audit}, run on {when}</source>
        <translation>{count} fertiges Ergebnis von {audit}, ausgeführt am {when}</translation>
    </message>
</context>
<context>
    <name>ReidentificationBox</name>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="27" />
        <source>Re-identification: can a person be found in the file by the key variables?</source>
        <translation>Re-Identifikation: Lässt sich eine Person über die Schlüsselvariablen in der Datei finden?</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="59" />
        <source>the sum of the survey weights</source>
        <translation>die Summe der Hochrechnungsgewichte</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="60" />
        <source>How many people the file was drawn from: the population uniqueness models and DIS-SUDA need it.</source>
        <translation>Aus wie vielen Personen die Datei gezogen wurde: Die Modelle der Eindeutigkeit in der Grundgesamtheit und DIS-SUDA brauchen sie.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="66" />
        <source>A record whose chance of being re-identified exceeds this is at risk (0.1: it shares its key combination with about ten people).</source>
        <translation>Ein Datensatz, dessen Wahrscheinlichkeit der Re-Identifikation darüber liegt, ist gefährdet (0,1: er teilt seine Schlüsselkombination mit etwa zehn Personen).</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="70" />
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="71" />
        <source>SUDA looks for the smallest sets of key variables, of at most this many, that make a record unique.</source>
        <translation>SUDA sucht die kleinsten Mengen von höchstens so vielen Schlüsselvariablen, die einen Datensatz eindeutig machen.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="91" />
        <source>Population size</source>
        <translation>Größe der Grundgesamtheit</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="90" />
        <source>Acceptable individual risk</source>
        <translation>Vertretbares individuelles Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="32" />
        <source>Also search for the riskiest combinations of the key variables</source>
        <translation>Zusätzlich die riskantesten Kombinationen der Schlüsselvariablen suchen</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="33" />
        <source>Besides the key variables as one set (and each further attacker's set), which are always measured, try combinations of them and measure the riskiest.</source>
        <translation>Neben den Schlüsselvariablen als eine Menge (und der Menge jedes weiteren Angreifers), die immer gemessen werden, Kombinationen davon versuchen und die riskantesten messen.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="36" />
        <location filename="../../gui/reidentification_setup.py" line="87" />
        <source>Release type</source>
        <translation>Art der Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="37" />
        <source>The SDC Practice Guide's release types: a public-use file is judged by k-anonymity, a scientific-use file by the individual risk.</source>
        <translation>Die Freigabearten des SDC Practice Guide: Ein Public-Use-File wird nach k-Anonymität beurteilt, ein Scientific-Use-File nach dem individuellen Risiko.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="39" />
        <source>public-use file: who is in it can be known, k = 3</source>
        <translation>Public-Use-File: Wer darin ist, kann bekannt sein, k = 3</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="39" />
        <source>public-use file, strict: k = 5</source>
        <translation>Public-Use-File, streng: k = 5</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="40" />
        <source>scientific-use file: a sample whose members are not known, individual risk above 0.05</source>
        <translation>Scientific-Use-File: eine Stichprobe, deren Mitglieder nicht bekannt sind, individuelles Risiko über 0,05</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="43" />
        <source>own thresholds</source>
        <translation>eigene Schwellen</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="45" />
        <source>What the intruder can know about who is in the file</source>
        <translation>Was der Angreifer darüber wissen kann, wer in der Datei ist</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="46" />
        <source>who is in the file can be known (a census, a register extract, a clinic's file, a published sample): prosecutor risk</source>
        <translation>Wer in der Datei ist, kann bekannt sein (ein Zensus, ein Registerauszug, die Datei einer Klinik, eine veröffentlichte Stichprobe): Risiko des Anklägers (prosecutor)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="48" />
        <source>a sample whose members are not known: weighted individual risk</source>
        <translation>eine Stichprobe, deren Mitglieder nicht bekannt sind: gewichtetes individuelles Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="50" />
        <source>The re-identification verdict follows this reading; with a survey weight both readings are shown. Without one, the prosecutor reading decides.</source>
        <translation>Die Bewertung der Re-Identifikation folgt dieser Lesart; mit einem Hochrechnungsgewicht werden beide Lesarten gezeigt. Ohne eines entscheidet die Lesart des Anklägers.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="54" />
        <source>Who is in the file can be known: a record is at risk when fewer than this many records share its key combination (typically 3 or 5).</source>
        <translation>Wer in der Datei ist, kann bekannt sein: Ein Datensatz ist gefährdet, wenn weniger als so viele Datensätze seine Schlüsselkombination teilen (üblich sind 3 oder 5).</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="74" />
        <source>An intruder who knows less than the release prints, per numeric key: age=0;18;30;65 (edges), income=10 (quantile bins), income=round 1000 (rounding) or children=as written. Measured beside the keys as published, never instead of them.</source>
        <translation>Ein Angreifer, der weniger weiß, als die Freigabe druckt, je numerischem Schlüssel: age=0;18;30;65 (Grenzen), income=10 (Quantilsklassen), income=round 1000 (Rundung) oder children=as written. Gemessen neben den Schlüsseln wie veröffentlicht, nie an ihrer Stelle.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="78" />
        <source>Intruder model: what the intruder knows less precisely</source>
        <translation>Angreifermodell: was der Angreifer weniger genau weiß</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="88" />
        <source>The intruder's scenario</source>
        <translation>Szenario des Angreifers</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="89" />
        <source>k-anonymity threshold</source>
        <translation>Schwelle der k-Anonymität</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="92" />
        <source>Largest special unique (SUDA)</source>
        <translation>Größtes spezielles Unikat (SUDA)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="93" />
        <source>Intruder model (optional)</source>
        <translation>Angreifermodell (optional)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="119" />
        <source>Key sets named in the audit file: {sets}.</source>
        <translation>In der Prüfdatei genannte Schlüsselmengen: {sets}.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="120" />
        <source>Measured on the key variables (role 'known') and each further attacker's set, counted as published.</source>
        <translation>Gemessen an den Schlüsselvariablen (Rolle „bekannt“) und der Menge jedes weiteren Angreifers, gezählt wie veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="140" />
        <source>Intruder model not changed: {problem}</source>
        <translation>Angreifermodell nicht geändert: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="166" />
        <source>Every key is counted as published (each value of the file its own category). Intruder model: none.</source>
        <translation>Jeder Schlüssel wird gezählt wie veröffentlicht (jeder Wert der Datei eine eigene Kategorie). Angreifermodell: keines.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="168" />
        <source>Every key is counted as published, and beside that reading (never instead of it) for an intruder who knows only: {model}.</source>
        <translation>Jeder Schlüssel wird gezählt wie veröffentlicht, und neben dieser Lesart (nie an ihrer Stelle) für einen Angreifer, der nur weiß: {model}.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="122" />
        <source>Survey weight: {weight}; household id: {household} (roles on the Data page).</source>
        <translation>Hochrechnungsgewicht: {weight}; Haushaltskennung: {household} (Rollen auf der Seite Daten).</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="123" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
</context>
<context>
    <name>ReidentificationPage</name>
    <message>
        <location filename="../../gui/reidentification_page.py" line="32" />
        <source>every record</source>
        <translation>jeder Datensatz</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="33" />
        <source>sample uniques</source>
        <translation>Stichprobenunikate</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="34" />
        <source>individual risk above the acceptable risk</source>
        <translation>individuelles Risiko über dem vertretbaren</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="35" />
        <source>records with a special unique (SUDA)</source>
        <translation>Datensätze mit einem speziellen Unikat (SUDA)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="36" />
        <source>people an attack exposed (the original)</source>
        <translation>Personen, die ein Angriff aufgedeckt hat (das Original)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="66" />
        <source>Keys counted as published; the readings follow the intruder's scenario: {scenario}.</source>
        <translation>Schlüssel gezählt wie veröffentlicht; die Lesarten folgen dem Szenario des Angreifers: {scenario}.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="75" />
        <location filename="../../gui/reidentification_page.py" line="213" />
        <source>the original</source>
        <translation>das Original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="76" />
        <source>&lt;b&gt;{file}&lt;/b&gt;: {band} · {at_risk} · {uniques} sample uniques, {expected} re-identifications expected (key variables {keys})</source>
        <translation>&lt;b&gt;{file}&lt;/b&gt;: {band} · {at_risk} · {uniques} Stichprobenunikate, {expected} Re-Identifikationen erwartet (Schlüsselvariablen {keys})</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="78" />
        <source>{file}, if the {model}</source>
        <translation>{file}, wenn gilt: {model}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="119" />
        <source>Re-identification summary per file</source>
        <translation>Zusammenfassung der Re-Identifikation je Datei</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="121" />
        <source>Key set shown</source>
        <translation>Gezeigte Schlüsselmenge</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="125" />
        <source>Measures of the key set, the original beside each release</source>
        <translation>Maße der Schlüsselmenge, das Original neben jeder Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="127" />
        <source>records by class size</source>
        <translation>Datensätze nach Klassengröße</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="128" />
        <source>records by individual risk</source>
        <translation>Datensätze nach individuellem Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="130" />
        <source>SUDA: what to recode first</source>
        <translation>SUDA: was zuerst umkodieren</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="136" />
        <source>File whose register is shown</source>
        <translation>Datei, deren Register gezeigt wird</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="138" />
        <source>Records shown in the register</source>
        <translation>Im Register gezeigte Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="150" />
        <source>Risk register: one row per record</source>
        <translation>Risikoregister: eine Zeile je Datensatz</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="153" />
        <source>Export the risk register…</source>
        <translation>Risikoregister exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="154" />
        <source>Writes risk_register.csv: it identifies records, so keep it as confidential as the original</source>
        <translation>Schreibt risk_register.csv: Es identifiziert Datensätze, halten Sie es so vertraulich wie das Original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="158" />
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="158" />
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="162" />
        <source>Risk register (identifies records: never in a report)</source>
        <translation>Risikoregister (identifiziert Datensätze: nie in einem Bericht)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="173" />
        <source>Key variables:</source>
        <translation>Schlüsselvariablen:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="198" />
        <source>Saved re-identification measures not shown</source>
        <translation>Gespeicherte Maße der Re-Identifikation nicht gezeigt</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="199" />
        <source>they are malformed ({problem}); run the audit again</source>
        <translation>Sie sind fehlerhaft ({problem}); führen Sie die Prüfung erneut aus</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="216" />
        <source>No re-identification measures yet: mark the key variables on the Data page, tick 'Re-identification' on the Scenario page and run.</source>
        <translation>Noch keine Maße der Re-Identifikation: Markieren Sie die Schlüsselvariablen auf der Seite Daten, kreuzen Sie „Re-Identifikation“ auf der Seite Szenario an und führen Sie die Prüfung aus.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="218" />
        <source>The audit measured no key set.</source>
        <translation>Die Prüfung hat keine Schlüsselmenge gemessen.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="221" />
        <source>Key sets found by the search ({tried} of {total} combinations tried): the riskiest are measured; recode first: {recode}</source>
        <translation>Von der Suche gefundene Schlüsselmengen ({tried} von {total} Kombinationen versucht): Die riskantesten werden gemessen; zuerst umkodieren: {recode}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="246" />
        <source>{shown} of {total} records</source>
        <translation>{shown} von {total} Datensätzen</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="248" />
        <source>the register is not kept in the audit file: run the audit again to see it</source>
        <translation>Das Register wird nicht in der Prüfdatei gespeichert: Führen Sie die Prüfung erneut aus, um es zu sehen</translation>
    </message>
</context>
<context>
    <name>ReportJobs</name>
    <message>
        <location filename="../../gui/report_jobs.py" line="132" />
        <source>Free some disk space and export again.</source>
        <translation>Geben Sie Speicherplatz frei und exportieren Sie erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="133" />
        <source>Export the missing format again once the cause is fixed, or report the problem.</source>
        <translation>Exportieren Sie das fehlende Format erneut, sobald die Ursache behoben ist, oder melden Sie das Problem.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="136" />
        <source>Wrote {files} to {folder}.</source>
        <translation>{files} nach {folder} geschrieben.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="138" />
        <source>Nothing was written to {folder}.</source>
        <translation>Nach {folder} wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="141" />
        <source>{folder} is in use by another AnonGuard audit (process {process}); nothing was written. Wait for it to finish, or choose another folder.</source>
        <translation>{folder} wird von einer anderen AnonGuard-Prüfung verwendet (Prozess {process}); es wurde nichts geschrieben. Warten Sie, bis sie fertig ist, oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="143" />
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="147" />
        <source>Could not write the report to {folder}: {reason}. Nothing was written, and a report already there is unchanged. Choose a folder you can write to (or free some disk space) and export again.</source>
        <translation>Der Bericht konnte nicht nach {folder} geschrieben werden: {reason}. Es wurde nichts geschrieben, und ein dort bereits vorhandener Bericht ist unverändert. Wählen Sie einen Ordner, in den Sie schreiben dürfen (oder geben Sie Speicherplatz frei), und exportieren Sie erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="150" />
        <source>Could not export the report: {error}. Nothing was written to {folder}.</source>
        <translation>Der Bericht konnte nicht exportiert werden: {error}. Nach {folder} wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <location filename="../../gui/marked_words.py" line="85" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="87" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="89" />
        <source>Sensitive variable</source>
        <translation>Sensible Variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="90" />
        <source>The column the attacker tries to learn.</source>
        <translation>Die Spalte, die der Angreifer zu erfahren versucht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="92" />
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="93" />
        <source>What an identity attack claims: that a description fits exactly one person (singling out), that two records are one person (linkability), or that a release row is a named person (record linkage).</source>
        <translation>Was ein Identitätsangriff behauptet: dass eine Beschreibung auf genau eine Person passt (Herausgreifen), dass zwei Datensätze eine Person sind (Verknüpfbarkeit) oder dass eine Zeile der Veröffentlichung eine namentlich bekannte Person ist (Datensatzverknüpfung).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="95" />
        <source>Key variables known</source>
        <translation>Bekannte Schlüsselvariablen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="96" />
        <source>The key variables (quasi-identifiers) the attacker knows about the person.</source>
        <translation>Die Schlüsselvariablen (Quasi-Identifikatoren), die der Angreifer über die Person kennt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="98" />
        <location filename="../../gui/marked_words.py" line="179" />
        <source>ALC</source>
        <translation>ALC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="99" />
        <source>Anonymity Loss Coefficient: how much better the attack predicts the secret than a model that never saw these people. It compares their PRCs (precision, discounted only when coverage gets very small). 0 = no better; 1 = perfect where the baseline is not; far below 0 it only says 'no advantage'. Each side's operating point is chosen on some attempts and measured on others.</source>
        <translation>Anonymity Loss Coefficient (Anonymitätsverlust-Koeffizient): wie viel besser der Angriff den geheimen Wert vorhersagt als ein Modell, das diese Personen nie gesehen hat. Er vergleicht ihre PRCs (Präzision, nur abgewertet, wenn die Abdeckung sehr klein wird). 0 = nicht besser; 1 = perfekt, wo das Basismodell es nicht ist; weit unter 0 sagt er nur „kein Vorteil“. Der Arbeitspunkt jeder Seite wird an einem Teil der Versuche gewählt und an den übrigen gemessen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="101" />
        <source>ALC interval</source>
        <translation>ALC-Intervall</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="102" />
        <source>Where the true ALC lies, 95 times out of 100, given how many people were attacked.</source>
        <translation>Wo der wahre ALC in 95 von 100 Fällen liegt, gemessen an der Zahl der angegriffenen Personen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="104" />
        <source>ALC [95% interval]</source>
        <translation>ALC [95-%-Intervall]</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="105" />
        <source>The ALC, and where its true value lies 95 times out of 100.</source>
        <translation>Der ALC und wo sein wahrer Wert in 95 von 100 Fällen liegt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="107" />
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="108" />
        <source>Decided from the intervals: serious or at risk when the interval's lower end is in the band, safe when its upper end is below the at-risk threshold, otherwise undetermined. By default the worse of ALC and the precision improvement. Not applicable: the audit's set-up leaves no meaning.</source>
        <translation>Aus den Intervallen entschieden: ernst oder gefährdet, wenn das untere Ende des Intervalls im Band liegt, sicher, wenn sein oberes Ende unter der Gefährdungsschwelle liegt, sonst unbestimmt. Standardmäßig zählt der schlechtere Wert aus ALC und Präzisionsgewinn. Nicht anwendbar: Der Aufbau der Prüfung lässt keine Aussage zu.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="110" />
        <source>Precision improvement</source>
        <translation>Präzisionsgewinn</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="111" />
        <source>Paper 000's comparison at equal coverage: on the people the attack predicts for, how much of the baseline's room for error the attack removes (1 = always right where the baseline is not), with the share of people it holds for.</source>
        <translation>Der Vergleich bei gleicher Abdeckung aus Fachartikel 000: wie viel vom Fehlerspielraum des Basismodells der Angriff bei den Personen beseitigt, für die er eine Vorhersage macht (1 = immer richtig, wo das Basismodell es nicht ist), mit dem Anteil der Personen, für den das gilt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="113" />
        <source>Attack P</source>
        <translation>Angriff P</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="114" />
        <source>Precision: the share of the attack's predictions that are right.</source>
        <translation>Präzision: der Anteil der Vorhersagen des Angriffs, die stimmen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="116" />
        <source>Attack cov.</source>
        <translation>Angriff Abd.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="117" />
        <source>Coverage (recall): the share of attacked people the attack dares to predict for.</source>
        <translation>Abdeckung (Recall): der Anteil der angegriffenen Personen, für die der Angriff eine Vorhersage wagt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="119" />
        <source>Attack: precision for coverage</source>
        <translation>Angriff: Präzision bei Abdeckung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="120" />
        <source>The attack's precision at its operating point, and the share of attacked people it predicts for there.</source>
        <translation>Die Präzision des Angriffs an seinem Arbeitspunkt und der Anteil der angegriffenen Personen, für den er dort eine Vorhersage macht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="122" />
        <source>Baseline P</source>
        <translation>Basis P</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="123" />
        <source>Precision of the privacy-neutral baseline: a model trained on the original without the targets.</source>
        <translation>Präzision des datenschutzneutralen Basismodells: ein Modell, das auf dem Original ohne die Zielpersonen trainiert wurde.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="125" />
        <source>Baseline cov.</source>
        <translation>Basis Abd.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="126" />
        <source>Coverage of the baseline at its operating point.</source>
        <translation>Abdeckung des Basismodells an seinem Arbeitspunkt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="128" />
        <source>Baseline: precision for coverage</source>
        <translation>Basismodell: Präzision bei Abdeckung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="129" />
        <source>The baseline's precision at its operating point, and the share of attacked people it predicts for there.</source>
        <translation>Die Präzision des Basismodells an seinem Arbeitspunkt und der Anteil der angegriffenen Personen, für den es dort eine Vorhersage macht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="131" />
        <source>Open ALC</source>
        <translation>ALC offen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="132" />
        <source>For attacks that also guess from population statistics alone (the group attack's 'open' prediction): its ALC. Well below ALC means the risk is personal, what the release shows about the person; close to ALC means the attack mostly learned what is true of everyone.</source>
        <translation>Für Angriffe, die auch allein aus Statistiken der Grundgesamtheit raten (die „offene“ Vorhersage des Gruppenangriffs): deren ALC. Deutlich unter dem ALC heißt: Das Risiko ist persönlich, es liegt in dem, was die Freigabe über die Person zeigt; nahe am ALC heißt: Der Angriff hat vor allem gelernt, was für alle gilt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="134" />
        <source>Baseline model</source>
        <translation>Basismodell</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="135" />
        <source>The model the baseline chose among the candidates.</source>
        <translation>Das Modell, das das Basismodell unter den Kandidaten wählte.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="137" />
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="138" />
        <source>People attacked.</source>
        <translation>Angegriffene Personen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="140" />
        <source>Halted because</source>
        <translation>Angehalten, weil</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="141" />
        <source>Why the run stopped attacking more people.</source>
        <translation>Warum der Lauf aufhörte, weitere Personen anzugreifen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="143" />
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="144" />
        <source>Members scored.</source>
        <translation>Bewertete Mitglieder.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="146" />
        <source>Non-members</source>
        <translation>Nichtmitglieder</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="147" />
        <source>Non-members scored.</source>
        <translation>Bewertete Nichtmitglieder.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="149" />
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="150" />
        <source>Chance that a random member outscores a random non-member (0.5 = no better than guessing).</source>
        <translation>Wahrscheinlichkeit, dass ein zufälliges Mitglied höher bewertet wird als ein zufälliges Nichtmitglied (0,5 = nicht besser als Raten).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="152" />
        <source>TPR @ FPR 0.001</source>
        <translation>TPR bei FPR 0,001</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="153" />
        <source>Share of members found while wrongly accusing at most 1 non-member in 1,000.</source>
        <translation>Anteil der gefundenen Mitglieder, wenn höchstens 1 von 1.000 Nichtmitgliedern fälschlich beschuldigt wird.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="155" />
        <source>TPR @ FPR 0.01</source>
        <translation>TPR bei FPR 0,01</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="156" />
        <source>Share of members found while wrongly accusing at most 1 non-member in 100.</source>
        <translation>Anteil der gefundenen Mitglieder, wenn höchstens 1 von 100 Nichtmitgliedern fälschlich beschuldigt wird.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="158" />
        <source>P 1:1</source>
        <translation>P 1:1</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="159" />
        <source>Best precision when members and non-members are equally many (what most papers report).</source>
        <translation>Beste Präzision, wenn Mitglieder und Nichtmitglieder gleich viele sind (was die meisten Fachartikel angeben).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="161" />
        <source>P 1:100</source>
        <translation>P 1:100</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="162" />
        <source>Best precision when 100 non-members stand beside each member; claiming everyone gives 0.0099.</source>
        <translation>Beste Präzision, wenn neben jedem Mitglied 100 Nichtmitglieder stehen; alle zu beschuldigen ergibt 0,0099.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="164" />
        <source>P 1:1000</source>
        <translation>P 1:1000</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="165" />
        <source>Best precision when 1,000 non-members stand beside each member; claiming everyone gives 0.001.</source>
        <translation>Beste Präzision, wenn neben jedem Mitglied 1.000 Nichtmitglieder stehen; alle zu beschuldigen ergibt 0,001.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="167" />
        <source>P realistic</source>
        <translation>P realistisch</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="168" />
        <source>Best precision at the population size or member fraction stated for this audit.</source>
        <translation>Beste Präzision bei der für diese Prüfung angegebenen Populationsgröße oder dem Mitgliederanteil.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="170" />
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="171" />
        <source>Members : non-members among the people the attacker could ask about.</source>
        <translation>Mitglieder : Nichtmitglieder unter den Personen, nach denen der Angreifer fragen könnte.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="173" />
        <source>Best precision</source>
        <translation>Beste Präzision</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="174" />
        <source>The best precision at those odds.</source>
        <translation>Die beste Präzision bei diesen Chancen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="176" />
        <source>Base rate</source>
        <translation>Basisrate</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="177" />
        <source>The precision of claiming everyone at those odds.</source>
        <translation>Die Präzision, wenn bei diesen Chancen alle beschuldigt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="180" />
        <source>How much better than the base rate the attack does at the realistic (or the largest) odds.</source>
        <translation>Wie viel besser als die Basisrate der Angriff bei den realistischen (oder den größten) Chancen abschneidet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="182" />
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="183" />
        <source>The band the ALC's interval decides.</source>
        <translation>Das Band, das das Intervall des ALC entscheidet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="185" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="186" />
        <source>How the run ended, or what went wrong.</source>
        <translation>Wie der Lauf endete oder was schiefging.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../gui/models.py" line="283" />
        <source>below −1</source>
        <translation>unter −1</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="284" />
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="301" />
        <source>no advantage (&lt; −1)</source>
        <translation>kein Vorteil (&lt; −1)</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="302" />
        <source>{improvement} for {share}</source>
        <translation>{improvement} für {share}</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="310" />
        <source>claim: {claim}</source>
        <translation>Behauptung: {claim}</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="323" />
        <source>About {count} attempts would decide it.</source>
        <translation>Etwa {count} Versuche würden es entscheiden.</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../gui/pages.py" line="390" />
        <source>Results: one row per release, attack and sensitive variable, worst first</source>
        <translation>Ergebnisse: eine Zeile je Freigabe, Angriff und sensibler Variable, die schlechtesten zuerst</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gui/draft.py" line="42" />
        <source>key variable (known)</source>
        <translation>Schlüsselvariable (bekannt)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="43" />
        <source>sensitive (secret)</source>
        <translation>sensibel (geheim)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="44" />
        <source>entity (person id)</source>
        <translation>Einheit (Personenkennung)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="45" />
        <source>left out</source>
        <translation>nicht berücksichtigt</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="46" />
        <source>survey weight</source>
        <translation>Hochrechnungsgewicht</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="47" />
        <source>household id</source>
        <translation>Haushaltskennung</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../../gui/run_status.py" line="33" />
        <source>about {time} left</source>
        <translation>noch etwa {time}</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="50" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="53" />
        <source>Scenarios…</source>
        <translation>Szenarien…</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="54" />
        <source>Every scenario of the run: queued, running (where, doing what), done or failed</source>
        <translation>Jedes Szenario des Laufs: wartend, laufend (wo, woran), fertig oder fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="90" />
        <source>reading and checking the inputs</source>
        <translation>Eingaben werden gelesen und geprüft</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="133" />
        <source>scenario {number} of {total}: {what}</source>
        <translation>Szenario {number} von {total}: {what}</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="117" />
        <source>{attempts} attempts ({share} of this scenario)</source>
        <translation>{attempts} Versuche ({share} dieses Szenarios)</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="137" />
        <source>{running} scenarios running side by side, {done} of {total} done</source>
        <translation>{running} Szenarien laufen nebeneinander, {done} von {total} fertig</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="144" />
        <source>cancelling after the current batch</source>
        <translation>Abbruch nach dem laufenden Schritt</translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message>
        <location filename="../../gui/draft.py" line="485" />
        <source>a known set needs at least one column of the original (not the entity id)</source>
        <translation>Eine Menge bekannter Variablen braucht mindestens eine Spalte des Originals (nicht die Personenkennung).</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="121" />
        <source>anyone may be attacked (random targets)</source>
        <translation>jede Person kann angegriffen werden (zufällige Ziele)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="122" />
        <source>only the records a selector picks (pre-targeted)</source>
        <translation>nur die Datensätze, die ein Selektor auswählt (gezielt)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="123" />
        <source>the targeted records</source>
        <translation>die gezielt ausgewählten Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="124" />
        <source>the whole table</source>
        <translation>die ganze Tabelle</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="125" />
        <source>the worse of ALC and the equal-coverage comparison</source>
        <translation>der schlechtere Wert aus ALC und dem Vergleich bei gleicher Abdeckung</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="126" />
        <source>ALC alone</source>
        <translation>nur ALC</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="224" />
        <source>Who is attacked</source>
        <translation>Wer wird angegriffen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="200" />
        <source>Settings of the selector</source>
        <translation>Einstellungen des Selektors</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="207" />
        <source>Advanced: how the measures are read (the papers' defaults)</source>
        <translation>Erweitert: wie die Maße gelesen werden (Vorgaben der Fachartikel)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="230" />
        <source>How the audit runs</source>
        <translation>Wie die Prüfung läuft</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="256" />
        <source>Delete the fitted baselines kept in the cache folder; runs fit them anew. No result changes.</source>
        <translation>Die im Cache-Ordner aufbewahrten Baselines löschen; Läufe passen sie neu an. Kein Ergebnis ändert sich.</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="271" />
        <source>Clear kept baselines ({count}, {size} MB)</source>
        <translation>Aufbewahrte Baselines löschen ({count}, {size} MB)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="282" />
        <source>More attackers: each knows another set of key variables</source>
        <translation>Weitere Angreifer: Jeder kennt eine andere Menge von Schlüsselvariablen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="285" />
        <source>Further sets of key variables, one attacker each</source>
        <translation>Weitere Mengen von Schlüsselvariablen, je ein Angreifer</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="290" />
        <source>Columns to tick for a new set</source>
        <translation>Spalten zum Ankreuzen für eine neue Menge</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="291" />
        <source>Add a set of the ticked columns</source>
        <translation>Menge aus den angekreuzten Spalten hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="292" />
        <source>Remove the selected set</source>
        <translation>Gewählte Menge entfernen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="299" />
        <source>The key variables set on the Data page make the first attacker; each set below is audited as one more, e.g. an attacker who knows only age and region.</source>
        <translation>Die auf der Seite Daten festgelegten Schlüsselvariablen bilden den ersten Angreifer; jede Menge unten wird als ein weiterer geprüft, z. B. ein Angreifer, der nur Alter und Region kennt.</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="303" />
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="343" />
        <source>Settings of {selector}</source>
        <translation>Einstellungen von {selector}</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="372" />
        <source>(none yet: set a role on the Data page)</source>
        <translation>(noch keine: Rolle auf der Seite Daten festlegen)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="373" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="374" />
        <source>&lt;b&gt;Sensitive variables (secret):&lt;/b&gt; {secrets}&lt;br&gt;&lt;b&gt;Key variables the attacker knows:&lt;/b&gt; {known}</source>
        <translation>&lt;b&gt;Sensible Variablen (geheim):&lt;/b&gt; {secrets}&lt;br&gt;&lt;b&gt;Schlüsselvariablen, die der Angreifer kennt:&lt;/b&gt; {known}</translation>
    </message>
</context>
<context>
    <name>ScenarioStates</name>
    <message>
        <location filename="../../gui/scenario_states.py" line="19" />
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="19" />
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="20" />
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="21" />
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="22" />
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="23" />
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="24" />
        <source>not applicable</source>
        <translation>nicht anwendbar</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="47" />
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="51" />
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="52" />
        <source>the audit's process</source>
        <translation>der Prozess der Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="55" />
        <source>running: {stage}</source>
        <translation>läuft: {stage}</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="58" />
        <source>running: {attempts} of {planned} attempts</source>
        <translation>läuft: {attempts} von {planned} Versuchen</translation>
    </message>
</context>
<context>
    <name>ScenarioStatesWindow</name>
    <message>
        <location filename="../../gui/scenario_states.py" line="105" />
        <source>Scenarios of the run</source>
        <translation>Szenarien des Laufs</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="109" />
        <source>Every scenario of the run and its state</source>
        <translation>Jedes Szenario des Laufs und sein Stand</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../gui/scenario_page.py" line="103" />
        <source>percentage points</source>
        <translation>Prozentpunkte</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="107" />
        <source>% of targets</source>
        <translation>% der Ziele</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="10" />
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="11" />
        <source>Every random choice of the audit (targets, samples, models) follows from it: the same seed gives the same results.</source>
        <translation>Jede Zufallsentscheidung der Prüfung (Ziele, Stichproben, Modelle) folgt aus ihm: Derselbe Startwert liefert dieselben Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="13" />
        <source>Repeat under seeds</source>
        <translation>Wiederholen mit Startwerten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="14" />
        <source>Run the audit under this many seeds (the seed, the seed + 1, …) and report how far the readings spread; a verdict that changes with the seed is undetermined.</source>
        <translation>Die Prüfung mit so vielen Startwerten ausführen (dem Startwert, dem Startwert + 1, …) und angeben, wie weit die Messwerte streuen; eine Bewertung, die sich mit dem Startwert ändert, ist unbestimmt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="17" />
        <source>Everyone eligible is attacked when the work, counted from the table sizes (not timed), fits this budget: the converged answer. Else the run stops once the verdict is settled or the budget is spent. 0: stop once settled.</source>
        <translation>Alle in Frage kommenden Personen werden angegriffen, wenn die Arbeit, aus den Tabellengrößen gezählt (nicht gemessen), in dieses Budget passt: die konvergierte Antwort. Sonst endet der Lauf, sobald die Bewertung feststeht oder das Budget verbraucht ist. 0: anhalten, sobald sie feststeht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="23" />
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="19" />
        <source>every person, always</source>
        <translation>jede Person, immer</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="16" />
        <source>Work budget per scenario</source>
        <translation>Arbeitsbudget je Szenario</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="18" />
        <source>million cells</source>
        <translation>Millionen Zellen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="21" />
        <source>Time limit per attack</source>
        <translation>Zeitlimit je Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="22" />
        <source>An attack still working after this long on one scenario is stopped and its row fails; the others carry on.</source>
        <translation>Ein Angriff, der nach dieser Zeit an einem Szenario noch arbeitet, wird angehalten und seine Zeile schlägt fehl; die anderen laufen weiter.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="24" />
        <location filename="../../gui/marked_words.py" line="52" />
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="26" />
        <source>Worker processes</source>
        <translation>Arbeitsprozesse</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="27" />
        <source>Scenarios that share no inputs run side by side in this many processes of this machine.</source>
        <translation>Szenarien ohne gemeinsame Eingaben laufen nebeneinander in so vielen Prozessen dieses Rechners.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="28" />
        <source>processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="29" />
        <source>one per core for an original of 20,000 rows or more, else one</source>
        <translation>einer je Kern bei einem Original ab 20.000 Zeilen, sonst einer</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="31" />
        <source>Confidence of the intervals</source>
        <translation>Konfidenzniveau der Intervalle</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="32" />
        <source>Every precision and ALC is given with an interval at this confidence.</source>
        <translation>Jede Präzision und jeder ALC wird mit einem Intervall zu diesem Konfidenzniveau angegeben.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="34" />
        <source>Widest interval of a precision that counts</source>
        <translation>Breitestes Intervall einer Präzision, die zählt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="35" />
        <source>Operating points whose precision is this uncertain are not used for the verdict.</source>
        <translation>Arbeitspunkte, deren Präzision so unsicher ist, werden für die Bewertung nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="37" />
        <source>At risk from an ALC of</source>
        <translation>Gefährdet ab einem ALC von</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="38" />
        <source>A result whose ALC reaches this reads 'at risk' (paper 003: 0.5).</source>
        <translation>Ein Ergebnis, dessen ALC diesen Wert erreicht, gilt als „gefährdet“ (Fachartikel 003: 0,5).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="40" />
        <source>Serious from an ALC of</source>
        <translation>Ernst ab einem ALC von</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="41" />
        <source>A result whose ALC reaches this reads 'serious' (paper 003: 0.7).</source>
        <translation>Ein Ergebnis, dessen ALC diesen Wert erreicht, gilt als „ernst“ (Fachartikel 003: 0,7).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="43" />
        <source>Weight of low coverage in the PRC</source>
        <translation>Gewicht geringer Abdeckung in der PRC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="44" />
        <source>How sharply a claim about few people counts against its precision (the PRC's α; the papers use 3).</source>
        <translation>Wie stark eine Aussage über wenige Personen gegen ihre Präzision zählt (das α der PRC; die Fachartikel verwenden 3).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="46" />
        <source>Coverage that counts for nothing</source>
        <translation>Abdeckung, die nicht zählt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="47" />
        <source>Claims about a smaller share of the targets than this carry no weight in the PRC.</source>
        <translation>Aussagen über einen kleineren Anteil der Ziele als diesen haben in der PRC kein Gewicht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="49" />
        <source>Most people attacked per scenario</source>
        <translation>Höchstzahl angegriffener Personen je Szenario</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="50" />
        <source>A hard cap on attempts, whatever the work budget.</source>
        <translation>Eine feste Obergrenze für die Versuche, unabhängig vom Arbeitsbudget.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="51" />
        <source>people</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="54" />
        <source>Bins for a numeric sensitive variable</source>
        <translation>Klassen für eine numerische sensible Variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="55" />
        <source>A numeric sensitive variable is judged on this many bins when the attacker need only place it (round-grid bins, named in the results).</source>
        <translation>Eine numerische sensible Variable wird anhand so vieler Klassen beurteilt, wenn der Angreifer sie nur einordnen muss (Klassen mit runden Grenzen, in den Ergebnissen benannt).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="56" />
        <source>bins</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="58" />
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="59" />
        <source>Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only the records a selector picks, e.g. those most unlike the rest.</source>
        <translation>Zufällig: Jede Person im Original kann angegriffen werden, wie in den Fachartikeln. Gezielt: nur die Datensätze, die ein Selektor auswählt, z. B. diejenigen, die sich am stärksten vom Rest unterscheiden.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="61" />
        <source>Selector</source>
        <translation>Selektor</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="62" />
        <source>Which records the attacker goes after: a target selector, needed when targets are pre-targeted.</source>
        <translation>Auf welche Datensätze es der Angreifer abgesehen hat: ein Zielselektor, nötig bei gezielt ausgewählten Zielen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="63" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="65" />
        <source>Coverage relative to</source>
        <translation>Abdeckung bezogen auf</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="66" />
        <source>Whether coverage counts the share of the targeted records or of the whole table.</source>
        <translation>Ob die Abdeckung den Anteil an den gezielt ausgewählten Datensätzen oder an der ganzen Tabelle zählt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="68" />
        <source>Verdict from</source>
        <translation>Bewertung aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="69" />
        <source>ALC compares each side's best operating point wherever it lies (paper 003); the equal-coverage comparison sets attack and baseline side by side on the same people (paper 000). They can disagree: by default the verdict takes the worse reading.</source>
        <translation>Der ALC vergleicht den besten Arbeitspunkt jeder Seite, wo immer er liegt (Fachartikel 003); der Vergleich bei gleicher Abdeckung stellt Angriff und Basismodell für dieselben Personen nebeneinander (Fachartikel 000). Beide können voneinander abweichen: Standardmäßig nimmt die Bewertung den schlechteren Wert.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="71" />
        <source>Dask cluster</source>
        <translation>Dask-Cluster</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="72" />
        <source>The address of a Dask scheduler, e.g. tcp://10.0.0.5:8786: the scenarios run on its workers instead (docs/cluster.md).</source>
        <translation>Die Adresse eines Dask-Schedulers, z. B. tcp://10.0.0.5:8786: Die Szenarien laufen dann auf seinen Arbeitsknoten (docs/cluster.md).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="73" />
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="75" />
        <source>Shared folder</source>
        <translation>Gemeinsamer Ordner</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="76" />
        <source>On a cluster: a folder this machine and every worker see at the same path (e.g. on NFS). The prepared tables are written there once as Parquet and the workers read them from there, instead of receiving them through the scheduler: for releases too large to send (docs/cluster.md).</source>
        <translation>Auf einem Cluster: ein Ordner, den dieser Rechner und jeder Arbeitsknoten unter demselben Pfad sehen (z. B. auf NFS). Die vorbereiteten Tabellen werden dort einmal als Parquet abgelegt, und die Arbeitsknoten lesen sie von dort, statt sie über den Scheduler zu erhalten: für Veröffentlichungen, die zu groß zum Senden sind (docs/cluster.md).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="77" />
        <source>the tables are sent to the workers</source>
        <translation>die Tabellen werden an die Arbeitsknoten gesendet</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="79" />
        <source>Keep fitted baselines</source>
        <translation>Angepasste Baselines aufbewahren</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="80" />
        <source>Keep each non-member baseline's predictions in a cache folder, so that running the audit again (a release added, another attack, more attempts) reuses them instead of fitting the models again. The results are the same either way.</source>
        <translation>Die Vorhersagen jeder Nichtmitglieder-Baseline in einem Cache-Ordner aufbewahren, damit ein erneuter Lauf (eine Veröffentlichung hinzugefügt, ein anderer Angriff, mehr Versuche) sie wiederverwendet, statt die Modelle neu anzupassen. Die Ergebnisse sind in beiden Fällen gleich.</translation>
    </message>
</context>
<context>
    <name>SetupChecklist</name>
    <message>
        <location filename="../../gui/checklist.py" line="25" />
        <source>Go there</source>
        <translation>Dorthin</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="26" />
        <source>Go to the page of the next set-up step</source>
        <translation>Zur Seite des nächsten Einrichtungsschritts</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="45" />
        <source>{mark} What next? Read the verdict (View ▸ Verdict, Ctrl+4), the detail of each result (Ctrl+5), then export the report for the release board (Ctrl+E). A changed set-up runs again with F5.</source>
        <translation>{mark} Wie weiter? Die Bewertung lesen (Ansicht ▸ Bewertung, Strg+4), die Einzelheiten jedes Ergebnisses (Strg+5), dann den Bericht für das Freigabegremium exportieren (Strg+E). Eine geänderte Einrichtung läuft mit F5 erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="49" />
        <source>{mark} Ready to run: all {total} set-up steps are done (Audit ▸ Run, F5).</source>
        <translation>{mark} Bereit: alle {total} Einrichtungsschritte sind erledigt (Prüfung ▸ Ausführen, F5).</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="52" />
        <source>Step {number} of {total}: {mark} {step}. Run is available once every step is done.</source>
        <translation>Schritt {number} von {total}: {mark} {step}. Ausführen ist möglich, sobald jeder Schritt erledigt ist.</translation>
    </message>
</context>
<context>
    <name>VerdictPage</name>
    <message>
        <location filename="../../gui/verdict_page.py" line="26" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="26" />
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="27" />
        <source>Worst ALC [95% interval]</source>
        <translation>Schlechtester ALC [95-%-Intervall]</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="27" />
        <source>Worst result</source>
        <translation>Schlechtestes Ergebnis</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="28" />
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="28" />
        <source>Undetermined</source>
        <translation>Unbestimmt</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="29" />
        <source>Re-identification</source>
        <translation>Re-Identifikation</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="35" />
        <source>below −1 (no advantage)</source>
        <translation>unter −1 (kein Vorteil)</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="38" />
        <source>{alc} [{low}, {high}]</source>
        <translation>{alc} [{low}; {high}]</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="54" />
        <source>The audit's verdict</source>
        <translation>Die Bewertung der Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="60" />
        <source>Verdict per release, worst first</source>
        <translation>Bewertung je Freigabe, die schlechteste zuerst</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="74" />
        <source>Show this release's results</source>
        <translation>Ergebnisse dieser Freigabe zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="76" />
        <source>Export the report…</source>
        <translation>Bericht exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="82" />
        <source>What next?</source>
        <translation>Wie weiter?</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="101" />
        <source>&lt;h2&gt;No verdict yet&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Noch keine Bewertung&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="102" />
        <source>Run the audit (Audit ▸ Run, F5): the verdict per release appears here first, as on the report's first page; the Results page has every result.</source>
        <translation>Führen Sie die Prüfung aus (Prüfung ▸ Ausführen, F5): Die Bewertung je Freigabe erscheint zuerst hier, wie auf der ersten Seite des Berichts; die Seite Ergebnisse enthält jedes Ergebnis.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="146" />
        <source>Finish the set-up steps named above the pages, then run.</source>
        <translation>Erledigen Sie die über den Seiten genannten Einrichtungsschritte und führen Sie die Prüfung dann aus.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="109" />
        <location filename="../../gui/verdict_page.py" line="197" />
        <source>nothing measured</source>
        <translation>nichts gemessen</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="110" />
        <source>&lt;small&gt;(provisional: the audit is running, {count} results so far)&lt;/small&gt;</source>
        <translation>&lt;small&gt;(vorläufig: Die Prüfung läuft, bisher {count} Ergebnisse)&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="112" />
        <source>&lt;h2&gt;Verdict: {words}{provisional}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bewertung: {words}{provisional}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="114" />
        <source>{count} result(s) failed: see the Results page.</source>
        <translation>{count} Ergebnis(se) fehlgeschlagen: siehe Seite Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="132" />
        <source>Release '{release}' cannot be judged on what could not be measured: {reasons}</source>
        <translation>Freigabe '{release}' ist nicht beurteilbar, weil nicht alles gemessen werden konnte: {reasons}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="155" />
        <source>No result could be measured, so the audit cannot judge the releases.</source>
        <translation>Kein Ergebnis konnte gemessen werden; die Prüfung kann die Freigaben daher nicht beurteilen.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="175" />
        <source>Re-identification by key variables: {told} of {count} readings; the worst, release '{release}' by {keys}: {at_risk} ({scenario}).</source>
        <translation>Re-Identifikation über Schlüsselvariablen: {told} von {count} Messungen; die schlechteste, Freigabe „{release}“ über {keys}: {at_risk} ({scenario}).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="180" />
        <source>{count} result(s) could not be measured (the reasons are listed below): until they are, no release they concern can be called safe.</source>
        <translation>{count} Ergebnis(se) konnten nicht gemessen werden (die Gründe stehen unten): solange das so bleibt, kann keine betroffene Freigabe sicher genannt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="243" />
        <source>Re-identification: an intruder who knows {keys} as published finds {uniques} records of release '{release}' alone in their key combination; {at_risk} ({band}: {scenario}; Re-identification page).</source>
        <translation>Re-Identifikation: Wer {keys} wie veröffentlicht kennt, findet {uniques} Datensätze der Freigabe „{release}“ allein in ihrer Schlüsselkombination; {at_risk} ({band}: {scenario}; Seite Re-Identifikation).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="153" />
        <source>No record of a release has a re-identification risk above the acceptable risk.</source>
        <translation>Kein Datensatz einer Freigabe hat ein Risiko der Re-Identifikation über dem vertretbaren.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="145" />
        <source>The set-up is complete: run the audit (Audit ▸ Run, F5).</source>
        <translation>Die Einrichtung ist vollständig: Führen Sie die Prüfung aus (Prüfung ▸ Ausführen, F5).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="161" />
        <source>none shows an advantage over the baseline (the worst ALC is below −1)</source>
        <translation>keines zeigt einen Vorteil gegenüber dem Basismodell (der schlechteste ALC liegt unter −1)</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="165" />
        <source>{alc} (95 % interval {low} to {high})</source>
        <translation>{alc} (95-%-Intervall {low} bis {high})</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="167" />
        <source>the worst has ALC {alc}</source>
        <translation>das schlechteste hat einen ALC von {alc}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="168" />
        <source>{advice} Of {count} measured results, {told}; {worst}.</source>
        <translation>{advice} Von {count} gemessenen Ergebnissen: {told}; {worst}.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="199" />
        <source>re-identification by {keys}</source>
        <translation>Re-Identifikation über {keys}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="202" />
        <source>membership inference, by {attack}</source>
        <translation>Mitgliedschaftsinferenz, durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="204" />
        <source>{claim} (identity attack), by {attack}</source>
        <translation>{claim} (Identitätsangriff), durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="206" />
        <source>attribute inference of {secret}, by {attack}</source>
        <translation>Attributinferenz von {secret}, durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="214" />
        <source>Sensitive variables, by the worst result an attacker reaches on them: {items}</source>
        <translation>Sensible Variablen, nach dem schlechtesten Ergebnis, das ein Angreifer bei ihnen erreicht: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="216" />
        <location filename="../../gui/verdict_page.py" line="232" />
        <source>{secret} {alc} ({band}, release '{release}')</source>
        <translation>{secret} {alc} ({band}, Freigabe „{release}“)</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="221" />
        <source>Key variables the attacker knows, by the worst result they allow: {items}</source>
        <translation>Schlüsselvariablen, die der Angreifer kennt, nach dem schlechtesten Ergebnis, das sie erlauben: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="223" />
        <source>knowing {known}: {alc} ({band})</source>
        <translation>mit Kenntnis von {known}: {alc} ({band})</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="227" />
        <source>Every attribute result assumes the attacker knows {known} about the people attacked; an attacker who knows less may do worse.</source>
        <translation>Jedes Attributergebnis setzt voraus, dass der Angreifer {known} der angegriffenen Personen kennt; ein Angreifer, der weniger weiß, kann schlechter abschneiden.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="231" />
        <source>Identity attacks, by the worst result: {items}</source>
        <translation>Identitätsangriffe, nach dem schlechtesten Ergebnis: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="237" />
        <source>Membership: the worst ALC is {alc} ({band}), by {attack} on release '{release}'.</source>
        <translation>Mitgliedschaft: Der schlechteste ALC ist {alc} ({band}), durch {attack} auf Freigabe „{release}“.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="253" />
        <source>Open the worst release's results to see which sensitive variable, attack and key variables carry the risk; the manual's page "What to do about an at-risk or serious result" (Help ▸ Manual) lists remedies. Export the report for the release board.</source>
        <translation>Öffnen Sie die Ergebnisse der schlechtesten Freigabe, um zu sehen, welche sensible Variable, welcher Angriff und welche Schlüsselvariablen das Risiko tragen; die Handbuchseite „What to do about an at-risk or serious result“ (Hilfe ▸ Handbuch) nennt Abhilfen. Exportieren Sie den Bericht für das Freigabegremium.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="257" />
        <source>Some results could not be measured, so the release cannot be called safe: fix what the reasons above say (codes the release writes differently can be read on the Data page's Recodes), then run again.</source>
        <translation>Einige Ergebnisse konnten nicht gemessen werden, daher kann die Freigabe nicht sicher genannt werden: beheben Sie, was die Gründe oben nennen (anders geschriebene Codes lassen sich auf der Seite Daten unter Umkodierungen lesen), und prüfen Sie erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="261" />
        <source>Some results are not settled: raise the work budget or the attempts on the Scenario page, or repeat under more seeds, and run again. The report says which results are undetermined.</source>
        <translation>Einige Ergebnisse stehen noch nicht fest: Erhöhen Sie das Arbeitsbudget oder die Versuche auf der Seite Szenario oder wiederholen Sie mit mehr Startwerten, und führen Sie die Prüfung erneut aus. Der Bericht nennt die unbestimmten Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="264" />
        <source>Export the report for the release board. Before calling the release safe, check that the key variables match what an intruder could know (Data page) and that every attack applicable to this kind of release was run (Attacks page).</source>
        <translation>Exportieren Sie den Bericht für das Freigabegremium. Bevor Sie die Freigabe als sicher bezeichnen, prüfen Sie, ob die Schlüsselvariablen dem entsprechen, was ein Angreifer wissen könnte (Seite Daten), und ob jeder für diese Art von Freigabe anwendbare Angriff ausgeführt wurde (Seite Angriffe).</translation>
    </message>
</context>
</TS>