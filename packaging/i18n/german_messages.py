"""The German translations of the engine's messages (context "Messages": why a result is not applicable, why a
run stopped, verdict notes, warnings, re-identification notes and measures) and of the charts' words (context
"Charts"), merged into `fill_de.GERMAN`; the terms are fill_de's. Every placeholder of a template is kept as it
is ({column!r}, {count:,}): the window fills it with the piece the English text holds there. Sources fill_de
already translates in another context ("safe", "cancelled", "original", "not applicable") are not repeated."""

MESSAGES: dict[str, str] = {
    # -- reading the releases beside the original (anonguard/data) ------------------------------------------
    "{spelled!r} as {value!r}": "{spelled!r} als {value!r}",
    "{where}: column(s) named as the original's but for case or spacing, read as the original's: {columns}":
        "{where}: Spalte(n), die bis auf Groß-/Kleinschreibung oder Leerzeichen wie die des Originals heißen, als die "
        "des Originals gelesen: {columns}",
    "{where}: counts for column(s) the original lacks or the audit ignores, left out: {columns}":
        "{where}: Häufigkeiten zu Spalte(n), die das Original nicht hat oder die die Prüfung übergeht, ausgelassen: "
        "{columns}",
    "{where}: counts about secret(s) the original lacks, left out: {secrets}":
        "{where}: Häufigkeiten zu sensiblen Variablen, die das Original nicht hat, ausgelassen: {secrets}",
    "{where}: {count} count(s) for values of {attribute!r} the original never holds (e.g. {example!r}), left out":
        "{where}: {count} Häufigkeit(en) zu Werten von {attribute!r}, die im Original nie vorkommen (z. B. "
        "{example!r}), ausgelassen",
    "original column {column!r}": "Spalte {column!r} des Originals",
    "{file} (release {release!r}) column {column!r}": "{file} (Freigabe {release!r}) Spalte {column!r}",
    "{file} column {column!r}": "{file} Spalte {column!r}",
    "{column!r}: {problem}": "{column!r}: {problem}",
    "{where}: {count} value(s) spelled differently from the original (case, accents or spacing) were read as the "
    "original's: {examples}":
        "{where}: {count} Wert(e), die anders geschrieben sind als im Original (Groß-/Kleinschreibung, Akzente oder "
        "Leerzeichen), wurden als die des Originals gelesen: {examples}",
    "{where}: none of its values occurs in the original (e.g. {example!r}): the release seems to code this column "
    "differently; if its values stand for groups of the original's values, say which original values each stands "
    "for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout), or no attack "
    "can match on it":
        "{where}: Keiner ihrer Werte kommt im Original vor (z. B. {example!r}): Die Freigabe scheint diese Spalte "
        "anders zu kodieren. Stehen ihre Werte für Gruppen von Werten des Originals, geben Sie auf der Seite Daten "
        "unter Umkodierungen an, für welche Originalwerte jeder steht, oder geben Sie eine Hierarchiedatei an "
        "(--hierarchy SPALTE=DATEI, im Format von ARX); sonst kann kein Angriff über sie abgleichen",
    "{where}: {count} value(s) not in the original, e.g. {example!r}":
        "{where}: {count} Wert(e), die nicht im Original vorkommen, z. B. {example!r}",
    "{where}: {share:.0%} of its values never occur in the original (e.g. {example!r}); the release codes this "
    "column differently: if its values stand for groups of the original's values (merged categories), say which "
    "original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy "
    "COLUMN=FILE, ARX's layout)":
        "{where}: {share:.0%} ihrer Werte kommen im Original nie vor (z. B. {example!r}); die Freigabe kodiert diese "
        "Spalte anders: Stehen ihre Werte für Gruppen von Werten des Originals (zusammengelegte Kategorien), geben "
        "Sie auf der Seite Daten unter Umkodierungen an, für welche Originalwerte jeder steht, oder geben Sie eine "
        "Hierarchiedatei an (--hierarchy SPALTE=DATEI, im Format von ARX)",
    "{where}: {problem}": "{where}: {problem}",
    "{problem}; the release codes this column differently": "{problem}; die Freigabe kodiert diese Spalte anders",
    "{where}: its values ({low:.6g} to {high:.6g}) lie wholly outside the original's range (not shown: its ends "
    "are a person's values); the release measures this column differently (units?): convert it like the original":
        "{where}: Ihre Werte ({low:.6g} bis {high:.6g}) liegen ganz außerhalb des Wertebereichs des Originals (nicht "
        "gezeigt: Seine Enden sind Werte einer Person); die Freigabe misst diese Spalte anders (Einheiten?): Rechnen "
        "Sie sie wie das Original um",
    "{file} (release {release!r}): column(s) the original lacks, left out: {columns}":
        "{file} (Freigabe {release!r}): Spalte(n), die das Original nicht hat, ausgelassen: {columns}",
    "{file} (release {release!r})": "{file} (Freigabe {release!r})",
    "the set {label!r} names {missing!r}, which the original never holds":
        "die Menge {label!r} nennt {missing!r}, was im Original nie vorkommt",
    "the interval {label!r} is in a column of text values; it is kept as a value of its own":
        "das Intervall {label!r} steht in einer Spalte mit Textwerten; es bleibt ein eigener Wert",
    "{excess:.0%} more of its cells are empty than the original's, and values the original holds for "
    "{unwritten:.0%} of its records (e.g. {example!r}) never appear in it: if an empty cell stands for a value, "
    "declare it in the audit file's recodes (the value \"\" standing for it); if the cells were suppressed, write "
    "them as '*'":
        "{excess:.0%} mehr ihrer Zellen sind leer als im Original, und Werte, die das Original für {unwritten:.0%} "
        "seiner Datensätze hat (z. B. {example!r}), kommen in ihr nie vor: Steht eine leere Zelle für einen Wert, "
        "erklären Sie das in den Umkodierungen der Prüfdatei (der Wert \"\" steht dann für ihn); wurden die Zellen "
        "unterdrückt, schreiben Sie sie als '*'",
    "{where} holds {value!r}, which is neither a number nor an interval like '[20-30)', '20-29', '>=65' or '*': if "
    "it means 'missing', declare it so (--missing {column}={value}, or 'Declared missing' on the Data page); "
    "otherwise say what it stands for on the Data page's Recodes, or make the column categorical":
        "{where} enthält {value!r}, was weder eine Zahl noch ein Intervall wie '[20-30)', '20-29', '>=65' oder '*' "
        "ist: Bedeutet es „fehlend“, erklären Sie es so (--missing {column}={value}, oder „Als fehlend erklärt“ auf "
        "der Seite Daten); sonst geben Sie auf der Seite Daten unter Umkodierungen an, wofür es steht, oder machen "
        "Sie die Spalte kategorial",
    "{where} holds {value!r}, which is not a number like the original's values; fix the value, or make the column "
    "categorical":
        "{where} enthält {value!r}, was keine Zahl ist wie die Werte des Originals; korrigieren Sie den Wert, oder "
        "machen Sie die Spalte kategorial",
    "{word!r} ({count:,} row)": "{word!r} ({count:,} Zeile)",
    "{word!r} ({count:,} rows)": "{word!r} ({count:,} Zeilen)",
    "{source}: column {column!r} holds numbers and the word(s) {words}, so it is read as categories; if they mean "
    "missing, declare them missing (on the Data page, or --missing {column}={codes})":
        "{source}: Spalte {column!r} enthält Zahlen und das Wort/die Wörter {words} und wird darum als Kategorien "
        "gelesen; bedeuten sie „fehlend“, erklären Sie sie als fehlend (auf der Seite Daten, oder --missing "
        "{column}={codes})",
    # -- recodes: what a published value stands for ---------------------------------------------------------
    "{low:,.6g} or more": "{low:,.6g} oder mehr",
    "up to {high:,.6g}": "bis {high:,.6g}",
    "{low:,.6g} up to {high:,.6g}": "{low:,.6g} bis unter {high:,.6g}",
    "{low:,.6g} to {high:,.6g}": "{low:,.6g} bis {high:,.6g}",
    "any value": "jeder Wert",
    "{count} value: {listed}": "{count} Wert: {listed}",
    "{count} values: {listed}": "{count} Werte: {listed}",
    "column {column!r}: {count} value read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, "
    "or declare them in the audit file's recodes":
        "Spalte {column!r}: {count} Wert gelesen als {how} (z. B. {label!r} für {stands_for}); prüfen Sie das auf der "
        "Seite Daten, oder erklären Sie es in den Umkodierungen der Prüfdatei",
    "column {column!r}: {count} values read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, "
    "or declare them in the audit file's recodes":
        "Spalte {column!r}: {count} Werte gelesen als {how} (z. B. {label!r} für {stands_for}); prüfen Sie sie auf "
        "der Seite Daten, oder erklären Sie sie in den Umkodierungen der Prüfdatei",
    "merged categories": "zusammengelegte Kategorien",
    "the values the release never writes": "die Werte, die die Freigabe nie schreibt",
    "thousands separators": "Tausendertrennzeichen",
    "truncated codes": "gekürzte Codes",
    "masked codes": "maskierte Codes",
    "a value of its own (declared by the officer)": "ein eigener Wert (von der Sachbearbeitung erklärt)",
    "declared by the officer": "von der Sachbearbeitung erklärt",
    "from {file}": "aus {file}",
    "{column!r}: {label!r} is said to stand for {missing!r}, which the original never holds":
        "{column!r}: {label!r} soll für {missing!r} stehen, was im Original nie vorkommt",
    "{column!r}: {label!r} is said to stand for {values}, which are not numbers":
        "{column!r}: {label!r} soll für {values} stehen, was keine Zahlen sind",
    "suppressed": "unterdrückt",
    "set": "Menge",
    "band": "Klasse",
    "top or bottom code": "Rand-Kodierung (oben oder unten)",
    "masked digits": "maskierte Ziffern",
    "masked code": "maskierter Code",
    "truncated code": "gekürzter Code",
    "rounded to {base:,.6g}": "gerundet auf {base:,.6g}",
    "{column!r}: {values} lie outside the original's range and are no multiple of the rounding ({base:,.6g}): if "
    "they mean 'missing', declare them (--missing {column}={value}, or 'Declared missing' on the Data page)":
        "{column!r}: {values} liegen außerhalb des Wertebereichs des Originals und sind kein Vielfaches der Rundung "
        "({base:,.6g}): Bedeuten sie „fehlend“, erklären Sie sie so (--missing {column}={value}, oder „Als fehlend "
        "erklärt“ auf der Seite Daten)",
    # -- why an attack's result says what it says (anonguard/engine) -----------------------------------------
    "The run stopped after {attempts:,} attempts, too few for a group of {coverage:.2%} of the targets whose "
    "secrets the attacker learns every time to show up, and such a group would make the release at risk: safe "
    "cannot be claimed yet.":
        "Der Lauf endete nach {attempts:,} Versuchen, zu wenigen, als dass eine Gruppe von {coverage:.2%} der Ziele, "
        "deren sensible Werte der Angreifer jedes Mal erfährt, sichtbar würde, und eine solche Gruppe machte die "
        "Freigabe gefährdet: Sicher lässt sich noch nicht sagen.",
    "the attack made no claims in {attempts:,} attempts: at least {floor} are needed before any precision can be "
    "measured; too few to measure how often they are right; they are kept in the attempts":
        "der Angriff machte in {attempts:,} Versuchen keine Behauptungen: Mindestens {floor} sind nötig, bevor sich "
        "eine Präzision messen lässt; zu wenige, um zu messen, wie oft sie stimmen; sie bleiben in den Versuchen "
        "erhalten",
    "the attack made only {made} claims in {attempts:,} attempts: at least {floor} are needed before any precision "
    "can be measured; too few to measure how often they are right; they are kept in the attempts":
        "der Angriff machte in {attempts:,} Versuchen nur {made} Behauptungen: Mindestens {floor} sind nötig, bevor "
        "sich eine Präzision messen lässt; zu wenige, um zu messen, wie oft sie stimmen; sie bleiben in den "
        "Versuchen erhalten",
    "the attack made no predictions in {attempts:,} attempts: at least {floor} are needed before any precision can "
    "be measured; check that the release holds the known columns and codes them like the original":
        "der Angriff machte in {attempts:,} Versuchen keine Vorhersagen: Mindestens {floor} sind nötig, bevor sich "
        "eine Präzision messen lässt; prüfen Sie, ob die Freigabe die bekannten Spalten enthält und sie wie das "
        "Original kodiert",
    "the attack made only {made} predictions in {attempts:,} attempts: at least {floor} are needed before any "
    "precision can be measured; check that the release holds the known columns and codes them like the original":
        "der Angriff machte in {attempts:,} Versuchen nur {made} Vorhersagen: Mindestens {floor} sind nötig, bevor "
        "sich eine Präzision messen lässt; prüfen Sie, ob die Freigabe die bekannten Spalten enthält und sie wie das "
        "Original kodiert",
    "The time limit stopped the run after {attempts:,} attempts, before those its work budget allows: this is not "
    "the recorded answer (a re-run may go further), so safe cannot be claimed from it; run it without the time "
    "limit (halting.time_limit_seconds).":
        "Das Zeitlimit beendete den Lauf nach {attempts:,} Versuchen, vor denen, die sein Arbeitsbudget erlaubt: Das "
        "ist nicht die festgehaltene Antwort (ein erneuter Lauf kommt vielleicht weiter), daher lässt sich daraus "
        "nicht „sicher“ ableiten; führen Sie ihn ohne Zeitlimit aus (halting.time_limit_seconds).",
    "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits "
    "one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed "
    "({confidence:.0%} upper bound); claims always right about any share of them could not make the release at "
    "risk. There is no precision to measure.":
        "Der Angriff fand in {attempts:,} Versuchen nichts zu behaupten: Keine Beschreibung, kein Datensatz und keine "
        "Zeile der Freigabe passt auf genau eine Person, oder keine Zeile stimmt mit beiden Sichten einer Person "
        "überein. Höchstens {most} der Personen ließen sich behaupten ({confidence:.0%}-Obergrenze); Behauptungen, "
        "die über einen beliebigen Anteil von ihnen immer stimmen, könnten die Freigabe nicht gefährden. Es gibt "
        "keine Präzision zu messen.",
    "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits "
    "one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed "
    "({confidence:.0%} upper bound); claims always right about {matters} of them would make the release at risk, "
    "so nothing that matters was missed. There is no precision to measure.":
        "Der Angriff fand in {attempts:,} Versuchen nichts zu behaupten: Keine Beschreibung, kein Datensatz und keine "
        "Zeile der Freigabe passt auf genau eine Person, oder keine Zeile stimmt mit beiden Sichten einer Person "
        "überein. Höchstens {most} der Personen ließen sich behaupten ({confidence:.0%}-Obergrenze); Behauptungen, "
        "die über {matters} von ihnen immer stimmen, würden die Freigabe gefährden, also wurde nichts übersehen, "
        "was zählt. Es gibt keine Präzision zu messen.",
    "The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits "
    "one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed "
    "({confidence:.0%} upper bound); claims always right about {matters} of them would already make the release at "
    "risk, so safe cannot be claimed yet: {needed:,} attempts without a claim would decide it.":
        "Der Angriff fand in {attempts:,} Versuchen nichts zu behaupten: Keine Beschreibung, kein Datensatz und keine "
        "Zeile der Freigabe passt auf genau eine Person, oder keine Zeile stimmt mit beiden Sichten einer Person "
        "überein. Höchstens {most} der Personen ließen sich behaupten ({confidence:.0%}-Obergrenze); Behauptungen, "
        "die über {matters} von ihnen immer stimmen, würden die Freigabe schon gefährden, daher lässt sich „sicher“ "
        "noch nicht sagen: {needed:,} Versuche ohne Behauptung würden es entscheiden.",
    "release {release!r} {note}": "Freigabe {release!r}: {note}",
    "release {release!r} does not publish {columns}: with no known sets given, its attacker knows the audited "
    "columns it publishes":
        "Freigabe {release!r} veröffentlicht {columns} nicht: Da keine bekannten Mengen angegeben sind, kennt ihr "
        "Angreifer die geprüften Spalten, die sie veröffentlicht",
    "{attack} was not run on release {release!r}: it learns from {needs}, which this release does not have (name it "
    "with --attack {attack} to run it all the same)":
        "{attack} wurde auf Freigabe {release!r} nicht ausgeführt: Er lernt aus {needs}, die diese Freigabe nicht "
        "hat (nennen Sie ihn mit --attack {attack}, um ihn trotzdem auszuführen)",
    "{file}: the file changed since the audit was saved or the window loaded it (sha256 differs); the audit runs on "
    "its current content":
        "{file}: Die Datei hat sich geändert, seit die Prüfung gespeichert oder vom Fenster geladen wurde (sha256 "
        "weicht ab); die Prüfung läuft auf ihrem jetzigen Inhalt",
    "known set {known} includes the secret {secret!r}; skipped for that secret":
        "die bekannte Menge {known} enthält die sensible Variable {secret!r}; für diese übersprungen",
    "{file}: counts for values of the secret {secret!r} the original never holds (e.g. {example!r}), left out":
        "{file}: Häufigkeiten zu Werten der sensiblen Variablen {secret!r}, die im Original nie vorkommen (z. B. "
        "{example!r}), ausgelassen",
    "the cluster's workers are daemon processes, which may start no process: the attacks ran inside them, each "
    "stopped at Cancel, its time limit or its memory limit as far as a thread can be (docs/cluster.md)":
        "Die Worker des Clusters sind Daemon-Prozesse, die keine Prozesse starten dürfen: Die Angriffe liefen in "
        "ihnen, jeder beim Abbrechen, an seinem Zeitlimit oder seinem Speicherlimit so weit gestoppt, wie es ein "
        "Thread sein kann (docs/cluster.md)",
    "ALC below −1": "ALC unter −1",
    "ALC {alc:.2f}": "ALC {alc:.2f}",
    "no advantage (below −1)": "kein Vorteil (unter −1)",
    "The verdict follows ALC alone, as the settings ask.": "Die Bewertung folgt, wie eingestellt, allein dem ALC.",
    "The attacker is right {precision:.0%} of the time for {predictions:,} of the targets ({share}): too few to be "
    "sure of, but enough to make the release at risk if it holds; about {more:,} attempts would settle it.":
        "Der Angreifer liegt bei {predictions:,} der Ziele ({share}) in {precision:.0%} der Fälle richtig: zu wenige, "
        "um sicher zu sein, aber genug, um die Freigabe zu gefährden, wenn es sich bestätigt; etwa {more:,} Versuche "
        "würden es klären.",
    "the attacker is right for {share} of people {attack:.0%} of the time, against {baseline:.0%} for the baseline "
    "on the same people (precision improvement {improvement:.2f}, {band})":
        "liegt der Angreifer für {share} der Personen in {attack:.0%} der Fälle richtig, gegenüber {baseline:.0%} für "
        "das Basismodell bei denselben Personen (Präzisionsgewinn {improvement:.2f}, {band})",
    "At equal coverage {same_people}; ALC reads {band} ({alc}) because the baseline's best point, {precision:.0%} "
    "right for {share} of people, scores about as high on PRC as the attack's.":
        "Bei gleicher Abdeckung {same_people}; der ALC ergibt {band} ({alc}), weil der beste Punkt des Basismodells, "
        "{precision:.0%} richtig für {share} der Personen, in der PRC etwa so hoch liegt wie der des Angriffs.",
    "ALC reads {band} ({alc}) from the attack's best point, {precision:.0%} right for {share} of people; at equal "
    "coverage {same_people}.":
        "Der ALC ergibt {band} ({alc}) aus dem besten Punkt des Angriffs, {precision:.0%} richtig für {share} der "
        "Personen; bei gleicher Abdeckung {same_people}.",
    "the demo's attack(s) {attacks} are not installed: the demo runs the named ones":
        "der/die Angriff(e) {attacks} der Demo sind nicht installiert: Die Demo führt die genannten aus",
    "the demo's attack(s) {attacks} are not installed: the demo runs every installed attack instead":
        "der/die Angriff(e) {attacks} der Demo sind nicht installiert: Die Demo führt stattdessen jeden installierten "
        "Angriff aus",
    "no membership attack is installed: the demo's membership audit is left out (install "
    "anonguard-membership-attacks to run it)":
        "kein Mitgliedschaftsangriff ist installiert: Die Prüfung der Mitgliedschaft der Demo entfällt (installieren "
        "Sie anonguard-membership-attacks, um sie auszuführen)",
    "the membership attack(s) {attacks} are not installed: left out of the demo":
        "der/die Mitgliedschaftsangriff(e) {attacks} sind nicht installiert: in der Demo ausgelassen",
    "no identity attack is installed: the demo's singling out, linkability and record linkage are left out (install "
    "anonguard-identity-attacks to run them)":
        "kein Identitätsangriff ist installiert: Herausgreifen, Verknüpfbarkeit und Datensatzverknüpfung der Demo "
        "entfallen (installieren Sie anonguard-identity-attacks, um sie auszuführen)",
    "the identity attack(s) {attacks} are not installed: left out of the demo":
        "der/die Identitätsangriff(e) {attacks} sind nicht installiert: in der Demo ausgelassen",
    "the scenarios ran one after another in the audit's process: the audit could not be sent to worker processes "
    "({kind}: {problem})":
        "die Szenarien liefen nacheinander im Prozess der Prüfung: Die Prüfung ließ sich nicht an Worker-Prozesse "
        "senden ({kind}: {problem})",
    # why a run stopped (the Results page's "Halted because")
    "decided": "entschieden",
    "exhausted": "alle angegriffen",
    "work-budget": "Arbeitsbudget",
    "time-budget": "Zeitlimit",
    "max-attempts": "Versuchsgrenze",
    "complete": "vollständig",
    "sampled {count} of {total} candidates": "{count} von {total} Kandidaten als Stichprobe",
    # identity attacks
    "given an id column ({column!r})": "mit einer Kennungsspalte ({column!r}) angegeben",
    "release {release!r} publishes count tables, not records: the identity attacks single out, link and "
    "re-identify records; its counts are measured by the attribute attacks that read them":
        "Freigabe {release!r} veröffentlicht Häufigkeitstabellen, keine Datensätze: Die Identitätsangriffe greifen "
        "Datensätze heraus, verknüpfen und re-identifizieren sie; ihre Häufigkeiten messen die Attributangriffe, die "
        "sie lesen",
    "said to be in the original's order": "als in der Reihenfolge des Originals angegeben",
    "identity attacks: {members} of the original's people are the members claims are about, {others} stand in for "
    "people the release says nothing about (the baseline)":
        "Identitätsangriffe: {members} Personen des Originals sind die Mitglieder, um die es in den Behauptungen "
        "geht, {others} stehen für Personen, über die die Freigabe nichts sagt (das Basismodell)",
    "record linkage on release {release!r}: {how}": "Datensatzverknüpfung auf Freigabe {release!r}: {how}",
    "release {release!r} is synthetic: no row of it was made from one person's record, so no claim that a row is a "
    "person can be right or wrong; its singling out and linkability are measured":
        "Freigabe {release!r} ist synthetisch: Keine ihrer Zeilen entstand aus dem Datensatz einer Person, daher kann "
        "keine Behauptung, eine Zeile sei eine Person, richtig oder falsch sein; Herausgreifen und Verknüpfbarkeit "
        "werden gemessen",
    "identity attacks: release {release!r} is {what}, but the audit has no release of that label (its releases: "
    "{releases}); left out":
        "Identitätsangriffe: Freigabe {release!r} ist {what}, aber die Prüfung hat keine Freigabe dieses Namens "
        "(ihre Freigaben: {releases}); ausgelassen",
    "record linkage needs the release rows' ids: keep the internal id column in a copy of the release and name it "
    "(--row-ids LABEL=COLUMN, or 'Rows' ids' in the Identity attacks box of the Scenario page), or state that its "
    "rows are in the original's order (--in-order LABEL)":
        "die Datensatzverknüpfung braucht die Kennungen der Zeilen der Freigabe: Behalten Sie die interne "
        "Kennungsspalte in einer Kopie der Freigabe und nennen Sie sie (--row-ids NAME=SPALTE, oder „Kennungen der "
        "Zeilen“ im Feld Identitätsangriffe der Seite Szenario), oder geben Sie an, dass ihre Zeilen in der "
        "Reihenfolge des Originals stehen (--in-order NAME)",
    "whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} "
    "rows are people of the original":
        "wessen Zeile welche ist, aus ihrer Spalte {column!r} gelesen ({entity!r} des Originals): {people:,} ihrer "
        "{rows:,} Zeilen sind Personen des Originals",
    "whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} "
    "rows are people of the original, {unknown:,} rows have no id or one the original holds twice and are left "
    "unjudged":
        "wessen Zeile welche ist, aus ihrer Spalte {column!r} gelesen ({entity!r} des Originals): {people:,} ihrer "
        "{rows:,} Zeilen sind Personen des Originals, {unknown:,} Zeilen haben keine Kennung oder eine, die das "
        "Original zweimal hat, und bleiben unbeurteilt",
    "release {release!r} has {rows:,} rows and the original {original:,}: its rows cannot be in the original's "
    "order, as the audit file says; give the release rows' ids instead (--row-ids LABEL=COLUMN)":
        "Freigabe {release!r} hat {rows:,} Zeilen und das Original {original:,}: Ihre Zeilen können nicht, wie die "
        "Prüfdatei sagt, in der Reihenfolge des Originals stehen; geben Sie stattdessen die Kennungen der Zeilen an "
        "(--row-ids NAME=SPALTE)",
    "whose row is whose as stated: rows in the original's order":
        "wessen Zeile welche ist, wie angegeben: Zeilen in der Reihenfolge des Originals",
    "every row of {file} (release {release!r}) fits several original records on every column it shares with the "
    "original, so whose row is whose cannot be inferred; {needs_ids}":
        "jede Zeile von {file} (Freigabe {release!r}) passt in jeder Spalte, die sie mit dem Original teilt, auf "
        "mehrere Datensätze des Originals, daher lässt sich nicht erschließen, wessen Zeile welche ist; {needs_ids}",
    "whose row is whose inferred: each of its {rows:,} rows fits exactly one original record on every column (it "
    "only generalizes and suppresses)":
        "wessen Zeile welche ist, erschlossen: Jede ihrer {rows:,} Zeilen passt in jeder Spalte auf genau einen "
        "Datensatz des Originals (sie verallgemeinert und unterdrückt nur)",
    "whose row is whose inferred for {judged:,} of its {rows:,} rows, each fitting exactly one original record on "
    "every column; the other {others:,} fit several (as a k-anonymous class's rows do) and are left unjudged: record "
    "linkage is judged on the people whose row is known, who are the easier to tell apart":
        "wessen Zeile welche ist, erschlossen für {judged:,} ihrer {rows:,} Zeilen, die jeweils in jeder Spalte auf "
        "genau einen Datensatz des Originals passen; die übrigen {others:,} passen auf mehrere (wie die Zeilen einer "
        "k-anonymen Klasse) und bleiben unbeurteilt: Die Datensatzverknüpfung wird an den Personen beurteilt, deren "
        "Zeile bekannt ist, und diese sind leichter zu unterscheiden",
    "inferring whose row is whose would compare {pairs:,} pairs of release and original rows (too few columns are "
    "published exactly to narrow them down); {needs_ids}":
        "zu erschließen, wessen Zeile welche ist, verglich {pairs:,} Paare von Zeilen der Freigabe und des Originals "
        "(zu wenige Spalten sind exakt veröffentlicht, um sie einzugrenzen); {needs_ids}",
    "{column} ({share:.0%} of its values)": "{column} ({share:.0%} ihrer Werte)",
    "{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column; values "
    "no original record holds are in {columns}: the release changes values (rounding, noise, swapping or "
    "synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}":
        "{unfit:,} der {rows:,} Zeilen von {file} (Freigabe {release!r}) passen nicht in jeder Spalte auf einen "
        "Datensatz des Originals; Werte, die kein Datensatz des Originals hat, stehen in {columns}: Die Freigabe "
        "verändert Werte (Rundung, Rauschen, Vertauschen oder Synthese), statt nur zu verallgemeinern und zu "
        "unterdrücken, daher lässt sich nicht erschließen, wessen Zeile welche ist; {needs_ids}",
    "{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column: the "
    "release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose "
    "row is whose cannot be inferred; {needs_ids}":
        "{unfit:,} der {rows:,} Zeilen von {file} (Freigabe {release!r}) passen nicht in jeder Spalte auf einen "
        "Datensatz des Originals: Die Freigabe verändert Werte (Rundung, Rauschen, Vertauschen oder Synthese), statt "
        "nur zu verallgemeinern und zu unterdrücken, daher lässt sich nicht erschließen, wessen Zeile welche ist; "
        "{needs_ids}",
    "The right claims single people out through {keys}: top-code, round or band {numbers}; merge the rare "
    "categories of {categories}.":
        "Die richtigen Behauptungen greifen Personen über {keys} heraus: {numbers} oben abschneiden, runden oder in "
        "Klassen einteilen; die seltenen Kategorien von {categories} zusammenlegen.",
    "The right claims single people out through {keys}: top-code, round or band {numbers}.":
        "Die richtigen Behauptungen greifen Personen über {keys} heraus: {numbers} oben abschneiden, runden oder in "
        "Klassen einteilen.",
    "The right claims single people out through {keys}: merge the rare categories of {categories}.":
        "Die richtigen Behauptungen greifen Personen über {keys} heraus: die seltenen Kategorien von {categories} "
        "zusammenlegen.",
    "{names} and {last}": "{names} und {last}",
    "Raise the claims per attack (--identity-targets, 'Claims per attack' in the window) to {needed:,}.":
        "Erhöhen Sie die Behauptungen je Angriff (--identity-targets, „Behauptungen je Angriff“ im Fenster) auf "
        "{needed:,}.",
    "The original's {members:,} members allow no more attempts than that: on an original of this size this attack "
    "cannot show the release safe.":
        "Die {members:,} Mitglieder des Originals erlauben nicht mehr Versuche: Auf einem Original dieser Größe kann "
        "dieser Angriff die Freigabe nicht als sicher zeigen.",
    # membership
    "release made here by {generator} from {members} rows; {others} rows held back as non-members":
        "Freigabe hier von {generator} aus {members} Zeilen erzeugt; {others} Zeilen als Nichtmitglieder "
        "zurückgehalten",
    "{count} non-members given to the attacker as reference data, never scored":
        "{count} Nichtmitglieder dem Angreifer als Referenzdaten gegeben, nie bewertet",
    # re-identification
    "the scenario is a sample whose members are not known, but no survey weight is named: the file is its own "
    "population, so the prosecutor reading (k-anonymity) decides":
        "das Szenario ist eine Stichprobe, deren Mitglieder nicht bekannt sind, aber kein Hochrechnungsgewicht ist "
        "genannt: Die Datei ist ihre eigene Grundgesamtheit, daher entscheidet die Lesart des Anklägers "
        "(k-Anonymität)",
    "{file} has no survey weight column {weight!r}: its risk is measured without weights (1 / class size)":
        "{file} hat keine Spalte {weight!r} mit dem Hochrechnungsgewicht: Ihr Risiko wird ohne Gewichte gemessen "
        "(1 / Klassengröße)",
    "release {release!r} publishes only count tables: it has no records whose re-identification risk could be "
    "measured":
        "Freigabe {release!r} veröffentlicht nur Häufigkeitstabellen: Sie hat keine Datensätze, deren Risiko der "
        "Re-Identifikation sich messen ließe",
    "the key-set search found no combination to measure":
        "die Suche nach Schlüsselmengen fand keine Kombination zum Messen",
    "{file} has no key variable {key!r}: the key set {keys} is not measured on it; publish the column or drop it "
    "from the key set":
        "{file} hat keine Schlüsselvariable {key!r}: Die Schlüsselmenge {keys} wird auf ihr nicht gemessen; "
        "veröffentlichen Sie die Spalte oder nehmen Sie sie aus der Schlüsselmenge",
    "{file}: {problem}": "{file}: {problem}",
    "{file}: key variable {key!r} holds {distinct:,} different values in {records:,} records, so nearly every "
    "record is unique on it alone as written. If it is a record id, leave it out of the key sets; if the intruder "
    "knows it only roughly, set an intruder model for it (e.g. {key}=round 1000); to lower the risk, band, round or "
    "top-code it in the release":
        "{file}: Schlüsselvariable {key!r} hat {distinct:,} verschiedene Werte in {records:,} Datensätzen, so wie "
        "geschrieben ist daher fast jeder Datensatz allein durch sie eindeutig. Ist sie eine Datensatzkennung, "
        "nehmen Sie sie aus den Schlüsselmengen; kennt der Angreifer sie nur ungefähr, legen Sie ein Angreifermodell "
        "für sie fest (z. B. {key}=round 1000); um das Risiko zu senken, teilen Sie sie in der Freigabe in Klassen "
        "ein, runden Sie sie oder schneiden Sie sie oben ab",
    "who is in the file can be known (prosecutor: k-anonymity)":
        "wer in der Datei ist, kann bekannt sein (Ankläger: k-Anonymität)",
    "a sample whose members are not known (weighted individual risk)":
        "eine Stichprobe, deren Mitglieder nicht bekannt sind (gewichtetes individuelles Risiko)",
    "synthetic rows that fit exactly one real person": "synthetische Zeilen, die auf genau eine echte Person passen",
    "a synthetic release: read by the real people its rows fit":
        "eine synthetische Freigabe: gelesen nach den echten Personen, auf die ihre Zeilen passen",
    "the intruder cannot know who is in the sample (weighted individual risk above {threshold:g})":
        "der Angreifer kann nicht wissen, wer in der Stichprobe ist (gewichtetes individuelles Risiko über "
        "{threshold:g})",
    "no survey weight, so the intruder's file is its own population (prosecutor, k = {k})":
        "kein Hochrechnungsgewicht, daher ist die Datei des Angreifers ihre eigene Grundgesamtheit (Ankläger, "
        "k = {k})",
    "the intruder can know who is in the file (prosecutor, k = {k})":
        "der Angreifer kann wissen, wer in der Datei ist (Ankläger, k = {k})",
    "{count:,} of {records:,} synthetic rows ({share:.1%}) fit exactly one real person of the original":
        "{count:,} von {records:,} synthetischen Zeilen ({share:.1%}) passen auf genau eine echte Person des "
        "Originals",
    "{count:,} of {records:,} records ({share:.1%}) have an individual risk above {threshold:g}":
        "{count:,} von {records:,} Datensätzen ({share:.1%}) haben ein individuelles Risiko über {threshold:g}",
    "{count:,} of {records:,} records ({share:.1%}) are in a key combination shared by fewer than {k}":
        "{count:,} von {records:,} Datensätzen ({share:.1%}) liegen in einer Schlüsselkombination, die weniger als "
        "{k} teilen",
    "{verdict} (seed {seed})": "{verdict} (Startwert {seed})",
    "The verdict differs between seeds: {verdicts}.": "Die Bewertung unterscheidet sich je nach Startwert: {verdicts}.",
    "the sensitive variable {secret!r} has no values in the original: there is nothing to learn; choose another "
    "sensitive variable or check how missing values are written":
        "die sensible Variable {secret!r} hat im Original keine Werte: Es gibt nichts zu erfahren; wählen Sie eine "
        "andere sensible Variable oder prüfen Sie, wie fehlende Werte geschrieben sind",
    "the sensitive variable {secret!r} holds the same value ({value!r}) for every record: there is nothing to learn "
    "about anyone; choose another sensitive variable":
        "die sensible Variable {secret!r} hat für jeden Datensatz denselben Wert ({value!r}): Über niemanden gibt es "
        "etwas zu erfahren; wählen Sie eine andere sensible Variable",
    # a scenario's set-up
    "record tables or published count tables": "Datensatztabellen oder veröffentlichten Häufigkeitstabellen",
    "record tables": "Datensatztabellen",
    "published count tables": "veröffentlichten Häufigkeitstabellen",
    "release {release!r} has no column {columns} of the attacker's knowledge: choose key variables the release "
    "holds, or add the column to the release":
        "Freigabe {release!r} hat keine Spalte {columns} aus dem Wissen des Angreifers: Wählen Sie "
        "Schlüsselvariablen, die die Freigabe enthält, oder nehmen Sie die Spalte in die Freigabe auf",
    "published count tables of it or records holding the secret":
        "veröffentlichten Häufigkeitstabellen zu ihr oder Datensätzen mit der sensiblen Variablen",
    "records holding the secret": "Datensätzen mit der sensiblen Variablen",
    "published count tables of it": "veröffentlichten Häufigkeitstabellen zu ihr",
    "attack {attack} learns from {needed}, and release {release!r} has none for {secret!r}: choose attacks that fit "
    "this release":
        "Angriff {attack} lernt aus {needed}, und Freigabe {release!r} hat keine zu {secret!r}: Wählen Sie Angriffe, "
        "die zu dieser Freigabe passen",
    # SUDA and population uniqueness
    "largest MSU size {size} lowered to {count}, the number of key variables":
        "größte MSU-Größe {size} auf {count} gesenkt, die Zahl der Schlüsselvariablen",
    "the file has no records": "die Datei hat keine Datensätze",
    "no record is unique in the file, so none can be unique in the population":
        "kein Datensatz ist in der Datei eindeutig, daher kann keiner in der Grundgesamtheit eindeutig sein",
    "every record is unique in the file, which says nothing about how large the classes are in the population; "
    "treat every record as possibly unique":
        "jeder Datensatz ist in der Datei eindeutig, was nichts darüber sagt, wie groß die Klassen in der "
        "Grundgesamtheit sind; behandeln Sie jeden Datensatz als möglicherweise eindeutig",
    "the likelihood could not be evaluated anywhere the model is defined":
        "die Likelihood ließ sich nirgends auswerten, wo das Modell definiert ist",
    "the likelihood is highest at α = 0 (Ewens' model), where Hoshino's formula for the uniques does not hold; ARX "
    "gives no Pitman estimate there either":
        "die Likelihood ist bei α = 0 am höchsten (Ewens' Modell), wo Hoshinos Formel für die Unikate nicht gilt; "
        "auch ARX gibt dort keine Pitman-Schätzung",
    "the likelihood keeps growing as α approaches 1, so it has no maximum to fit":
        "die Likelihood wächst weiter, je näher α an 1 kommt, daher hat sie kein Maximum zum Anpassen",
    "the maximum-likelihood fit did not converge": "die Maximum-Likelihood-Anpassung konvergierte nicht",
    "the file is the whole population: its uniques are counted, not estimated":
        "die Datei ist die ganze Grundgesamtheit: Ihre Unikate werden gezählt, nicht geschätzt",
    "the fitted model puts more uniques in the population than it has people":
        "das angepasste Modell setzt mehr Unikate in die Grundgesamtheit, als sie Personen hat",
    "no class of the file has exactly 2 records, and SNB is fitted to the classes of size 1 and 2":
        "keine Klasse der Datei hat genau 2 Datensätze, und SNB wird an die Klassen der Größe 1 und 2 angepasst",
    "no shifted negative binomial reproduces the file's classes of size 1 and 2":
        "keine verschobene negative Binomialverteilung gibt die Klassen der Größe 1 und 2 der Datei wieder",
    "the SNB equations have more than one solution, with different numbers of uniques":
        "die SNB-Gleichungen haben mehr als eine Lösung, mit unterschiedlich vielen Unikaten",
    "{reason}; ARX reports 0 here as well": "{reason}; ARX gibt hier ebenfalls 0 an",
    "the file is the whole population: the population uniques are its sample uniques, counted":
        "die Datei ist die ganze Grundgesamtheit: Die Unikate der Grundgesamtheit sind ihre Stichprobenunikate, "
        "gezählt",
    "sampling fraction {fraction:.4g} is at most {limit:.0%}: Dankar et al.'s rule takes Pitman":
        "Auswahlsatz {fraction:.4g} ist höchstens {limit:.0%}: Die Regel von Dankar et al. nimmt Pitman",
    "sampling fraction {fraction:.4g} is above {limit:.0%}: Dankar et al.'s rule takes the smaller of Zayatz and SNB":
        "Auswahlsatz {fraction:.4g} liegt über {limit:.0%}: Die Regel von Dankar et al. nimmt den kleineren Wert aus "
        "Zayatz und SNB",
    "Pitman gives no estimate ({reason}), so the rule falls back to Zayatz":
        "Pitman gibt keine Schätzung ({reason}), daher greift die Regel auf Zayatz zurück",
    "SNB gives no estimate ({reason}), so the rule takes Zayatz":
        "SNB gibt keine Schätzung ({reason}), daher nimmt die Regel Zayatz",
    # the measures of a key set (the Re-identification page's table)
    "Records": "Datensätze",
    "Sample uniques": "Stichprobenunikate",
    "Violating {k}-anonymity": "{k}-Anonymität verletzt",
    "Expected re-identifications": "Erwartete Re-Identifikationen",
    "Records above the acceptable risk": "Datensätze über dem vertretbaren Risiko",
    "Highest individual risk": "Höchstes individuelles Risiko",
    "Records matching exactly one original record": "Datensätze, die auf genau einen Datensatz des Originals passen",
    "Expected re-identifications, households": "Erwartete Re-Identifikationen, Haushalte",
    "Prosecutor: highest / average risk": "Ankläger: höchstes / mittleres Risiko",
    "Prosecutor: records at risk": "Ankläger: gefährdete Datensätze",
    "Journalist: highest / average risk": "Journalist: höchstes / mittleres Risiko",
    "Marketer: share re-identified": "Vermarkter: Anteil re-identifiziert",
    "Population uniques (Dankar et al.'s choice)": "Unikate der Grundgesamtheit (Wahl nach Dankar et al.)",
    "Records with a special unique (SUDA)": "Datensätze mit einem speziellen Unikat (SUDA)",
    "Highest DIS-SUDA score": "Höchster DIS-SUDA-Wert",
    "{secret}: distinct / entropy l-diversity": "{secret}: l-Diversität, verschiedene Werte / Entropie",
    "{secret}: t-closeness": "{secret}: t-Closeness",
    "Reading: {reading}": "Lesart: {reading}",
    "Reading the band follows": "Lesart, der die Bewertung folgt",
    "{band} ({reading})": "{band} ({reading})",
    "Measures of {keys}": "Maße von {keys}",
    "Measure": "Maß",
    "Prosecutor: the intruder knows the person is in the file. Journalist: matches against the population. "
    "Marketer: re-identifies as many records as possible. l-diversity: the fewest different values of the sensitive "
    "variable in a class; t-closeness: how far the farthest class's values lie from the whole file's.":
        "Ankläger: Der Angreifer weiß, dass die Person in der Datei ist. Journalist: gleicht mit der Grundgesamtheit "
        "ab. Vermarkter: re-identifiziert so viele Datensätze wie möglich. l-Diversität: die wenigsten "
        "verschiedenen Werte der sensiblen Variablen in einer Klasse; t-Closeness: wie weit die Werte der "
        "entferntesten Klasse von denen der ganzen Datei liegen.",
    "not available: {reason}": "nicht verfügbar: {reason}",
    # the verdict
    "{count} result(s) could not be measured (listed above, with why); until they are, no release they concern can "
    "be called safe.":
        "{count} Ergebnis(se) konnten nicht gemessen werden (oben aufgeführt, mit Grund); solange das so bleibt, kann "
        "keine betroffene Freigabe sicher genannt werden.",
    "{attack} failed ({error}): run it again, or leave it out":
        "{attack} ist fehlgeschlagen ({error}): Führen Sie ihn erneut aus oder lassen Sie ihn weg",
    "no reason given": "kein Grund angegeben",
    "{attack} was cancelled before it measured anything: run it again":
        "{attack} wurde abgebrochen, bevor er etwas gemessen hat: Führen Sie ihn erneut aus",
}

CHARTS: dict[str, str] = {
    "coverage (recall, log scale)": "Abdeckung (Recall, logarithmisch)",
    "precision": "Präzision",
    "attack precision": "Präzision des Angriffs",
    "baseline precision": "Präzision des Basismodells",
    "{attack} on {release}: {secret} — ALC {alc}": "{attack} auf {release}: {secret} — ALC {alc}",
    "attack operating point, PRC {prc:.3f}": "Arbeitspunkt des Angriffs, PRC {prc:.3f}",
    "attack operating point, PRC {prc:.3f} (not significant)":
        "Arbeitspunkt des Angriffs, PRC {prc:.3f} (nicht signifikant)",
    "baseline operating point, PRC {prc:.3f}": "Arbeitspunkt des Basismodells, PRC {prc:.3f}",
    "baseline operating point, PRC {prc:.3f} (not significant)":
        "Arbeitspunkt des Basismodells, PRC {prc:.3f} (nicht signifikant)",
    "below −1 ({band})": "unter −1 ({band})",
    "{alc:.2f} [{low:.2f}, {high:.2f}] ({band})": "{alc:.2f} [{low:.2f}; {high:.2f}] ({band})",
    "serious": "ernst",
    "at-risk": "gefährdet",
    "baseline precision on the attack's predictions": "Präzision des Basismodells auf den Vorhersagen des Angriffs",
    "attack precision on the attack's predictions": "Präzision des Angriffs auf seinen Vorhersagen",
    "largest sure improvement: {improvement:.2f} [{low:.2f}, {high:.2f}]":
        "größter sicherer Gewinn: {improvement:.2f} [{low:.2f}; {high:.2f}]",
    "{attack} on {release}: {secret} — at equal coverage": "{attack} auf {release}: {secret} — bei gleicher Abdeckung",
    "known set {number}": "bekannte Menge {number}",
    "ALC (below −1 clipped), 95% intervals": "ALC (unter −1 abgeschnitten), 95-%-Intervalle",
    "ALC per result; colour: verdict": "ALC je Ergebnis; Farbe: Bewertung",
    "false-positive rate (log)": "Falsch-positiv-Rate (log.)",
    "true-positive rate (log)": "Richtig-positiv-Rate (log.)",
    "chance (independent release)": "Zufall (unabhängige Freigabe)",
    "{attack} (AUC {auc:.3f})": "{attack} (AUC {auc:.3f})",
    " 1 false claim": " 1 falsche Behauptung",
    "ROC: {attack} on {release} ({members:,} members, {non_members:,} non-members)":
        "ROC: {attack} auf {release} ({members:,} Mitglieder, {non_members:,} Nichtmitglieder)",
    "recall (share of members claimed, log)": "Recall (Anteil der behaupteten Mitglieder, log.)",
    "{odds} (realistic)": "{odds} (realistisch)",
    "precision per skew (dashed: claiming everyone)": "Präzision je Verhältnis (gestrichelt: alle behaupten)",
    "members :\nnon-members": "Mitglieder :\nNichtmitglieder",
    "share of the records": "Anteil der Datensätze",
    "records sharing the key combination (class size)": "Datensätze mit gleichen Schlüsseln (Klassengröße)",
    "≤{high:g}": "≤{high:g}",
    "individual risk of re-identification": "individuelles Risiko der Re-Identifikation",
    "right of it: above {threshold:g}": "rechts davon: über {threshold:g}",
    "contribution to the special uniques (%)": "Beitrag zu den speziellen Unikaten (%)",
    # the window's hints on an empty chart
    "select a result to see its curves": "Ergebnis wählen, um seine Kurven zu sehen",
    "select a membership result to see its ROC": "Ergebnis der Mitgliedschaft wählen, um seine ROC zu sehen",
    "precision at realistic skews": "Präzision bei realistischen Verhältnissen",
}
