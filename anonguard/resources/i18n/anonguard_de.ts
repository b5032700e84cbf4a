<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AttacksPage</name>
    <message>
        <location filename="../../gui/pages.py" line="29" />
        <source>records</source>
        <translation>Einzeldatensätzen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="30" />
        <source>published count tables</source>
        <translation>veröffentlichten Häufigkeitstabellen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="43" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="44" />
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="45" />
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="46" />
        <source>no: learns from {needs}; these releases hold {has}</source>
        <translation>nein: lernt aus {needs}; diese Freigaben bestehen aus {has}</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="273" />
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="274" />
        <source>Target selectors</source>
        <translation>Zielselektoren</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="275" />
        <source>Baseline models</source>
        <translation>Basismodelle</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="276" />
        <source>Release generators</source>
        <translation>Freigabegeneratoren</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="282" />
        <source>Plugin</source>
        <translation>Erweiterung</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="282" />
        <source>Fits these releases</source>
        <translation>Passt zu diesen Freigaben</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="282" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="283" />
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="283" />
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="284" />
        <source>Plugin catalog: tick the attacks to run</source>
        <translation>Katalog der Erweiterungen: Kreuzen Sie die auszuführenden Angriffe an</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="290" />
        <source>Settings of this attack</source>
        <translation>Einstellungen dieses Angriffs</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="300" />
        <source>The chosen plugin's description and settings</source>
        <translation>Beschreibung und Einstellungen der gewählten Erweiterung</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="329" />
        <source>Plugins that failed to load</source>
        <translation>Erweiterungen, die nicht geladen werden konnten</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="332" />
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Bands</name>
    <message>
        <location filename="../../gui/models.py" line="43" />
        <source>serious risk</source>
        <translation>ernstes Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="43" />
        <source>at risk</source>
        <translation>gefährdet</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="44" />
        <source>safe</source>
        <translation>sicher</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="44" />
        <source>undetermined</source>
        <translation>unbestimmt</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="45" />
        <source>not applicable</source>
        <translation>nicht anwendbar</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="45" />
        <source>cannot be judged</source>
        <translation>nicht beurteilbar</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="46" />
        <source>The audit cannot call this safe: some results could not be measured (the reasons are listed); fix them and run again.</source>
        <translation>Die Prüfung kann dies nicht sicher nennen: Einige Ergebnisse konnten nicht gemessen werden (die Gründe stehen darunter); beheben Sie sie und prüfen Sie erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="48" />
        <source>Do not publish as it stands.</source>
        <translation>In dieser Form nicht veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="49" />
        <source>Publish only after the board has weighed the risks below.</source>
        <translation>Erst veröffentlichen, nachdem das Gremium die unten genannten Risiken abgewogen hat.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="50" />
        <source>The risk is not settled yet: the results below say what would settle it.</source>
        <translation>Das Risiko ist noch nicht geklärt: Die Ergebnisse unten sagen, was es klären würde.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="51" />
        <source>No attack did meaningfully better than the statistical baseline.</source>
        <translation>Kein Angriff war nennenswert besser als das statistische Basismodell.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../gui/marked_messages.py" line="459" />
        <source>coverage (recall, log scale)</source>
        <translation>Abdeckung (Recall, logarithmisch)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="460" />
        <source>precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="461" />
        <source>attack precision</source>
        <translation>Präzision des Angriffs</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="462" />
        <source>baseline precision</source>
        <translation>Präzision des Basismodells</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="463" />
        <source>{attack} on {release}: {secret} — ALC {alc}</source>
        <translation>{attack} auf {release}: {secret} — ALC {alc}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="464" />
        <source>attack operating point, PRC {prc:.3f}</source>
        <translation>Arbeitspunkt des Angriffs, PRC {prc:.3f}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="465" />
        <source>attack operating point, PRC {prc:.3f} (not significant)</source>
        <translation>Arbeitspunkt des Angriffs, PRC {prc:.3f} (nicht signifikant)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="466" />
        <source>baseline operating point, PRC {prc:.3f}</source>
        <translation>Arbeitspunkt des Basismodells, PRC {prc:.3f}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="467" />
        <source>baseline operating point, PRC {prc:.3f} (not significant)</source>
        <translation>Arbeitspunkt des Basismodells, PRC {prc:.3f} (nicht signifikant)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="468" />
        <source>below −1 ({band})</source>
        <translation>unter −1 ({band})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="469" />
        <source>{alc:.2f} [{low:.2f}, {high:.2f}] ({band})</source>
        <translation>{alc:.2f} [{low:.2f}; {high:.2f}] ({band})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="470" />
        <source>serious</source>
        <translation>ernst</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="471" />
        <source>at-risk</source>
        <translation>gefährdet</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="472" />
        <source>undetermined</source>
        <translation>unbestimmt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="473" />
        <source>safe</source>
        <translation>sicher</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="474" />
        <source>baseline precision on the attack's predictions</source>
        <translation>Präzision des Basismodells auf den Vorhersagen des Angriffs</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="475" />
        <source>attack precision on the attack's predictions</source>
        <translation>Präzision des Angriffs auf seinen Vorhersagen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="476" />
        <source>largest sure improvement: {improvement:.2f} [{low:.2f}, {high:.2f}]</source>
        <translation>größter sicherer Gewinn: {improvement:.2f} [{low:.2f}; {high:.2f}]</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="477" />
        <source>{attack} on {release}: {secret} — at equal coverage</source>
        <translation>{attack} auf {release}: {secret} — bei gleicher Abdeckung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="478" />
        <source>known set {number}</source>
        <translation>bekannte Menge {number}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="479" />
        <source>ALC (below −1 clipped), 95% intervals</source>
        <translation>ALC (unter −1 abgeschnitten), 95-%-Intervalle</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="480" />
        <source>ALC per result; colour: verdict</source>
        <translation>ALC je Ergebnis; Farbe: Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="481" />
        <source>false-positive rate (log)</source>
        <translation>Falsch-positiv-Rate (log.)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="482" />
        <source>true-positive rate (log)</source>
        <translation>Richtig-positiv-Rate (log.)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="483" />
        <source>chance (independent release)</source>
        <translation>Zufall (unabhängige Freigabe)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="484" />
        <source>{attack} (AUC {auc:.3f})</source>
        <translation>{attack} (AUC {auc:.3f})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="485" />
        <source> 1 false claim</source>
        <translation> 1 falsche Behauptung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="486" />
        <source>ROC: {attack} on {release} ({members:,} members, {non_members:,} non-members)</source>
        <translation>ROC: {attack} auf {release} ({members:,} Mitglieder, {non_members:,} Nichtmitglieder)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="487" />
        <source>recall (share of members claimed, log)</source>
        <translation>Recall (Anteil der behaupteten Mitglieder, log.)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="488" />
        <source>{odds} (realistic)</source>
        <translation>{odds} (realistisch)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="489" />
        <source>precision per skew (dashed: claiming everyone)</source>
        <translation>Präzision je Verhältnis (gestrichelt: alle behaupten)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="490" />
        <source>members :
non-members</source>
        <translation>Mitglieder :
Nichtmitglieder</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="492" />
        <source>original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="493" />
        <source>share of the records</source>
        <translation>Anteil der Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="494" />
        <source>records sharing the key combination (class size)</source>
        <translation>Datensätze mit gleichen Schlüsseln (Klassengröße)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="495" />
        <source>≤{high:g}</source>
        <translation>≤{high:g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="496" />
        <source>individual risk of re-identification</source>
        <translation>individuelles Risiko der Re-Identifikation</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="497" />
        <source>right of it: above {threshold:g}</source>
        <translation>rechts davon: über {threshold:g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="498" />
        <source>contribution to the special uniques (%)</source>
        <translation>Beitrag zu den speziellen Unikaten (%)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="500" />
        <source>No release is both on the risk–utility front and safe: treat the releases (recode, suppress, perturb) and audit them again before choosing one.</source>
        <translation>Keine Freigabe liegt zugleich auf der Risiko-Nutzen-Front und ist sicher: Behandeln Sie die Freigaben (vergröbern, unterdrücken, verrauschen) und prüfen Sie sie erneut, bevor Sie eine wählen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="501" />
        <source>Of the releases that are safe, '{release}' keeps the most: as faithful as a {percent:.0f} % subsample of the original, and no other release keeps more at no more risk.</source>
        <translation>Von den sicheren Freigaben bewahrt '{release}' am meisten: so getreu wie eine Teilstichprobe von {percent:.0f} % des Originals, und keine andere Freigabe bewahrt mehr bei nicht mehr Risiko.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="502" />
        <source>risk: worst attack ALC, upper end of its 95 % interval</source>
        <translation>Risiko: schlechtester ALC eines Angriffs, oberes Ende seines 95-%-Intervalls</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="503" />
        <source>utility: as faithful as this share of the original</source>
        <translation>Nutzen: so getreu wie dieser Anteil des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="505" />
        <source>publish nothing</source>
        <translation>nichts veröffentlichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="506" />
        <source>the original</source>
        <translation>das Original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="504" />
        <source>the front</source>
        <translation>die Front</translation>
    </message>
    <message>
        <location filename="../../gui/plots.py" line="44" />
        <source>select a result to see its curves</source>
        <translation>Ergebnis wählen, um seine Kurven zu sehen</translation>
    </message>
    <message>
        <location filename="../../gui/plots.py" line="52" />
        <source>select a membership result to see its ROC</source>
        <translation>Ergebnis der Mitgliedschaft wählen, um seine ROC zu sehen</translation>
    </message>
    <message>
        <location filename="../../gui/plots.py" line="61" />
        <source>precision at realistic skews</source>
        <translation>Präzision bei realistischen Verhältnissen</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <location filename="../../gui/draft.py" line="462" />
        <source>Open the original: the confidential table the releases were made from</source>
        <translation>Original öffnen: die vertrauliche Tabelle, aus der die Freigaben erstellt wurden</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="463" />
        <source>Add the release(s) made from it</source>
        <translation>Die daraus erstellte(n) Freigabe(n) hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="466" />
        <source>Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the Scenario page</source>
        <translation>Sensible Variablen markieren (Rolle „geheim“: was ein Angreifer erfahren will) oder auf der Seite Szenario die Mitgliedschaft prüfen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="470" />
        <source>Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)</source>
        <translation>Schlüsselvariablen markieren (Rolle „bekannt“, Quasi-Identifikatoren: was ein Angreifer weiß)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="472" />
        <source>Tick at least one attack that fits these releases</source>
        <translation>Mindestens einen Angriff ankreuzen, der zu diesen Freigaben passt</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="476" />
        <source>Membership: the non-member table and the population size</source>
        <translation>Mitgliedschaft: Tabelle der Nichtmitglieder und Größe der Grundgesamtheit</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="478" />
        <source>Membership: {problem}</source>
        <translation>Mitgliedschaft: {problem}</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <location filename="../../gui/models.py" line="56" />
        <source>singling out</source>
        <translation>Herausgreifen</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="56" />
        <source>linkability</source>
        <translation>Verknüpfbarkeit</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="57" />
        <source>record linkage</source>
        <translation>Datensatzverknüpfung</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../gui/models.py" line="118" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="118" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="119" />
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="119" />
        <source>Distinct values</source>
        <translation>Verschiedene Werte</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="120" />
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="120" />
        <source>Declared missing</source>
        <translation>Als fehlend erklärt</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="149" />
        <source>Key variable (quasi-identifier): what an intruder can know about a person from outside · sensitive: what the intruder tries to learn · entity: identifies a person owning several rows · left out: not part of the audit</source>
        <translation>Schlüsselvariable (Quasi-Identifikator): was ein Angreifer von außen über eine Person wissen kann · sensibel: was der Angreifer erfahren will · Einheit: kennzeichnet eine Person, zu der mehrere Zeilen gehören · nicht berücksichtigt: nicht Teil der Prüfung</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../gui/pages.py" line="101" />
        <location filename="../../gui/pages.py" line="203" />
        <source>No original yet: open one, or drop a file on the window.</source>
        <translation>Noch kein Original: Öffnen Sie eines oder ziehen Sie eine Datei auf das Fenster.</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="103" />
        <source>Open original…</source>
        <translation>Original öffnen…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="106" />
        <source>The releases made from the original. Tables with the same label are one release. Double-click a release (or press F2) to rename it.</source>
        <translation>Die aus dem Original erstellten Freigaben. Tabellen mit derselben Bezeichnung bilden eine Freigabe. Doppelklicken Sie auf eine Freigabe (oder drücken Sie F2), um sie umzubenennen.</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="107" />
        <source>Releases</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="110" />
        <source>Add release…</source>
        <translation>Freigabe hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="110" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="112" />
        <source>Add published tables…</source>
        <translation>Veröffentlichte Tabellen hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="113" />
        <source>A folder of published count tables with its tables.json or tables.toml: the audit rebuilds the people behind the counts and measures what that gives away (Reconstruction page).</source>
        <translation>Ein Ordner veröffentlichter Häufigkeitstabellen mit seiner tables.json oder tables.toml: Die Prüfung stellt die Personen hinter den Zählungen wieder her und misst, was das preisgibt (Seite Rekonstruktion).</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="119" />
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="121" />
        <source>&lt;b&gt;Original&lt;/b&gt; (confidential)</source>
        <translation>&lt;b&gt;Original&lt;/b&gt; (vertraulich)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="124" />
        <source>&lt;b&gt;Releases&lt;/b&gt;</source>
        <translation>&lt;b&gt;Freigaben&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="138" />
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="158" />
        <source>Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click a cell to change it)</source>
        <translation>Spalten: Art und Rolle. Schlüsselvariablen: was ein Angreifer weiß; sensibel: was vertraulich bleiben muss (zum Ändern eine Zelle anklicken)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="183" />
        <source>Rename the release</source>
        <translation>Freigabe umbenennen</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="184" />
        <source>The release's name in results and reports:</source>
        <translation>Name der Freigabe in Ergebnissen und Berichten:</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="190" />
        <source>Cannot rename the release</source>
        <translation>Die Freigabe kann nicht umbenannt werden</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="200" />
        <source>{name} — {rows} rows × {columns} columns
{folder}</source>
        <translation>{name} — {rows} Zeilen × {columns} Spalten
{folder}</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="208" />
        <source>{release}: {name} ({tables} published tables, {units} units)</source>
        <translation>{release}: {name} ({tables} veröffentlichte Tabellen, {units} Gebietseinheiten)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="212" />
        <source>{release}: {name} ({rows} rows)</source>
        <translation>{release}: {name} ({rows} Zeilen)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="218" />
        <source>original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="240" />
        <source>Checking the releases against the original…</source>
        <translation>Die Veröffentlichungen werden mit dem Original abgeglichen …</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="256" />
        <source>{column} ({role})</source>
        <translation>{column} ({role})</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="256" />
        <source>record id</source>
        <translation>Datensatzkennung</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="259" />
        <source>Not key variables, as they are likely no intruder's knowledge: {columns}. If one is, choose its role below.</source>
        <translation>Keine Schlüsselvariablen, da ein Angreifer sie wahrscheinlich nicht kennt: {columns}. Kennt er eine doch, wählen Sie unten ihre Rolle.</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="201" />
        <source>noise of scale {scale}</source>
        <translation>Rauschen der Skala {scale}</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="203" />
        <source>rounded to {base}</source>
        <translation>auf {base} gerundet</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="204" />
        <source>exact</source>
        <translation>genau</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="208" />
        <source>Published table</source>
        <translation>Veröffentlichte Tabelle</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="208" />
        <source>Counts by</source>
        <translation>Zählt nach</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="209" />
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="209" />
        <source>Suppressed</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="210" />
        <source>Counts</source>
        <translation>Zählungen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="359" />
        <source>a release needs a name</source>
        <translation>Eine Freigabe braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="361" />
        <source>another release is already called {name}; choose another name, or give two tables one name on purpose by adding them with it</source>
        <translation>Eine andere Freigabe heißt bereits {name}; wählen Sie einen anderen Namen, oder geben Sie zwei Tabellen bewusst denselben Namen, indem Sie beide unter diesem Namen hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="402" />
        <source>{file} changed since the audit was saved (its sha256 differs): results will differ</source>
        <translation>{file} wurde seit dem Speichern der Prüfung geändert (der SHA-256-Prüfwert weicht ab): Die Ergebnisse werden abweichen</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="414" />
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
        <source>Export cancelled while the PDF was drawn: {files} were written to {folder}, the PDF was not.</source>
        <translation>Export abgebrochen, während das PDF gezeichnet wurde: {files} wurden nach {folder} geschrieben, das PDF nicht.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="273" />
        <source>Export cancelled: nothing was written to {folder}.</source>
        <translation>Export abgebrochen: Nach {folder} wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="282" />
        <source>They contain original record values: keep them confidential.</source>
        <translation>Sie enthalten Originalwerte von Datensätzen: Behandeln Sie sie vertraulich.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="284" />
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
    <message>
        <location filename="../../gui/file_dialogs.py" line="61" />
        <source>Add a folder of published tables (with its tables.json or tables.toml)</source>
        <translation>Einen Ordner veröffentlichter Tabellen hinzufügen (mit seiner tables.json oder tables.toml)</translation>
    </message>
</context>
<context>
    <name>FrontierView</name>
    <message>
        <location filename="../../gui/frontier_view.py" line="24" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="24" />
        <source>Made from</source>
        <translation>Entsteht aus</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="25" />
        <source>Chain of treatments</source>
        <translation>Kette der Behandlungen</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="25" />
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="26" />
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="26" />
        <source>Utility</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="27" />
        <source>On the front</source>
        <translation>Auf der Front</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="28" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="28" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="32" />
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="37" />
        <source>{percent} ({low} to {high})</source>
        <translation>{percent} ({low} bis {high})</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="61" />
        <source>What the frontier suggests</source>
        <translation>Was die Front nahelegt</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="66" />
        <source>Untreated and treated releases: their chains, risk and utility</source>
        <translation>Unbehandelte und behandelte Freigaben: ihre Ketten, ihr Risiko und ihr Nutzen</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="76" />
        <source>Risk–utility map of the untreated and treated releases</source>
        <translation>Risiko-Nutzen-Karte der unbehandelten und behandelten Freigaben</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="78" />
        <source>&lt;b&gt;Risk&lt;/b&gt;: the worst attack's ALC at the upper end of its 95 % interval, how much better than the baseline an intruder who knows the key variables guesses a sensitive variable (0: no better, 1: always right). &lt;b&gt;Utility&lt;/b&gt;: the random subsample of the original that would be as faithful as the release, by its pairs of variables. &lt;b&gt;On the front&lt;/b&gt;: no other release keeps more at no more risk.</source>
        <translation>&lt;b&gt;Risiko&lt;/b&gt;: der ALC des schlechtesten Angriffs am oberen Ende seines 95-%-Intervalls, wie viel besser als das Basismodell ein Angreifer, der die Schlüsselvariablen kennt, eine sensible Variable errät (0: nicht besser, 1: immer richtig). &lt;b&gt;Nutzen&lt;/b&gt;: die zufällige Teilstichprobe des Originals, die so getreu wäre wie die Freigabe, gemessen an ihren Variablenpaaren. &lt;b&gt;Auf der Front&lt;/b&gt;: Keine andere Freigabe bewahrt mehr bei nicht mehr Risiko.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="126" />
        <source>&lt;b&gt;{release}&lt;/b&gt;, made from {source}: {chain}</source>
        <translation>&lt;b&gt;{release}&lt;/b&gt;, entstanden aus {source}: {chain}</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../gui/history.py" line="49" />
        <source>none decided</source>
        <translation>keine entschieden</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="51" />
        <source>{when} · seed {seed} · {count} results · worst: {worst}</source>
        <translation>{when} · Startwert {seed} · {count} Ergebnisse · schlechteste Bewertung: {worst}</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="53" />
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="122" />
        <source>membership</source>
        <translation>Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="124" />
        <source>({count} key variables)</source>
        <translation>({count} Schlüsselvariablen)</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="134" />
        <source>Run history</source>
        <translation>Verlauf der Läufe</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="137" />
        <source>Runs, newest first</source>
        <translation>Läufe, neueste zuerst</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="141" />
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="141" />
        <source>Older run: ALC [95% interval], verdict</source>
        <translation>Älterer Lauf: ALC [95-%-Intervall], Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="142" />
        <source>Newer run: ALC [95% interval], verdict</source>
        <translation>Neuerer Lauf: ALC [95-%-Intervall], Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="144" />
        <source>The two selected runs side by side</source>
        <translation>Die beiden ausgewählten Läufe nebeneinander</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="145" />
        <source>Show this run's results</source>
        <translation>Ergebnisse dieses Laufs zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="147" />
        <source>Compare the two selected runs</source>
        <translation>Die beiden ausgewählten Läufe vergleichen</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="156" />
        <source>The last {count} runs of this audit are kept in its file. Select one to show its results again, or two (Ctrl+click) to compare them.</source>
        <translation>Die letzten {count} Läufe dieser Prüfung werden in ihrer Datei aufbewahrt. Wählen Sie einen aus, um seine Ergebnisse erneut zu zeigen, oder zwei (Strg+Klick), um sie zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>IdentityBox</name>
    <message>
        <location filename="../../gui/identity_setup.py" line="24" />
        <source>Identity attacks: singling out, linkability and record linkage</source>
        <translation>Identitätsangriffe: Herausgreifen, Verknüpfbarkeit und Datensatzverknüpfung</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="28" />
        <source>The attacker picks descriptions of one person from the release, links two partial records of the same people through it, or links a named file to its rows. Each attack is also run on the records of half of the original's people instead of the release: only what the release adds counts as risk.</source>
        <translation>Der Angreifer wählt aus der Veröffentlichung Beschreibungen einer einzigen Person, verknüpft über sie zwei Teildatensätze derselben Personen oder verknüpft eine Datei mit Namen mit ihren Zeilen. Jeder Angriff läuft auch auf den Datensätzen der Hälfte der Personen des Originals statt auf der Veröffentlichung: Nur was die Veröffentlichung hinzufügt, zählt als Risiko.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="32" />
        <source>the key variables (role 'known' on the Data page)</source>
        <translation>die Schlüsselvariablen (Rolle „bekannt“ auf der Seite Daten)</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="33" />
        <source>The columns the identity attacker knows, separated by commas.</source>
        <translation>Die Spalten, die der Identitätsangreifer kennt, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="34" />
        <source>Identity attacker's key variables</source>
        <translation>Schlüsselvariablen des Identitätsangreifers</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="35" />
        <source>chosen by AnonGuard: the split whose weaker view leaves the fewest look-alikes</source>
        <translation>von AnonGuard gewählt: die Aufteilung, deren schwächere Sicht die wenigsten Doppelgänger lässt</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="36" />
        <source>Linkability's two partial views of the same people, e.g. age,sex,region|education,occupation: no column in both.</source>
        <translation>Die zwei Teilsichten der Verknüpfbarkeit auf dieselben Personen, z. B. age,sex,region|education,occupation: keine Spalte in beiden.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="38" />
        <location filename="../../gui/identity_setup.py" line="63" />
        <source>Linkability's views</source>
        <translation>Sichten der Verknüpfbarkeit</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="40" />
        <location filename="../../gui/identity_setup.py" line="52" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="40" />
        <source>Releases made of no one's record (labels, separated by commas): record linkage is not scored on them.</source>
        <translation>Veröffentlichungen, die aus keinem Datensatz einer Person bestehen (Bezeichnungen, durch Kommas getrennt): Die Datensatzverknüpfung wird auf ihnen nicht bewertet.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="42" />
        <location filename="../../gui/identity_setup.py" line="65" />
        <source>Synthetic releases</source>
        <translation>Synthetische Veröffentlichungen</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="44" />
        <source>release=id column, e.g. puf=person_id; none: inferred where a release only generalizes and suppresses</source>
        <translation>Veröffentlichung=Kennungsspalte, z. B. puf=person_id; keine: erschlossen, wo eine Veröffentlichung nur vergröbert und unterdrückt</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="46" />
        <source>Record linkage judges 'this row is this person' only when it knows whose row is whose. Per release, the column holding the original's entity id of each row (the internal id, kept in a copy of the release), as release=column, e.g. puf=person_id; several separated by commas. Without it, and unless the rows are in the original's order, record linkage is not applicable to a release that changes values.</source>
        <translation>Die Datensatzverknüpfung beurteilt „diese Zeile ist diese Person“ nur, wenn sie weiß, wessen Zeile welche ist. Je Veröffentlichung die Spalte mit der Personenkennung des Originals für jede Zeile (die interne Kennung, in einer Kopie der Veröffentlichung behalten), als Veröffentlichung=Spalte, z. B. puf=person_id; mehrere durch Kommas getrennt. Ohne sie, und wenn die Zeilen nicht in der Reihenfolge des Originals stehen, ist die Datensatzverknüpfung auf eine Veröffentlichung, die Werte verändert, nicht anwendbar.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="51" />
        <source>Release rows' ids</source>
        <translation>Kennungen der Zeilen</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="52" />
        <source>Releases whose row i was made from row i of the original (labels, separated by commas): a release made row by row and not shuffled.</source>
        <translation>Veröffentlichungen, deren Zeile i aus Zeile i des Originals entstand (Bezeichnungen, durch Kommas getrennt): eine Zeile für Zeile erstellte, nicht gemischte Veröffentlichung.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="55" />
        <source>Releases in the original's order</source>
        <translation>Veröffentlichungen in der Reihenfolge des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="62" />
        <source>Key variables</source>
        <translation>Schlüsselvariablen</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="66" />
        <source>Rows' ids (record linkage)</source>
        <translation>Kennungen der Zeilen (Datensatzverknüpfung)</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="67" />
        <source>Rows in the original's order</source>
        <translation>Zeilen in der Reihenfolge des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="97" />
        <source>write the two views split by '|', e.g. age,sex|region,education</source>
        <translation>die zwei Sichten durch „|“ getrennt schreiben, z. B. age,sex|region,education</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="99" />
        <source>write each release's id column as release=column, e.g. puf=person_id</source>
        <translation>die Kennungsspalte jeder Veröffentlichung als Veröffentlichung=Spalte schreiben, z. B. puf=person_id</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="102" />
        <source>Not changed: {problem}</source>
        <translation>Nicht geändert: {problem}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/window.py" line="87" />
        <source>Export the risk register</source>
        <translation>Risikoregister exportieren</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="109" />
        <source>Open an original and its releases, or an audit file.</source>
        <translation>Öffnen Sie ein Original und seine Freigaben oder eine Prüfungsdatei.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="160" />
        <source>showing an earlier run</source>
        <translation>Anzeigen eines früheren Laufs</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="165" />
        <source>Showing the run of {when}: its results and settings</source>
        <translation>Angezeigt wird der Lauf vom {when}: seine Ergebnisse und Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="123" />
        <source>About AnonGuard</source>
        <translation>Über AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="124" />
        <source>&lt;h3&gt;AnonGuard {version}&lt;/h3&gt;&lt;p&gt;Audits anonymized releases against a non-member baseline.&lt;/p&gt;&lt;p&gt;Plugins:&lt;/p&gt;&lt;ul&gt;{plugins}&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;AnonGuard {version}&lt;/h3&gt;&lt;p&gt;Prüft anonymisierte Freigaben gegen ein Basismodell aus Nichtmitgliedern.&lt;/p&gt;&lt;p&gt;Erweiterungen:&lt;/p&gt;&lt;ul&gt;{plugins}&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="180" />
        <source>Open the original table</source>
        <translation>Originaltabelle öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="60" />
        <source>Add a release table</source>
        <translation>Freigabetabelle hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="93" />
        <source>{file} has {count} sheets. Which one holds the table?</source>
        <translation>{file} hat {count} Tabellenblätter. Welches enthält die Tabelle?</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="95" />
        <source>Choose a sheet</source>
        <translation>Tabellenblatt wählen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="238" />
        <source>Reading cancelled: nothing was changed.</source>
        <translation>Einlesen abgebrochen: Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="240" />
        <source>Cannot use this file</source>
        <translation>Diese Datei kann nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../../gui/drops.py" line="24" />
        <source>An audit is running: drop files once it has finished or been cancelled.</source>
        <translation>Eine Prüfung läuft: Ziehen Sie Dateien erst auf das Fenster, wenn sie beendet oder abgebrochen ist.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="246" />
        <source>starting a new audit</source>
        <translation>Anlegen einer neuen Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="256" />
        <source>New audit: open the original and add its releases.</source>
        <translation>Neue Prüfung: Öffnen Sie das Original und fügen Sie seine Freigaben hinzu.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="266" />
        <source>Open an audit</source>
        <translation>Prüfung öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="281" />
        <source>opening {file}</source>
        <translation>Öffnen von {file}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="289" />
        <source>Opened {file} with {count} saved results</source>
        <translation>{file} geöffnet, mit {count} gespeicherten Ergebnissen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="292" />
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="327" />
        <source>Untitled audit</source>
        <translation>Unbenannte Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="328" />
        <source>{audit}[*] — AnonGuard</source>
        <translation>{audit}[*] — AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="354" />
        <source>Recovered {results}: save the audit to keep them</source>
        <translation>Wiederhergestellt: {results}. Speichern Sie die Prüfung, um sie zu behalten</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="360" />
        <source>Cannot open this audit</source>
        <translation>Diese Prüfung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="370" />
        <location filename="../../gui/window.py" line="381" />
        <source>Saved results not shown</source>
        <translation>Gespeicherte Ergebnisse nicht angezeigt</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="371" />
        <source>{file}: the saved results are malformed; run the audit again</source>
        <translation>{file}: Die gespeicherten Ergebnisse sind fehlerhaft; führen Sie die Prüfung erneut aus</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="399" />
        <source>Save the audit</source>
        <translation>Prüfung speichern</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="407" />
        <source>Cannot save the audit</source>
        <translation>Die Prüfung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="412" />
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="22" />
        <source>Install a plugin</source>
        <translation>Erweiterung installieren</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="28" />
        <source>Cannot install this plugin</source>
        <translation>Diese Erweiterung kann nicht installiert werden</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="35" />
        <source>nothing new (a replaced version is used after a restart)</source>
        <translation>nichts Neues (eine ersetzte Version wird nach einem Neustart verwendet)</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="37" />
        <source>Installed {plugin} {version}: {added}</source>
        <translation>{plugin} {version} installiert: {added}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="444" />
        <source>running the audit again</source>
        <translation>erneuten Ausführen der Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="452" />
        <source>Not ready to run</source>
        <translation>Noch nicht bereit zur Ausführung</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="502" />
        <source>Re-identification: {stage}</source>
        <translation>Re-Identifikation: {stage}</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="163" />
        <source>Cancelled in {seconds} s: {count} results</source>
        <translation>Abgebrochen nach {seconds} s: {count} Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="164" />
        <source>Finished in {seconds} s: {count} results</source>
        <translation>Fertig nach {seconds} s: {count} Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="167" />
        <source>{count} failed</source>
        <translation>{count} fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="169" />
        <source>⚠ {count} warning(s): point here to read them</source>
        <translation>⚠ {count} Warnung(en): zum Lesen hierauf zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="603" />
        <source>The audit could not run.</source>
        <translation>Die Prüfung konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="606" />
        <location filename="../../gui/window.py" line="608" />
        <source>The audit could not run</source>
        <translation>Die Prüfung konnte nicht ausgeführt werden</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="685" />
        <source>quitting</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <location filename="../../gui/manual.py" line="66" />
        <source>page {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="89" />
        <source>AnonGuard manual</source>
        <translation>AnonGuard-Handbuch</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="92" />
        <source>Manual contents</source>
        <translation>Inhalt des Handbuchs</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="97" />
        <source>Manual page</source>
        <translation>Seite des Handbuchs</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="101" />
        <location filename="../../gui/manual.py" line="102" />
        <source>Search the manual</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="150" />
        <source>found in “{page}”</source>
        <translation>gefunden in „{page}“</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="152" />
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
        <location filename="../../gui/membership_view.py" line="52" />
        <source>Membership results: one row per release and attack</source>
        <translation>Ergebnisse der Mitgliedschaft: eine Zeile je Freigabe und Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="64" />
        <source>The most confident membership claims</source>
        <translation>Die sichersten Behauptungen zur Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="67" />
        <source>Operating points of the chosen membership result</source>
        <translation>Arbeitspunkte des gewählten Ergebnisses der Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="70" />
        <source>Details of the chosen membership result</source>
        <translation>Einzelheiten des gewählten Ergebnisses der Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="71" />
        <source>Operating points</source>
        <translation>Arbeitspunkte</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="72" />
        <source>Most confident claims</source>
        <translation>Sicherste Behauptungen</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="106" />
        <source>One confident, correct claim about a single person is already a disclosure (002).</source>
        <translation>Schon eine sichere, richtige Behauptung über eine einzelne Person ist eine Offenlegung (002).</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="107" />
        <source>Their original values are hidden; turn on 'show values' in the membership settings to list them.</source>
        <translation>Ihre Originalwerte sind verborgen; um sie aufzulisten, schalten Sie in den Einstellungen der Mitgliedschaft „Die Originalwerte … auflisten“ ein.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../gui/menus.py" line="63" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="65" />
        <source>&amp;New audit</source>
        <translation>&amp;Neue Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="65" />
        <source>Start an empty audit with the last settings</source>
        <translation>Eine leere Prüfung mit den letzten Einstellungen beginnen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="66" />
        <source>&amp;Open audit…</source>
        <translation>Prüfung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="68" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="71" />
        <source>&amp;Save audit</source>
        <translation>Prüfung &amp;speichern</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="72" />
        <source>Save audit &amp;as…</source>
        <translation>Prüfung speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="76" />
        <source>Open &amp;original…</source>
        <translation>&amp;Original öffnen…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="77" />
        <source>Add &amp;release…</source>
        <translation>Frei&amp;gabe hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="78" />
        <source>Add published &amp;tables…</source>
        <translation>Veröffentlichte &amp;Tabellen hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="79" />
        <source>Add a folder of published count tables (with its tables.json or tables.toml)</source>
        <translation>Einen Ordner veröffentlichter Häufigkeitstabellen hinzufügen (mit seiner tables.json oder tables.toml)</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="80" />
        <source>Open the &amp;demo audit</source>
        <translation>&amp;Demo-Prüfung öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="83" />
        <source>Install &amp;plugin…</source>
        <translation>&amp;Erweiterung installieren…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="84" />
        <source>Install a third-party plugin from its wheel (.whl), without a network</source>
        <translation>Eine Erweiterung eines Drittanbieters aus ihrem Wheel (.whl) installieren, ohne Netzwerk</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="86" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="87" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="89" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="90" />
        <source>Undo the last change to roles, kinds, attacks, settings or treatments</source>
        <translation>Die letzte Änderung an Rollen, Arten, Angriffen, Einstellungen oder Behandlungen rückgängig machen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="91" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="92" />
        <source>Redo what was undone</source>
        <translation>Rückgängig Gemachtes wiederholen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="94" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="99" />
        <source>&amp;Audit</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="100" />
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="100" />
        <source>Run every chosen attack in the background</source>
        <translation>Alle gewählten Angriffe im Hintergrund ausführen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="101" />
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="101" />
        <source>Stop after the current batch; keep finished results</source>
        <translation>Nach dem laufenden Schritt anhalten; fertige Ergebnisse bleiben erhalten</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="103" />
        <source>Run &amp;history…</source>
        <translation>&amp;Verlauf der Läufe…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="103" />
        <source>The last runs of this audit: show one again, or compare two side by side</source>
        <translation>Die letzten Läufe dieser Prüfung: einen erneut zeigen oder zwei nebeneinander vergleichen</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="104" />
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="105" />
        <source>&amp;Export report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="106" />
        <source>Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV</source>
        <translation>Den Risikobericht des letzten Laufs oder gespeicherter Ergebnisse schreiben: HTML, PDF, JSON, CSV</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="108" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="109" />
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="109" />
        <source>The manual's page for the page in use; searchable, offline</source>
        <translation>Die Handbuchseite zur aktuellen Seite; durchsuchbar, offline</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="110" />
        <source>&amp;About AnonGuard</source>
        <translation>Ü&amp;ber AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="111" />
        <source>Audit</source>
        <translation>Prüfung</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../gui/marked_messages.py" line="10" />
        <source>the generator {generator}</source>
        <translation>der Generator {generator}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="12" />
        <source>{spelled!r} as {value!r}</source>
        <translation>{spelled!r} als {value!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="13" />
        <source>{where}: column(s) named as the original's but for case or spacing, read as the original's: {columns}</source>
        <translation>{where}: Spalte(n), die bis auf Groß-/Kleinschreibung oder Leerzeichen wie die des Originals heißen, als die des Originals gelesen: {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="15" />
        <source>{where}: counts for column(s) the original lacks or the audit ignores, left out: {columns}</source>
        <translation>{where}: Häufigkeiten zu Spalte(n), die das Original nicht hat oder die die Prüfung übergeht, ausgelassen: {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="16" />
        <source>{where}: counts about secret(s) the original lacks, left out: {secrets}</source>
        <translation>{where}: Häufigkeiten zu sensiblen Variablen, die das Original nicht hat, ausgelassen: {secrets}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="17" />
        <source>{where}: {count} count(s) for values of {attribute!r} the original never holds (e.g. {example!r}), left out</source>
        <translation>{where}: {count} Häufigkeit(en) zu Werten von {attribute!r}, die im Original nie vorkommen (z. B. {example!r}), ausgelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="19" />
        <source>original column {column!r}</source>
        <translation>Spalte {column!r} des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="20" />
        <source>{file} (release {release!r}) column {column!r}</source>
        <translation>{file} (Freigabe {release!r}) Spalte {column!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="21" />
        <source>{file} column {column!r}</source>
        <translation>{file} Spalte {column!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="22" />
        <source>{column!r}: {problem}</source>
        <translation>{column!r}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="23" />
        <source>{where}: {count} value(s) spelled differently from the original (case, accents or spacing) were read as the original's: {examples}</source>
        <translation>{where}: {count} Wert(e), die anders geschrieben sind als im Original (Groß-/Kleinschreibung, Akzente oder Leerzeichen), wurden als die des Originals gelesen: {examples}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="24" />
        <source>{where}: none of its values occurs in the original (e.g. {example!r}): the release seems to code this column differently; if its values stand for groups of the original's values, say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout), or no attack can match on it</source>
        <translation>{where}: Keiner ihrer Werte kommt im Original vor (z. B. {example!r}): Die Freigabe scheint diese Spalte anders zu kodieren. Stehen ihre Werte für Gruppen von Werten des Originals, geben Sie auf der Seite Daten unter Umkodierungen an, für welche Originalwerte jeder steht, oder geben Sie eine Hierarchiedatei an (--hierarchy SPALTE=DATEI, im Format von ARX); sonst kann kein Angriff über sie abgleichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="25" />
        <source>{where}: {count} value(s) not in the original, e.g. {example!r}</source>
        <translation>{where}: {count} Wert(e), die nicht im Original vorkommen, z. B. {example!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="26" />
        <source>{where}: {share:.0%} of its values never occur in the original (e.g. {example!r}); the release codes this column differently: if its values stand for groups of the original's values (merged categories), say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout)</source>
        <translation>{where}: {share:.0%} ihrer Werte kommen im Original nie vor (z. B. {example!r}); die Freigabe kodiert diese Spalte anders: Stehen ihre Werte für Gruppen von Werten des Originals (zusammengelegte Kategorien), geben Sie auf der Seite Daten unter Umkodierungen an, für welche Originalwerte jeder steht, oder geben Sie eine Hierarchiedatei an (--hierarchy SPALTE=DATEI, im Format von ARX)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="27" />
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="28" />
        <source>{problem}; the release codes this column differently</source>
        <translation>{problem}; die Freigabe kodiert diese Spalte anders</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="29" />
        <source>{where}: its values ({low:.6g} to {high:.6g}) lie wholly outside the original's range (not shown: its ends are a person's values); the release measures this column differently (units?): convert it like the original</source>
        <translation>{where}: Ihre Werte ({low:.6g} bis {high:.6g}) liegen ganz außerhalb des Wertebereichs des Originals (nicht gezeigt: Seine Enden sind Werte einer Person); die Freigabe misst diese Spalte anders (Einheiten?): Rechnen Sie sie wie das Original um</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="30" />
        <source>{file} (release {release!r}): column(s) the original lacks, left out: {columns}</source>
        <translation>{file} (Freigabe {release!r}): Spalte(n), die das Original nicht hat, ausgelassen: {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="31" />
        <source>{file} (release {release!r})</source>
        <translation>{file} (Freigabe {release!r})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="32" />
        <source>the set {label!r} names {missing!r}, which the original never holds</source>
        <translation>die Menge {label!r} nennt {missing!r}, was im Original nie vorkommt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="33" />
        <source>the interval {label!r} is in a column of text values; it is kept as a value of its own</source>
        <translation>das Intervall {label!r} steht in einer Spalte mit Textwerten; es bleibt ein eigener Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="34" />
        <source>{excess:.0%} more of its cells are empty than the original's, and values the original holds for {unwritten:.0%} of its records (e.g. {example!r}) never appear in it: if an empty cell stands for a value, declare it in the audit file's recodes (the value "" standing for it); if the cells were suppressed, write them as '*'</source>
        <translation>{excess:.0%} mehr ihrer Zellen sind leer als im Original, und Werte, die das Original für {unwritten:.0%} seiner Datensätze hat (z. B. {example!r}), kommen in ihr nie vor: Steht eine leere Zelle für einen Wert, erklären Sie das in den Umkodierungen der Prüfdatei (der Wert "" steht dann für ihn); wurden die Zellen unterdrückt, schreiben Sie sie als '*'</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="35" />
        <source>{where} holds {value!r}, which is neither a number nor an interval like '[20-30)', '20-29', '&gt;=65' or '*': if it means 'missing', declare it so (--missing {column}={value}, or 'Declared missing' on the Data page); otherwise say what it stands for on the Data page's Recodes, or make the column categorical</source>
        <translation>{where} enthält {value!r}, was weder eine Zahl noch ein Intervall wie '[20-30)', '20-29', '&gt;=65' oder '*' ist: Bedeutet es „fehlend“, erklären Sie es so (--missing {column}={value}, oder „Als fehlend erklärt“ auf der Seite Daten); sonst geben Sie auf der Seite Daten unter Umkodierungen an, wofür es steht, oder machen Sie die Spalte kategorial</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="36" />
        <source>{where} holds {value!r}, which is not a number like the original's values; fix the value, or make the column categorical</source>
        <translation>{where} enthält {value!r}, was keine Zahl ist wie die Werte des Originals; korrigieren Sie den Wert, oder machen Sie die Spalte kategorial</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="38" />
        <source>{word!r} ({count:,} row)</source>
        <translation>{word!r} ({count:,} Zeile)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="39" />
        <source>{word!r} ({count:,} rows)</source>
        <translation>{word!r} ({count:,} Zeilen)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="40" />
        <source>{source}: column {column!r} holds numbers and the word(s) {words}, so it is read as categories; if they mean missing, declare them missing (on the Data page, or --missing {column}={codes})</source>
        <translation>{source}: Spalte {column!r} enthält Zahlen und das Wort/die Wörter {words} und wird darum als Kategorien gelesen; bedeuten sie „fehlend“, erklären Sie sie als fehlend (auf der Seite Daten, oder --missing {column}={codes})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="42" />
        <source>{low:,.6g} or more</source>
        <translation>{low:,.6g} oder mehr</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="43" />
        <source>up to {high:,.6g}</source>
        <translation>bis {high:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="44" />
        <source>{low:,.6g} up to {high:,.6g}</source>
        <translation>{low:,.6g} bis unter {high:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="45" />
        <source>{low:,.6g} to {high:,.6g}</source>
        <translation>{low:,.6g} bis {high:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="46" />
        <source>any value</source>
        <translation>jeder Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="47" />
        <source>{count} value: {listed}</source>
        <translation>{count} Wert: {listed}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="48" />
        <source>{count} values: {listed}</source>
        <translation>{count} Werte: {listed}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="49" />
        <source>column {column!r}: {count} value read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes</source>
        <translation>Spalte {column!r}: {count} Wert gelesen als {how} (z. B. {label!r} für {stands_for}); prüfen Sie das auf der Seite Daten, oder erklären Sie es in den Umkodierungen der Prüfdatei</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="50" />
        <source>column {column!r}: {count} values read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes</source>
        <translation>Spalte {column!r}: {count} Werte gelesen als {how} (z. B. {label!r} für {stands_for}); prüfen Sie sie auf der Seite Daten, oder erklären Sie sie in den Umkodierungen der Prüfdatei</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="51" />
        <source>merged categories</source>
        <translation>zusammengelegte Kategorien</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="52" />
        <source>the values the release never writes</source>
        <translation>die Werte, die die Freigabe nie schreibt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="53" />
        <source>thousands separators</source>
        <translation>Tausendertrennzeichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="54" />
        <source>truncated codes</source>
        <translation>gekürzte Codes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="55" />
        <source>masked codes</source>
        <translation>maskierte Codes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="56" />
        <source>a value of its own (declared by the officer)</source>
        <translation>ein eigener Wert (von der Sachbearbeitung erklärt)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="57" />
        <source>declared by the officer</source>
        <translation>von der Sachbearbeitung erklärt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="58" />
        <source>from {file}</source>
        <translation>aus {file}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="59" />
        <source>{column!r}: {label!r} is said to stand for {missing!r}, which the original never holds</source>
        <translation>{column!r}: {label!r} soll für {missing!r} stehen, was im Original nie vorkommt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="60" />
        <source>{column!r}: {label!r} is said to stand for {values}, which are not numbers</source>
        <translation>{column!r}: {label!r} soll für {values} stehen, was keine Zahlen sind</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="61" />
        <source>suppressed</source>
        <translation>unterdrückt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="62" />
        <source>set</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="63" />
        <source>band</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="64" />
        <source>top or bottom code</source>
        <translation>Rand-Kodierung (oben oder unten)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="65" />
        <source>masked digits</source>
        <translation>maskierte Ziffern</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="66" />
        <source>masked code</source>
        <translation>maskierter Code</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="67" />
        <source>truncated code</source>
        <translation>gekürzter Code</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="68" />
        <source>rounded to {base:,.6g}</source>
        <translation>gerundet auf {base:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="69" />
        <source>{column!r}: {values} lie outside the original's range and are no multiple of the rounding ({base:,.6g}): if they mean 'missing', declare them (--missing {column}={value}, or 'Declared missing' on the Data page)</source>
        <translation>{column!r}: {values} liegen außerhalb des Wertebereichs des Originals und sind kein Vielfaches der Rundung ({base:,.6g}): Bedeuten sie „fehlend“, erklären Sie sie so (--missing {column}={value}, oder „Als fehlend erklärt“ auf der Seite Daten)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="93" />
        <source>attack {attack}</source>
        <translation>Angriff {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="94" />
        <source>{what} gave open predictions for some batches only</source>
        <translation>{what} machte nur in einigen Schritten offene Vorhersagen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="133" />
        <source>The run stopped after {attempts:,} attempts, too few for a group of {coverage:.2%} of the targets whose secrets the attacker learns every time to show up, and such a group would make the release at risk: safe cannot be claimed yet.</source>
        <translation>Der Lauf endete nach {attempts:,} Versuchen, zu wenigen, als dass eine Gruppe von {coverage:.2%} der Ziele, deren sensible Werte der Angreifer jedes Mal erfährt, sichtbar würde, und eine solche Gruppe machte die Freigabe gefährdet: Sicher lässt sich noch nicht sagen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="134" />
        <source>the attack made no claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts</source>
        <translation>der Angriff machte in {attempts:,} Versuchen keine Behauptungen: Mindestens {floor} sind nötig, bevor sich eine Präzision messen lässt; zu wenige, um zu messen, wie oft sie stimmen; sie bleiben in den Versuchen erhalten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="135" />
        <source>the attack made only {made} claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts</source>
        <translation>der Angriff machte in {attempts:,} Versuchen nur {made} Behauptungen: Mindestens {floor} sind nötig, bevor sich eine Präzision messen lässt; zu wenige, um zu messen, wie oft sie stimmen; sie bleiben in den Versuchen erhalten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="136" />
        <source>the attack made no predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original</source>
        <translation>der Angriff machte in {attempts:,} Versuchen keine Vorhersagen: Mindestens {floor} sind nötig, bevor sich eine Präzision messen lässt; prüfen Sie, ob die Freigabe die bekannten Spalten enthält und sie wie das Original kodiert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="137" />
        <source>the attack made only {made} predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original</source>
        <translation>der Angriff machte in {attempts:,} Versuchen nur {made} Vorhersagen: Mindestens {floor} sind nötig, bevor sich eine Präzision messen lässt; prüfen Sie, ob die Freigabe die bekannten Spalten enthält und sie wie das Original kodiert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="138" />
        <source>The time limit stopped the run after {attempts:,} attempts, before those its work budget allows: this is not the recorded answer (a re-run may go further), so safe cannot be claimed from it; run it without the time limit (halting.time_limit_seconds).</source>
        <translation>Das Zeitlimit beendete den Lauf nach {attempts:,} Versuchen, vor denen, die sein Arbeitsbudget erlaubt: Das ist nicht die festgehaltene Antwort (ein erneuter Lauf kommt vielleicht weiter), daher lässt sich daraus nicht „sicher“ ableiten; führen Sie ihn ohne Zeitlimit aus (halting.time_limit_seconds).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="139" />
        <source>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about any share of them could not make the release at risk. There is no precision to measure.</source>
        <translation>Der Angriff fand in {attempts:,} Versuchen nichts zu behaupten: Keine Beschreibung, kein Datensatz und keine Zeile der Freigabe passt auf genau eine Person, oder keine Zeile stimmt mit beiden Sichten einer Person überein. Höchstens {most} der Personen ließen sich behaupten ({confidence:.0%}-Obergrenze); Behauptungen, die über einen beliebigen Anteil von ihnen immer stimmen, könnten die Freigabe nicht gefährden. Es gibt keine Präzision zu messen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="140" />
        <source>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would make the release at risk, so nothing that matters was missed. There is no precision to measure.</source>
        <translation>Der Angriff fand in {attempts:,} Versuchen nichts zu behaupten: Keine Beschreibung, kein Datensatz und keine Zeile der Freigabe passt auf genau eine Person, oder keine Zeile stimmt mit beiden Sichten einer Person überein. Höchstens {most} der Personen ließen sich behaupten ({confidence:.0%}-Obergrenze); Behauptungen, die über {matters} von ihnen immer stimmen, würden die Freigabe gefährden, also wurde nichts übersehen, was zählt. Es gibt keine Präzision zu messen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="141" />
        <source>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would already make the release at risk, so safe cannot be claimed yet: {needed:,} attempts without a claim would decide it.</source>
        <translation>Der Angriff fand in {attempts:,} Versuchen nichts zu behaupten: Keine Beschreibung, kein Datensatz und keine Zeile der Freigabe passt auf genau eine Person, oder keine Zeile stimmt mit beiden Sichten einer Person überein. Höchstens {most} der Personen ließen sich behaupten ({confidence:.0%}-Obergrenze); Behauptungen, die über {matters} von ihnen immer stimmen, würden die Freigabe schon gefährden, daher lässt sich „sicher“ noch nicht sagen: {needed:,} Versuche ohne Behauptung würden es entscheiden.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="110" />
        <source>release {release!r} {note}</source>
        <translation>Freigabe {release!r}: {note}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="85" />
        <source>release {release!r} does not publish {columns}: with no known sets given, its attacker knows the audited columns it publishes</source>
        <translation>Freigabe {release!r} veröffentlicht {columns} nicht: Da keine bekannten Mengen angegeben sind, kennt ihr Angreifer die geprüften Spalten, die sie veröffentlicht</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="86" />
        <source>{attack} was not run on release {release!r}: it learns from {needs}, which this release does not have (name it with --attack {attack} to run it all the same)</source>
        <translation>{attack} wurde auf Freigabe {release!r} nicht ausgeführt: Er lernt aus {needs}, die diese Freigabe nicht hat (nennen Sie ihn mit --attack {attack}, um ihn trotzdem auszuführen)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="111" />
        <source>{file}: the file changed since the audit was saved or the window loaded it (sha256 differs); the audit runs on its current content</source>
        <translation>{file}: Die Datei hat sich geändert, seit die Prüfung gespeichert oder vom Fenster geladen wurde (sha256 weicht ab); die Prüfung läuft auf ihrem jetzigen Inhalt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="87" />
        <source>known set {known} includes the secret {secret!r}; skipped for that secret</source>
        <translation>die bekannte Menge {known} enthält die sensible Variable {secret!r}; für diese übersprungen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="88" />
        <source>no targets to attack: the selector chose nobody</source>
        <translation>keine Ziele anzugreifen: Der Selektor hat niemanden gewählt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="112" />
        <source>the attack</source>
        <translation>der Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="89" />
        <source>the target selector {selector}</source>
        <translation>der Zielselektor {selector}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="90" />
        <source>release {release!r} has no table with the secret column {secret!r}</source>
        <translation>Freigabe {release!r} hat keine Tabelle mit der Spalte der sensiblen Variable {secret!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="91" />
        <source>{file}: counts for values of the secret {secret!r} the original never holds (e.g. {example!r}), left out</source>
        <translation>{file}: Häufigkeiten zu Werten der sensiblen Variablen {secret!r}, die im Original nie vorkommen (z. B. {example!r}), ausgelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="77" />
        <source>no baseline models are installed or enabled; enable at least one in the settings</source>
        <translation>keine Basismodelle sind installiert oder aktiviert; aktivieren Sie mindestens eines in den Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="78" />
        <source>the baseline model {model}</source>
        <translation>das Basismodell {model}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="79" />
        <source>chosen, but could not be refitted on a hold-out block ({error}); the next best candidate was used from then on</source>
        <translation>gewählt, ließ sich aber auf einem zurückgehaltenen Block nicht erneut anpassen ({error}); ab da wurde der nächstbeste Kandidat verwendet</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="80" />
        <source>no baseline model could be fitted on the hold-out blocks (last: {model}: {error})</source>
        <translation>kein Basismodell ließ sich auf den zurückgehaltenen Blöcken anpassen (zuletzt: {model}: {error})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="81" />
        <source>no rows are left to fit the baseline once the targets are held out; the original is too small</source>
        <translation>ohne die Ziele bleiben keine Zeilen, um das Basismodell anzupassen; das Original ist zu klein</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="82" />
        <source>{model}: {error}</source>
        <translation>{model}: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="83" />
        <source>no baseline model could be fitted ({reasons})</source>
        <translation>kein Basismodell ließ sich anpassen ({reasons})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="233" />
        <source>the cluster's workers are daemon processes, which may start no process: the attacks ran inside them, each stopped at Cancel, its time limit or its memory limit as far as a thread can be (docs/cluster.md)</source>
        <translation>Die Worker des Clusters sind Daemon-Prozesse, die keine Prozesse starten dürfen: Die Angriffe liefen in ihnen, jeder beim Abbrechen, an seinem Zeitlimit oder seinem Speicherlimit so weit gestoppt, wie es ein Thread sein kann (docs/cluster.md)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="234" />
        <source>its task failed on the cluster: {error}</source>
        <translation>seine Aufgabe ist auf dem Cluster gescheitert: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="235" />
        <source>the Dask cluster has no workers: start some with 'dask worker ADDRESS'</source>
        <translation>der Dask-Cluster hat keine Worker: Starten Sie welche mit 'dask worker ADRESSE'</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="236" />
        <source>{package} ({components}) on {workers}</source>
        <translation>{package} ({components}) auf {workers}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="237" />
        <source>{package} ({components}; they have {version}) on {workers}</source>
        <translation>{package} ({components}; sie haben {version}) auf {workers}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="238" />
        <source>the cluster's workers lack the plugins this audit runs: {lacking}. Install the same versions on every worker with pip (docs/cluster.md)</source>
        <translation>den Workern des Clusters fehlen Plugins, die diese Prüfung ausführt: {lacking}. Installieren Sie auf jedem Worker dieselben Versionen mit pip (docs/cluster.md)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="114" />
        <source>ALC below −1</source>
        <translation>ALC unter −1</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="115" />
        <source>ALC {alc:.2f}</source>
        <translation>ALC {alc:.2f}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="116" />
        <source>no advantage (below −1)</source>
        <translation>kein Vorteil (unter −1)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="117" />
        <source>The verdict follows ALC alone, as the settings ask.</source>
        <translation>Die Bewertung folgt, wie eingestellt, allein dem ALC.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="118" />
        <source>The attacker is right {precision:.0%} of the time for {predictions:,} of the targets ({share}): too few to be sure of, but enough to make the release at risk if it holds; about {more:,} attempts would settle it.</source>
        <translation>Der Angreifer liegt bei {predictions:,} der Ziele ({share}) in {precision:.0%} der Fälle richtig: zu wenige, um sicher zu sein, aber genug, um die Freigabe zu gefährden, wenn es sich bestätigt; etwa {more:,} Versuche würden es klären.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="119" />
        <source>the attacker is right for {share} of people {attack:.0%} of the time, against {baseline:.0%} for the baseline on the same people (precision improvement {improvement:.2f}, {band})</source>
        <translation>liegt der Angreifer für {share} der Personen in {attack:.0%} der Fälle richtig, gegenüber {baseline:.0%} für das Basismodell bei denselben Personen (Präzisionsgewinn {improvement:.2f}, {band})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="120" />
        <source>At equal coverage {same_people}; ALC reads {band} ({alc}) because the baseline's best point, {precision:.0%} right for {share} of people, scores about as high on PRC as the attack's.</source>
        <translation>Bei gleicher Abdeckung {same_people}; der ALC ergibt {band} ({alc}), weil der beste Punkt des Basismodells, {precision:.0%} richtig für {share} der Personen, in der PRC etwa so hoch liegt wie der des Angriffs.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="121" />
        <source>ALC reads {band} ({alc}) from the attack's best point, {precision:.0%} right for {share} of people; at equal coverage {same_people}.</source>
        <translation>Der ALC ergibt {band} ({alc}) aus dem besten Punkt des Angriffs, {precision:.0%} richtig für {share} der Personen; bei gleicher Abdeckung {same_people}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="143" />
        <source>the demo's attack(s) {attacks} are not installed: the demo runs the named ones</source>
        <translation>der/die Angriff(e) {attacks} der Demo sind nicht installiert: Die Demo führt die genannten aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="144" />
        <source>the demo's attack(s) {attacks} are not installed: the demo runs every installed attack instead</source>
        <translation>der/die Angriff(e) {attacks} der Demo sind nicht installiert: Die Demo führt stattdessen jeden installierten Angriff aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="145" />
        <source>no membership attack is installed: the demo's membership audit is left out (install anonguard-membership-attacks to run it)</source>
        <translation>kein Mitgliedschaftsangriff ist installiert: Die Prüfung der Mitgliedschaft der Demo entfällt (installieren Sie anonguard-membership-attacks, um sie auszuführen)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="146" />
        <source>the membership attack(s) {attacks} are not installed: left out of the demo</source>
        <translation>der/die Mitgliedschaftsangriff(e) {attacks} sind nicht installiert: in der Demo ausgelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="147" />
        <source>no identity attack is installed: the demo's singling out, linkability and record linkage are left out (install anonguard-identity-attacks to run them)</source>
        <translation>kein Identitätsangriff ist installiert: Herausgreifen, Verknüpfbarkeit und Datensatzverknüpfung der Demo entfallen (installieren Sie anonguard-identity-attacks, um sie auszuführen)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="148" />
        <source>the identity attack(s) {attacks} are not installed: left out of the demo</source>
        <translation>der/die Identitätsangriff(e) {attacks} sind nicht installiert: in der Demo ausgelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="240" />
        <source>the worker process running it stopped before it finished (killed, or out of memory) in two tries; the other scenarios are kept: run it again alone, or with more memory</source>
        <translation>der Worker-Prozess, der es ausführte, endete in zwei Versuchen vorzeitig (beendet oder ohne Speicher); die anderen Szenarien bleiben erhalten: Führen Sie es allein oder mit mehr Speicher erneut aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="241" />
        <source>the scenarios ran one after another in the audit's process: the audit could not be sent to worker processes ({kind}: {problem})</source>
        <translation>die Szenarien liefen nacheinander im Prozess der Prüfung: Die Prüfung ließ sich nicht an Worker-Prozesse senden ({kind}: {problem})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="242" />
        <source>its worker failed outside the attack: {error}</source>
        <translation>sein Worker ist außerhalb des Angriffs gescheitert: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="123" />
        <source>decided</source>
        <translation>entschieden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="124" />
        <source>exhausted</source>
        <translation>alle angegriffen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="125" />
        <source>work-budget</source>
        <translation>Arbeitsbudget</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="126" />
        <source>time-budget</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="127" />
        <source>max-attempts</source>
        <translation>Versuchsgrenze</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="128" />
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="150" />
        <source>given an id column ({column!r})</source>
        <translation>mit einer Kennungsspalte ({column!r}) angegeben</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="151" />
        <source>release {release!r} publishes count tables, not records: the identity attacks single out, link and re-identify records; its counts are measured by the attribute attacks that read them</source>
        <translation>Freigabe {release!r} veröffentlicht Häufigkeitstabellen, keine Datensätze: Die Identitätsangriffe greifen Datensätze heraus, verknüpfen und re-identifizieren sie; ihre Häufigkeiten messen die Attributangriffe, die sie lesen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="152" />
        <source>said to be in the original's order</source>
        <translation>als in der Reihenfolge des Originals angegeben</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="153" />
        <source>identity attacks: {members} of the original's people are the members claims are about, {others} stand in for people the release says nothing about (the baseline)</source>
        <translation>Identitätsangriffe: {members} Personen des Originals sind die Mitglieder, um die es in den Behauptungen geht, {others} stehen für Personen, über die die Freigabe nichts sagt (das Basismodell)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="154" />
        <source>record linkage on release {release!r}: {how}</source>
        <translation>Datensatzverknüpfung auf Freigabe {release!r}: {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="155" />
        <source>release {release!r} is synthetic: no row of it was made from one person's record, so no claim that a row is a person can be right or wrong; its singling out and linkability are measured</source>
        <translation>Freigabe {release!r} ist synthetisch: Keine ihrer Zeilen entstand aus dem Datensatz einer Person, daher kann keine Behauptung, eine Zeile sei eine Person, richtig oder falsch sein; Herausgreifen und Verknüpfbarkeit werden gemessen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="156" />
        <source>identity attacks: release {release!r} is {what}, but the audit has no release of that label (its releases: {releases}); left out</source>
        <translation>Identitätsangriffe: Freigabe {release!r} ist {what}, aber die Prüfung hat keine Freigabe dieses Namens (ihre Freigaben: {releases}); ausgelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="158" />
        <source>record linkage needs the release rows' ids: keep the internal id column in a copy of the release and name it (--row-ids LABEL=COLUMN, or 'Rows' ids' in the Identity attacks box of the Scenario page), or state that its rows are in the original's order (--in-order LABEL)</source>
        <translation>die Datensatzverknüpfung braucht die Kennungen der Zeilen der Freigabe: Behalten Sie die interne Kennungsspalte in einer Kopie der Freigabe und nennen Sie sie (--row-ids NAME=SPALTE, oder „Kennungen der Zeilen“ im Feld Identitätsangriffe der Seite Szenario), oder geben Sie an, dass ihre Zeilen in der Reihenfolge des Originals stehen (--in-order NAME)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="159" />
        <source>whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original</source>
        <translation>wessen Zeile welche ist, aus ihrer Spalte {column!r} gelesen ({entity!r} des Originals): {people:,} ihrer {rows:,} Zeilen sind Personen des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="160" />
        <source>whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original, {unknown:,} rows have no id or one the original holds twice and are left unjudged</source>
        <translation>wessen Zeile welche ist, aus ihrer Spalte {column!r} gelesen ({entity!r} des Originals): {people:,} ihrer {rows:,} Zeilen sind Personen des Originals, {unknown:,} Zeilen haben keine Kennung oder eine, die das Original zweimal hat, und bleiben unbeurteilt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="161" />
        <source>release {release!r} has {rows:,} rows and the original {original:,}: its rows cannot be in the original's order, as the audit file says; give the release rows' ids instead (--row-ids LABEL=COLUMN)</source>
        <translation>Freigabe {release!r} hat {rows:,} Zeilen und das Original {original:,}: Ihre Zeilen können nicht, wie die Prüfdatei sagt, in der Reihenfolge des Originals stehen; geben Sie stattdessen die Kennungen der Zeilen an (--row-ids NAME=SPALTE)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="162" />
        <source>whose row is whose as stated: rows in the original's order</source>
        <translation>wessen Zeile welche ist, wie angegeben: Zeilen in der Reihenfolge des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="163" />
        <source>every row of {file} (release {release!r}) fits several original records on every column it shares with the original, so whose row is whose cannot be inferred; {needs_ids}</source>
        <translation>jede Zeile von {file} (Freigabe {release!r}) passt in jeder Spalte, die sie mit dem Original teilt, auf mehrere Datensätze des Originals, daher lässt sich nicht erschließen, wessen Zeile welche ist; {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="164" />
        <source>whose row is whose inferred: each of its {rows:,} rows fits exactly one original record on every column (it only generalizes and suppresses)</source>
        <translation>wessen Zeile welche ist, erschlossen: Jede ihrer {rows:,} Zeilen passt in jeder Spalte auf genau einen Datensatz des Originals (sie verallgemeinert und unterdrückt nur)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="165" />
        <source>whose row is whose inferred for {judged:,} of its {rows:,} rows, each fitting exactly one original record on every column; the other {others:,} fit several (as a k-anonymous class's rows do) and are left unjudged: record linkage is judged on the people whose row is known, who are the easier to tell apart</source>
        <translation>wessen Zeile welche ist, erschlossen für {judged:,} ihrer {rows:,} Zeilen, die jeweils in jeder Spalte auf genau einen Datensatz des Originals passen; die übrigen {others:,} passen auf mehrere (wie die Zeilen einer k-anonymen Klasse) und bleiben unbeurteilt: Die Datensatzverknüpfung wird an den Personen beurteilt, deren Zeile bekannt ist, und diese sind leichter zu unterscheiden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="166" />
        <source>inferring whose row is whose would compare {pairs:,} pairs of release and original rows (too few columns are published exactly to narrow them down); {needs_ids}</source>
        <translation>zu erschließen, wessen Zeile welche ist, verglich {pairs:,} Paare von Zeilen der Freigabe und des Originals (zu wenige Spalten sind exakt veröffentlicht, um sie einzugrenzen); {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="167" />
        <source>{column} ({share:.0%} of its values)</source>
        <translation>{column} ({share:.0%} ihrer Werte)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="168" />
        <source>{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column; values no original record holds are in {columns}: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}</source>
        <translation>{unfit:,} der {rows:,} Zeilen von {file} (Freigabe {release!r}) passen nicht in jeder Spalte auf einen Datensatz des Originals; Werte, die kein Datensatz des Originals hat, stehen in {columns}: Die Freigabe verändert Werte (Rundung, Rauschen, Vertauschen oder Synthese), statt nur zu verallgemeinern und zu unterdrücken, daher lässt sich nicht erschließen, wessen Zeile welche ist; {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="169" />
        <source>{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}</source>
        <translation>{unfit:,} der {rows:,} Zeilen von {file} (Freigabe {release!r}) passen nicht in jeder Spalte auf einen Datensatz des Originals: Die Freigabe verändert Werte (Rundung, Rauschen, Vertauschen oder Synthese), statt nur zu verallgemeinern und zu unterdrücken, daher lässt sich nicht erschließen, wessen Zeile welche ist; {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="171" />
        <source>identity attack {attack}</source>
        <translation>Identitätsangriff {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="172" />
        <source>The right claims single people out through {keys}: top-code, round or band {numbers}; merge the rare categories of {categories}.</source>
        <translation>Die richtigen Behauptungen greifen Personen über {keys} heraus: {numbers} oben abschneiden, runden oder in Klassen einteilen; die seltenen Kategorien von {categories} zusammenlegen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="173" />
        <source>The right claims single people out through {keys}: top-code, round or band {numbers}.</source>
        <translation>Die richtigen Behauptungen greifen Personen über {keys} heraus: {numbers} oben abschneiden, runden oder in Klassen einteilen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="174" />
        <source>The right claims single people out through {keys}: merge the rare categories of {categories}.</source>
        <translation>Die richtigen Behauptungen greifen Personen über {keys} heraus: die seltenen Kategorien von {categories} zusammenlegen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="175" />
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="176" />
        <source>Raise the claims per attack (--identity-targets, 'Claims per attack' in the window) to {needed:,}.</source>
        <translation>Erhöhen Sie die Behauptungen je Angriff (--identity-targets, „Behauptungen je Angriff“ im Fenster) auf {needed:,}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="177" />
        <source>The original's {members:,} members allow no more attempts than that: on an original of this size this attack cannot show the release safe.</source>
        <translation>Die {members:,} Mitglieder des Originals erlauben nicht mehr Versuche: Auf einem Original dieser Größe kann dieser Angriff die Freigabe nicht als sicher zeigen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="244" />
        <source>{kind}: {error}</source>
        <translation>{kind}: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="245" />
        <source>{what} cannot run in a process of its own ({error}); define its class at module level, or turn off limits.isolate to run it inside the audit's process</source>
        <translation>{what} kann nicht in einem eigenen Prozess laufen ({error}); definieren Sie die Klasse auf Modulebene, oder schalten Sie limits.isolate aus: Dann läuft alles im Prozess der Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="246" />
        <source>{what} exceeded its time limit of {limit:g} s and was stopped (setting limits.attack_seconds)</source>
        <translation>{what} hat das Zeitlimit von {limit:g} s überschritten und wurde gestoppt (Einstellung limits.attack_seconds)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="247" />
        <source>{what} grew its Dask worker's memory beyond its limit of {limit:,.0f} MB and was stopped (setting limits.memory_mb)</source>
        <translation>{what} ließ den Speicher des Dask-Workers über das Limit von {limit:,.0f} MB wachsen und wurde gestoppt (Einstellung limits.memory_mb)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="248" />
        <source>{what}'s process was killed ({signal}), most likely by the system for running out of memory; lower limits.memory_mb to have it stopped sooner</source>
        <translation>{what}: Der Prozess wurde beendet ({signal}), höchstwahrscheinlich vom System, weil der Speicher ausging; senken Sie limits.memory_mb, damit er früher gestoppt wird</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="249" />
        <source>{what}'s process crashed ({signal}): a fault in native code</source>
        <translation>{what}: Der Prozess ist abgestürzt ({signal}): ein Fehler in nativem Code</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="250" />
        <source>{what}'s process ended abruptly with exit code {code} (the plugin ended its own process, e.g. with os._exit)</source>
        <translation>{what}: Der Prozess endete abrupt mit dem Exit-Code {code} (das Plugin hat seinen eigenen Prozess beendet, z. B. mit os._exit)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="251" />
        <source>{what} or what it works on cannot be copied ({error}); define its class at module level, or turn off limits.isolate</source>
        <translation>{what} oder seine Eingaben lassen sich nicht kopieren ({error}); definieren Sie die Klasse auf Modulebene, oder schalten Sie limits.isolate aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="252" />
        <source>{error} ({what} ran out of memory: its limit of {limit:,.0f} MB; setting limits.memory_mb)</source>
        <translation>{error} ({what} hatte nicht genug Speicher: Limit {limit:,.0f} MB; Einstellung limits.memory_mb)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="253" />
        <source>{error} ({what} ran out of memory: the machine's memory; setting limits.memory_mb)</source>
        <translation>{error} ({what} hatte nicht genug Speicher: Der Speicher des Rechners ist erschöpft; Einstellung limits.memory_mb)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="219" />
        <source>release made here by {generator} from {members} rows; {others} rows held back as non-members</source>
        <translation>Freigabe hier von {generator} aus {members} Zeilen erzeugt; {others} Zeilen als Nichtmitglieder zurückgehalten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="220" />
        <source>{count} non-members given to the attacker as reference data, never scored</source>
        <translation>{count} Nichtmitglieder dem Angreifer als Referenzdaten gegeben, nie bewertet</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="221" />
        <source>sampled {count} of {total} candidates</source>
        <translation>{count} von {total} Kandidaten als Stichprobe</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="222" />
        <source>{attack} returned {shape} scores for {count} candidates, or a score that is NaN or infinite</source>
        <translation>{attack} gab {shape} Scores für {count} Kandidaten zurück, oder einen Score, der NaN oder unendlich ist</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="224" />
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="225" />
        <source>too few candidates were scored to measure anything</source>
        <translation>zu wenige Kandidaten haben einen Score, um etwas zu messen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="179" />
        <source>the scenario is a sample whose members are not known, but no survey weight is named: the file is its own population, so the prosecutor reading (k-anonymity) decides</source>
        <translation>das Szenario ist eine Stichprobe, deren Mitglieder nicht bekannt sind, aber kein Hochrechnungsgewicht ist genannt: Die Datei ist ihre eigene Grundgesamtheit, daher entscheidet die Lesart des Anklägers (k-Anonymität)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="180" />
        <source>{file} has no survey weight column {weight!r}: its risk is measured without weights (1 / class size)</source>
        <translation>{file} hat keine Spalte {weight!r} mit dem Hochrechnungsgewicht: Ihr Risiko wird ohne Gewichte gemessen (1 / Klassengröße)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="181" />
        <source>release {release!r} publishes only count tables: it has no records whose re-identification risk could be measured</source>
        <translation>Freigabe {release!r} veröffentlicht nur Häufigkeitstabellen: Sie hat keine Datensätze, deren Risiko der Re-Identifikation sich messen ließe</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="182" />
        <source>the key-set search found no combination to measure</source>
        <translation>die Suche nach Schlüsselmengen fand keine Kombination zum Messen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="183" />
        <source>{file} has no key variable {key!r}: the key set {keys} is not measured on it; publish the column or drop it from the key set</source>
        <translation>{file} hat keine Schlüsselvariable {key!r}: Die Schlüsselmenge {keys} wird auf ihr nicht gemessen; veröffentlichen Sie die Spalte oder nehmen Sie sie aus der Schlüsselmenge</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="184" />
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="185" />
        <source>{file}: key variable {key!r} holds {distinct:,} different values in {records:,} records, so nearly every record is unique on it alone as written. If it is a record id, leave it out of the key sets; if the intruder knows it only roughly, set an intruder model for it (e.g. {key}=round 1000); to lower the risk, band, round or top-code it in the release</source>
        <translation>{file}: Schlüsselvariable {key!r} hat {distinct:,} verschiedene Werte in {records:,} Datensätzen, so wie geschrieben ist daher fast jeder Datensatz allein durch sie eindeutig. Ist sie eine Datensatzkennung, nehmen Sie sie aus den Schlüsselmengen; kennt der Angreifer sie nur ungefähr, legen Sie ein Angreifermodell für sie fest (z. B. {key}=round 1000); um das Risiko zu senken, teilen Sie sie in der Freigabe in Klassen ein, runden Sie sie oder schneiden Sie sie oben ab</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="187" />
        <source>who is in the file can be known (prosecutor: k-anonymity)</source>
        <translation>wer in der Datei ist, kann bekannt sein (Ankläger: k-Anonymität)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="188" />
        <source>a sample whose members are not known (weighted individual risk)</source>
        <translation>eine Stichprobe, deren Mitglieder nicht bekannt sind (gewichtetes individuelles Risiko)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="189" />
        <source>synthetic rows that fit exactly one real person</source>
        <translation>synthetische Zeilen, die auf genau eine echte Person passen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="190" />
        <source>a synthetic release: read by the real people its rows fit</source>
        <translation>eine synthetische Freigabe: gelesen nach den echten Personen, auf die ihre Zeilen passen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="191" />
        <source>the intruder cannot know who is in the sample (weighted individual risk above {threshold:g})</source>
        <translation>der Angreifer kann nicht wissen, wer in der Stichprobe ist (gewichtetes individuelles Risiko über {threshold:g})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="192" />
        <source>no survey weight, so the intruder's file is its own population (prosecutor, k = {k})</source>
        <translation>kein Hochrechnungsgewicht, daher ist die Datei des Angreifers ihre eigene Grundgesamtheit (Ankläger, k = {k})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="193" />
        <source>the intruder can know who is in the file (prosecutor, k = {k})</source>
        <translation>der Angreifer kann wissen, wer in der Datei ist (Ankläger, k = {k})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="194" />
        <source>{count:,} of {records:,} synthetic rows ({share:.1%}) fit exactly one real person of the original</source>
        <translation>{count:,} von {records:,} synthetischen Zeilen ({share:.1%}) passen auf genau eine echte Person des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="195" />
        <source>{count:,} of {records:,} records ({share:.1%}) have an individual risk above {threshold:g}</source>
        <translation>{count:,} von {records:,} Datensätzen ({share:.1%}) haben ein individuelles Risiko über {threshold:g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="196" />
        <source>{count:,} of {records:,} records ({share:.1%}) are in a key combination shared by fewer than {k}</source>
        <translation>{count:,} von {records:,} Datensätzen ({share:.1%}) liegen in einer Schlüsselkombination, die weniger als {k} teilen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="130" />
        <source>{verdict} (seed {seed})</source>
        <translation>{verdict} (Startwert {seed})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="131" />
        <source>The verdict differs between seeds: {verdicts}.</source>
        <translation>Die Bewertung unterscheidet sich je nach Startwert: {verdicts}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="96" />
        <source>{what} predicted {value!r}: predict the encoded secret (a number)</source>
        <translation>{what} sagte {value!r} vorher: Sagen Sie die kodierte sensible Variable vorher (eine Zahl)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="97" />
        <source>{what} predicted values that are not category codes; predict the secret's integer codes</source>
        <translation>{what} sagte Werte vorher, die keine Kategoriecodes sind; sagen Sie die ganzzahligen Codes der sensiblen Variable vorher</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="98" />
        <source>the sensitive variable {secret!r} has no values in the original: there is nothing to learn; choose another sensitive variable or check how missing values are written</source>
        <translation>die sensible Variable {secret!r} hat im Original keine Werte: Es gibt nichts zu erfahren; wählen Sie eine andere sensible Variable oder prüfen Sie, wie fehlende Werte geschrieben sind</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="99" />
        <source>the sensitive variable {secret!r} holds the same value ({value!r}) for every record: there is nothing to learn about anyone; choose another sensitive variable</source>
        <translation>die sensible Variable {secret!r} hat für jeden Datensatz denselben Wert ({value!r}): Über niemanden gibt es etwas zu erfahren; wählen Sie eine andere sensible Variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="101" />
        <source>record tables or published count tables</source>
        <translation>Datensatztabellen oder veröffentlichten Häufigkeitstabellen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="102" />
        <source>record tables</source>
        <translation>Datensatztabellen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="103" />
        <source>published count tables</source>
        <translation>veröffentlichten Häufigkeitstabellen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="104" />
        <source>release {release!r} has no column {columns} of the attacker's knowledge: choose key variables the release holds, or add the column to the release</source>
        <translation>Freigabe {release!r} hat keine Spalte {columns} aus dem Wissen des Angreifers: Wählen Sie Schlüsselvariablen, die die Freigabe enthält, oder nehmen Sie die Spalte in die Freigabe auf</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="105" />
        <source>published count tables of it or records holding the secret</source>
        <translation>veröffentlichten Häufigkeitstabellen zu ihr oder Datensätzen mit der sensiblen Variablen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="106" />
        <source>records holding the secret</source>
        <translation>Datensätzen mit der sensiblen Variablen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="107" />
        <source>published count tables of it</source>
        <translation>veröffentlichten Häufigkeitstabellen zu ihr</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="108" />
        <source>attack {attack} learns from {needed}, and release {release!r} has none for {secret!r}: choose attacks that fit this release</source>
        <translation>Angriff {attack} lernt aus {needed}, und Freigabe {release!r} hat keine zu {secret!r}: Wählen Sie Angriffe, die zu dieser Freigabe passen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="255" />
        <source>the attack {attack} on part of a release</source>
        <translation>der Angriff {attack} auf einem Teil einer Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="198" />
        <source>largest MSU size {size} lowered to {count}, the number of key variables</source>
        <translation>größte MSU-Größe {size} auf {count} gesenkt, die Zahl der Schlüsselvariablen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="71" />
        <source>written as CSV, since it could not be written as {format} like {source} ({reason})</source>
        <translation>als CSV geschrieben, da sie nicht als {format} wie {source} geschrieben werden konnte ({reason})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="72" />
        <source>{path}: written as an {suffix} workbook without macros ({source}'s macros are not copied into a treated release)</source>
        <translation>{path}: als {suffix}-Arbeitsmappe ohne Makros geschrieben (die Makros von {source} werden nicht in eine behandelte Freigabe übernommen)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="73" />
        <source>written in UTF-8, not {encoding} like {source}: it holds {text!r}, which {encoding} cannot write</source>
        <translation>in UTF-8 geschrieben, nicht in {encoding} wie {source}: sie enthält {text!r}, was {encoding} nicht schreiben kann</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="74" />
        <source>written with commas in UTF-8: {source} could not be looked at again to see how it is written ({reason})</source>
        <translation>mit Kommas in UTF-8 geschrieben: {source} konnte nicht erneut angesehen werden, um zu sehen, wie sie geschrieben ist ({reason})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="75" />
        <source>written without {source}'s value and variable labels, which could not be read again ({reason})</source>
        <translation>ohne die Wert- und Variablenlabels von {source} geschrieben, die nicht erneut gelesen werden konnten ({reason})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="200" />
        <source>the file has no records</source>
        <translation>die Datei hat keine Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="201" />
        <source>no record is unique in the file, so none can be unique in the population</source>
        <translation>kein Datensatz ist in der Datei eindeutig, daher kann keiner in der Grundgesamtheit eindeutig sein</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="202" />
        <source>every record is unique in the file, which says nothing about how large the classes are in the population; treat every record as possibly unique</source>
        <translation>jeder Datensatz ist in der Datei eindeutig, was nichts darüber sagt, wie groß die Klassen in der Grundgesamtheit sind; behandeln Sie jeden Datensatz als möglicherweise eindeutig</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="203" />
        <source>the likelihood could not be evaluated anywhere the model is defined</source>
        <translation>die Likelihood ließ sich nirgends auswerten, wo das Modell definiert ist</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="204" />
        <source>the likelihood is highest at α = 0 (Ewens' model), where Hoshino's formula for the uniques does not hold; ARX gives no Pitman estimate there either</source>
        <translation>die Likelihood ist bei α = 0 am höchsten (Ewens' Modell), wo Hoshinos Formel für die Unikate nicht gilt; auch ARX gibt dort keine Pitman-Schätzung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="205" />
        <source>the likelihood keeps growing as α approaches 1, so it has no maximum to fit</source>
        <translation>die Likelihood wächst weiter, je näher α an 1 kommt, daher hat sie kein Maximum zum Anpassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="206" />
        <source>the maximum-likelihood fit did not converge</source>
        <translation>die Maximum-Likelihood-Anpassung konvergierte nicht</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="207" />
        <source>the file is the whole population: its uniques are counted, not estimated</source>
        <translation>die Datei ist die ganze Grundgesamtheit: Ihre Unikate werden gezählt, nicht geschätzt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="208" />
        <source>the fitted model puts more uniques in the population than it has people</source>
        <translation>das angepasste Modell setzt mehr Unikate in die Grundgesamtheit, als sie Personen hat</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="209" />
        <source>no class of the file has exactly 2 records, and SNB is fitted to the classes of size 1 and 2</source>
        <translation>keine Klasse der Datei hat genau 2 Datensätze, und SNB wird an die Klassen der Größe 1 und 2 angepasst</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="210" />
        <source>no shifted negative binomial reproduces the file's classes of size 1 and 2</source>
        <translation>keine verschobene negative Binomialverteilung gibt die Klassen der Größe 1 und 2 der Datei wieder</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="211" />
        <source>the SNB equations have more than one solution, with different numbers of uniques</source>
        <translation>die SNB-Gleichungen haben mehr als eine Lösung, mit unterschiedlich vielen Unikaten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="212" />
        <source>{reason}; ARX reports 0 here as well</source>
        <translation>{reason}; ARX gibt hier ebenfalls 0 an</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="213" />
        <source>the file is the whole population: the population uniques are its sample uniques, counted</source>
        <translation>die Datei ist die ganze Grundgesamtheit: Die Unikate der Grundgesamtheit sind ihre Stichprobenunikate, gezählt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="214" />
        <source>sampling fraction {fraction:.4g} is at most {limit:.0%}: Dankar et al.'s rule takes Pitman</source>
        <translation>Auswahlsatz {fraction:.4g} ist höchstens {limit:.0%}: Die Regel von Dankar et al. nimmt Pitman</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="215" />
        <source>sampling fraction {fraction:.4g} is above {limit:.0%}: Dankar et al.'s rule takes the smaller of Zayatz and SNB</source>
        <translation>Auswahlsatz {fraction:.4g} liegt über {limit:.0%}: Die Regel von Dankar et al. nimmt den kleineren Wert aus Zayatz und SNB</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="216" />
        <source>Pitman gives no estimate ({reason}), so the rule falls back to Zayatz</source>
        <translation>Pitman gibt keine Schätzung ({reason}), daher greift die Regel auf Zayatz zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="217" />
        <source>SNB gives no estimate ({reason}), so the rule takes Zayatz</source>
        <translation>SNB gibt keine Schätzung ({reason}), daher nimmt die Regel Zayatz</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="227" />
        <source>release {release!r} names {count} folders of published tables; put all its tables in one folder, under one manifest</source>
        <translation>die Freigabe {release!r} nennt {count} Ordner veröffentlichter Tabellen; legen Sie alle ihre Tabellen in einen Ordner, unter eine Beschreibungsdatei</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="228" />
        <source>reconstruction: rebuilding the people of {release}</source>
        <translation>Rekonstruktion: die Personen von {release} werden wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="229" />
        <source>reconstruction: done</source>
        <translation>Rekonstruktion: fertig</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="230" />
        <source>no reconstruction attack is installed (the first-party one is the anonguard-reconstruction plugin)</source>
        <translation>kein Rekonstruktionsangriff ist installiert (der mitgelieferte ist das Plugin anonguard-reconstruction)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="231" />
        <source>the original has no column {column!r}: the reconstruction is not compared with it</source>
        <translation>das Original hat keine Spalte {column!r}: die Rekonstruktion wird nicht mit ihm verglichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="257" />
        <source>step {number} ({treatment})</source>
        <translation>Schritt {number} ({treatment})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="258" />
        <source>the treatment chain stopped at {what}: {error}</source>
        <translation>die Behandlungskette brach bei {what} ab: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="259" />
        <source>the treatment chain stopped at {what}: it gave back the columns {got}, not the table's ({wanted})</source>
        <translation>die Behandlungskette brach bei {what} ab: sie gab die Spalten {got} zurück, nicht die der Tabelle ({wanted})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="260" />
        <source>no treatment {treatment!r} is installed (installed: {installed})</source>
        <translation>keine Behandlung {treatment!r} ist installiert (installiert: {installed})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="261" />
        <source>treatment {treatment!r}: {problem}</source>
        <translation>Behandlung {treatment!r}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="263" />
        <source>treated release {release!r} has the label of a release the audit reads; give it a label of its own</source>
        <translation>die behandelte Freigabe {release!r} trägt den Namen einer Freigabe, die die Prüfung liest; geben Sie ihr einen eigenen Namen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="264" />
        <source>treated release {release!r}: {problem}</source>
        <translation>behandelte Freigabe {release!r}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="265" />
        <source>treated release {release!r} left out: {problem}</source>
        <translation>behandelte Freigabe {release!r} ausgelassen: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="266" />
        <source>{release} (treated {source})</source>
        <translation>{release} (behandelt aus {source})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="267" />
        <source>treated release {release!r} is made from {source!r}, which the audit does not have (it has: {known})</source>
        <translation>die behandelte Freigabe {release!r} wird aus {source!r} gemacht, die die Prüfung nicht hat (sie hat: {known})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="268" />
        <source>treated release {release!r}: release {source!r} holds {count} tables of records; a chain treats one table of records (count tables are not treated)</source>
        <translation>behandelte Freigabe {release!r}: die Freigabe {source!r} enthält {count} Tabellen mit Datensätzen; eine Kette behandelt eine Tabelle mit Datensätzen (Zähltabellen werden nicht behandelt)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="270" />
        <source>treatment {treatment!r} proposed nothing: {error}</source>
        <translation>Behandlung {treatment!r} schlug nichts vor: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="271" />
        <source>the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed or proposes anything for key variables {keys}</source>
        <translation>die Suche beendet jede Kette mit einer Behandlung, die die Schlüsselmerkmale auf k bringt (lokale Unterdrückung), und keine ist installiert oder schlägt etwas für die Schlüsselmerkmale {keys} vor</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="272" />
        <source>the search needs a time budget above 0 seconds</source>
        <translation>die Suche braucht ein Zeitbudget über 0 Sekunden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="273" />
        <source>search: reading the tables to treat</source>
        <translation>Suche: die zu behandelnden Tabellen werden gelesen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="274" />
        <source>search: auditing {count} candidates ({done} of {total} so far)</source>
        <translation>Suche: {count} Kandidaten werden geprüft ({done} von {total} bisher)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="275" />
        <source>the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed</source>
        <translation>die Suche beendet jede Kette mit einer Behandlung, die die Schlüsselmerkmale auf k bringt (lokale Unterdrückung), und keine ist installiert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="277" />
        <source>has no row with {cells}</source>
        <translation>hat keine Zeile mit {cells}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="278" />
        <source>has no usable row for it</source>
        <translation>hat keine brauchbare Zeile dafür</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="279" />
        <source>has no row with a value of {column}</source>
        <translation>hat keine Zeile mit einem Wert von {column}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="280" />
        <source>has only one row with a value of {column}</source>
        <translation>hat nur eine Zeile mit einem Wert von {column}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="281" />
        <source>has a total of {column} that is not positive (a Gini coefficient needs a positive one)</source>
        <translation>hat eine Summe von {column}, die nicht positiv ist (ein Gini-Koeffizient braucht eine positive)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="282" />
        <source>has rows that cannot tell this term apart from the others (is the category they are compared with missing?)</source>
        <translation>hat Zeilen, die diesen Term nicht von den anderen unterscheiden können (fehlt die Vergleichskategorie?)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="283" />
        <source>has too few rows to give this term an interval</source>
        <translation>hat zu wenige Zeilen, um diesem Term ein Intervall zu geben</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="284" />
        <source>the original {why}: there is nothing to compare</source>
        <translation>das Original {why}: es gibt nichts zu vergleichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="285" />
        <source>has no interval for it</source>
        <translation>hat kein Intervall dafür</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="286" />
        <source>has no row with a value in every column the analysis uses</source>
        <translation>hat keine Zeile mit einem Wert in jeder Spalte, die die Analyse verwendet</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="287" />
        <source>the release {why}: the term cannot be estimated</source>
        <translation>die Freigabe {why}: der Term kann nicht geschätzt werden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="289" />
        <source>a count table: each published table is compared with the same table counted from the original's rows (negative counts clipped at 0 before normalizing); its size is its published total</source>
        <translation>eine Zähltabelle: Jede veröffentlichte Tabelle wird mit derselben Tabelle verglichen, aus den Zeilen des Originals gezählt (negative Zählwerte vor dem Normieren auf 0 gesetzt); ihre Größe ist ihre veröffentlichte Summe</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="290" />
        <source>{file}: table {table!r}</source>
        <translation>{file}: Tabelle {table!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="291" />
        <source>{problem}: the table is not compared</source>
        <translation>{problem}: die Tabelle wird nicht verglichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="292" />
        <source>no published table crosses two columns the original holds: nothing to compare</source>
        <translation>keine veröffentlichte Tabelle kreuzt zwei Spalten, die das Original hat: nichts zu vergleichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="293" />
        <source>{where}: secret {secret!r}</source>
        <translation>{where}: sensible Variable {secret!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="295" />
        <source>utility: comparing {release}</source>
        <translation>Nutzen: Vergleich von {release}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="296" />
        <source>utility: done</source>
        <translation>Nutzen: fertig</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="297" />
        <source>the release has no rows: nothing to compare</source>
        <translation>die Freigabe hat keine Zeilen: nichts zu vergleichen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="298" />
        <source>rows cannot be matched to the original's (no entity id in the release, and it is not listed in utility.in_order): values changed and IL1s are not measured</source>
        <translation>die Zeilen lassen sich denen des Originals nicht zuordnen (keine Personenkennung in der Freigabe, und sie steht nicht in utility.in_order): geänderte Werte und IL1s werden nicht gemessen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="299" />
        <source>generalized columns ({columns}) are read over the original's cells: a band as the original's values inside it, a top or bottom code (&gt;=x, &lt;x) at its end x, a set of categories in the original's proportions, a cell standing for every value as missing; correlations, IL1s, eigenvalues and propensity read a band at its midpoint</source>
        <translation>vergröberte Spalten ({columns}) werden über die Zellen des Originals gelesen: ein Band als die Werte des Originals darin, eine Top- oder Bottom-Codierung (&gt;=x, &lt;x) an ihrem Ende x, eine Menge von Kategorien in den Anteilen des Originals, eine Zelle, die für jeden Wert steht, als fehlend; Korrelationen, IL1s, Eigenwerte und Propensity lesen ein Band über seine Mitte</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="300" />
        <source>the release has no survey weight column {weight!r}: its analyses are unweighted</source>
        <translation>die Freigabe hat keine Gewichtsspalte {weight!r}: ihre Analysen sind ungewichtet</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="301" />
        <source>the utility measure {measure}</source>
        <translation>das Nutzenmaß {measure}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="302" />
        <source>a score is not a finite number: {scores}</source>
        <translation>ein Wert ist keine endliche Zahl: {scores}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="303" />
        <source>{what} failed: {error}</source>
        <translation>{what} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="305" />
        <source>the release's columns ({release}) are not the original's ({original}); the whole-table measures compare the same columns</source>
        <translation>die Spalten der Freigabe ({release}) sind nicht die des Originals ({original}); die Maße der ganzen Tabelle vergleichen dieselben Spalten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="306" />
        <source>no kind (categorical or continuous) is given for {columns}</source>
        <translation>für {columns} ist keine Art (kategorial oder stetig) angegeben</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="307" />
        <source>the whole-table measures need columns and rows in both tables; the original has {original} rows, the release {release}, in {columns} columns</source>
        <translation>die Maße der ganzen Tabelle brauchen Spalten und Zeilen in beiden Tabellen; das Original hat {original} Zeilen, die Freigabe {release}, in {columns} Spalten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="309" />
        <source>{what} returned {shape} values for {n} targets</source>
        <translation>{what} gab {shape} Werte für {n} Ziele zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="310" />
        <source>{what} returned {shape} rank scores for {n} targets</source>
        <translation>{what} gab {shape} Rangwerte für {n} Ziele zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="311" />
        <source>{what} returned {shape} abstain flags for {n} targets</source>
        <translation>{what} gab {shape} Enthaltungsmarken für {n} Ziele zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="312" />
        <source>{what} returned a rank score that is NaN or infinite</source>
        <translation>{what} gab einen Rangwert zurück, der NaN oder unendlich ist</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="313" />
        <source>{what} returned open predictions that do not match its {n} targets</source>
        <translation>{what} gab offene Vorhersagen zurück, die nicht zu den {n} Zielen passen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="314" />
        <source>{what} returned {shape} values of detail {detail!r} for {n} targets</source>
        <translation>{what} gab {shape} Werte des Details {detail!r} für {n} Ziele zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="315" />
        <source>selector {selector} returned a mask of {count} values for {rows} rows</source>
        <translation>Selektor {selector} gab eine Maske mit {count} Werten für {rows} Zeilen zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="316" />
        <source>selector {selector} must return integer row positions or a boolean mask, not {dtype}</source>
        <translation>Selektor {selector} muss ganzzahlige Zeilenpositionen oder eine boolesche Maske zurückgeben, nicht {dtype}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="317" />
        <source>selector {selector} returned row positions outside the {rows} records it was given (0 to {last})</source>
        <translation>Selektor {selector} gab Zeilenpositionen außerhalb der {rows} Datensätze zurück, die er erhielt (0 bis {last})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="318" />
        <source>{parameter}: no column {column!r} (the columns: {columns})</source>
        <translation>{parameter}: keine Spalte {column!r} (die Spalten: {columns})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="319" />
        <source>{what} returned {shape} rank scores and {flags} abstain flags for {n} targets</source>
        <translation>{what} gab {shape} Rangwerte und {flags} Enthaltungsmarken für {n} Ziele zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="320" />
        <source>{what} must return one predicate per draw ({n})</source>
        <translation>{what} muss ein Prädikat je Ziehung zurückgeben ({n})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="321" />
        <source>{what} returned {shape} links for {n} targets</source>
        <translation>{what} gab {shape} Verknüpfungen für {n} Ziele zurück</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="322" />
        <source>{what} claimed a link to a record that does not exist (0 to {last})</source>
        <translation>{what} behauptete eine Verknüpfung zu einem Datensatz, den es nicht gibt (0 bis {last})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="324" />
        <source>No candidate the search audited is both safe on every reading and on the front: widen the budget, or treat by hand (stronger recoding, perturbation of the sensitive variables).</source>
        <translation>Kein Kandidat, den die Suche geprüft hat, ist in jeder Messung sicher und zugleich auf der Front: geben Sie mehr Zeit, oder behandeln Sie von Hand (stärkere Umkodierung, Störung der sensiblen Merkmale).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="325" />
        <source>Consider '{release}' first: safe on every reading, as faithful as a {percent:.0f} % subsample of the original, and no release audited keeps more at no more risk. Its chain: {chain}.</source>
        <translation>Erwägen Sie zuerst '{release}': in jeder Messung sicher, so getreu wie eine Teilstichprobe von {percent:.0f} % des Originals, und keine geprüfte Freigabe bewahrt mehr bei nicht mehr Risiko. Ihre Kette: {chain}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="327" />
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="328" />
        <source>Sample uniques</source>
        <translation>Stichprobenunikate</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="329" />
        <source>Violating {k}-anonymity</source>
        <translation>{k}-Anonymität verletzt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="330" />
        <source>Expected re-identifications</source>
        <translation>Erwartete Re-Identifikationen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="331" />
        <source>Records above the acceptable risk</source>
        <translation>Datensätze über dem vertretbaren Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="332" />
        <source>Highest individual risk</source>
        <translation>Höchstes individuelles Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="333" />
        <source>Records matching exactly one original record</source>
        <translation>Datensätze, die auf genau einen Datensatz des Originals passen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="334" />
        <source>Expected re-identifications, households</source>
        <translation>Erwartete Re-Identifikationen, Haushalte</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="335" />
        <source>Prosecutor: highest / average risk</source>
        <translation>Ankläger: höchstes / mittleres Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="336" />
        <source>Prosecutor: records at risk</source>
        <translation>Ankläger: gefährdete Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="337" />
        <source>Journalist: highest / average risk</source>
        <translation>Journalist: höchstes / mittleres Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="338" />
        <source>Marketer: share re-identified</source>
        <translation>Vermarkter: Anteil re-identifiziert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="339" />
        <source>Population uniques (Dankar et al.'s choice)</source>
        <translation>Unikate der Grundgesamtheit (Wahl nach Dankar et al.)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="340" />
        <source>Records with a special unique (SUDA)</source>
        <translation>Datensätze mit einem speziellen Unikat (SUDA)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="341" />
        <source>Highest DIS-SUDA score</source>
        <translation>Höchster DIS-SUDA-Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="342" />
        <source>{secret}: distinct / entropy l-diversity</source>
        <translation>{secret}: l-Diversität, verschiedene Werte / Entropie</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="343" />
        <source>{secret}: t-closeness</source>
        <translation>{secret}: t-Closeness</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="344" />
        <source>Reading: {reading}</source>
        <translation>Lesart: {reading}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="345" />
        <source>Reading the band follows</source>
        <translation>Lesart, der die Bewertung folgt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="346" />
        <source>{band} ({reading})</source>
        <translation>{band} ({reading})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="347" />
        <source>Measures of {keys}</source>
        <translation>Maße von {keys}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="348" />
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="349" />
        <source>Prosecutor: the intruder knows the person is in the file. Journalist: matches against the population. Marketer: re-identifies as many records as possible. l-diversity: the fewest different values of the sensitive variable in a class; t-closeness: how far the farthest class's values lie from the whole file's.</source>
        <translation>Ankläger: Der Angreifer weiß, dass die Person in der Datei ist. Journalist: gleicht mit der Grundgesamtheit ab. Vermarkter: re-identifiziert so viele Datensätze wie möglich. l-Diversität: die wenigsten verschiedenen Werte der sensiblen Variablen in einer Klasse; t-Closeness: wie weit die Werte der entferntesten Klasse von denen der ganzen Datei liegen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="350" />
        <source>not available: {reason}</source>
        <translation>nicht verfügbar: {reason}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="352" />
        <source>The published table of '{release}' determines the people of {unique} of {total} units ({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.</source>
        <translation>Die veröffentlichte Tabelle von '{release}' bestimmt die Personen von {unique} von {total} Gebietseinheiten ({determined:,} von {people:,} rekonstruierten Personen): Keine andere Menge von Personen passt zu ihren Zellen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="353" />
        <source>The {tables} published tables of '{release}' determine the people of {unique} of {total} units ({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.</source>
        <translation>Die {tables} veröffentlichten Tabellen von '{release}' bestimmen die Personen von {unique} von {total} Gebietseinheiten ({determined:,} von {people:,} rekonstruierten Personen): Keine andere Menge von Personen passt zu ihren Zellen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="354" />
        <source>The published table of '{release}' determines none of its {total} units ({people:,} people reconstructed).</source>
        <translation>Die veröffentlichte Tabelle von '{release}' bestimmt keine ihrer {total} Gebietseinheiten ({people:,} rekonstruierte Personen).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="355" />
        <source>The {tables} published tables of '{release}' determine none of its {total} units ({people:,} people reconstructed).</source>
        <translation>Die {tables} veröffentlichten Tabellen von '{release}' bestimmen keine ihrer {total} Gebietseinheiten ({people:,} rekonstruierte Personen).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="356" />
        <source>The reconstruction matches {exact:.1%} of the original's {people:,} people exactly, {within:.1%} within one {ordered} band.</source>
        <translation>Die Rekonstruktion trifft {exact:.1%} der {people:,} Personen des Originals genau, {within:.1%} bis auf eine Gruppe von {ordered}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="357" />
        <source>The reconstruction matches {exact:.1%} of the original's {people:,} people exactly.</source>
        <translation>Die Rekonstruktion trifft {exact:.1%} der {people:,} Personen des Originals genau.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="358" />
        <source>the unit</source>
        <translation>der Gebietseinheit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="359" />
        <source>Guessing {sensitive} from {keys}, neither the reconstruction nor the modal value of the published tables makes a guess.</source>
        <translation>Beim Raten von {sensitive} aus {keys} rät weder die Rekonstruktion noch der häufigste Wert der veröffentlichten Tabellen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="360" />
        <source>Guessing {sensitive} from {keys}, the reconstruction makes no guess; the modal value of the published tables is right for {modal:.1%}.</source>
        <translation>Beim Raten von {sensitive} aus {keys} rät die Rekonstruktion nicht; der häufigste Wert der veröffentlichten Tabellen ist für {modal:.1%} richtig.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="361" />
        <source>Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses; the published tables give no modal value to guess with.</source>
        <translation>Beim Raten von {sensitive} aus {keys} liegt die Rekonstruktion bei {rebuilt:.1%} ihrer Vermutungen richtig; die veröffentlichten Tabellen geben keinen häufigsten Wert zum Raten her.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="362" />
        <source>Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses, the modal value of the published tables for {modal:.1%}.</source>
        <translation>Beim Raten von {sensitive} aus {keys} liegt die Rekonstruktion bei {rebuilt:.1%} ihrer Vermutungen richtig, der häufigste Wert der veröffentlichten Tabellen bei {modal:.1%}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="363" />
        <source>For the {people:,} people who do not hold their unit's modal value, in units the tables determine, it is right for {rebuilt:.1%} (the modal guess: {modal:.1%}).</source>
        <translation>Für die {people:,} Personen, die nicht den häufigsten Wert ihrer Einheit haben, in Einheiten, die die Tabellen bestimmen, liegt sie bei {rebuilt:.1%} richtig (der häufigste Wert: {modal:.1%}).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="364" />
        <source>determined by the tables</source>
        <translation>durch die Tabellen bestimmt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="365" />
        <source>other answers fit</source>
        <translation>andere Lösungen passen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="366" />
        <source>people in the unit</source>
        <translation>Personen in der Gebietseinheit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="369" />
        <source>the reconstruction was cancelled before it measured this release: run it again</source>
        <translation>die Rekonstruktion wurde abgebrochen, bevor sie diese Freigabe gemessen hat: führen Sie sie erneut aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="370" />
        <source>no sensitive variable was guessed through the reconstruction of '{release}' (name the original and its secret): it cannot be judged</source>
        <translation>über die Rekonstruktion von '{release}' wurde keine sensible Variable geraten (nennen Sie das Original und seine sensible Variable): sie kann nicht beurteilt werden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="371" />
        <source>the reconstruction made no guess of {secret} (no unit's people could be rebuilt from the published cells): it cannot be judged</source>
        <translation>die Rekonstruktion hat {secret} nie geraten (die Personen keiner Gebietseinheit ließen sich aus den veröffentlichten Zellen wiederherstellen): sie kann nicht beurteilt werden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="372" />
        <source>too few guesses of {secret} through the reconstruction to measure its ALC: it cannot be judged</source>
        <translation>zu wenige Rateversuche von {secret} über die Rekonstruktion, um ihren ALC zu messen: sie kann nicht beurteilt werden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="373" />
        <source>published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc:.2f} [{low:.2f}, {high:.2f}] beyond what the non-member baseline guesses: {band}</source>
        <translation>veröffentlichte Tabellen '{release}': die aus den Tabellen wiederhergestellten Personen verraten {secret} mit ALC {alc:.2f} [{low:.2f}, {high:.2f}] über das hinaus, was das Nichtmitglieder-Basismodell rät: {band}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="375" />
        <source>{count} result(s) could not be measured (listed above, with why); until they are, no release they concern can be called safe.</source>
        <translation>{count} Ergebnis(se) konnten nicht gemessen werden (oben aufgeführt, mit Grund); solange das so bleibt, kann keine betroffene Freigabe sicher genannt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="376" />
        <source>{attack} failed ({error}): run it again, or leave it out</source>
        <translation>{attack} ist fehlgeschlagen ({error}): Führen Sie ihn erneut aus oder lassen Sie ihn weg</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="377" />
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="378" />
        <source>{attack} was cancelled before it measured anything: run it again</source>
        <translation>{attack} wurde abgebrochen, bevor er etwas gemessen hat: Führen Sie ihn erneut aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="379" />
        <source>not applicable</source>
        <translation>nicht anwendbar</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="381" />
        <source>{columns}: {rows} of {total} rows swapped within each column ({share:.0%})</source>
        <translation>{columns}: {rows} von {total} Zeilen innerhalb jeder Spalte vertauscht ({share:.0%})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="383" />
        <source>no answer fits the published cells of {count} unit(s) ({units})</source>
        <translation>keine Lösung passt zu den veröffentlichten Zellen von {count} Gebietseinheit(en) ({units})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="384" />
        <source>no answer was found in time for {count} unit(s) ({units})</source>
        <translation>für {count} Gebietseinheit(en) wurde rechtzeitig keine Lösung gefunden ({units})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="385" />
        <source>nothing bounds how many people {count} unit(s) hold ({units}): their tables have suppressed cells without a declared threshold and no published total; declare suppressed_below in the manifest</source>
        <translation>nichts begrenzt, wie viele Personen {count} Gebietseinheit(en) umfassen ({units}): ihre Tabellen haben gesperrte Zellen ohne angegebene Schwelle und keine veröffentlichte Summe; geben Sie suppressed_below in der Beschreibungsdatei an</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="387" />
        <source>{count} generalized cell</source>
        <translation>{count} vergröberte Zelle</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="388" />
        <source>{count} generalized cells</source>
        <translation>{count} vergröberte Zellen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="389" />
        <source>{count} missing value</source>
        <translation>{count} fehlender Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="390" />
        <source>{count} missing values</source>
        <translation>{count} fehlende Werte</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="391" />
        <source>{column}: {what} and {how} left as written</source>
        <translation>{column}: {what} und {how} unverändert gelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="392" />
        <source>{column}: {what} left as written</source>
        <translation>{column}: {what} unverändert gelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="394" />
        <source>MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's median</source>
        <translation>MDAV-Mikroaggregation von {columns} (standardisiert), k = {k}: {groups:,} Gruppen von {smallest} bis {largest} Datensätzen; jeder Wert durch den Median seiner Gruppe ersetzt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="395" />
        <source>MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's mean</source>
        <translation>MDAV-Mikroaggregation von {columns} (standardisiert), k = {k}: {groups:,} Gruppen von {smallest} bis {largest} Datensätzen; jeder Wert durch den Mittelwert seiner Gruppe ersetzt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="396" />
        <source>kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers</source>
        <translation>erhalten: Jeden veröffentlichten Wert dieser Spalten teilen mindestens {k} Datensätze; nicht erhalten: die Streuung innerhalb jeder Gruppe (die Varianzen schrumpfen) und die genauen Werte von Ausreißern</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="397" />
        <source>kept exactly: each column's mean; kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers</source>
        <translation>genau erhalten: der Mittelwert jeder Spalte; erhalten: Jeden veröffentlichten Wert dieser Spalten teilen mindestens {k} Datensätze; nicht erhalten: die Streuung innerhalb jeder Gruppe (die Varianzen schrumpfen) und die genauen Werte von Ausreißern</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="398" />
        <source>{count:,} record with no number in some of these columns grouped among records with numbers in the same columns</source>
        <translation>{count:,} Datensatz ohne Zahl in einigen dieser Spalten unter Datensätze mit Zahlen in denselben Spalten gruppiert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="399" />
        <source>{count:,} records with no number in some of these columns grouped among records with numbers in the same columns</source>
        <translation>{count:,} Datensätze ohne Zahl in einigen dieser Spalten unter Datensätze mit Zahlen in denselben Spalten gruppiert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="400" />
        <source>{count:,} record whose pattern of numbers fewer than {k} records share joined the nearest group</source>
        <translation>{count:,} Datensatz, dessen Muster von Zahlen weniger als {k} Datensätze teilen, der nächsten Gruppe zugeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="401" />
        <source>{count:,} records whose pattern of numbers fewer than {k} records share joined the nearest group</source>
        <translation>{count:,} Datensätze, deren Muster von Zahlen weniger als {k} Datensätze teilen, der nächsten Gruppe zugeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="402" />
        <source>{count:,} cell emptied: the group held fewer than {k} numbers in that column</source>
        <translation>{count:,} Zelle geleert: Die Gruppe hielt in dieser Spalte weniger als {k} Zahlen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="403" />
        <source>{count:,} cells emptied: the group held fewer than {k} numbers in that column</source>
        <translation>{count:,} Zellen geleert: Die Gruppe hielt in dieser Spalte weniger als {k} Zahlen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="405" />
        <source>{column} ± {spread:,.4g}</source>
        <translation>{column} ± {spread:,.4g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="406" />
        <source>correlated noise on {columns}, noise standard deviations {how}</source>
        <translation>korreliertes Rauschen auf {columns}, Standardabweichungen des Rauschens {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="407" />
        <source>additive noise on {columns}, noise standard deviations {how}</source>
        <translation>additives Rauschen auf {columns}, Standardabweichungen des Rauschens {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="408" />
        <source>{column}: {count:,} value became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be</source>
        <translation>{column}: {count:,} Wert wurde negativ (die Spalte hatte keinen): Begrenzen Sie sie mit Bottom-Codierung bei 0, wenn {column} nicht negativ sein kann</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="409" />
        <source>{column}: {count:,} values became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be</source>
        <translation>{column}: {count:,} Werte wurden negativ (die Spalte hatte keine): Begrenzen Sie sie mit Bottom-Codierung bei 0, wenn {column} nicht negativ sein kann</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="410" />
        <source>kept in expectation: each column's mean; grown: each variance, by the factor {grown:.4g}; shrunk: correlations between the treated columns, by the factor {shrunk:.4g}</source>
        <translation>im Erwartungswert erhalten: der Mittelwert jeder Spalte; gewachsen: jede Varianz, um den Faktor {grown:.4g}; geschrumpft: die Korrelationen zwischen den behandelten Spalten, um den Faktor {shrunk:.4g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="411" />
        <source>kept in expectation: the means, variances and covariances (each noisy value x + e became {shrink:.4g} (x + e) + {rest:.4g} × its column's mean)</source>
        <translation>im Erwartungswert erhalten: die Mittelwerte, Varianzen und Kovarianzen (jeder verrauschte Wert x + e wurde zu {shrink:.4g} (x + e) + {rest:.4g} × dem Mittelwert seiner Spalte)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="412" />
        <source>kept in expectation: the means and the correlations; grown: variances and covariances, by the factor {grown:.4g}</source>
        <translation>im Erwartungswert erhalten: die Mittelwerte und die Korrelationen; gewachsen: Varianzen und Kovarianzen, um den Faktor {grown:.4g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="414" />
        <source>{column}: no category to change (every cell missing or generalized)</source>
        <translation>{column}: keine Kategorie zu ändern (jede Zelle fehlend oder vergröbert)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="415" />
        <source>{column}: {changed:,} of {total:,} values changed ({share:.1%})</source>
        <translation>{column}: {changed:,} von {total:,} Werten geändert ({share:.1%})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="416" />
        <source>every value kept with a chance of at least {smallest:.0%}</source>
        <translation>jeder Wert mit einer Wahrscheinlichkeit von mindestens {smallest:.0%} behalten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="417" />
        <source>PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}), within each group of {strata}: {how}</source>
        <translation>PRAM auf {columns} (Diagonale des ersten Schritts von {diagonal:g} bis 1, alpha {alpha:g}), innerhalb jeder Gruppe von {strata}: {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="418" />
        <source>PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}): {how}</source>
        <translation>PRAM auf {columns} (Diagonale des ersten Schritts von {diagonal:g} bis 1, alpha {alpha:g}): {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="419" />
        <source>kept in expectation: each column's category counts within each group (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written</source>
        <translation>im Erwartungswert erhalten: die Häufigkeiten der Kategorien jeder Spalte innerhalb jeder Gruppe (eine invariante Matrix); nicht erhalten: die Kreuztabellen einer geänderten Spalte mit jeder anderen Spalte; fehlende Werte und vergröberte Zellen unverändert gelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="420" />
        <source>kept in expectation: each column's category counts (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written</source>
        <translation>im Erwartungswert erhalten: die Häufigkeiten der Kategorien jeder Spalte (eine invariante Matrix); nicht erhalten: die Kreuztabellen einer geänderten Spalte mit jeder anderen Spalte; fehlende Werte und vergröberte Zellen unverändert gelassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="422" />
        <source>{column}: {values} distinct values written as {bands} bands ({lowest} to {highest})</source>
        <translation>{column}: {values} verschiedene Werte als {bands} Intervalle geschrieben ({lowest} bis {highest})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="423" />
        <source>{column}: {values} distinct values written as {bands} bands</source>
        <translation>{column}: {values} verschiedene Werte als {bands} Intervalle geschrieben</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="424" />
        <source>{column}: {count} cells already banded across two of the new bands were kept as they were (no finer than the new bands)</source>
        <translation>{column}: {count} Zellen, die schon in Intervalle über zwei der neuen Intervalle hinweg eingeteilt waren, blieben, wie sie waren (nicht feiner als die neuen Intervalle)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="425" />
        <source>{column}: {count} missing values stay empty; AnonGuard reads an empty cell of a generalized column as suppressed (any value)</source>
        <translation>{column}: {count} fehlende Werte bleiben leer; AnonGuard liest eine leere Zelle einer vergröberten Spalte als unterdrückt (jeder Wert)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="426" />
        <source>{column}: {count} categories merged, {suppressed} suppressed; {records} records changed</source>
        <translation>{column}: {count} Kategorien zusammengelegt, {suppressed} unterdrückt; {records} Datensätze geändert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="427" />
        <source>{column}: {count} categories merged; {records} records changed</source>
        <translation>{column}: {count} Kategorien zusammengelegt; {records} Datensätze geändert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="428" />
        <source>{column}: {count} categories recoded to the hierarchy's level ({groups} groups), {suppressed} suppressed; {records} records changed</source>
        <translation>{column}: {count} Kategorien auf die Ebene der Hierarchie umkodiert ({groups} Gruppen), {suppressed} unterdrückt; {records} Datensätze geändert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="429" />
        <source>{column}: {count} categories recoded to the hierarchy's level ({groups} groups); {records} records changed</source>
        <translation>{column}: {count} Kategorien auf die Ebene der Hierarchie umkodiert ({groups} Gruppen); {records} Datensätze geändert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="430" />
        <source>{column}: groups written as labels ({labels}); tell the audit what each stands for (--hierarchy COLUMN=FILE, or the Data page's Recodes), or AnonGuard reads them as new values</source>
        <translation>{column}: Gruppen als Namen geschrieben ({labels}); sagen Sie der Prüfung, wofür jeder steht (--hierarchy COLUMN=FILE oder die Umkodierungen der Seite Daten), sonst liest AnonGuard sie als neue Werte</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="432" />
        <source>{column}: {changed} of {count} values rounded to multiples of {base} ({method}); largest change {largest}, mean change {mean:+.3g}</source>
        <translation>{column}: {changed} von {count} Werten auf Vielfache von {base} gerundet ({method}); größte Änderung {largest}, mittlere Änderung {mean:+.3g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="433" />
        <source>{column}: {count} banded cells kept as they were (a band is no finer than a rounded value)</source>
        <translation>{column}: {count} Intervallzellen blieben, wie sie waren (ein Intervall ist nicht feiner als ein gerundeter Wert)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="435" />
        <source>a blank cell matching any value</source>
        <translation>eine leere Zelle passt zu jedem Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="436" />
        <source>a blank cell counting as a value of its own</source>
        <translation>eine leere Zelle zählt als eigener Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="437" />
        <source>every combination of {keys} already holds at least {k} records ({how}): nothing suppressed</source>
        <translation>jede Kombination von {keys} hat schon mindestens {k} Datensätze ({how}): nichts unterdrückt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="438" />
        <source>{count} key cells suppressed ({share:.1%} of the {cells} key cells): {detail}</source>
        <translation>{count} Schlüsselzellen unterdrückt ({share:.1%} der {cells} Schlüsselzellen): {detail}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="439" />
        <source>{count} of {records} records have a cell suppressed</source>
        <translation>{count} von {records} Datensätzen haben eine unterdrückte Zelle</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="440" />
        <source>every combination of {keys} now holds at least {k} records (the smallest {smallest}; {how})</source>
        <translation>jede Kombination von {keys} hat jetzt mindestens {k} Datensätze (die kleinste hat {smallest}; {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="441" />
        <source>{count} key cells were missing or suppressed before ({how} too)</source>
        <translation>{count} Schlüsselzellen fehlten schon vorher oder waren unterdrückt (auch hier: {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="444" />
        <source>the top value</source>
        <translation>der obere Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="445" />
        <source>the bottom value</source>
        <translation>der untere Wert</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="446" />
        <source>{how}, stricter than the {quantile:g} quantile {threshold}</source>
        <translation>{how}, strenger als das {quantile:g}-Quantil {threshold}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="447" />
        <source>{how}, stricter than the top value {threshold}</source>
        <translation>{how}, strenger als der obere Wert {threshold}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="448" />
        <source>{how}, stricter than the bottom value {threshold}</source>
        <translation>{how}, strenger als der untere Wert {threshold}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="443" />
        <source>the {quantile:g} quantile</source>
        <translation>das {quantile:g}-Quantil</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="367" />
        <source>could differ by at most</source>
        <translation>Abweichung höchstens</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="449" />
        <source>{column}: no value at or above {threshold} ({how})</source>
        <translation>{column}: kein Wert bei oder über {threshold} ({how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="450" />
        <source>{column}: no value at or below {threshold} ({how})</source>
        <translation>{column}: kein Wert bei oder unter {threshold} ({how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="451" />
        <source>{column}: {count} values at or above {threshold} written as '&gt;={threshold}' (top code: {how})</source>
        <translation>{column}: {count} Werte bei oder über {threshold} als '&gt;={threshold}' geschrieben (Top-Codierung: {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="452" />
        <source>{column}: {count} values at or above {threshold} written as the value {threshold} (top code: {how})</source>
        <translation>{column}: {count} Werte bei oder über {threshold} als der Wert {threshold} geschrieben (Top-Codierung: {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="453" />
        <source>{column}: {count} values at or below {threshold} written as '&lt;={threshold}' (bottom code: {how})</source>
        <translation>{column}: {count} Werte bei oder unter {threshold} als '&lt;={threshold}' geschrieben (Bottom-Codierung: {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="454" />
        <source>{column}: {count} values at or below {threshold} written as the value {threshold} (bottom code: {how})</source>
        <translation>{column}: {count} Werte bei oder unter {threshold} als der Wert {threshold} geschrieben (Bottom-Codierung: {how})</translation>
    </message>
</context>
<context>
    <name>MissingCodes</name>
    <message>
        <location filename="../../gui/missing_codes.py" line="73" />
        <source>{count} ({declared} declared)</source>
        <translation>{count} ({declared} erklärt)</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="80" />
        <source>{in_file} values empty or marked missing in the file, {declared} declared missing here. Words such as None, NA or null are values unless declared missing.</source>
        <translation>{in_file} Werte in der Datei leer oder als fehlend gekennzeichnet, {declared} hier als fehlend erklärt. Wörter wie None, NA oder null sind Werte, solange sie nicht als fehlend erklärt sind.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="104" />
        <source>Codes that mean 'missing' in this column of every table, separated by commas (e.g. -9, NA, Unknown). Only an empty field and a file format's own missing values are missing otherwise.</source>
        <translation>Codes, die in dieser Spalte jeder Tabelle „fehlend“ bedeuten, durch Kommas getrennt (z. B. -9, NA, Unbekannt). Sonst fehlen nur leere Felder und die fehlenden Werte des Dateiformats selbst.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="110" />
        <source>This column holds numbers and the words {words}, so it is read as categories: if they mean missing, declare them here.</source>
        <translation>Diese Spalte enthält Zahlen und die Wörter {words} und wird darum als Kategorien gelesen: Wenn sie „fehlend“ bedeuten, erklären Sie sie hier als fehlend.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="128" />
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
        <source>Utility</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="15" />
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="16" />
        <source>Membership</source>
        <translation>Mitgliedschaft</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="17" />
        <source>Re-identification</source>
        <translation>Re-Identifikation</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="18" />
        <source>Reconstruction</source>
        <translation>Rekonstruktion</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="19" />
        <source>Treatments</source>
        <translation>Behandlungen</translation>
    </message>
</context>
<context>
    <name>ParameterForm</name>
    <message>
        <location filename="../../gui/parameter_form.py" line="182" />
        <location filename="../../gui/treatment_chains.py" line="163" />
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="182" />
        <location filename="../../gui/treatment_chains.py" line="163" />
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="184" />
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="197" />
        <source>{help} Default: {value}.</source>
        <translation>{help} Standard: {value}.</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="262" />
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
        <location filename="../../gui/reading_status.py" line="119" />
        <source>Reading</source>
        <translation>Einlesen</translation>
    </message>
    <message>
        <location filename="../../gui/reading_status.py" line="120" />
        <source>{stage}…{share} · Esc cancels</source>
        <translation>{stage}…{share} · Esc bricht ab</translation>
    </message>
</context>
<context>
    <name>RecodesBox</name>
    <message>
        <location filename="../../gui/recodes_view.py" line="108" />
        <source>Recodes: values a release writes differently from the original</source>
        <translation>Umkodierungen: Werte, die eine Freigabe anders schreibt als das Original</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="114" />
        <source>Recodes: what each published value stands for</source>
        <translation>Umkodierungen: wofür jeder veröffentlichte Wert steht</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="121" />
        <source>A truncated code (LS for LS1…LS12), an age band, a rounded or top-coded income stands for several of the original's values; every attack and measure reads it so. Check each reading: double-click 'Stands for' to correct one, or read a column through a hierarchy file (ARX's layout).</source>
        <translation>Ein gekürzter Code (LS für LS1…LS12), eine Altersgruppe, ein gerundetes oder nach oben begrenztes Einkommen steht für mehrere Werte des Originals; jeder Angriff und jedes Maß liest ihn so. Prüfen Sie jede Lesart: Doppelklick auf „Steht für“ korrigiert sie, oder lesen Sie eine Spalte über eine Hierarchiedatei (im Format von ARX).</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="125" />
        <source>Hierarchy file for this column…</source>
        <translation>Hierarchiedatei für diese Spalte…</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="127" />
        <source>Back to the inferred reading</source>
        <translation>Zurück zur erschlossenen Lesart</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="143" />
        <source>Recodes: {count} values a release writes differently from the original</source>
        <translation>Umkodierungen: {count} Werte, die eine Freigabe anders schreibt als das Original</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="145" />
        <source>Recodes: none (every release writes its values as the original does)</source>
        <translation>Umkodierungen: keine (jede Freigabe schreibt ihre Werte wie das Original)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="154" />
        <source>Hierarchy file</source>
        <translation>Hierarchiedatei</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="154" />
        <source>Select a row of the column first.</source>
        <translation>Wählen Sie zuerst eine Zeile der Spalte aus.</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="156" />
        <source>Hierarchy file for {column}</source>
        <translation>Hierarchiedatei für {column}</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="157" />
        <source>Hierarchy files (*.csv *.txt);;All files (*)</source>
        <translation>Hierarchiedateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="166" />
        <source>Cannot use the hierarchy file</source>
        <translation>Die Hierarchiedatei kann nicht verwendet werden</translation>
    </message>
</context>
<context>
    <name>RecodesModel</name>
    <message>
        <location filename="../../gui/recodes_view.py" line="34" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="34" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="35" />
        <source>As published</source>
        <translation>Wie veröffentlicht</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="35" />
        <source>Stands for</source>
        <translation>Steht für</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="36" />
        <source>How it was read</source>
        <translation>Wie es gelesen wurde</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="75" />
        <source>Double-click to correct: the original's values this stands for, separated by commas; empty for a value of its own</source>
        <translation>Doppelklick zum Korrigieren: die Werte des Originals, für die dies steht, durch Kommas getrennt; leer für einen eigenen Wert</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="80" />
        <source>(empty cells)</source>
        <translation>(leere Zellen)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="81" />
        <source>{count} values, e.g. {value}</source>
        <translation>{count} Werte, z. B. {value}</translation>
    </message>
</context>
<context>
    <name>ReconstructionPage</name>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="85" />
        <source>Release of published tables</source>
        <translation>Freigabe veröffentlichter Tabellen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="89" />
        <source>The reconstruction in plain words</source>
        <translation>Die Rekonstruktion in einfachen Worten</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="93" />
        <location filename="../../gui/reconstruction_page.py" line="98" />
        <source>What was reconstructed</source>
        <translation>Was rekonstruiert wurde</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="102" />
        <source>Each unit by its people and how far another answer could differ</source>
        <translation>Jede Gebietseinheit nach ihren Personen und danach, wie weit eine andere Lösung abweichen könnte</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="103" />
        <source>Per-unit uniqueness</source>
        <translation>Eindeutigkeit je Gebietseinheit</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="107" />
        <source>Each point is a unit: its people, and the most people by which another set of people fitting its cells could differ. On the bottom line: determined by the tables.</source>
        <translation>Jeder Punkt ist eine Gebietseinheit: ihre Personen und um wie viele Personen eine andere, zu ihren Zellen passende Menge von Personen höchstens abweichen könnte. Auf der untersten Linie: durch die Tabellen bestimmt.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="128" />
        <source>An intruder who knows a person's unit and key variables looks them up among the reconstructed people and guesses the sensitive variable: how often the guess is right, with its 95 % interval, and for how many it guesses. Published modal: the unit's most common value, read off the published tables alone. Non-member baseline: the most common value among the other people sharing the person's key variables. Modal people hold their unit's most common value; the reconstruction exposes the others, in units the tables determine.</source>
        <translation>Ein Angreifer, der die Gebietseinheit und die Schlüsselvariablen einer Person kennt, sucht sie unter den rekonstruierten Personen und rät die sensible Variable: wie oft das Raten richtig ist, mit seinem 95-%-Intervall, und für wie viele es rät. Modalwert der Tabellen: der häufigste Wert der Einheit, allein aus den veröffentlichten Tabellen abgelesen. Nichtmitglieder-Basismodell: der häufigste Wert unter den anderen Personen mit denselben Schlüsselvariablen. Modale Personen haben den häufigsten Wert ihrer Einheit; die Rekonstruktion stellt die übrigen bloß, in Einheiten, die die Tabellen bestimmen.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="141" />
        <source>Differs by: the people (summed over person types) by which another set of people fitting the unit's cells differs from the one reconstructed; at most: the most it can differ by, proven.</source>
        <translation>Abweichung: um wie viele Personen (über die Personentypen summiert) eine andere, zu den Zellen der Einheit passende Menge von Personen von der rekonstruierten abweicht; höchstens: die bewiesene größtmögliche Abweichung.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="116" />
        <source>Sensitive variable guessed</source>
        <translation>Geratene sensible Variable</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="119" />
        <source>Guesses through the reconstruction beside the baselines'</source>
        <translation>Raten über die Rekonstruktion neben dem Raten der Basismodelle</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="136" />
        <source>Units the tables do not determine</source>
        <translation>Gebietseinheiten, die die Tabellen nicht bestimmen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="155" />
        <source>Release:</source>
        <translation>Freigabe:</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="181" />
        <source>Nothing reconstructed yet. Add a folder of published count tables as a release on the Data page (Add published tables…: the folder with its tables.json or tables.toml) and run the audit: the people behind the counts are rebuilt unit by unit, and what that gives away is shown here.</source>
        <translation>Noch nichts rekonstruiert. Fügen Sie auf der Seite Daten einen Ordner veröffentlichter Häufigkeitstabellen als Freigabe hinzu (Veröffentlichte Tabellen hinzufügen…: der Ordner mit seiner tables.json oder tables.toml) und starten Sie die Prüfung: Die Personen hinter den Zählungen werden Einheit für Einheit wiederhergestellt, und was das preisgibt, steht hier.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="195" />
        <source>Units the tables do not determine ({count})</source>
        <translation>Gebietseinheiten, die die Tabellen nicht bestimmen ({count})</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="209" />
        <source>Guesses: the original has none of the tables' variables to compare</source>
        <translation>Raten: Das Original hat keine der Variablen der Tabellen zum Vergleich</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="25" />
        <source>everyone</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="26" />
        <source>non-modal people in determined units</source>
        <translation>nicht modal, in bestimmten Einheiten</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="27" />
        <source>people in determined units</source>
        <translation>Personen in bestimmten Einheiten</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="28" />
        <source>people in other units</source>
        <translation>Personen in anderen Einheiten</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="29" />
        <source>modal people</source>
        <translation>modale Personen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="30" />
        <source>non-modal people</source>
        <translation>nicht modale Personen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="33" />
        <source>other answers fit</source>
        <translation>andere Lösungen passen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="34" />
        <source>no answer fits its cells</source>
        <translation>keine Lösung passt zu ihren Zellen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="35" />
        <source>no answer in time</source>
        <translation>keine Lösung in der Zeit</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="36" />
        <source>open: nothing bounds its size</source>
        <translation>offen: nichts begrenzt ihre Größe</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="60" />
        <source>Published tables</source>
        <translation>Veröffentlichte Tabellen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="61" />
        <source>{tables}: each counts the people of every unit.</source>
        <translation>{tables}: jede zählt die Personen jeder Gebietseinheit.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="63" />
        <source>Person types</source>
        <translation>Personentypen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="64" />
        <source>Combinations of one category of every variable the tables count by ({variables}): the kinds of person a unit's people are rebuilt as.</source>
        <translation>Kombinationen aus je einer Ausprägung jeder Variable, nach der die Tabellen zählen ({variables}): die Arten von Personen, als die die Personen einer Einheit wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="67" />
        <source>Units determined</source>
        <translation>Bestimmte Gebietseinheiten</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="67" />
        <location filename="../../gui/reconstruction_view.py" line="71" />
        <source>{unique} of {total}</source>
        <translation>{unique} von {total}</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="69" />
        <source>Proven: no other set of people fits the unit's published cells, so its people are known from the tables alone.</source>
        <translation>Bewiesen: Keine andere Menge von Personen passt zu den veröffentlichten Zellen der Einheit, ihre Personen sind also allein aus den Tabellen bekannt.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="71" />
        <source>People in them</source>
        <translation>Personen darin</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="73" />
        <source>People reconstructed in determined units, of all people reconstructed.</source>
        <translation>In bestimmten Einheiten rekonstruierte Personen, von allen rekonstruierten Personen.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="74" />
        <source>Matched exactly</source>
        <translation>Genau getroffen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="75" />
        <source>Of the original's people, the share a reconstructed person matches on every variable.</source>
        <translation>Der Anteil der Personen des Originals, den eine rekonstruierte Person in jeder Variable trifft.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="79" />
        <source>Within one band</source>
        <translation>Bis auf eine Gruppe</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="80" />
        <source>The same, allowing {variable} one band either way.</source>
        <translation>Dasselbe, wobei {variable} um eine Gruppe nach oben oder unten abweichen darf.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="82" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="82" />
        <source>{attack} ({seconds} s)</source>
        <translation>{attack} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="84" />
        <source>The reconstruction attack and how long it took.</source>
        <translation>Der Rekonstruktionsangriff und wie lange er dauerte.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="113" />
        <source>Reconstruction</source>
        <translation>Rekonstruktion</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="115" />
        <source>Published modal</source>
        <translation>Modalwert der Tabellen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="139" />
        <source>Differs by</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="89" />
        <source>Guessing {sensitive} from {keys}</source>
        <translation>{sensitive} aus {keys} raten</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="90" />
        <source>the unit</source>
        <translation>der Gebietseinheit</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="97" />
        <source>{precision} [{low}, {high}]</source>
        <translation>{precision} [{low}, {high}]</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="111" />
        <location filename="../../gui/reconstruction_view.py" line="137" />
        <source>People</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="112" />
        <source>How many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="114" />
        <source>Guessed</source>
        <translation>Geraten</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="116" />
        <source>Non-member baseline</source>
        <translation>Nichtmitglieder-Basismodell</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="122" />
        <source>ALC against the non-member baseline: {alc} (0: the reconstruction guesses no better than someone who never saw the tables; 1: right wherever the baseline is not).</source>
        <translation>ALC gegenüber dem Nichtmitglieder-Basismodell: {alc} (0: Die Rekonstruktion rät nicht besser als jemand, der die Tabellen nie gesehen hat; 1: richtig überall dort, wo das Basismodell es nicht ist).</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="136" />
        <source>Unit</source>
        <translation>Gebietseinheit</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="138" />
        <source>Why not determined</source>
        <translation>Warum nicht bestimmt</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="140" />
        <source>At most</source>
        <translation>Höchstens</translation>
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
        <location filename="../../gui/reidentification_page.py" line="34" />
        <source>every record</source>
        <translation>jeder Datensatz</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="35" />
        <source>sample uniques</source>
        <translation>Stichprobenunikate</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="36" />
        <source>individual risk above the acceptable risk</source>
        <translation>individuelles Risiko über dem vertretbaren</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="37" />
        <source>records with a special unique (SUDA)</source>
        <translation>Datensätze mit einem speziellen Unikat (SUDA)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="38" />
        <source>people an attack exposed (the original)</source>
        <translation>Personen, die ein Angriff aufgedeckt hat (das Original)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="68" />
        <source>Keys counted as published; the readings follow the intruder's scenario: {scenario}.</source>
        <translation>Schlüssel gezählt wie veröffentlicht; die Lesarten folgen dem Szenario des Angreifers: {scenario}.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="77" />
        <location filename="../../gui/reidentification_page.py" line="221" />
        <source>the original</source>
        <translation>das Original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="78" />
        <source>&lt;b&gt;{file}&lt;/b&gt;: {band} · {at_risk} · {uniques} sample uniques, {expected} re-identifications expected (key variables {keys})</source>
        <translation>&lt;b&gt;{file}&lt;/b&gt;: {band} · {at_risk} · {uniques} Stichprobenunikate, {expected} Re-Identifikationen erwartet (Schlüsselvariablen {keys})</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="80" />
        <source>{file}, if the {model}</source>
        <translation>{file}, wenn gilt: {model}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="96" />
        <source>original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="132" />
        <source>Re-identification summary per file</source>
        <translation>Zusammenfassung der Re-Identifikation je Datei</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="134" />
        <source>Key set shown</source>
        <translation>Gezeigte Schlüsselmenge</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="138" />
        <source>Measures of the key set, the original beside each release</source>
        <translation>Maße der Schlüsselmenge, das Original neben jeder Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="140" />
        <source>records by class size</source>
        <translation>Datensätze nach Klassengröße</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="141" />
        <source>records by individual risk</source>
        <translation>Datensätze nach individuellem Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="143" />
        <source>SUDA: what to recode first</source>
        <translation>SUDA: was zuerst umkodieren</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="149" />
        <source>File whose register is shown</source>
        <translation>Datei, deren Register gezeigt wird</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="151" />
        <source>Records shown in the register</source>
        <translation>Im Register gezeigte Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="163" />
        <source>Risk register: one row per record</source>
        <translation>Risikoregister: eine Zeile je Datensatz</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="166" />
        <source>Export the risk register…</source>
        <translation>Risikoregister exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="167" />
        <source>Writes risk_register.csv: it identifies records, so keep it as confidential as the original</source>
        <translation>Schreibt risk_register.csv: Es identifiziert Datensätze, halten Sie es so vertraulich wie das Original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="171" />
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="171" />
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="175" />
        <source>Risk register (identifies records: never in a report)</source>
        <translation>Risikoregister (identifiziert Datensätze: nie in einem Bericht)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="186" />
        <source>Key variables:</source>
        <translation>Schlüsselvariablen:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="206" />
        <source>Saved re-identification measures not shown</source>
        <translation>Gespeicherte Maße der Re-Identifikation nicht gezeigt</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="207" />
        <source>they are malformed ({problem}); run the audit again</source>
        <translation>Sie sind fehlerhaft ({problem}); führen Sie die Prüfung erneut aus</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="224" />
        <source>No re-identification measures yet: mark the key variables on the Data page, tick 'Re-identification' on the Scenario page and run.</source>
        <translation>Noch keine Maße der Re-Identifikation: Markieren Sie die Schlüsselvariablen auf der Seite Daten, kreuzen Sie „Re-Identifikation“ auf der Seite Szenario an und führen Sie die Prüfung aus.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="226" />
        <source>The audit measured no key set.</source>
        <translation>Die Prüfung hat keine Schlüsselmenge gemessen.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="229" />
        <source>Key sets found by the search ({tried} of {total} combinations tried): the riskiest are measured; recode first: {recode}</source>
        <translation>Von der Suche gefundene Schlüsselmengen ({tried} von {total} Kombinationen versucht): Die riskantesten werden gemessen; zuerst umkodieren: {recode}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="254" />
        <source>{shown} of {total} records</source>
        <translation>{shown} von {total} Datensätzen</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="256" />
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
        <location filename="../../gui/marked_words.py" line="117" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="119" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="121" />
        <source>Sensitive variable</source>
        <translation>Sensible Variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="122" />
        <source>The column the attacker tries to learn.</source>
        <translation>Die Spalte, die der Angreifer zu erfahren versucht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="124" />
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="125" />
        <source>What an identity attack claims: that a description fits exactly one person (singling out), that two records are one person (linkability), or that a release row is a named person (record linkage).</source>
        <translation>Was ein Identitätsangriff behauptet: dass eine Beschreibung auf genau eine Person passt (Herausgreifen), dass zwei Datensätze eine Person sind (Verknüpfbarkeit) oder dass eine Zeile der Veröffentlichung eine namentlich bekannte Person ist (Datensatzverknüpfung).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="127" />
        <source>Key variables known</source>
        <translation>Bekannte Schlüsselvariablen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="128" />
        <source>The key variables (quasi-identifiers) the attacker knows about the person.</source>
        <translation>Die Schlüsselvariablen (Quasi-Identifikatoren), die der Angreifer über die Person kennt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="130" />
        <location filename="../../gui/marked_words.py" line="211" />
        <source>ALC</source>
        <translation>ALC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="131" />
        <source>Anonymity Loss Coefficient: how much better the attack predicts the secret than a model that never saw these people. It compares their PRCs (precision, discounted only when coverage gets very small). 0 = no better; 1 = perfect where the baseline is not; far below 0 it only says 'no advantage'. Each side's operating point is chosen on some attempts and measured on others.</source>
        <translation>Anonymity Loss Coefficient (Anonymitätsverlust-Koeffizient): wie viel besser der Angriff den geheimen Wert vorhersagt als ein Modell, das diese Personen nie gesehen hat. Er vergleicht ihre PRCs (Präzision, nur abgewertet, wenn die Abdeckung sehr klein wird). 0 = nicht besser; 1 = perfekt, wo das Basismodell es nicht ist; weit unter 0 sagt er nur „kein Vorteil“. Der Arbeitspunkt jeder Seite wird an einem Teil der Versuche gewählt und an den übrigen gemessen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="133" />
        <source>ALC interval</source>
        <translation>ALC-Intervall</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="134" />
        <source>Where the true ALC lies, 95 times out of 100, given how many people were attacked.</source>
        <translation>Wo der wahre ALC in 95 von 100 Fällen liegt, gemessen an der Zahl der angegriffenen Personen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="136" />
        <source>ALC [95% interval]</source>
        <translation>ALC [95-%-Intervall]</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="137" />
        <source>The ALC, and where its true value lies 95 times out of 100.</source>
        <translation>Der ALC und wo sein wahrer Wert in 95 von 100 Fällen liegt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="139" />
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="140" />
        <source>Decided from the intervals: serious or at risk when the interval's lower end is in the band, safe when its upper end is below the at-risk threshold, otherwise undetermined. By default the worse of ALC and the precision improvement. Not applicable: the audit's set-up leaves no meaning.</source>
        <translation>Aus den Intervallen entschieden: ernst oder gefährdet, wenn das untere Ende des Intervalls im Band liegt, sicher, wenn sein oberes Ende unter der Gefährdungsschwelle liegt, sonst unbestimmt. Standardmäßig zählt der schlechtere Wert aus ALC und Präzisionsgewinn. Nicht anwendbar: Der Aufbau der Prüfung lässt keine Aussage zu.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="142" />
        <source>Precision improvement</source>
        <translation>Präzisionsgewinn</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="143" />
        <source>Paper 000's comparison at equal coverage: on the people the attack predicts for, how much of the baseline's room for error the attack removes (1 = always right where the baseline is not), with the share of people it holds for.</source>
        <translation>Der Vergleich bei gleicher Abdeckung aus Fachartikel 000: wie viel vom Fehlerspielraum des Basismodells der Angriff bei den Personen beseitigt, für die er eine Vorhersage macht (1 = immer richtig, wo das Basismodell es nicht ist), mit dem Anteil der Personen, für den das gilt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="145" />
        <source>Attack P</source>
        <translation>Angriff P</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="146" />
        <source>Precision: the share of the attack's predictions that are right.</source>
        <translation>Präzision: der Anteil der Vorhersagen des Angriffs, die stimmen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="148" />
        <source>Attack cov.</source>
        <translation>Angriff Abd.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="149" />
        <source>Coverage (recall): the share of attacked people the attack dares to predict for.</source>
        <translation>Abdeckung (Recall): der Anteil der angegriffenen Personen, für die der Angriff eine Vorhersage wagt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="151" />
        <source>Attack: precision for coverage</source>
        <translation>Angriff: Präzision bei Abdeckung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="152" />
        <source>The attack's precision at its operating point, and the share of attacked people it predicts for there.</source>
        <translation>Die Präzision des Angriffs an seinem Arbeitspunkt und der Anteil der angegriffenen Personen, für den er dort eine Vorhersage macht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="154" />
        <source>Baseline P</source>
        <translation>Basis P</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="155" />
        <source>Precision of the privacy-neutral baseline: a model trained on the original without the targets.</source>
        <translation>Präzision des datenschutzneutralen Basismodells: ein Modell, das auf dem Original ohne die Zielpersonen trainiert wurde.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="157" />
        <source>Baseline cov.</source>
        <translation>Basis Abd.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="158" />
        <source>Coverage of the baseline at its operating point.</source>
        <translation>Abdeckung des Basismodells an seinem Arbeitspunkt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="160" />
        <source>Baseline: precision for coverage</source>
        <translation>Basismodell: Präzision bei Abdeckung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="161" />
        <source>The baseline's precision at its operating point, and the share of attacked people it predicts for there.</source>
        <translation>Die Präzision des Basismodells an seinem Arbeitspunkt und der Anteil der angegriffenen Personen, für den es dort eine Vorhersage macht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="163" />
        <source>Open ALC</source>
        <translation>ALC offen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="164" />
        <source>For attacks that also guess from population statistics alone (the group attack's 'open' prediction): its ALC. Well below ALC means the risk is personal, what the release shows about the person; close to ALC means the attack mostly learned what is true of everyone.</source>
        <translation>Für Angriffe, die auch allein aus Statistiken der Grundgesamtheit raten (die „offene“ Vorhersage des Gruppenangriffs): deren ALC. Deutlich unter dem ALC heißt: Das Risiko ist persönlich, es liegt in dem, was die Freigabe über die Person zeigt; nahe am ALC heißt: Der Angriff hat vor allem gelernt, was für alle gilt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="166" />
        <source>Baseline model</source>
        <translation>Basismodell</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="167" />
        <source>The model the baseline chose among the candidates.</source>
        <translation>Das Modell, das das Basismodell unter den Kandidaten wählte.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="169" />
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="170" />
        <source>People attacked.</source>
        <translation>Angegriffene Personen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="172" />
        <source>Halted because</source>
        <translation>Angehalten, weil</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="173" />
        <source>Why the run stopped attacking more people.</source>
        <translation>Warum der Lauf aufhörte, weitere Personen anzugreifen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="175" />
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="176" />
        <source>Members scored.</source>
        <translation>Bewertete Mitglieder.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="178" />
        <source>Non-members</source>
        <translation>Nichtmitglieder</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="179" />
        <source>Non-members scored.</source>
        <translation>Bewertete Nichtmitglieder.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="181" />
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="182" />
        <source>Chance that a random member outscores a random non-member (0.5 = no better than guessing).</source>
        <translation>Wahrscheinlichkeit, dass ein zufälliges Mitglied höher bewertet wird als ein zufälliges Nichtmitglied (0,5 = nicht besser als Raten).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="184" />
        <source>TPR @ FPR 0.001</source>
        <translation>TPR bei FPR 0,001</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="185" />
        <source>Share of members found while wrongly accusing at most 1 non-member in 1,000.</source>
        <translation>Anteil der gefundenen Mitglieder, wenn höchstens 1 von 1.000 Nichtmitgliedern fälschlich beschuldigt wird.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="187" />
        <source>TPR @ FPR 0.01</source>
        <translation>TPR bei FPR 0,01</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="188" />
        <source>Share of members found while wrongly accusing at most 1 non-member in 100.</source>
        <translation>Anteil der gefundenen Mitglieder, wenn höchstens 1 von 100 Nichtmitgliedern fälschlich beschuldigt wird.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="190" />
        <source>P 1:1</source>
        <translation>P 1:1</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="191" />
        <source>Best precision when members and non-members are equally many (what most papers report).</source>
        <translation>Beste Präzision, wenn Mitglieder und Nichtmitglieder gleich viele sind (was die meisten Fachartikel angeben).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="193" />
        <source>P 1:100</source>
        <translation>P 1:100</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="194" />
        <source>Best precision when 100 non-members stand beside each member; claiming everyone gives 0.0099.</source>
        <translation>Beste Präzision, wenn neben jedem Mitglied 100 Nichtmitglieder stehen; alle zu beschuldigen ergibt 0,0099.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="196" />
        <source>P 1:1000</source>
        <translation>P 1:1000</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="197" />
        <source>Best precision when 1,000 non-members stand beside each member; claiming everyone gives 0.001.</source>
        <translation>Beste Präzision, wenn neben jedem Mitglied 1.000 Nichtmitglieder stehen; alle zu beschuldigen ergibt 0,001.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="199" />
        <source>P realistic</source>
        <translation>P realistisch</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="200" />
        <source>Best precision at the population size or member fraction stated for this audit.</source>
        <translation>Beste Präzision bei der für diese Prüfung angegebenen Populationsgröße oder dem Mitgliederanteil.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="202" />
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="203" />
        <source>Members : non-members among the people the attacker could ask about.</source>
        <translation>Mitglieder : Nichtmitglieder unter den Personen, nach denen der Angreifer fragen könnte.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="205" />
        <source>Best precision</source>
        <translation>Beste Präzision</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="206" />
        <source>The best precision at those odds.</source>
        <translation>Die beste Präzision bei diesen Chancen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="208" />
        <source>Base rate</source>
        <translation>Basisrate</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="209" />
        <source>The precision of claiming everyone at those odds.</source>
        <translation>Die Präzision, wenn bei diesen Chancen alle beschuldigt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="212" />
        <source>How much better than the base rate the attack does at the realistic (or the largest) odds.</source>
        <translation>Wie viel besser als die Basisrate der Angriff bei den realistischen (oder den größten) Chancen abschneidet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="214" />
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="215" />
        <source>The band the ALC's interval decides.</source>
        <translation>Das Band, das das Intervall des ALC entscheidet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="217" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="218" />
        <source>How the run ended, or what went wrong.</source>
        <translation>Wie der Lauf endete oder was schiefging.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../gui/models.py" line="276" />
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
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
        <location filename="../../gui/kind_views.py" line="107" />
        <source>claim: {claim}</source>
        <translation>Behauptung: {claim}</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="322" />
        <source>About {count} attempts would decide it.</source>
        <translation>Etwa {count} Versuche würden es entscheiden.</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../gui/pages.py" line="411" />
        <source>Results: one row per release, attack and sensitive variable, worst first</source>
        <translation>Ergebnisse: eine Zeile je Freigabe, Angriff und sensibler Variable, die schlechtesten zuerst</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gui/draft.py" line="46" />
        <source>key variable (known)</source>
        <translation>Schlüsselvariable (bekannt)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="47" />
        <source>sensitive (secret)</source>
        <translation>sensibel (geheim)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="48" />
        <source>entity (person id)</source>
        <translation>Einheit (Personenkennung)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="49" />
        <source>left out</source>
        <translation>nicht berücksichtigt</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="50" />
        <source>survey weight</source>
        <translation>Hochrechnungsgewicht</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="51" />
        <source>household id</source>
        <translation>Haushaltskennung</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../../gui/run_status.py" line="34" />
        <source>about {time} left</source>
        <translation>noch etwa {time}</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="51" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="54" />
        <source>Scenarios…</source>
        <translation>Szenarien…</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="55" />
        <source>Every scenario of the run: queued, running (where, doing what), done or failed</source>
        <translation>Jedes Szenario des Laufs: wartend, laufend (wo, woran), fertig oder fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="91" />
        <source>reading and checking the inputs</source>
        <translation>Eingaben werden gelesen und geprüft</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="145" />
        <source>scenario {number} of {total}: {what}</source>
        <translation>Szenario {number} von {total}: {what}</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="129" />
        <source>{attempts} attempts ({share} of this scenario)</source>
        <translation>{attempts} Versuche ({share} dieses Szenarios)</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="149" />
        <source>{running} scenarios running side by side, {done} of {total} done</source>
        <translation>{running} Szenarien laufen nebeneinander, {done} von {total} fertig</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="156" />
        <source>cancelling after the current batch</source>
        <translation>Abbruch nach dem laufenden Schritt</translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message>
        <location filename="../../gui/draft.py" line="587" />
        <source>a known set needs at least one column of the original (not the entity id)</source>
        <translation>Eine Menge bekannter Variablen braucht mindestens eine Spalte des Originals (nicht die Personenkennung).</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="124" />
        <source>anyone may be attacked (random targets)</source>
        <translation>jede Person kann angegriffen werden (zufällige Ziele)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="125" />
        <source>only the records a selector picks (pre-targeted)</source>
        <translation>nur die Datensätze, die ein Selektor auswählt (gezielt)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="126" />
        <source>the targeted records</source>
        <translation>die gezielt ausgewählten Datensätze</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="127" />
        <source>the whole table</source>
        <translation>die ganze Tabelle</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="128" />
        <source>the worse of ALC and the equal-coverage comparison</source>
        <translation>der schlechtere Wert aus ALC und dem Vergleich bei gleicher Abdeckung</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="129" />
        <source>ALC alone</source>
        <translation>nur ALC</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="181" />
        <source>Who is attacked</source>
        <translation>Wer wird angegriffen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="161" />
        <source>Settings of the selector</source>
        <translation>Einstellungen des Selektors</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="169" />
        <source>Advanced: how the measures are read (the papers' defaults)</source>
        <translation>Erweitert: wie die Maße gelesen werden (Vorgaben der Fachartikel)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="187" />
        <source>How the audit runs</source>
        <translation>Wie die Prüfung läuft</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="215" />
        <source>Delete the fitted baselines kept in the cache folder; runs fit them anew. No result changes.</source>
        <translation>Die im Cache-Ordner aufbewahrten Baselines löschen; Läufe passen sie neu an. Kein Ergebnis ändert sich.</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="230" />
        <source>Clear kept baselines ({count}, {size} MB)</source>
        <translation>Aufbewahrte Baselines löschen ({count}, {size} MB)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="241" />
        <source>More attackers: each knows another set of key variables</source>
        <translation>Weitere Angreifer: Jeder kennt eine andere Menge von Schlüsselvariablen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="244" />
        <source>Further sets of key variables, one attacker each</source>
        <translation>Weitere Mengen von Schlüsselvariablen, je ein Angreifer</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="249" />
        <source>Columns to tick for a new set</source>
        <translation>Spalten zum Ankreuzen für eine neue Menge</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="250" />
        <source>Add a set of the ticked columns</source>
        <translation>Menge aus den angekreuzten Spalten hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="251" />
        <source>Remove the selected set</source>
        <translation>Gewählte Menge entfernen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="258" />
        <source>The key variables set on the Data page make the first attacker; each set below is audited as one more, e.g. an attacker who knows only age and region.</source>
        <translation>Die auf der Seite Daten festgelegten Schlüsselvariablen bilden den ersten Angreifer; jede Menge unten wird als ein weiterer geprüft, z. B. ein Angreifer, der nur Alter und Region kennt.</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="262" />
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="302" />
        <source>Settings of {selector}</source>
        <translation>Einstellungen von {selector}</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="329" />
        <source>(none yet: set a role on the Data page)</source>
        <translation>(noch keine: Rolle auf der Seite Daten festlegen)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="330" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="331" />
        <source>&lt;b&gt;Sensitive variables (secret):&lt;/b&gt; {secrets}&lt;br&gt;&lt;b&gt;Key variables the attacker knows:&lt;/b&gt; {known}</source>
        <translation>&lt;b&gt;Sensible Variablen (geheim):&lt;/b&gt; {secrets}&lt;br&gt;&lt;b&gt;Schlüsselvariablen, die der Angreifer kennt:&lt;/b&gt; {known}</translation>
    </message>
</context>
<context>
    <name>ScenarioStates</name>
    <message>
        <location filename="../../gui/scenario_states.py" line="22" />
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="22" />
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="23" />
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="24" />
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="25" />
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="26" />
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="27" />
        <source>not applicable</source>
        <translation>nicht anwendbar</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="51" />
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="55" />
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="56" />
        <source>the audit's process</source>
        <translation>der Prozess der Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="59" />
        <source>running: {stage}</source>
        <translation>läuft: {stage}</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="62" />
        <source>running: {attempts} of {planned} attempts</source>
        <translation>läuft: {attempts} von {planned} Versuchen</translation>
    </message>
</context>
<context>
    <name>ScenarioStatesWindow</name>
    <message>
        <location filename="../../gui/scenario_states.py" line="110" />
        <source>Scenarios of the run</source>
        <translation>Szenarien des Laufs</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="114" />
        <source>Every scenario of the run and its state</source>
        <translation>Jedes Szenario des Laufs und sein Stand</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <location filename="../../gui/frontier_search.py" line="84" />
        <source>Release the search treats</source>
        <translation>Freigabe, die die Suche behandelt</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="90" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="91" />
        <source>How long the search may take. Candidates it does not reach are listed as not audited, never as safe.</source>
        <translation>Wie lange die Suche dauern darf. Kandidaten, die sie nicht erreicht, werden als nicht geprüft aufgeführt, nie als sicher.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="93" />
        <source>Search the frontier</source>
        <translation>Die Front suchen</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="95" />
        <source>The treatments propose chains (recoding, top coding, PRAM, noise, microaggregation, then local suppression to k on the key variables); each is audited like a release, with every attack, the re-identification measures and utility.</source>
        <translation>Die Behandlungen schlagen Ketten vor (Umkodierung, Top-Codierung, PRAM, Rauschen, Mikroaggregation, dann lokale Unterdrückung auf k über die Schlüsselmerkmale); jede wird wie eine Freigabe geprüft, mit jedem Angriff, den Reidentifikationsmaßen und dem Nutzen.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="98" />
        <source>Cancel the search</source>
        <translation>Suche abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="101" />
        <source>The treatments propose chains for the key variables, riskiest first (recoding, top coding, PRAM, noise, microaggregation), each ending with local suppression to k; every candidate is audited as a release is, with every attack, the re-identification measures and utility, until the time budget is spent.</source>
        <translation>Die Behandlungen schlagen Ketten für die Schlüsselmerkmale vor, das riskanteste zuerst (Umkodierung, Top-Codierung, PRAM, Rauschen, Mikroaggregation), jede endet mit lokaler Unterdrückung auf k; jeder Kandidat wird wie eine Freigabe geprüft, mit jedem Angriff, den Reidentifikationsmaßen und dem Nutzen, bis das Zeitbudget verbraucht ist.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="108" />
        <source>Treat</source>
        <translation>Behandeln</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="108" />
        <source>Time budget</source>
        <translation>Zeitbudget</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="126" />
        <source>the original</source>
        <translation>das Original</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="146" />
        <source>Searching: the treatments propose chains…</source>
        <translation>Suche: die Behandlungen schlagen Ketten vor …</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="152" />
        <source>Cancelling: the round under way stops after its batch; what was audited is kept.</source>
        <translation>Abbruch: die laufende Runde hält nach ihrem Stapel an; was geprüft wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="157" />
        <source>{words} ({percent} % of the budget spent)</source>
        <translation>{words} ({percent} % des Budgets verbraucht)</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="161" />
        <source>{audited} of {proposed} candidate chains audited{cancelled}.</source>
        <translation>{audited} von {proposed} vorgeschlagenen Ketten geprüft{cancelled}.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="163" />
        <source> (cancelled)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="166" />
        <source>The search stopped: {reason}</source>
        <translation>Die Suche hielt an: {reason}</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="169" />
        <source>The search was stopped while it was busy; nothing it audited was kept.</source>
        <translation>Die Suche wurde angehalten, während sie beschäftigt war; nichts, was sie geprüft hat, blieb erhalten.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../gui/scenario_page.py" line="106" />
        <source>percentage points</source>
        <translation>Prozentpunkte</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="110" />
        <source>% of targets</source>
        <translation>% der Ziele</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="17" />
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="18" />
        <source>Every random choice of the audit (targets, samples, models) follows from it: the same seed gives the same results.</source>
        <translation>Jede Zufallsentscheidung der Prüfung (Ziele, Stichproben, Modelle) folgt aus ihm: Derselbe Startwert liefert dieselben Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="20" />
        <source>Repeat under seeds</source>
        <translation>Wiederholen mit Startwerten</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="21" />
        <source>Run the audit under this many seeds (the seed, the seed + 1, …) and report how far the readings spread; a verdict that changes with the seed is undetermined.</source>
        <translation>Die Prüfung mit so vielen Startwerten ausführen (dem Startwert, dem Startwert + 1, …) und angeben, wie weit die Messwerte streuen; eine Bewertung, die sich mit dem Startwert ändert, ist unbestimmt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="24" />
        <source>Everyone eligible is attacked when the work, counted from the table sizes (not timed), fits this budget: the converged answer. Else the run stops once the verdict is settled or the budget is spent. 0: stop once settled.</source>
        <translation>Alle in Frage kommenden Personen werden angegriffen, wenn die Arbeit, aus den Tabellengrößen gezählt (nicht gemessen), in dieses Budget passt: die konvergierte Antwort. Sonst endet der Lauf, sobald die Bewertung feststeht oder das Budget verbraucht ist. 0: anhalten, sobald sie feststeht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="30" />
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="26" />
        <source>every person, always</source>
        <translation>jede Person, immer</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="23" />
        <source>Work budget per scenario</source>
        <translation>Arbeitsbudget je Szenario</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="25" />
        <source>million cells</source>
        <translation>Millionen Zellen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="28" />
        <source>Time limit per attack</source>
        <translation>Zeitlimit je Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="29" />
        <source>An attack still working after this long on one scenario is stopped and its row fails; the others carry on.</source>
        <translation>Ein Angriff, der nach dieser Zeit an einem Szenario noch arbeitet, wird angehalten und seine Zeile schlägt fehl; die anderen laufen weiter.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="31" />
        <location filename="../../gui/marked_words.py" line="59" />
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="33" />
        <source>Worker processes</source>
        <translation>Arbeitsprozesse</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="34" />
        <source>Scenarios that share no inputs run side by side in this many processes of this machine.</source>
        <translation>Szenarien ohne gemeinsame Eingaben laufen nebeneinander in so vielen Prozessen dieses Rechners.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="35" />
        <source>processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="36" />
        <source>one per core for an original of 20,000 rows or more, else one</source>
        <translation>einer je Kern bei einem Original ab 20.000 Zeilen, sonst einer</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="38" />
        <source>Confidence of the intervals</source>
        <translation>Konfidenzniveau der Intervalle</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="39" />
        <source>Every precision and ALC is given with an interval at this confidence.</source>
        <translation>Jede Präzision und jeder ALC wird mit einem Intervall zu diesem Konfidenzniveau angegeben.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="41" />
        <source>Widest interval of a precision that counts</source>
        <translation>Breitestes Intervall einer Präzision, die zählt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="42" />
        <source>Operating points whose precision is this uncertain are not used for the verdict.</source>
        <translation>Arbeitspunkte, deren Präzision so unsicher ist, werden für die Bewertung nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="44" />
        <source>At risk from an ALC of</source>
        <translation>Gefährdet ab einem ALC von</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="45" />
        <source>A result whose ALC reaches this reads 'at risk' (paper 003: 0.5).</source>
        <translation>Ein Ergebnis, dessen ALC diesen Wert erreicht, gilt als „gefährdet“ (Fachartikel 003: 0,5).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="47" />
        <source>Serious from an ALC of</source>
        <translation>Ernst ab einem ALC von</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="48" />
        <source>A result whose ALC reaches this reads 'serious' (paper 003: 0.7).</source>
        <translation>Ein Ergebnis, dessen ALC diesen Wert erreicht, gilt als „ernst“ (Fachartikel 003: 0,7).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="50" />
        <source>Weight of low coverage in the PRC</source>
        <translation>Gewicht geringer Abdeckung in der PRC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="51" />
        <source>How sharply a claim about few people counts against its precision (the PRC's α; the papers use 3).</source>
        <translation>Wie stark eine Aussage über wenige Personen gegen ihre Präzision zählt (das α der PRC; die Fachartikel verwenden 3).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="53" />
        <source>Coverage that counts for nothing</source>
        <translation>Abdeckung, die nicht zählt</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="54" />
        <source>Claims about a smaller share of the targets than this carry no weight in the PRC.</source>
        <translation>Aussagen über einen kleineren Anteil der Ziele als diesen haben in der PRC kein Gewicht.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="56" />
        <source>Most people attacked per scenario</source>
        <translation>Höchstzahl angegriffener Personen je Szenario</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="57" />
        <source>A hard cap on attempts, whatever the work budget.</source>
        <translation>Eine feste Obergrenze für die Versuche, unabhängig vom Arbeitsbudget.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="58" />
        <source>people</source>
        <translation>Personen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="61" />
        <source>Bins for a numeric sensitive variable</source>
        <translation>Klassen für eine numerische sensible Variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="62" />
        <source>A numeric sensitive variable is judged on this many bins when the attacker need only place it (round-grid bins, named in the results).</source>
        <translation>Eine numerische sensible Variable wird anhand so vieler Klassen beurteilt, wenn der Angreifer sie nur einordnen muss (Klassen mit runden Grenzen, in den Ergebnissen benannt).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="63" />
        <source>bins</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="65" />
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="66" />
        <source>Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only the records a selector picks, e.g. those most unlike the rest.</source>
        <translation>Zufällig: Jede Person im Original kann angegriffen werden, wie in den Fachartikeln. Gezielt: nur die Datensätze, die ein Selektor auswählt, z. B. diejenigen, die sich am stärksten vom Rest unterscheiden.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="68" />
        <source>Selector</source>
        <translation>Selektor</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="69" />
        <source>Which records the attacker goes after: a target selector, needed when targets are pre-targeted.</source>
        <translation>Auf welche Datensätze es der Angreifer abgesehen hat: ein Zielselektor, nötig bei gezielt ausgewählten Zielen.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="70" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="72" />
        <source>Coverage relative to</source>
        <translation>Abdeckung bezogen auf</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="73" />
        <source>Whether coverage counts the share of the targeted records or of the whole table.</source>
        <translation>Ob die Abdeckung den Anteil an den gezielt ausgewählten Datensätzen oder an der ganzen Tabelle zählt.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="75" />
        <source>Verdict from</source>
        <translation>Bewertung aus</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="76" />
        <source>ALC compares each side's best operating point wherever it lies (paper 003); the equal-coverage comparison sets attack and baseline side by side on the same people (paper 000). They can disagree: by default the verdict takes the worse reading.</source>
        <translation>Der ALC vergleicht den besten Arbeitspunkt jeder Seite, wo immer er liegt (Fachartikel 003); der Vergleich bei gleicher Abdeckung stellt Angriff und Basismodell für dieselben Personen nebeneinander (Fachartikel 000). Beide können voneinander abweichen: Standardmäßig nimmt die Bewertung den schlechteren Wert.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="78" />
        <source>Dask cluster</source>
        <translation>Dask-Cluster</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="79" />
        <source>The address of a Dask scheduler, e.g. tcp://10.0.0.5:8786: the scenarios run on its workers instead (docs/cluster.md).</source>
        <translation>Die Adresse eines Dask-Schedulers, z. B. tcp://10.0.0.5:8786: Die Szenarien laufen dann auf seinen Arbeitsknoten (docs/cluster.md).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="80" />
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="82" />
        <source>Shared folder</source>
        <translation>Gemeinsamer Ordner</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="83" />
        <source>On a cluster: a folder this machine and every worker see at the same path (e.g. on NFS). The prepared tables are written there once as Parquet and the workers read them from there, instead of receiving them through the scheduler: for releases too large to send (docs/cluster.md).</source>
        <translation>Auf einem Cluster: ein Ordner, den dieser Rechner und jeder Arbeitsknoten unter demselben Pfad sehen (z. B. auf NFS). Die vorbereiteten Tabellen werden dort einmal als Parquet abgelegt, und die Arbeitsknoten lesen sie von dort, statt sie über den Scheduler zu erhalten: für Veröffentlichungen, die zu groß zum Senden sind (docs/cluster.md).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="84" />
        <source>the tables are sent to the workers</source>
        <translation>die Tabellen werden an die Arbeitsknoten gesendet</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="86" />
        <source>Keep fitted baselines</source>
        <translation>Angepasste Baselines aufbewahren</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="87" />
        <source>Keep each non-member baseline's predictions in a cache folder, so that running the audit again (a release added, another attack, more attempts) reuses them instead of fitting the models again. The results are the same either way.</source>
        <translation>Die Vorhersagen jeder Nichtmitglieder-Baseline in einem Cache-Ordner aufbewahren, damit ein erneuter Lauf (eine Veröffentlichung hinzugefügt, ein anderer Angriff, mehr Versuche) sie wiederverwendet, statt die Modelle neu anzupassen. Die Ergebnisse sind in beiden Fällen gleich.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="89" />
        <source>Errors in the named file</source>
        <translation>Fehler in der Datei mit Namen</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="90" />
        <source>Share of the record-linkage attacker's named records with one key wrong (a year off, a moved region).</source>
        <translation>Anteil der Datensätze mit Namen des Verknüpfungsangreifers, bei denen ein Schlüssel falsch ist (ein Jahr daneben, eine andere Region).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="92" />
        <source>Claims per attack</source>
        <translation>Behauptungen je Angriff</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="93" />
        <source>Descriptions drawn, or people attacked, at most per release and attack.</source>
        <translation>Höchstens so viele gezogene Beschreibungen oder angegriffene Personen je Veröffentlichung und Angriff.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="95" />
        <source>Survey weight</source>
        <translation>Hochrechnungsfaktor</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="96" />
        <source>How many people of the population a record stands for: the officer's indicators and regression are weighted by it.</source>
        <translation>Wie viele Personen der Grundgesamtheit ein Datensatz vertritt: die Indikatoren und die Regression der Fachstelle werden damit gewichtet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="97" />
        <source>the re-identification section's weight, else none</source>
        <translation>das Gewicht des Re-Identifikations-Abschnitts, sonst keines</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="99" />
        <source>Bins of a continuous variable</source>
        <translation>Klassen einer stetigen Variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="100" />
        <source>Quantile bins of the original a continuous variable is cut into for its distribution and its pairs.</source>
        <translation>Quantilklassen des Originals, in die eine stetige Variable für ihre Verteilung und ihre Paare geteilt wird.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="102" />
        <source>Propensity model</source>
        <translation>Propensity-Modell</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="103" />
        <source>The classifier that tries to tell the release from the original (pMSE, SPECKS): logistic sees each variable's distribution, tree also links between variables, at ten times the time.</source>
        <translation>Der Klassifikator, der die Freigabe vom Original zu unterscheiden versucht (pMSE, SPECKS): logistisch sieht die Verteilung jeder Variable, der Baum auch Zusammenhänge zwischen Variablen, bei zehnfacher Rechenzeit.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="104" />
        <source>logistic</source>
        <translation>logistisch</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="105" />
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="107" />
        <source>Columns per marginal</source>
        <translation>Spalten je Randverteilung</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="108" />
        <source>The k of the k-marginal score: how many variables are compared together.</source>
        <translation>Das k des k-Marginal-Werts: wie viele Variablen gemeinsam verglichen werden.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="110" />
        <source>Rows the propensity model sees</source>
        <translation>Zeilen, die das Propensity-Modell sieht</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="111" />
        <source>Of each table, a seeded random sample of at most this many rows (the result says when it sampled).</source>
        <translation>Von jeder Tabelle eine Zufallsstichprobe (mit Startwert) von höchstens so vielen Zeilen (das Ergebnis sagt, wann sie gezogen wurde).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="112" />
        <source>rows</source>
        <translation>Zeilen</translation>
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
    <name>TreatmentsPage</name>
    <message>
        <location filename="../../gui/treatment_chains.py" line="56" />
        <source>the original</source>
        <translation>das Original</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="108" />
        <source>a treated release needs a label: the name results and reports give it</source>
        <translation>eine behandelte Freigabe braucht eine Bezeichnung: den Namen, den Ergebnisse und Berichte ihr geben</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="111" />
        <source>'{label}' is already the name of a release: give the treated release a name of its own</source>
        <translation>'{label}' ist schon der Name einer Freigabe: Geben Sie der behandelten Freigabe einen eigenen Namen</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="114" />
        <source>'{source}' is no release of this audit: choose what the treated release is made from</source>
        <translation>'{source}' ist keine Freigabe dieser Prüfung: Wählen Sie, woraus die behandelte Freigabe entsteht</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="136" />
        <source>'{label}' is what '{other}' is made from: remove that one first</source>
        <translation>aus '{label}' entsteht '{other}': Entfernen Sie zuerst jene</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="151" />
        <source>'{label}' is also the name of a release: remove this treated release and define it again under a name of its own</source>
        <translation>'{label}' ist auch der Name einer Freigabe: Entfernen Sie diese behandelte Freigabe und legen Sie sie unter einem eigenen Namen neu fest</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="154" />
        <source>'{label}' is made from '{source}', which is no longer a release of this audit: remove it, or add that release again</source>
        <translation>'{label}' entsteht aus '{source}', das keine Freigabe dieser Prüfung mehr ist: Entfernen Sie sie, oder fügen Sie jene Freigabe wieder hinzu</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="175" />
        <source>{treatment} (not installed)</source>
        <translation>{treatment} (nicht installiert)</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="179" />
        <source>{treatment} (every setting at its default)</source>
        <translation>{treatment} (jede Einstellung auf ihrem Standardwert)</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="123" />
        <source>'{source}' has no column '{column}'</source>
        <translation>'{source}' hat keine Spalte '{column}'</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="139" />
        <source>open the original on the Data page first</source>
        <translation>öffnen Sie zuerst das Original auf der Seite Daten</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="143" />
        <source>release '{release}' holds {count} tables of records; a chain treats one table of records</source>
        <translation>Freigabe '{release}' enthält {count} Tabellen mit Datensätzen; eine Kette behandelt eine Tabelle mit Datensätzen</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="179" />
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="179" />
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="54" />
        <source>the preview shows a column before and after</source>
        <translation>die Vorschau zeigt eine Spalte vorher und nachher</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="59" />
        <source>before</source>
        <translation>vorher</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="59" />
        <source>after</source>
        <translation>nachher</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="76" />
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="97" />
        <source>A treatment changes a release to lower its risk: coarser key variables (what an intruder knows), rare values hidden, noise on numbers. Each treated release is made from a release (or the original) by a chain of steps, and is audited beside it at the next run, with the same attacks. The files on disk are never changed.</source>
        <translation>Eine Behandlung ändert eine Freigabe, um ihr Risiko zu senken: gröbere Schlüsselvariablen (was ein Angreifer weiß), verborgene seltene Werte, Rauschen auf Zahlen. Jede behandelte Freigabe entsteht aus einer Freigabe (oder dem Original) durch eine Kette von Schritten und wird beim nächsten Lauf neben ihr geprüft, mit denselben Angriffen. Die Dateien auf dem Datenträger werden nie verändert.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="120" />
        <location filename="../../gui/treatments_page.py" line="160" />
        <source>Treated releases</source>
        <translation>Behandelte Freigaben</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="123" />
        <source>New treated release</source>
        <translation>Neue behandelte Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="127" />
        <location filename="../../gui/treatments_page.py" line="167" />
        <source>Made from</source>
        <translation>Entsteht aus</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="130" />
        <source>Label of the treated release</source>
        <translation>Bezeichnung der behandelten Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="131" />
        <source>The name results and reports give the treated release.</source>
        <translation>Der Name, den Ergebnisse und Berichte der behandelten Freigabe geben.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="133" />
        <source>The chain's steps, in order</source>
        <translation>Die Schritte der Kette, der Reihe nach</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="136" />
        <source>Undo the last step</source>
        <translation>Letzten Schritt zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="138" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="139" />
        <source>No longer make this treated release</source>
        <translation>Diese behandelte Freigabe nicht mehr herstellen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="143" />
        <source>Treatment of the next step</source>
        <translation>Behandlung des nächsten Schritts</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="151" />
        <source>Add this step</source>
        <translation>Diesen Schritt hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="165" />
        <source>The chain</source>
        <translation>Die Kette</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="168" />
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="174" />
        <source>Add a step</source>
        <translation>Einen Schritt hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="192" />
        <source>The treated releases and their chains</source>
        <translation>Die behandelten Freigaben und ihre Ketten</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="199" />
        <source>Column to preview</source>
        <translation>Spalte für die Vorschau</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="203" />
        <source>The column's distribution before and after the chain</source>
        <translation>Die Verteilung der Spalte vor und nach der Kette</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="219" />
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="225" />
        <source>The chosen treated release's chain applied to its source: one column before and after, and what each step did.</source>
        <translation>Die Kette der gewählten behandelten Freigabe, auf ihre Quelle angewandt: eine Spalte vorher und nachher, und was jeder Schritt tat.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="236" />
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="237" />
        <source>Frontier after the run</source>
        <translation>Front nach dem Lauf</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="238" />
        <source>Search the frontier</source>
        <translation>Die Front suchen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="239" />
        <source>Preview of the chosen chain, and the frontier after the run</source>
        <translation>Vorschau der gewählten Kette und die Front nach dem Lauf</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="249" />
        <source>Add the chosen chain to the audit</source>
        <translation>Die gewählte Kette in die Prüfung aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="250" />
        <source>The chosen candidate becomes a treated release of this audit, made and audited in full at the next run and kept in the audit file.</source>
        <translation>Der gewählte Kandidat wird eine behandelte Freigabe dieser Prüfung, beim nächsten Lauf gemacht und ganz geprüft und in der Prüfdatei gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="259" />
        <source>No search yet: choose what to treat and a time budget, then Search the frontier.</source>
        <translation>Noch keine Suche: wählen Sie, was behandelt wird, und ein Zeitbudget, dann „Die Front suchen“.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="275" />
        <source>No candidate was audited within the budget: give the search more time.</source>
        <translation>Kein Kandidat wurde im Budget geprüft: geben Sie der Suche mehr Zeit.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="286" />
        <source>Choose a candidate in the search's table (an untreated release is already in the audit).</source>
        <translation>Wählen Sie einen Kandidaten in der Tabelle der Suche (eine unbehandelte Freigabe ist schon in der Prüfung).</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="302" />
        <source>{label} ← {source} · steps: {count}</source>
        <translation>{label} ← {source} · Schritte: {count}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="352" />
        <source>No step yet: choose a treatment below and add it.</source>
        <translation>Noch kein Schritt: Wählen Sie unten eine Behandlung und fügen Sie sie hinzu.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="378" />
        <source>No treatment is installed (File ▸ Install plugin…).</source>
        <translation>Keine Behandlung ist installiert (Datei ▸ Erweiterung installieren…).</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="290" />
        <location filename="../../gui/treatments_page.py" line="396" />
        <source>Not added: {problem}</source>
        <translation>Nicht hinzugefügt: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="436" />
        <source>Add a step to a treated release to preview it.</source>
        <translation>Fügen Sie einer behandelten Freigabe einen Schritt hinzu, um sie in der Vorschau zu sehen.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="443" />
        <source>Applying the chain to the table…</source>
        <translation>Die Kette wird auf die Tabelle angewandt…</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="447" />
        <source>no preview</source>
        <translation>keine Vorschau</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="462" />
        <source>Step {number} ({treatment}): {note}</source>
        <translation>Schritt {number} ({treatment}): {note}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="479" />
        <source>&lt;b&gt;The audit is running:&lt;/b&gt; the releases are placed once its verdict is final.</source>
        <translation>&lt;b&gt;Die Prüfung läuft:&lt;/b&gt; Die Freigaben werden eingetragen, sobald ihre Bewertung feststeht.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="481" />
        <source>No utility measured: tick 'Utility' on the Scenario page and run, so that each release, treated or not, is placed on the risk–utility map beside its verdict.</source>
        <translation>Kein Nutzen gemessen: Kreuzen Sie auf der Seite Szenario 'Nutzen' an und prüfen Sie, damit jede Freigabe, behandelt oder nicht, neben ihrer Bewertung auf der Risiko-Nutzen-Karte steht.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="484" />
        <source>Run the audit (Audit ▸ Run, F5): each release, treated or not, is then placed on the risk–utility map beside its verdict.</source>
        <translation>Starten Sie die Prüfung (Prüfung ▸ Ausführen, F5): Jede Freigabe, behandelt oder nicht, steht dann neben ihrer Bewertung auf der Risiko-Nutzen-Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="487" />
        <source>No verdict to weigh the utility against: the audit ran no attack and measured no key set.</source>
        <translation>Keine Bewertung, gegen die der Nutzen abzuwägen wäre: Die Prüfung führte keinen Angriff aus und maß keine Schlüsselmenge.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="506" />
        <source>&lt;b&gt;{column}&lt;/b&gt;, {rows} rows</source>
        <translation>&lt;b&gt;{column}&lt;/b&gt;, {rows} Zeilen</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="508" />
        <source>&lt;b&gt;Values changed: {count}&lt;/b&gt; ({share}): rows whose value is no longer what it was</source>
        <translation>&lt;b&gt;Geänderte Werte: {count}&lt;/b&gt; ({share}): Zeilen, deren Wert nicht mehr der alte ist</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="510" />
        <source>&lt;b&gt;Cells suppressed: {count}&lt;/b&gt;: values left empty or written '*'</source>
        <translation>&lt;b&gt;Unterdrückte Zellen: {count}&lt;/b&gt;: Werte, die leer gelassen oder als '*' geschrieben wurden</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="515" />
        <source>&lt;b&gt;Categories lost: {count}&lt;/b&gt;: values no longer published at all{named}</source>
        <translation>&lt;b&gt;Verlorene Kategorien: {count}&lt;/b&gt;: Werte, die gar nicht mehr veröffentlicht werden{named}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="519" />
        <source>&lt;b&gt;Distinct values: {before} → {after}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Verschiedene Werte: {before} → {after}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>UtilityBox</name>
    <message>
        <location filename="../../gui/utility_setup.py" line="32" />
        <source>Utility: what is each release still good for?</source>
        <translation>Nutzen: wozu taugt jede Freigabe noch?</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="36" />
        <source>Each release is compared with the original, variable by variable, pair by pair and as a whole, and every score is read as the random subsample of the original that would be as faithful. The Utility page then weighs it against the verdict on the risk–utility map.</source>
        <translation>Jede Freigabe wird mit dem Original verglichen, Variable für Variable, Paar für Paar und als Ganzes, und jeder Wert wird als die Zufallsteilstichprobe des Originals gelesen, die ebenso getreu wäre. Die Seite Nutzen wägt ihn dann auf der Risiko-Nutzen-Karte gegen die Bewertung ab.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="41" />
        <source>Survey weight column</source>
        <translation>Spalte des Hochrechnungsfaktors</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="42" />
        <source>the re-identification section's weight, else none</source>
        <translation>das Gewicht des Re-Identifikations-Abschnitts, sonst keines</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="45" />
        <source>Releases in the original's order</source>
        <translation>Veröffentlichungen in der Reihenfolge des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="46" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="47" />
        <source>Releases whose row i was made from row i of the original (labels, separated by commas): their changed values and IL1s are measured.</source>
        <translation>Freigaben, deren Zeile i aus Zeile i des Originals entstand (Namen, durch Kommas getrennt): ihre geänderten Werte und IL1s werden gemessen.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="57" />
        <source>Survey weight</source>
        <translation>Hochrechnungsfaktor</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="58" />
        <source>Rows in the original's order</source>
        <translation>Zeilen in der Reihenfolge des Originals</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="61" />
        <source>The officer's analyses</source>
        <translation>Die Analysen der Fachstelle</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="73" />
        <source>{count} in the audit file (a regression or indicator each)</source>
        <translation>{count} in der Prüfungsdatei (je eine Regression oder ein Indikator)</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="74" />
        <source>none: write them in the audit file's utility section</source>
        <translation>keine: tragen Sie sie in den Nutzen-Abschnitt der Prüfungsdatei ein</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="87" />
        <source>Not changed: {problem}</source>
        <translation>Nicht geändert: {problem}</translation>
    </message>
</context>
<context>
    <name>UtilityPage</name>
    <message>
        <location filename="../../gui/utility_page.py" line="29" />
        <location filename="../../gui/utility_page.py" line="47" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="29" />
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="30" />
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="31" />
        <source>Utility (pairs of variables)</source>
        <translation>Nutzen (Variablenpaare)</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="31" />
        <source>On the front</source>
        <translation>Auf der Front</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="32" />
        <source>Variables' distance</source>
        <translation>Abstand der Variablen</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="32" />
        <source>Pairs' distance</source>
        <translation>Abstand der Paare</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="33" />
        <source>pMSE ratio (SPECKS)</source>
        <translation>pMSE-Verhältnis (SPECKS)</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="33" />
        <source>k-marginal score</source>
        <translation>k-Marginal-Wert</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="34" />
        <source>IL1s</source>
        <translation>IL1s</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="36" />
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="36" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="37" />
        <source>Distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="37" />
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="38" />
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="38" />
        <source>Categories lost</source>
        <translation>Verlorene Kategorien</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="40" />
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="40" />
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="41" />
        <source>Original [95 % interval]</source>
        <translation>Original [95-%-Intervall]</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="42" />
        <source>Release [95 % interval]</source>
        <translation>Freigabe [95-%-Intervall]</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="42" />
        <source>Bias</source>
        <translation>Verzerrung</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="43" />
        <source>Interval overlap</source>
        <translation>Intervallüberlappung</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="43" />
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="45" />
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="45" />
        <source>Total variation</source>
        <translation>Totalvariation</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="46" />
        <source>Association</source>
        <translation>Zusammenhang</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="46" />
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="50" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="50" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="51" />
        <source>categorical</source>
        <translation>kategorial</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="51" />
        <source>continuous</source>
        <translation>stetig</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="52" />
        <source>correlation</source>
        <translation>Korrelation</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="52" />
        <source>Cramér's V</source>
        <translation>Cramérs V</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="53" />
        <source>less faithful than a {percent} subsample</source>
        <translation>weniger getreu als eine Teilstichprobe von {percent}</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="54" />
        <source>more faithful than a {percent} subsample</source>
        <translation>getreuer als eine Teilstichprobe von {percent}</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="70" />
        <source>as faithful as a {percent} subsample ({low} to {high})</source>
        <translation>so getreu wie eine Teilstichprobe von {percent} ({low} bis {high})</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="89" />
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="105" />
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="120" />
        <source>{value} [{low}, {high}]</source>
        <translation>{value} [{low}; {high}]</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="146" />
        <source>the map needs the verdict and the utility measures</source>
        <translation>die Karte braucht die Bewertung und die Nutzenmaße</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="167" />
        <source>Which release to consider first</source>
        <translation>Welche Freigabe zuerst zu erwägen ist</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="170" />
        <source>Utility of each release, with its verdict and place on the map</source>
        <translation>Nutzen jeder Freigabe, mit ihrer Bewertung und ihrem Platz auf der Karte</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="175" />
        <source>Risk–utility map</source>
        <translation>Risiko-Nutzen-Karte</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="177" />
        <source>Utility: the random subsample of the original that would be as faithful as the release, by the total variation of its pairs of variables (how well it keeps what variables say about each other). Risk: the worst attack's ALC at the upper end of its 95 % interval. A release is on the front when no other keeps more at no more risk.</source>
        <translation>Nutzen: die Zufallsteilstichprobe des Originals, die so getreu wäre wie die Freigabe, gemessen an der Totalvariation ihrer Variablenpaare (wie gut sie bewahrt, was Variablen übereinander sagen). Risiko: der ALC des schlechtesten Angriffs am oberen Ende seines 95-%-Intervalls. Eine Freigabe liegt auf der Front, wenn keine andere mehr bei nicht mehr Risiko bewahrt.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="195" />
        <source>The chosen release's variables</source>
        <translation>Die Variablen der gewählten Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="196" />
        <source>The chosen release's pairs furthest from the original's</source>
        <translation>Die Paare der gewählten Freigabe, die am weitesten von denen des Originals abweichen</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="201" />
        <source>The officer's analyses on the original and the chosen release</source>
        <translation>Die Analysen der Fachstelle auf dem Original und der gewählten Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="232" />
        <source>No utility measured yet: tick 'Utility' on the Scenario page (or give the audit file a utility section) and run. Each release is then compared with the original, and placed on the risk–utility map beside its verdict.</source>
        <translation>Noch kein Nutzen gemessen: Kreuzen Sie auf der Seite Szenario 'Nutzen' an (oder geben Sie der Prüfungsdatei einen Nutzen-Abschnitt) und führen Sie die Prüfung aus. Jede Freigabe wird dann mit dem Original verglichen und neben ihrer Bewertung auf die Risiko-Nutzen-Karte gesetzt.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="251" />
        <source>&lt;b&gt;The audit is running:&lt;/b&gt; the map is drawn once its verdict is final.</source>
        <translation>&lt;b&gt;Die Prüfung läuft:&lt;/b&gt; die Karte wird gezeichnet, sobald ihre Bewertung feststeht.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="253" />
        <source>&lt;b&gt;No verdict to weigh the utility against:&lt;/b&gt; the audit ran no attack and measured no key set, so the releases are not placed on the risk–utility map.</source>
        <translation>&lt;b&gt;Keine Bewertung, gegen die der Nutzen abzuwägen wäre:&lt;/b&gt; die Prüfung hat keinen Angriff ausgeführt und keine Schlüsselmenge gemessen, daher stehen die Freigaben nicht auf der Risiko-Nutzen-Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="264" />
        <source>Release '{release}': {rows} rows; pairs {pairs}</source>
        <translation>Freigabe '{release}': {rows} Zeilen; Paare {pairs}</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="271" />
        <source>{measured} of {total} pairs measured.</source>
        <translation>{measured} von {total} Paaren gemessen.</translation>
    </message>
</context>
<context>
    <name>VerdictPage</name>
    <message>
        <location filename="../../gui/verdict_page.py" line="29" />
        <source>Release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="29" />
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="30" />
        <source>Worst ALC [95% interval]</source>
        <translation>Schlechtester ALC [95-%-Intervall]</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="30" />
        <source>Worst result</source>
        <translation>Schlechtestes Ergebnis</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="31" />
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="31" />
        <source>Undetermined</source>
        <translation>Unbestimmt</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="32" />
        <source>Re-identification</source>
        <translation>Re-Identifikation</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="41" />
        <source>below −1 (no advantage)</source>
        <translation>unter −1 (kein Vorteil)</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="44" />
        <source>{alc} [{low}, {high}]</source>
        <translation>{alc} [{low}; {high}]</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="48" />
        <source>The audit's verdict</source>
        <translation>Die Bewertung der Prüfung</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="54" />
        <source>Verdict per release, worst first</source>
        <translation>Bewertung je Freigabe, die schlechteste zuerst</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="68" />
        <source>Show this release's results</source>
        <translation>Ergebnisse dieser Freigabe zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="70" />
        <source>Export the report…</source>
        <translation>Bericht exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="97" />
        <source>&lt;h2&gt;No verdict yet&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Noch keine Bewertung&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="98" />
        <source>Run the audit (Audit ▸ Run, F5): the verdict per release appears here first, as on the report's first page; the Results page has every result.</source>
        <translation>Führen Sie die Prüfung aus (Prüfung ▸ Ausführen, F5): Die Bewertung je Freigabe erscheint zuerst hier, wie auf der ersten Seite des Berichts; die Seite Ergebnisse enthält jedes Ergebnis.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="145" />
        <source>Finish the set-up steps named above the pages, then run.</source>
        <translation>Erledigen Sie die über den Seiten genannten Einrichtungsschritte und führen Sie die Prüfung dann aus.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="105" />
        <location filename="../../gui/verdict_page.py" line="192" />
        <source>nothing measured</source>
        <translation>nichts gemessen</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="77" />
        <source>&lt;b&gt;What next?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wie weiter?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="106" />
        <source>&lt;small&gt;(provisional: the audit is running, {count} results so far)&lt;/small&gt;</source>
        <translation>&lt;small&gt;(vorläufig: Die Prüfung läuft, bisher {count} Ergebnisse)&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="108" />
        <source>&lt;h2&gt;Verdict: {words}{provisional}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bewertung: {words}{provisional}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="110" />
        <source>{count} result(s) failed: see the Results page.</source>
        <translation>{count} Ergebnis(se) fehlgeschlagen: siehe Seite Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="128" />
        <source>Release '{release}' cannot be judged on what could not be measured: {reasons}</source>
        <translation>Freigabe '{release}' ist nicht beurteilbar, weil nicht alles gemessen werden konnte: {reasons}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="134" />
        <source>{advice} The Utility page shows every release on the risk–utility map.</source>
        <translation>{advice} Die Seite Nutzen zeigt jede Freigabe auf der Risiko-Nutzen-Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="154" />
        <source>No result could be measured, so the audit cannot judge the releases.</source>
        <translation>Kein Ergebnis konnte gemessen werden; die Prüfung kann die Freigaben daher nicht beurteilen.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="174" />
        <source>Re-identification by key variables: {told} of {count} readings; the worst, release '{release}' by {keys}: {at_risk} ({scenario}).</source>
        <translation>Re-Identifikation über Schlüsselvariablen: {told} von {count} Messungen; die schlechteste, Freigabe „{release}“ über {keys}: {at_risk} ({scenario}).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="179" />
        <source>{count} result(s) could not be measured (the reasons are listed below): until they are, no release they concern can be called safe.</source>
        <translation>{count} Ergebnis(se) konnten nicht gemessen werden (die Gründe stehen unten): solange das so bleibt, kann keine betroffene Freigabe sicher genannt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="206" />
        <source>Re-identification: an intruder who knows {keys} as published finds {uniques} records of release '{release}' alone in their key combination; {at_risk} ({band}: {scenario}; Re-identification page).</source>
        <translation>Re-Identifikation: Wer {keys} wie veröffentlicht kennt, findet {uniques} Datensätze der Freigabe „{release}“ allein in ihrer Schlüsselkombination; {at_risk} ({band}: {scenario}; Seite Re-Identifikation).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="152" />
        <source>No record of a release has a re-identification risk above the acceptable risk.</source>
        <translation>Kein Datensatz einer Freigabe hat ein Risiko der Re-Identifikation über dem vertretbaren.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="144" />
        <source>The set-up is complete: run the audit (Audit ▸ Run, F5).</source>
        <translation>Die Einrichtung ist vollständig: Führen Sie die Prüfung aus (Prüfung ▸ Ausführen, F5).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="160" />
        <source>none shows an advantage over the baseline (the worst ALC is below −1)</source>
        <translation>keines zeigt einen Vorteil gegenüber dem Basismodell (der schlechteste ALC liegt unter −1)</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="164" />
        <source>{alc} (95 % interval {low} to {high})</source>
        <translation>{alc} (95-%-Intervall {low} bis {high})</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="166" />
        <source>the worst has ALC {alc}</source>
        <translation>das schlechteste hat einen ALC von {alc}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="167" />
        <source>{advice} Of {count} measured results, {told}; {worst}.</source>
        <translation>{advice} Von {count} gemessenen Ergebnissen: {told}; {worst}.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="194" />
        <source>re-identification by {keys}</source>
        <translation>Re-Identifikation über {keys}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="124" />
        <source>membership inference, by {attack}</source>
        <translation>Mitgliedschaftsinferenz, durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="110" />
        <source>{claim} (identity attack), by {attack}</source>
        <translation>{claim} (Identitätsangriff), durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="82" />
        <source>attribute inference of {secret}, by {attack}</source>
        <translation>Attributinferenz von {secret}, durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="88" />
        <source>Sensitive variables, by the worst result an attacker reaches on them: {items}</source>
        <translation>Sensible Variablen, nach dem schlechtesten Ergebnis, das ein Angreifer bei ihnen erreicht: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="54" />
        <source>{secret} {alc} ({band}, release '{release}')</source>
        <translation>{secret} {alc} ({band}, Freigabe „{release}“)</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="71" />
        <source>{kind}, by {attack}</source>
        <translation>{kind}, durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="92" />
        <source>Key variables the attacker knows, by the worst result they allow: {items}</source>
        <translation>Schlüsselvariablen, die der Angreifer kennt, nach dem schlechtesten Ergebnis, das sie erlauben: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="94" />
        <source>knowing {known}: {alc} ({band})</source>
        <translation>mit Kenntnis von {known}: {alc} ({band})</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="97" />
        <source>Every attribute result assumes the attacker knows {known} about the people attacked; an attacker who knows less may do worse.</source>
        <translation>Jedes Attributergebnis setzt voraus, dass der Angreifer {known} der angegriffenen Personen kennt; ein Angreifer, der weniger weiß, kann schlechter abschneiden.</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="116" />
        <source>Identity attacks, by the worst result: {items}</source>
        <translation>Identitätsangriffe, nach dem schlechtesten Ergebnis: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="130" />
        <source>Membership: the worst ALC is {alc} ({band}), by {attack} on release '{release}'.</source>
        <translation>Mitgliedschaft: Der schlechteste ALC ist {alc} ({band}), durch {attack} auf Freigabe „{release}“.</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="142" />
        <source>the people rebuilt from the published tables, giving away {secret} (ALC {alc}), by {attack}</source>
        <translation>die aus den veröffentlichten Tabellen wiederhergestellten Personen, die {secret} verraten (ALC {alc}), durch {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="151" />
        <source>Published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc} beyond what the non-member baseline guesses ({band}; Reconstruction page).</source>
        <translation>Veröffentlichte Tabellen '{release}': die aus den Tabellen wiederhergestellten Personen verraten {secret} mit ALC {alc} über das hinaus, was das Nichtmitglieder-Basismodell rät ({band}; Seite Rekonstruktion).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="216" />
        <source>Open the worst release's results to see which sensitive variable, attack and key variables carry the risk; the manual's page "What to do about an at-risk or serious result" (Help ▸ Manual) lists remedies. Export the report for the release board.</source>
        <translation>Öffnen Sie die Ergebnisse der schlechtesten Freigabe, um zu sehen, welche sensible Variable, welcher Angriff und welche Schlüsselvariablen das Risiko tragen; die Handbuchseite „Was bei einem gefährdeten oder ernsten Ergebnis zu tun ist“ (Hilfe ▸ Handbuch) nennt Abhilfen. Exportieren Sie den Bericht für das Freigabegremium.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="220" />
        <source>Some results could not be measured, so the release cannot be called safe: fix what the reasons above say (codes the release writes differently can be read on the Data page's Recodes), then run again.</source>
        <translation>Einige Ergebnisse konnten nicht gemessen werden, daher kann die Freigabe nicht sicher genannt werden: beheben Sie, was die Gründe oben nennen (anders geschriebene Codes lassen sich auf der Seite Daten unter Umkodierungen lesen), und prüfen Sie erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="224" />
        <source>Some results are not settled: raise the work budget or the attempts on the Scenario page, or repeat under more seeds, and run again. The report says which results are undetermined.</source>
        <translation>Einige Ergebnisse stehen noch nicht fest: Erhöhen Sie das Arbeitsbudget oder die Versuche auf der Seite Szenario oder wiederholen Sie mit mehr Startwerten, und führen Sie die Prüfung erneut aus. Der Bericht nennt die unbestimmten Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="227" />
        <source>Export the report for the release board. Before calling the release safe, check that the key variables match what an intruder could know (Data page) and that every attack applicable to this kind of release was run (Attacks page).</source>
        <translation>Exportieren Sie den Bericht für das Freigabegremium. Bevor Sie die Freigabe als sicher bezeichnen, prüfen Sie, ob die Schlüsselvariablen dem entsprechen, was ein Angreifer wissen könnte (Seite Daten), und ob jeder für diese Art von Freigabe anwendbare Angriff ausgeführt wurde (Seite Angriffe).</translation>
    </message>
</context>
</TS>