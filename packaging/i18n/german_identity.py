"""The German translations of the identity attacks' texts (the Scenario page's box, the claims' names, their
words on the Results and Verdict pages), merged into `fill_de.GERMAN`; the terms are fill_de's."""

IDENTITY: dict[str, str] = {
    "singling out": "Herausgreifen",
    "linkability": "Verknüpfbarkeit",
    "record linkage": "Datensatzverknüpfung",
    "Identity attacks: singling out, linkability and record linkage":
        "Identitätsangriffe: Herausgreifen, Verknüpfbarkeit und Datensatzverknüpfung",
    "The attacker picks descriptions of one person from the release, links two partial records of the same people "
    "through it, or links a named file to its rows. Each attack is also run on the records of half of the original's "
    "people instead of the release: only what the release adds counts as risk.":
        "Der Angreifer wählt aus der Veröffentlichung Beschreibungen einer einzigen Person, verknüpft über sie zwei "
        "Teildatensätze derselben Personen oder verknüpft eine Datei mit Namen mit ihren Zeilen. Jeder Angriff läuft "
        "auch auf den Datensätzen der Hälfte der Personen des Originals statt auf der Veröffentlichung: Nur was die "
        "Veröffentlichung hinzufügt, zählt als Risiko.",
    "the key variables (role 'known' on the Data page)": "die Schlüsselvariablen (Rolle „bekannt“ auf der Seite Daten)",
    "The columns the identity attacker knows, separated by commas.":
        "Die Spalten, die der Identitätsangreifer kennt, durch Kommas getrennt.",
    "Identity attacker's key variables": "Schlüsselvariablen des Identitätsangreifers",
    "chosen by AnonGuard: the split whose weaker view leaves the fewest look-alikes":
        "von AnonGuard gewählt: die Aufteilung, deren schwächere Sicht die wenigsten Doppelgänger lässt",
    "Linkability's two partial views of the same people, e.g. age,sex,region|education,occupation: no column in both.":
        "Die zwei Teilsichten der Verknüpfbarkeit auf dieselben Personen, z. B. age,sex,region|education,occupation: "
        "keine Spalte in beiden.",
    "Linkability's views": "Sichten der Verknüpfbarkeit",
    "Share of the record-linkage attacker's named records with one key wrong (a year off, a moved region).":
        "Anteil der Datensätze mit Namen des Verknüpfungsangreifers, bei denen ein Schlüssel falsch ist (ein Jahr "
        "daneben, eine andere Region).",
    "Releases made of no one's record (labels, separated by commas): record linkage is not scored on them.":
        "Veröffentlichungen, die aus keinem Datensatz einer Person bestehen (Bezeichnungen, durch Kommas getrennt): "
        "Die Datensatzverknüpfung wird auf ihnen nicht bewertet.",
    "Synthetic releases": "Synthetische Veröffentlichungen",
    "release=id column, e.g. puf=person_id; none: inferred where a release only generalizes and suppresses":
        "Veröffentlichung=Kennungsspalte, z. B. puf=person_id; keine: erschlossen, wo eine Veröffentlichung nur "
        "vergröbert und unterdrückt",
    "Record linkage judges 'this row is this person' only when it knows whose row is whose. Per release, the column "
    "holding the original's entity id of each row (the internal id, kept in a copy of the release), as release=column, "
    "e.g. puf=person_id; several separated by commas. Without it, and unless the rows are in the original's order, "
    "record linkage is not applicable to a release that changes values.":
        "Die Datensatzverknüpfung beurteilt „diese Zeile ist diese Person“ nur, wenn sie weiß, wessen Zeile welche ist. "
        "Je Veröffentlichung die Spalte mit der Personenkennung des Originals für jede Zeile (die interne Kennung, in "
        "einer Kopie der Veröffentlichung behalten), als Veröffentlichung=Spalte, z. B. puf=person_id; mehrere durch "
        "Kommas getrennt. Ohne sie, und wenn die Zeilen nicht in der Reihenfolge des Originals stehen, ist die "
        "Datensatzverknüpfung auf eine Veröffentlichung, die Werte verändert, nicht anwendbar.",
    "Release rows' ids": "Kennungen der Zeilen",
    "Rows' ids (record linkage)": "Kennungen der Zeilen (Datensatzverknüpfung)",
    "Releases whose row i was made from row i of the original (labels, separated by commas): a release made row by "
    "row and not shuffled.":
        "Veröffentlichungen, deren Zeile i aus Zeile i des Originals entstand (Bezeichnungen, durch Kommas getrennt): "
        "eine Zeile für Zeile erstellte, nicht gemischte Veröffentlichung.",
    "Releases in the original's order": "Veröffentlichungen in der Reihenfolge des Originals",
    "Rows in the original's order": "Zeilen in der Reihenfolge des Originals",
    "write each release's id column as release=column, e.g. puf=person_id":
        "die Kennungsspalte jeder Veröffentlichung als Veröffentlichung=Spalte schreiben, z. B. puf=person_id",
    "Descriptions drawn, or people attacked, at most per release and attack.":
        "Höchstens so viele gezogene Beschreibungen oder angegriffene Personen je Veröffentlichung und Angriff.",
    "Key variables": "Schlüsselvariablen",
    "Errors in the named file": "Fehler in der Datei mit Namen",
    "Claims per attack": "Behauptungen je Angriff",
    "write the two views split by '|', e.g. age,sex|region,education":
        "die zwei Sichten durch „|“ getrennt schreiben, z. B. age,sex|region,education",
    "Not changed: {problem}": "Nicht geändert: {problem}",
    "Claim": "Behauptung",
    "What an identity attack claims: that a description fits exactly one person (singling out), that two records "
    "are one person (linkability), or that a release row is a named person (record linkage).":
        "Was ein Identitätsangriff behauptet: dass eine Beschreibung auf genau eine Person passt (Herausgreifen), "
        "dass zwei Datensätze eine Person sind (Verknüpfbarkeit) oder dass eine Zeile der Veröffentlichung eine "
        "namentlich bekannte Person ist (Datensatzverknüpfung).",
    "claim: {claim}": "Behauptung: {claim}",
    "membership inference, by {attack}": "Mitgliedschaftsinferenz, durch {attack}",
    "{kind}, by {attack}": "{kind}, durch {attack}",
    "{claim} (identity attack), by {attack}": "{claim} (Identitätsangriff), durch {attack}",
    "attribute inference of {secret}, by {attack}": "Attributinferenz von {secret}, durch {attack}",
    "Identity attacks, by the worst result: {items}": "Identitätsangriffe, nach dem schlechtesten Ergebnis: {items}",
}
