<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AttacksPage</name>
    <message>
        <location filename="../../gui/pages.py" line="29" />
        <source>records</source>
        <translation>records</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="30" />
        <source>published count tables</source>
        <translation>published count tables</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="43" />
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="44" />
        <source>or</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="45" />
        <source>and</source>
        <translation>and</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="46" />
        <source>no: learns from {needs}; these releases hold {has}</source>
        <translation>no: learns from {needs}; these releases hold {has}</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="273" />
        <source>Attacks</source>
        <translation>Attacks</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="274" />
        <source>Target selectors</source>
        <translation>Target selectors</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="275" />
        <source>Baseline models</source>
        <translation>Baseline models</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="276" />
        <source>Release generators</source>
        <translation>Release generators</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="282" />
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="282" />
        <source>Fits these releases</source>
        <translation>Fits these releases</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="282" />
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="283" />
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="283" />
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="284" />
        <source>Plugin catalog: tick the attacks to run</source>
        <translation>Plugin catalog: tick the attacks to run</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="290" />
        <source>Settings of this attack</source>
        <translation>Settings of this attack</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="300" />
        <source>The chosen plugin's description and settings</source>
        <translation>The chosen plugin's description and settings</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="329" />
        <source>Plugins that failed to load</source>
        <translation>Plugins that failed to load</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="332" />
        <source>failed</source>
        <translation>failed</translation>
    </message>
</context>
<context>
    <name>Bands</name>
    <message>
        <location filename="../../gui/models.py" line="43" />
        <source>serious risk</source>
        <translation>serious risk</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="43" />
        <source>at risk</source>
        <translation>at risk</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="44" />
        <source>safe</source>
        <translation>safe</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="44" />
        <source>undetermined</source>
        <translation>undetermined</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="45" />
        <source>not applicable</source>
        <translation>not applicable</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="45" />
        <source>cannot be judged</source>
        <translation>cannot be judged</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="46" />
        <source>The audit cannot call this safe: some results could not be measured (the reasons are listed); fix them and run again.</source>
        <translation>The audit cannot call this safe: some results could not be measured (the reasons are listed); fix them and run again.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="48" />
        <source>Do not publish as it stands.</source>
        <translation>Do not publish as it stands.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="49" />
        <source>Publish only after the board has weighed the risks below.</source>
        <translation>Publish only after the board has weighed the risks below.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="50" />
        <source>The risk is not settled yet: the results below say what would settle it.</source>
        <translation>The risk is not settled yet: the results below say what would settle it.</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="51" />
        <source>No attack did meaningfully better than the statistical baseline.</source>
        <translation>No attack did meaningfully better than the statistical baseline.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../gui/marked_messages.py" line="459" />
        <source>coverage (recall, log scale)</source>
        <translation>coverage (recall, log scale)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="460" />
        <source>precision</source>
        <translation>precision</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="461" />
        <source>attack precision</source>
        <translation>attack precision</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="462" />
        <source>baseline precision</source>
        <translation>baseline precision</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="463" />
        <source>{attack} on {release}: {secret} — ALC {alc}</source>
        <translation>{attack} on {release}: {secret} — ALC {alc}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="464" />
        <source>attack operating point, PRC {prc:.3f}</source>
        <translation>attack operating point, PRC {prc:.3f}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="465" />
        <source>attack operating point, PRC {prc:.3f} (not significant)</source>
        <translation>attack operating point, PRC {prc:.3f} (not significant)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="466" />
        <source>baseline operating point, PRC {prc:.3f}</source>
        <translation>baseline operating point, PRC {prc:.3f}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="467" />
        <source>baseline operating point, PRC {prc:.3f} (not significant)</source>
        <translation>baseline operating point, PRC {prc:.3f} (not significant)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="468" />
        <source>below −1 ({band})</source>
        <translation>below −1 ({band})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="469" />
        <source>{alc:.2f} [{low:.2f}, {high:.2f}] ({band})</source>
        <translation>{alc:.2f} [{low:.2f}, {high:.2f}] ({band})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="470" />
        <source>serious</source>
        <translation>serious</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="471" />
        <source>at-risk</source>
        <translation>at-risk</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="472" />
        <source>undetermined</source>
        <translation>undetermined</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="473" />
        <source>safe</source>
        <translation>safe</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="474" />
        <source>baseline precision on the attack's predictions</source>
        <translation>baseline precision on the attack's predictions</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="475" />
        <source>attack precision on the attack's predictions</source>
        <translation>attack precision on the attack's predictions</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="476" />
        <source>largest sure improvement: {improvement:.2f} [{low:.2f}, {high:.2f}]</source>
        <translation>largest sure improvement: {improvement:.2f} [{low:.2f}, {high:.2f}]</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="477" />
        <source>{attack} on {release}: {secret} — at equal coverage</source>
        <translation>{attack} on {release}: {secret} — at equal coverage</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="478" />
        <source>known set {number}</source>
        <translation>known set {number}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="479" />
        <source>ALC (below −1 clipped), 95% intervals</source>
        <translation>ALC (below −1 clipped), 95% intervals</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="480" />
        <source>ALC per result; colour: verdict</source>
        <translation>ALC per result; colour: verdict</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="481" />
        <source>false-positive rate (log)</source>
        <translation>false-positive rate (log)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="482" />
        <source>true-positive rate (log)</source>
        <translation>true-positive rate (log)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="483" />
        <source>chance (independent release)</source>
        <translation>chance (independent release)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="484" />
        <source>{attack} (AUC {auc:.3f})</source>
        <translation>{attack} (AUC {auc:.3f})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="485" />
        <source> 1 false claim</source>
        <translation> 1 false claim</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="486" />
        <source>ROC: {attack} on {release} ({members:,} members, {non_members:,} non-members)</source>
        <translation>ROC: {attack} on {release} ({members:,} members, {non_members:,} non-members)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="487" />
        <source>recall (share of members claimed, log)</source>
        <translation>recall (share of members claimed, log)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="488" />
        <source>{odds} (realistic)</source>
        <translation>{odds} (realistic)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="489" />
        <source>precision per skew (dashed: claiming everyone)</source>
        <translation>precision per skew (dashed: claiming everyone)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="490" />
        <source>members :
non-members</source>
        <translation>members :
non-members</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="492" />
        <source>original</source>
        <translation>original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="493" />
        <source>share of the records</source>
        <translation>share of the records</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="494" />
        <source>records sharing the key combination (class size)</source>
        <translation>records sharing the key combination (class size)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="495" />
        <source>≤{high:g}</source>
        <translation>≤{high:g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="496" />
        <source>individual risk of re-identification</source>
        <translation>individual risk of re-identification</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="497" />
        <source>right of it: above {threshold:g}</source>
        <translation>right of it: above {threshold:g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="498" />
        <source>contribution to the special uniques (%)</source>
        <translation>contribution to the special uniques (%)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="500" />
        <source>No release is both on the risk–utility front and safe: treat the releases (recode, suppress, perturb) and audit them again before choosing one.</source>
        <translation>No release is both on the risk–utility front and safe: treat the releases (recode, suppress, perturb) and audit them again before choosing one.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="501" />
        <source>Of the releases that are safe, '{release}' keeps the most: as faithful as a {percent:.0f} % subsample of the original, and no other release keeps more at no more risk.</source>
        <translation>Of the releases that are safe, '{release}' keeps the most: as faithful as a {percent:.0f} % subsample of the original, and no other release keeps more at no more risk.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="502" />
        <source>risk: worst attack ALC, upper end of its 95 % interval</source>
        <translation>risk: worst attack ALC, upper end of its 95 % interval</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="503" />
        <source>utility: as faithful as this share of the original</source>
        <translation>utility: as faithful as this share of the original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="505" />
        <source>publish nothing</source>
        <translation>publish nothing</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="506" />
        <source>the original</source>
        <translation>the original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="504" />
        <source>the front</source>
        <translation>the front</translation>
    </message>
    <message>
        <location filename="../../gui/plots.py" line="44" />
        <source>select a result to see its curves</source>
        <translation>select a result to see its curves</translation>
    </message>
    <message>
        <location filename="../../gui/plots.py" line="52" />
        <source>select a membership result to see its ROC</source>
        <translation>select a membership result to see its ROC</translation>
    </message>
    <message>
        <location filename="../../gui/plots.py" line="61" />
        <source>precision at realistic skews</source>
        <translation>precision at realistic skews</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <location filename="../../gui/draft.py" line="462" />
        <source>Open the original: the confidential table the releases were made from</source>
        <translation>Open the original: the confidential table the releases were made from</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="463" />
        <source>Add the release(s) made from it</source>
        <translation>Add the release(s) made from it</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="466" />
        <source>Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the Scenario page</source>
        <translation>Mark the sensitive variables (role 'secret': what an intruder tries to learn), or audit membership on the Scenario page</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="470" />
        <source>Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)</source>
        <translation>Mark the key variables (role 'known', quasi-identifiers: what an intruder knows)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="472" />
        <source>Tick at least one attack that fits these releases</source>
        <translation>Tick at least one attack that fits these releases</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="476" />
        <source>Membership: the non-member table and the population size</source>
        <translation>Membership: the non-member table and the population size</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="478" />
        <source>Membership: {problem}</source>
        <translation>Membership: {problem}</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <location filename="../../gui/models.py" line="56" />
        <source>singling out</source>
        <translation>singling out</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="56" />
        <source>linkability</source>
        <translation>linkability</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="57" />
        <source>record linkage</source>
        <translation>record linkage</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../gui/models.py" line="118" />
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="118" />
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="119" />
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="119" />
        <source>Distinct values</source>
        <translation>Distinct values</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="120" />
        <source>Missing</source>
        <translation>Missing</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="120" />
        <source>Declared missing</source>
        <translation>Declared missing</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="149" />
        <source>Key variable (quasi-identifier): what an intruder can know about a person from outside · sensitive: what the intruder tries to learn · entity: identifies a person owning several rows · left out: not part of the audit</source>
        <translation>Key variable (quasi-identifier): what an intruder can know about a person from outside · sensitive: what the intruder tries to learn · entity: identifies a person owning several rows · left out: not part of the audit</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../gui/draft.py" line="201" />
        <source>noise of scale {scale}</source>
        <translation>noise of scale {scale}</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="203" />
        <source>rounded to {base}</source>
        <translation>rounded to {base}</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="204" />
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="208" />
        <source>Published table</source>
        <translation>Published table</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="208" />
        <source>Counts by</source>
        <translation>Counts by</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="209" />
        <source>Cells</source>
        <translation>Cells</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="209" />
        <source>Suppressed</source>
        <translation>Suppressed</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="210" />
        <source>Counts</source>
        <translation>Counts</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="359" />
        <source>a release needs a name</source>
        <translation>a release needs a name</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="361" />
        <source>another release is already called {name}; choose another name, or give two tables one name on purpose by adding them with it</source>
        <translation>another release is already called {name}; choose another name, or give two tables one name on purpose by adding them with it</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="402" />
        <source>{file} changed since the audit was saved (its sha256 differs): results will differ</source>
        <translation>{file} changed since the audit was saved (its sha256 differs): results will differ</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="414" />
        <source>{table} lacks column(s) {columns}</source>
        <translation>{table} lacks column(s) {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="101" />
        <location filename="../../gui/pages.py" line="203" />
        <source>No original yet: open one, or drop a file on the window.</source>
        <translation>No original yet: open one, or drop a file on the window.</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="103" />
        <source>Open original…</source>
        <translation>Open original…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="106" />
        <source>The releases made from the original. Tables with the same label are one release. Double-click a release (or press F2) to rename it.</source>
        <translation>The releases made from the original. Tables with the same label are one release. Double-click a release (or press F2) to rename it.</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="107" />
        <source>Releases</source>
        <translation>Releases</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="110" />
        <source>Add release…</source>
        <translation>Add release…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="110" />
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="112" />
        <source>Add published tables…</source>
        <translation>Add published tables…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="113" />
        <source>A folder of published count tables with its tables.json or tables.toml: the audit rebuilds the people behind the counts and measures what that gives away (Reconstruction page).</source>
        <translation>A folder of published count tables with its tables.json or tables.toml: the audit rebuilds the people behind the counts and measures what that gives away (Reconstruction page).</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="119" />
        <source>Inputs</source>
        <translation>Inputs</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="121" />
        <source>&lt;b&gt;Original&lt;/b&gt; (confidential)</source>
        <translation>&lt;b&gt;Original&lt;/b&gt; (confidential)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="124" />
        <source>&lt;b&gt;Releases&lt;/b&gt;</source>
        <translation>&lt;b&gt;Releases&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="138" />
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="158" />
        <source>Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click a cell to change it)</source>
        <translation>Columns: kind and role. Key variables: what an intruder knows; sensitive: what must stay confidential (click a cell to change it)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="183" />
        <source>Rename the release</source>
        <translation>Rename the release</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="184" />
        <source>The release's name in results and reports:</source>
        <translation>The release's name in results and reports:</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="190" />
        <source>Cannot rename the release</source>
        <translation>Cannot rename the release</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="200" />
        <source>{name} — {rows} rows × {columns} columns
{folder}</source>
        <translation>{name} — {rows} rows × {columns} columns
{folder}</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="208" />
        <source>{release}: {name} ({tables} published tables, {units} units)</source>
        <translation>{release}: {name} ({tables} published tables, {units} units)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="212" />
        <source>{release}: {name} ({rows} rows)</source>
        <translation>{release}: {name} ({rows} rows)</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="218" />
        <source>original</source>
        <translation>original</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="240" />
        <source>Checking the releases against the original…</source>
        <translation>Checking the releases against the original…</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="256" />
        <source>{column} ({role})</source>
        <translation>{column} ({role})</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="256" />
        <source>record id</source>
        <translation>record id</translation>
    </message>
    <message>
        <location filename="../../gui/pages.py" line="259" />
        <source>Not key variables, as they are likely no intruder's knowledge: {columns}. If one is, choose its role below.</source>
        <translation>Not key variables, as they are likely no intruder's knowledge: {columns}. If one is, choose its role below.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../gui/export_dialog.py" line="27" />
        <source>HTML: the report to read (report.html)</source>
        <translation>HTML: the report to read (report.html)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="28" />
        <source>PDF: the report to file or print (report.pdf)</source>
        <translation>PDF: the report to file or print (report.pdf)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="29" />
        <source>JSON: the machine-readable audit (audit.json)</source>
        <translation>JSON: the machine-readable audit (audit.json)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="30" />
        <source>CSV: one row per result (results.csv)</source>
        <translation>CSV: one row per result (results.csv)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="32" />
        <source>The report will contain confidential values; it says so on its first page. Keep it as confidential as the original data.</source>
        <translation>The report will contain confidential values; it says so on its first page. Keep it as confidential as the original data.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="41" />
        <source>Export the risk report</source>
        <translation>Export the risk report</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="51" />
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="57" />
        <source>One row per attempt (attempts.csv)</source>
        <translation>One row per attempt (attempts.csv)</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="60" />
        <source>Include original record values</source>
        <translation>Include original record values</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="69" />
        <source>rows</source>
        <translation>rows</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="70" />
        <source>A category held by fewer rows of the original is not named in the report</source>
        <translation>A category held by fewer rows of the original is not named in the report</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="78" />
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="80" />
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="82" />
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="85" />
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="106" />
        <source>Destination folder</source>
        <translation>Destination folder</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="112" />
        <source>Report files already there are replaced together. A format that cannot be written is named, and the others are still written.</source>
        <translation>Report files already there are replaced together. A format that cannot be written is named, and the others are still written.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="117" />
        <source>Formats</source>
        <translation>Formats</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="122" />
        <source>PDF page size:</source>
        <translation>PDF page size:</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="124" />
        <source>What the report may disclose</source>
        <translation>What the report may disclose</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="129" />
        <source>Withhold categories held by fewer than:</source>
        <translation>Withhold categories held by fewer than:</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="182" />
        <source>Export the report into</source>
        <translation>Export the report into</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="196" />
        <location filename="../../gui/export_dialog.py" line="209" />
        <source>Rendering preview…</source>
        <translation>Rendering preview…</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="219" />
        <source>No preview: {error}</source>
        <translation>No preview: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="231" />
        <source>Preview of report.pdf: {count} pages, {size}</source>
        <translation>Preview of report.pdf: {count} pages, {size}</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="232" />
        <source>Preview of report.pdf: {count} page, {size}</source>
        <translation>Preview of report.pdf: {count} page, {size}</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="243" />
        <source>Give the full path of the folder to export into (not {folder}), or choose one.</source>
        <translation>Give the full path of the folder to export into (not {folder}), or choose one.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="251" />
        <source>Exporting to {folder}…</source>
        <translation>Exporting to {folder}…</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="260" />
        <source>Cancelling the export…</source>
        <translation>Cancelling the export…</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="269" />
        <source>Export cancelled while the PDF was drawn: {files} were written to {folder}, the PDF was not.</source>
        <translation>Export cancelled while the PDF was drawn: {files} were written to {folder}, the PDF was not.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="273" />
        <source>Export cancelled: nothing was written to {folder}.</source>
        <translation>Export cancelled: nothing was written to {folder}.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="282" />
        <source>They contain original record values: keep them confidential.</source>
        <translation>They contain original record values: keep them confidential.</translation>
    </message>
    <message>
        <location filename="../../gui/export_dialog.py" line="284" />
        <source>Wrote {files} to {folder}.</source>
        <translation>Wrote {files} to {folder}.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../gui/file_dialogs.py" line="20" />
        <source>All files</source>
        <translation>All files</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="26" />
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="31" />
        <source>AnonGuard audits</source>
        <translation>AnonGuard audits</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="35" />
        <source>Plugin wheels</source>
        <translation>Plugin wheels</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="39" />
        <source>CSV files</source>
        <translation>CSV files</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="61" />
        <source>Add a folder of published tables (with its tables.json or tables.toml)</source>
        <translation>Add a folder of published tables (with its tables.json or tables.toml)</translation>
    </message>
</context>
<context>
    <name>FrontierView</name>
    <message>
        <location filename="../../gui/frontier_view.py" line="24" />
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="24" />
        <source>Made from</source>
        <translation>Made from</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="25" />
        <source>Chain of treatments</source>
        <translation>Chain of treatments</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="25" />
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="26" />
        <source>Risk</source>
        <translation>Risk</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="26" />
        <source>Utility</source>
        <translation>Utility</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="27" />
        <source>On the front</source>
        <translation>On the front</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="28" />
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="28" />
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="32" />
        <source>not measured</source>
        <translation>not measured</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="37" />
        <source>{percent} ({low} to {high})</source>
        <translation>{percent} ({low} to {high})</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="61" />
        <source>What the frontier suggests</source>
        <translation>What the frontier suggests</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="66" />
        <source>Untreated and treated releases: their chains, risk and utility</source>
        <translation>Untreated and treated releases: their chains, risk and utility</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="76" />
        <source>Risk–utility map of the untreated and treated releases</source>
        <translation>Risk–utility map of the untreated and treated releases</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="78" />
        <source>&lt;b&gt;Risk&lt;/b&gt;: the worst attack's ALC at the upper end of its 95 % interval, how much better than the baseline an intruder who knows the key variables guesses a sensitive variable (0: no better, 1: always right). &lt;b&gt;Utility&lt;/b&gt;: the random subsample of the original that would be as faithful as the release, by its pairs of variables. &lt;b&gt;On the front&lt;/b&gt;: no other release keeps more at no more risk.</source>
        <translation>&lt;b&gt;Risk&lt;/b&gt;: the worst attack's ALC at the upper end of its 95 % interval, how much better than the baseline an intruder who knows the key variables guesses a sensitive variable (0: no better, 1: always right). &lt;b&gt;Utility&lt;/b&gt;: the random subsample of the original that would be as faithful as the release, by its pairs of variables. &lt;b&gt;On the front&lt;/b&gt;: no other release keeps more at no more risk.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_view.py" line="126" />
        <source>&lt;b&gt;{release}&lt;/b&gt;, made from {source}: {chain}</source>
        <translation>&lt;b&gt;{release}&lt;/b&gt;, made from {source}: {chain}</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../gui/history.py" line="49" />
        <source>none decided</source>
        <translation>none decided</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="51" />
        <source>{when} · seed {seed} · {count} results · worst: {worst}</source>
        <translation>{when} · seed {seed} · {count} results · worst: {worst}</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="53" />
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="122" />
        <source>membership</source>
        <translation>membership</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="124" />
        <source>({count} key variables)</source>
        <translation>({count} key variables)</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="134" />
        <source>Run history</source>
        <translation>Run history</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="137" />
        <source>Runs, newest first</source>
        <translation>Runs, newest first</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="141" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="141" />
        <source>Older run: ALC [95% interval], verdict</source>
        <translation>Older run: ALC [95% interval], verdict</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="142" />
        <source>Newer run: ALC [95% interval], verdict</source>
        <translation>Newer run: ALC [95% interval], verdict</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="144" />
        <source>The two selected runs side by side</source>
        <translation>The two selected runs side by side</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="145" />
        <source>Show this run's results</source>
        <translation>Show this run's results</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="147" />
        <source>Compare the two selected runs</source>
        <translation>Compare the two selected runs</translation>
    </message>
    <message>
        <location filename="../../gui/history.py" line="156" />
        <source>The last {count} runs of this audit are kept in its file. Select one to show its results again, or two (Ctrl+click) to compare them.</source>
        <translation>The last {count} runs of this audit are kept in its file. Select one to show its results again, or two (Ctrl+click) to compare them.</translation>
    </message>
</context>
<context>
    <name>IdentityBox</name>
    <message>
        <location filename="../../gui/identity_setup.py" line="24" />
        <source>Identity attacks: singling out, linkability and record linkage</source>
        <translation>Identity attacks: singling out, linkability and record linkage</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="28" />
        <source>The attacker picks descriptions of one person from the release, links two partial records of the same people through it, or links a named file to its rows. Each attack is also run on the records of half of the original's people instead of the release: only what the release adds counts as risk.</source>
        <translation>The attacker picks descriptions of one person from the release, links two partial records of the same people through it, or links a named file to its rows. Each attack is also run on the records of half of the original's people instead of the release: only what the release adds counts as risk.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="32" />
        <source>the key variables (role 'known' on the Data page)</source>
        <translation>the key variables (role 'known' on the Data page)</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="33" />
        <source>The columns the identity attacker knows, separated by commas.</source>
        <translation>The columns the identity attacker knows, separated by commas.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="34" />
        <source>Identity attacker's key variables</source>
        <translation>Identity attacker's key variables</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="35" />
        <source>chosen by AnonGuard: the split whose weaker view leaves the fewest look-alikes</source>
        <translation>chosen by AnonGuard: the split whose weaker view leaves the fewest look-alikes</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="36" />
        <source>Linkability's two partial views of the same people, e.g. age,sex,region|education,occupation: no column in both.</source>
        <translation>Linkability's two partial views of the same people, e.g. age,sex,region|education,occupation: no column in both.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="38" />
        <location filename="../../gui/identity_setup.py" line="63" />
        <source>Linkability's views</source>
        <translation>Linkability's views</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="40" />
        <location filename="../../gui/identity_setup.py" line="52" />
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="40" />
        <source>Releases made of no one's record (labels, separated by commas): record linkage is not scored on them.</source>
        <translation>Releases made of no one's record (labels, separated by commas): record linkage is not scored on them.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="42" />
        <location filename="../../gui/identity_setup.py" line="65" />
        <source>Synthetic releases</source>
        <translation>Synthetic releases</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="44" />
        <source>release=id column, e.g. puf=person_id; none: inferred where a release only generalizes and suppresses</source>
        <translation>release=id column, e.g. puf=person_id; none: inferred where a release only generalizes and suppresses</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="46" />
        <source>Record linkage judges 'this row is this person' only when it knows whose row is whose. Per release, the column holding the original's entity id of each row (the internal id, kept in a copy of the release), as release=column, e.g. puf=person_id; several separated by commas. Without it, and unless the rows are in the original's order, record linkage is not applicable to a release that changes values.</source>
        <translation>Record linkage judges 'this row is this person' only when it knows whose row is whose. Per release, the column holding the original's entity id of each row (the internal id, kept in a copy of the release), as release=column, e.g. puf=person_id; several separated by commas. Without it, and unless the rows are in the original's order, record linkage is not applicable to a release that changes values.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="51" />
        <source>Release rows' ids</source>
        <translation>Release rows' ids</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="52" />
        <source>Releases whose row i was made from row i of the original (labels, separated by commas): a release made row by row and not shuffled.</source>
        <translation>Releases whose row i was made from row i of the original (labels, separated by commas): a release made row by row and not shuffled.</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="55" />
        <source>Releases in the original's order</source>
        <translation>Releases in the original's order</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="62" />
        <source>Key variables</source>
        <translation>Key variables</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="66" />
        <source>Rows' ids (record linkage)</source>
        <translation>Rows' ids (record linkage)</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="67" />
        <source>Rows in the original's order</source>
        <translation>Rows in the original's order</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="97" />
        <source>write the two views split by '|', e.g. age,sex|region,education</source>
        <translation>write the two views split by '|', e.g. age,sex|region,education</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="99" />
        <source>write each release's id column as release=column, e.g. puf=person_id</source>
        <translation>write each release's id column as release=column, e.g. puf=person_id</translation>
    </message>
    <message>
        <location filename="../../gui/identity_setup.py" line="102" />
        <source>Not changed: {problem}</source>
        <translation>Not changed: {problem}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/window.py" line="87" />
        <source>Export the risk register</source>
        <translation>Export the risk register</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="109" />
        <source>Open an original and its releases, or an audit file.</source>
        <translation>Open an original and its releases, or an audit file.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="160" />
        <source>showing an earlier run</source>
        <translation>showing an earlier run</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="165" />
        <source>Showing the run of {when}: its results and settings</source>
        <translation>Showing the run of {when}: its results and settings</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="123" />
        <source>About AnonGuard</source>
        <translation>About AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="124" />
        <source>&lt;h3&gt;AnonGuard {version}&lt;/h3&gt;&lt;p&gt;Audits anonymized releases against a non-member baseline.&lt;/p&gt;&lt;p&gt;Plugins:&lt;/p&gt;&lt;ul&gt;{plugins}&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;AnonGuard {version}&lt;/h3&gt;&lt;p&gt;Audits anonymized releases against a non-member baseline.&lt;/p&gt;&lt;p&gt;Plugins:&lt;/p&gt;&lt;ul&gt;{plugins}&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="180" />
        <source>Open the original table</source>
        <translation>Open the original table</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="60" />
        <source>Add a release table</source>
        <translation>Add a release table</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="93" />
        <source>{file} has {count} sheets. Which one holds the table?</source>
        <translation>{file} has {count} sheets. Which one holds the table?</translation>
    </message>
    <message>
        <location filename="../../gui/file_dialogs.py" line="95" />
        <source>Choose a sheet</source>
        <translation>Choose a sheet</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="238" />
        <source>Reading cancelled: nothing was changed.</source>
        <translation>Reading cancelled: nothing was changed.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="240" />
        <source>Cannot use this file</source>
        <translation>Cannot use this file</translation>
    </message>
    <message>
        <location filename="../../gui/drops.py" line="24" />
        <source>An audit is running: drop files once it has finished or been cancelled.</source>
        <translation>An audit is running: drop files once it has finished or been cancelled.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="246" />
        <source>starting a new audit</source>
        <translation>starting a new audit</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="256" />
        <source>New audit: open the original and add its releases.</source>
        <translation>New audit: open the original and add its releases.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="266" />
        <source>Open an audit</source>
        <translation>Open an audit</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="281" />
        <source>opening {file}</source>
        <translation>opening {file}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="289" />
        <source>Opened {file} with {count} saved results</source>
        <translation>Opened {file} with {count} saved results</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="292" />
        <source>Opened {file}</source>
        <translation>Opened {file}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="327" />
        <source>Untitled audit</source>
        <translation>Untitled audit</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="328" />
        <source>{audit}[*] — AnonGuard</source>
        <translation>{audit}[*] — AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="354" />
        <source>Recovered {results}: save the audit to keep them</source>
        <translation>Recovered {results}: save the audit to keep them</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="360" />
        <source>Cannot open this audit</source>
        <translation>Cannot open this audit</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="370" />
        <location filename="../../gui/window.py" line="381" />
        <source>Saved results not shown</source>
        <translation>Saved results not shown</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="371" />
        <source>{file}: the saved results are malformed; run the audit again</source>
        <translation>{file}: the saved results are malformed; run the audit again</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="399" />
        <source>Save the audit</source>
        <translation>Save the audit</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="407" />
        <source>Cannot save the audit</source>
        <translation>Cannot save the audit</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="412" />
        <source>Saved {file}</source>
        <translation>Saved {file}</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="22" />
        <source>Install a plugin</source>
        <translation>Install a plugin</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="28" />
        <source>Cannot install this plugin</source>
        <translation>Cannot install this plugin</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="35" />
        <source>nothing new (a replaced version is used after a restart)</source>
        <translation>nothing new (a replaced version is used after a restart)</translation>
    </message>
    <message>
        <location filename="../../gui/plugin_install.py" line="37" />
        <source>Installed {plugin} {version}: {added}</source>
        <translation>Installed {plugin} {version}: {added}</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="444" />
        <source>running the audit again</source>
        <translation>running the audit again</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="452" />
        <source>Not ready to run</source>
        <translation>Not ready to run</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="502" />
        <source>Re-identification: {stage}</source>
        <translation>Re-identification: {stage}</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="163" />
        <source>Cancelled in {seconds} s: {count} results</source>
        <translation>Cancelled in {seconds} s: {count} results</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="164" />
        <source>Finished in {seconds} s: {count} results</source>
        <translation>Finished in {seconds} s: {count} results</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="167" />
        <source>{count} failed</source>
        <translation>{count} failed</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="169" />
        <source>⚠ {count} warning(s): point here to read them</source>
        <translation>⚠ {count} warning(s): point here to read them</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="603" />
        <source>The audit could not run.</source>
        <translation>The audit could not run.</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="606" />
        <location filename="../../gui/window.py" line="608" />
        <source>The audit could not run</source>
        <translation>The audit could not run</translation>
    </message>
    <message>
        <location filename="../../gui/window.py" line="685" />
        <source>quitting</source>
        <translation>quitting</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <location filename="../../gui/manual.py" line="66" />
        <source>page {number}</source>
        <translation>page {number}</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="89" />
        <source>AnonGuard manual</source>
        <translation>AnonGuard manual</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="92" />
        <source>Manual contents</source>
        <translation>Manual contents</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="97" />
        <source>Manual page</source>
        <translation>Manual page</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="101" />
        <location filename="../../gui/manual.py" line="102" />
        <source>Search the manual</source>
        <translation>Search the manual</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="150" />
        <source>found in “{page}”</source>
        <translation>found in “{page}”</translation>
    </message>
    <message>
        <location filename="../../gui/manual.py" line="152" />
        <source>not in the manual</source>
        <translation>not in the manual</translation>
    </message>
</context>
<context>
    <name>MembershipBox</name>
    <message>
        <location filename="../../gui/membership_setup.py" line="24" />
        <source>Membership: can the release tell who is in the data? (000 §5)</source>
        <translation>Membership: can the release tell who is in the data? (000 §5)</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="28" />
        <source>people of the same population who are not in the original</source>
        <translation>people of the same population who are not in the original</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="29" />
        <location filename="../../gui/membership_setup.py" line="57" />
        <source>Non-member table</source>
        <translation>Non-member table</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="30" />
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="38" />
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="39" />
        <source>How many people the attacker could be asking about; their odds follow from it.</source>
        <translation>How many people the attacker could be asking about; their odds follow from it.</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="42" />
        <source>(not known)</source>
        <translation>(not known)</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="45" />
        <source>How the release was made, if known: shadow modelling retrains it (001).</source>
        <translation>How the release was made, if known: shadow modelling retrains it (001).</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="55" />
        <source>List the original values of the most confidently claimed people</source>
        <translation>List the original values of the most confidently claimed people</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="58" />
        <source>Population size</source>
        <translation>Population size</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="59" />
        <source>Release made by</source>
        <translation>Release made by</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="60" />
        <source>Attacks</source>
        <translation>Attacks</translation>
    </message>
    <message>
        <location filename="../../gui/membership_setup.py" line="64" />
        <source>Open the non-member table</source>
        <translation>Open the non-member table</translation>
    </message>
</context>
<context>
    <name>MembershipPage</name>
    <message>
        <location filename="../../gui/membership_view.py" line="52" />
        <source>Membership results: one row per release and attack</source>
        <translation>Membership results: one row per release and attack</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="64" />
        <source>The most confident membership claims</source>
        <translation>The most confident membership claims</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="67" />
        <source>Operating points of the chosen membership result</source>
        <translation>Operating points of the chosen membership result</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="70" />
        <source>Details of the chosen membership result</source>
        <translation>Details of the chosen membership result</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="71" />
        <source>Operating points</source>
        <translation>Operating points</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="72" />
        <source>Most confident claims</source>
        <translation>Most confident claims</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="106" />
        <source>One confident, correct claim about a single person is already a disclosure (002).</source>
        <translation>One confident, correct claim about a single person is already a disclosure (002).</translation>
    </message>
    <message>
        <location filename="../../gui/membership_view.py" line="107" />
        <source>Their original values are hidden; turn on 'show values' in the membership settings to list them.</source>
        <translation>Their original values are hidden; turn on 'show values' in the membership settings to list them.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../gui/menus.py" line="63" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="65" />
        <source>&amp;New audit</source>
        <translation>&amp;New audit</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="65" />
        <source>Start an empty audit with the last settings</source>
        <translation>Start an empty audit with the last settings</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="66" />
        <source>&amp;Open audit…</source>
        <translation>&amp;Open audit…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="68" />
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="71" />
        <source>&amp;Save audit</source>
        <translation>&amp;Save audit</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="72" />
        <source>Save audit &amp;as…</source>
        <translation>Save audit &amp;as…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="76" />
        <source>Open &amp;original…</source>
        <translation>Open &amp;original…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="77" />
        <source>Add &amp;release…</source>
        <translation>Add &amp;release…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="78" />
        <source>Add published &amp;tables…</source>
        <translation>Add published &amp;tables…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="79" />
        <source>Add a folder of published count tables (with its tables.json or tables.toml)</source>
        <translation>Add a folder of published count tables (with its tables.json or tables.toml)</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="80" />
        <source>Open the &amp;demo audit</source>
        <translation>Open the &amp;demo audit</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="83" />
        <source>Install &amp;plugin…</source>
        <translation>Install &amp;plugin…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="84" />
        <source>Install a third-party plugin from its wheel (.whl), without a network</source>
        <translation>Install a third-party plugin from its wheel (.whl), without a network</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="86" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="87" />
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="89" />
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="90" />
        <source>Undo the last change to roles, kinds, attacks, settings or treatments</source>
        <translation>Undo the last change to roles, kinds, attacks, settings or treatments</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="91" />
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="92" />
        <source>Redo what was undone</source>
        <translation>Redo what was undone</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="94" />
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="99" />
        <source>&amp;Audit</source>
        <translation>&amp;Audit</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="100" />
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="100" />
        <source>Run every chosen attack in the background</source>
        <translation>Run every chosen attack in the background</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="101" />
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="101" />
        <source>Stop after the current batch; keep finished results</source>
        <translation>Stop after the current batch; keep finished results</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="103" />
        <source>Run &amp;history…</source>
        <translation>Run &amp;history…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="103" />
        <source>The last runs of this audit: show one again, or compare two side by side</source>
        <translation>The last runs of this audit: show one again, or compare two side by side</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="104" />
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="105" />
        <source>&amp;Export report…</source>
        <translation>&amp;Export report…</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="106" />
        <source>Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV</source>
        <translation>Write the risk report of the last run, or of results saved with one: HTML, PDF, JSON, CSV</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="108" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="109" />
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="109" />
        <source>The manual's page for the page in use; searchable, offline</source>
        <translation>The manual's page for the page in use; searchable, offline</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="110" />
        <source>&amp;About AnonGuard</source>
        <translation>&amp;About AnonGuard</translation>
    </message>
    <message>
        <location filename="../../gui/menus.py" line="111" />
        <source>Audit</source>
        <translation>Audit</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../gui/marked_messages.py" line="10" />
        <source>the generator {generator}</source>
        <translation>the generator {generator}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="12" />
        <source>{spelled!r} as {value!r}</source>
        <translation>{spelled!r} as {value!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="13" />
        <source>{where}: column(s) named as the original's but for case or spacing, read as the original's: {columns}</source>
        <translation>{where}: column(s) named as the original's but for case or spacing, read as the original's: {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="15" />
        <source>{where}: counts for column(s) the original lacks or the audit ignores, left out: {columns}</source>
        <translation>{where}: counts for column(s) the original lacks or the audit ignores, left out: {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="16" />
        <source>{where}: counts about secret(s) the original lacks, left out: {secrets}</source>
        <translation>{where}: counts about secret(s) the original lacks, left out: {secrets}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="17" />
        <source>{where}: {count} count(s) for values of {attribute!r} the original never holds (e.g. {example!r}), left out</source>
        <translation>{where}: {count} count(s) for values of {attribute!r} the original never holds (e.g. {example!r}), left out</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="19" />
        <source>original column {column!r}</source>
        <translation>original column {column!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="20" />
        <source>{file} (release {release!r}) column {column!r}</source>
        <translation>{file} (release {release!r}) column {column!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="21" />
        <source>{file} column {column!r}</source>
        <translation>{file} column {column!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="22" />
        <source>{column!r}: {problem}</source>
        <translation>{column!r}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="23" />
        <source>{where}: {count} value(s) spelled differently from the original (case, accents or spacing) were read as the original's: {examples}</source>
        <translation>{where}: {count} value(s) spelled differently from the original (case, accents or spacing) were read as the original's: {examples}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="24" />
        <source>{where}: none of its values occurs in the original (e.g. {example!r}): the release seems to code this column differently; if its values stand for groups of the original's values, say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout), or no attack can match on it</source>
        <translation>{where}: none of its values occurs in the original (e.g. {example!r}): the release seems to code this column differently; if its values stand for groups of the original's values, say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout), or no attack can match on it</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="25" />
        <source>{where}: {count} value(s) not in the original, e.g. {example!r}</source>
        <translation>{where}: {count} value(s) not in the original, e.g. {example!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="26" />
        <source>{where}: {share:.0%} of its values never occur in the original (e.g. {example!r}); the release codes this column differently: if its values stand for groups of the original's values (merged categories), say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout)</source>
        <translation>{where}: {share:.0%} of its values never occur in the original (e.g. {example!r}); the release codes this column differently: if its values stand for groups of the original's values (merged categories), say which original values each stands for on the Data page's Recodes, or give a hierarchy file (--hierarchy COLUMN=FILE, ARX's layout)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="27" />
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="28" />
        <source>{problem}; the release codes this column differently</source>
        <translation>{problem}; the release codes this column differently</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="29" />
        <source>{where}: its values ({low:.6g} to {high:.6g}) lie wholly outside the original's range (not shown: its ends are a person's values); the release measures this column differently (units?): convert it like the original</source>
        <translation>{where}: its values ({low:.6g} to {high:.6g}) lie wholly outside the original's range (not shown: its ends are a person's values); the release measures this column differently (units?): convert it like the original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="30" />
        <source>{file} (release {release!r}): column(s) the original lacks, left out: {columns}</source>
        <translation>{file} (release {release!r}): column(s) the original lacks, left out: {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="31" />
        <source>{file} (release {release!r})</source>
        <translation>{file} (release {release!r})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="32" />
        <source>the set {label!r} names {missing!r}, which the original never holds</source>
        <translation>the set {label!r} names {missing!r}, which the original never holds</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="33" />
        <source>the interval {label!r} is in a column of text values; it is kept as a value of its own</source>
        <translation>the interval {label!r} is in a column of text values; it is kept as a value of its own</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="34" />
        <source>{excess:.0%} more of its cells are empty than the original's, and values the original holds for {unwritten:.0%} of its records (e.g. {example!r}) never appear in it: if an empty cell stands for a value, declare it in the audit file's recodes (the value "" standing for it); if the cells were suppressed, write them as '*'</source>
        <translation>{excess:.0%} more of its cells are empty than the original's, and values the original holds for {unwritten:.0%} of its records (e.g. {example!r}) never appear in it: if an empty cell stands for a value, declare it in the audit file's recodes (the value "" standing for it); if the cells were suppressed, write them as '*'</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="35" />
        <source>{where} holds {value!r}, which is neither a number nor an interval like '[20-30)', '20-29', '&gt;=65' or '*': if it means 'missing', declare it so (--missing {column}={value}, or 'Declared missing' on the Data page); otherwise say what it stands for on the Data page's Recodes, or make the column categorical</source>
        <translation>{where} holds {value!r}, which is neither a number nor an interval like '[20-30)', '20-29', '&gt;=65' or '*': if it means 'missing', declare it so (--missing {column}={value}, or 'Declared missing' on the Data page); otherwise say what it stands for on the Data page's Recodes, or make the column categorical</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="36" />
        <source>{where} holds {value!r}, which is not a number like the original's values; fix the value, or make the column categorical</source>
        <translation>{where} holds {value!r}, which is not a number like the original's values; fix the value, or make the column categorical</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="38" />
        <source>{word!r} ({count:,} row)</source>
        <translation>{word!r} ({count:,} row)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="39" />
        <source>{word!r} ({count:,} rows)</source>
        <translation>{word!r} ({count:,} rows)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="40" />
        <source>{source}: column {column!r} holds numbers and the word(s) {words}, so it is read as categories; if they mean missing, declare them missing (on the Data page, or --missing {column}={codes})</source>
        <translation>{source}: column {column!r} holds numbers and the word(s) {words}, so it is read as categories; if they mean missing, declare them missing (on the Data page, or --missing {column}={codes})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="42" />
        <source>{low:,.6g} or more</source>
        <translation>{low:,.6g} or more</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="43" />
        <source>up to {high:,.6g}</source>
        <translation>up to {high:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="44" />
        <source>{low:,.6g} up to {high:,.6g}</source>
        <translation>{low:,.6g} up to {high:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="45" />
        <source>{low:,.6g} to {high:,.6g}</source>
        <translation>{low:,.6g} to {high:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="46" />
        <source>any value</source>
        <translation>any value</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="47" />
        <source>{count} value: {listed}</source>
        <translation>{count} value: {listed}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="48" />
        <source>{count} values: {listed}</source>
        <translation>{count} values: {listed}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="49" />
        <source>column {column!r}: {count} value read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes</source>
        <translation>column {column!r}: {count} value read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="50" />
        <source>column {column!r}: {count} values read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes</source>
        <translation>column {column!r}: {count} values read as {how} (e.g. {label!r} for {stands_for}); check them on the Data page, or declare them in the audit file's recodes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="51" />
        <source>merged categories</source>
        <translation>merged categories</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="52" />
        <source>the values the release never writes</source>
        <translation>the values the release never writes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="53" />
        <source>thousands separators</source>
        <translation>thousands separators</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="54" />
        <source>truncated codes</source>
        <translation>truncated codes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="55" />
        <source>masked codes</source>
        <translation>masked codes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="56" />
        <source>a value of its own (declared by the officer)</source>
        <translation>a value of its own (declared by the officer)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="57" />
        <source>declared by the officer</source>
        <translation>declared by the officer</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="58" />
        <source>from {file}</source>
        <translation>from {file}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="59" />
        <source>{column!r}: {label!r} is said to stand for {missing!r}, which the original never holds</source>
        <translation>{column!r}: {label!r} is said to stand for {missing!r}, which the original never holds</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="60" />
        <source>{column!r}: {label!r} is said to stand for {values}, which are not numbers</source>
        <translation>{column!r}: {label!r} is said to stand for {values}, which are not numbers</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="61" />
        <source>suppressed</source>
        <translation>suppressed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="62" />
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="63" />
        <source>band</source>
        <translation>band</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="64" />
        <source>top or bottom code</source>
        <translation>top or bottom code</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="65" />
        <source>masked digits</source>
        <translation>masked digits</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="66" />
        <source>masked code</source>
        <translation>masked code</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="67" />
        <source>truncated code</source>
        <translation>truncated code</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="68" />
        <source>rounded to {base:,.6g}</source>
        <translation>rounded to {base:,.6g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="69" />
        <source>{column!r}: {values} lie outside the original's range and are no multiple of the rounding ({base:,.6g}): if they mean 'missing', declare them (--missing {column}={value}, or 'Declared missing' on the Data page)</source>
        <translation>{column!r}: {values} lie outside the original's range and are no multiple of the rounding ({base:,.6g}): if they mean 'missing', declare them (--missing {column}={value}, or 'Declared missing' on the Data page)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="93" />
        <source>attack {attack}</source>
        <translation>attack {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="94" />
        <source>{what} gave open predictions for some batches only</source>
        <translation>{what} gave open predictions for some batches only</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="133" />
        <source>The run stopped after {attempts:,} attempts, too few for a group of {coverage:.2%} of the targets whose secrets the attacker learns every time to show up, and such a group would make the release at risk: safe cannot be claimed yet.</source>
        <translation>The run stopped after {attempts:,} attempts, too few for a group of {coverage:.2%} of the targets whose secrets the attacker learns every time to show up, and such a group would make the release at risk: safe cannot be claimed yet.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="134" />
        <source>the attack made no claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts</source>
        <translation>the attack made no claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="135" />
        <source>the attack made only {made} claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts</source>
        <translation>the attack made only {made} claims in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; too few to measure how often they are right; they are kept in the attempts</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="136" />
        <source>the attack made no predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original</source>
        <translation>the attack made no predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="137" />
        <source>the attack made only {made} predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original</source>
        <translation>the attack made only {made} predictions in {attempts:,} attempts: at least {floor} are needed before any precision can be measured; check that the release holds the known columns and codes them like the original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="138" />
        <source>The time limit stopped the run after {attempts:,} attempts, before those its work budget allows: this is not the recorded answer (a re-run may go further), so safe cannot be claimed from it; run it without the time limit (halting.time_limit_seconds).</source>
        <translation>The time limit stopped the run after {attempts:,} attempts, before those its work budget allows: this is not the recorded answer (a re-run may go further), so safe cannot be claimed from it; run it without the time limit (halting.time_limit_seconds).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="139" />
        <source>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about any share of them could not make the release at risk. There is no precision to measure.</source>
        <translation>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about any share of them could not make the release at risk. There is no precision to measure.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="140" />
        <source>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would make the release at risk, so nothing that matters was missed. There is no precision to measure.</source>
        <translation>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would make the release at risk, so nothing that matters was missed. There is no precision to measure.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="141" />
        <source>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would already make the release at risk, so safe cannot be claimed yet: {needed:,} attempts without a claim would decide it.</source>
        <translation>The attack found nothing to claim in {attempts:,} attempts: no description, record or row of the release fits one person, or no row agrees with both of anyone's views. At most {most} of the people could be claimed ({confidence:.0%} upper bound); claims always right about {matters} of them would already make the release at risk, so safe cannot be claimed yet: {needed:,} attempts without a claim would decide it.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="110" />
        <source>release {release!r} {note}</source>
        <translation>release {release!r} {note}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="85" />
        <source>release {release!r} does not publish {columns}: with no known sets given, its attacker knows the audited columns it publishes</source>
        <translation>release {release!r} does not publish {columns}: with no known sets given, its attacker knows the audited columns it publishes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="86" />
        <source>{attack} was not run on release {release!r}: it learns from {needs}, which this release does not have (name it with --attack {attack} to run it all the same)</source>
        <translation>{attack} was not run on release {release!r}: it learns from {needs}, which this release does not have (name it with --attack {attack} to run it all the same)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="111" />
        <source>{file}: the file changed since the audit was saved or the window loaded it (sha256 differs); the audit runs on its current content</source>
        <translation>{file}: the file changed since the audit was saved or the window loaded it (sha256 differs); the audit runs on its current content</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="87" />
        <source>known set {known} includes the secret {secret!r}; skipped for that secret</source>
        <translation>known set {known} includes the secret {secret!r}; skipped for that secret</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="88" />
        <source>no targets to attack: the selector chose nobody</source>
        <translation>no targets to attack: the selector chose nobody</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="112" />
        <source>the attack</source>
        <translation>the attack</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="89" />
        <source>the target selector {selector}</source>
        <translation>the target selector {selector}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="90" />
        <source>release {release!r} has no table with the secret column {secret!r}</source>
        <translation>release {release!r} has no table with the secret column {secret!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="91" />
        <source>{file}: counts for values of the secret {secret!r} the original never holds (e.g. {example!r}), left out</source>
        <translation>{file}: counts for values of the secret {secret!r} the original never holds (e.g. {example!r}), left out</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="77" />
        <source>no baseline models are installed or enabled; enable at least one in the settings</source>
        <translation>no baseline models are installed or enabled; enable at least one in the settings</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="78" />
        <source>the baseline model {model}</source>
        <translation>the baseline model {model}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="79" />
        <source>chosen, but could not be refitted on a hold-out block ({error}); the next best candidate was used from then on</source>
        <translation>chosen, but could not be refitted on a hold-out block ({error}); the next best candidate was used from then on</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="80" />
        <source>no baseline model could be fitted on the hold-out blocks (last: {model}: {error})</source>
        <translation>no baseline model could be fitted on the hold-out blocks (last: {model}: {error})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="81" />
        <source>no rows are left to fit the baseline once the targets are held out; the original is too small</source>
        <translation>no rows are left to fit the baseline once the targets are held out; the original is too small</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="82" />
        <source>{model}: {error}</source>
        <translation>{model}: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="83" />
        <source>no baseline model could be fitted ({reasons})</source>
        <translation>no baseline model could be fitted ({reasons})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="233" />
        <source>the cluster's workers are daemon processes, which may start no process: the attacks ran inside them, each stopped at Cancel, its time limit or its memory limit as far as a thread can be (docs/cluster.md)</source>
        <translation>the cluster's workers are daemon processes, which may start no process: the attacks ran inside them, each stopped at Cancel, its time limit or its memory limit as far as a thread can be (docs/cluster.md)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="234" />
        <source>its task failed on the cluster: {error}</source>
        <translation>its task failed on the cluster: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="235" />
        <source>the Dask cluster has no workers: start some with 'dask worker ADDRESS'</source>
        <translation>the Dask cluster has no workers: start some with 'dask worker ADDRESS'</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="236" />
        <source>{package} ({components}) on {workers}</source>
        <translation>{package} ({components}) on {workers}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="237" />
        <source>{package} ({components}; they have {version}) on {workers}</source>
        <translation>{package} ({components}; they have {version}) on {workers}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="238" />
        <source>the cluster's workers lack the plugins this audit runs: {lacking}. Install the same versions on every worker with pip (docs/cluster.md)</source>
        <translation>the cluster's workers lack the plugins this audit runs: {lacking}. Install the same versions on every worker with pip (docs/cluster.md)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="114" />
        <source>ALC below −1</source>
        <translation>ALC below −1</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="115" />
        <source>ALC {alc:.2f}</source>
        <translation>ALC {alc:.2f}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="116" />
        <source>no advantage (below −1)</source>
        <translation>no advantage (below −1)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="117" />
        <source>The verdict follows ALC alone, as the settings ask.</source>
        <translation>The verdict follows ALC alone, as the settings ask.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="118" />
        <source>The attacker is right {precision:.0%} of the time for {predictions:,} of the targets ({share}): too few to be sure of, but enough to make the release at risk if it holds; about {more:,} attempts would settle it.</source>
        <translation>The attacker is right {precision:.0%} of the time for {predictions:,} of the targets ({share}): too few to be sure of, but enough to make the release at risk if it holds; about {more:,} attempts would settle it.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="119" />
        <source>the attacker is right for {share} of people {attack:.0%} of the time, against {baseline:.0%} for the baseline on the same people (precision improvement {improvement:.2f}, {band})</source>
        <translation>the attacker is right for {share} of people {attack:.0%} of the time, against {baseline:.0%} for the baseline on the same people (precision improvement {improvement:.2f}, {band})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="120" />
        <source>At equal coverage {same_people}; ALC reads {band} ({alc}) because the baseline's best point, {precision:.0%} right for {share} of people, scores about as high on PRC as the attack's.</source>
        <translation>At equal coverage {same_people}; ALC reads {band} ({alc}) because the baseline's best point, {precision:.0%} right for {share} of people, scores about as high on PRC as the attack's.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="121" />
        <source>ALC reads {band} ({alc}) from the attack's best point, {precision:.0%} right for {share} of people; at equal coverage {same_people}.</source>
        <translation>ALC reads {band} ({alc}) from the attack's best point, {precision:.0%} right for {share} of people; at equal coverage {same_people}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="143" />
        <source>the demo's attack(s) {attacks} are not installed: the demo runs the named ones</source>
        <translation>the demo's attack(s) {attacks} are not installed: the demo runs the named ones</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="144" />
        <source>the demo's attack(s) {attacks} are not installed: the demo runs every installed attack instead</source>
        <translation>the demo's attack(s) {attacks} are not installed: the demo runs every installed attack instead</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="145" />
        <source>no membership attack is installed: the demo's membership audit is left out (install anonguard-membership-attacks to run it)</source>
        <translation>no membership attack is installed: the demo's membership audit is left out (install anonguard-membership-attacks to run it)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="146" />
        <source>the membership attack(s) {attacks} are not installed: left out of the demo</source>
        <translation>the membership attack(s) {attacks} are not installed: left out of the demo</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="147" />
        <source>no identity attack is installed: the demo's singling out, linkability and record linkage are left out (install anonguard-identity-attacks to run them)</source>
        <translation>no identity attack is installed: the demo's singling out, linkability and record linkage are left out (install anonguard-identity-attacks to run them)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="148" />
        <source>the identity attack(s) {attacks} are not installed: left out of the demo</source>
        <translation>the identity attack(s) {attacks} are not installed: left out of the demo</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="240" />
        <source>the worker process running it stopped before it finished (killed, or out of memory) in two tries; the other scenarios are kept: run it again alone, or with more memory</source>
        <translation>the worker process running it stopped before it finished (killed, or out of memory) in two tries; the other scenarios are kept: run it again alone, or with more memory</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="241" />
        <source>the scenarios ran one after another in the audit's process: the audit could not be sent to worker processes ({kind}: {problem})</source>
        <translation>the scenarios ran one after another in the audit's process: the audit could not be sent to worker processes ({kind}: {problem})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="242" />
        <source>its worker failed outside the attack: {error}</source>
        <translation>its worker failed outside the attack: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="123" />
        <source>decided</source>
        <translation>decided</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="124" />
        <source>exhausted</source>
        <translation>exhausted</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="125" />
        <source>work-budget</source>
        <translation>work-budget</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="126" />
        <source>time-budget</source>
        <translation>time-budget</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="127" />
        <source>max-attempts</source>
        <translation>max-attempts</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="128" />
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="150" />
        <source>given an id column ({column!r})</source>
        <translation>given an id column ({column!r})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="151" />
        <source>release {release!r} publishes count tables, not records: the identity attacks single out, link and re-identify records; its counts are measured by the attribute attacks that read them</source>
        <translation>release {release!r} publishes count tables, not records: the identity attacks single out, link and re-identify records; its counts are measured by the attribute attacks that read them</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="152" />
        <source>said to be in the original's order</source>
        <translation>said to be in the original's order</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="153" />
        <source>identity attacks: {members} of the original's people are the members claims are about, {others} stand in for people the release says nothing about (the baseline)</source>
        <translation>identity attacks: {members} of the original's people are the members claims are about, {others} stand in for people the release says nothing about (the baseline)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="154" />
        <source>record linkage on release {release!r}: {how}</source>
        <translation>record linkage on release {release!r}: {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="155" />
        <source>release {release!r} is synthetic: no row of it was made from one person's record, so no claim that a row is a person can be right or wrong; its singling out and linkability are measured</source>
        <translation>release {release!r} is synthetic: no row of it was made from one person's record, so no claim that a row is a person can be right or wrong; its singling out and linkability are measured</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="156" />
        <source>identity attacks: release {release!r} is {what}, but the audit has no release of that label (its releases: {releases}); left out</source>
        <translation>identity attacks: release {release!r} is {what}, but the audit has no release of that label (its releases: {releases}); left out</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="158" />
        <source>record linkage needs the release rows' ids: keep the internal id column in a copy of the release and name it (--row-ids LABEL=COLUMN, or 'Rows' ids' in the Identity attacks box of the Scenario page), or state that its rows are in the original's order (--in-order LABEL)</source>
        <translation>record linkage needs the release rows' ids: keep the internal id column in a copy of the release and name it (--row-ids LABEL=COLUMN, or 'Rows' ids' in the Identity attacks box of the Scenario page), or state that its rows are in the original's order (--in-order LABEL)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="159" />
        <source>whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original</source>
        <translation>whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="160" />
        <source>whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original, {unknown:,} rows have no id or one the original holds twice and are left unjudged</source>
        <translation>whose row is whose read from its column {column!r} (the original's {entity!r}): {people:,} of its {rows:,} rows are people of the original, {unknown:,} rows have no id or one the original holds twice and are left unjudged</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="161" />
        <source>release {release!r} has {rows:,} rows and the original {original:,}: its rows cannot be in the original's order, as the audit file says; give the release rows' ids instead (--row-ids LABEL=COLUMN)</source>
        <translation>release {release!r} has {rows:,} rows and the original {original:,}: its rows cannot be in the original's order, as the audit file says; give the release rows' ids instead (--row-ids LABEL=COLUMN)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="162" />
        <source>whose row is whose as stated: rows in the original's order</source>
        <translation>whose row is whose as stated: rows in the original's order</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="163" />
        <source>every row of {file} (release {release!r}) fits several original records on every column it shares with the original, so whose row is whose cannot be inferred; {needs_ids}</source>
        <translation>every row of {file} (release {release!r}) fits several original records on every column it shares with the original, so whose row is whose cannot be inferred; {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="164" />
        <source>whose row is whose inferred: each of its {rows:,} rows fits exactly one original record on every column (it only generalizes and suppresses)</source>
        <translation>whose row is whose inferred: each of its {rows:,} rows fits exactly one original record on every column (it only generalizes and suppresses)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="165" />
        <source>whose row is whose inferred for {judged:,} of its {rows:,} rows, each fitting exactly one original record on every column; the other {others:,} fit several (as a k-anonymous class's rows do) and are left unjudged: record linkage is judged on the people whose row is known, who are the easier to tell apart</source>
        <translation>whose row is whose inferred for {judged:,} of its {rows:,} rows, each fitting exactly one original record on every column; the other {others:,} fit several (as a k-anonymous class's rows do) and are left unjudged: record linkage is judged on the people whose row is known, who are the easier to tell apart</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="166" />
        <source>inferring whose row is whose would compare {pairs:,} pairs of release and original rows (too few columns are published exactly to narrow them down); {needs_ids}</source>
        <translation>inferring whose row is whose would compare {pairs:,} pairs of release and original rows (too few columns are published exactly to narrow them down); {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="167" />
        <source>{column} ({share:.0%} of its values)</source>
        <translation>{column} ({share:.0%} of its values)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="168" />
        <source>{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column; values no original record holds are in {columns}: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}</source>
        <translation>{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column; values no original record holds are in {columns}: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="169" />
        <source>{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}</source>
        <translation>{unfit:,} of the {rows:,} rows of {file} (release {release!r}) fit no original record on every column: the release changes values (rounding, noise, swapping or synthesis), not only generalizes and suppresses, so whose row is whose cannot be inferred; {needs_ids}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="171" />
        <source>identity attack {attack}</source>
        <translation>identity attack {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="172" />
        <source>The right claims single people out through {keys}: top-code, round or band {numbers}; merge the rare categories of {categories}.</source>
        <translation>The right claims single people out through {keys}: top-code, round or band {numbers}; merge the rare categories of {categories}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="173" />
        <source>The right claims single people out through {keys}: top-code, round or band {numbers}.</source>
        <translation>The right claims single people out through {keys}: top-code, round or band {numbers}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="174" />
        <source>The right claims single people out through {keys}: merge the rare categories of {categories}.</source>
        <translation>The right claims single people out through {keys}: merge the rare categories of {categories}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="175" />
        <source>{names} and {last}</source>
        <translation>{names} and {last}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="176" />
        <source>Raise the claims per attack (--identity-targets, 'Claims per attack' in the window) to {needed:,}.</source>
        <translation>Raise the claims per attack (--identity-targets, 'Claims per attack' in the window) to {needed:,}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="177" />
        <source>The original's {members:,} members allow no more attempts than that: on an original of this size this attack cannot show the release safe.</source>
        <translation>The original's {members:,} members allow no more attempts than that: on an original of this size this attack cannot show the release safe.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="244" />
        <source>{kind}: {error}</source>
        <translation>{kind}: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="245" />
        <source>{what} cannot run in a process of its own ({error}); define its class at module level, or turn off limits.isolate to run it inside the audit's process</source>
        <translation>{what} cannot run in a process of its own ({error}); define its class at module level, or turn off limits.isolate to run it inside the audit's process</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="246" />
        <source>{what} exceeded its time limit of {limit:g} s and was stopped (setting limits.attack_seconds)</source>
        <translation>{what} exceeded its time limit of {limit:g} s and was stopped (setting limits.attack_seconds)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="247" />
        <source>{what} grew its Dask worker's memory beyond its limit of {limit:,.0f} MB and was stopped (setting limits.memory_mb)</source>
        <translation>{what} grew its Dask worker's memory beyond its limit of {limit:,.0f} MB and was stopped (setting limits.memory_mb)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="248" />
        <source>{what}'s process was killed ({signal}), most likely by the system for running out of memory; lower limits.memory_mb to have it stopped sooner</source>
        <translation>{what}'s process was killed ({signal}), most likely by the system for running out of memory; lower limits.memory_mb to have it stopped sooner</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="249" />
        <source>{what}'s process crashed ({signal}): a fault in native code</source>
        <translation>{what}'s process crashed ({signal}): a fault in native code</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="250" />
        <source>{what}'s process ended abruptly with exit code {code} (the plugin ended its own process, e.g. with os._exit)</source>
        <translation>{what}'s process ended abruptly with exit code {code} (the plugin ended its own process, e.g. with os._exit)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="251" />
        <source>{what} or what it works on cannot be copied ({error}); define its class at module level, or turn off limits.isolate</source>
        <translation>{what} or what it works on cannot be copied ({error}); define its class at module level, or turn off limits.isolate</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="252" />
        <source>{error} ({what} ran out of memory: its limit of {limit:,.0f} MB; setting limits.memory_mb)</source>
        <translation>{error} ({what} ran out of memory: its limit of {limit:,.0f} MB; setting limits.memory_mb)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="253" />
        <source>{error} ({what} ran out of memory: the machine's memory; setting limits.memory_mb)</source>
        <translation>{error} ({what} ran out of memory: the machine's memory; setting limits.memory_mb)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="219" />
        <source>release made here by {generator} from {members} rows; {others} rows held back as non-members</source>
        <translation>release made here by {generator} from {members} rows; {others} rows held back as non-members</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="220" />
        <source>{count} non-members given to the attacker as reference data, never scored</source>
        <translation>{count} non-members given to the attacker as reference data, never scored</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="221" />
        <source>sampled {count} of {total} candidates</source>
        <translation>sampled {count} of {total} candidates</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="222" />
        <source>{attack} returned {shape} scores for {count} candidates, or a score that is NaN or infinite</source>
        <translation>{attack} returned {shape} scores for {count} candidates, or a score that is NaN or infinite</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="224" />
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="225" />
        <source>too few candidates were scored to measure anything</source>
        <translation>too few candidates were scored to measure anything</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="179" />
        <source>the scenario is a sample whose members are not known, but no survey weight is named: the file is its own population, so the prosecutor reading (k-anonymity) decides</source>
        <translation>the scenario is a sample whose members are not known, but no survey weight is named: the file is its own population, so the prosecutor reading (k-anonymity) decides</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="180" />
        <source>{file} has no survey weight column {weight!r}: its risk is measured without weights (1 / class size)</source>
        <translation>{file} has no survey weight column {weight!r}: its risk is measured without weights (1 / class size)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="181" />
        <source>release {release!r} publishes only count tables: it has no records whose re-identification risk could be measured</source>
        <translation>release {release!r} publishes only count tables: it has no records whose re-identification risk could be measured</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="182" />
        <source>the key-set search found no combination to measure</source>
        <translation>the key-set search found no combination to measure</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="183" />
        <source>{file} has no key variable {key!r}: the key set {keys} is not measured on it; publish the column or drop it from the key set</source>
        <translation>{file} has no key variable {key!r}: the key set {keys} is not measured on it; publish the column or drop it from the key set</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="184" />
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="185" />
        <source>{file}: key variable {key!r} holds {distinct:,} different values in {records:,} records, so nearly every record is unique on it alone as written. If it is a record id, leave it out of the key sets; if the intruder knows it only roughly, set an intruder model for it (e.g. {key}=round 1000); to lower the risk, band, round or top-code it in the release</source>
        <translation>{file}: key variable {key!r} holds {distinct:,} different values in {records:,} records, so nearly every record is unique on it alone as written. If it is a record id, leave it out of the key sets; if the intruder knows it only roughly, set an intruder model for it (e.g. {key}=round 1000); to lower the risk, band, round or top-code it in the release</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="187" />
        <source>who is in the file can be known (prosecutor: k-anonymity)</source>
        <translation>who is in the file can be known (prosecutor: k-anonymity)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="188" />
        <source>a sample whose members are not known (weighted individual risk)</source>
        <translation>a sample whose members are not known (weighted individual risk)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="189" />
        <source>synthetic rows that fit exactly one real person</source>
        <translation>synthetic rows that fit exactly one real person</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="190" />
        <source>a synthetic release: read by the real people its rows fit</source>
        <translation>a synthetic release: read by the real people its rows fit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="191" />
        <source>the intruder cannot know who is in the sample (weighted individual risk above {threshold:g})</source>
        <translation>the intruder cannot know who is in the sample (weighted individual risk above {threshold:g})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="192" />
        <source>no survey weight, so the intruder's file is its own population (prosecutor, k = {k})</source>
        <translation>no survey weight, so the intruder's file is its own population (prosecutor, k = {k})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="193" />
        <source>the intruder can know who is in the file (prosecutor, k = {k})</source>
        <translation>the intruder can know who is in the file (prosecutor, k = {k})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="194" />
        <source>{count:,} of {records:,} synthetic rows ({share:.1%}) fit exactly one real person of the original</source>
        <translation>{count:,} of {records:,} synthetic rows ({share:.1%}) fit exactly one real person of the original</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="195" />
        <source>{count:,} of {records:,} records ({share:.1%}) have an individual risk above {threshold:g}</source>
        <translation>{count:,} of {records:,} records ({share:.1%}) have an individual risk above {threshold:g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="196" />
        <source>{count:,} of {records:,} records ({share:.1%}) are in a key combination shared by fewer than {k}</source>
        <translation>{count:,} of {records:,} records ({share:.1%}) are in a key combination shared by fewer than {k}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="130" />
        <source>{verdict} (seed {seed})</source>
        <translation>{verdict} (seed {seed})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="131" />
        <source>The verdict differs between seeds: {verdicts}.</source>
        <translation>The verdict differs between seeds: {verdicts}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="96" />
        <source>{what} predicted {value!r}: predict the encoded secret (a number)</source>
        <translation>{what} predicted {value!r}: predict the encoded secret (a number)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="97" />
        <source>{what} predicted values that are not category codes; predict the secret's integer codes</source>
        <translation>{what} predicted values that are not category codes; predict the secret's integer codes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="98" />
        <source>the sensitive variable {secret!r} has no values in the original: there is nothing to learn; choose another sensitive variable or check how missing values are written</source>
        <translation>the sensitive variable {secret!r} has no values in the original: there is nothing to learn; choose another sensitive variable or check how missing values are written</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="99" />
        <source>the sensitive variable {secret!r} holds the same value ({value!r}) for every record: there is nothing to learn about anyone; choose another sensitive variable</source>
        <translation>the sensitive variable {secret!r} holds the same value ({value!r}) for every record: there is nothing to learn about anyone; choose another sensitive variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="101" />
        <source>record tables or published count tables</source>
        <translation>record tables or published count tables</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="102" />
        <source>record tables</source>
        <translation>record tables</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="103" />
        <source>published count tables</source>
        <translation>published count tables</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="104" />
        <source>release {release!r} has no column {columns} of the attacker's knowledge: choose key variables the release holds, or add the column to the release</source>
        <translation>release {release!r} has no column {columns} of the attacker's knowledge: choose key variables the release holds, or add the column to the release</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="105" />
        <source>published count tables of it or records holding the secret</source>
        <translation>published count tables of it or records holding the secret</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="106" />
        <source>records holding the secret</source>
        <translation>records holding the secret</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="107" />
        <source>published count tables of it</source>
        <translation>published count tables of it</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="108" />
        <source>attack {attack} learns from {needed}, and release {release!r} has none for {secret!r}: choose attacks that fit this release</source>
        <translation>attack {attack} learns from {needed}, and release {release!r} has none for {secret!r}: choose attacks that fit this release</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="255" />
        <source>the attack {attack} on part of a release</source>
        <translation>the attack {attack} on part of a release</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="198" />
        <source>largest MSU size {size} lowered to {count}, the number of key variables</source>
        <translation>largest MSU size {size} lowered to {count}, the number of key variables</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="71" />
        <source>written as CSV, since it could not be written as {format} like {source} ({reason})</source>
        <translation>written as CSV, since it could not be written as {format} like {source} ({reason})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="72" />
        <source>{path}: written as an {suffix} workbook without macros ({source}'s macros are not copied into a treated release)</source>
        <translation>{path}: written as an {suffix} workbook without macros ({source}'s macros are not copied into a treated release)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="73" />
        <source>written in UTF-8, not {encoding} like {source}: it holds {text!r}, which {encoding} cannot write</source>
        <translation>written in UTF-8, not {encoding} like {source}: it holds {text!r}, which {encoding} cannot write</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="74" />
        <source>written with commas in UTF-8: {source} could not be looked at again to see how it is written ({reason})</source>
        <translation>written with commas in UTF-8: {source} could not be looked at again to see how it is written ({reason})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="75" />
        <source>written without {source}'s value and variable labels, which could not be read again ({reason})</source>
        <translation>written without {source}'s value and variable labels, which could not be read again ({reason})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="200" />
        <source>the file has no records</source>
        <translation>the file has no records</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="201" />
        <source>no record is unique in the file, so none can be unique in the population</source>
        <translation>no record is unique in the file, so none can be unique in the population</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="202" />
        <source>every record is unique in the file, which says nothing about how large the classes are in the population; treat every record as possibly unique</source>
        <translation>every record is unique in the file, which says nothing about how large the classes are in the population; treat every record as possibly unique</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="203" />
        <source>the likelihood could not be evaluated anywhere the model is defined</source>
        <translation>the likelihood could not be evaluated anywhere the model is defined</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="204" />
        <source>the likelihood is highest at α = 0 (Ewens' model), where Hoshino's formula for the uniques does not hold; ARX gives no Pitman estimate there either</source>
        <translation>the likelihood is highest at α = 0 (Ewens' model), where Hoshino's formula for the uniques does not hold; ARX gives no Pitman estimate there either</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="205" />
        <source>the likelihood keeps growing as α approaches 1, so it has no maximum to fit</source>
        <translation>the likelihood keeps growing as α approaches 1, so it has no maximum to fit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="206" />
        <source>the maximum-likelihood fit did not converge</source>
        <translation>the maximum-likelihood fit did not converge</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="207" />
        <source>the file is the whole population: its uniques are counted, not estimated</source>
        <translation>the file is the whole population: its uniques are counted, not estimated</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="208" />
        <source>the fitted model puts more uniques in the population than it has people</source>
        <translation>the fitted model puts more uniques in the population than it has people</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="209" />
        <source>no class of the file has exactly 2 records, and SNB is fitted to the classes of size 1 and 2</source>
        <translation>no class of the file has exactly 2 records, and SNB is fitted to the classes of size 1 and 2</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="210" />
        <source>no shifted negative binomial reproduces the file's classes of size 1 and 2</source>
        <translation>no shifted negative binomial reproduces the file's classes of size 1 and 2</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="211" />
        <source>the SNB equations have more than one solution, with different numbers of uniques</source>
        <translation>the SNB equations have more than one solution, with different numbers of uniques</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="212" />
        <source>{reason}; ARX reports 0 here as well</source>
        <translation>{reason}; ARX reports 0 here as well</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="213" />
        <source>the file is the whole population: the population uniques are its sample uniques, counted</source>
        <translation>the file is the whole population: the population uniques are its sample uniques, counted</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="214" />
        <source>sampling fraction {fraction:.4g} is at most {limit:.0%}: Dankar et al.'s rule takes Pitman</source>
        <translation>sampling fraction {fraction:.4g} is at most {limit:.0%}: Dankar et al.'s rule takes Pitman</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="215" />
        <source>sampling fraction {fraction:.4g} is above {limit:.0%}: Dankar et al.'s rule takes the smaller of Zayatz and SNB</source>
        <translation>sampling fraction {fraction:.4g} is above {limit:.0%}: Dankar et al.'s rule takes the smaller of Zayatz and SNB</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="216" />
        <source>Pitman gives no estimate ({reason}), so the rule falls back to Zayatz</source>
        <translation>Pitman gives no estimate ({reason}), so the rule falls back to Zayatz</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="217" />
        <source>SNB gives no estimate ({reason}), so the rule takes Zayatz</source>
        <translation>SNB gives no estimate ({reason}), so the rule takes Zayatz</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="227" />
        <source>release {release!r} names {count} folders of published tables; put all its tables in one folder, under one manifest</source>
        <translation>release {release!r} names {count} folders of published tables; put all its tables in one folder, under one manifest</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="228" />
        <source>reconstruction: rebuilding the people of {release}</source>
        <translation>reconstruction: rebuilding the people of {release}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="229" />
        <source>reconstruction: done</source>
        <translation>reconstruction: done</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="230" />
        <source>no reconstruction attack is installed (the first-party one is the anonguard-reconstruction plugin)</source>
        <translation>no reconstruction attack is installed (the first-party one is the anonguard-reconstruction plugin)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="231" />
        <source>the original has no column {column!r}: the reconstruction is not compared with it</source>
        <translation>the original has no column {column!r}: the reconstruction is not compared with it</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="257" />
        <source>step {number} ({treatment})</source>
        <translation>step {number} ({treatment})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="258" />
        <source>the treatment chain stopped at {what}: {error}</source>
        <translation>the treatment chain stopped at {what}: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="259" />
        <source>the treatment chain stopped at {what}: it gave back the columns {got}, not the table's ({wanted})</source>
        <translation>the treatment chain stopped at {what}: it gave back the columns {got}, not the table's ({wanted})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="260" />
        <source>no treatment {treatment!r} is installed (installed: {installed})</source>
        <translation>no treatment {treatment!r} is installed (installed: {installed})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="261" />
        <source>treatment {treatment!r}: {problem}</source>
        <translation>treatment {treatment!r}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="263" />
        <source>treated release {release!r} has the label of a release the audit reads; give it a label of its own</source>
        <translation>treated release {release!r} has the label of a release the audit reads; give it a label of its own</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="264" />
        <source>treated release {release!r}: {problem}</source>
        <translation>treated release {release!r}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="265" />
        <source>treated release {release!r} left out: {problem}</source>
        <translation>treated release {release!r} left out: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="266" />
        <source>{release} (treated {source})</source>
        <translation>{release} (treated {source})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="267" />
        <source>treated release {release!r} is made from {source!r}, which the audit does not have (it has: {known})</source>
        <translation>treated release {release!r} is made from {source!r}, which the audit does not have (it has: {known})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="268" />
        <source>treated release {release!r}: release {source!r} holds {count} tables of records; a chain treats one table of records (count tables are not treated)</source>
        <translation>treated release {release!r}: release {source!r} holds {count} tables of records; a chain treats one table of records (count tables are not treated)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="270" />
        <source>treatment {treatment!r} proposed nothing: {error}</source>
        <translation>treatment {treatment!r} proposed nothing: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="271" />
        <source>the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed or proposes anything for key variables {keys}</source>
        <translation>the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed or proposes anything for key variables {keys}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="272" />
        <source>the search needs a time budget above 0 seconds</source>
        <translation>the search needs a time budget above 0 seconds</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="273" />
        <source>search: reading the tables to treat</source>
        <translation>search: reading the tables to treat</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="274" />
        <source>search: auditing {count} candidates ({done} of {total} so far)</source>
        <translation>search: auditing {count} candidates ({done} of {total} so far)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="275" />
        <source>the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed</source>
        <translation>the search ends every chain with a treatment that brings the key variables to k (local suppression), and none is installed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="277" />
        <source>has no row with {cells}</source>
        <translation>has no row with {cells}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="278" />
        <source>has no usable row for it</source>
        <translation>has no usable row for it</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="279" />
        <source>has no row with a value of {column}</source>
        <translation>has no row with a value of {column}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="280" />
        <source>has only one row with a value of {column}</source>
        <translation>has only one row with a value of {column}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="281" />
        <source>has a total of {column} that is not positive (a Gini coefficient needs a positive one)</source>
        <translation>has a total of {column} that is not positive (a Gini coefficient needs a positive one)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="282" />
        <source>has rows that cannot tell this term apart from the others (is the category they are compared with missing?)</source>
        <translation>has rows that cannot tell this term apart from the others (is the category they are compared with missing?)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="283" />
        <source>has too few rows to give this term an interval</source>
        <translation>has too few rows to give this term an interval</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="284" />
        <source>the original {why}: there is nothing to compare</source>
        <translation>the original {why}: there is nothing to compare</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="285" />
        <source>has no interval for it</source>
        <translation>has no interval for it</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="286" />
        <source>has no row with a value in every column the analysis uses</source>
        <translation>has no row with a value in every column the analysis uses</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="287" />
        <source>the release {why}: the term cannot be estimated</source>
        <translation>the release {why}: the term cannot be estimated</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="289" />
        <source>a count table: each published table is compared with the same table counted from the original's rows (negative counts clipped at 0 before normalizing); its size is its published total</source>
        <translation>a count table: each published table is compared with the same table counted from the original's rows (negative counts clipped at 0 before normalizing); its size is its published total</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="290" />
        <source>{file}: table {table!r}</source>
        <translation>{file}: table {table!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="291" />
        <source>{problem}: the table is not compared</source>
        <translation>{problem}: the table is not compared</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="292" />
        <source>no published table crosses two columns the original holds: nothing to compare</source>
        <translation>no published table crosses two columns the original holds: nothing to compare</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="293" />
        <source>{where}: secret {secret!r}</source>
        <translation>{where}: secret {secret!r}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="295" />
        <source>utility: comparing {release}</source>
        <translation>utility: comparing {release}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="296" />
        <source>utility: done</source>
        <translation>utility: done</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="297" />
        <source>the release has no rows: nothing to compare</source>
        <translation>the release has no rows: nothing to compare</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="298" />
        <source>rows cannot be matched to the original's (no entity id in the release, and it is not listed in utility.in_order): values changed and IL1s are not measured</source>
        <translation>rows cannot be matched to the original's (no entity id in the release, and it is not listed in utility.in_order): values changed and IL1s are not measured</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="299" />
        <source>generalized columns ({columns}) are read over the original's cells: a band as the original's values inside it, a top or bottom code (&gt;=x, &lt;x) at its end x, a set of categories in the original's proportions, a cell standing for every value as missing; correlations, IL1s, eigenvalues and propensity read a band at its midpoint</source>
        <translation>generalized columns ({columns}) are read over the original's cells: a band as the original's values inside it, a top or bottom code (&gt;=x, &lt;x) at its end x, a set of categories in the original's proportions, a cell standing for every value as missing; correlations, IL1s, eigenvalues and propensity read a band at its midpoint</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="300" />
        <source>the release has no survey weight column {weight!r}: its analyses are unweighted</source>
        <translation>the release has no survey weight column {weight!r}: its analyses are unweighted</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="301" />
        <source>the utility measure {measure}</source>
        <translation>the utility measure {measure}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="302" />
        <source>a score is not a finite number: {scores}</source>
        <translation>a score is not a finite number: {scores}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="303" />
        <source>{what} failed: {error}</source>
        <translation>{what} failed: {error}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="305" />
        <source>the release's columns ({release}) are not the original's ({original}); the whole-table measures compare the same columns</source>
        <translation>the release's columns ({release}) are not the original's ({original}); the whole-table measures compare the same columns</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="306" />
        <source>no kind (categorical or continuous) is given for {columns}</source>
        <translation>no kind (categorical or continuous) is given for {columns}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="307" />
        <source>the whole-table measures need columns and rows in both tables; the original has {original} rows, the release {release}, in {columns} columns</source>
        <translation>the whole-table measures need columns and rows in both tables; the original has {original} rows, the release {release}, in {columns} columns</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="309" />
        <source>{what} returned {shape} values for {n} targets</source>
        <translation>{what} returned {shape} values for {n} targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="310" />
        <source>{what} returned {shape} rank scores for {n} targets</source>
        <translation>{what} returned {shape} rank scores for {n} targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="311" />
        <source>{what} returned {shape} abstain flags for {n} targets</source>
        <translation>{what} returned {shape} abstain flags for {n} targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="312" />
        <source>{what} returned a rank score that is NaN or infinite</source>
        <translation>{what} returned a rank score that is NaN or infinite</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="313" />
        <source>{what} returned open predictions that do not match its {n} targets</source>
        <translation>{what} returned open predictions that do not match its {n} targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="314" />
        <source>{what} returned {shape} values of detail {detail!r} for {n} targets</source>
        <translation>{what} returned {shape} values of detail {detail!r} for {n} targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="315" />
        <source>selector {selector} returned a mask of {count} values for {rows} rows</source>
        <translation>selector {selector} returned a mask of {count} values for {rows} rows</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="316" />
        <source>selector {selector} must return integer row positions or a boolean mask, not {dtype}</source>
        <translation>selector {selector} must return integer row positions or a boolean mask, not {dtype}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="317" />
        <source>selector {selector} returned row positions outside the {rows} records it was given (0 to {last})</source>
        <translation>selector {selector} returned row positions outside the {rows} records it was given (0 to {last})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="318" />
        <source>{parameter}: no column {column!r} (the columns: {columns})</source>
        <translation>{parameter}: no column {column!r} (the columns: {columns})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="319" />
        <source>{what} returned {shape} rank scores and {flags} abstain flags for {n} targets</source>
        <translation>{what} returned {shape} rank scores and {flags} abstain flags for {n} targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="320" />
        <source>{what} must return one predicate per draw ({n})</source>
        <translation>{what} must return one predicate per draw ({n})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="321" />
        <source>{what} returned {shape} links for {n} targets</source>
        <translation>{what} returned {shape} links for {n} targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="322" />
        <source>{what} claimed a link to a record that does not exist (0 to {last})</source>
        <translation>{what} claimed a link to a record that does not exist (0 to {last})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="324" />
        <source>No candidate the search audited is both safe on every reading and on the front: widen the budget, or treat by hand (stronger recoding, perturbation of the sensitive variables).</source>
        <translation>No candidate the search audited is both safe on every reading and on the front: widen the budget, or treat by hand (stronger recoding, perturbation of the sensitive variables).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="325" />
        <source>Consider '{release}' first: safe on every reading, as faithful as a {percent:.0f} % subsample of the original, and no release audited keeps more at no more risk. Its chain: {chain}.</source>
        <translation>Consider '{release}' first: safe on every reading, as faithful as a {percent:.0f} % subsample of the original, and no release audited keeps more at no more risk. Its chain: {chain}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="327" />
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="328" />
        <source>Sample uniques</source>
        <translation>Sample uniques</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="329" />
        <source>Violating {k}-anonymity</source>
        <translation>Violating {k}-anonymity</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="330" />
        <source>Expected re-identifications</source>
        <translation>Expected re-identifications</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="331" />
        <source>Records above the acceptable risk</source>
        <translation>Records above the acceptable risk</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="332" />
        <source>Highest individual risk</source>
        <translation>Highest individual risk</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="333" />
        <source>Records matching exactly one original record</source>
        <translation>Records matching exactly one original record</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="334" />
        <source>Expected re-identifications, households</source>
        <translation>Expected re-identifications, households</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="335" />
        <source>Prosecutor: highest / average risk</source>
        <translation>Prosecutor: highest / average risk</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="336" />
        <source>Prosecutor: records at risk</source>
        <translation>Prosecutor: records at risk</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="337" />
        <source>Journalist: highest / average risk</source>
        <translation>Journalist: highest / average risk</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="338" />
        <source>Marketer: share re-identified</source>
        <translation>Marketer: share re-identified</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="339" />
        <source>Population uniques (Dankar et al.'s choice)</source>
        <translation>Population uniques (Dankar et al.'s choice)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="340" />
        <source>Records with a special unique (SUDA)</source>
        <translation>Records with a special unique (SUDA)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="341" />
        <source>Highest DIS-SUDA score</source>
        <translation>Highest DIS-SUDA score</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="342" />
        <source>{secret}: distinct / entropy l-diversity</source>
        <translation>{secret}: distinct / entropy l-diversity</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="343" />
        <source>{secret}: t-closeness</source>
        <translation>{secret}: t-closeness</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="344" />
        <source>Reading: {reading}</source>
        <translation>Reading: {reading}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="345" />
        <source>Reading the band follows</source>
        <translation>Reading the band follows</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="346" />
        <source>{band} ({reading})</source>
        <translation>{band} ({reading})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="347" />
        <source>Measures of {keys}</source>
        <translation>Measures of {keys}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="348" />
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="349" />
        <source>Prosecutor: the intruder knows the person is in the file. Journalist: matches against the population. Marketer: re-identifies as many records as possible. l-diversity: the fewest different values of the sensitive variable in a class; t-closeness: how far the farthest class's values lie from the whole file's.</source>
        <translation>Prosecutor: the intruder knows the person is in the file. Journalist: matches against the population. Marketer: re-identifies as many records as possible. l-diversity: the fewest different values of the sensitive variable in a class; t-closeness: how far the farthest class's values lie from the whole file's.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="350" />
        <source>not available: {reason}</source>
        <translation>not available: {reason}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="352" />
        <source>The published table of '{release}' determines the people of {unique} of {total} units ({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.</source>
        <translation>The published table of '{release}' determines the people of {unique} of {total} units ({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="353" />
        <source>The {tables} published tables of '{release}' determine the people of {unique} of {total} units ({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.</source>
        <translation>The {tables} published tables of '{release}' determine the people of {unique} of {total} units ({determined:,} of {people:,} people reconstructed): no other set of people fits their cells.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="354" />
        <source>The published table of '{release}' determines none of its {total} units ({people:,} people reconstructed).</source>
        <translation>The published table of '{release}' determines none of its {total} units ({people:,} people reconstructed).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="355" />
        <source>The {tables} published tables of '{release}' determine none of its {total} units ({people:,} people reconstructed).</source>
        <translation>The {tables} published tables of '{release}' determine none of its {total} units ({people:,} people reconstructed).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="356" />
        <source>The reconstruction matches {exact:.1%} of the original's {people:,} people exactly, {within:.1%} within one {ordered} band.</source>
        <translation>The reconstruction matches {exact:.1%} of the original's {people:,} people exactly, {within:.1%} within one {ordered} band.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="357" />
        <source>The reconstruction matches {exact:.1%} of the original's {people:,} people exactly.</source>
        <translation>The reconstruction matches {exact:.1%} of the original's {people:,} people exactly.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="358" />
        <source>the unit</source>
        <translation>the unit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="359" />
        <source>Guessing {sensitive} from {keys}, neither the reconstruction nor the modal value of the published tables makes a guess.</source>
        <translation>Guessing {sensitive} from {keys}, neither the reconstruction nor the modal value of the published tables makes a guess.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="360" />
        <source>Guessing {sensitive} from {keys}, the reconstruction makes no guess; the modal value of the published tables is right for {modal:.1%}.</source>
        <translation>Guessing {sensitive} from {keys}, the reconstruction makes no guess; the modal value of the published tables is right for {modal:.1%}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="361" />
        <source>Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses; the published tables give no modal value to guess with.</source>
        <translation>Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses; the published tables give no modal value to guess with.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="362" />
        <source>Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses, the modal value of the published tables for {modal:.1%}.</source>
        <translation>Guessing {sensitive} from {keys}, the reconstruction is right for {rebuilt:.1%} of its guesses, the modal value of the published tables for {modal:.1%}.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="363" />
        <source>For the {people:,} people who do not hold their unit's modal value, in units the tables determine, it is right for {rebuilt:.1%} (the modal guess: {modal:.1%}).</source>
        <translation>For the {people:,} people who do not hold their unit's modal value, in units the tables determine, it is right for {rebuilt:.1%} (the modal guess: {modal:.1%}).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="364" />
        <source>determined by the tables</source>
        <translation>determined by the tables</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="365" />
        <source>other answers fit</source>
        <translation>other answers fit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="366" />
        <source>people in the unit</source>
        <translation>people in the unit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="369" />
        <source>the reconstruction was cancelled before it measured this release: run it again</source>
        <translation>the reconstruction was cancelled before it measured this release: run it again</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="370" />
        <source>no sensitive variable was guessed through the reconstruction of '{release}' (name the original and its secret): it cannot be judged</source>
        <translation>no sensitive variable was guessed through the reconstruction of '{release}' (name the original and its secret): it cannot be judged</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="371" />
        <source>the reconstruction made no guess of {secret} (no unit's people could be rebuilt from the published cells): it cannot be judged</source>
        <translation>the reconstruction made no guess of {secret} (no unit's people could be rebuilt from the published cells): it cannot be judged</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="372" />
        <source>too few guesses of {secret} through the reconstruction to measure its ALC: it cannot be judged</source>
        <translation>too few guesses of {secret} through the reconstruction to measure its ALC: it cannot be judged</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="373" />
        <source>published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc:.2f} [{low:.2f}, {high:.2f}] beyond what the non-member baseline guesses: {band}</source>
        <translation>published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc:.2f} [{low:.2f}, {high:.2f}] beyond what the non-member baseline guesses: {band}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="375" />
        <source>{count} result(s) could not be measured (listed above, with why); until they are, no release they concern can be called safe.</source>
        <translation>{count} result(s) could not be measured (listed above, with why); until they are, no release they concern can be called safe.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="376" />
        <source>{attack} failed ({error}): run it again, or leave it out</source>
        <translation>{attack} failed ({error}): run it again, or leave it out</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="377" />
        <source>no reason given</source>
        <translation>no reason given</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="378" />
        <source>{attack} was cancelled before it measured anything: run it again</source>
        <translation>{attack} was cancelled before it measured anything: run it again</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="379" />
        <source>not applicable</source>
        <translation>not applicable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="381" />
        <source>{columns}: {rows} of {total} rows swapped within each column ({share:.0%})</source>
        <translation>{columns}: {rows} of {total} rows swapped within each column ({share:.0%})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="383" />
        <source>no answer fits the published cells of {count} unit(s) ({units})</source>
        <translation>no answer fits the published cells of {count} unit(s) ({units})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="384" />
        <source>no answer was found in time for {count} unit(s) ({units})</source>
        <translation>no answer was found in time for {count} unit(s) ({units})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="385" />
        <source>nothing bounds how many people {count} unit(s) hold ({units}): their tables have suppressed cells without a declared threshold and no published total; declare suppressed_below in the manifest</source>
        <translation>nothing bounds how many people {count} unit(s) hold ({units}): their tables have suppressed cells without a declared threshold and no published total; declare suppressed_below in the manifest</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="387" />
        <source>{count} generalized cell</source>
        <translation>{count} generalized cell</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="388" />
        <source>{count} generalized cells</source>
        <translation>{count} generalized cells</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="389" />
        <source>{count} missing value</source>
        <translation>{count} missing value</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="390" />
        <source>{count} missing values</source>
        <translation>{count} missing values</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="391" />
        <source>{column}: {what} and {how} left as written</source>
        <translation>{column}: {what} and {how} left as written</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="392" />
        <source>{column}: {what} left as written</source>
        <translation>{column}: {what} left as written</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="394" />
        <source>MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's median</source>
        <translation>MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's median</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="395" />
        <source>MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's mean</source>
        <translation>MDAV microaggregation of {columns} (standardized), k = {k}: {groups:,} groups of {smallest} to {largest} records; each value replaced by its group's mean</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="396" />
        <source>kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers</source>
        <translation>kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="397" />
        <source>kept exactly: each column's mean; kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers</source>
        <translation>kept exactly: each column's mean; kept: every published value of these columns is shared by at least {k} records; not kept: the spread within each group (variances shrink) and the exact values of outliers</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="398" />
        <source>{count:,} record with no number in some of these columns grouped among records with numbers in the same columns</source>
        <translation>{count:,} record with no number in some of these columns grouped among records with numbers in the same columns</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="399" />
        <source>{count:,} records with no number in some of these columns grouped among records with numbers in the same columns</source>
        <translation>{count:,} records with no number in some of these columns grouped among records with numbers in the same columns</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="400" />
        <source>{count:,} record whose pattern of numbers fewer than {k} records share joined the nearest group</source>
        <translation>{count:,} record whose pattern of numbers fewer than {k} records share joined the nearest group</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="401" />
        <source>{count:,} records whose pattern of numbers fewer than {k} records share joined the nearest group</source>
        <translation>{count:,} records whose pattern of numbers fewer than {k} records share joined the nearest group</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="402" />
        <source>{count:,} cell emptied: the group held fewer than {k} numbers in that column</source>
        <translation>{count:,} cell emptied: the group held fewer than {k} numbers in that column</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="403" />
        <source>{count:,} cells emptied: the group held fewer than {k} numbers in that column</source>
        <translation>{count:,} cells emptied: the group held fewer than {k} numbers in that column</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="405" />
        <source>{column} ± {spread:,.4g}</source>
        <translation>{column} ± {spread:,.4g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="406" />
        <source>correlated noise on {columns}, noise standard deviations {how}</source>
        <translation>correlated noise on {columns}, noise standard deviations {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="407" />
        <source>additive noise on {columns}, noise standard deviations {how}</source>
        <translation>additive noise on {columns}, noise standard deviations {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="408" />
        <source>{column}: {count:,} value became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be</source>
        <translation>{column}: {count:,} value became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="409" />
        <source>{column}: {count:,} values became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be</source>
        <translation>{column}: {count:,} values became negative (the column had none): bottom-code it at 0 if a negative {column} cannot be</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="410" />
        <source>kept in expectation: each column's mean; grown: each variance, by the factor {grown:.4g}; shrunk: correlations between the treated columns, by the factor {shrunk:.4g}</source>
        <translation>kept in expectation: each column's mean; grown: each variance, by the factor {grown:.4g}; shrunk: correlations between the treated columns, by the factor {shrunk:.4g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="411" />
        <source>kept in expectation: the means, variances and covariances (each noisy value x + e became {shrink:.4g} (x + e) + {rest:.4g} × its column's mean)</source>
        <translation>kept in expectation: the means, variances and covariances (each noisy value x + e became {shrink:.4g} (x + e) + {rest:.4g} × its column's mean)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="412" />
        <source>kept in expectation: the means and the correlations; grown: variances and covariances, by the factor {grown:.4g}</source>
        <translation>kept in expectation: the means and the correlations; grown: variances and covariances, by the factor {grown:.4g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="414" />
        <source>{column}: no category to change (every cell missing or generalized)</source>
        <translation>{column}: no category to change (every cell missing or generalized)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="415" />
        <source>{column}: {changed:,} of {total:,} values changed ({share:.1%})</source>
        <translation>{column}: {changed:,} of {total:,} values changed ({share:.1%})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="416" />
        <source>every value kept with a chance of at least {smallest:.0%}</source>
        <translation>every value kept with a chance of at least {smallest:.0%}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="417" />
        <source>PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}), within each group of {strata}: {how}</source>
        <translation>PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}), within each group of {strata}: {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="418" />
        <source>PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}): {how}</source>
        <translation>PRAM on {columns} (first-step diagonal from {diagonal:g} to 1, alpha {alpha:g}): {how}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="419" />
        <source>kept in expectation: each column's category counts within each group (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written</source>
        <translation>kept in expectation: each column's category counts within each group (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="420" />
        <source>kept in expectation: each column's category counts (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written</source>
        <translation>kept in expectation: each column's category counts (an invariant matrix); not kept: the cross-tables of a changed column with any other column; missing values and generalized cells left as written</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="422" />
        <source>{column}: {values} distinct values written as {bands} bands ({lowest} to {highest})</source>
        <translation>{column}: {values} distinct values written as {bands} bands ({lowest} to {highest})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="423" />
        <source>{column}: {values} distinct values written as {bands} bands</source>
        <translation>{column}: {values} distinct values written as {bands} bands</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="424" />
        <source>{column}: {count} cells already banded across two of the new bands were kept as they were (no finer than the new bands)</source>
        <translation>{column}: {count} cells already banded across two of the new bands were kept as they were (no finer than the new bands)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="425" />
        <source>{column}: {count} missing values stay empty; AnonGuard reads an empty cell of a generalized column as suppressed (any value)</source>
        <translation>{column}: {count} missing values stay empty; AnonGuard reads an empty cell of a generalized column as suppressed (any value)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="426" />
        <source>{column}: {count} categories merged, {suppressed} suppressed; {records} records changed</source>
        <translation>{column}: {count} categories merged, {suppressed} suppressed; {records} records changed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="427" />
        <source>{column}: {count} categories merged; {records} records changed</source>
        <translation>{column}: {count} categories merged; {records} records changed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="428" />
        <source>{column}: {count} categories recoded to the hierarchy's level ({groups} groups), {suppressed} suppressed; {records} records changed</source>
        <translation>{column}: {count} categories recoded to the hierarchy's level ({groups} groups), {suppressed} suppressed; {records} records changed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="429" />
        <source>{column}: {count} categories recoded to the hierarchy's level ({groups} groups); {records} records changed</source>
        <translation>{column}: {count} categories recoded to the hierarchy's level ({groups} groups); {records} records changed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="430" />
        <source>{column}: groups written as labels ({labels}); tell the audit what each stands for (--hierarchy COLUMN=FILE, or the Data page's Recodes), or AnonGuard reads them as new values</source>
        <translation>{column}: groups written as labels ({labels}); tell the audit what each stands for (--hierarchy COLUMN=FILE, or the Data page's Recodes), or AnonGuard reads them as new values</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="432" />
        <source>{column}: {changed} of {count} values rounded to multiples of {base} ({method}); largest change {largest}, mean change {mean:+.3g}</source>
        <translation>{column}: {changed} of {count} values rounded to multiples of {base} ({method}); largest change {largest}, mean change {mean:+.3g}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="433" />
        <source>{column}: {count} banded cells kept as they were (a band is no finer than a rounded value)</source>
        <translation>{column}: {count} banded cells kept as they were (a band is no finer than a rounded value)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="435" />
        <source>a blank cell matching any value</source>
        <translation>a blank cell matching any value</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="436" />
        <source>a blank cell counting as a value of its own</source>
        <translation>a blank cell counting as a value of its own</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="437" />
        <source>every combination of {keys} already holds at least {k} records ({how}): nothing suppressed</source>
        <translation>every combination of {keys} already holds at least {k} records ({how}): nothing suppressed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="438" />
        <source>{count} key cells suppressed ({share:.1%} of the {cells} key cells): {detail}</source>
        <translation>{count} key cells suppressed ({share:.1%} of the {cells} key cells): {detail}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="439" />
        <source>{count} of {records} records have a cell suppressed</source>
        <translation>{count} of {records} records have a cell suppressed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="440" />
        <source>every combination of {keys} now holds at least {k} records (the smallest {smallest}; {how})</source>
        <translation>every combination of {keys} now holds at least {k} records (the smallest {smallest}; {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="441" />
        <source>{count} key cells were missing or suppressed before ({how} too)</source>
        <translation>{count} key cells were missing or suppressed before ({how} too)</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="444" />
        <source>the top value</source>
        <translation>the top value</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="445" />
        <source>the bottom value</source>
        <translation>the bottom value</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="446" />
        <source>{how}, stricter than the {quantile:g} quantile {threshold}</source>
        <translation>{how}, stricter than the {quantile:g} quantile {threshold}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="447" />
        <source>{how}, stricter than the top value {threshold}</source>
        <translation>{how}, stricter than the top value {threshold}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="448" />
        <source>{how}, stricter than the bottom value {threshold}</source>
        <translation>{how}, stricter than the bottom value {threshold}</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="443" />
        <source>the {quantile:g} quantile</source>
        <translation>the {quantile:g} quantile</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="367" />
        <source>could differ by at most</source>
        <translation>could differ by at most</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="449" />
        <source>{column}: no value at or above {threshold} ({how})</source>
        <translation>{column}: no value at or above {threshold} ({how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="450" />
        <source>{column}: no value at or below {threshold} ({how})</source>
        <translation>{column}: no value at or below {threshold} ({how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="451" />
        <source>{column}: {count} values at or above {threshold} written as '&gt;={threshold}' (top code: {how})</source>
        <translation>{column}: {count} values at or above {threshold} written as '&gt;={threshold}' (top code: {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="452" />
        <source>{column}: {count} values at or above {threshold} written as the value {threshold} (top code: {how})</source>
        <translation>{column}: {count} values at or above {threshold} written as the value {threshold} (top code: {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="453" />
        <source>{column}: {count} values at or below {threshold} written as '&lt;={threshold}' (bottom code: {how})</source>
        <translation>{column}: {count} values at or below {threshold} written as '&lt;={threshold}' (bottom code: {how})</translation>
    </message>
    <message>
        <location filename="../../gui/marked_messages.py" line="454" />
        <source>{column}: {count} values at or below {threshold} written as the value {threshold} (bottom code: {how})</source>
        <translation>{column}: {count} values at or below {threshold} written as the value {threshold} (bottom code: {how})</translation>
    </message>
</context>
<context>
    <name>MissingCodes</name>
    <message>
        <location filename="../../gui/missing_codes.py" line="73" />
        <source>{count} ({declared} declared)</source>
        <translation>{count} ({declared} declared)</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="80" />
        <source>{in_file} values empty or marked missing in the file, {declared} declared missing here. Words such as None, NA or null are values unless declared missing.</source>
        <translation>{in_file} values empty or marked missing in the file, {declared} declared missing here. Words such as None, NA or null are values unless declared missing.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="104" />
        <source>Codes that mean 'missing' in this column of every table, separated by commas (e.g. -9, NA, Unknown). Only an empty field and a file format's own missing values are missing otherwise.</source>
        <translation>Codes that mean 'missing' in this column of every table, separated by commas (e.g. -9, NA, Unknown). Only an empty field and a file format's own missing values are missing otherwise.</translation>
    </message>
    <message>
        <location filename="../../gui/missing_codes.py" line="110" />
        <source>This column holds numbers and the words {words}, so it is read as categories: if they mean missing, declare them here.</source>
        <translation>This column holds numbers and the words {words}, so it is read as categories: if they mean missing, declare them here.</translation>
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
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="11" />
        <source>Attacks</source>
        <translation>Attacks</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="12" />
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="13" />
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="14" />
        <source>Utility</source>
        <translation>Utility</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="15" />
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="16" />
        <source>Membership</source>
        <translation>Membership</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="17" />
        <source>Re-identification</source>
        <translation>Re-identification</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="18" />
        <source>Reconstruction</source>
        <translation>Reconstruction</translation>
    </message>
    <message>
        <location filename="../../gui/page_order.py" line="19" />
        <source>Treatments</source>
        <translation>Treatments</translation>
    </message>
</context>
<context>
    <name>ParameterForm</name>
    <message>
        <location filename="../../gui/parameter_form.py" line="182" />
        <location filename="../../gui/treatment_chains.py" line="163" />
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="182" />
        <location filename="../../gui/treatment_chains.py" line="163" />
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="184" />
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="197" />
        <source>{help} Default: {value}.</source>
        <translation>{help} Default: {value}.</translation>
    </message>
    <message>
        <location filename="../../gui/parameter_form.py" line="262" />
        <source>Advanced settings: the defaults suit most audits</source>
        <translation>Advanced settings: the defaults suit most audits</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <location filename="../../gui/platform_check.py" line="56" />
        <source>the window cannot open: Qt's X11 plugin needs {libraries}, which this system lacks. On Debian or Ubuntu: sudo apt install {packages} (other systems: the packages holding these libraries). The command line works without them: anonguard audit --help</source>
        <translation>the window cannot open: Qt's X11 plugin needs {libraries}, which this system lacks. On Debian or Ubuntu: sudo apt install {packages} (other systems: the packages holding these libraries). The command line works without them: anonguard audit --help</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../../gui/questions.py" line="18" />
        <source>Unsaved results</source>
        <translation>Unsaved results</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="19" />
        <source>The results of the last run are not saved. Save them before {doing}?</source>
        <translation>The results of the last run are not saved. Save them before {doing}?</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="21" />
        <source>Discarded results cannot be brought back; saving keeps them in the audit file.</source>
        <translation>Discarded results cannot be brought back; saving keeps them in the audit file.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="34" />
        <source>AnonGuard stopped while an audit was running. {found} can be recovered ({older} older interrupted run(s) are kept for later).</source>
        <translation>AnonGuard stopped while an audit was running. {found} can be recovered ({older} older interrupted run(s) are kept for later).</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="37" />
        <source>AnonGuard stopped while an audit was running. {found} can be recovered.</source>
        <translation>AnonGuard stopped while an audit was running. {found} can be recovered.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="38" />
        <source>Recover an interrupted audit</source>
        <translation>Recover an interrupted audit</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="40" />
        <source>Recover the results</source>
        <translation>Recover the results</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="41" />
        <source>Discard them</source>
        <translation>Discard them</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="42" />
        <source>Later</source>
        <translation>Later</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="54" />
        <source>the Dask cluster at {value}</source>
        <translation>the Dask cluster at {value}</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="55" />
        <source>the shared folder {value}</source>
        <translation>the shared folder {value}</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="57" />
        <source>This audit file sends the original table to {where}. Send it there?</source>
        <translation>This audit file sends the original table to {where}. Send it there?</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="60" />
        <source>Not sent: open the audit in the window and confirm, or run it with `anonguard audit --config FILE`, naming the place on the command line.</source>
        <translation>Not sent: open the audit in the window and confirm, or run it with `anonguard audit --config FILE`, naming the place on the command line.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="64" />
        <source>Send the original?</source>
        <translation>Send the original?</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="65" />
        <source>The audit file names this place, not you. Whoever runs that cluster or can read that folder gets the original's records.</source>
        <translation>The audit file names this place, not you. Whoever runs that cluster or can read that folder gets the original's records.</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="67" />
        <source>Send it</source>
        <translation>Send it</translation>
    </message>
    <message>
        <location filename="../../gui/questions.py" line="68" />
        <source>Do not run</source>
        <translation>Do not run</translation>
    </message>
</context>
<context>
    <name>ReadingStatus</name>
    <message>
        <location filename="../../gui/reading_status.py" line="119" />
        <source>Reading</source>
        <translation>Reading</translation>
    </message>
    <message>
        <location filename="../../gui/reading_status.py" line="120" />
        <source>{stage}…{share} · Esc cancels</source>
        <translation>{stage}…{share} · Esc cancels</translation>
    </message>
</context>
<context>
    <name>RecodesBox</name>
    <message>
        <location filename="../../gui/recodes_view.py" line="108" />
        <source>Recodes: values a release writes differently from the original</source>
        <translation>Recodes: values a release writes differently from the original</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="114" />
        <source>Recodes: what each published value stands for</source>
        <translation>Recodes: what each published value stands for</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="121" />
        <source>A truncated code (LS for LS1…LS12), an age band, a rounded or top-coded income stands for several of the original's values; every attack and measure reads it so. Check each reading: double-click 'Stands for' to correct one, or read a column through a hierarchy file (ARX's layout).</source>
        <translation>A truncated code (LS for LS1…LS12), an age band, a rounded or top-coded income stands for several of the original's values; every attack and measure reads it so. Check each reading: double-click 'Stands for' to correct one, or read a column through a hierarchy file (ARX's layout).</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="125" />
        <source>Hierarchy file for this column…</source>
        <translation>Hierarchy file for this column…</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="127" />
        <source>Back to the inferred reading</source>
        <translation>Back to the inferred reading</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="143" />
        <source>Recodes: {count} values a release writes differently from the original</source>
        <translation>Recodes: {count} values a release writes differently from the original</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="145" />
        <source>Recodes: none (every release writes its values as the original does)</source>
        <translation>Recodes: none (every release writes its values as the original does)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="154" />
        <source>Hierarchy file</source>
        <translation>Hierarchy file</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="154" />
        <source>Select a row of the column first.</source>
        <translation>Select a row of the column first.</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="156" />
        <source>Hierarchy file for {column}</source>
        <translation>Hierarchy file for {column}</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="157" />
        <source>Hierarchy files (*.csv *.txt);;All files (*)</source>
        <translation>Hierarchy files (*.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="166" />
        <source>Cannot use the hierarchy file</source>
        <translation>Cannot use the hierarchy file</translation>
    </message>
</context>
<context>
    <name>RecodesModel</name>
    <message>
        <location filename="../../gui/recodes_view.py" line="34" />
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="34" />
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="35" />
        <source>As published</source>
        <translation>As published</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="35" />
        <source>Stands for</source>
        <translation>Stands for</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="36" />
        <source>How it was read</source>
        <translation>How it was read</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="75" />
        <source>Double-click to correct: the original's values this stands for, separated by commas; empty for a value of its own</source>
        <translation>Double-click to correct: the original's values this stands for, separated by commas; empty for a value of its own</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="80" />
        <source>(empty cells)</source>
        <translation>(empty cells)</translation>
    </message>
    <message>
        <location filename="../../gui/recodes_view.py" line="81" />
        <source>{count} values, e.g. {value}</source>
        <translation>{count} values, e.g. {value}</translation>
    </message>
</context>
<context>
    <name>ReconstructionPage</name>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="85" />
        <source>Release of published tables</source>
        <translation>Release of published tables</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="89" />
        <source>The reconstruction in plain words</source>
        <translation>The reconstruction in plain words</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="93" />
        <location filename="../../gui/reconstruction_page.py" line="98" />
        <source>What was reconstructed</source>
        <translation>What was reconstructed</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="102" />
        <source>Each unit by its people and how far another answer could differ</source>
        <translation>Each unit by its people and how far another answer could differ</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="103" />
        <source>Per-unit uniqueness</source>
        <translation>Per-unit uniqueness</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="107" />
        <source>Each point is a unit: its people, and the most people by which another set of people fitting its cells could differ. On the bottom line: determined by the tables.</source>
        <translation>Each point is a unit: its people, and the most people by which another set of people fitting its cells could differ. On the bottom line: determined by the tables.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="128" />
        <source>An intruder who knows a person's unit and key variables looks them up among the reconstructed people and guesses the sensitive variable: how often the guess is right, with its 95 % interval, and for how many it guesses. Published modal: the unit's most common value, read off the published tables alone. Non-member baseline: the most common value among the other people sharing the person's key variables. Modal people hold their unit's most common value; the reconstruction exposes the others, in units the tables determine.</source>
        <translation>An intruder who knows a person's unit and key variables looks them up among the reconstructed people and guesses the sensitive variable: how often the guess is right, with its 95 % interval, and for how many it guesses. Published modal: the unit's most common value, read off the published tables alone. Non-member baseline: the most common value among the other people sharing the person's key variables. Modal people hold their unit's most common value; the reconstruction exposes the others, in units the tables determine.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="141" />
        <source>Differs by: the people (summed over person types) by which another set of people fitting the unit's cells differs from the one reconstructed; at most: the most it can differ by, proven.</source>
        <translation>Differs by: the people (summed over person types) by which another set of people fitting the unit's cells differs from the one reconstructed; at most: the most it can differ by, proven.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="116" />
        <source>Sensitive variable guessed</source>
        <translation>Sensitive variable guessed</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="119" />
        <source>Guesses through the reconstruction beside the baselines'</source>
        <translation>Guesses through the reconstruction beside the baselines'</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="136" />
        <source>Units the tables do not determine</source>
        <translation>Units the tables do not determine</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="155" />
        <source>Release:</source>
        <translation>Release:</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="181" />
        <source>Nothing reconstructed yet. Add a folder of published count tables as a release on the Data page (Add published tables…: the folder with its tables.json or tables.toml) and run the audit: the people behind the counts are rebuilt unit by unit, and what that gives away is shown here.</source>
        <translation>Nothing reconstructed yet. Add a folder of published count tables as a release on the Data page (Add published tables…: the folder with its tables.json or tables.toml) and run the audit: the people behind the counts are rebuilt unit by unit, and what that gives away is shown here.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="195" />
        <source>Units the tables do not determine ({count})</source>
        <translation>Units the tables do not determine ({count})</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_page.py" line="209" />
        <source>Guesses: the original has none of the tables' variables to compare</source>
        <translation>Guesses: the original has none of the tables' variables to compare</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="25" />
        <source>everyone</source>
        <translation>everyone</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="26" />
        <source>non-modal people in determined units</source>
        <translation>non-modal people in determined units</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="27" />
        <source>people in determined units</source>
        <translation>people in determined units</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="28" />
        <source>people in other units</source>
        <translation>people in other units</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="29" />
        <source>modal people</source>
        <translation>modal people</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="30" />
        <source>non-modal people</source>
        <translation>non-modal people</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="33" />
        <source>other answers fit</source>
        <translation>other answers fit</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="34" />
        <source>no answer fits its cells</source>
        <translation>no answer fits its cells</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="35" />
        <source>no answer in time</source>
        <translation>no answer in time</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="36" />
        <source>open: nothing bounds its size</source>
        <translation>open: nothing bounds its size</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="60" />
        <source>Published tables</source>
        <translation>Published tables</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="61" />
        <source>{tables}: each counts the people of every unit.</source>
        <translation>{tables}: each counts the people of every unit.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="63" />
        <source>Person types</source>
        <translation>Person types</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="64" />
        <source>Combinations of one category of every variable the tables count by ({variables}): the kinds of person a unit's people are rebuilt as.</source>
        <translation>Combinations of one category of every variable the tables count by ({variables}): the kinds of person a unit's people are rebuilt as.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="67" />
        <source>Units determined</source>
        <translation>Units determined</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="67" />
        <location filename="../../gui/reconstruction_view.py" line="71" />
        <source>{unique} of {total}</source>
        <translation>{unique} of {total}</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="69" />
        <source>Proven: no other set of people fits the unit's published cells, so its people are known from the tables alone.</source>
        <translation>Proven: no other set of people fits the unit's published cells, so its people are known from the tables alone.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="71" />
        <source>People in them</source>
        <translation>People in them</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="73" />
        <source>People reconstructed in determined units, of all people reconstructed.</source>
        <translation>People reconstructed in determined units, of all people reconstructed.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="74" />
        <source>Matched exactly</source>
        <translation>Matched exactly</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="75" />
        <source>Of the original's people, the share a reconstructed person matches on every variable.</source>
        <translation>Of the original's people, the share a reconstructed person matches on every variable.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="79" />
        <source>Within one band</source>
        <translation>Within one band</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="80" />
        <source>The same, allowing {variable} one band either way.</source>
        <translation>The same, allowing {variable} one band either way.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="82" />
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="82" />
        <source>{attack} ({seconds} s)</source>
        <translation>{attack} ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="84" />
        <source>The reconstruction attack and how long it took.</source>
        <translation>The reconstruction attack and how long it took.</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="113" />
        <source>Reconstruction</source>
        <translation>Reconstruction</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="115" />
        <source>Published modal</source>
        <translation>Published modal</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="139" />
        <source>Differs by</source>
        <translation>Differs by</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="89" />
        <source>Guessing {sensitive} from {keys}</source>
        <translation>Guessing {sensitive} from {keys}</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="90" />
        <source>the unit</source>
        <translation>the unit</translation>
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
        <translation>People</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="112" />
        <source>How many</source>
        <translation>How many</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="114" />
        <source>Guessed</source>
        <translation>Guessed</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="116" />
        <source>Non-member baseline</source>
        <translation>Non-member baseline</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="122" />
        <source>ALC against the non-member baseline: {alc} (0: the reconstruction guesses no better than someone who never saw the tables; 1: right wherever the baseline is not).</source>
        <translation>ALC against the non-member baseline: {alc} (0: the reconstruction guesses no better than someone who never saw the tables; 1: right wherever the baseline is not).</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="136" />
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="138" />
        <source>Why not determined</source>
        <translation>Why not determined</translation>
    </message>
    <message>
        <location filename="../../gui/reconstruction_view.py" line="140" />
        <source>At most</source>
        <translation>At most</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../gui/recovery.py" line="92" />
        <source>an unsaved audit</source>
        <translation>an unsaved audit</translation>
    </message>
    <message>
        <location filename="../../gui/recovery.py" line="94" />
        <source>%d %b %Y at %H:%M</source>
        <translation>%d %b %Y at %H:%M</translation>
    </message>
    <message>
        <location filename="../../gui/recovery.py" line="95" />
        <source>{count} finished results of {audit}, run on {when}</source>
        <translation>{count} finished results of {audit}, run on {when}</translation>
    </message>
    <message>
        <location filename="../../gui/recovery.py" line="96" />
        <source>{count} finished result of {audit}, run on {when}</source>
        <translation>{count} finished result of {audit}, run on {when}</translation>
    </message>
</context>
<context>
    <name>ReidentificationBox</name>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="27" />
        <source>Re-identification: can a person be found in the file by the key variables?</source>
        <translation>Re-identification: can a person be found in the file by the key variables?</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="59" />
        <source>the sum of the survey weights</source>
        <translation>the sum of the survey weights</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="60" />
        <source>How many people the file was drawn from: the population uniqueness models and DIS-SUDA need it.</source>
        <translation>How many people the file was drawn from: the population uniqueness models and DIS-SUDA need it.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="66" />
        <source>A record whose chance of being re-identified exceeds this is at risk (0.1: it shares its key combination with about ten people).</source>
        <translation>A record whose chance of being re-identified exceeds this is at risk (0.1: it shares its key combination with about ten people).</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="70" />
        <source>not run</source>
        <translation>not run</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="71" />
        <source>SUDA looks for the smallest sets of key variables, of at most this many, that make a record unique.</source>
        <translation>SUDA looks for the smallest sets of key variables, of at most this many, that make a record unique.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="91" />
        <source>Population size</source>
        <translation>Population size</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="90" />
        <source>Acceptable individual risk</source>
        <translation>Acceptable individual risk</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="32" />
        <source>Also search for the riskiest combinations of the key variables</source>
        <translation>Also search for the riskiest combinations of the key variables</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="33" />
        <source>Besides the key variables as one set (and each further attacker's set), which are always measured, try combinations of them and measure the riskiest.</source>
        <translation>Besides the key variables as one set (and each further attacker's set), which are always measured, try combinations of them and measure the riskiest.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="36" />
        <location filename="../../gui/reidentification_setup.py" line="87" />
        <source>Release type</source>
        <translation>Release type</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="37" />
        <source>The SDC Practice Guide's release types: a public-use file is judged by k-anonymity, a scientific-use file by the individual risk.</source>
        <translation>The SDC Practice Guide's release types: a public-use file is judged by k-anonymity, a scientific-use file by the individual risk.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="39" />
        <source>public-use file: who is in it can be known, k = 3</source>
        <translation>public-use file: who is in it can be known, k = 3</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="39" />
        <source>public-use file, strict: k = 5</source>
        <translation>public-use file, strict: k = 5</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="40" />
        <source>scientific-use file: a sample whose members are not known, individual risk above 0.05</source>
        <translation>scientific-use file: a sample whose members are not known, individual risk above 0.05</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="43" />
        <source>own thresholds</source>
        <translation>own thresholds</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="45" />
        <source>What the intruder can know about who is in the file</source>
        <translation>What the intruder can know about who is in the file</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="46" />
        <source>who is in the file can be known (a census, a register extract, a clinic's file, a published sample): prosecutor risk</source>
        <translation>who is in the file can be known (a census, a register extract, a clinic's file, a published sample): prosecutor risk</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="48" />
        <source>a sample whose members are not known: weighted individual risk</source>
        <translation>a sample whose members are not known: weighted individual risk</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="50" />
        <source>The re-identification verdict follows this reading; with a survey weight both readings are shown. Without one, the prosecutor reading decides.</source>
        <translation>The re-identification verdict follows this reading; with a survey weight both readings are shown. Without one, the prosecutor reading decides.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="54" />
        <source>Who is in the file can be known: a record is at risk when fewer than this many records share its key combination (typically 3 or 5).</source>
        <translation>Who is in the file can be known: a record is at risk when fewer than this many records share its key combination (typically 3 or 5).</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="74" />
        <source>An intruder who knows less than the release prints, per numeric key: age=0;18;30;65 (edges), income=10 (quantile bins), income=round 1000 (rounding) or children=as written. Measured beside the keys as published, never instead of them.</source>
        <translation>An intruder who knows less than the release prints, per numeric key: age=0;18;30;65 (edges), income=10 (quantile bins), income=round 1000 (rounding) or children=as written. Measured beside the keys as published, never instead of them.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="78" />
        <source>Intruder model: what the intruder knows less precisely</source>
        <translation>Intruder model: what the intruder knows less precisely</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="88" />
        <source>The intruder's scenario</source>
        <translation>The intruder's scenario</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="89" />
        <source>k-anonymity threshold</source>
        <translation>k-anonymity threshold</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="92" />
        <source>Largest special unique (SUDA)</source>
        <translation>Largest special unique (SUDA)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="93" />
        <source>Intruder model (optional)</source>
        <translation>Intruder model (optional)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="119" />
        <source>Key sets named in the audit file: {sets}.</source>
        <translation>Key sets named in the audit file: {sets}.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="120" />
        <source>Measured on the key variables (role 'known') and each further attacker's set, counted as published.</source>
        <translation>Measured on the key variables (role 'known') and each further attacker's set, counted as published.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="140" />
        <source>Intruder model not changed: {problem}</source>
        <translation>Intruder model not changed: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="166" />
        <source>Every key is counted as published (each value of the file its own category). Intruder model: none.</source>
        <translation>Every key is counted as published (each value of the file its own category). Intruder model: none.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="168" />
        <source>Every key is counted as published, and beside that reading (never instead of it) for an intruder who knows only: {model}.</source>
        <translation>Every key is counted as published, and beside that reading (never instead of it) for an intruder who knows only: {model}.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="122" />
        <source>Survey weight: {weight}; household id: {household} (roles on the Data page).</source>
        <translation>Survey weight: {weight}; household id: {household} (roles on the Data page).</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_setup.py" line="123" />
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
<context>
    <name>ReidentificationPage</name>
    <message>
        <location filename="../../gui/reidentification_page.py" line="34" />
        <source>every record</source>
        <translation>every record</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="35" />
        <source>sample uniques</source>
        <translation>sample uniques</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="36" />
        <source>individual risk above the acceptable risk</source>
        <translation>individual risk above the acceptable risk</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="37" />
        <source>records with a special unique (SUDA)</source>
        <translation>records with a special unique (SUDA)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="38" />
        <source>people an attack exposed (the original)</source>
        <translation>people an attack exposed (the original)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="68" />
        <source>Keys counted as published; the readings follow the intruder's scenario: {scenario}.</source>
        <translation>Keys counted as published; the readings follow the intruder's scenario: {scenario}.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="77" />
        <location filename="../../gui/reidentification_page.py" line="221" />
        <source>the original</source>
        <translation>the original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="78" />
        <source>&lt;b&gt;{file}&lt;/b&gt;: {band} · {at_risk} · {uniques} sample uniques, {expected} re-identifications expected (key variables {keys})</source>
        <translation>&lt;b&gt;{file}&lt;/b&gt;: {band} · {at_risk} · {uniques} sample uniques, {expected} re-identifications expected (key variables {keys})</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="80" />
        <source>{file}, if the {model}</source>
        <translation>{file}, if the {model}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="96" />
        <source>original</source>
        <translation>original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="132" />
        <source>Re-identification summary per file</source>
        <translation>Re-identification summary per file</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="134" />
        <source>Key set shown</source>
        <translation>Key set shown</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="138" />
        <source>Measures of the key set, the original beside each release</source>
        <translation>Measures of the key set, the original beside each release</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="140" />
        <source>records by class size</source>
        <translation>records by class size</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="141" />
        <source>records by individual risk</source>
        <translation>records by individual risk</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="143" />
        <source>SUDA: what to recode first</source>
        <translation>SUDA: what to recode first</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="149" />
        <source>File whose register is shown</source>
        <translation>File whose register is shown</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="151" />
        <source>Records shown in the register</source>
        <translation>Records shown in the register</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="163" />
        <source>Risk register: one row per record</source>
        <translation>Risk register: one row per record</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="166" />
        <source>Export the risk register…</source>
        <translation>Export the risk register…</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="167" />
        <source>Writes risk_register.csv: it identifies records, so keep it as confidential as the original</source>
        <translation>Writes risk_register.csv: it identifies records, so keep it as confidential as the original</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="171" />
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="171" />
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="175" />
        <source>Risk register (identifies records: never in a report)</source>
        <translation>Risk register (identifies records: never in a report)</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="186" />
        <source>Key variables:</source>
        <translation>Key variables:</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="206" />
        <source>Saved re-identification measures not shown</source>
        <translation>Saved re-identification measures not shown</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="207" />
        <source>they are malformed ({problem}); run the audit again</source>
        <translation>they are malformed ({problem}); run the audit again</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="224" />
        <source>No re-identification measures yet: mark the key variables on the Data page, tick 'Re-identification' on the Scenario page and run.</source>
        <translation>No re-identification measures yet: mark the key variables on the Data page, tick 'Re-identification' on the Scenario page and run.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="226" />
        <source>The audit measured no key set.</source>
        <translation>The audit measured no key set.</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="229" />
        <source>Key sets found by the search ({tried} of {total} combinations tried): the riskiest are measured; recode first: {recode}</source>
        <translation>Key sets found by the search ({tried} of {total} combinations tried): the riskiest are measured; recode first: {recode}</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="254" />
        <source>{shown} of {total} records</source>
        <translation>{shown} of {total} records</translation>
    </message>
    <message>
        <location filename="../../gui/reidentification_page.py" line="256" />
        <source>the register is not kept in the audit file: run the audit again to see it</source>
        <translation>the register is not kept in the audit file: run the audit again to see it</translation>
    </message>
</context>
<context>
    <name>ReportJobs</name>
    <message>
        <location filename="../../gui/report_jobs.py" line="132" />
        <source>Free some disk space and export again.</source>
        <translation>Free some disk space and export again.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="133" />
        <source>Export the missing format again once the cause is fixed, or report the problem.</source>
        <translation>Export the missing format again once the cause is fixed, or report the problem.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="136" />
        <source>Wrote {files} to {folder}.</source>
        <translation>Wrote {files} to {folder}.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="138" />
        <source>Nothing was written to {folder}.</source>
        <translation>Nothing was written to {folder}.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="141" />
        <source>{folder} is in use by another AnonGuard audit (process {process}); nothing was written. Wait for it to finish, or choose another folder.</source>
        <translation>{folder} is in use by another AnonGuard audit (process {process}); nothing was written. Wait for it to finish, or choose another folder.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="143" />
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="147" />
        <source>Could not write the report to {folder}: {reason}. Nothing was written, and a report already there is unchanged. Choose a folder you can write to (or free some disk space) and export again.</source>
        <translation>Could not write the report to {folder}: {reason}. Nothing was written, and a report already there is unchanged. Choose a folder you can write to (or free some disk space) and export again.</translation>
    </message>
    <message>
        <location filename="../../gui/report_jobs.py" line="150" />
        <source>Could not export the report: {error}. Nothing was written to {folder}.</source>
        <translation>Could not export the report: {error}. Nothing was written to {folder}.</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <location filename="../../gui/marked_words.py" line="117" />
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="119" />
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="121" />
        <source>Sensitive variable</source>
        <translation>Sensitive variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="122" />
        <source>The column the attacker tries to learn.</source>
        <translation>The column the attacker tries to learn.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="124" />
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="125" />
        <source>What an identity attack claims: that a description fits exactly one person (singling out), that two records are one person (linkability), or that a release row is a named person (record linkage).</source>
        <translation>What an identity attack claims: that a description fits exactly one person (singling out), that two records are one person (linkability), or that a release row is a named person (record linkage).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="127" />
        <source>Key variables known</source>
        <translation>Key variables known</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="128" />
        <source>The key variables (quasi-identifiers) the attacker knows about the person.</source>
        <translation>The key variables (quasi-identifiers) the attacker knows about the person.</translation>
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
        <translation>Anonymity Loss Coefficient: how much better the attack predicts the secret than a model that never saw these people. It compares their PRCs (precision, discounted only when coverage gets very small). 0 = no better; 1 = perfect where the baseline is not; far below 0 it only says 'no advantage'. Each side's operating point is chosen on some attempts and measured on others.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="133" />
        <source>ALC interval</source>
        <translation>ALC interval</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="134" />
        <source>Where the true ALC lies, 95 times out of 100, given how many people were attacked.</source>
        <translation>Where the true ALC lies, 95 times out of 100, given how many people were attacked.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="136" />
        <source>ALC [95% interval]</source>
        <translation>ALC [95% interval]</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="137" />
        <source>The ALC, and where its true value lies 95 times out of 100.</source>
        <translation>The ALC, and where its true value lies 95 times out of 100.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="139" />
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="140" />
        <source>Decided from the intervals: serious or at risk when the interval's lower end is in the band, safe when its upper end is below the at-risk threshold, otherwise undetermined. By default the worse of ALC and the precision improvement. Not applicable: the audit's set-up leaves no meaning.</source>
        <translation>Decided from the intervals: serious or at risk when the interval's lower end is in the band, safe when its upper end is below the at-risk threshold, otherwise undetermined. By default the worse of ALC and the precision improvement. Not applicable: the audit's set-up leaves no meaning.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="142" />
        <source>Precision improvement</source>
        <translation>Precision improvement</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="143" />
        <source>Paper 000's comparison at equal coverage: on the people the attack predicts for, how much of the baseline's room for error the attack removes (1 = always right where the baseline is not), with the share of people it holds for.</source>
        <translation>Paper 000's comparison at equal coverage: on the people the attack predicts for, how much of the baseline's room for error the attack removes (1 = always right where the baseline is not), with the share of people it holds for.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="145" />
        <source>Attack P</source>
        <translation>Attack P</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="146" />
        <source>Precision: the share of the attack's predictions that are right.</source>
        <translation>Precision: the share of the attack's predictions that are right.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="148" />
        <source>Attack cov.</source>
        <translation>Attack cov.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="149" />
        <source>Coverage (recall): the share of attacked people the attack dares to predict for.</source>
        <translation>Coverage (recall): the share of attacked people the attack dares to predict for.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="151" />
        <source>Attack: precision for coverage</source>
        <translation>Attack: precision for coverage</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="152" />
        <source>The attack's precision at its operating point, and the share of attacked people it predicts for there.</source>
        <translation>The attack's precision at its operating point, and the share of attacked people it predicts for there.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="154" />
        <source>Baseline P</source>
        <translation>Baseline P</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="155" />
        <source>Precision of the privacy-neutral baseline: a model trained on the original without the targets.</source>
        <translation>Precision of the privacy-neutral baseline: a model trained on the original without the targets.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="157" />
        <source>Baseline cov.</source>
        <translation>Baseline cov.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="158" />
        <source>Coverage of the baseline at its operating point.</source>
        <translation>Coverage of the baseline at its operating point.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="160" />
        <source>Baseline: precision for coverage</source>
        <translation>Baseline: precision for coverage</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="161" />
        <source>The baseline's precision at its operating point, and the share of attacked people it predicts for there.</source>
        <translation>The baseline's precision at its operating point, and the share of attacked people it predicts for there.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="163" />
        <source>Open ALC</source>
        <translation>Open ALC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="164" />
        <source>For attacks that also guess from population statistics alone (the group attack's 'open' prediction): its ALC. Well below ALC means the risk is personal, what the release shows about the person; close to ALC means the attack mostly learned what is true of everyone.</source>
        <translation>For attacks that also guess from population statistics alone (the group attack's 'open' prediction): its ALC. Well below ALC means the risk is personal, what the release shows about the person; close to ALC means the attack mostly learned what is true of everyone.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="166" />
        <source>Baseline model</source>
        <translation>Baseline model</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="167" />
        <source>The model the baseline chose among the candidates.</source>
        <translation>The model the baseline chose among the candidates.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="169" />
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="170" />
        <source>People attacked.</source>
        <translation>People attacked.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="172" />
        <source>Halted because</source>
        <translation>Halted because</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="173" />
        <source>Why the run stopped attacking more people.</source>
        <translation>Why the run stopped attacking more people.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="175" />
        <source>Members</source>
        <translation>Members</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="176" />
        <source>Members scored.</source>
        <translation>Members scored.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="178" />
        <source>Non-members</source>
        <translation>Non-members</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="179" />
        <source>Non-members scored.</source>
        <translation>Non-members scored.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="181" />
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="182" />
        <source>Chance that a random member outscores a random non-member (0.5 = no better than guessing).</source>
        <translation>Chance that a random member outscores a random non-member (0.5 = no better than guessing).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="184" />
        <source>TPR @ FPR 0.001</source>
        <translation>TPR @ FPR 0.001</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="185" />
        <source>Share of members found while wrongly accusing at most 1 non-member in 1,000.</source>
        <translation>Share of members found while wrongly accusing at most 1 non-member in 1,000.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="187" />
        <source>TPR @ FPR 0.01</source>
        <translation>TPR @ FPR 0.01</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="188" />
        <source>Share of members found while wrongly accusing at most 1 non-member in 100.</source>
        <translation>Share of members found while wrongly accusing at most 1 non-member in 100.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="190" />
        <source>P 1:1</source>
        <translation>P 1:1</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="191" />
        <source>Best precision when members and non-members are equally many (what most papers report).</source>
        <translation>Best precision when members and non-members are equally many (what most papers report).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="193" />
        <source>P 1:100</source>
        <translation>P 1:100</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="194" />
        <source>Best precision when 100 non-members stand beside each member; claiming everyone gives 0.0099.</source>
        <translation>Best precision when 100 non-members stand beside each member; claiming everyone gives 0.0099.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="196" />
        <source>P 1:1000</source>
        <translation>P 1:1000</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="197" />
        <source>Best precision when 1,000 non-members stand beside each member; claiming everyone gives 0.001.</source>
        <translation>Best precision when 1,000 non-members stand beside each member; claiming everyone gives 0.001.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="199" />
        <source>P realistic</source>
        <translation>P realistic</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="200" />
        <source>Best precision at the population size or member fraction stated for this audit.</source>
        <translation>Best precision at the population size or member fraction stated for this audit.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="202" />
        <source>Odds</source>
        <translation>Odds</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="203" />
        <source>Members : non-members among the people the attacker could ask about.</source>
        <translation>Members : non-members among the people the attacker could ask about.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="205" />
        <source>Best precision</source>
        <translation>Best precision</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="206" />
        <source>The best precision at those odds.</source>
        <translation>The best precision at those odds.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="208" />
        <source>Base rate</source>
        <translation>Base rate</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="209" />
        <source>The precision of claiming everyone at those odds.</source>
        <translation>The precision of claiming everyone at those odds.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="212" />
        <source>How much better than the base rate the attack does at the realistic (or the largest) odds.</source>
        <translation>How much better than the base rate the attack does at the realistic (or the largest) odds.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="214" />
        <source>Risk</source>
        <translation>Risk</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="215" />
        <source>The band the ALC's interval decides.</source>
        <translation>The band the ALC's interval decides.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="217" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="218" />
        <source>How the run ended, or what went wrong.</source>
        <translation>How the run ended, or what went wrong.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../gui/models.py" line="276" />
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="283" />
        <source>below −1</source>
        <translation>below −1</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="284" />
        <source>{low} to {high}</source>
        <translation>{low} to {high}</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="301" />
        <source>no advantage (&lt; −1)</source>
        <translation>no advantage (&lt; −1)</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="302" />
        <source>{improvement} for {share}</source>
        <translation>{improvement} for {share}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="107" />
        <source>claim: {claim}</source>
        <translation>claim: {claim}</translation>
    </message>
    <message>
        <location filename="../../gui/models.py" line="322" />
        <source>About {count} attempts would decide it.</source>
        <translation>About {count} attempts would decide it.</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../gui/pages.py" line="411" />
        <source>Results: one row per release, attack and sensitive variable, worst first</source>
        <translation>Results: one row per release, attack and sensitive variable, worst first</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <location filename="../../gui/draft.py" line="46" />
        <source>key variable (known)</source>
        <translation>key variable (known)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="47" />
        <source>sensitive (secret)</source>
        <translation>sensitive (secret)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="48" />
        <source>entity (person id)</source>
        <translation>entity (person id)</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="49" />
        <source>left out</source>
        <translation>left out</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="50" />
        <source>survey weight</source>
        <translation>survey weight</translation>
    </message>
    <message>
        <location filename="../../gui/draft.py" line="51" />
        <source>household id</source>
        <translation>household id</translation>
    </message>
</context>
<context>
    <name>RunStatus</name>
    <message>
        <location filename="../../gui/run_status.py" line="34" />
        <source>about {time} left</source>
        <translation>about {time} left</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="51" />
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="54" />
        <source>Scenarios…</source>
        <translation>Scenarios…</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="55" />
        <source>Every scenario of the run: queued, running (where, doing what), done or failed</source>
        <translation>Every scenario of the run: queued, running (where, doing what), done or failed</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="91" />
        <source>reading and checking the inputs</source>
        <translation>reading and checking the inputs</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="145" />
        <source>scenario {number} of {total}: {what}</source>
        <translation>scenario {number} of {total}: {what}</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="129" />
        <source>{attempts} attempts ({share} of this scenario)</source>
        <translation>{attempts} attempts ({share} of this scenario)</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="149" />
        <source>{running} scenarios running side by side, {done} of {total} done</source>
        <translation>{running} scenarios running side by side, {done} of {total} done</translation>
    </message>
    <message>
        <location filename="../../gui/run_status.py" line="156" />
        <source>cancelling after the current batch</source>
        <translation>cancelling after the current batch</translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message>
        <location filename="../../gui/draft.py" line="587" />
        <source>a known set needs at least one column of the original (not the entity id)</source>
        <translation>a known set needs at least one column of the original (not the entity id)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="124" />
        <source>anyone may be attacked (random targets)</source>
        <translation>anyone may be attacked (random targets)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="125" />
        <source>only the records a selector picks (pre-targeted)</source>
        <translation>only the records a selector picks (pre-targeted)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="126" />
        <source>the targeted records</source>
        <translation>the targeted records</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="127" />
        <source>the whole table</source>
        <translation>the whole table</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="128" />
        <source>the worse of ALC and the equal-coverage comparison</source>
        <translation>the worse of ALC and the equal-coverage comparison</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="129" />
        <source>ALC alone</source>
        <translation>ALC alone</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="181" />
        <source>Who is attacked</source>
        <translation>Who is attacked</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="161" />
        <source>Settings of the selector</source>
        <translation>Settings of the selector</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="169" />
        <source>Advanced: how the measures are read (the papers' defaults)</source>
        <translation>Advanced: how the measures are read (the papers' defaults)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="187" />
        <source>How the audit runs</source>
        <translation>How the audit runs</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="215" />
        <source>Delete the fitted baselines kept in the cache folder; runs fit them anew. No result changes.</source>
        <translation>Delete the fitted baselines kept in the cache folder; runs fit them anew. No result changes.</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="230" />
        <source>Clear kept baselines ({count}, {size} MB)</source>
        <translation>Clear kept baselines ({count}, {size} MB)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="241" />
        <source>More attackers: each knows another set of key variables</source>
        <translation>More attackers: each knows another set of key variables</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="244" />
        <source>Further sets of key variables, one attacker each</source>
        <translation>Further sets of key variables, one attacker each</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="249" />
        <source>Columns to tick for a new set</source>
        <translation>Columns to tick for a new set</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="250" />
        <source>Add a set of the ticked columns</source>
        <translation>Add a set of the ticked columns</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="251" />
        <source>Remove the selected set</source>
        <translation>Remove the selected set</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="258" />
        <source>The key variables set on the Data page make the first attacker; each set below is audited as one more, e.g. an attacker who knows only age and region.</source>
        <translation>The key variables set on the Data page make the first attacker; each set below is audited as one more, e.g. an attacker who knows only age and region.</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="262" />
        <source>Columns:</source>
        <translation>Columns:</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="302" />
        <source>Settings of {selector}</source>
        <translation>Settings of {selector}</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="329" />
        <source>(none yet: set a role on the Data page)</source>
        <translation>(none yet: set a role on the Data page)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="330" />
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="331" />
        <source>&lt;b&gt;Sensitive variables (secret):&lt;/b&gt; {secrets}&lt;br&gt;&lt;b&gt;Key variables the attacker knows:&lt;/b&gt; {known}</source>
        <translation>&lt;b&gt;Sensitive variables (secret):&lt;/b&gt; {secrets}&lt;br&gt;&lt;b&gt;Key variables the attacker knows:&lt;/b&gt; {known}</translation>
    </message>
</context>
<context>
    <name>ScenarioStates</name>
    <message>
        <location filename="../../gui/scenario_states.py" line="22" />
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="22" />
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="23" />
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="24" />
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="25" />
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="26" />
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="27" />
        <source>not applicable</source>
        <translation>not applicable</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="51" />
        <source>queued</source>
        <translation>queued</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="55" />
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="56" />
        <source>the audit's process</source>
        <translation>the audit's process</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="59" />
        <source>running: {stage}</source>
        <translation>running: {stage}</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="62" />
        <source>running: {attempts} of {planned} attempts</source>
        <translation>running: {attempts} of {planned} attempts</translation>
    </message>
</context>
<context>
    <name>ScenarioStatesWindow</name>
    <message>
        <location filename="../../gui/scenario_states.py" line="110" />
        <source>Scenarios of the run</source>
        <translation>Scenarios of the run</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_states.py" line="114" />
        <source>Every scenario of the run and its state</source>
        <translation>Every scenario of the run and its state</translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <location filename="../../gui/frontier_search.py" line="84" />
        <source>Release the search treats</source>
        <translation>Release the search treats</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="90" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="91" />
        <source>How long the search may take. Candidates it does not reach are listed as not audited, never as safe.</source>
        <translation>How long the search may take. Candidates it does not reach are listed as not audited, never as safe.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="93" />
        <source>Search the frontier</source>
        <translation>Search the frontier</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="95" />
        <source>The treatments propose chains (recoding, top coding, PRAM, noise, microaggregation, then local suppression to k on the key variables); each is audited like a release, with every attack, the re-identification measures and utility.</source>
        <translation>The treatments propose chains (recoding, top coding, PRAM, noise, microaggregation, then local suppression to k on the key variables); each is audited like a release, with every attack, the re-identification measures and utility.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="98" />
        <source>Cancel the search</source>
        <translation>Cancel the search</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="101" />
        <source>The treatments propose chains for the key variables, riskiest first (recoding, top coding, PRAM, noise, microaggregation), each ending with local suppression to k; every candidate is audited as a release is, with every attack, the re-identification measures and utility, until the time budget is spent.</source>
        <translation>The treatments propose chains for the key variables, riskiest first (recoding, top coding, PRAM, noise, microaggregation), each ending with local suppression to k; every candidate is audited as a release is, with every attack, the re-identification measures and utility, until the time budget is spent.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="108" />
        <source>Treat</source>
        <translation>Treat</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="108" />
        <source>Time budget</source>
        <translation>Time budget</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="126" />
        <source>the original</source>
        <translation>the original</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="146" />
        <source>Searching: the treatments propose chains…</source>
        <translation>Searching: the treatments propose chains…</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="152" />
        <source>Cancelling: the round under way stops after its batch; what was audited is kept.</source>
        <translation>Cancelling: the round under way stops after its batch; what was audited is kept.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="157" />
        <source>{words} ({percent} % of the budget spent)</source>
        <translation>{words} ({percent} % of the budget spent)</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="161" />
        <source>{audited} of {proposed} candidate chains audited{cancelled}.</source>
        <translation>{audited} of {proposed} candidate chains audited{cancelled}.</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="163" />
        <source> (cancelled)</source>
        <translation> (cancelled)</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="166" />
        <source>The search stopped: {reason}</source>
        <translation>The search stopped: {reason}</translation>
    </message>
    <message>
        <location filename="../../gui/frontier_search.py" line="169" />
        <source>The search was stopped while it was busy; nothing it audited was kept.</source>
        <translation>The search was stopped while it was busy; nothing it audited was kept.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../gui/scenario_page.py" line="106" />
        <source>percentage points</source>
        <translation>percentage points</translation>
    </message>
    <message>
        <location filename="../../gui/scenario_page.py" line="110" />
        <source>% of targets</source>
        <translation>% of targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="17" />
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="18" />
        <source>Every random choice of the audit (targets, samples, models) follows from it: the same seed gives the same results.</source>
        <translation>Every random choice of the audit (targets, samples, models) follows from it: the same seed gives the same results.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="20" />
        <source>Repeat under seeds</source>
        <translation>Repeat under seeds</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="21" />
        <source>Run the audit under this many seeds (the seed, the seed + 1, …) and report how far the readings spread; a verdict that changes with the seed is undetermined.</source>
        <translation>Run the audit under this many seeds (the seed, the seed + 1, …) and report how far the readings spread; a verdict that changes with the seed is undetermined.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="24" />
        <source>Everyone eligible is attacked when the work, counted from the table sizes (not timed), fits this budget: the converged answer. Else the run stops once the verdict is settled or the budget is spent. 0: stop once settled.</source>
        <translation>Everyone eligible is attacked when the work, counted from the table sizes (not timed), fits this budget: the converged answer. Else the run stops once the verdict is settled or the budget is spent. 0: stop once settled.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="30" />
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="26" />
        <source>every person, always</source>
        <translation>every person, always</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="23" />
        <source>Work budget per scenario</source>
        <translation>Work budget per scenario</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="25" />
        <source>million cells</source>
        <translation>million cells</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="28" />
        <source>Time limit per attack</source>
        <translation>Time limit per attack</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="29" />
        <source>An attack still working after this long on one scenario is stopped and its row fails; the others carry on.</source>
        <translation>An attack still working after this long on one scenario is stopped and its row fails; the others carry on.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="31" />
        <location filename="../../gui/marked_words.py" line="59" />
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="33" />
        <source>Worker processes</source>
        <translation>Worker processes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="34" />
        <source>Scenarios that share no inputs run side by side in this many processes of this machine.</source>
        <translation>Scenarios that share no inputs run side by side in this many processes of this machine.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="35" />
        <source>processes</source>
        <translation>processes</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="36" />
        <source>one per core for an original of 20,000 rows or more, else one</source>
        <translation>one per core for an original of 20,000 rows or more, else one</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="38" />
        <source>Confidence of the intervals</source>
        <translation>Confidence of the intervals</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="39" />
        <source>Every precision and ALC is given with an interval at this confidence.</source>
        <translation>Every precision and ALC is given with an interval at this confidence.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="41" />
        <source>Widest interval of a precision that counts</source>
        <translation>Widest interval of a precision that counts</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="42" />
        <source>Operating points whose precision is this uncertain are not used for the verdict.</source>
        <translation>Operating points whose precision is this uncertain are not used for the verdict.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="44" />
        <source>At risk from an ALC of</source>
        <translation>At risk from an ALC of</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="45" />
        <source>A result whose ALC reaches this reads 'at risk' (paper 003: 0.5).</source>
        <translation>A result whose ALC reaches this reads 'at risk' (paper 003: 0.5).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="47" />
        <source>Serious from an ALC of</source>
        <translation>Serious from an ALC of</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="48" />
        <source>A result whose ALC reaches this reads 'serious' (paper 003: 0.7).</source>
        <translation>A result whose ALC reaches this reads 'serious' (paper 003: 0.7).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="50" />
        <source>Weight of low coverage in the PRC</source>
        <translation>Weight of low coverage in the PRC</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="51" />
        <source>How sharply a claim about few people counts against its precision (the PRC's α; the papers use 3).</source>
        <translation>How sharply a claim about few people counts against its precision (the PRC's α; the papers use 3).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="53" />
        <source>Coverage that counts for nothing</source>
        <translation>Coverage that counts for nothing</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="54" />
        <source>Claims about a smaller share of the targets than this carry no weight in the PRC.</source>
        <translation>Claims about a smaller share of the targets than this carry no weight in the PRC.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="56" />
        <source>Most people attacked per scenario</source>
        <translation>Most people attacked per scenario</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="57" />
        <source>A hard cap on attempts, whatever the work budget.</source>
        <translation>A hard cap on attempts, whatever the work budget.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="58" />
        <source>people</source>
        <translation>people</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="61" />
        <source>Bins for a numeric sensitive variable</source>
        <translation>Bins for a numeric sensitive variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="62" />
        <source>A numeric sensitive variable is judged on this many bins when the attacker need only place it (round-grid bins, named in the results).</source>
        <translation>A numeric sensitive variable is judged on this many bins when the attacker need only place it (round-grid bins, named in the results).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="63" />
        <source>bins</source>
        <translation>bins</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="65" />
        <source>Targets</source>
        <translation>Targets</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="66" />
        <source>Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only the records a selector picks, e.g. those most unlike the rest.</source>
        <translation>Random: anyone in the original may be attacked, as in the papers. Pre-targeted: only the records a selector picks, e.g. those most unlike the rest.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="68" />
        <source>Selector</source>
        <translation>Selector</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="69" />
        <source>Which records the attacker goes after: a target selector, needed when targets are pre-targeted.</source>
        <translation>Which records the attacker goes after: a target selector, needed when targets are pre-targeted.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="70" />
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="72" />
        <source>Coverage relative to</source>
        <translation>Coverage relative to</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="73" />
        <source>Whether coverage counts the share of the targeted records or of the whole table.</source>
        <translation>Whether coverage counts the share of the targeted records or of the whole table.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="75" />
        <source>Verdict from</source>
        <translation>Verdict from</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="76" />
        <source>ALC compares each side's best operating point wherever it lies (paper 003); the equal-coverage comparison sets attack and baseline side by side on the same people (paper 000). They can disagree: by default the verdict takes the worse reading.</source>
        <translation>ALC compares each side's best operating point wherever it lies (paper 003); the equal-coverage comparison sets attack and baseline side by side on the same people (paper 000). They can disagree: by default the verdict takes the worse reading.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="78" />
        <source>Dask cluster</source>
        <translation>Dask cluster</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="79" />
        <source>The address of a Dask scheduler, e.g. tcp://10.0.0.5:8786: the scenarios run on its workers instead (docs/cluster.md).</source>
        <translation>The address of a Dask scheduler, e.g. tcp://10.0.0.5:8786: the scenarios run on its workers instead (docs/cluster.md).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="80" />
        <source>this machine</source>
        <translation>this machine</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="82" />
        <source>Shared folder</source>
        <translation>Shared folder</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="83" />
        <source>On a cluster: a folder this machine and every worker see at the same path (e.g. on NFS). The prepared tables are written there once as Parquet and the workers read them from there, instead of receiving them through the scheduler: for releases too large to send (docs/cluster.md).</source>
        <translation>On a cluster: a folder this machine and every worker see at the same path (e.g. on NFS). The prepared tables are written there once as Parquet and the workers read them from there, instead of receiving them through the scheduler: for releases too large to send (docs/cluster.md).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="84" />
        <source>the tables are sent to the workers</source>
        <translation>the tables are sent to the workers</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="86" />
        <source>Keep fitted baselines</source>
        <translation>Keep fitted baselines</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="87" />
        <source>Keep each non-member baseline's predictions in a cache folder, so that running the audit again (a release added, another attack, more attempts) reuses them instead of fitting the models again. The results are the same either way.</source>
        <translation>Keep each non-member baseline's predictions in a cache folder, so that running the audit again (a release added, another attack, more attempts) reuses them instead of fitting the models again. The results are the same either way.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="89" />
        <source>Errors in the named file</source>
        <translation>Errors in the named file</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="90" />
        <source>Share of the record-linkage attacker's named records with one key wrong (a year off, a moved region).</source>
        <translation>Share of the record-linkage attacker's named records with one key wrong (a year off, a moved region).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="92" />
        <source>Claims per attack</source>
        <translation>Claims per attack</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="93" />
        <source>Descriptions drawn, or people attacked, at most per release and attack.</source>
        <translation>Descriptions drawn, or people attacked, at most per release and attack.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="95" />
        <source>Survey weight</source>
        <translation>Survey weight</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="96" />
        <source>How many people of the population a record stands for: the officer's indicators and regression are weighted by it.</source>
        <translation>How many people of the population a record stands for: the officer's indicators and regression are weighted by it.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="97" />
        <source>the re-identification section's weight, else none</source>
        <translation>the re-identification section's weight, else none</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="99" />
        <source>Bins of a continuous variable</source>
        <translation>Bins of a continuous variable</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="100" />
        <source>Quantile bins of the original a continuous variable is cut into for its distribution and its pairs.</source>
        <translation>Quantile bins of the original a continuous variable is cut into for its distribution and its pairs.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="102" />
        <source>Propensity model</source>
        <translation>Propensity model</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="103" />
        <source>The classifier that tries to tell the release from the original (pMSE, SPECKS): logistic sees each variable's distribution, tree also links between variables, at ten times the time.</source>
        <translation>The classifier that tries to tell the release from the original (pMSE, SPECKS): logistic sees each variable's distribution, tree also links between variables, at ten times the time.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="104" />
        <source>logistic</source>
        <translation>logistic</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="105" />
        <source>tree</source>
        <translation>tree</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="107" />
        <source>Columns per marginal</source>
        <translation>Columns per marginal</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="108" />
        <source>The k of the k-marginal score: how many variables are compared together.</source>
        <translation>The k of the k-marginal score: how many variables are compared together.</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="110" />
        <source>Rows the propensity model sees</source>
        <translation>Rows the propensity model sees</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="111" />
        <source>Of each table, a seeded random sample of at most this many rows (the result says when it sampled).</source>
        <translation>Of each table, a seeded random sample of at most this many rows (the result says when it sampled).</translation>
    </message>
    <message>
        <location filename="../../gui/marked_words.py" line="112" />
        <source>rows</source>
        <translation>rows</translation>
    </message>
</context>
<context>
    <name>SetupChecklist</name>
    <message>
        <location filename="../../gui/checklist.py" line="25" />
        <source>Go there</source>
        <translation>Go there</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="26" />
        <source>Go to the page of the next set-up step</source>
        <translation>Go to the page of the next set-up step</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="45" />
        <source>{mark} What next? Read the verdict (View ▸ Verdict, Ctrl+4), the detail of each result (Ctrl+5), then export the report for the release board (Ctrl+E). A changed set-up runs again with F5.</source>
        <translation>{mark} What next? Read the verdict (View ▸ Verdict, Ctrl+4), the detail of each result (Ctrl+5), then export the report for the release board (Ctrl+E). A changed set-up runs again with F5.</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="49" />
        <source>{mark} Ready to run: all {total} set-up steps are done (Audit ▸ Run, F5).</source>
        <translation>{mark} Ready to run: all {total} set-up steps are done (Audit ▸ Run, F5).</translation>
    </message>
    <message>
        <location filename="../../gui/checklist.py" line="52" />
        <source>Step {number} of {total}: {mark} {step}. Run is available once every step is done.</source>
        <translation>Step {number} of {total}: {mark} {step}. Run is available once every step is done.</translation>
    </message>
</context>
<context>
    <name>TreatmentsPage</name>
    <message>
        <location filename="../../gui/treatment_chains.py" line="56" />
        <source>the original</source>
        <translation>the original</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="108" />
        <source>a treated release needs a label: the name results and reports give it</source>
        <translation>a treated release needs a label: the name results and reports give it</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="111" />
        <source>'{label}' is already the name of a release: give the treated release a name of its own</source>
        <translation>'{label}' is already the name of a release: give the treated release a name of its own</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="114" />
        <source>'{source}' is no release of this audit: choose what the treated release is made from</source>
        <translation>'{source}' is no release of this audit: choose what the treated release is made from</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="136" />
        <source>'{label}' is what '{other}' is made from: remove that one first</source>
        <translation>'{label}' is what '{other}' is made from: remove that one first</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="151" />
        <source>'{label}' is also the name of a release: remove this treated release and define it again under a name of its own</source>
        <translation>'{label}' is also the name of a release: remove this treated release and define it again under a name of its own</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="154" />
        <source>'{label}' is made from '{source}', which is no longer a release of this audit: remove it, or add that release again</source>
        <translation>'{label}' is made from '{source}', which is no longer a release of this audit: remove it, or add that release again</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="175" />
        <source>{treatment} (not installed)</source>
        <translation>{treatment} (not installed)</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_chains.py" line="179" />
        <source>{treatment} (every setting at its default)</source>
        <translation>{treatment} (every setting at its default)</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="123" />
        <source>'{source}' has no column '{column}'</source>
        <translation>'{source}' has no column '{column}'</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="139" />
        <source>open the original on the Data page first</source>
        <translation>open the original on the Data page first</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="143" />
        <source>release '{release}' holds {count} tables of records; a chain treats one table of records</source>
        <translation>release '{release}' holds {count} tables of records; a chain treats one table of records</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="179" />
        <source>other</source>
        <translation>other</translation>
    </message>
    <message>
        <location filename="../../gui/treatment_preview.py" line="179" />
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="54" />
        <source>the preview shows a column before and after</source>
        <translation>the preview shows a column before and after</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="59" />
        <source>before</source>
        <translation>before</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="59" />
        <source>after</source>
        <translation>after</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="76" />
        <source>rows</source>
        <translation>rows</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="97" />
        <source>A treatment changes a release to lower its risk: coarser key variables (what an intruder knows), rare values hidden, noise on numbers. Each treated release is made from a release (or the original) by a chain of steps, and is audited beside it at the next run, with the same attacks. The files on disk are never changed.</source>
        <translation>A treatment changes a release to lower its risk: coarser key variables (what an intruder knows), rare values hidden, noise on numbers. Each treated release is made from a release (or the original) by a chain of steps, and is audited beside it at the next run, with the same attacks. The files on disk are never changed.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="120" />
        <location filename="../../gui/treatments_page.py" line="160" />
        <source>Treated releases</source>
        <translation>Treated releases</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="123" />
        <source>New treated release</source>
        <translation>New treated release</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="127" />
        <location filename="../../gui/treatments_page.py" line="167" />
        <source>Made from</source>
        <translation>Made from</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="130" />
        <source>Label of the treated release</source>
        <translation>Label of the treated release</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="131" />
        <source>The name results and reports give the treated release.</source>
        <translation>The name results and reports give the treated release.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="133" />
        <source>The chain's steps, in order</source>
        <translation>The chain's steps, in order</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="136" />
        <source>Undo the last step</source>
        <translation>Undo the last step</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="138" />
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="139" />
        <source>No longer make this treated release</source>
        <translation>No longer make this treated release</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="143" />
        <source>Treatment of the next step</source>
        <translation>Treatment of the next step</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="151" />
        <source>Add this step</source>
        <translation>Add this step</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="165" />
        <source>The chain</source>
        <translation>The chain</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="168" />
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="174" />
        <source>Add a step</source>
        <translation>Add a step</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="192" />
        <source>The treated releases and their chains</source>
        <translation>The treated releases and their chains</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="199" />
        <source>Column to preview</source>
        <translation>Column to preview</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="203" />
        <source>The column's distribution before and after the chain</source>
        <translation>The column's distribution before and after the chain</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="219" />
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="225" />
        <source>The chosen treated release's chain applied to its source: one column before and after, and what each step did.</source>
        <translation>The chosen treated release's chain applied to its source: one column before and after, and what each step did.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="236" />
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="237" />
        <source>Frontier after the run</source>
        <translation>Frontier after the run</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="238" />
        <source>Search the frontier</source>
        <translation>Search the frontier</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="239" />
        <source>Preview of the chosen chain, and the frontier after the run</source>
        <translation>Preview of the chosen chain, and the frontier after the run</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="249" />
        <source>Add the chosen chain to the audit</source>
        <translation>Add the chosen chain to the audit</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="250" />
        <source>The chosen candidate becomes a treated release of this audit, made and audited in full at the next run and kept in the audit file.</source>
        <translation>The chosen candidate becomes a treated release of this audit, made and audited in full at the next run and kept in the audit file.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="259" />
        <source>No search yet: choose what to treat and a time budget, then Search the frontier.</source>
        <translation>No search yet: choose what to treat and a time budget, then Search the frontier.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="275" />
        <source>No candidate was audited within the budget: give the search more time.</source>
        <translation>No candidate was audited within the budget: give the search more time.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="286" />
        <source>Choose a candidate in the search's table (an untreated release is already in the audit).</source>
        <translation>Choose a candidate in the search's table (an untreated release is already in the audit).</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="302" />
        <source>{label} ← {source} · steps: {count}</source>
        <translation>{label} ← {source} · steps: {count}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="352" />
        <source>No step yet: choose a treatment below and add it.</source>
        <translation>No step yet: choose a treatment below and add it.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="378" />
        <source>No treatment is installed (File ▸ Install plugin…).</source>
        <translation>No treatment is installed (File ▸ Install plugin…).</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="290" />
        <location filename="../../gui/treatments_page.py" line="396" />
        <source>Not added: {problem}</source>
        <translation>Not added: {problem}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="436" />
        <source>Add a step to a treated release to preview it.</source>
        <translation>Add a step to a treated release to preview it.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="443" />
        <source>Applying the chain to the table…</source>
        <translation>Applying the chain to the table…</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="447" />
        <source>no preview</source>
        <translation>no preview</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="462" />
        <source>Step {number} ({treatment}): {note}</source>
        <translation>Step {number} ({treatment}): {note}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="479" />
        <source>&lt;b&gt;The audit is running:&lt;/b&gt; the releases are placed once its verdict is final.</source>
        <translation>&lt;b&gt;The audit is running:&lt;/b&gt; the releases are placed once its verdict is final.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="481" />
        <source>No utility measured: tick 'Utility' on the Scenario page and run, so that each release, treated or not, is placed on the risk–utility map beside its verdict.</source>
        <translation>No utility measured: tick 'Utility' on the Scenario page and run, so that each release, treated or not, is placed on the risk–utility map beside its verdict.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="484" />
        <source>Run the audit (Audit ▸ Run, F5): each release, treated or not, is then placed on the risk–utility map beside its verdict.</source>
        <translation>Run the audit (Audit ▸ Run, F5): each release, treated or not, is then placed on the risk–utility map beside its verdict.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="487" />
        <source>No verdict to weigh the utility against: the audit ran no attack and measured no key set.</source>
        <translation>No verdict to weigh the utility against: the audit ran no attack and measured no key set.</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="506" />
        <source>&lt;b&gt;{column}&lt;/b&gt;, {rows} rows</source>
        <translation>&lt;b&gt;{column}&lt;/b&gt;, {rows} rows</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="508" />
        <source>&lt;b&gt;Values changed: {count}&lt;/b&gt; ({share}): rows whose value is no longer what it was</source>
        <translation>&lt;b&gt;Values changed: {count}&lt;/b&gt; ({share}): rows whose value is no longer what it was</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="510" />
        <source>&lt;b&gt;Cells suppressed: {count}&lt;/b&gt;: values left empty or written '*'</source>
        <translation>&lt;b&gt;Cells suppressed: {count}&lt;/b&gt;: values left empty or written '*'</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="515" />
        <source>&lt;b&gt;Categories lost: {count}&lt;/b&gt;: values no longer published at all{named}</source>
        <translation>&lt;b&gt;Categories lost: {count}&lt;/b&gt;: values no longer published at all{named}</translation>
    </message>
    <message>
        <location filename="../../gui/treatments_page.py" line="519" />
        <source>&lt;b&gt;Distinct values: {before} → {after}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Distinct values: {before} → {after}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>UtilityBox</name>
    <message>
        <location filename="../../gui/utility_setup.py" line="32" />
        <source>Utility: what is each release still good for?</source>
        <translation>Utility: what is each release still good for?</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="36" />
        <source>Each release is compared with the original, variable by variable, pair by pair and as a whole, and every score is read as the random subsample of the original that would be as faithful. The Utility page then weighs it against the verdict on the risk–utility map.</source>
        <translation>Each release is compared with the original, variable by variable, pair by pair and as a whole, and every score is read as the random subsample of the original that would be as faithful. The Utility page then weighs it against the verdict on the risk–utility map.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="41" />
        <source>Survey weight column</source>
        <translation>Survey weight column</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="42" />
        <source>the re-identification section's weight, else none</source>
        <translation>the re-identification section's weight, else none</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="45" />
        <source>Releases in the original's order</source>
        <translation>Releases in the original's order</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="46" />
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="47" />
        <source>Releases whose row i was made from row i of the original (labels, separated by commas): their changed values and IL1s are measured.</source>
        <translation>Releases whose row i was made from row i of the original (labels, separated by commas): their changed values and IL1s are measured.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="57" />
        <source>Survey weight</source>
        <translation>Survey weight</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="58" />
        <source>Rows in the original's order</source>
        <translation>Rows in the original's order</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="61" />
        <source>The officer's analyses</source>
        <translation>The officer's analyses</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="73" />
        <source>{count} in the audit file (a regression or indicator each)</source>
        <translation>{count} in the audit file (a regression or indicator each)</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="74" />
        <source>none: write them in the audit file's utility section</source>
        <translation>none: write them in the audit file's utility section</translation>
    </message>
    <message>
        <location filename="../../gui/utility_setup.py" line="87" />
        <source>Not changed: {problem}</source>
        <translation>Not changed: {problem}</translation>
    </message>
</context>
<context>
    <name>UtilityPage</name>
    <message>
        <location filename="../../gui/utility_page.py" line="29" />
        <location filename="../../gui/utility_page.py" line="47" />
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="29" />
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="30" />
        <source>Risk</source>
        <translation>Risk</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="31" />
        <source>Utility (pairs of variables)</source>
        <translation>Utility (pairs of variables)</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="31" />
        <source>On the front</source>
        <translation>On the front</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="32" />
        <source>Variables' distance</source>
        <translation>Variables' distance</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="32" />
        <source>Pairs' distance</source>
        <translation>Pairs' distance</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="33" />
        <source>pMSE ratio (SPECKS)</source>
        <translation>pMSE ratio (SPECKS)</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="33" />
        <source>k-marginal score</source>
        <translation>k-marginal score</translation>
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
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="37" />
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="37" />
        <source>Missing</source>
        <translation>Missing</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="38" />
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="38" />
        <source>Categories lost</source>
        <translation>Categories lost</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="40" />
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="40" />
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="41" />
        <source>Original [95 % interval]</source>
        <translation>Original [95 % interval]</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="42" />
        <source>Release [95 % interval]</source>
        <translation>Release [95 % interval]</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="42" />
        <source>Bias</source>
        <translation>Bias</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="43" />
        <source>Interval overlap</source>
        <translation>Interval overlap</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="43" />
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="45" />
        <source>Variables</source>
        <translation>Variables</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="45" />
        <source>Total variation</source>
        <translation>Total variation</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="46" />
        <source>Association</source>
        <translation>Association</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="46" />
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="50" />
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="50" />
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="51" />
        <source>categorical</source>
        <translation>categorical</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="51" />
        <source>continuous</source>
        <translation>continuous</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="52" />
        <source>correlation</source>
        <translation>correlation</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="52" />
        <source>Cramér's V</source>
        <translation>Cramér's V</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="53" />
        <source>less faithful than a {percent} subsample</source>
        <translation>less faithful than a {percent} subsample</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="54" />
        <source>more faithful than a {percent} subsample</source>
        <translation>more faithful than a {percent} subsample</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="70" />
        <source>as faithful as a {percent} subsample ({low} to {high})</source>
        <translation>as faithful as a {percent} subsample ({low} to {high})</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="89" />
        <source>not measured</source>
        <translation>not measured</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="105" />
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="120" />
        <source>{value} [{low}, {high}]</source>
        <translation>{value} [{low}, {high}]</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="146" />
        <source>the map needs the verdict and the utility measures</source>
        <translation>the map needs the verdict and the utility measures</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="167" />
        <source>Which release to consider first</source>
        <translation>Which release to consider first</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="170" />
        <source>Utility of each release, with its verdict and place on the map</source>
        <translation>Utility of each release, with its verdict and place on the map</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="175" />
        <source>Risk–utility map</source>
        <translation>Risk–utility map</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="177" />
        <source>Utility: the random subsample of the original that would be as faithful as the release, by the total variation of its pairs of variables (how well it keeps what variables say about each other). Risk: the worst attack's ALC at the upper end of its 95 % interval. A release is on the front when no other keeps more at no more risk.</source>
        <translation>Utility: the random subsample of the original that would be as faithful as the release, by the total variation of its pairs of variables (how well it keeps what variables say about each other). Risk: the worst attack's ALC at the upper end of its 95 % interval. A release is on the front when no other keeps more at no more risk.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="195" />
        <source>The chosen release's variables</source>
        <translation>The chosen release's variables</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="196" />
        <source>The chosen release's pairs furthest from the original's</source>
        <translation>The chosen release's pairs furthest from the original's</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="201" />
        <source>The officer's analyses on the original and the chosen release</source>
        <translation>The officer's analyses on the original and the chosen release</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="232" />
        <source>No utility measured yet: tick 'Utility' on the Scenario page (or give the audit file a utility section) and run. Each release is then compared with the original, and placed on the risk–utility map beside its verdict.</source>
        <translation>No utility measured yet: tick 'Utility' on the Scenario page (or give the audit file a utility section) and run. Each release is then compared with the original, and placed on the risk–utility map beside its verdict.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="251" />
        <source>&lt;b&gt;The audit is running:&lt;/b&gt; the map is drawn once its verdict is final.</source>
        <translation>&lt;b&gt;The audit is running:&lt;/b&gt; the map is drawn once its verdict is final.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="253" />
        <source>&lt;b&gt;No verdict to weigh the utility against:&lt;/b&gt; the audit ran no attack and measured no key set, so the releases are not placed on the risk–utility map.</source>
        <translation>&lt;b&gt;No verdict to weigh the utility against:&lt;/b&gt; the audit ran no attack and measured no key set, so the releases are not placed on the risk–utility map.</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="264" />
        <source>Release '{release}': {rows} rows; pairs {pairs}</source>
        <translation>Release '{release}': {rows} rows; pairs {pairs}</translation>
    </message>
    <message>
        <location filename="../../gui/utility_page.py" line="271" />
        <source>{measured} of {total} pairs measured.</source>
        <translation>{measured} of {total} pairs measured.</translation>
    </message>
</context>
<context>
    <name>VerdictPage</name>
    <message>
        <location filename="../../gui/verdict_page.py" line="29" />
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="29" />
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="30" />
        <source>Worst ALC [95% interval]</source>
        <translation>Worst ALC [95% interval]</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="30" />
        <source>Worst result</source>
        <translation>Worst result</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="31" />
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="31" />
        <source>Undetermined</source>
        <translation>Undetermined</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="32" />
        <source>Re-identification</source>
        <translation>Re-identification</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="41" />
        <source>below −1 (no advantage)</source>
        <translation>below −1 (no advantage)</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="44" />
        <source>{alc} [{low}, {high}]</source>
        <translation>{alc} [{low}, {high}]</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="48" />
        <source>The audit's verdict</source>
        <translation>The audit's verdict</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="54" />
        <source>Verdict per release, worst first</source>
        <translation>Verdict per release, worst first</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="68" />
        <source>Show this release's results</source>
        <translation>Show this release's results</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="70" />
        <source>Export the report…</source>
        <translation>Export the report…</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="97" />
        <source>&lt;h2&gt;No verdict yet&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;No verdict yet&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="98" />
        <source>Run the audit (Audit ▸ Run, F5): the verdict per release appears here first, as on the report's first page; the Results page has every result.</source>
        <translation>Run the audit (Audit ▸ Run, F5): the verdict per release appears here first, as on the report's first page; the Results page has every result.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="145" />
        <source>Finish the set-up steps named above the pages, then run.</source>
        <translation>Finish the set-up steps named above the pages, then run.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="105" />
        <location filename="../../gui/verdict_page.py" line="192" />
        <source>nothing measured</source>
        <translation>nothing measured</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="77" />
        <source>&lt;b&gt;What next?&lt;/b&gt;</source>
        <translation>&lt;b&gt;What next?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="106" />
        <source>&lt;small&gt;(provisional: the audit is running, {count} results so far)&lt;/small&gt;</source>
        <translation>&lt;small&gt;(provisional: the audit is running, {count} results so far)&lt;/small&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="108" />
        <source>&lt;h2&gt;Verdict: {words}{provisional}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Verdict: {words}{provisional}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="110" />
        <source>{count} result(s) failed: see the Results page.</source>
        <translation>{count} result(s) failed: see the Results page.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="128" />
        <source>Release '{release}' cannot be judged on what could not be measured: {reasons}</source>
        <translation>Release '{release}' cannot be judged on what could not be measured: {reasons}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="134" />
        <source>{advice} The Utility page shows every release on the risk–utility map.</source>
        <translation>{advice} The Utility page shows every release on the risk–utility map.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="154" />
        <source>No result could be measured, so the audit cannot judge the releases.</source>
        <translation>No result could be measured, so the audit cannot judge the releases.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="174" />
        <source>Re-identification by key variables: {told} of {count} readings; the worst, release '{release}' by {keys}: {at_risk} ({scenario}).</source>
        <translation>Re-identification by key variables: {told} of {count} readings; the worst, release '{release}' by {keys}: {at_risk} ({scenario}).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="179" />
        <source>{count} result(s) could not be measured (the reasons are listed below): until they are, no release they concern can be called safe.</source>
        <translation>{count} result(s) could not be measured (the reasons are listed below): until they are, no release they concern can be called safe.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="206" />
        <source>Re-identification: an intruder who knows {keys} as published finds {uniques} records of release '{release}' alone in their key combination; {at_risk} ({band}: {scenario}; Re-identification page).</source>
        <translation>Re-identification: an intruder who knows {keys} as published finds {uniques} records of release '{release}' alone in their key combination; {at_risk} ({band}: {scenario}; Re-identification page).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="152" />
        <source>No record of a release has a re-identification risk above the acceptable risk.</source>
        <translation>No record of a release has a re-identification risk above the acceptable risk.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="144" />
        <source>The set-up is complete: run the audit (Audit ▸ Run, F5).</source>
        <translation>The set-up is complete: run the audit (Audit ▸ Run, F5).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="160" />
        <source>none shows an advantage over the baseline (the worst ALC is below −1)</source>
        <translation>none shows an advantage over the baseline (the worst ALC is below −1)</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="164" />
        <source>{alc} (95 % interval {low} to {high})</source>
        <translation>{alc} (95 % interval {low} to {high})</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="166" />
        <source>the worst has ALC {alc}</source>
        <translation>the worst has ALC {alc}</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="167" />
        <source>{advice} Of {count} measured results, {told}; {worst}.</source>
        <translation>{advice} Of {count} measured results, {told}; {worst}.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="194" />
        <source>re-identification by {keys}</source>
        <translation>re-identification by {keys}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="124" />
        <source>membership inference, by {attack}</source>
        <translation>membership inference, by {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="110" />
        <source>{claim} (identity attack), by {attack}</source>
        <translation>{claim} (identity attack), by {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="82" />
        <source>attribute inference of {secret}, by {attack}</source>
        <translation>attribute inference of {secret}, by {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="88" />
        <source>Sensitive variables, by the worst result an attacker reaches on them: {items}</source>
        <translation>Sensitive variables, by the worst result an attacker reaches on them: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="54" />
        <source>{secret} {alc} ({band}, release '{release}')</source>
        <translation>{secret} {alc} ({band}, release '{release}')</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="71" />
        <source>{kind}, by {attack}</source>
        <translation>{kind}, by {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="92" />
        <source>Key variables the attacker knows, by the worst result they allow: {items}</source>
        <translation>Key variables the attacker knows, by the worst result they allow: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="94" />
        <source>knowing {known}: {alc} ({band})</source>
        <translation>knowing {known}: {alc} ({band})</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="97" />
        <source>Every attribute result assumes the attacker knows {known} about the people attacked; an attacker who knows less may do worse.</source>
        <translation>Every attribute result assumes the attacker knows {known} about the people attacked; an attacker who knows less may do worse.</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="116" />
        <source>Identity attacks, by the worst result: {items}</source>
        <translation>Identity attacks, by the worst result: {items}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="130" />
        <source>Membership: the worst ALC is {alc} ({band}), by {attack} on release '{release}'.</source>
        <translation>Membership: the worst ALC is {alc} ({band}), by {attack} on release '{release}'.</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="142" />
        <source>the people rebuilt from the published tables, giving away {secret} (ALC {alc}), by {attack}</source>
        <translation>the people rebuilt from the published tables, giving away {secret} (ALC {alc}), by {attack}</translation>
    </message>
    <message>
        <location filename="../../gui/kind_views.py" line="151" />
        <source>Published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc} beyond what the non-member baseline guesses ({band}; Reconstruction page).</source>
        <translation>Published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc} beyond what the non-member baseline guesses ({band}; Reconstruction page).</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="216" />
        <source>Open the worst release's results to see which sensitive variable, attack and key variables carry the risk; the manual's page "What to do about an at-risk or serious result" (Help ▸ Manual) lists remedies. Export the report for the release board.</source>
        <translation>Open the worst release's results to see which sensitive variable, attack and key variables carry the risk; the manual's page "What to do about an at-risk or serious result" (Help ▸ Manual) lists remedies. Export the report for the release board.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="220" />
        <source>Some results could not be measured, so the release cannot be called safe: fix what the reasons above say (codes the release writes differently can be read on the Data page's Recodes), then run again.</source>
        <translation>Some results could not be measured, so the release cannot be called safe: fix what the reasons above say (codes the release writes differently can be read on the Data page's Recodes), then run again.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="224" />
        <source>Some results are not settled: raise the work budget or the attempts on the Scenario page, or repeat under more seeds, and run again. The report says which results are undetermined.</source>
        <translation>Some results are not settled: raise the work budget or the attempts on the Scenario page, or repeat under more seeds, and run again. The report says which results are undetermined.</translation>
    </message>
    <message>
        <location filename="../../gui/verdict_page.py" line="227" />
        <source>Export the report for the release board. Before calling the release safe, check that the key variables match what an intruder could know (Data page) and that every attack applicable to this kind of release was run (Attacks page).</source>
        <translation>Export the report for the release board. Before calling the release safe, check that the key variables match what an intruder could know (Data page) and that every attack applicable to this kind of release was run (Attacks page).</translation>
    </message>
</context>
</TS>