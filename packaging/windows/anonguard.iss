; Inno Setup script: the Windows installer of the one-folder bundle (packaging/dist/anonguard).
; Built by .github/workflows/bundles.yml: ISCC.exe /DAppVersion=<version> packaging\windows\anonguard.iss
; Installs per user by default (no administrator rights needed in most offices), adds a Start
; menu entry, and opens audit files (*.anonguard.json) with AnonGuard.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{00032440-3541-5367-B939-4C37974CFC70}
AppName=AnonGuard
AppVersion={#AppVersion}
AppPublisher=AnonGuard
DefaultDirName={autopf}\AnonGuard
DefaultGroupName=AnonGuard
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\dist\installer
OutputBaseFilename=AnonGuard-{#AppVersion}-setup
SetupIconFile=..\..\anonguard\resources\icons\anonguard.ico
UninstallDisplayIcon={app}\anonguard.exe
Compression=lzma2
SolidCompression=yes
ChangesAssociations=yes
WizardStyle=modern

[Files]
Source: "..\dist\anonguard\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\AnonGuard"; Filename: "{app}\anonguard.exe"
Name: "{group}\Uninstall AnonGuard"; Filename: "{uninstallexe}"

[Registry]
; audit files open in AnonGuard: anonguard gui "<file>"
Root: HKA; Subkey: "Software\Classes\.anonguard.json"; ValueType: string; ValueName: ""; ValueData: "AnonGuard.Audit"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\AnonGuard.Audit"; ValueType: string; ValueName: ""; ValueData: "AnonGuard audit"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\AnonGuard.Audit\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\anonguard.exe,0"
Root: HKA; Subkey: "Software\Classes\AnonGuard.Audit\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\anonguard.exe"" gui ""%1"""

[Run]
Filename: "{app}\anonguard.exe"; Description: "Open AnonGuard on its demo audit"; Flags: nowait postinstall skipifsilent
