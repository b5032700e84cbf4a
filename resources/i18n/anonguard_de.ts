<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>Checklist</name>
    <message>
        <location filename="../../anonguard/gui/draft.py" line="214" />
        <source>Open the original: the confidential table the releases were made from</source>
        <translation>Original öffnen: die vertrauliche Tabelle, aus der die Veröffentlichungen erstellt wurden</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/draft.py" line="215" />
        <source>Add the release(s) made from it</source>
        <translation>Die daraus erstellte(n) Veröffentlichung(en) hinzufügen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/draft.py" line="217" />
        <source>Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the Scenario page</source>
        <translation>Sensible Merkmale markieren (Rolle „geheim“: was ein Angreifer erfahren will) oder auf der Seite Szenario die Mitgliedschaft prüfen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/draft.py" line="221" />
        <source>Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)</source>
        <translation>Schlüsselmerkmale markieren (Rolle „bekannt“, Quasi-Identifikatoren: was ein Angreifer weiß)</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/draft.py" line="222" />
        <source>Tick at least one attack that fits these releases</source>
        <translation>Mindestens einen Angriff wählen, der zu diesen Veröffentlichungen passt</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/draft.py" line="226" />
        <source>Membership: the non-member table and the population size</source>
        <translation>Mitgliedschaft: Tabelle der Nichtmitglieder und Größe der Grundgesamtheit</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/draft.py" line="228" />
        <source>Membership: {problem}</source>
        <translation>Mitgliedschaft: {problem}</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="58" />
        <location filename="../../anonguard/gui/pages.py" line="144" />
        <source>No original yet: open one, or drop a file on the window.</source>
        <translation>Noch kein Original: öffnen Sie eines oder ziehen Sie eine Datei auf das Fenster.</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="60" />
        <source>Open original…</source>
        <translation>Original öffnen…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="63" />
        <source>The releases made from the original. Tables with the same label are one release. Double-click a release (or press F2) to rename it.</source>
        <translation>Die aus dem Original erstellten Veröffentlichungen. Tabellen mit derselben Bezeichnung bilden eine Veröffentlichung. Doppelklick (oder F2) benennt sie um.</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="64" />
        <source>Releases</source>
        <translation>Veröffentlichungen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="67" />
        <source>Add release…</source>
        <translation>Veröffentlichung hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="67" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="71" />
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="73" />
        <source>&lt;b&gt;Original&lt;/b&gt; (confidential)</source>
        <translation>&lt;b&gt;Original&lt;/b&gt; (vertraulich)</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="76" />
        <source>&lt;b&gt;Releases&lt;/b&gt;</source>
        <translation>&lt;b&gt;Veröffentlichungen&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="89" />
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/pages.py" line="105" />
        <source>Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click a cell to change it)</source>
        <translation>Spalten: Art und Rolle. Schlüsselmerkmale: was ein Angreifer weiß; sensibel: was vertraulich bleiben muss (zum Ändern eine Zelle anklicken)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../anonguard/gui/window.py" line="90" />
        <source>1  Data</source>
        <translation>1  Daten</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/window.py" line="90" />
        <source>2  Attacks</source>
        <translation>2  Angriffe</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/window.py" line="91" />
        <source>3  Scenario</source>
        <translation>3  Szenario</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/window.py" line="91" />
        <location filename="../../anonguard/gui/window.py" line="594" />
        <source>4  Results</source>
        <translation>4  Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/window.py" line="92" />
        <location filename="../../anonguard/gui/window.py" line="595" />
        <source>5  Membership</source>
        <translation>5  Mitgliedschaft</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="29" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="31" />
        <source>&amp;New audit</source>
        <translation>&amp;Neue Prüfung</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="31" />
        <source>Start an empty audit with the last settings</source>
        <translation>Eine leere Prüfung mit den letzten Einstellungen beginnen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="32" />
        <source>&amp;Open audit…</source>
        <translation>Prüfung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="34" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="37" />
        <source>&amp;Save audit</source>
        <translation>Prüfung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="38" />
        <source>Save audit &amp;as…</source>
        <translation>Prüfung speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="42" />
        <source>Open &amp;original…</source>
        <translation>&amp;Original öffnen…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="43" />
        <source>Add &amp;release…</source>
        <translation>&amp;Veröffentlichung hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="44" />
        <source>Open the &amp;demo audit</source>
        <translation>&amp;Beispielprüfung öffnen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="47" />
        <source>Install &amp;plugin…</source>
        <translation>&amp;Erweiterung installieren…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="48" />
        <source>Install a third-party plugin from its wheel (.whl), without a network</source>
        <translation>Eine Erweiterung eines Drittanbieters aus ihrem Wheel (.whl) installieren, ohne Netzwerk</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="50" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="51" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="53" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="54" />
        <source>Undo the last change to roles, kinds, attacks or settings</source>
        <translation>Die letzte Änderung an Rollen, Arten, Angriffen oder Einstellungen rückgängig machen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="55" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="56" />
        <source>Redo what was undone</source>
        <translation>Rückgängig Gemachtes wiederholen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="58" />
        <source>&amp;Audit</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="59" />
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="59" />
        <source>Run every chosen attack in the background</source>
        <translation>Alle gewählten Angriffe im Hintergrund ausführen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="60" />
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="60" />
        <source>Stop after the current batch; keep finished results</source>
        <translation>Nach dem laufenden Schritt anhalten; fertige Ergebnisse bleiben erhalten</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="62" />
        <source>Run &amp;history…</source>
        <translation>&amp;Verlauf der Läufe…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="62" />
        <source>The last runs of this audit: show one again, or compare two side by side</source>
        <translation>Die letzten Läufe dieser Prüfung: einen erneut zeigen oder zwei nebeneinander vergleichen</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="63" />
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="64" />
        <source>&amp;Export report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="65" />
        <source>Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV</source>
        <translation>Den Risikobericht des letzten Laufs oder gespeicherter Ergebnisse schreiben: HTML, PDF, JSON, CSV</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="67" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="68" />
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="68" />
        <source>The manual's page for the page in use; searchable, offline</source>
        <translation>Die Handbuchseite zur aktuellen Seite; durchsuchbar, offline</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="69" />
        <source>&amp;About AnonGuard</source>
        <translation>Ü&amp;ber AnonGuard</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/menus.py" line="70" />
        <source>Audit</source>
        <translation>Prüfung</translation>
    </message>
</context>
<context>
    <name>SetupChecklist</name>
    <message>
        <location filename="../../anonguard/gui/checklist.py" line="25" />
        <source>Go there</source>
        <translation>Dorthin</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/checklist.py" line="26" />
        <source>Go to the page of the next set-up step</source>
        <translation>Zur Seite des nächsten Einrichtungsschritts</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/checklist.py" line="44" />
        <source>{mark} Ready to run: all {total} set-up steps are done (Audit ▸ Run, F5).</source>
        <translation>{mark} Bereit: alle {total} Einrichtungsschritte sind erledigt (Prüfung ▸ Ausführen, F5).</translation>
    </message>
    <message>
        <location filename="../../anonguard/gui/checklist.py" line="47" />
        <source>Step {number} of {total}: {mark} {step}. Run is available once every step is done.</source>
        <translation>Schritt {number} von {total}: {mark} {step}. Ausführen ist möglich, sobald jeder Schritt erledigt ist.</translation>
    </message>
</context>
</TS>