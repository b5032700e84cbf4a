"""The German translations of the utility measures' messages (engine/utility), merged into `fill_de.GERMAN`;
the terms are fill_de's (a release is a Freigabe)."""

UTILITY: dict[str, str] = {
    "utility: comparing {release}": "Nutzen: Vergleich von {release}",
    "utility: done": "Nutzen: fertig",
    "the utility measure {measure}": "das Nutzenmaß {measure}",
    "{what} failed: {error}": "{what} ist fehlgeschlagen: {error}",
    "a score is not a finite number: {scores}": "ein Wert ist keine endliche Zahl: {scores}",
    "a count table: each published table is compared with the same table counted from the original's rows "
    "(negative counts clipped at 0 before normalizing); its size is its published total":
        "eine Zähltabelle: Jede veröffentlichte Tabelle wird mit derselben Tabelle verglichen, aus den Zeilen des "
        "Originals gezählt (negative Zählwerte vor dem Normieren auf 0 gesetzt); ihre Größe ist ihre veröffentlichte "
        "Summe",
    "{file}: table {table!r}": "{file}: Tabelle {table!r}",
    "{where}: secret {secret!r}": "{where}: sensible Variable {secret!r}",
    "{problem}: the table is not compared": "{problem}: die Tabelle wird nicht verglichen",
    "no published table crosses two columns the original holds: nothing to compare":
        "keine veröffentlichte Tabelle kreuzt zwei Spalten, die das Original hat: nichts zu vergleichen",
    "the release has no rows: nothing to compare": "die Freigabe hat keine Zeilen: nichts zu vergleichen",
    "generalized columns ({columns}) are read over the original's cells: a band as the original's values inside it, "
    "a top or bottom code (>=x, <x) at its end x, a set of categories in the original's proportions, a cell "
    "standing for every value as missing; correlations, IL1s, eigenvalues and propensity read a band at its "
    "midpoint":
        "vergröberte Spalten ({columns}) werden über die Zellen des Originals gelesen: ein Band als die Werte des "
        "Originals darin, eine Top- oder Bottom-Codierung (>=x, <x) an ihrem Ende x, eine Menge von Kategorien in "
        "den Anteilen des Originals, eine Zelle, die für jeden Wert steht, als fehlend; Korrelationen, IL1s, "
        "Eigenwerte und Propensity lesen ein Band über seine Mitte",
    "rows cannot be matched to the original's (no entity id in the release, and it is not listed in "
    "utility.in_order): values changed and IL1s are not measured":
        "die Zeilen lassen sich denen des Originals nicht zuordnen (keine Personenkennung in der Freigabe, und sie "
        "steht nicht in utility.in_order): geänderte Werte und IL1s werden nicht gemessen",
    "the release has no survey weight column {weight!r}: its analyses are unweighted":
        "die Freigabe hat keine Gewichtsspalte {weight!r}: ihre Analysen sind ungewichtet",
    "no kind (categorical or continuous) is given for {columns}":
        "für {columns} ist keine Art (kategorial oder stetig) angegeben",
    "the release's columns ({release}) are not the original's ({original}); the whole-table measures compare the "
    "same columns":
        "die Spalten der Freigabe ({release}) sind nicht die des Originals ({original}); die Maße der ganzen Tabelle "
        "vergleichen dieselben Spalten",
    "the whole-table measures need columns and rows in both tables; the original has {original} rows, the release "
    "{release}, in {columns} columns":
        "die Maße der ganzen Tabelle brauchen Spalten und Zeilen in beiden Tabellen; das Original hat {original} "
        "Zeilen, die Freigabe {release}, in {columns} Spalten",
    # the officer's analyses' notes (engine/utility/analyses.py): "the release {why}", why = "has no row with ..."
    "has no row with {cells}": "hat keine Zeile mit {cells}",
    "has no usable row for it": "hat keine brauchbare Zeile dafür",
    "has no row with a value of {column}": "hat keine Zeile mit einem Wert von {column}",
    "has only one row with a value of {column}": "hat nur eine Zeile mit einem Wert von {column}",
    "has a total of {column} that is not positive (a Gini coefficient needs a positive one)":
        "hat eine Summe von {column}, die nicht positiv ist (ein Gini-Koeffizient braucht eine positive)",
    "has rows that cannot tell this term apart from the others (is the category they are compared with missing?)":
        "hat Zeilen, die diesen Term nicht von den anderen unterscheiden können (fehlt die Vergleichskategorie?)",
    "has too few rows to give this term an interval": "hat zu wenige Zeilen, um diesem Term ein Intervall zu geben",
    "the original {why}: there is nothing to compare": "das Original {why}: es gibt nichts zu vergleichen",
    "has no interval for it": "hat kein Intervall dafür",
    "has no row with a value in every column the analysis uses":
        "hat keine Zeile mit einem Wert in jeder Spalte, die die Analyse verwendet",
    "the release {why}: the term cannot be estimated": "die Freigabe {why}: der Term kann nicht geschätzt werden",
}
