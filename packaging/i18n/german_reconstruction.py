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
}
