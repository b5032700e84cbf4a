"""The German translations of why a result failed (context "Messages", issue 32 item 8): what AnonGuard writes
when a plugin's work fails in its process (time and memory limits, a killed or crashed process), when a worker
or a cluster's task is lost, when an answer breaks the plugins' contract, and when the baseline cannot be
fitted; merged into `fill_de.GERMAN`, the terms fill_de's. A plugin's own words fill {error} as it wrote them.

{what} names the plugin ("the attack", "the baseline model {model}", ...): translated on its own, so every
sentence holds it as its subject (nominative), and no pronoun has to agree with its gender."""

ERRORS: dict[str, str] = {
    # -- the plugin named (anonguard/engine/running/isolation.py's `what`) -------------------------------------------
    "the attack": "der Angriff",
    "attack {attack}": "Angriff {attack}",
    "identity attack {attack}": "Identitätsangriff {attack}",
    "the attack {attack} on part of a release": "der Angriff {attack} auf einem Teil einer Freigabe",
    "the baseline model {model}": "das Basismodell {model}",
    "the target selector {selector}": "der Zielselektor {selector}",
    "the generator {generator}": "der Generator {generator}",
    # -- a plugin's process (anonguard/engine/running/isolation.py) ---------------------------------------------------
    "{kind}: {error}": "{kind}: {error}",
    "{what} cannot run in a process of its own ({error}); define its class at module level, or turn off "
    "limits.isolate to run it inside the audit's process":
        "{what} kann nicht in einem eigenen Prozess laufen ({error}); definieren Sie die Klasse auf Modulebene, oder "
        "schalten Sie limits.isolate aus: Dann läuft alles im Prozess der Prüfung",
    "{what} or what it works on cannot be copied ({error}); define its class at module level, or turn off "
    "limits.isolate":
        "{what} oder seine Eingaben lassen sich nicht kopieren ({error}); definieren Sie die Klasse auf Modulebene, "
        "oder schalten Sie limits.isolate aus",
    "{what} exceeded its time limit of {limit:g} s and was stopped (setting limits.attack_seconds)":
        "{what} hat das Zeitlimit von {limit:g} s überschritten und wurde gestoppt (Einstellung limits.attack_seconds)",
    "{what} grew its Dask worker's memory beyond its limit of {limit:,.0f} MB and was stopped (setting "
    "limits.memory_mb)":
        "{what} ließ den Speicher des Dask-Workers über das Limit von {limit:,.0f} MB wachsen und wurde gestoppt "
        "(Einstellung limits.memory_mb)",
    "{what}'s process was killed ({signal}), most likely by the system for running out of memory; lower "
    "limits.memory_mb to have it stopped sooner":
        "{what}: Der Prozess wurde beendet ({signal}), höchstwahrscheinlich vom System, weil der Speicher ausging; "
        "senken Sie limits.memory_mb, damit er früher gestoppt wird",
    "{what}'s process crashed ({signal}): a fault in native code":
        "{what}: Der Prozess ist abgestürzt ({signal}): ein Fehler in nativem Code",
    "{what}'s process ended abruptly with exit code {code} (the plugin ended its own process, e.g. with os._exit)":
        "{what}: Der Prozess endete abrupt mit dem Exit-Code {code} (das Plugin hat seinen eigenen Prozess beendet, "
        "z. B. mit os._exit)",
    "{error} ({what} ran out of memory: its limit of {limit:,.0f} MB; setting limits.memory_mb)":
        "{error} ({what} hatte nicht genug Speicher: Limit {limit:,.0f} MB; Einstellung limits.memory_mb)",
    "{error} ({what} ran out of memory: the machine's memory; setting limits.memory_mb)":
        "{error} ({what} hatte nicht genug Speicher: Der Speicher des Rechners ist erschöpft; Einstellung "
        "limits.memory_mb)",
    # -- worker processes and the cluster (anonguard/engine/running/executors.py, cluster.py) -------------------------
    "the worker process running it stopped before it finished (killed, or out of memory) in two tries; the other "
    "scenarios are kept: run it again alone, or with more memory":
        "der Worker-Prozess, der es ausführte, endete in zwei Versuchen vorzeitig (beendet oder ohne Speicher); die "
        "anderen Szenarien bleiben erhalten: Führen Sie es allein oder mit mehr Speicher erneut aus",
    "its worker failed outside the attack: {error}": "sein Worker ist außerhalb des Angriffs gescheitert: {error}",
    "its task failed on the cluster: {error}": "seine Aufgabe ist auf dem Cluster gescheitert: {error}",
    "the Dask cluster has no workers: start some with 'dask worker ADDRESS'":
        "der Dask-Cluster hat keine Worker: Starten Sie welche mit 'dask worker ADRESSE'",
    "{package} ({components}) on {workers}": "{package} ({components}) auf {workers}",
    "{package} ({components}; they have {version}) on {workers}":
        "{package} ({components}; sie haben {version}) auf {workers}",
    "the cluster's workers lack the plugins this audit runs: {lacking}. Install the same versions on every worker "
    "with pip (docs/cluster.md)":
        "den Workern des Clusters fehlen Plugins, die diese Prüfung ausführt: {lacking}. Installieren Sie auf jedem "
        "Worker dieselben Versionen mit pip (docs/cluster.md)",
    # -- a run's own checks (anonguard/engine/audit.py, attack_loop.py, membership.py, secret.py) ------------
    "no targets to attack: the selector chose nobody": "keine Ziele anzugreifen: Der Selektor hat niemanden gewählt",
    "release {release!r} has no table with the secret column {secret!r}":
        "Freigabe {release!r} hat keine Tabelle mit der Spalte der sensiblen Variable {secret!r}",
    "{what} gave open predictions for some batches only": "{what} machte nur in einigen Schritten offene Vorhersagen",
    "{attack} returned {shape} scores for {count} candidates, or a score that is NaN or infinite":
        "{attack} gab {shape} Scores für {count} Kandidaten zurück, oder einen Score, der NaN oder unendlich ist",
    "too few candidates were scored to measure anything": "zu wenige Kandidaten haben einen Score, um etwas zu messen",
    "{what} predicted {value!r}: predict the encoded secret (a number)":
        "{what} sagte {value!r} vorher: Sagen Sie die kodierte sensible Variable vorher (eine Zahl)",
    "{what} predicted values that are not category codes; predict the secret's integer codes":
        "{what} sagte Werte vorher, die keine Kategoriecodes sind; sagen Sie die ganzzahligen Codes der sensiblen "
        "Variable vorher",
    # -- the baseline (anonguard/engine/attribute/baseline.py) ----------------------------------------------------------
    "no baseline models are installed or enabled; enable at least one in the settings":
        "keine Basismodelle sind installiert oder aktiviert; aktivieren Sie mindestens eines in den Einstellungen",
    "chosen, but could not be refitted on a hold-out block ({error}); the next best candidate was used from then on":
        "gewählt, ließ sich aber auf einem zurückgehaltenen Block nicht erneut anpassen ({error}); ab da wurde der "
        "nächstbeste Kandidat verwendet",
    "no baseline model could be fitted on the hold-out blocks (last: {model}: {error})":
        "kein Basismodell ließ sich auf den zurückgehaltenen Blöcken anpassen (zuletzt: {model}: {error})",
    "no rows are left to fit the baseline once the targets are held out; the original is too small":
        "ohne die Ziele bleiben keine Zeilen, um das Basismodell anzupassen; das Original ist zu klein",
    "{model}: {error}": "{model}: {error}",
    "no baseline model could be fitted ({reasons})": "kein Basismodell ließ sich anpassen ({reasons})",
    # -- answers that break the plugins' contract (anonguard/plugins/api.py) ----------------------------------
    "{what} returned {shape} values for {n} targets": "{what} gab {shape} Werte für {n} Ziele zurück",
    "{what} returned {shape} rank scores for {n} targets": "{what} gab {shape} Rangwerte für {n} Ziele zurück",
    "{what} returned {shape} abstain flags for {n} targets":
        "{what} gab {shape} Enthaltungsmarken für {n} Ziele zurück",
    "{what} returned a rank score that is NaN or infinite": "{what} gab einen Rangwert zurück, der NaN oder unendlich ist",
    "{what} returned open predictions that do not match its {n} targets":
        "{what} gab offene Vorhersagen zurück, die nicht zu den {n} Zielen passen",
    "{what} returned {shape} values of detail {detail!r} for {n} targets":
        "{what} gab {shape} Werte des Details {detail!r} für {n} Ziele zurück",
    "{what} returned {shape} rank scores and {flags} abstain flags for {n} targets":
        "{what} gab {shape} Rangwerte und {flags} Enthaltungsmarken für {n} Ziele zurück",
    "{what} must return one predicate per draw ({n})": "{what} muss ein Prädikat je Ziehung zurückgeben ({n})",
    "{what} returned {shape} links for {n} targets": "{what} gab {shape} Verknüpfungen für {n} Ziele zurück",
    "{what} claimed a link to a record that does not exist (0 to {last})":
        "{what} behauptete eine Verknüpfung zu einem Datensatz, den es nicht gibt (0 bis {last})",
    "selector {selector} returned a mask of {count} values for {rows} rows":
        "Selektor {selector} gab eine Maske mit {count} Werten für {rows} Zeilen zurück",
    "selector {selector} must return integer row positions or a boolean mask, not {dtype}":
        "Selektor {selector} muss ganzzahlige Zeilenpositionen oder eine boolesche Maske zurückgeben, nicht {dtype}",
    "selector {selector} returned row positions outside the {rows} records it was given (0 to {last})":
        "Selektor {selector} gab Zeilenpositionen außerhalb der {rows} Datensätze zurück, die er erhielt (0 bis {last})",
}
