<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Kibitz::AlertDialog</name>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>Explanation of %1 (empty: no alert):</source>
        <translation>Erklärung zu %1 (leer: kein Alert):</translation>
    </message>
</context>
<context>
    <name>Kibitz::AnalysisActions</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Solve All Boards</source>
        <translation>&amp;Alle Boards analysieren</translation>
    </message>
    <message>
        <source>Every board already has its double-dummy table.</source>
        <translation>Jedes Board hat bereits seine Double-Dummy-Tabelle.</translation>
    </message>
    <message numerus="yes">
        <source>Solving %n board(s) double-dummy…</source>
        <translation>
            <numerusform>Double-Dummy-Analyse von %n Board…</numerusform>
            <numerusform>Double-Dummy-Analyse von %n Boards…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Double-dummy: %n board(s) solved</source>
        <translation>
            <numerusform>Double Dummy: %n Board analysiert</numerusform>
            <numerusform>Double Dummy: %n Boards analysiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be solved</source>
        <translation>
            <numerusform>, %n konnte nicht analysiert werden</numerusform>
            <numerusform>, %n konnten nicht analysiert werden</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Card Values</source>
        <translation>Double-Dummy-&amp;Kartenwerte</translation>
    </message>
    <message>
        <source>Double-Dummy Trace</source>
        <translation>Double-Dummy-Abspielanalyse</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Trace</source>
        <translation>Double-Dummy-Abs&amp;pielanalyse</translation>
    </message>
    <message>
        <source>Board %1: solving double-dummy, a hard deal takes up to a minute (you can go on or quit)</source>
        <translation>Board %1: Double-Dummy-Analyse, eine schwierige Verteilung dauert bis zu einer Minute (Sie können weiterarbeiten oder beenden)</translation>
    </message>
    <message>
        <source>Solving: %1 of %2 boards</source>
        <translation>Analyse: %1 von %2 Boards</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>noch etwa %n Sekunde</numerusform>
            <numerusform>noch etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>noch etwa %n Minute</numerusform>
            <numerusform>noch etwa %n Minuten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Application</name>
    <message>
        <source>board %1 cannot be shown (boards in the file: %2)</source>
        <translation>Board %1 kann nicht angezeigt werden (Boards in der Datei: %2)</translation>
    </message>
    <message>
        <source>board %1 has only %2 played cards; showing them all</source>
        <translation>Board %1 hat nur %2 gespielte Karten; alle werden angezeigt</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Kibitz: view, edit and convert bridge deal files.</source>
        <translation>Kibitz: Bridge-Verteilungsdateien anzeigen, bearbeiten und konvertieren.</translation>
    </message>
    <message>
        <source>Deal files to open.</source>
        <translation>Zu öffnende Verteilungsdateien.</translation>
    </message>
    <message>
        <source>Render the main window to &lt;png&gt; and exit.</source>
        <translation>Das Hauptfenster als &lt;png&gt; speichern und beenden.</translation>
    </message>
    <message>
        <source>png</source>
        <translation>png</translation>
    </message>
    <message>
        <source>Board to show (1-based position in the file).</source>
        <translation>Anzuzeigendes Board (Position in der Datei, ab 1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Cards of the play to show.</source>
        <translation>Anzahl der anzuzeigenden gespielten Karten.</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation>Fenstergröße für --screenshot, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>wxh</source>
        <translation>bxh</translation>
    </message>
    <message>
        <source>Print how long --screenshot took.</source>
        <translation>Ausgeben, wie lange --screenshot gedauert hat.</translation>
    </message>
    <message>
        <source>Write the hand records of FILE (the sample set without one) to &lt;pdf&gt; and exit.</source>
        <translation>Die Verteilungsblätter von FILE (ohne FILE: der Beispielsatz) als &lt;pdf&gt; schreiben und beenden.</translation>
    </message>
    <message>
        <source>pdf</source>
        <translation>pdf</translation>
    </message>
    <message>
        <source>Boards per page for --export-pdf: 1, 2, 4 or 6.</source>
        <translation>Boards pro Seite für --export-pdf: 1, 2, 4 oder 6.</translation>
    </message>
    <message>
        <source>Solve missing double-dummy tables and par for --export-pdf.</source>
        <translation>Fehlende Double-Dummy-Tabellen und Par für --export-pdf berechnen.</translation>
    </message>
    <message>
        <source>--export-pdf takes one file</source>
        <translation>--export-pdf erwartet genau eine Datei</translation>
    </message>
    <message>
        <source>--board needs a board number from 1</source>
        <translation>--board erwartet eine Boardnummer ab 1</translation>
    </message>
    <message>
        <source>--card needs a number of cards from 0</source>
        <translation>--card erwartet eine Kartenanzahl ab 0</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, at least 200x150</source>
        <translation>--size erwartet BREITExHÖHE, mindestens 200x150</translation>
    </message>
    <message>
        <source>--screenshot takes one file</source>
        <translation>--screenshot erwartet genau eine Datei</translation>
    </message>
    <message>
        <source>Show the double-dummy trace of the play in --screenshot.</source>
        <translation>Die Double-Dummy-Abspielanalyse in --screenshot zeigen.</translation>
    </message>
    <message>
        <source>Interface language for this run: en, de, fr, nl or pl (Preferences keep the lasting choice).</source>
        <translation>Sprache der Oberfläche für diesen Aufruf: en, de, fr, nl oder pl (die dauerhafte Wahl treffen Sie in den Einstellungen).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Write honours as the interface language does, for this run.</source>
        <translation>Honneurs für diesen Aufruf in der Sprache der Oberfläche schreiben.</translation>
    </message>
    <message>
        <source>--language needs one of: %1</source>
        <translation>--language erwartet einen dieser Werte: %1</translation>
    </message>
    <message>
        <source>--per-page needs 1, 2, 4 or 6</source>
        <translation>--per-page erwartet 1, 2, 4 oder 6</translation>
    </message>
    <message>
        <source>%1 holds %2 boards; at most %3 are printed at once</source>
        <translation>%1 enthält %2 Boards; höchstens %3 werden auf einmal gedruckt</translation>
    </message>
    <message>
        <source>an untitled board set</source>
        <translation>eine unbenannte Board-Sammlung</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Kibitz ended without saving the changes to %1 (%2 boards, kept %3).</source>
        <translation>Kibitz wurde beendet, ohne die Änderungen an %1 zu speichern (%2 Boards, gesichert %3).</translation>
    </message>
    <message>
        <source>Restore them? “Later” asks again at the next start.</source>
        <translation>Wiederherstellen? „Später“ fragt beim nächsten Start erneut.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message numerus="yes">
        <source>The file changed on disk or is gone since: only the %n edited or inserted board(s) can be restored, as a new board set; the rest is lost.</source>
        <translation>
            <numerusform>Die Datei wurde seitdem auf der Festplatte geändert oder ist verschwunden: nur das %n bearbeitete oder eingefügte Board kann wiederhergestellt werden, als neuer Satz von Boards; der Rest ist verloren.</numerusform>
            <numerusform>Die Datei wurde seitdem auf der Festplatte geändert oder ist verschwunden: nur die %n bearbeiteten oder eingefügten Boards können wiederhergestellt werden, als neuer Satz von Boards; der Rest ist verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 changed on disk since then: restoring shows the boards as they were, and saving asks before replacing what another program wrote.</source>
        <translation>%1 wurde seitdem auf der Festplatte geändert: Wiederherstellen zeigt die Boards so, wie sie waren, und beim Speichern wird nachgefragt, bevor ersetzt wird, was ein anderes Programm geschrieben hat.</translation>
    </message>
</context>
<context>
    <name>Kibitz::Auction</name>
    <message>
        <source>comes after the end of the auction</source>
        <translation>folgt nach dem Ende der Reizung</translation>
    </message>
    <message>
        <source>is not a bid of level 1 to 7</source>
        <translation>ist kein Gebot der Stufe 1 bis 7</translation>
    </message>
    <message>
        <source>is insufficient after %1</source>
        <translation>ist ungenügend nach %1</translation>
    </message>
    <message>
        <source>doubles when nobody has bid</source>
        <translation>kontriert, obwohl niemand geboten hat</translation>
    </message>
    <message>
        <source>doubles partner&apos;s bid</source>
        <translation>kontriert das Gebot des Partners</translation>
    </message>
    <message>
        <source>doubles a bid that is already doubled</source>
        <translation>kontriert ein bereits kontriertes Gebot</translation>
    </message>
    <message>
        <source>redoubles without a double to redouble</source>
        <translation>rekontriert ohne vorheriges Kontra</translation>
    </message>
    <message>
        <source>redoubles the opponents&apos; contract</source>
        <translation>rekontriert den Kontrakt der Gegner</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>Ansage %1, %2 von %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::AuctionModel</name>
    <message>
        <source>Alerted, no explanation given</source>
        <translation>Alertiert, ohne Erklärung</translation>
    </message>
    <message>
        <source>%1, vulnerable</source>
        <translation>%1, in Gefahr</translation>
    </message>
</context>
<context>
    <name>Kibitz::AuctionView</name>
    <message>
        <source>Contract %1</source>
        <translation>Kontrakt %1</translation>
    </message>
    <message>
        <source>No auction</source>
        <translation>Keine Reizung</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Ausgepasst</translation>
    </message>
    <message>
        <source>Auction in progress</source>
        <translation>Reizung läuft</translation>
    </message>
    <message>
        <source>⚠ The auction ends in %1, but the file states the contract %2; %2 is used.</source>
        <translation>⚠ Die Reizung endet in %1, die Datei nennt aber den Kontrakt %2; %2 wird verwendet.</translation>
    </message>
</context>
<context>
    <name>Kibitz::BiddingBox</name>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>Undo Last Call</source>
        <translation>Letzte Ansage zurücknehmen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Dbl</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Rdbl</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>Explanation of the next call</source>
        <translation>Erklärung zur nächsten Ansage</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Kein Board</translation>
    </message>
    <message>
        <source>&lt;b&gt;Passed out.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ausgepasst.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auction complete:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Reizung beendet:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; to call</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ist an der Reihe</translation>
    </message>
    <message>
        <source>The explanation goes with the next call you make. Keyboard: type 1n, 2s, p, x, xx; Backspace takes back the last call.</source>
        <translation>Die Erklärung gilt für die nächste Ansage, die Sie machen. Tastatur: 1n, 2s, p, x, xx eingeben; die Rücktaste nimmt die letzte Ansage zurück.</translation>
    </message>
    <message>
        <source>Type a call: 1n, 2s, p, x, xx</source>
        <translation>Ansage eingeben: 1n, 2s, p, x, xx</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Eingegeben: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Board</name>
    <message>
        <source>auction: %1</source>
        <translation>Reizung: %1</translation>
    </message>
    <message>
        <source>play: %1</source>
        <translation>Abspiel: %1</translation>
    </message>
    <message>
        <source>result of %1 tricks</source>
        <translation>Ergebnis von %1 Stichen</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>das Ergebnis nennt %1 Stiche, das Abspiel ergibt aber %2</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the open room of a teams match</comment>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Closed</source>
        <comment>the closed room of a teams match</comment>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>the auction ends in %1 but the contract stated is %2; %2 is used</source>
        <translation>die Reizung endet in %1, der angegebene Kontrakt ist aber %2; %2 wird verwendet</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardClipboard</name>
    <message>
        <source>No writable format &quot;%1&quot;</source>
        <translation>Kein schreibbares Format „%1“</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Die Zwischenablage enthält keinen Text</translation>
    </message>
    <message>
        <source>The clipboard text is too long for a board (%1 bytes, at most %2)</source>
        <translation>Der Text in der Zwischenablage ist zu lang für ein Board (%1 Bytes, höchstens %2)</translation>
    </message>
    <message>
        <source>The clipboard text is no board in PBN, LIN or another known format: %1</source>
        <translation>Der Text in der Zwischenablage ist kein Board in PBN, LIN oder einem anderen bekannten Format: %1</translation>
    </message>
    <message>
        <source>The clipboard text (%1) holds no board</source>
        <translation>Der Text in der Zwischenablage (%1) enthält kein Board</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardContent</name>
    <message numerus="yes">
        <source>the deals of %n board(s)</source>
        <translation>
            <numerusform>die Verteilung von %n Board</numerusform>
            <numerusform>die Verteilungen von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partial deal(s)</source>
        <translation>
            <numerusform>%n Teilverteilung</numerusform>
            <numerusform>%n Teilverteilungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the numbers of %n board(s)</source>
        <translation>
            <numerusform>die Nummer von %n Board</numerusform>
            <numerusform>die Nummern von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dealer and vulnerability of %n board(s)</source>
        <translation>
            <numerusform>Teiler und Gefahr von %n Board</numerusform>
            <numerusform>Teiler und Gefahr von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the auctions of %n board(s)</source>
        <translation>
            <numerusform>die Reizung von %n Board</numerusform>
            <numerusform>die Reizungen von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>alerts and notes of %n board(s)</source>
        <translation>
            <numerusform>Alerts und Anmerkungen von %n Board</numerusform>
            <numerusform>Alerts und Anmerkungen von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contracts of %n board(s)</source>
        <translation>
            <numerusform>der Kontrakt von %n Board</numerusform>
            <numerusform>die Kontrakte von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the play of %n board(s)</source>
        <translation>
            <numerusform>das Abspiel von %n Board</numerusform>
            <numerusform>das Abspiel von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the results of %n board(s)</source>
        <translation>
            <numerusform>das Ergebnis von %n Board</numerusform>
            <numerusform>die Ergebnisse von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n double-dummy table(s)</source>
        <translation>
            <numerusform>%n Double-Dummy-Tabelle</numerusform>
            <numerusform>%n Double-Dummy-Tabellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the player names of %n board(s)</source>
        <translation>
            <numerusform>die Spielernamen von %n Board</numerusform>
            <numerusform>die Spielernamen von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>event, site and date of %n board(s)</source>
        <translation>
            <numerusform>Veranstaltung, Ort und Datum von %n Board</numerusform>
            <numerusform>Veranstaltung, Ort und Datum von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the comments of %n board(s)</source>
        <translation>
            <numerusform>die Kommentare von %n Board</numerusform>
            <numerusform>die Kommentare von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other tags of %n board(s)</source>
        <translation>
            <numerusform>weitere Tags von %n Board</numerusform>
            <numerusform>weitere Tags von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the accepted irregularities of %n board(s)</source>
        <translation>
            <numerusform>die akzeptierten Unregelmäßigkeiten von %n Board</numerusform>
            <numerusform>die akzeptierten Unregelmäßigkeiten von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the labels of %n board(s)</source>
        <translation>
            <numerusform>die Bezeichnung von %n Board</numerusform>
            <numerusform>die Bezeichnungen von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the commentary markup and places of %n board(s)</source>
        <translation>
            <numerusform>Auszeichnung und Stellen des Kommentars von %n Board</numerusform>
            <numerusform>Auszeichnung und Stellen der Kommentare von %n Boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the hidden hands and display flags of %n board(s)</source>
        <translation>
            <numerusform>verdeckte Hände und Anzeigeoptionen von %n Board</numerusform>
            <numerusform>verdeckte Hände und Anzeigeoptionen von %n Boards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardDetails</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 Stiche</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <source>%1 of %2 tricks</source>
        <translation>%1 von %2 Stichen</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Punkte N-S</translation>
    </message>
    <message>
        <source>Double-dummy tricks</source>
        <translation>Double-Dummy-Stiche</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Kommentare</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Weitere Tags</translation>
    </message>
    <message>
        <source>No details for this board.</source>
        <translation>Keine Details zu diesem Board.</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <source>%1 tricks (result from the play)</source>
        <translation>%1 Stiche (Ergebnis aus dem Abspiel)</translation>
    </message>
    <message>
        <source>Irregularity</source>
        <translation>Unregelmäßigkeit</translation>
    </message>
    <message>
        <source>trick %1, %2 by %3: %4</source>
        <translation>Stich %1, %2 von %3: %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardListModel</name>
    <message>
        <source>Passed out</source>
        <translation>Ausgepasst</translation>
    </message>
    <message>
        <source>Boards with problems</source>
        <translation>Boards mit Problemen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Dlr</source>
        <translation>Teiler</translation>
    </message>
    <message>
        <source>Vul</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Res</source>
        <translation>Erg.</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardSetActions</name>
    <message>
        <source>Add board %1</source>
        <translation>Board %1 hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate board</source>
        <translation>Board duplizieren</translation>
    </message>
    <message>
        <source>Renumbering is limited to %1 boards; this set has %2. Use kibitz-convert for large files.</source>
        <translation>Neu nummerieren ist auf %1 Boards begrenzt; dieser Satz hat %2. Für große Dateien verwenden Sie kibitz-convert.</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Boards neu nummerieren</translation>
    </message>
    <message>
        <source>First board number:</source>
        <translation>Erste Boardnummer:</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board cycle</source>
        <translation>Teiler und Gefahr nach dem Board-Zyklus setzen</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>Schreiben fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>this format takes boards, not records</source>
        <translation>dieses Format nimmt Boards, keine Datensätze</translation>
    </message>
</context>
<context>
    <name>Kibitz::Call</name>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Dbl</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Rdbl</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>expected a call</source>
        <translation>Ansage erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call</source>
        <translation>&apos;%1&apos; ist keine Ansage</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT) after the level</source>
        <translation>nach der Stufe wird eine Farbe erwartet (C, D, H, S oder NT)</translation>
    </message>
    <message>
        <source>unexpected text after the bid</source>
        <translation>unerwarteter Text nach dem Gebot</translation>
    </message>
</context>
<context>
    <name>Kibitz::Card</name>
    <message>
        <source>expected a card</source>
        <translation>Karte erwartet</translation>
    </message>
    <message>
        <source>expected a rank after the suit</source>
        <translation>nach der Farbe wird ein Kartenwert erwartet</translation>
    </message>
    <message>
        <source>unexpected text after the card</source>
        <translation>unerwarteter Text nach der Karte</translation>
    </message>
    <message>
        <source>expected a suit after the rank</source>
        <translation>nach dem Kartenwert wird eine Farbe erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a suit or a rank</source>
        <translation>&apos;%1&apos; ist weder Farbe noch Kartenwert</translation>
    </message>
</context>
<context>
    <name>Kibitz::CardStyle</name>
    <message>
        <source>A</source>
        <comment>card rank: ace, as a bridge diagram in this language writes it</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>K</source>
        <comment>card rank: king, as a bridge diagram in this language writes it</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card rank: queen, as a bridge diagram in this language writes it</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>J</source>
        <comment>card rank: jack, as a bridge diagram in this language writes it</comment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>Kibitz::CardValueOverlay</name>
    <message>
        <source>North-South</source>
        <translation>Nord-Süd</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Ost-West</translation>
    </message>
    <message>
        <source>in notrump</source>
        <translation>in Ohne Trumpf</translation>
    </message>
    <message>
        <source>with %1 trumps</source>
        <translation>mit Trumpf %1</translation>
    </message>
    <message>
        <source>Beside each card %1 may play: the tricks %2 take in all %3, double dummy (the tricks won so far included). Green: keeps the best result.</source>
        <translation>Neben jeder Karte, die %1 spielen darf: die Stiche, die %2 insgesamt %3 macht, Double Dummy (einschließlich der bisher gewonnenen Stiche). Grün: hält das beste Ergebnis.</translation>
    </message>
    <message>
        <source>notrump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>%1 trumps</source>
        <translation>Trumpf %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 by %2: %3 end with %n trick(s) (%4, double dummy)</source>
        <translation>
            <numerusform>%1 von %2: %3 schließt mit %n Stich ab (%4, Double Dummy)</numerusform>
            <numerusform>%1 von %2: %3 schließt mit %n Stichen ab (%4, Double Dummy)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ClipboardActions</name>
    <message>
        <source>Copy Diagram as &amp;Image</source>
        <translation>Diagramm als B&amp;ild kopieren</translation>
    </message>
    <message>
        <source>Copy Board as &amp;PBN</source>
        <translation>Board als &amp;PBN kopieren</translation>
    </message>
    <message>
        <source>Copy Board as &amp;LIN</source>
        <translation>Board als &amp;LIN kopieren</translation>
    </message>
    <message>
        <source>Paste &amp;Board</source>
        <translation>&amp;Board einfügen</translation>
    </message>
    <message>
        <source>Insert the boards on the clipboard (PBN, LIN, JSON or a deal) after the current board</source>
        <translation>Die Boards aus der Zwischenablage (PBN, LIN, JSON oder eine Verteilung) nach dem aktuellen Board einfügen</translation>
    </message>
    <message>
        <source>No board to copy</source>
        <translation>Kein Board zum Kopieren</translation>
    </message>
    <message>
        <source>Board copied as %1</source>
        <translation>Board als %1 kopiert</translation>
    </message>
    <message>
        <source>Diagram copied</source>
        <translation>Diagramm kopiert</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Board(s)</source>
        <translation>
            <numerusform>%n Board einfügen</numerusform>
            <numerusform>%n Boards einfügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ConditionsDialog</name>
    <message>
        <source>Solve double dummy in the background</source>
        <translation>Double Dummy im Hintergrund analysieren</translation>
    </message>
    <message>
        <source>New from Conditions</source>
        <translation>Neu aus Bedingungen</translation>
    </message>
    <message>
        <source>Any condition in the dealer language, joined with the form&apos;s by and, e.g.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</source>
        <translation>Beliebige Bedingung in der Sprache von dealer, mit denen des Formulars durch „und“ verknüpft, z. B.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Neuer Seed</translation>
    </message>
    <message>
        <source>&amp;Expert condition:</source>
        <translation>&amp;Experten-Bedingung:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Boards:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>Dealer script:</source>
        <translation>Dealer-Skript:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>%1&apos;s cards: %2</source>
        <translation>Karten von %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::Contract</name>
    <message>
        <source>Passed out</source>
        <translation>Ausgepasst</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>expected a level 1-7 or Pass</source>
        <translation>Stufe 1-7 oder Pass erwartet</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT)</source>
        <translation>Farbe erwartet (C, D, H, S oder NT)</translation>
    </message>
    <message>
        <source>expected X, XX or nothing after the strain</source>
        <translation>nach der Farbe wird X, XX oder nichts erwartet</translation>
    </message>
</context>
<context>
    <name>Kibitz::Converter</name>
    <message>
        <source>deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>partial deal</source>
        <translation>Teilverteilung</translation>
    </message>
    <message>
        <source>board number</source>
        <translation>Boardnummer</translation>
    </message>
    <message>
        <source>dealer/vulnerability</source>
        <translation>Teiler/Gefahr</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>Reizung</translation>
    </message>
    <message>
        <source>alerts</source>
        <translation>Alerts</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Abspiel</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>double dummy</source>
        <translation>Double Dummy</translation>
    </message>
    <message>
        <source>names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>Kommentare</translation>
    </message>
    <message>
        <source>other tags</source>
        <translation>weitere Tags</translation>
    </message>
    <message>
        <source>--from needs a format id</source>
        <translation>--from erwartet eine Format-ID</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (see --list-formats)</source>
        <translation>unbekanntes Format &apos;%1&apos; (siehe --list-formats)</translation>
    </message>
    <message>
        <source>--to needs a format id</source>
        <translation>--to erwartet eine Format-ID</translation>
    </message>
    <message>
        <source>--boards needs a range A-B</source>
        <translation>--boards erwartet einen Bereich A-B</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board range such as 1-16</source>
        <translation>&apos;%1&apos; ist kein Boardbereich wie 1-16</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>unbekannte Option &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--verify goes with --solve</source>
        <translation>--verify nur zusammen mit --solve</translation>
    </message>
    <message>
        <source>--solve works when converting</source>
        <translation>--solve wirkt nur beim Konvertieren</translation>
    </message>
    <message>
        <source>--info needs at least one input file</source>
        <translation>--info erwartet mindestens eine Eingabedatei</translation>
    </message>
    <message>
        <source>--validate needs at least one input file</source>
        <translation>--validate erwartet mindestens eine Eingabedatei</translation>
    </message>
    <message>
        <source>--checksum needs at least one input file</source>
        <translation>--checksum erwartet mindestens eine Eingabedatei</translation>
    </message>
    <message>
        <source>give at least one input and the output</source>
        <translation>mindestens eine Eingabe und die Ausgabe angeben</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: warning: %3
</source>
        <translation>kibitz-convert: %1: Board %2: Warnung: %3
</translation>
    </message>
    <message>
        <source>writing to standard output needs --to ID</source>
        <translation>Schreiben auf die Standardausgabe erfordert --to ID</translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos; from its extension; use --to ID</source>
        <translation>das Format von &apos;%1&apos; ist an der Dateiendung nicht erkennbar; bitte --to ID angeben</translation>
    </message>
    <message>
        <source>%1 (%2) cannot be written</source>
        <translation>%1 (%2) kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the output &apos;%1&apos; is also an input</source>
        <translation>die Ausgabe &apos;%1&apos; ist zugleich eine Eingabe</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n more warning(s) not shown
</source>
        <translation>
            <numerusform>kibitz-convert: %n weitere Warnung nicht angezeigt
</numerusform>
            <numerusform>kibitz-convert: %n weitere Warnungen nicht angezeigt
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n stored double-dummy table(s) disagree with DDS
</source>
        <translation>
            <numerusform>kibitz-convert: %n gespeicherte Double-Dummy-Tabelle weicht von DDS ab
</numerusform>
            <numerusform>kibitz-convert: %n gespeicherte Double-Dummy-Tabellen weichen von DDS ab
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: dropped as forced: %1
</source>
        <translation>kibitz-convert: wegen --force verworfen: %1
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) left out: the format cannot store them
</source>
        <translation>
            <numerusform>kibitz-convert: %n Board ausgelassen: das Format kann es nicht speichern
</numerusform>
            <numerusform>kibitz-convert: %n Boards ausgelassen: das Format kann sie nicht speichern
</numerusform>
        </translation>
    </message>
    <message>
        <source>not solved: %1
</source>
        <translation>nicht analysiert: %1
</translation>
    </message>
    <message>
        <source>%1 by %2: the file says %3 tricks, DDS %4
</source>
        <translation>%1 von %2: laut Datei %3 Stiche, laut DDS %4
</translation>
    </message>
    <message>
        <source>kibitz-convert: nothing written: the conversion would drop data (use --force to convert anyway)
</source>
        <translation>kibitz-convert: nichts geschrieben: die Konvertierung würde Daten verwerfen (mit --force trotzdem konvertieren)
</translation>
    </message>
    <message>
        <source>  %1 cannot store these boards at all; with --force they are left out:
</source>
        <translation>  %1 kann diese Boards überhaupt nicht speichern; mit --force werden sie ausgelassen:
</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: record %2: warning: %3
</source>
        <translation>kibitz-convert: %1: Datensatz %2: Warnung: %3
</translation>
    </message>
    <message>
        <source>%1
  format: %2 (%3)
  boards: %4
</source>
        <translation>%1
  Format: %2 (%3)
  Boards: %4
</translation>
    </message>
    <message>
        <source>  boards with problems: %1 (see --validate)
</source>
        <translation>  Boards mit Problemen: %1 (siehe --validate)
</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>board at position %1</source>
        <translation>Board an Position %1</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) with problems
</source>
        <translation>
            <numerusform>kibitz-convert: %n Board mit Problemen
</numerusform>
            <numerusform>kibitz-convert: %n Boards mit Problemen
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s), all valid
</source>
        <translation>
            <numerusform>kibitz-convert: %n Board, gültig
</numerusform>
            <numerusform>kibitz-convert: %n Boards, alle gültig
</numerusform>
        </translation>
    </message>
    <message>
        <source>ID           READ WRITE EXTENSIONS      NAME / HOLDS
</source>
        <translation>ID           LES. SCHR. ENDUNGEN        NAME / INHALT
</translation>
    </message>
    <message>
        <source>holds: %6</source>
        <extracomment>--list-formats: the second line of a format, listing what its files can hold</extracomment>
        <translation>Inhalt: %6</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <comment>--list-formats: the format cannot be written</comment>
        <translation>nein</translation>
    </message>
    <message>
        <source>
  kibitz-convert --select EXPR [options] INPUT... OUTPUT
  kibitz-convert --dealer-script FILE [--generate N] [--produce M] [--seed S] [--to ID] [OUTPUT]

--select keeps the boards for which the expression (the dealer language, see
docs/select.md) is true. --dealer-script runs a script of the dealer program: without
OUTPUT or --to the deals are printed as dealer prints them, else written to OUTPUT.
</source>
        <translation>
  kibitz-convert --select EXPR [options] INPUT... OUTPUT
  kibitz-convert --dealer-script FILE [--generate N] [--produce M] [--seed S] [--to ID] [OUTPUT]

--select behält die Boards, für die der Ausdruck (die Sprache von dealer, siehe
docs/select.md) wahr ist. --dealer-script führt ein Skript des Programms dealer aus: ohne
OUTPUT oder --to werden die Verteilungen ausgegeben wie bei dealer, sonst nach OUTPUT geschrieben.
</translation>
    </message>
    <message>
        <source>--select needs an expression</source>
        <translation>--select erwartet einen Ausdruck</translation>
    </message>
    <message>
        <source>--select: %1</source>
        <translation>--select: %1</translation>
    </message>
    <message>
        <source>--dealer-script needs a script file</source>
        <translation>--dealer-script erwartet eine Skriptdatei</translation>
    </message>
    <message>
        <source>%1 needs a number</source>
        <translation>%1 erwartet eine Zahl</translation>
    </message>
    <message>
        <source>--generate, --produce and --seed go with --dealer-script</source>
        <translation>--generate, --produce und --seed gehören zu --dealer-script</translation>
    </message>
    <message>
        <source>--dealer-script takes at most one output</source>
        <translation>--dealer-script erwartet höchstens eine Ausgabe</translation>
    </message>
    <message>
        <source>kibitz-convert: cannot tell the format of &apos;%1&apos; from its extension; use --to ID
</source>
        <translation>kibitz-convert: das Format von „%1“ ist an der Endung nicht zu erkennen; --to ID angeben
</translation>
    </message>
    <message>
        <source>kibitz-convert: standard output: %1
</source>
        <translation>kibitz-convert: Standardausgabe: %1
</translation>
    </message>
    <message>
        <source>%1 board %2</source>
        <translation>%1 Board %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: damaged: %3
</source>
        <translation>kibitz-convert: %1: Board %2: beschädigt: %3
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: nothing written: %n damaged board(s) in the input (%1); use --force to convert what could be read
</source>
        <translation>
            <numerusform>kibitz-convert: nichts geschrieben: %n beschädigtes Board in der Eingabe (%1); mit --force wird konvertiert, was gelesen werden konnte
</numerusform>
            <numerusform>kibitz-convert: nichts geschrieben: %n beschädigte Boards in der Eingabe (%1); mit --force wird konvertiert, was gelesen werden konnte
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: damaged: %1
</source>
        <translation>kibitz-convert: beschädigt: %1
</translation>
    </message>
    <message>
        <source>%1 record %2</source>
        <translation>%1 Datensatz %2</translation>
    </message>
    <message>
        <source>  damaged boards: %1 (see --validate)
</source>
        <translation>  beschädigte Boards: %1 (siehe --validate)
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n damaged board(s)
</source>
        <translation>
            <numerusform>kibitz-convert: %n beschädigtes Board
</numerusform>
            <numerusform>kibitz-convert: %n beschädigte Boards
</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage:
  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--shard K/N] [--force]
                 [--solve [--verify] [--checkpoint MIN] [--dds-threads N]] INPUT... OUTPUT
  kibitz-convert --info INPUT...
  kibitz-convert --validate INPUT...
  kibitz-convert --checksum INPUT...
  kibitz-convert --list-formats
  kibitz-convert --version

Converts deal files between formats (detected from the extension, then the content).
OUTPUT &apos;-&apos; writes to standard output; a FIFO or a device is written straight, any other
file is replaced whole once everything is written (a symbolic link: its target).
Exit status: 0 success, 1 unreadable or invalid input (or a file that changed while it
was read), 2 usage error, 3 the conversion would drop data and --force was not given,
4 the output (a file or standard output) could not be written.
--solve fills missing double-dummy tables with DDS; --verify also recomputes the stored
ones and reports every disagreement (exit status 1). Without --verify, tables that OUTPUT
already holds for the same boards (an earlier run that was stopped) are kept, and OUTPUT
is saved every MIN minutes (default 10, 0 for only at the end) with what is solved so far.
DDS solves on N threads (default 0: one per core).
--shard K/N converts the K-th of N equal parts of the boards, by position: the outputs
of the N parts, one after the other, are the output of the whole (see the README).
</source>
        <extracomment>The command-line help of kibitz-convert: keep the option names (--from, INPUT...) as they are.</extracomment>
        <translation>Aufruf:
  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--shard K/N] [--force]
                 [--solve [--verify] [--checkpoint MIN] [--dds-threads N]] INPUT... OUTPUT
  kibitz-convert --info INPUT...
  kibitz-convert --validate INPUT...
  kibitz-convert --checksum INPUT...
  kibitz-convert --list-formats
  kibitz-convert --version

Konvertiert Verteilungsdateien zwischen Formaten (erkannt an der Endung, dann am Inhalt).
OUTPUT &apos;-&apos; schreibt auf die Standardausgabe; ein FIFO oder Gerät wird direkt beschrieben, jede andere
Datei wird als Ganzes ersetzt, sobald alles geschrieben ist (bei einem symbolischen Link: sein Ziel).
Exit-Status: 0 Erfolg, 1 unlesbare oder ungültige Eingabe (oder eine Datei, die sich beim
Lesen geändert hat), 2 Aufruffehler, 3 die Konvertierung würde Daten verlieren und --force fehlt,
4 die Ausgabe (eine Datei oder die Standardausgabe) konnte nicht geschrieben werden.
--solve ergänzt fehlende Double-Dummy-Tabellen mit DDS; --verify berechnet auch die gespeicherten
neu und meldet jede Abweichung (Exit-Status 1). Ohne --verify bleiben
Tabellen erhalten, die OUTPUT schon für dieselben Boards enthält (ein früherer, abgebrochener
Lauf), und OUTPUT wird alle MIN Minuten (Vorgabe 10, 0 nur am Ende) mit dem bisher Gelösten
gespeichert. DDS rechnet mit N Threads (Vorgabe 0: einer je Kern).
--shard K/N konvertiert den K-ten von N gleich großen Teilen der Boards (nach Position): die
Ausgaben der N Teile hintereinander ergeben die Ausgabe des Ganzen (siehe README).
</translation>
    </message>
    <message>
        <source>--shard needs K/N, such as 3/8</source>
        <translation>--shard braucht K/N, etwa 3/8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a shard K/N with 1 &lt;= K &lt;= N</source>
        <translation>&apos;%1&apos; ist kein Teil K/N mit 1 &lt;= K &lt;= N</translation>
    </message>
    <message>
        <source>--dds-threads needs a number of threads (0 for one per core)</source>
        <translation>--dds-threads braucht eine Anzahl Threads (0 für einen je Kern)</translation>
    </message>
    <message>
        <source>--checkpoint needs a number of minutes</source>
        <translation>--checkpoint braucht eine Anzahl Minuten</translation>
    </message>
    <message>
        <source>--shard works when converting</source>
        <translation>--shard wirkt nur beim Konvertieren</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: %n table(s) kept from an earlier run
</source>
        <translation>
            <numerusform>kibitz-convert: %1: %n Tabelle aus einem früheren Lauf übernommen
</numerusform>
            <numerusform>kibitz-convert: %1: %n Tabellen aus einem früheren Lauf übernommen
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: saved with %n board(s) still to solve; going on
</source>
        <translation>
            <numerusform>kibitz-convert: %1: gespeichert, %n Board noch zu analysieren; es geht weiter
</numerusform>
            <numerusform>kibitz-convert: %1: gespeichert, %n Boards noch zu analysieren; es geht weiter
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>one of the boards %1 to %2</source>
        <translation>eines der Boards %1 bis %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 took %2 to solve (%3 a deal on average)
</source>
        <extracomment>--solve: a deal took far longer than the others; %1 names it (&quot;board 12&quot;, &quot;one of the boards 1 to 40&quot;)</extracomment>
        <translation>kibitz-convert: %1 brauchte %2 für die Analyse (im Schnitt %3 je Verteilung)
</translation>
    </message>
    <message>
        <source>boards %1-%2</source>
        <translation>Boards %1-%2</translation>
    </message>
    <message>
        <source> (%1 so far)</source>
        <translation> (bisher %1)</translation>
    </message>
    <message>
        <source>%1 of %2 deals solved</source>
        <translation>%1 von %2 Verteilungen analysiert</translation>
    </message>
    <message>
        <source>, %1 a second, %2 left</source>
        <translation>, %1 pro Sekunde, noch %2</translation>
    </message>
    <message>
        <source>%1 deals solved</source>
        <translation>%1 Verteilungen analysiert</translation>
    </message>
    <message>
        <source>, %1 a second</source>
        <translation>, %1 pro Sekunde</translation>
    </message>
    <message>
        <source>
  kibitz-convert --stats|--stats-json [--select EXPR] [--boards A-B] [--solve] INPUT...

--stats prints the figures of the boards of every INPUT together as tables (HCP, hand
patterns, suit lengths, double-dummy makes, par, declarer&apos;s play against double dummy);
--stats-json prints them as one JSON object (see docs/stats.md). With --solve, DDS solves
the tables boards lack and the cost of each opening lead.
</source>
        <translation>
  kibitz-convert --stats|--stats-json [--select EXPR] [--boards A-B] [--solve] INPUT...

--stats gibt die Kennzahlen der Boards aller INPUT-Dateien zusammen als Tabellen aus (FP,
Handverteilungen, Farblängen, erfüllbare Kontrakte Double Dummy, Par, Alleinspiel gegenüber
Double Dummy); --stats-json gibt sie als ein JSON-Objekt aus (siehe docs/stats.md). Mit
--solve berechnet DDS die fehlenden Tabellen der Boards und die Kosten jedes Ausspiels.
</translation>
    </message>
    <message>
        <source>choose one of --info, --validate, --checksum, --stats, --stats-json and --list-formats</source>
        <translation>nur eine der Optionen --info, --validate, --checksum, --stats, --stats-json und --list-formats angeben</translation>
    </message>
    <message>
        <source>--verify works when converting</source>
        <translation>--verify wirkt nur beim Konvertieren</translation>
    </message>
    <message>
        <source>%1 needs at least one input file</source>
        <translation>%1 erwartet mindestens eine Eingabedatei</translation>
    </message>
    <message>
        <source>irregularities</source>
        <translation>Unregelmäßigkeiten</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: cannot keep a copy of the stream: %2
</source>
        <translation>kibitz-convert: %1: keine Kopie des Datenstroms möglich: %2
</translation>
    </message>
    <message>
        <source>the file system of %1 is read-only</source>
        <translation>das Dateisystem von %1 ist schreibgeschützt</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 was changed by another program while it was written; not replaced
</source>
        <translation>kibitz-convert: %1 wurde während des Schreibens von einem anderen Programm geändert; nicht ersetzt
</translation>
    </message>
    <message>
        <source>%1: at most %2 deals</source>
        <translation>%1: höchstens %2 Verteilungen</translation>
    </message>
    <message>
        <source>kibitz-convert: generated %1 of %2 hands (%3 produced)
</source>
        <extracomment>--dealer-script, every few seconds of a long run on standard error</extracomment>
        <translation>kibitz-convert: %1 von %2 Verteilungen erzeugt (%3 ausgegeben)
</translation>
    </message>
    <message>
        <source>board label</source>
        <translation>Board-Bezeichnung</translation>
    </message>
    <message>
        <source>commentary markup</source>
        <translation>Auszeichnung des Kommentars</translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation>verdeckte Hände</translation>
    </message>
</context>
<context>
    <name>Kibitz::DdTraceView</name>
    <message>
        <source>%1 from dummy</source>
        <translation>%1 vom Tisch</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>No play recorded: the double-dummy trace follows the cards actually played.</source>
        <translation>Kein Abspiel vorhanden: die Double-Dummy-Abspielanalyse folgt den tatsächlich gespielten Karten.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy, %1 takes %n trick(s).</source>
        <translation>
            <numerusform>Double Dummy: ein Stich in %1.</numerusform>
            <numerusform>Double Dummy: %n Stiche in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving the play double-dummy…</source>
        <translation>Double-Dummy-Analyse des Abspiels läuft…</translation>
    </message>
    <message>
        <source>No double-dummy trace: %1.</source>
        <translation>Keine Double-Dummy-Abspielanalyse: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead</source>
        <translation>
            <numerusform>Double Dummy vor dem Ausspiel: %n Stich</numerusform>
            <numerusform>Double Dummy vor dem Ausspiel: %n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead for %1, counted as declarer</source>
        <translation>
            <numerusform>Double Dummy vor dem Ausspiel: %n Stich für %1, als Alleinspieler gezählt</numerusform>
            <numerusform>Double Dummy vor dem Ausspiel: %n Stiche für %1, als Alleinspieler gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Nord-Süd</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Ost-West</translation>
    </message>
    <message numerus="yes">
        <source> (%1 goes down %n)</source>
        <translation>
            <numerusform> (%1 geht einmal down)</numerusform>
            <numerusform> (%1 geht %n down)</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 makes)</source>
        <translation> (%1 wird erfüllt)</translation>
    </message>
    <message numerus="yes">
        <source> (%1 makes with %n overtrick(s))</source>
        <translation>
            <numerusform> (%1 wird mit einem Überstich erfüllt)</numerusform>
            <numerusform> (%1 wird mit %n Überstichen erfüllt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>gab der Alleinspieler im %1. Stich einen Stich zurück (%2)</numerusform>
            <numerusform>gab der Alleinspieler im %1. Stich %n Stiche zurück (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer lost %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>verlor der Alleinspieler im %1. Stich einen Stich (%2)</numerusform>
            <numerusform>verlor der Alleinspieler im %1. Stich %n Stiche (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>gab die Verteidigung im %1. Stich einen Stich zurück (%2)</numerusform>
            <numerusform>gab die Verteidigung im %1. Stich %n Stiche zurück (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave away %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>verschenkte die Verteidigung im %1. Stich einen Stich (%2)</numerusform>
            <numerusform>verschenkte die Verteidigung im %1. Stich %n Stiche (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card kept the double-dummy result.</source>
        <translation>Keine Karte hat das Double-Dummy-Ergebnis verändert.</translation>
    </message>
    <message>
        <source>Then %1.</source>
        <translation>Dann %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, dann </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s).</source>
        <translation>
            <numerusform>Der Alleinspieler machte einen Stich.</numerusform>
            <numerusform>Der Alleinspieler machte %n Stiche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %n trick(s): the double-dummy result.</source>
        <translation>
            <numerusform>Claim auf einen Stich: genau das Double-Dummy-Ergebnis.</numerusform>
            <numerusform>Claim auf %n Stiche: genau das Double-Dummy-Ergebnis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, declarer could still take %n trick(s).</source>
        <translation>
            <numerusform>Claim auf %1: Double Dummy könnte der Alleinspieler noch einen Stich machen.</numerusform>
            <numerusform>Claim auf %1: Double Dummy könnte der Alleinspieler noch %n Stiche machen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, the defence could hold declarer to %n trick(s).</source>
        <translation>
            <numerusform>Claim auf %1: Double Dummy könnte die Verteidigung den Alleinspieler auf einen Stich halten.</numerusform>
            <numerusform>Claim auf %1: Double Dummy könnte die Verteidigung den Alleinspieler auf %n Stiche halten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stops after card %1: double dummy, %n trick(s) for declarer.</source>
        <translation>
            <numerusform>Das Abspiel endet nach Karte %1: Double Dummy macht der Alleinspieler einen Stich.</numerusform>
            <numerusform>Das Abspiel endet nach Karte %1: Double Dummy macht der Alleinspieler %n Stiche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1: %2 led by %3</source>
        <translation>Stich %1: %2, ausgespielt von %3</translation>
    </message>
    <message>
        <source>Trick %1: %2 by %3</source>
        <translation>Stich %1: %2, gespielt von %3</translation>
    </message>
    <message>
        <source>Declarer&apos;s double-dummy tricks: %1 → %2</source>
        <translation>Double-Dummy-Stiche des Alleinspielers: %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>This card cost %n trick(s).</source>
        <translation>
            <numerusform>Diese Karte kostete einen Stich.</numerusform>
            <numerusform>Diese Karte kostete %n Stiche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show the play after this card.</source>
        <translation>Klicken Sie, um die Stellung nach dieser Karte anzuzeigen.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Ausspiel</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2. Hand</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3. Hand</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4. Hand</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>makes</source>
        <translation>erfüllt</translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s) for declarer</source>
        <translation>
            <numerusform>Claim: %n Stich für den Alleinspieler</numerusform>
            <numerusform>Claim: %n Stiche für den Alleinspieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Nicht gespielt</translation>
    </message>
    <message>
        <source>Beside each card: declarer&apos;s double-dummy tricks once it is played. Red: the card cost its side tricks. Underlined: the card that won the trick. Click a card to go there.</source>
        <translation>Neben jeder Karte: die Double-Dummy-Stiche des Alleinspielers, nachdem sie gespielt ist. Rot: die Karte hat ihre Seite Stiche gekostet. Unterstrichen: die Karte, die den Stich gewonnen hat. Klicken Sie auf eine Karte, um zu dieser Stelle zu gehen.</translation>
    </message>
    <message>
        <source>Double-dummy tricks for declarer before the opening lead. Click to go back to the lead.</source>
        <translation>Double-Dummy-Stiche des Alleinspielers vor dem Ausspiel. Klicken Sie, um zum Ausspiel zurückzukehren.</translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>Claim: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Deal</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 held by %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation>%1 hat %2 Karten</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1)</source>
        <translation>die Hände haben unterschiedlich viele Karten (%1)</translation>
    </message>
    <message>
        <source>missing from the deal: %1</source>
        <translation>in der Verteilung fehlen: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>&apos;%1&apos; ist keine Himmelsrichtung (N, E, S oder W)</translation>
    </message>
    <message>
        <source>expected four hands, found %1</source>
        <translation>vier Hände erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>unexpected text after the fourth hand</source>
        <translation>unerwarteter Text nach der vierten Hand</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealEditor</name>
    <message>
        <source>Give cards to</source>
        <translation>Karten geben an</translation>
    </message>
    <message>
        <source>%1&apos;s hand, spades first: suits separated by dots, T or 10 for the ten</source>
        <translation>Hand von %1, Pik zuerst: Farben durch Punkte getrennt, T oder 10 für die Zehn</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Verteilung einfügen</translation>
    </message>
    <message>
        <source>Paste a deal from the clipboard: PBN, LIN md|, giblib or four hands</source>
        <translation>Verteilung aus der Zwischenablage einfügen: PBN, LIN md|, giblib oder vier Hände</translation>
    </message>
    <message>
        <source>Complete Fourth Hand</source>
        <translation>Vierte Hand ergänzen</translation>
    </message>
    <message>
        <source>Give the missing cards to the one short hand</source>
        <translation>Die fehlenden Karten der einen unvollständigen Hand geben</translation>
    </message>
    <message>
        <source>Deal the Rest</source>
        <translation>Rest verteilen</translation>
    </message>
    <message>
        <source>Deal the cards nobody holds at random</source>
        <translation>Die noch nicht vergebenen Karten zufällig verteilen</translation>
    </message>
    <message>
        <source>Rotate ↻</source>
        <translation>Drehen ↻</translation>
    </message>
    <message>
        <source>Turn the whole board a seat clockwise: hands, dealer, auction, play, names</source>
        <translation>Das ganze Board um einen Platz im Uhrzeigersinn drehen: Hände, Teiler, Reizung, Abspiel, Namen</translation>
    </message>
    <message>
        <source>Swap Hands</source>
        <translation>Hände tauschen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Remove every card from the deal</source>
        <translation>Alle Karten aus der Verteilung entfernen</translation>
    </message>
    <message>
        <source>No cards dealt yet.</source>
        <translation>Noch keine Karten verteilt.</translation>
    </message>
    <message>
        <source>Complete deal: 52 cards, 13 each.</source>
        <translation>Vollständige Verteilung: 52 Karten, je 13.</translation>
    </message>
    <message>
        <source>End position: %1 cards each.</source>
        <translation>Endposition: je %1 Karten.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing:</source>
        <translation>
            <numerusform>%n Karte fehlt:</numerusform>
            <numerusform>%n Karten fehlen:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No deal recognised: %1</source>
        <translation>Keine Verteilung erkannt: %1</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: see the tooltip)</source>
        <translation>
            <numerusform>(und %n weiterer: siehe Tooltip)</numerusform>
            <numerusform>(und %n weitere: siehe Tooltip)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealFormat</name>
    <message>
        <source>%1 files cannot be written</source>
        <translation>Dateien im Format %1 können nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1 holds complete deals only; this one is partial</source>
        <translation>%1 speichert nur vollständige Verteilungen; diese ist unvollständig</translation>
    </message>
    <message>
        <source>%1 holds complete deals only: %2</source>
        <translation>%1 speichert nur vollständige Verteilungen: %2</translation>
    </message>
    <message>
        <source>not enough memory to open the file</source>
        <translation>nicht genug Speicher, um die Datei zu öffnen</translation>
    </message>
    <message numerus="yes">
        <source>not enough memory to open the file (%n board(s) read)</source>
        <translation>
            <numerusform>nicht genug Speicher, um die Datei zu öffnen (%n Board gelesen)</numerusform>
            <numerusform>nicht genug Speicher, um die Datei zu öffnen (%n Boards gelesen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealPaste</name>
    <message>
        <source>LIN md| needs a dealer digit 1-4 first</source>
        <translation>LIN md| braucht zuerst eine Teiler-Ziffer 1-4</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Hand von %1: %2</translation>
    </message>
    <message>
        <source>expected a suit (S H D C or a symbol) or a rank, found &apos;%1&apos;</source>
        <translation>Farbe (S H D C oder ein Symbol) oder Kartenwert erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>a rank before any suit</source>
        <translation>ein Kartenwert vor der ersten Farbe</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <translation>%1 doppelt</translation>
    </message>
    <message>
        <source>no deal in the text</source>
        <translation>keine Verteilung im Text</translation>
    </message>
    <message>
        <source>expected a PBN deal, a LIN md| field, a giblib line or four hands (N E S W) like AKQ.T98.765.432</source>
        <translation>erwartet: eine PBN-Verteilung, ein LIN-Feld md|, eine giblib-Zeile oder vier Hände (N E S W) wie AKQ.T98.765.432</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealerGeneration</name>
    <message>
        <source>%1 deals produced of %2 generated (seed %3)</source>
        <translation>%1 Verteilungen ausgegeben von %2 erzeugten (Seed %3)</translation>
    </message>
    <message>
        <source>Dealer scripts (*.dlr)</source>
        <translation>Dealer-Skripte (*.dlr)</translation>
    </message>
    <message>
        <source>Generating deals…</source>
        <translation>Verteilungen werden erzeugt…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>The script prints no deals, only statistics:</source>
        <translation>Das Skript gibt keine Verteilungen aus, nur Statistiken:</translation>
    </message>
    <message>
        <source>No deal met the condition in %1 deals generated.</source>
        <translation>Keine Verteilung erfüllte die Bedingung in %1 erzeugten Verteilungen.</translation>
    </message>
    <message>
        <source>%1: the script asks for %2 deals; a window holds at most %3. Write them to a file with kibitz-convert --dealer-script.</source>
        <translation>%1: das Skript verlangt %2 Verteilungen; ein Fenster fasst höchstens %3. Schreiben Sie sie mit kibitz-convert --dealer-script in eine Datei.</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too big for a dealer script (at most %3)</source>
        <translation>%1: %2 Bytes sind zu groß für ein Dealer-Skript (höchstens %3)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealsFormat</name>
    <message>
        <source>.deals binary deals</source>
        <translation>.deals (binäre Verteilungen)</translation>
    </message>
    <message>
        <source>%1 cannot mark a hand unknown (%2&apos;s)</source>
        <translation>%1 kann keine Hand als unbekannt markieren (die von %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has bits 52-63 set (only bits 0-51 are cards)</source>
        <translation>in der Hand von %1 sind die Bits 52-63 gesetzt (nur die Bits 0-51 sind Karten)</translation>
    </message>
    <message>
        <source>invalid deal: %1</source>
        <translation>ungültige Verteilung: %1</translation>
    </message>
    <message>
        <source>the record holds no cards (all its bytes are zero)</source>
        <translation>der Datensatz enthält keine Karten (alle seine Bytes sind null)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DetailsEditor</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Dealer and Vul from Number</source>
        <translation>Teiler und Gefahr aus Nummer</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board number in the standard 16-board cycle</source>
        <translation>Teiler und Gefahr aus der Boardnummer nach dem üblichen 16-Board-Zyklus setzen</translation>
    </message>
    <message>
        <source>Dealer and vulnerability from board %1</source>
        <translation>Teiler und Gefahr aus Board %1</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Board:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Teiler:</translation>
    </message>
    <message>
        <source>&amp;Vulnerable:</source>
        <translation>&amp;Gefahr:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>T&amp;itel:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Veranstaltung:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Commentary for this board</source>
        <translation>Kommentar zu diesem Board</translation>
    </message>
    <message>
        <source>&amp;Comments:</source>
        <translation>&amp;Kommentare:</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Hand diagram drawn by Kibitz</source>
        <translation>Handdiagramm, erstellt mit Kibitz</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramRenderer</name>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Teiler: %1</translation>
    </message>
    <message>
        <source>Vul %1</source>
        <translation>Gefahr: %1</translation>
    </message>
    <message>
        <source>End position, %1 per hand</source>
        <translation>Endposition, je %1 Karten</translation>
    </message>
    <message>
        <source>Notrump</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <source>%1 led by %2</source>
        <translation>%1 ausgespielt von %2</translation>
    </message>
    <message>
        <source>Made, %1 tricks</source>
        <translation>Erfüllt, %1 Stiche</translation>
    </message>
    <message>
        <source>Made %1, +%2</source>
        <translation>Erfüllt, %1 Stiche (+%2)</translation>
    </message>
    <message>
        <source>Down %1</source>
        <translation>%1 Faller</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>N-S %1</translation>
    </message>
    <message>
        <source>N-S %1  ·  E-W %2</source>
        <translation>N-S %1  ·  O-W %2</translation>
    </message>
    <message>
        <source>Before the lead</source>
        <translation>Vor dem Ausspiel</translation>
    </message>
    <message>
        <source>Trick %1, card %2</source>
        <translation>Stich %1, Karte %2</translation>
    </message>
    <message>
        <source>Claim: %1 %2 of %3 tricks</source>
        <translation>Claim: %1 %2 von %3 Stichen</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>O-W</translation>
    </message>
    <message>
        <source>%1 HCP</source>
        <translation>%1 FP</translation>
    </message>
    <message>
        <source>hand not given</source>
        <translation>Hand nicht angegeben</translation>
    </message>
</context>
<context>
    <name>Kibitz::Document</name>
    <message>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 files cannot be written</source>
        <translation>Dateien im Format %1 können nicht geschrieben werden</translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>Board %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>changed on disk since it was opened: %n board(s) can no longer be read as they were, so nothing was written (a save would write them empty). Reload the file to read it as it is now.</source>
        <translation>
            <numerusform>seit dem Öffnen auf dem Datenträger geändert: %n Board kann nicht mehr so gelesen werden, wie es war, daher wurde nichts geschrieben (beim Speichern würde es leer geschrieben). Laden Sie die Datei neu, um sie in ihrem jetzigen Zustand zu lesen.</numerusform>
            <numerusform>seit dem Öffnen auf dem Datenträger geändert: %n Boards können nicht mehr so gelesen werden, wie sie waren, daher wurde nichts geschrieben (beim Speichern würden sie leer geschrieben). Laden Sie die Datei neu, um sie in ihrem jetzigen Zustand zu lesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled</source>
        <translation>das Speichern wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>Kibitz::DoubleDummySolver</name>
    <message>
        <source>the double-dummy solver failed: %1 (DDS error %2)</source>
        <translation>der Double-Dummy-Solver ist gescheitert: %1 (DDS-Fehler %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>die Hand von %1 ist unbekannt</translation>
    </message>
    <message>
        <source>the hands hold no cards</source>
        <translation>die Hände enthalten keine Karten</translation>
    </message>
    <message>
        <source>par needs the whole double-dummy table; %1 in %2 is unknown</source>
        <translation>Par erfordert die vollständige Double-Dummy-Tabelle; %1 in %2 ist unbekannt</translation>
    </message>
    <message>
        <source>the play is over: no card is left to play</source>
        <translation>das Abspiel ist beendet: keine Karte mehr zu spielen</translation>
    </message>
    <message>
        <source>the double-dummy solver traced %1 of %2 cards</source>
        <translation>der Double-Dummy-Solver hat nur %1 von %2 Karten nachvollzogen</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Das Board</translation>
    </message>
    <message>
        <source>%1 cannot be solved: %2</source>
        <translation>%1 kann nicht analysiert werden: %2</translation>
    </message>
    <message>
        <source>the double-dummy solver (libdds) could not be loaded: %1</source>
        <translation>der Double-Dummy-Solver (libdds) ließ sich nicht laden: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::DxFormat</name>
    <message>
        <source>board number 0: expected 1-255</source>
        <translation>Boardnummer 0: 1-255 erwartet</translation>
    </message>
    <message>
        <source>the file ends inside the deal: expected 32 bytes after the board number</source>
        <translation>die Datei endet mitten in der Verteilung: nach der Boardnummer werden 32 Bytes erwartet</translation>
    </message>
    <message>
        <source>the auction</source>
        <translation>der Reizung</translation>
    </message>
    <message>
        <source>expected 0xFF: an auction has at most 319 calls</source>
        <translation>0xFF erwartet: eine Reizung hat höchstens 319 Ansagen</translation>
    </message>
    <message>
        <source>call byte 0: this file uses the old call table (Pass 0, Double 1, Redouble 2)</source>
        <translation>Ansage-Byte 0: diese Datei verwendet die alte Ansagetabelle (Passe 0, Kontra 1, Rekontra 2)</translation>
    </message>
    <message>
        <source>call byte %1 is not a call: expected (level &lt;&lt; 5) | (1 &lt;&lt; strain), Pass %2, Double %3, Redouble %4</source>
        <translation>Ansage-Byte %1 ist keine Ansage: erwartet (Stufe &lt;&lt; 5) | (1 &lt;&lt; Farbe), Passe %2, Kontra %3, Rekontra %4</translation>
    </message>
    <message>
        <source>call %1 (%2) is illegal: %3</source>
        <translation>Ansage %1 (%2) ist regelwidrig: %3</translation>
    </message>
    <message>
        <source>the play</source>
        <translation>dem Abspiel</translation>
    </message>
    <message>
        <source>more than 52 cards played: expected 0xFF</source>
        <translation>mehr als 52 Karten gespielt: 0xFF erwartet</translation>
    </message>
    <message>
        <source>byte %1 is not a card: expected 0-51 or 0xFF</source>
        <translation>Byte %1 ist keine Karte: 0-51 oder 0xFF erwartet</translation>
    </message>
    <message>
        <source>missing 0xFF terminator: the file ends inside %1</source>
        <translation>Endezeichen 0xFF fehlt: die Datei endet mitten in %1</translation>
    </message>
    <message>
        <source>.dx deals with auction and play</source>
        <translation>.dx (Verteilungen mit Reizung und Abspiel)</translation>
    </message>
    <message>
        <source>card %1 (%2) is illegal: %3</source>
        <translation>Karte %1 (%2) ist regelwidrig: %3</translation>
    </message>
    <message>
        <source>card %1 (%2) is in no hand</source>
        <translation>Karte %1 (%2) ist in keiner Hand</translation>
    </message>
    <message>
        <source>card %1 (%2) was played before</source>
        <translation>Karte %1 (%2) wurde bereits gespielt</translation>
    </message>
    <message>
        <source>%1 holds legal auctions only: %2</source>
        <translation>%1 speichert nur regelgerechte Reizungen: %2</translation>
    </message>
    <message>
        <source>%1 holds legal play only: %2</source>
        <translation>%1 speichert nur regelgerechtes Abspiel: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>die Datei endet innerhalb von Board %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::EditCommands</name>
    <message>
        <source>Take back %1 from %2</source>
        <translation>%1 von %2 zurücknehmen</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>%1 an %2 geben</translation>
    </message>
    <message>
        <source>Type %1 hand</source>
        <translation>Hand von %1 eingeben</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 zu %2 verschieben</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Verteilung einfügen</translation>
    </message>
    <message>
        <source>Complete the fourth hand</source>
        <translation>Vierte Hand ergänzen</translation>
    </message>
    <message>
        <source>Deal the remaining cards</source>
        <translation>Restliche Karten verteilen</translation>
    </message>
    <message>
        <source>Rotate board clockwise</source>
        <translation>Board im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate board</source>
        <translation>Board drehen</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>%1 und %2 tauschen</translation>
    </message>
    <message>
        <source>Clear deal</source>
        <translation>Verteilung löschen</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Ansage %1</translation>
    </message>
    <message>
        <source>Undo call</source>
        <translation>Ansage zurücknehmen</translation>
    </message>
    <message>
        <source>Undo call %1</source>
        <translation>Ansage %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>Alert %1</source>
        <translation>Alert zu %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Undo card</source>
        <translation>Karte zurücknehmen</translation>
    </message>
    <message>
        <source>Undo card %1</source>
        <translation>Karte %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Claim %1 tricks</source>
        <translation>%1 Stiche claimen</translation>
    </message>
    <message>
        <source>Withdraw claim</source>
        <translation>Claim zurückziehen</translation>
    </message>
    <message>
        <source>Change board number</source>
        <translation>Boardnummer ändern</translation>
    </message>
    <message>
        <source>Change dealer</source>
        <translation>Teiler ändern</translation>
    </message>
    <message>
        <source>Change vulnerability</source>
        <translation>Gefahrenlage ändern</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Veranstaltung ändern</translation>
    </message>
    <message>
        <source>Change site</source>
        <translation>Ort ändern</translation>
    </message>
    <message>
        <source>Change date</source>
        <translation>Datum ändern</translation>
    </message>
    <message>
        <source>Change %1&apos;s name</source>
        <translation>Name von %1 ändern</translation>
    </message>
    <message>
        <source>Change comments</source>
        <translation>Kommentare ändern</translation>
    </message>
    <message>
        <source>Renumber boards with the cycle</source>
        <translation>Boards nach dem Zyklus neu nummerieren</translation>
    </message>
    <message>
        <source>Renumber boards</source>
        <translation>Boards neu nummerieren</translation>
    </message>
    <message>
        <source>Delete board</source>
        <translation>Board löschen</translation>
    </message>
    <message>
        <source>Delete %1 boards</source>
        <translation>%1 Boards löschen</translation>
    </message>
    <message>
        <source>Move board up</source>
        <translation>Board nach oben verschieben</translation>
    </message>
    <message>
        <source>Move board down</source>
        <translation>Board nach unten verschieben</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Verteilung %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>board, then the edit made to it</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::EndplayJson</name>
    <message>
        <source>the hand &apos;%1&apos; is not a hand</source>
        <translation>die Hand „%1“ ist keine Hand</translation>
    </message>
    <message>
        <source>the hand &apos;%1&apos; has a card that is not a card</source>
        <translation>die Hand „%1“ enthält etwas, das keine Karte ist</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>die Verteilung ist ungültig: %1</translation>
    </message>
    <message>
        <source>the cards of the trick in progress (&apos;curtrick&apos;) are not read</source>
        <translation>die Karten des laufenden Stichs („curtrick“) werden nicht gelesen</translation>
    </message>
    <message>
        <source>call %1 is not a call</source>
        <translation>Gebot %1 ist kein Gebot</translation>
    </message>
    <message>
        <source>card %1 of the play is not a card</source>
        <translation>Karte %1 des Spiels ist keine Karte</translation>
    </message>
    <message>
        <source>the contract is not a contract: not read</source>
        <translation>der Kontrakt ist kein Kontrakt: nicht gelesen</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>der Kontrakt %1 ist nicht der der Reizung (%2): der der Reizung bleibt</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; is not a text: not read</source>
        <translation>„info“-Feld „%1“ ist kein Text: nicht gelesen</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; ignored</source>
        <translation>„info“-Feld „%1“ ignoriert</translation>
    </message>
</context>
<context>
    <name>Kibitz::ExportImageAction</name>
    <message>
        <source>Export Dia&amp;gram as Image…</source>
        <translation>Diagramm als Bild e&amp;xportieren…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Grafiken (*.svg)</translation>
    </message>
    <message>
        <source>board-%1</source>
        <translation>board-%1</translation>
    </message>
    <message>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
</context>
<context>
    <name>Kibitz::FilterBar</name>
    <message>
        <source>A condition in the dealer language, e.g. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Escape clears it.</source>
        <translation>Eine Bedingung in der Sprache von dealer, z. B. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Escape löscht sie.</translation>
    </message>
    <message>
        <source>%1 boards</source>
        <translation>%1 Boards</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The boards the filter keeps, of all boards (&quot;37 of 1,000&quot;).</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Filter: hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx)</source>
        <translation>Filter: hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx)</translation>
    </message>
</context>
<context>
    <name>Kibitz::FormatError</name>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>board %1, %2</source>
        <translation>Board %1, %2</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>Datensatz %1 (Byte-Offset %2)</translation>
    </message>
    <message>
        <source>byte offset %1</source>
        <translation>Byte-Offset %1</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>the file ends inside board %1</source>
        <translation>die Datei endet innerhalb von Board %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::FormatRegistry</name>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation>unbekanntes Format &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a deal file Kibitz can read</source>
        <translation>keine Verteilungsdatei, die Kibitz lesen kann</translation>
    </message>
    <message>
        <source>All deal files (%1)</source>
        <translation>Alle Verteilungsdateien (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>this is a folder, not a deal file</source>
        <translation>dies ist ein Ordner, keine Verteilungsdatei</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device cannot be opened)</source>
        <translation>keine reguläre Datei (eine Pipe, ein Socket oder ein Gerät kann nicht geöffnet werden)</translation>
    </message>
    <message>
        <source>not a %1 file: it holds no deal, only content that cannot be read</source>
        <translation>keine %1-Datei: sie enthält keine Verteilung, nur Inhalt, der nicht gelesen werden kann</translation>
    </message>
</context>
<context>
    <name>Kibitz::GibFormat</name>
    <message>
        <source>expected a single space and %1&apos;s hand (giblib lists West, North, East, South)</source>
        <translation>ein Leerzeichen und die Hand von %1 erwartet (giblib listet West, Nord, Ost, Süd)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has a fourth &apos;.&apos;: a hand is four suits</source>
        <translation>die Hand von %1 hat einen vierten &apos;.&apos;: eine Hand besteht aus vier Farben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>&apos;%1&apos; ist kein Kartenwert (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is a 53rd card: a deal has at most 52</source>
        <translation>%1 ist eine 53. Karte: eine Verteilung hat höchstens 52</translation>
    </message>
    <message>
        <source>%1 is listed twice (also in %2&apos;s hand)</source>
        <translation>%1 kommt doppelt vor (auch in der Hand von %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand ends here: a hand is four suits separated by &apos;.&apos;</source>
        <translation>die Hand von %1 endet hier: eine Hand besteht aus vier durch &apos;.&apos; getrennten Farben</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the fourth hand</source>
        <translation>unerwartetes &apos;%1&apos; nach der vierten Hand</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1); giblib needs the same number in each</source>
        <translation>die Hände haben unterschiedlich viele Karten (%1); giblib braucht in jeder Hand gleich viele</translation>
    </message>
    <message>
        <source>the deal has no cards</source>
        <translation>die Verteilung enthält keine Karten</translation>
    </message>
    <message>
        <source>the line is %1 characters long; with %2 cards it must be %3 (the deal, &apos;:&apos; and 20 trick characters)</source>
        <translation>die Zeile ist %1 Zeichen lang; bei %2 Karten muss sie %3 lang sein (Verteilung, &apos;:&apos; und 20 Stichzeichen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a trick count (0-9, A-D for 10-13, or - for unknown)</source>
        <translation>&apos;%1&apos; ist keine Stichzahl (0-9, A-D für 10-13 oder - für unbekannt)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 tricks, more than the %3 tricks of this deal</source>
        <translation>&apos;%1&apos; bedeutet %2 Stiche, mehr als die %3 Stiche dieser Verteilung</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>die Zeile ist zu lang</translation>
    </message>
    <message>
        <source>line %1: a comment after the last deal is ignored</source>
        <translation>Zeile %1: ein Kommentar nach der letzten Verteilung wird ignoriert</translation>
    </message>
    <message>
        <source>a giblib deal line starts with West&apos;s hand in column 1</source>
        <translation>eine giblib-Verteilungszeile beginnt in Spalte 1 mit der Hand von West</translation>
    </message>
    <message>
        <source>the comments before this deal are longer than 1 MiB</source>
        <translation>die Kommentare vor dieser Verteilung sind länger als 1 MiB</translation>
    </message>
    <message>
        <source>line %1, column %2: text after &apos;}&apos; is ignored (a deal starts on its own line)</source>
        <translation>Zeile %1, Spalte %2: Text nach &apos;}&apos; wird ignoriert (eine Verteilung beginnt in einer eigenen Zeile)</translation>
    </message>
    <message>
        <source>the comment opened here is never closed with &apos;}&apos;</source>
        <translation>der hier geöffnete Kommentar wird nie mit &apos;}&apos; geschlossen</translation>
    </message>
    <message>
        <source>trumps= expects s, h, d, c or n, not &apos;%1&apos;</source>
        <translation>trumps= erwartet s, h, d, c oder n, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>leader= expects w, n, e or s, not &apos;%1&apos;</source>
        <translation>leader= erwartet w, n, e oder s, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1, column %2: played= has &apos;%3&apos; after card %4; &apos;-&apos; separates tricks, &apos;.&apos; the cards of a trick</source>
        <translation>Zeile %1, Spalte %2: played= hat &apos;%3&apos; nach Karte %4; &apos;-&apos; trennt Stiche, &apos;.&apos; die Karten eines Stichs</translation>
    </message>
    <message>
        <source>played= expects a suit letter (s, h, d or c), not &apos;%1&apos;</source>
        <translation>played= erwartet einen Farbbuchstaben (s, h, d oder c), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>played= expects a rank after the suit letter</source>
        <translation>played= erwartet nach dem Farbbuchstaben einen Kartenwert</translation>
    </message>
    <message>
        <source>played= expects a rank (A K Q J T 9-2), not &apos;%1&apos;</source>
        <translation>played= erwartet einen Kartenwert (A K Q J T 9-2), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>played= starts with %1, which is not in the deal</source>
        <translation>played= beginnt mit %1; diese Karte ist nicht in der Verteilung</translation>
    </message>
    <message>
        <source>line %1: leader=%2 but the first card played, %3, is %4&apos;s: the first card decides</source>
        <translation>Zeile %1: leader=%2, aber die erste gespielte Karte, %3, gehört %4: die erste Karte gilt</translation>
    </message>
    <message>
        <source>played= card %1, %2 by %3, %4</source>
        <translation>played= Karte %1, %2 von %3, %4</translation>
    </message>
    <message>
        <source>GIB giblib</source>
        <translation>GIB giblib</translation>
    </message>
    <message>
        <source>giblib needs all four hands; %1&apos;s is unknown</source>
        <translation>giblib braucht alle vier Hände; die von %1 ist unbekannt</translation>
    </message>
    <message>
        <source>giblib needs a valid deal: %1</source>
        <translation>giblib braucht eine gültige Verteilung: %1</translation>
    </message>
    <message>
        <source>giblib needs at least one card in each hand</source>
        <translation>giblib braucht mindestens eine Karte in jeder Hand</translation>
    </message>
</context>
<context>
    <name>Kibitz::Hand</name>
    <message>
        <source>a hand has four suits (three dots)</source>
        <translation>eine Hand hat vier Farben (drei Punkte)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>&apos;%1&apos; ist kein Kartenwert</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 kommt doppelt vor</translation>
    </message>
</context>
<context>
    <name>Kibitz::HandRecordPrinter</name>
    <message>
        <source>Cannot start printing (is the output writable?)</source>
        <translation>Der Druck kann nicht gestartet werden (ist die Ausgabe beschreibbar?)</translation>
    </message>
    <message>
        <source>Cannot start page %1</source>
        <translation>Seite %1 kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>Hand records</source>
        <translation>Verteilungsblätter</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Boards %1–%2</source>
        <translation>Boards %1–%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Lead %1 by %2</source>
        <translation>Ausspiel %1 von %2</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <source>Par %1</source>
        <translation>Par %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::InputFile</name>
    <message>
        <source>%1 changed on disk while open</source>
        <translation>%1 wurde auf dem Datenträger geändert, während die Datei geöffnet war</translation>
    </message>
    <message>
        <source>the file changed while it was being read</source>
        <translation>die Datei wurde während des Lesens geändert</translation>
    </message>
</context>
<context>
    <name>Kibitz::Irregularity</name>
    <message>
        <source>insufficient bid, accepted</source>
        <translation>ungenügendes Gebot, akzeptiert</translation>
    </message>
    <message>
        <source>no call: the turn was skipped by an accepted call out of rotation</source>
        <translation>keine Ansage: dieser Spieler wurde durch eine akzeptierte Ansage außer der Reihe übersprungen</translation>
    </message>
    <message>
        <source>revoke, not noticed in time</source>
        <translation>Revoke, nicht rechtzeitig bemerkt</translation>
    </message>
    <message>
        <source>lead out of turn, accepted</source>
        <translation>Ausspiel außer der Reihe, akzeptiert</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>die Zeile ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>fehlerhaftes JSON: %1</translation>
    </message>
    <message>
        <source>expected one JSON object {...} per board</source>
        <translation>ein JSON-Objekt {...} pro Board erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number from %2 to %3</source>
        <translation>&apos;%1&apos; muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown field &apos;%3&apos; ignored</source>
        <translation>Zeile %1, Spalte %2: unbekanntes Feld &apos;%3&apos; ignoriert</translation>
    </message>
    <message>
        <source>dealer &apos;%1&apos; is not N, E, S or W</source>
        <translation>Teiler &apos;%1&apos; ist nicht N, E, S oder W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected None, NS, EW or All</source>
        <translation>&apos;%1&apos; ist keine Gefahrenlage: None, NS, EW oder All erwartet</translation>
    </message>
    <message>
        <source>bad deal: %1</source>
        <translation>fehlerhafte Verteilung: %1</translation>
    </message>
    <message>
        <source>&apos;auction&apos; must be an array of calls</source>
        <translation>&apos;auction&apos; muss ein Array von Ansagen sein</translation>
    </message>
    <message>
        <source>call %1 is not a call: expected &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; or &quot;1C&quot; to &quot;7NT&quot;, with &quot;!&quot; when alerted</source>
        <translation>Ansage %1 ist keine Ansage: &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; oder &quot;1C&quot; bis &quot;7NT&quot; erwartet, mit &quot;!&quot; bei Alert</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>Ansage %1, %2 von %3, %4</translation>
    </message>
    <message>
        <source>&apos;explanations&apos; must be an array of strings and nulls</source>
        <translation>&apos;explanations&apos; muss ein Array aus Zeichenketten und null sein</translation>
    </message>
    <message>
        <source>more explanations than calls</source>
        <translation>mehr Erklärungen als Ansagen</translation>
    </message>
    <message>
        <source>an explanation must be a string or null</source>
        <translation>eine Erklärung muss eine Zeichenkette oder null sein</translation>
    </message>
    <message>
        <source>line %1: &apos;declarer&apos; without &apos;contract&apos; ignored</source>
        <translation>Zeile %1: &apos;declarer&apos; ohne &apos;contract&apos; ignoriert</translation>
    </message>
    <message>
        <source>bad contract: %1</source>
        <translation>fehlerhafter Kontrakt: %1</translation>
    </message>
    <message>
        <source>contract %1 needs its &apos;declarer&apos;</source>
        <translation>zum Kontrakt %1 fehlt &apos;declarer&apos;</translation>
    </message>
    <message>
        <source>declarer &apos;%1&apos; is not N, E, S or W</source>
        <translation>Alleinspieler &apos;%1&apos; ist nicht N, E, S oder W</translation>
    </message>
    <message>
        <source>&apos;play&apos; must be an array of cards</source>
        <translation>&apos;play&apos; muss ein Array von Karten sein</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>mehr als 52 Karten gespielt</translation>
    </message>
    <message>
        <source>card %1 is not a card: expected suit then rank, &quot;SA&quot; to &quot;C2&quot;</source>
        <translation>Karte %1 ist keine Karte: Farbe und dann Kartenwert erwartet, &quot;SA&quot; bis &quot;C2&quot;</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>Karte %1, %2 von %3, %4</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: no contract, or a hand is unknown</source>
        <translation>Zeile %1: das Abspiel wird nicht geprüft: kein Kontrakt oder eine Hand ist unbekannt</translation>
    </message>
    <message>
        <source>&apos;ddTricks&apos; must be an object by declarer: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</source>
        <translation>&apos;ddTricks&apos; muss ein Objekt nach Alleinspieler sein: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not N, E, S or W</source>
        <translation>&apos;%1&apos; in &apos;ddTricks&apos; ist nicht N, E, S oder W</translation>
    </message>
    <message>
        <source>tricks for %1 must be an object by strain</source>
        <translation>die Stiche für %1 müssen ein Objekt nach Farbe sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not a strain (NT, S, H, D or C)</source>
        <translation>&apos;%1&apos; in &apos;ddTricks&apos; ist keine Farbe (NT, S, H, D oder C)</translation>
    </message>
    <message>
        <source>tricks for %1 in %2 must be a whole number from 0 to 13 or null</source>
        <translation>die Stiche für %1 in %2 müssen eine ganze Zahl von 0 bis 13 oder null sein</translation>
    </message>
    <message>
        <source>&apos;players&apos; must be an object: {&quot;N&quot;:&quot;name&quot;,...}</source>
        <translation>&apos;players&apos; muss ein Objekt sein: {&quot;N&quot;:&quot;name&quot;,...}</translation>
    </message>
    <message>
        <source>&apos;players&apos; maps N, E, S and W to names</source>
        <translation>&apos;players&apos; ordnet N, E, S und W Namen zu</translation>
    </message>
    <message>
        <source>&apos;comments&apos; must be an array of strings</source>
        <translation>&apos;comments&apos; muss ein Array aus Zeichenketten sein</translation>
    </message>
    <message>
        <source>a comment must be a string</source>
        <translation>ein Kommentar muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&apos;resultFromPlay&apos; must be true or false</source>
        <translation>&apos;resultFromPlay&apos; muss true oder false sein</translation>
    </message>
    <message>
        <source>^S marks a skipped turn, written &quot;P&quot; in &apos;auction&apos;</source>
        <translation>^S kennzeichnet eine übersprungene Ansage, in &apos;auction&apos; als &quot;P&quot; geschrieben</translation>
    </message>
    <message>
        <source>^I marks an insufficient bid, and call %1 is no bid</source>
        <translation>^I kennzeichnet ein ungenügendes Gebot, aber Ansage %1 ist kein Gebot</translation>
    </message>
    <message>
        <source>&apos;annotations&apos; must be an array of strings and nulls</source>
        <translation>&apos;annotations&apos; muss ein Array aus Zeichenketten und null sein</translation>
    </message>
    <message>
        <source>more annotations than calls</source>
        <translation>mehr Anmerkungen als Ansagen</translation>
    </message>
    <message>
        <source>annotation %1 is not one of &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; or null</source>
        <translation>Anmerkung %1 ist keines von &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; oder null</translation>
    </message>
    <message>
        <source>trump &apos;%1&apos; is not NT, S, H, D or C</source>
        <translation>Trumpf &apos;%1&apos; ist nicht NT, S, H, D oder C</translation>
    </message>
    <message>
        <source>leader &apos;%1&apos; is not N, E, S or W</source>
        <translation>Ausspieler &apos;%1&apos; ist nicht N, E, S oder W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings and nulls</source>
        <translation>&apos;%1&apos; muss ein Array aus Zeichenketten und null sein</translation>
    </message>
    <message>
        <source>more irregularities than cards</source>
        <translation>mehr Unregelmäßigkeiten als Karten</translation>
    </message>
    <message>
        <source>more irregularities than calls</source>
        <translation>mehr Unregelmäßigkeiten als Ansagen</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^R&quot;, &quot;^L&quot; or null</source>
        <translation>Unregelmäßigkeit %1 ist nicht &quot;^R&quot;, &quot;^L&quot; oder null</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^I&quot;, &quot;^S&quot; or null</source>
        <translation>Unregelmäßigkeit %1 ist nicht &quot;^I&quot;, &quot;^S&quot; oder null</translation>
    </message>
    <message>
        <source>room &apos;%1&apos; is not Open or Closed</source>
        <translation>Raum &apos;%1&apos; ist nicht Open oder Closed</translation>
    </message>
    <message>
        <source>&apos;tags&apos; must be an object of strings: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</source>
        <translation>&apos;tags&apos; muss ein Objekt aus Zeichenketten sein: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</translation>
    </message>
    <message>
        <source>the value of tag &apos;%1&apos; must be a string</source>
        <translation>der Wert des Tags &apos;%1&apos; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings</source>
        <translation>&apos;%1&apos; muss ein Array aus Zeichenketten sein</translation>
    </message>
    <message>
        <source>element %1 of &apos;%2&apos; must be a string</source>
        <translation>Element %1 von &apos;%2&apos; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&apos;hidden&apos; must be seat letters (N, E, S, W), each at most once</source>
        <translation>&apos;hidden&apos; muss aus Sitzbuchstaben bestehen (N, E, S, W), jeder höchstens einmal</translation>
    </message>
    <message>
        <source>&apos;bcFlags&apos; must be a number in lowercase hexadecimal, e.g. &quot;60001f&quot;</source>
        <translation>&apos;bcFlags&apos; muss eine Zahl in hexadezimaler Kleinschreibung sein, z. B. &quot;60001f&quot;</translation>
    </message>
    <message>
        <source>&apos;commentary&apos; must be an array of objects</source>
        <translation>&apos;commentary&apos; muss ein Array aus Objekten sein</translation>
    </message>
    <message>
        <source>a commentary block must be {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; or &quot;final&quot;, &quot;text&quot;: &quot;...&quot;}, with &quot;trick&quot; (0-13) and &quot;line&quot; (true) if any</source>
        <translation>ein Kommentarblock muss {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; oder &quot;final&quot;, &quot;text&quot;: &quot;...&quot;} sein, gegebenenfalls mit &quot;trick&quot; (0-13) und &quot;line&quot; (true)</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentFormat</name>
    <message>
        <source>JSON document (array of boards)</source>
        <translation>JSON-Dokument (Liste von Boards)</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentReader</name>
    <message>
        <source>this is a JSON document that is not a list of deals: Kibitz reads JSON Lines (one board a line), a JSON array of such boards or one such board, and endplay&apos;s board JSON (docs/formats.md#json-documents)</source>
        <translation>dies ist ein JSON-Dokument, das keine Liste von Verteilungen ist: Kibitz liest JSON Lines (ein Board je Zeile), eine JSON-Liste solcher Boards oder ein solches Board und das Board-JSON von endplay (docs/formats.md#json-documents)</translation>
    </message>
    <message>
        <source>board %1 takes more than %2 MiB of JSON: Kibitz stops reading here</source>
        <translation>Board %1 braucht mehr als %2 MiB JSON: Kibitz liest hier nicht weiter</translation>
    </message>
    <message>
        <source>text after the end of the JSON array</source>
        <translation>Text nach dem Ende der JSON-Liste</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after a board of the JSON array</source>
        <translation>„,“ oder „]“ nach einem Board der JSON-Liste erwartet</translation>
    </message>
    <message>
        <source>line %1: text after the end of the JSON object ignored</source>
        <translation>Zeile %1: Text nach dem Ende des JSON-Objekts ignoriert</translation>
    </message>
    <message>
        <source>this element of the array is not a board</source>
        <translation>dieses Element der Liste ist kein Board</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>fehlerhaftes JSON: %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonFormat</name>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>die Verteilung ist ungültig: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>die Reizung ist nicht regelgerecht: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>es sind mehr als 52 Karten gespielt</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>das Abspiel ist nicht regelgerecht: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>die Zeile ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>expected a key and a bar, such as &apos;md|&apos;</source>
        <translation>Schlüssel mit senkrechtem Strich erwartet, etwa &apos;md|&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a LIN key: expected two letters before &apos;|&apos;</source>
        <translation>&apos;%1&apos; ist kein LIN-Schlüssel: zwei Buchstaben vor &apos;|&apos; erwartet</translation>
    </message>
    <message>
        <source>line %1: more than eight names in pn; the rest are ignored</source>
        <translation>Zeile %1: mehr als acht Namen in pn; der Rest wird ignoriert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected o (none), n, e or b (both)</source>
        <translation>&apos;%1&apos; ist keine Gefahrenlage: o (keiner), n, e oder b (beide) erwartet</translation>
    </message>
    <message>
        <source>line %1, column %2: qx &apos;%3&apos; holds no board number</source>
        <translation>Zeile %1, Spalte %2: qx &apos;%3&apos; enthält keine Boardnummer</translation>
    </message>
    <message>
        <source>line %1, column %2: an explanation (an) before any call is ignored</source>
        <translation>Zeile %1, Spalte %2: eine Erklärung (an) vor der ersten Ansage wird ignoriert</translation>
    </message>
    <message>
        <source>claim &apos;%1&apos; is not a number of tricks from 0 to 13</source>
        <translation>Claim &apos;%1&apos; ist keine Stichzahl von 0 bis 13</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown key &apos;%3&apos; ignored</source>
        <translation>Zeile %1, Spalte %2: unbekannter Schlüssel &apos;%3&apos; ignoriert</translation>
    </message>
    <message>
        <source>expected the dealer digit (1 South, 2 West, 3 North, 4 East) before the hands</source>
        <translation>vor den Händen wird die Teiler-Ziffer erwartet (1 Süd, 2 West, 3 Nord, 4 Ost)</translation>
    </message>
    <message>
        <source>dealer digit %1 is out of range: expected 1 (South), 2 (West), 3 (North) or 4 (East)</source>
        <translation>Teiler-Ziffer %1 liegt außerhalb des Bereichs: 1 (Süd), 2 (West), 3 (Nord) oder 4 (Ost) erwartet</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>mehr als vier Hände</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in %2&apos;s hand is neither a suit (S, H, D, C) nor a rank</source>
        <translation>&apos;%1&apos; in der Hand von %2 ist weder Farbe (S, H, D, C) noch Kartenwert</translation>
    </message>
    <message>
        <source>a rank before the first suit letter in %1&apos;s hand</source>
        <translation>ein Kartenwert vor dem ersten Farbbuchstaben in der Hand von %1</translation>
    </message>
    <message>
        <source>%1 is listed twice in %2&apos;s hand</source>
        <translation>%1 kommt in der Hand von %2 doppelt vor</translation>
    </message>
    <message>
        <source>%1 is in both %2&apos;s and %3&apos;s hands</source>
        <translation>%1 ist sowohl in der Hand von %2 als auch in der von %3</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds more than 13 cards</source>
        <translation>die Hand von %1 hat mehr als 13 Karten</translation>
    </message>
    <message>
        <source>%1 holds %2 cards but %3 holds %4: the hands must hold the same number</source>
        <translation>%1 hat %2 Karten, aber %3 hat %4: alle Hände müssen gleich viele Karten haben</translation>
    </message>
    <message>
        <source>the deal (md) holds no cards</source>
        <translation>die Verteilung (md) enthält keine Karten</translation>
    </message>
    <message>
        <source>a call (mb) before the deal (md)</source>
        <translation>eine Ansage (mb) vor der Verteilung (md)</translation>
    </message>
    <message>
        <source>a call (mb) after the play has started</source>
        <translation>eine Ansage (mb) nach Beginn des Abspiels</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call: expected p, d, r or 1C to 7N</source>
        <translation>&apos;%1&apos; ist keine Ansage: p, d, r oder 1C bis 7N erwartet</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>Ansage %1, %2 von %3, %4</translation>
    </message>
    <message>
        <source>a card (pc) before the deal (md)</source>
        <translation>eine Karte (pc) vor der Verteilung (md)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>&apos;%1&apos; ist keine Karte: %2</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>mehr als 52 Karten gespielt</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: the auction is not complete or a hand is unknown</source>
        <translation>Zeile %1: das Abspiel wird nicht geprüft: die Reizung ist unvollständig oder eine Hand ist unbekannt</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>Karte %1, %2 von %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinFormat</name>
    <message>
        <source>BBO hand records (LIN)</source>
        <translation>BBO-Spielprotokolle (LIN)</translation>
    </message>
    <message>
        <source>%1 needs the deal (md); this board has none</source>
        <translation>%1 braucht die Verteilung (md); dieses Board hat keine</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>die Hand von %1 ist unbekannt</translation>
    </message>
    <message>
        <source>%1 holds all four hands: %2</source>
        <translation>%1 speichert immer alle vier Hände: %2</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>die Reizung ist nicht regelgerecht: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>es sind mehr als 52 Karten gespielt</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>das Abspiel ist nicht regelgerecht: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LossReport</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 cannot hold everything: %2 would be dropped.</source>
        <translation>%1 kann nicht alles speichern. Verloren gingen: %2.</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more board(s)</source>
        <translation>
            <numerusform>... und %n weiteres Board</numerusform>
            <numerusform>... und %n weitere Boards</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>Board %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The results of %n board(s) are unknown: %1 would store 0 tricks.</source>
        <translation>
            <numerusform>Das Ergebnis von %n Board ist unbekannt: %1 würde 0 Stiche speichern.</numerusform>
            <numerusform>Die Ergebnisse von %n Boards sind unbekannt: %1 würde 0 Stiche speichern.</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>boards %1</source>
        <translation>Boards %1</translation>
    </message>
    <message numerus="yes">
        <source>boards %1 and %n more</source>
        <translation>
            <numerusform>Boards %1 und %n weiteres</numerusform>
            <numerusform>Boards %1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown results: %1.</source>
        <translation>Unbekannte Ergebnisse: %1.</translation>
    </message>
</context>
<context>
    <name>Kibitz::MachineFormat</name>
    <message>
        <source>&apos;%1&apos; is not a card number (01-52)</source>
        <translation>&apos;%1&apos; ist keine Kartennummer (01-52)</translation>
    </message>
    <message>
        <source>bytes %1 %2 are not a card number (two digits, 01-52)</source>
        <translation>die Bytes %1 %2 sind keine Kartennummer (zwei Ziffern, 01-52)</translation>
    </message>
    <message>
        <source>card number %1 (%2) at byte %3 was already given at byte %4</source>
        <translation>Kartennummer %1 (%2) bei Byte %3 wurde schon bei Byte %4 angegeben</translation>
    </message>
    <message>
        <source>expected the %1 byte %2 of %3&apos;s hand, found %4</source>
        <translation>%1-Byte %2 der Hand von %3 erwartet, gefunden: %4</translation>
    </message>
    <message>
        <source>the end of the hands</source>
        <translation>das Ende der Hände</translation>
    </message>
    <message>
        <source>%1 is listed twice at byte %2</source>
        <translation>%1 kommt bei Byte %2 doppelt vor</translation>
    </message>
    <message>
        <source>the DGE part (byte %1) disagrees with the BRI part; the BRI part is used</source>
        <translation>der DGE-Teil (Byte %1) weicht vom BRI-Teil ab; der BRI-Teil wird verwendet</translation>
    </message>
    <message>
        <source>expected the DUP trailer (&apos;Y&apos; or &apos;N&apos; twice), found %1 %2</source>
        <translation>DUP-Abschluss (&apos;Y&apos; oder &apos;N&apos;, zweimal) erwartet, gefunden: %1 %2</translation>
    </message>
    <message>
        <source>the DUP trailer&apos;s lowest board &apos;%1&apos; is not a number</source>
        <translation>das niedrigste Board &apos;%1&apos; im DUP-Abschluss ist keine Zahl</translation>
    </message>
    <message numerus="yes">
        <source>the file ends %n byte(s) into a record of %1 bytes</source>
        <translation>
            <numerusform>die Datei endet %n Byte nach Beginn eines Datensatzes von %1 Bytes</numerusform>
            <numerusform>die Datei endet %n Bytes nach Beginn eines Datensatzes von %1 Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>expected CR LF after the 78 digits</source>
        <translation>CR LF nach den 78 Ziffern erwartet</translation>
    </message>
    <message>
        <source>record 0 (byte offset 146): the DUP trailer asks for counting backwards; the boards are numbered in file order</source>
        <translation>Datensatz 0 (Byte-Offset 146): der DUP-Abschluss verlangt Rückwärtszählung; die Boards werden in Dateireihenfolge nummeriert</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>Datensatz %1 (Byte-Offset %2)</translation>
    </message>
    <message>
        <source>Duplimate DUP (dealing machine)</source>
        <translation>Duplimate DUP (Duplikiermaschine)</translation>
    </message>
    <message>
        <source>Duplimate BRI (dealing machine)</source>
        <translation>Duplimate BRI (Duplikiermaschine)</translation>
    </message>
    <message>
        <source>Duplimate DGE (dealing machine)</source>
        <translation>Duplimate DGE (Duplikiermaschine)</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>die Datei endet innerhalb von Board %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Board Set</source>
        <translation>&amp;Neuer Boardsatz</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Sample Set</source>
        <translation>Beisp&amp;ielsatz öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close Window</source>
        <translation>Fenster s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Paste Deal</source>
        <translation>Verteilung einfü&amp;gen</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Verteilung einfügen</translation>
    </message>
    <message>
        <source>R&amp;otate Board Clockwise</source>
        <translation>Board im Uhrzeigersinn &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Complete Fourth Hand</source>
        <translation>Vierte &amp;Hand ergänzen</translation>
    </message>
    <message>
        <source>Deal the &amp;Rest at Random</source>
        <translation>Rest &amp;zufällig verteilen</translation>
    </message>
    <message>
        <source>C&amp;lear Deal</source>
        <translation>Verteilung lös&amp;chen</translation>
    </message>
    <message>
        <source>Edit &amp;Deal</source>
        <translation>&amp;Verteilung bearbeiten</translation>
    </message>
    <message>
        <source>Edit &amp;Auction</source>
        <translation>R&amp;eizung bearbeiten</translation>
    </message>
    <message>
        <source>Edit &amp;Play</source>
        <translation>&amp;Abspiel bearbeiten</translation>
    </message>
    <message>
        <source>Edit Board De&amp;tails</source>
        <translation>Board-De&amp;tails bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>B&amp;oard</translation>
    </message>
    <message>
        <source>&amp;Add Board</source>
        <translation>Board &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Duplicate Board</source>
        <translation>Board &amp;duplizieren</translation>
    </message>
    <message>
        <source>De&amp;lete Board</source>
        <translation>Board &amp;löschen</translation>
    </message>
    <message>
        <source>Move Board &amp;Up</source>
        <translation>Board nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Board Do&amp;wn</source>
        <translation>Board nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Renumber Boards…</source>
        <translation>Boards neu numme&amp;rieren…</translation>
    </message>
    <message>
        <source>&amp;Next Board</source>
        <translation>&amp;Nächstes Board</translation>
    </message>
    <message>
        <source>&amp;Previous Board</source>
        <translation>&amp;Vorheriges Board</translation>
    </message>
    <message>
        <source>&amp;First Board</source>
        <translation>&amp;Erstes Board</translation>
    </message>
    <message>
        <source>&amp;Last Board</source>
        <translation>Le&amp;tztes Board</translation>
    </message>
    <message>
        <source>&amp;Go to Board…</source>
        <translation>&amp;Gehe zu Board…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>An&amp;sicht</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierfarbige Karten</translation>
    </message>
    <message>
        <source>&amp;Hide Played Cards</source>
        <translation>Gespielte Karten &amp;ausblenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Über Kibitz</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Über Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;View, edit and convert bridge deal files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Bridge-Verteilungsdateien anzeigen, bearbeiten und konvertieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Reizung</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Board %1: %2</source>
        <translation>Board %1: %2</translation>
    </message>
    <message>
        <source>Open Deal File</source>
        <translation>Verteilungsdatei öffnen</translation>
    </message>
    <message>
        <source>Go to Board</source>
        <translation>Gehe zu Board</translation>
    </message>
    <message>
        <source>Board (position in the file):</source>
        <translation>Board (Position in der Datei):</translation>
    </message>
    <message>
        <source>Kibitz &amp;Sample Set</source>
        <translation>Kibitz-&amp;Beispielsatz</translation>
    </message>
    <message>
        <source>No examples installed</source>
        <translation>Keine Beispiele installiert</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspiel</translation>
    </message>
    <message>
        <source>%1 cannot be played now</source>
        <translation>%1 kann jetzt nicht gespielt werden</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>&lt;opened file&gt;</source>
        <translation>&lt;geöffnete Datei&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Boards: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>%1: no writable format has this extension</source>
        <translation>%1: kein schreibbares Format hat diese Dateiendung</translation>
    </message>
    <message>
        <source>%1
The file on disk was not changed.</source>
        <translation>%1
Die Datei auf dem Datenträger wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Saved %1 as %2</source>
        <translation>%1 als %2 gespeichert</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Boards neu nummerieren</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>New from &amp;Conditions…</source>
        <translation>Neu aus &amp;Bedingungen…</translation>
    </message>
    <message>
        <source>&amp;Filter Boards</source>
        <translation>Boards &amp;filtern</translation>
    </message>
    <message>
        <source>Cannot restore unsaved changes</source>
        <translation>Ungespeicherte Änderungen können nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1</source>
        <translation>Ungespeicherte Änderungen aus %1 wiederhergestellt</translation>
    </message>
    <message>
        <source>Cannot run dealer script</source>
        <translation>Dealer-Skript kann nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>This file holds no deals</source>
        <translation>Diese Datei enthält keine Verteilungen</translation>
    </message>
    <message numerus="yes">
        <source>, with the double-dummy analysis of %n board(s)</source>
        <translation>
            <numerusform>, mit der Double-Dummy-Analyse von %n Board</numerusform>
            <numerusform>, mit der Double-Dummy-Analyse von %n Boards</numerusform>
        </translation>
    </message>
    <message>
        <source>Lists of more than %1 boards are not sorted: filter them first.</source>
        <translation>Listen mit mehr als %1 Boards werden nicht sortiert: filtern Sie sie zuerst.</translation>
    </message>
    <message>
        <source>the recovery file holds %1 boards instead of %2</source>
        <translation>die Wiederherstellungsdatei enthält %1 Boards statt %2</translation>
    </message>
    <message>
        <source>Unsaved changes partly restored</source>
        <translation>Ungespeicherte Änderungen teilweise wiederhergestellt</translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or inserted board(s) could be restored, as a new unsaved board set; the other %3 boards of the document, and where the edited boards stood among them, are lost.</source>
        <translation>
            <numerusform>%1 wurde auf der Festplatte geändert oder ist verschwunden, seit Kibitz die ungespeicherten Änderungen festgehalten hat (%2). Nur das %n bearbeitete oder eingefügte Board konnte wiederhergestellt werden, als neuer ungespeicherter Satz von Boards; die übrigen %3 Boards des Dokuments und die Stelle, an der die bearbeiteten Boards unter ihnen standen, sind verloren.</numerusform>
            <numerusform>%1 wurde auf der Festplatte geändert oder ist verschwunden, seit Kibitz die ungespeicherten Änderungen festgehalten hat (%2). Nur die %n bearbeiteten oder eingefügten Boards konnten wiederhergestellt werden, als neuer ungespeicherter Satz von Boards; die übrigen %3 Boards des Dokuments und die Stelle, an der die bearbeiteten Boards unter ihnen standen, sind verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1. %2 changed on disk since: saving asks before replacing it.</source>
        <translation>Ungespeicherte Änderungen aus %1 wiederhergestellt. %2 wurde seitdem auf der Festplatte geändert: beim Speichern wird vor dem Ersetzen nachgefragt.</translation>
    </message>
    <message>
        <source>%1 changed on disk after Kibitz kept these unsaved changes. Saving replaces what another program wrote there since.</source>
        <translation>%1 wurde auf der Festplatte geändert, nachdem Kibitz diese ungespeicherten Änderungen festgehalten hat. Speichern ersetzt, was ein anderes Programm seitdem dort geschrieben hat.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Checking what %1 can hold…</source>
        <translation>Es wird geprüft, was %1 speichern kann…</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Save cancelled; the file on disk was not changed.</source>
        <translation>Speichern abgebrochen; die Datei auf dem Datenträger wurde nicht verändert.</translation>
    </message>
    <message>
        <source>This file is damaged: no deal could be read (the Warnings list says why)</source>
        <translation>Diese Datei ist beschädigt: keine Verteilung konnte gelesen werden (die Warnungsliste sagt, warum)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ParseError</name>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::PbnFormat</name>
    <message>
        <source>Portable Bridge Notation</source>
        <translation>Portable Bridge Notation</translation>
    </message>
    <message>
        <source>PBN cannot hold an auction that is not legal: %1</source>
        <translation>PBN kann keine regelwidrige Reizung speichern: %1</translation>
    </message>
    <message>
        <source>PBN cannot hold a play where %1 does not hold %2 (card %3)</source>
        <translation>PBN kann kein Abspiel speichern, in dem %1 die Karte %2 nicht hat (%3. Karte)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>the tag %1 appears twice in this game; the second one is ignored</source>
        <translation>das Tag %1 kommt in diesem Spiel doppelt vor; das zweite wird ignoriert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is outside any tag&apos;s section and is ignored</source>
        <translation>&apos;%1&apos; steht außerhalb jedes Tag-Abschnitts und wird ignoriert</translation>
    </message>
    <message>
        <source>unexpected text after the tag %1 is ignored</source>
        <translation>unerwarteter Text nach dem Tag %1 wird ignoriert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>&apos;%1&apos; ist keine Himmelsrichtung (N, E, S oder W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability</source>
        <translation>&apos;%1&apos; ist keine Gefahrenlage</translation>
    </message>
    <message>
        <source>bad Deal: %1</source>
        <translation>Deal fehlerhaft: %1</translation>
    </message>
    <message>
        <source>bad Contract: %1</source>
        <translation>Contract fehlerhaft: %1</translation>
    </message>
    <message>
        <source>the contract has no declarer and is ignored</source>
        <translation>der Kontrakt hat keinen Alleinspieler und wird ignoriert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of tricks</source>
        <translation>&apos;%1&apos; ist keine Stichzahl</translation>
    </message>
    <message>
        <source>the auction starts with %1 but the dealer is %2; the auction is read from the dealer</source>
        <translation>die Reizung beginnt mit %1, aber Teiler ist %2; die Reizung wird ab dem Teiler gelesen</translation>
    </message>
    <message>
        <source>note %1 refers to no call</source>
        <translation>Anmerkung %1 gehört zu keiner Ansage</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; is not kept</source>
        <translation>die Unregelmäßigkeit &apos;%1&apos; wird nicht übernommen</translation>
    </message>
    <message>
        <source>expected a call, found &apos;%1&apos;</source>
        <translation>Ansage erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>the auction is not legal from the dealer (%1): %2 by %3 %4</source>
        <translation>die Reizung ist ab dem Teiler (%1) nicht regelgerecht: %2 von %3 %4</translation>
    </message>
    <message>
        <source>cards after &apos;*&apos; are ignored</source>
        <translation>Karten nach &apos;*&apos; werden ignoriert</translation>
    </message>
    <message>
        <source>expected a card, found &apos;%1&apos;</source>
        <translation>Karte erwartet, &apos;%1&apos; gefunden</translation>
    </message>
    <message>
        <source>this trick is not in the columns of the opening leader; the cards are given to the hands that hold them</source>
        <translation>dieser Stich steht nicht in den Spalten des Ausspielers; die Karten werden den Händen zugeordnet, die sie halten</translation>
    </message>
    <message>
        <source>%1 by %2 has already been played; the play stops before it</source>
        <translation>%1 von %2 wurde bereits gespielt; das Abspiel endet davor</translation>
    </message>
    <message>
        <source>play card %1 is not in %2&apos;s hand; the play stops before it</source>
        <translation>die gespielte Karte %1 ist nicht in der Hand von %2; das Abspiel endet davor</translation>
    </message>
    <message>
        <source>cards after an unknown card are dropped</source>
        <translation>Karten nach einer unbekannten Karte werden verworfen</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>Anmerkung zu %1: %2</translation>
    </message>
    <message>
        <source>annotations on cards are not kept</source>
        <translation>Anmerkungen zu Karten werden nicht übernommen</translation>
    </message>
    <message>
        <source>DoubleDummyTricks needs 20 hexadecimal digits of at most d (13)</source>
        <translation>DoubleDummyTricks braucht 20 Hexadezimalziffern bis höchstens d (13)</translation>
    </message>
    <message>
        <source>OptimumResultTable needs the columns Declarer, Denomination and Result</source>
        <translation>OptimumResultTable braucht die Spalten Declarer, Denomination und Result</translation>
    </message>
    <message>
        <source>this OptimumResultTable row is not a declarer, a strain and tricks</source>
        <translation>diese Zeile der OptimumResultTable besteht nicht aus Alleinspieler, Farbe und Stichen</translation>
    </message>
    <message>
        <source>Ability needs seat:digits for each seat, e.g. N:63456</source>
        <translation>Ability braucht Platz:Ziffern für jeden Platz, z. B. N:63456</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>das Ergebnis nennt %1 Stiche, das Abspiel ergibt aber %2</translation>
    </message>
    <message>
        <source>passes after the end of the auction are ignored</source>
        <translation>Pässe nach dem Ende der Reizung werden ignoriert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as AP (all pass)</source>
        <translation>&apos;%1&apos; wird als AP (alle passen) gelesen</translation>
    </message>
    <message>
        <source>AP comes after the end of the auction and is ignored</source>
        <translation>AP steht nach dem Ende der Reizung und wird ignoriert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call and is ignored</source>
        <translation>&apos;%1&apos; ist keine Ansage und wird ignoriert</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in a play and is ignored</source>
        <translation>die Unregelmäßigkeit &apos;%1&apos; gehört nicht in ein Abspiel und wird ignoriert</translation>
    </message>
    <message>
        <source>&apos;^I&apos; must come before a bid and is ignored</source>
        <translation>&apos;^I&apos; muss vor einem Gebot stehen und wird ignoriert</translation>
    </message>
    <message>
        <source>&apos;^S&apos; after the end of the auction is ignored</source>
        <translation>&apos;^S&apos; nach dem Ende der Reizung wird ignoriert</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in an auction and is ignored</source>
        <translation>die Unregelmäßigkeit &apos;%1&apos; gehört nicht in eine Reizung und wird ignoriert</translation>
    </message>
</context>
<context>
    <name>Kibitz::PbnTokenizer</name>
    <message>
        <source>a game longer than 64 MB: this is not a PBN file</source>
        <translation>ein Spiel länger als 64 MB: das ist keine PBN-Datei</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>Tag-Name nach &apos;[&apos; erwartet</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected its value in quotes</source>
        <translation>nicht abgeschlossenes Tag %1: Wert in Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>unterminated tag %1: the value has no closing quote</source>
        <translation>nicht abgeschlossenes Tag %1: dem Wert fehlt das schließende Anführungszeichen</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected &apos;]&apos; after the value</source>
        <translation>nicht abgeschlossenes Tag %1: &apos;]&apos; nach dem Wert erwartet</translation>
    </message>
    <message>
        <source>unterminated comment: expected &apos;}&apos;</source>
        <translation>nicht abgeschlossener Kommentar: &apos;}&apos; erwartet</translation>
    </message>
    <message>
        <source>unterminated string: expected a closing quote</source>
        <translation>nicht abgeschlossene Zeichenkette: schließendes Anführungszeichen erwartet</translation>
    </message>
</context>
<context>
    <name>Kibitz::Play</name>
    <message>
        <source>comes after the last trick</source>
        <translation>folgt nach dem letzten Stich</translation>
    </message>
    <message>
        <source>was already played</source>
        <translation>wurde bereits gespielt</translation>
    </message>
    <message>
        <source>is not in %1&apos;s hand</source>
        <translation>ist nicht in der Hand von %1</translation>
    </message>
    <message>
        <source>does not follow suit (%1 still holds %2)</source>
        <translation>bedient nicht (%1 hat noch %2)</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>Karte %1, %2 von %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayControls</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <source>Previous &amp;Trick</source>
        <translation>Vorheriger &amp;Stich</translation>
    </message>
    <message>
        <source>&amp;Previous Card</source>
        <translation>&amp;Vorherige Karte</translation>
    </message>
    <message>
        <source>&amp;Next Card</source>
        <translation>&amp;Nächste Karte</translation>
    </message>
    <message>
        <source>Next T&amp;rick</source>
        <translation>Nächster S&amp;tich</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <source>No play recorded</source>
        <translation>Kein Abspiel vorhanden</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Karte %1 von %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayEditor</name>
    <message>
        <source>Undo Last Card</source>
        <translation>Letzte Karte zurücknehmen</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <source>Withdraw Claim</source>
        <translation>Claim zurückziehen</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks in total:</source>
        <translation>Stiche des Alleinspielers insgesamt:</translation>
    </message>
    <message>
        <source>Enter a valid deal first</source>
        <translation>Zuerst eine gültige Verteilung eingeben</translation>
    </message>
    <message>
        <source>Play complete</source>
        <translation>Abspiel beendet</translation>
    </message>
    <message>
        <source>%1 to play, trick %2</source>
        <translation>%1 ist am Zug, Stich %2</translation>
    </message>
    <message>
        <source>Legal: %1</source>
        <translation>Erlaubt: %1</translation>
    </message>
    <message>
        <source>No contract: notrump, %1 leads</source>
        <translation>Kein Kontrakt: ohne Trumpf, %1 spielt aus</translation>
    </message>
    <message>
        <source>No contract: trumps %1</source>
        <translation>Kein Kontrakt: Trumpf %1</translation>
    </message>
    <message>
        <source>Claim: %1 of %2 tricks for declarer</source>
        <translation>Claim: %1 von %2 Stichen für den Alleinspieler</translation>
    </message>
    <message>
        <source>N-S %1 · E-W %2</source>
        <comment>tricks won by each side</comment>
        <translation>N-S %1 · O-W %2</translation>
    </message>
    <message>
        <source>Click a card in the diagram to play it; only the cards the player to move may play are accepted. The diagram follows the play to its end. Keyboard: type the card (sa, h7, c10), Backspace takes back the last card.</source>
        <translation>Klicken Sie auf eine Karte im Diagramm, um sie zu spielen; nur Karten, die der Spieler am Zug spielen darf, werden angenommen. Das Diagramm folgt dem Abspiel bis zum Ende. Tastatur: Karte eingeben (sa, h7, c10), die Rücktaste nimmt die letzte Karte zurück.</translation>
    </message>
    <message>
        <source>Type a card: sa, h7, c10</source>
        <translation>Karte eingeben: sa, h7, c10</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Eingegeben: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Interface language:</source>
        <translation>&amp;Sprache der Oberfläche:</translation>
    </message>
    <message>
        <source>Menus, dialogs, messages and printed hand records change at once.</source>
        <translation>Menüs, Dialoge, Meldungen und gedruckte Verteilungsblätter wechseln sofort.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Write &amp;honours as the interface language does</source>
        <translation>&amp;Honneurs in der Sprache der Oberfläche schreiben</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <extracomment>A sample suit under the honours option: %1 is a spade suit such as &quot;♠ A K D B 10&quot;.</extracomment>
        <translation>Zum Beispiel: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintActions</name>
    <message>
        <source>&amp;Print Hand Records…</source>
        <translation>Verteilungsblätter &amp;drucken…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>Export Hand Records as P&amp;DF…</source>
        <translation>Verteilungsblätter als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Solving double-dummy tables…</source>
        <translation>Double-Dummy-Tabellen werden berechnet…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>hand-records</source>
        <translation>verteilungsblätter</translation>
    </message>
    <message>
        <source>Export Hand Records</source>
        <translation>Verteilungsblätter exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintDialog</name>
    <message>
        <source>&amp;Current board</source>
        <translation>&amp;Aktuelles Board</translation>
    </message>
    <message>
        <source>&amp;Boards</source>
        <translation>&amp;Boards</translation>
    </message>
    <message>
        <source>&amp;Auction and opening lead</source>
        <translation>&amp;Reizung und Ausspiel</translation>
    </message>
    <message>
        <source>&amp;Double-dummy table</source>
        <translation>&amp;Double-Dummy-Tabelle</translation>
    </message>
    <message>
        <source>&amp;Par</source>
        <translation>&amp;Par</translation>
    </message>
    <message>
        <source>C&amp;omments, as far as they fit</source>
        <translation>K&amp;ommentare, soweit Platz ist</translation>
    </message>
    <message>
        <source>Hand Records</source>
        <translation>Verteilungsblätter</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>A&amp;ll %1 boards</source>
        <translation>A&amp;lle %1 Boards</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>At most %1 boards are printed at once</source>
        <translation>Höchstens %1 Boards werden auf einmal gedruckt</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Pro Board</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n Board</numerusform>
            <numerusform>%n Boards</numerusform>
        </translation>
    </message>
    <message>
        <source>Per &amp;page:</source>
        <translation>Pro &amp;Seite:</translation>
    </message>
    <message>
        <source>Boards whose file gives no double-dummy table are solved before printing.</source>
        <translation>Boards, für die die Datei keine Double-Dummy-Tabelle enthält, werden vor dem Drucken analysiert.</translation>
    </message>
    <message>
        <source>The event named in the file</source>
        <translation>Die in der Datei genannte Veranstaltung</translation>
    </message>
    <message>
        <source>&amp;Header:</source>
        <translation>&amp;Kopfzeile:</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>First Page</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Previous Page</source>
        <translation>Vorherige Seite</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Next Page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <source>Last Page</source>
        <translation>Letzte Seite</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>An &amp;Breite anpassen</translation>
    </message>
    <message>
        <source>Fit P&amp;age</source>
        <translation>An &amp;Seite anpassen</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exportieren…</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>zoom</comment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>Kibitz::ProblemList</name>
    <message>
        <source>Board %1: %2</source>
        <translation>Board %1: %2</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Deal %1 in the file (no board number): %2</source>
        <translation>Verteilung %1 in der Datei (keine Boardnummer): %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnBoardReader</name>
    <message>
        <source>a commentary longer than 1 MiB is cut there</source>
        <translation>ein Kommentar über 1 MiB wird an dieser Stelle abgeschnitten</translation>
    </message>
    <message>
        <source>text after &apos;}&apos; is not read</source>
        <translation>Text nach &apos;}&apos; wird nicht gelesen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A), a space and its data</source>
        <translation>&apos;%1&apos; ist kein Eintrag: eine Kennung (wie H oder A), ein Leerzeichen und die Daten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A) and its data in braces</source>
        <translation>&apos;%1&apos; ist kein Eintrag: eine Kennung (wie H oder A) und die Daten in geschweiften Klammern</translation>
    </message>
    <message>
        <source>the item&apos;s &apos;{&apos; is never closed</source>
        <translation>die &apos;{&apos; des Eintrags wird nie geschlossen</translation>
    </message>
    <message>
        <source>the commentary&apos;s &apos;{&apos; is never closed</source>
        <translation>die &apos;{&apos; des Kommentars wird nie geschlossen</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>die Zeile ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>line %1: a second %2 in one record is not read</source>
        <translation>Zeile %1: ein zweiter Eintrag %2 im selben Datensatz wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnFormat</name>
    <message>
        <source>Richard&apos;s Bridge Notation (RBN)</source>
        <translation>Richard&apos;s Bridge Notation (RBN)</translation>
    </message>
    <message>
        <source>Richard&apos;s Bridge Notation, compact (RBX)</source>
        <translation>Richard&apos;s Bridge Notation, kompakt (RBX)</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>die Verteilung ist ungültig: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>die Reizung ist nicht regelgerecht: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>es sind mehr als 52 Karten gespielt</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>das Abspiel ist nicht regelgerecht: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnRecord</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>a hand has four suits, so three &apos;.&apos;</source>
        <translation>eine Hand hat vier Farben, also drei &apos;.&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>&apos;%1&apos; ist kein Kartenwert (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 kommt doppelt vor</translation>
    </message>
    <message>
        <source>a hand has four suits separated by &apos;.&apos;</source>
        <translation>eine Hand hat vier durch &apos;.&apos; getrennte Farben</translation>
    </message>
    <message>
        <source>the hands start with a seat and &apos;:&apos;, such as &apos;W:&apos;</source>
        <translation>die Hände beginnen mit einer Himmelsrichtung und &apos;:&apos;, etwa &apos;W:&apos;</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>mehr als vier Hände</translation>
    </message>
    <message>
        <source>&apos;^&apos; without a note number</source>
        <translation>&apos;^&apos; ohne Anmerkungsnummer</translation>
    </message>
    <message>
        <source>note %1 is referred to but not given</source>
        <translation>auf Anmerkung %1 wird verwiesen, sie fehlt aber</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotation (! ? !! ?? !? ?!)</source>
        <translation>&apos;%1&apos; ist kein Bewertungszeichen (! ? !! ?? !? ?!)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call (P X R, 1C ... 7N, A for all pass)</source>
        <translation>&apos;%1&apos; ist keine Ansage (P X R, 1C ... 7N, A für alle passen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (Z none, N, E, B both)</source>
        <translation>&apos;%1&apos; ist keine Gefahrenlage (Z keiner, N, E, B alle)</translation>
    </message>
    <message>
        <source>text after &apos;%1&apos; is ignored</source>
        <translation>Text nach &apos;%1&apos; wird ignoriert</translation>
    </message>
    <message>
        <source>call %1, %2: %3</source>
        <translation>Ansage %1, %2: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a contract such as 4SX:N, or P</source>
        <translation>&apos;%1&apos; ist weder ein Kontrakt wie 4SX:N noch P</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>der Kontrakt %1 ist nicht der aus der Reizung (%2): der Kontrakt der Reizung gilt</translation>
    </message>
    <message>
        <source>the play is not checked: there is no contract or a hand is unknown</source>
        <translation>das Abspiel wird nicht geprüft: es gibt keinen Kontrakt, oder eine Hand ist unbekannt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card</source>
        <translation>&apos;%1&apos; ist keine Karte</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>mehr als 52 Karten gespielt</translation>
    </message>
    <message>
        <source>card %1, %2 by %3: %4</source>
        <translation>Karte %1, %2 von %3: %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not start with declarer&apos;s tricks (0-13)</source>
        <translation>&apos;%1&apos; beginnt nicht mit den Stichen des Alleinspielers (0-13)</translation>
    </message>
    <message>
        <source>the board &apos;%1&apos; is not a number and is not kept</source>
        <translation>das Board &apos;%1&apos; ist keine Zahl und wird nicht übernommen</translation>
    </message>
    <message>
        <source>a note starts with its number and a space</source>
        <translation>eine Anmerkung beginnt mit ihrer Nummer und einem Leerzeichen</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecordFormat</name>
    <message numerus="yes">
        <source>%n trailing byte(s): %1 records are %2 bytes each</source>
        <translation>
            <numerusform>%n überzähliges Byte am Ende: %1-Datensätze sind je %2 Bytes lang</numerusform>
            <numerusform>%n überzählige Bytes am Ende: %1-Datensätze sind je %2 Bytes lang</numerusform>
        </translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>die Datei endet innerhalb von Board %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::SaveDialogs</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>„%1“ enthält ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Vor dem Fortfahren speichern?</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot hold %n board(s):</source>
        <translation>
            <numerusform>%1 kann %n Board nicht speichern:</numerusform>
            <numerusform>%1 kann %n Boards nicht speichern:</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Speichern als %1</translation>
    </message>
    <message>
        <source>Save anyway? The boards in Kibitz keep everything until you close the file.</source>
        <translation>Trotzdem speichern? Die Boards in Kibitz behalten alle Daten, bis Sie die Datei schließen.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Save Deal File</source>
        <translation>Verteilungsdatei speichern</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Keep What Is Shown</source>
        <translation>&amp;Angezeigtes behalten</translation>
    </message>
    <message>
        <source>Several formats use the extension “.%1”. Which one should “%2” be saved in?</source>
        <translation>Mehrere Formate verwenden die Endung „.%1“. In welchem soll „%2“ gespeichert werden?</translation>
    </message>
    <message>
        <source>Your changes are kept. Save them in another place?</source>
        <translation>Ihre Änderungen bleiben erhalten. An einem anderen Ort speichern?</translation>
    </message>
    <message>
        <source>Kibitz still has every board as it was opened.</source>
        <translation>Kibitz hat noch jedes Board so, wie es geöffnet wurde.</translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards stay as they were opened, and saving writes them all.</source>
        <translation>Angezeigtes behalten: die Boards bleiben so, wie sie geöffnet wurden, und beim Speichern werden alle geschrieben.</translation>
    </message>
    <message>
        <source>Save As…: keeps them and saves them in another file.</source>
        <translation>Speichern unter…: behält sie und speichert sie in einer anderen Datei.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) not yet shown can no longer be read as they were opened.</source>
        <translation>
            <numerusform>%n noch nicht angezeigtes Board kann nicht mehr so gelesen werden, wie es geöffnet wurde.</numerusform>
            <numerusform>%n noch nicht angezeigte Boards können nicht mehr so gelesen werden, wie sie geöffnet wurden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards shown and edited stay in the window, but nothing can be saved until the file is reloaded (a save would write the others empty).</source>
        <translation>Angezeigtes behalten: die angezeigten und bearbeiteten Boards bleiben im Fenster, aber gespeichert werden kann erst, wenn die Datei neu geladen ist (beim Speichern würden die übrigen leer geschrieben).</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now; your unsaved changes are lost.</source>
        <translation>Neu laden: liest die Datei in ihrem jetzigen Zustand; Ihre ungespeicherten Änderungen gehen verloren.</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now.</source>
        <translation>Neu laden: liest die Datei in ihrem jetzigen Zustand.</translation>
    </message>
    <message>
        <source>Replace it with the restored boards, or save them in another file?</source>
        <translation>Durch die wiederhergestellten Boards ersetzen oder diese in einer anderen Datei speichern?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
</context>
<context>
    <name>Kibitz::Seat</name>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>N</source>
        <comment>initial of North in diagrams and lists</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>initial of East in diagrams and lists</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>S</source>
        <comment>initial of South in diagrams and lists</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>initial of West in diagrams and lists</comment>
        <translation>W</translation>
    </message>
</context>
<context>
    <name>Kibitz::SelectParser</name>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a number above 0</source>
        <translation>„%1“ erwartet eine Zahl über 0</translation>
    </message>
    <message>
        <source>none, NS, EW or all</source>
        <translation>none, NS, EW oder all</translation>
    </message>
    <message>
        <source>a count number 0 to 9</source>
        <translation>eine Zählungsnummer von 0 bis 9</translation>
    </message>
    <message>
        <source>altcount numbers the counts 0 to 9</source>
        <translation>altcount nummeriert die Zählungen von 0 bis 9</translation>
    </message>
    <message>
        <source>a count has 13 values, from the ace to the two</source>
        <translation>eine Zählung hat 13 Werte, vom Ass bis zur Zwei</translation>
    </message>
    <message>
        <source>predeal with a suit length (%1(...) == n) is not supported</source>
        <translation>predeal mit einer Farblänge (%1(...) == n) wird nicht unterstützt</translation>
    </message>
    <message>
        <source>a seat (north, east, south or west)</source>
        <translation>einen Spieler (north, east, south oder west)</translation>
    </message>
    <message>
        <source>a holding such as SAQ542</source>
        <translation>eine Kartenfolge wie SAQ542</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 ... 2)</source>
        <translation>„%1“ ist kein Kartenwert (A K Q J T 9 ... 2)</translation>
    </message>
    <message>
        <source>%1%2 is predealt twice</source>
        <translation>%1%2 ist zweimal vorab verteilt</translation>
    </message>
    <message>
        <source>more than 13 cards are predealt to %1</source>
        <translation>%1 erhält vorab mehr als 13 Karten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported (docs/select.md)</source>
        <translation>„%1“ wird nicht unterstützt (docs/select.md)</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>eine Bedingung</translation>
    </message>
    <message>
        <source>an operator or the end of the condition</source>
        <translation>einen Operator oder das Ende der Bedingung</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a keyword and cannot name a value</source>
        <translation>„%1“ ist ein Schlüsselwort und kann keinen Wert benennen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already defined</source>
        <translation>„%1“ ist bereits definiert</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>die Zahl %1 ist zu groß</translation>
    </message>
    <message>
        <source>a suit (spades, hearts, diamonds or clubs)</source>
        <translation>eine Farbe (spades, hearts, diamonds oder clubs)</translation>
    </message>
    <message>
        <source>a shape such as 4333 or 5xxx</source>
        <translation>eine Verteilung wie 4333 oder 5xxx</translation>
    </message>
    <message>
        <source>an expression</source>
        <translation>einen Ausdruck</translation>
    </message>
    <message>
        <source>a card such as AS</source>
        <translation>eine Karte wie AS</translation>
    </message>
    <message>
        <source>a suit or notrumps</source>
        <translation>eine Farbe oder notrumps</translation>
    </message>
    <message>
        <source>vul or nv</source>
        <translation>vul oder nv</translation>
    </message>
    <message>
        <source>a contract such as x3N</source>
        <translation>einen Kontrakt wie x3N</translation>
    </message>
    <message>
        <source>~ or !~ and a text in double quotes</source>
        <translation>~ oder !~ und einen Text in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>a text in double quotes</source>
        <translation>einen Text in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;</source>
        <translation>unbekannter Name „%1“</translation>
    </message>
    <message>
        <source>the comment is not closed with */</source>
        <translation>der Kommentar wird nicht mit */ geschlossen</translation>
    </message>
    <message>
        <source>the text is not closed with &quot;</source>
        <translation>der Text wird nicht mit &quot; geschlossen</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>unerwartetes Zeichen „%1“</translation>
    </message>
    <message>
        <source>a frequency of two expressions counts at most %1 cells, Low and High included (%2 here)</source>
        <translation>eine frequency über zwei Ausdrücke zählt höchstens %1 Zellen, Low und High eingeschlossen (hier %2)</translation>
    </message>
    <message>
        <source>a frequency counts at most %1 values (%2 to %3 are %4)</source>
        <translation>eine frequency zählt höchstens %1 Werte (%2 bis %3 sind %4)</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>zu tief verschachtelt (mehr als %1 Ebenen)</translation>
    </message>
</context>
<context>
    <name>Kibitz::SimpleTextFormat</name>
    <message>
        <source>expected %1 fields separated by spaces (board, dealer, vulnerability, N, E, S, W), found %2</source>
        <translation>%1 durch Leerzeichen getrennte Felder erwartet (Board, Teiler, Gefahr, N, E, S, W), %2 gefunden</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (board|dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>%1 durch &apos;|&apos; getrennte Felder erwartet (Board|Teiler|Gefahr|N|E|S|W), %2 gefunden</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>%1 durch &apos;|&apos; getrennte Felder erwartet (Teiler|Gefahr|N|E|S|W), %2 gefunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1 or more)</source>
        <translation>&apos;%1&apos; ist keine Boardnummer (ab 1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dealer (N, E, S or W)</source>
        <translation>&apos;%1&apos; ist kein Teiler (N, E, S oder W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (None, NS, EW or All)</source>
        <translation>&apos;%1&apos; ist keine Gefahrenlage (None, NS, EW oder All)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Hand von %1: %2</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>die Zeile ist zu lang</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>DUP text (dealer|vulnerability|hands)</source>
        <translation>DUP-Text (Teiler|Gefahr|Hände)</translation>
    </message>
    <message>
        <source>BRI text (board|dealer|vulnerability|hands)</source>
        <translation>BRI-Text (Board|Teiler|Gefahr|Hände)</translation>
    </message>
    <message>
        <source>DGE text (board dealer vulnerability hands)</source>
        <translation>DGE-Text (Board Teiler Gefahr Hände)</translation>
    </message>
    <message>
        <source>%1 needs all four hands; %2&apos;s is unknown</source>
        <translation>%1 braucht alle vier Hände; die von %2 ist unbekannt</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsChart</name>
    <message>
        <source>There is nothing to draw: %1</source>
        <translation>Es gibt nichts zu zeichnen: %1</translation>
    </message>
    <message>
        <source>Kibitz statistics</source>
        <translation>Kibitz-Statistik</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statistik</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Grafik exportieren</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Als CSV kopieren</translation>
    </message>
    <message>
        <source>Export as PNG or SVG…</source>
        <translation>Als PNG oder SVG exportieren…</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Copy CSV</source>
        <translation>CSV kopieren</translation>
    </message>
    <message>
        <source>Copy the numbers of this chart as CSV</source>
        <translation>Die Zahlen dieser Grafik als CSV kopieren</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save this chart as a PNG image or an SVG drawing</source>
        <translation>Diese Grafik als PNG-Bild oder SVG-Grafik speichern</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Waiting for the filter to count its boards…</source>
        <translation>Warten, bis der Filter seine Boards gezählt hat…</translation>
    </message>
    <message>
        <source>No boards.</source>
        <translation>Keine Boards.</translation>
    </message>
    <message>
        <source>Filtered boards: %1</source>
        <translation>Gefilterte Boards: %1</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Boards: %1</translation>
    </message>
    <message>
        <source>with double-dummy tables: %1</source>
        <translation>mit Double-Dummy-Tabellen: %1</translation>
    </message>
    <message>
        <source>Counting %p%</source>
        <translation>Zählen: %p %</translation>
    </message>
    <message>
        <source>Solving leads %v/%m</source>
        <translation>Ausspiele werden analysiert: %v/%m</translation>
    </message>
    <message>
        <source>distinct deals: %1</source>
        <translation>verschiedene Verteilungen: %1</translation>
    </message>
    <message>
        <source>played at tables: %1</source>
        <translation>an Tischen gespielt: %1</translation>
    </message>
    <message>
        <source>Hands, makeable contracts and par count each deal once, however many tables played it; declarer play and opening leads count every table.</source>
        <translation>Hände, erfüllbare Kontrakte und Par zählen jede Verteilung einmal, an wie vielen Tischen sie auch gespielt wurde; Alleinspiel und Ausspiele zählen jeden Tisch.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsFigures</name>
    <message>
        <source>HCP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Verteilungen</translation>
    </message>
    <message>
        <source>Makeable</source>
        <translation>Erfüllbar</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Declarer play</source>
        <translation>Alleinspiel</translation>
    </message>
    <message>
        <source>Declarers</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Played boards</source>
        <translation>Gespielte Boards</translation>
    </message>
    <message>
        <source>Opening lead</source>
        <translation>Ausspiel</translation>
    </message>
    <message>
        <source>High-card points by seat</source>
        <translation>Figurenpunkte nach Himmelsrichtung</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>No board has a complete deal.</source>
        <translation>Kein Board hat eine vollständige Verteilung.</translation>
    </message>
    <message>
        <source>Most frequent hand patterns</source>
        <translation>Häufigste Handverteilungen</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Percent of hands</source>
        <translation>Prozent der Hände</translation>
    </message>
    <message>
        <source>Contracts some declarer makes, double dummy</source>
        <translation>Kontrakte, die ein Alleinspieler erfüllt, Double Dummy</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>No board has a complete double-dummy table (Analyse &gt; Solve All Boards solves them).</source>
        <translation>Kein Board hat eine vollständige Double-Dummy-Tabelle (Analyse &gt; Alle Boards analysieren berechnet sie).</translation>
    </message>
    <message>
        <source>Par scores</source>
        <translation>Par-Ergebnisse</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>Durchschnitt %1</translation>
    </message>
    <message>
        <source>Par score for North-South</source>
        <translation>Par-Ergebnis für Nord-Süd</translation>
    </message>
    <message>
        <source>No board states a par or has a complete double-dummy table.</source>
        <translation>Kein Board nennt ein Par oder hat eine vollständige Double-Dummy-Tabelle.</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy</source>
        <translation>Stiche des Alleinspielers gegenüber Double Dummy</translation>
    </message>
    <message>
        <source>played boards</source>
        <translation>gespielte Boards</translation>
    </message>
    <message>
        <source>Tricks taken minus double-dummy tricks</source>
        <translation>Gemachte Stiche minus Double-Dummy-Stiche</translation>
    </message>
    <message>
        <source>No board has a contract, a result and a double-dummy table.</source>
        <translation>Kein Board hat Kontrakt, Ergebnis und Double-Dummy-Tabelle.</translation>
    </message>
    <message>
        <source>Tricks against double dummy by declarer</source>
        <translation>Stiche gegenüber Double Dummy nach Alleinspieler</translation>
    </message>
    <message>
        <source>declarers</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>the %1 who declared most</source>
        <translation>die %1 mit den meisten Boards als Alleinspieler</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Tricks against double dummy per board declared</source>
        <translation>Stiche gegenüber Double Dummy je Board als Alleinspieler</translation>
    </message>
    <message>
        <source>No played board names its declarer.</source>
        <translation>Kein gespieltes Board nennt seinen Alleinspieler.</translation>
    </message>
    <message>
        <source>Mean per board</source>
        <translation>Durchschnitt je Board</translation>
    </message>
    <message>
        <source>Tricks gained</source>
        <translation>Gewonnene Stiche</translation>
    </message>
    <message>
        <source>Tricks lost</source>
        <translation>Verlorene Stiche</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy, board by board</source>
        <translation>Stiche des Alleinspielers gegenüber Double Dummy, Board für Board</translation>
    </message>
    <message>
        <source>(the first %1 of %2)</source>
        <translation>(die ersten %1 von %2)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Played board, in file order</source>
        <translation>Gespieltes Board, in Dateireihenfolge</translation>
    </message>
    <message>
        <source>Tricks against double dummy</source>
        <translation>Stiche gegenüber Double Dummy</translation>
    </message>
    <message>
        <source>Cost of the opening lead, double dummy</source>
        <translation>Kosten des Ausspiels, Double Dummy</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>Ausspiele</translation>
    </message>
    <message>
        <source>Tricks the lead cost</source>
        <translation>Durch das Ausspiel verlorene Stiche</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Ausspiele</translation>
    </message>
    <message>
        <source>No board has a played opening lead.</source>
        <translation>Kein Board hat ein gespieltes Ausspiel.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatsCommand</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Boards</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>
High-card points (A 4, K 3, Q 2, J 1), hands per seat:
</source>
        <translation>
Figurenpunkte (A 4, K 3, D 2, B 1), Hände je Himmelsrichtung:
</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Ø</translation>
    </message>
    <message>
        <source>
Hand patterns, most frequent first:
</source>
        <translation>
Handverteilungen, häufigste zuerst:
</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>
Suit lengths, hands:
</source>
        <translation>
Farblängen, Hände:
</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>
Double dummy: boards on which the better side makes each contract:
</source>
        <translation>
Double Dummy: Boards, auf denen die bessere Seite den jeweiligen Kontrakt erfüllt:
</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Declarer %1:
</source>
        <translation>Alleinspieler %1:
</translation>
    </message>
    <message>
        <source>
Highest makeable contract, boards:
</source>
        <translation>
Höchster erfüllbarer Kontrakt, Boards:
</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message numerus="yes">
        <source>
Par scores (%n board(s), mean %1 for North-South):
</source>
        <translation>
            <numerusform>
Par-Ergebnisse (%n Board, Durchschnitt %1 für Nord-Süd):
</numerusform>
            <numerusform>
Par-Ergebnisse (%n Boards, Durchschnitt %1 für Nord-Süd):
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Declarer&apos;s tricks against double dummy (%n played board(s), mean %1):
</source>
        <translation>
            <numerusform>
Stiche des Alleinspielers gegenüber Double Dummy (%n gespieltes Board, Durchschnitt %1):
</numerusform>
            <numerusform>
Stiche des Alleinspielers gegenüber Double Dummy (%n gespielte Boards, Durchschnitt %1):
</numerusform>
        </translation>
    </message>
    <message>
        <source>Declarers (tricks above and below double dummy):
</source>
        <translation>Alleinspieler (Stiche über und unter Double Dummy):
</translation>
    </message>
    <message>
        <source>Boards: %1
Complete deals: %2 (%3 hands)
</source>
        <translation>Boards: %1
Vollständige Verteilungen: %2 (%3 Hände)
</translation>
    </message>
    <message>
        <source>
Double dummy: no board has a complete table (kibitz-convert --solve adds them).
</source>
        <translation>
Double Dummy: kein Board hat eine vollständige Tabelle (kibitz-convert --solve ergänzt sie).
</translation>
    </message>
    <message numerus="yes">
        <source>
Opening lead&apos;s cost against the best lead, double dummy (%n lead(s), mean %1):
</source>
        <translation>
            <numerusform>
Kosten des Ausspiels gegenüber dem besten Ausspiel, Double Dummy (%n Ausspiel, Durchschnitt %1):
</numerusform>
            <numerusform>
Kosten des Ausspiels gegenüber dem besten Ausspiel, Double Dummy (%n Ausspiele, Durchschnitt %1):
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Strain</name>
    <message>
        <source>NT</source>
        <comment>notrump in bids and contracts on screen and paper</comment>
        <translation>SA</translation>
    </message>
</context>
<context>
    <name>Kibitz::TravellerView</name>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Laufzettel</translation>
    </message>
    <message>
        <source>T&amp;raveller</source>
        <translation>&amp;Laufzettel</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>O-W</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Ausspiel</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Punkte N-S</translation>
    </message>
    <message>
        <source>MP N-S</source>
        <translation>MP N-S</translation>
    </message>
    <message>
        <source>MP E-W</source>
        <translation>MP O-W</translation>
    </message>
    <message>
        <source>% N-S</source>
        <translation>% N-S</translation>
    </message>
    <message>
        <source>IMPs N-S</source>
        <translation>IMPs N-S</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>In der Datei</translation>
    </message>
    <message>
        <source>%1 · %2 v %3</source>
        <translation>%1 · %2 gegen %3</translation>
    </message>
    <message>
        <source>MP %1</source>
        <translation>MP %1</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>IMP %1</source>
        <translation>IMP %1</translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s) more than double dummy</source>
        <translation>
            <numerusform>Der Alleinspieler machte %n Stich mehr als Double Dummy</numerusform>
            <numerusform>Der Alleinspieler machte %n Stiche mehr als Double Dummy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s) fewer than double dummy</source>
        <translation>
            <numerusform>Der Alleinspieler machte %n Stich weniger als Double Dummy</numerusform>
            <numerusform>Der Alleinspieler machte %n Stiche weniger als Double Dummy</numerusform>
        </translation>
    </message>
    <message>
        <source>The file&apos;s figures are not those Kibitz computes</source>
        <translation>Die Zahlen der Datei weichen von denen ab, die Kibitz berechnet</translation>
    </message>
    <message>
        <source>From the file&apos;s score table: no auction or play</source>
        <translation>Aus der Ergebnistabelle der Datei: keine Reizung und kein Abspiel</translation>
    </message>
    <message>
        <source>This board has no other tables and no score table.</source>
        <translation>Dieses Board hat keine anderen Tische und keine Ergebnistabelle.</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>%1 · matchpoints: 2 for each score beaten, 1 for each tie, top %2</source>
        <translation>%1 · Matchpunkte: 2 für jedes übertroffene Ergebnis, 1 für jeden Gleichstand, Top %2</translation>
    </message>
    <message>
        <source>%1 · Butler IMPs against the datum %2 (the mean score without the top and the bottom)</source>
        <translation>%1 · Butler-IMPs gegen das Datum %2 (der Durchschnitt ohne das höchste und das niedrigste Ergebnis)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1 · teams match, Open and Closed room</source>
        <translation>%1 · Teamkampf, offener und geschlossener Raum</translation>
    </message>
    <message>
        <source>%1 · teams: each table&apos;s IMPs against the other table of its match</source>
        <translation>%1 · Teams: IMPs jedes Tisches gegen den anderen Tisch seines Kampfes</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>%1 N-S</source>
        <translation>%1 N-S</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>N-S %1</translation>
    </message>
    <message>
        <source>the Open room&apos;s N-S</source>
        <translation>N-S im offenen Raum</translation>
    </message>
    <message>
        <source>N-S at table %1</source>
        <translation>N-S an Tisch %1</translation>
    </message>
    <message>
        <source>No swing
(a room has no result)</source>
        <translation>Kein Swing
(ein Raum hat kein Ergebnis)</translation>
    </message>
    <message>
        <source>Flat board
0 IMPs</source>
        <translation>Gleiches Ergebnis
0 IMPs</translation>
    </message>
    <message>
        <source>%1 IMPs
to %2</source>
        <translation>%1 IMPs
für %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Vulnerability</name>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>O-W</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbdFormat</name>
    <message>
        <source>Pavlicek ZBD binary deals</source>
        <translation>Pavlicek ZBD (binäre Verteilungen)</translation>
    </message>
    <message>
        <source>expected 13 cards in each hand, found %1</source>
        <translation>13 Karten in jeder Hand erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>ein Trenndatensatz (erste 4 Bytes null) wurde übersprungen</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbsFormat</name>
    <message>
        <source>the file ends inside a diagram: the last record has the continuation flag set</source>
        <translation>die Datei endet mitten in einem Diagramm: beim letzten Datensatz ist das Fortsetzungs-Flag gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%n trailing byte(s): ZBS records are 4 bytes each</source>
        <translation>
            <numerusform>%n überzähliges Byte am Ende: ZBS-Datensätze sind je 4 Bytes lang</numerusform>
            <numerusform>%n überzählige Bytes am Ende: ZBS-Datensätze sind je 4 Bytes lang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end-of-list record were ignored</source>
        <translation>
            <numerusform>%n Byte nach dem Listenende-Datensatz wurde ignoriert</numerusform>
            <numerusform>%n Bytes nach dem Listenende-Datensatz wurden ignoriert</numerusform>
        </translation>
    </message>
    <message>
        <source>locator %1 is above 1,220,703,124 (5^13 - 1)</source>
        <translation>Locator %1 ist größer als 1.220.703.124 (5^13 - 1)</translation>
    </message>
    <message>
        <source>a diagram has at most 4 suit records (spades, hearts, diamonds, clubs), but this fourth one has the continuation flag set</source>
        <translation>ein Diagramm hat höchstens 4 Farb-Datensätze (Pik, Coeur, Karo, Treff), aber bei diesem vierten ist das Fortsetzungs-Flag gesetzt</translation>
    </message>
    <message>
        <source>Pavlicek ZBS binary suits</source>
        <translation>Pavlicek ZBS (binäre Farben)</translation>
    </message>
    <message>
        <source>%1 cannot hold a board without cards (an empty record ends the list)</source>
        <translation>%1 kann kein Board ohne Karten speichern (ein leerer Datensatz beendet die Liste)</translation>
    </message>
    <message>
        <source>%1 puts each card in one place: %2</source>
        <translation>In %1 steht jede Karte an genau einer Stelle: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>die Datei endet innerhalb von Board %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::ZddFormat</name>
    <message>
        <source>Pavlicek ZDD double-dummy results</source>
        <translation>Pavlicek ZDD (Double-Dummy-Ergebnisse)</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>Nibble 14 ist keine Stichzahl (0-13 oder 15 für unbekannt): %1 von %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrdFormat</name>
    <message>
        <source>Pavlicek ZRD solved deals</source>
        <translation>Pavlicek ZRD (analysierte Verteilungen)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrjFormat</name>
    <message>
        <source>Pavlicek ZRJ deals with auction and play</source>
        <translation>Pavlicek ZRJ (Verteilungen mit Reizung und Abspiel)</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>ein Trenndatensatz (erste 4 Bytes null) wurde übersprungen</translation>
    </message>
    <message>
        <source>contract byte %1: expected 0 (passed out) or 5-39 for 1C-7NT, plus 40 doubled or 80 redoubled</source>
        <translation>Kontrakt-Byte %1: erwartet 0 (ausgepasst) oder 5-39 für 1C-7NT, plus 40 für kontriert oder 80 für rekontriert</translation>
    </message>
    <message>
        <source>declarer cannot win %1 tricks</source>
        <translation>der Alleinspieler kann nicht %1 Stiche machen</translation>
    </message>
    <message>
        <source>the offset where the calls end must be 18-63, found %1</source>
        <translation>der Offset für das Ende der Ansagen muss 18-63 sein, gefunden: %1</translation>
    </message>
    <message>
        <source>the offset where the plays end must be %1-80, found %2</source>
        <translation>der Offset für das Ende der gespielten Karten muss %1-80 sein, gefunden: %2</translation>
    </message>
    <message>
        <source>call byte 0x%1 is not a call</source>
        <translation>Ansage-Byte 0x%1 ist keine Ansage</translation>
    </message>
    <message>
        <source>the record states the contract %1, which its auction does not give</source>
        <translation>der Datensatz nennt den Kontrakt %1, der sich aus seiner Reizung nicht ergibt</translation>
    </message>
    <message>
        <source>play byte 0x%1 has rank %2: expected 0 (two) to 12 (ace)</source>
        <translation>Spiel-Byte 0x%1 hat Kartenwert %2: 0 (Zwei) bis 12 (Ass) erwartet</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZthFormat</name>
    <message>
        <source>Pavlicek target-hand records</source>
        <translation>Pavlicek-Datensätze mit Zielhänden</translation>
    </message>
    <message>
        <source>bits 106-107 must be zero</source>
        <translation>die Bits 106-107 müssen null sein</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>Nibble 14 ist keine Stichzahl (0-13 oder 15 für unbekannt): %1 von %2</translation>
    </message>
</context>
</TS>
