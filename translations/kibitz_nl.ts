<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Kibitz::AlertDialog</name>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>Explanation of %1 (empty: no alert):</source>
        <translation>Uitleg bij %1 (leeg: geen alert):</translation>
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
        <translation>Alle spellen &amp;doorrekenen</translation>
    </message>
    <message>
        <source>Every board already has its double-dummy table.</source>
        <translation>Elk spel heeft al een double-dummytabel.</translation>
    </message>
    <message numerus="yes">
        <source>Solving %n board(s) double-dummy…</source>
        <translation>
            <numerusform>%n spel wordt double dummy doorgerekend…</numerusform>
            <numerusform>%n spellen worden double dummy doorgerekend…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message numerus="yes">
        <source>Double-dummy: %n board(s) solved</source>
        <translation>
            <numerusform>Double dummy: %n spel doorgerekend</numerusform>
            <numerusform>Double dummy: %n spellen doorgerekend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be solved</source>
        <translation>
            <numerusform>, %n kon niet worden doorgerekend</numerusform>
            <numerusform>, %n konden niet worden doorgerekend</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (geannuleerd)</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Card Values</source>
        <translation>&amp;Double-dummywaarden van de kaarten</translation>
    </message>
    <message>
        <source>Double-Dummy Trace</source>
        <translation>Double-dummyverloop</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Trace</source>
        <translation>Double-dummyver&amp;loop</translation>
    </message>
    <message>
        <source>Board %1: solving double-dummy, a hard deal takes up to a minute (you can go on or quit)</source>
        <translation>Spel %1: wordt double dummy doorgerekend, een moeilijk spel duurt tot een minuut (u kunt doorgaan of stoppen)</translation>
    </message>
    <message>
        <source>Solving: %1 of %2 boards</source>
        <translation>Doorrekenen: %1 van %2 spellen</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>nog ongeveer %n seconde</numerusform>
            <numerusform>nog ongeveer %n seconden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>nog ongeveer %n minuut</numerusform>
            <numerusform>nog ongeveer %n minuten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Application</name>
    <message>
        <source>board %1 cannot be shown (boards in the file: %2)</source>
        <translation>spel %1 kan niet worden getoond (spellen in het bestand: %2)</translation>
    </message>
    <message>
        <source>board %1 has only %2 played cards; showing them all</source>
        <translation>spel %1 heeft maar %2 gespeelde kaarten; ze worden allemaal getoond</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>kan %1 niet schrijven</translation>
    </message>
    <message>
        <source>Kibitz: view, edit and convert bridge deal files.</source>
        <translation>Kibitz: bridgespelbestanden bekijken, bewerken en converteren.</translation>
    </message>
    <message>
        <source>Deal files to open.</source>
        <translation>Te openen spelbestanden.</translation>
    </message>
    <message>
        <source>Render the main window to &lt;png&gt; and exit.</source>
        <translation>Het hoofdvenster als &lt;png&gt; opslaan en stoppen.</translation>
    </message>
    <message>
        <source>png</source>
        <translation>png</translation>
    </message>
    <message>
        <source>Board to show (1-based position in the file).</source>
        <translation>Te tonen spel (positie in het bestand, vanaf 1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Cards of the play to show.</source>
        <translation>Aantal te tonen kaarten van het afspel.</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation>Venstergrootte voor --screenshot, bijv. 1280x800.</translation>
    </message>
    <message>
        <source>wxh</source>
        <translation>bxh</translation>
    </message>
    <message>
        <source>Print how long --screenshot took.</source>
        <translation>Tonen hoe lang --screenshot duurde.</translation>
    </message>
    <message>
        <source>Write the hand records of FILE (the sample set without one) to &lt;pdf&gt; and exit.</source>
        <translation>Het spellenoverzicht van FILE (zonder bestand: de voorbeeldspellen) naar &lt;pdf&gt; schrijven en stoppen.</translation>
    </message>
    <message>
        <source>pdf</source>
        <translation>pdf</translation>
    </message>
    <message>
        <source>Boards per page for --export-pdf: 1, 2, 4 or 6.</source>
        <translation>Spellen per pagina voor --export-pdf: 1, 2, 4 of 6.</translation>
    </message>
    <message>
        <source>Solve missing double-dummy tables and par for --export-pdf.</source>
        <translation>Ontbrekende double-dummytabellen en par berekenen voor --export-pdf.</translation>
    </message>
    <message>
        <source>--export-pdf takes one file</source>
        <translation>--export-pdf verwacht één bestand</translation>
    </message>
    <message>
        <source>--board needs a board number from 1</source>
        <translation>--board vereist een spelnummer vanaf 1</translation>
    </message>
    <message>
        <source>--card needs a number of cards from 0</source>
        <translation>--card vereist een aantal kaarten vanaf 0</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, at least 200x150</source>
        <translation>--size vereist BREEDTExHOOGTE, minstens 200x150</translation>
    </message>
    <message>
        <source>--screenshot takes one file</source>
        <translation>--screenshot verwacht één bestand</translation>
    </message>
    <message>
        <source>Show the double-dummy trace of the play in --screenshot.</source>
        <translation>Het double-dummyverloop van het afspel tonen in --screenshot.</translation>
    </message>
    <message>
        <source>Interface language for this run: en, de, fr, nl or pl (Preferences keep the lasting choice).</source>
        <translation>Interfacetaal voor deze keer: en, de, fr, nl of pl (de vaste keuze staat in Voorkeuren).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Write honours as the interface language does, for this run.</source>
        <translation>Honneurs voor deze keer met de letters van de interfacetaal schrijven.</translation>
    </message>
    <message>
        <source>--language needs one of: %1</source>
        <translation>--language vereist één van: %1</translation>
    </message>
    <message>
        <source>--per-page needs 1, 2, 4 or 6</source>
        <translation>--per-page vereist 1, 2, 4 of 6</translation>
    </message>
    <message>
        <source>%1 holds %2 boards; at most %3 are printed at once</source>
        <translation>%1 bevat %2 spellen; er worden er hoogstens %3 tegelijk afgedrukt</translation>
    </message>
    <message>
        <source>an untitled board set</source>
        <translation>een naamloze spellenset</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Niet-opgeslagen wijzigingen herstellen</translation>
    </message>
    <message>
        <source>Kibitz ended without saving the changes to %1 (%2 boards, kept %3).</source>
        <translation>Kibitz is afgesloten zonder de wijzigingen in %1 op te slaan (%2 spellen, bewaard %3).</translation>
    </message>
    <message>
        <source>Restore them? “Later” asks again at the next start.</source>
        <translation>Herstellen? “Later” vraagt het bij de volgende start opnieuw.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Herstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerpen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message numerus="yes">
        <source>The file changed on disk or is gone since: only the %n edited or inserted board(s) can be restored, as a new board set; the rest is lost.</source>
        <translation>
            <numerusform>Het bestand is sindsdien op schijf gewijzigd of verdwenen: alleen het %n bewerkte of ingevoegde spel kan worden hersteld, als nieuwe reeks spellen; de rest is verloren.</numerusform>
            <numerusform>Het bestand is sindsdien op schijf gewijzigd of verdwenen: alleen de %n bewerkte of ingevoegde spellen kunnen worden hersteld, als nieuwe reeks spellen; de rest is verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 changed on disk since then: restoring shows the boards as they were, and saving asks before replacing what another program wrote.</source>
        <translation>%1 is sindsdien op schijf gewijzigd: herstellen toont de spellen zoals ze waren, en bij opslaan wordt eerst gevraagd voordat wordt vervangen wat een ander programma heeft geschreven.</translation>
    </message>
</context>
<context>
    <name>Kibitz::Auction</name>
    <message>
        <source>comes after the end of the auction</source>
        <translation>komt na het einde van het biedverloop</translation>
    </message>
    <message>
        <source>is not a bid of level 1 to 7</source>
        <translation>is geen bod op niveau 1 tot en met 7</translation>
    </message>
    <message>
        <source>is insufficient after %1</source>
        <translation>is onvoldoende na %1</translation>
    </message>
    <message>
        <source>doubles when nobody has bid</source>
        <translation>doubleert terwijl er nog niet is geboden</translation>
    </message>
    <message>
        <source>doubles partner&apos;s bid</source>
        <translation>doubleert het bod van de partner</translation>
    </message>
    <message>
        <source>doubles a bid that is already doubled</source>
        <translation>doubleert een bod dat al gedoubleerd is</translation>
    </message>
    <message>
        <source>redoubles without a double to redouble</source>
        <translation>redoubleert zonder dat er gedoubleerd is</translation>
    </message>
    <message>
        <source>redoubles the opponents&apos; contract</source>
        <translation>redoubleert het contract van de tegenpartij</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>bieding %1, %2 door %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::AuctionModel</name>
    <message>
        <source>Alerted, no explanation given</source>
        <translation>Gealerteerd, geen uitleg gegeven</translation>
    </message>
    <message>
        <source>%1, vulnerable</source>
        <translation>%1, kwetsbaar</translation>
    </message>
</context>
<context>
    <name>Kibitz::AuctionView</name>
    <message>
        <source>Contract %1</source>
        <translation>Contract %1</translation>
    </message>
    <message>
        <source>No auction</source>
        <translation>Geen biedverloop</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Rondgepast</translation>
    </message>
    <message>
        <source>Auction in progress</source>
        <translation>Biedverloop nog bezig</translation>
    </message>
    <message>
        <source>⚠ The auction ends in %1, but the file states the contract %2; %2 is used.</source>
        <translation>⚠ De bieding eindigt in %1, maar het bestand vermeldt het contract %2; %2 wordt gebruikt.</translation>
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
        <translation>Laatste bieding terugnemen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Dbl</source>
        <translation>Dbl</translation>
    </message>
    <message>
        <source>Rdbl</source>
        <translation>Rdbl</translation>
    </message>
    <message>
        <source>Explanation of the next call</source>
        <translation>Uitleg bij de volgende bieding</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Geen spel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Passed out.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rondgepast.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auction complete:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Biedverloop voltooid:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; to call</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; is aan de beurt</translation>
    </message>
    <message>
        <source>The explanation goes with the next call you make. Keyboard: type 1n, 2s, p, x, xx; Backspace takes back the last call.</source>
        <translation>De uitleg hoort bij de volgende bieding die u doet. Toetsenbord: typ 1n, 2s, p, x, xx; Backspace neemt de laatste bieding terug.</translation>
    </message>
    <message>
        <source>Type a call: 1n, 2s, p, x, xx</source>
        <translation>Typ een bieding: 1n, 2s, p, x, xx</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Getypt: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Board</name>
    <message>
        <source>auction: %1</source>
        <translation>biedverloop: %1</translation>
    </message>
    <message>
        <source>play: %1</source>
        <translation>afspel: %1</translation>
    </message>
    <message>
        <source>result of %1 tricks</source>
        <translation>resultaat van %1 slagen</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>het resultaat vermeldt %1 slagen maar het afspel geeft %2</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the open room of a teams match</comment>
        <translation>Open</translation>
    </message>
    <message>
        <source>Closed</source>
        <comment>the closed room of a teams match</comment>
        <translation>Gesloten</translation>
    </message>
    <message>
        <source>the auction ends in %1 but the contract stated is %2; %2 is used</source>
        <translation>de bieding eindigt in %1 maar het vermelde contract is %2; %2 wordt gebruikt</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardClipboard</name>
    <message>
        <source>No writable format &quot;%1&quot;</source>
        <translation>Formaat &quot;%1&quot; kan niet worden geschreven</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Het klembord bevat geen tekst</translation>
    </message>
    <message>
        <source>The clipboard text is too long for a board (%1 bytes, at most %2)</source>
        <translation>De tekst op het klembord is te lang voor een spel (%1 bytes, maximaal %2)</translation>
    </message>
    <message>
        <source>The clipboard text is no board in PBN, LIN or another known format: %1</source>
        <translation>De tekst op het klembord is geen spel in PBN, LIN of een ander bekend formaat: %1</translation>
    </message>
    <message>
        <source>The clipboard text (%1) holds no board</source>
        <translation>De tekst op het klembord (%1) bevat geen spel</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardContent</name>
    <message numerus="yes">
        <source>the deals of %n board(s)</source>
        <translation>
            <numerusform>de verdeling van %n spel</numerusform>
            <numerusform>de verdelingen van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partial deal(s)</source>
        <translation>
            <numerusform>%n gedeeltelijke verdeling</numerusform>
            <numerusform>%n gedeeltelijke verdelingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the numbers of %n board(s)</source>
        <translation>
            <numerusform>het nummer van %n spel</numerusform>
            <numerusform>de nummers van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dealer and vulnerability of %n board(s)</source>
        <translation>
            <numerusform>gever en kwetsbaarheid van %n spel</numerusform>
            <numerusform>gever en kwetsbaarheid van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the auctions of %n board(s)</source>
        <translation>
            <numerusform>het biedverloop van %n spel</numerusform>
            <numerusform>de biedverlopen van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>alerts and notes of %n board(s)</source>
        <translation>
            <numerusform>alerts en notities van %n spel</numerusform>
            <numerusform>alerts en notities van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contracts of %n board(s)</source>
        <translation>
            <numerusform>het contract van %n spel</numerusform>
            <numerusform>de contracten van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the play of %n board(s)</source>
        <translation>
            <numerusform>het afspel van %n spel</numerusform>
            <numerusform>het afspel van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the results of %n board(s)</source>
        <translation>
            <numerusform>het resultaat van %n spel</numerusform>
            <numerusform>de resultaten van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n double-dummy table(s)</source>
        <translation>
            <numerusform>%n double-dummytabel</numerusform>
            <numerusform>%n double-dummytabellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the player names of %n board(s)</source>
        <translation>
            <numerusform>de spelersnamen van %n spel</numerusform>
            <numerusform>de spelersnamen van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>event, site and date of %n board(s)</source>
        <translation>
            <numerusform>evenement, plaats en datum van %n spel</numerusform>
            <numerusform>evenement, plaats en datum van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the comments of %n board(s)</source>
        <translation>
            <numerusform>het commentaar bij %n spel</numerusform>
            <numerusform>het commentaar bij %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other tags of %n board(s)</source>
        <translation>
            <numerusform>overige tags van %n spel</numerusform>
            <numerusform>overige tags van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the accepted irregularities of %n board(s)</source>
        <translation>
            <numerusform>de geaccepteerde onregelmatigheden van %n spel</numerusform>
            <numerusform>de geaccepteerde onregelmatigheden van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the labels of %n board(s)</source>
        <translation>
            <numerusform>het label van %n spel</numerusform>
            <numerusform>de labels van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the commentary markup and places of %n board(s)</source>
        <translation>
            <numerusform>opmaak en plaats van het commentaar van %n spel</numerusform>
            <numerusform>opmaak en plaats van het commentaar van %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the hidden hands and display flags of %n board(s)</source>
        <translation>
            <numerusform>verborgen handen en weergave-opties van %n spel</numerusform>
            <numerusform>verborgen handen en weergave-opties van %n spellen</numerusform>
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
        <translation>Evenement</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 slagen</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <source>%1 of %2 tricks</source>
        <translation>%1 van %2 slagen</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Score N-Z</translation>
    </message>
    <message>
        <source>Double-dummy tricks</source>
        <translation>Double-dummyslagen</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Commentaar</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Overige tags</translation>
    </message>
    <message>
        <source>No details for this board.</source>
        <translation>Geen gegevens voor dit spel.</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Zaal</translation>
    </message>
    <message>
        <source>%1 tricks (result from the play)</source>
        <translation>%1 slagen (resultaat uit het afspel)</translation>
    </message>
    <message>
        <source>Irregularity</source>
        <translation>Onregelmatigheid</translation>
    </message>
    <message>
        <source>trick %1, %2 by %3: %4</source>
        <translation>slag %1, %2 door %3: %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardListModel</name>
    <message>
        <source>Passed out</source>
        <translation>Rondgepast</translation>
    </message>
    <message>
        <source>Boards with problems</source>
        <translation>Spellen met problemen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Dlr</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>Vul</source>
        <translation>Kwetsb.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Res</source>
        <translation>Res.</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NZ</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Zaal</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardSetActions</name>
    <message>
        <source>Add board %1</source>
        <translation>Spel %1 toevoegen</translation>
    </message>
    <message>
        <source>Duplicate board</source>
        <translation>Spel dupliceren</translation>
    </message>
    <message>
        <source>Renumbering is limited to %1 boards; this set has %2. Use kibitz-convert for large files.</source>
        <translation>Hernummeren kan voor hoogstens %1 spellen; deze set heeft er %2. Gebruik kibitz-convert voor grote bestanden.</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Spellen hernummeren</translation>
    </message>
    <message>
        <source>First board number:</source>
        <translation>Eerste spelnummer:</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board cycle</source>
        <translation>Gever en kwetsbaarheid instellen volgens de spelcyclus</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>kon niet schrijven: %1</translation>
    </message>
    <message>
        <source>this format takes boards, not records</source>
        <translation>dit formaat neemt spellen, geen records</translation>
    </message>
</context>
<context>
    <name>Kibitz::Call</name>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Dbl</source>
        <translation>Dbl</translation>
    </message>
    <message>
        <source>Rdbl</source>
        <translation>Rdbl</translation>
    </message>
    <message>
        <source>expected a call</source>
        <translation>bieding verwacht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call</source>
        <translation>&apos;%1&apos; is geen bieding</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT) after the level</source>
        <translation>na het niveau wordt een denominatie verwacht (C, D, H, S of NT)</translation>
    </message>
    <message>
        <source>unexpected text after the bid</source>
        <translation>onverwachte tekst na het bod</translation>
    </message>
</context>
<context>
    <name>Kibitz::Card</name>
    <message>
        <source>expected a card</source>
        <translation>kaart verwacht</translation>
    </message>
    <message>
        <source>expected a rank after the suit</source>
        <translation>na de kleur wordt een rang verwacht</translation>
    </message>
    <message>
        <source>unexpected text after the card</source>
        <translation>onverwachte tekst na de kaart</translation>
    </message>
    <message>
        <source>expected a suit after the rank</source>
        <translation>na de rang wordt een kleur verwacht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a suit or a rank</source>
        <translation>&apos;%1&apos; is geen kleur en geen rang</translation>
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
        <translation>H</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card rank: queen, as a bridge diagram in this language writes it</comment>
        <translation>V</translation>
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
        <translation>Noord-Zuid</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Oost-West</translation>
    </message>
    <message>
        <source>in notrump</source>
        <translation>in sans atout</translation>
    </message>
    <message>
        <source>with %1 trumps</source>
        <translation>met %1 troef</translation>
    </message>
    <message>
        <source>Beside each card %1 may play: the tricks %2 take in all %3, double dummy (the tricks won so far included). Green: keeps the best result.</source>
        <translation>Naast elke kaart die %1 mag spelen: het totaal aantal slagen van %2 %3, double dummy (inclusief de tot nu toe gewonnen slagen). Groen: behoudt het beste resultaat.</translation>
    </message>
    <message>
        <source>notrump</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>%1 trumps</source>
        <translation>%1 troef</translation>
    </message>
    <message numerus="yes">
        <source>%1 by %2: %3 end with %n trick(s) (%4, double dummy)</source>
        <translation>
            <numerusform>%1 door %2: %3 eindigt met %n slag (%4, double dummy)</numerusform>
            <numerusform>%1 door %2: %3 eindigt met %n slagen (%4, double dummy)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ClipboardActions</name>
    <message>
        <source>Copy Diagram as &amp;Image</source>
        <translation>Diagram kopiëren als &amp;afbeelding</translation>
    </message>
    <message>
        <source>Copy Board as &amp;PBN</source>
        <translation>Spel kopiëren als &amp;PBN</translation>
    </message>
    <message>
        <source>Copy Board as &amp;LIN</source>
        <translation>Spel kopiëren als &amp;LIN</translation>
    </message>
    <message>
        <source>Paste &amp;Board</source>
        <translation>&amp;Spel plakken</translation>
    </message>
    <message>
        <source>Insert the boards on the clipboard (PBN, LIN, JSON or a deal) after the current board</source>
        <translation>De spellen op het klembord (PBN, LIN, JSON of een verdeling) na het huidige spel invoegen</translation>
    </message>
    <message>
        <source>No board to copy</source>
        <translation>Geen spel om te kopiëren</translation>
    </message>
    <message>
        <source>Board copied as %1</source>
        <translation>Spel gekopieerd als %1</translation>
    </message>
    <message>
        <source>Diagram copied</source>
        <translation>Diagram gekopieerd</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Board(s)</source>
        <translation>
            <numerusform>%n spel plakken</numerusform>
            <numerusform>%n spellen plakken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ConditionsDialog</name>
    <message>
        <source>Solve double dummy in the background</source>
        <translation>Double dummy doorrekenen op de achtergrond</translation>
    </message>
    <message>
        <source>New from Conditions</source>
        <translation>Nieuw uit voorwaarden</translation>
    </message>
    <message>
        <source>Any condition in the dealer language, joined with the form&apos;s by and, e.g.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</source>
        <translation>Een willekeurige voorwaarde in de dealer-taal, met and gecombineerd met die van het formulier, bijv.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Nieuwe seed</translation>
    </message>
    <message>
        <source>&amp;Expert condition:</source>
        <translation>&amp;Expertvoorwaarde:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Spellen:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Dealer script:</source>
        <translation>Dealer-script:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Genereren</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>to</source>
        <translation>t/m</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Verdeling</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>%1&apos;s cards: %2</source>
        <translation>Kaarten van %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::Contract</name>
    <message>
        <source>Passed out</source>
        <translation>Rondgepast</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 door %2</translation>
    </message>
    <message>
        <source>expected a level 1-7 or Pass</source>
        <translation>niveau 1-7 of Pass verwacht</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT)</source>
        <translation>denominatie verwacht (C, D, H, S of NT)</translation>
    </message>
    <message>
        <source>expected X, XX or nothing after the strain</source>
        <translation>na de denominatie wordt X, XX of niets verwacht</translation>
    </message>
</context>
<context>
    <name>Kibitz::Converter</name>
    <message>
        <source>deal</source>
        <translation>verdeling</translation>
    </message>
    <message>
        <source>partial deal</source>
        <translation>gedeeltelijke verdeling</translation>
    </message>
    <message>
        <source>board number</source>
        <translation>spelnummer</translation>
    </message>
    <message>
        <source>dealer/vulnerability</source>
        <translation>gever/kwetsbaarheid</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>biedverloop</translation>
    </message>
    <message>
        <source>alerts</source>
        <translation>alerts</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <source>play</source>
        <translation>afspel</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultaat</translation>
    </message>
    <message>
        <source>double dummy</source>
        <translation>double dummy</translation>
    </message>
    <message>
        <source>names</source>
        <translation>namen</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evenement</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>commentaar</translation>
    </message>
    <message>
        <source>other tags</source>
        <translation>overige tags</translation>
    </message>
    <message>
        <source>--from needs a format id</source>
        <translation>--from vereist een formaat-id</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (see --list-formats)</source>
        <translation>onbekend formaat &apos;%1&apos; (zie --list-formats)</translation>
    </message>
    <message>
        <source>--to needs a format id</source>
        <translation>--to vereist een formaat-id</translation>
    </message>
    <message>
        <source>--boards needs a range A-B</source>
        <translation>--boards vereist een bereik A-B</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board range such as 1-16</source>
        <translation>&apos;%1&apos; is geen spelbereik zoals 1-16</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>onbekende optie &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--verify goes with --solve</source>
        <translation>--verify werkt alleen samen met --solve</translation>
    </message>
    <message>
        <source>--solve works when converting</source>
        <translation>--solve werkt alleen bij het converteren</translation>
    </message>
    <message>
        <source>--info needs at least one input file</source>
        <translation>--info vereist minstens één invoerbestand</translation>
    </message>
    <message>
        <source>--validate needs at least one input file</source>
        <translation>--validate vereist minstens één invoerbestand</translation>
    </message>
    <message>
        <source>--checksum needs at least one input file</source>
        <translation>--checksum vereist minstens één invoerbestand</translation>
    </message>
    <message>
        <source>give at least one input and the output</source>
        <translation>geef minstens één invoerbestand en het uitvoerbestand op</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: warning: %3
</source>
        <translation>kibitz-convert: %1: spel %2: waarschuwing: %3
</translation>
    </message>
    <message>
        <source>writing to standard output needs --to ID</source>
        <translation>schrijven naar de standaarduitvoer vereist --to ID</translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos; from its extension; use --to ID</source>
        <translation>het formaat van &apos;%1&apos; is niet aan de extensie te herkennen; gebruik --to ID</translation>
    </message>
    <message>
        <source>%1 (%2) cannot be written</source>
        <translation>%1 (%2) kan niet worden geschreven</translation>
    </message>
    <message>
        <source>the output &apos;%1&apos; is also an input</source>
        <translation>de uitvoer &apos;%1&apos; is ook een invoerbestand</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n more warning(s) not shown
</source>
        <translation>
            <numerusform>kibitz-convert: nog %n waarschuwing niet getoond
</numerusform>
            <numerusform>kibitz-convert: nog %n waarschuwingen niet getoond
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n stored double-dummy table(s) disagree with DDS
</source>
        <translation>
            <numerusform>kibitz-convert: %n opgeslagen double-dummytabel wijkt af van DDS
</numerusform>
            <numerusform>kibitz-convert: %n opgeslagen double-dummytabellen wijken af van DDS
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: dropped as forced: %1
</source>
        <translation>kibitz-convert: weggelaten vanwege --force: %1
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) left out: the format cannot store them
</source>
        <translation>
            <numerusform>kibitz-convert: %n spel weggelaten: het formaat kan het niet opslaan
</numerusform>
            <numerusform>kibitz-convert: %n spellen weggelaten: het formaat kan ze niet opslaan
</numerusform>
        </translation>
    </message>
    <message>
        <source>not solved: %1
</source>
        <translation>niet doorgerekend: %1
</translation>
    </message>
    <message>
        <source>%1 by %2: the file says %3 tricks, DDS %4
</source>
        <translation>%1 door %2: volgens het bestand %3 slagen, volgens DDS %4
</translation>
    </message>
    <message>
        <source>kibitz-convert: nothing written: the conversion would drop data (use --force to convert anyway)
</source>
        <translation>kibitz-convert: niets geschreven: bij de conversie zouden gegevens verloren gaan (gebruik --force om toch te converteren)
</translation>
    </message>
    <message>
        <source>  %1 cannot store these boards at all; with --force they are left out:
</source>
        <translation>  %1 kan deze spellen helemaal niet opslaan; met --force worden ze weggelaten:
</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: record %2: warning: %3
</source>
        <translation>kibitz-convert: %1: record %2: waarschuwing: %3
</translation>
    </message>
    <message>
        <source>%1
  format: %2 (%3)
  boards: %4
</source>
        <translation>%1
  formaat: %2 (%3)
  spellen: %4
</translation>
    </message>
    <message>
        <source>  boards with problems: %1 (see --validate)
</source>
        <translation>  spellen met problemen: %1 (zie --validate)
</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>spel %1</translation>
    </message>
    <message>
        <source>board at position %1</source>
        <translation>spel op positie %1</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) with problems
</source>
        <translation>
            <numerusform>kibitz-convert: %n spel met problemen
</numerusform>
            <numerusform>kibitz-convert: %n spellen met problemen
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s), all valid
</source>
        <translation>
            <numerusform>kibitz-convert: %n spel, geldig
</numerusform>
            <numerusform>kibitz-convert: %n spellen, alle geldig
</numerusform>
        </translation>
    </message>
    <message>
        <source>ID           READ WRITE EXTENSIONS      NAME / HOLDS
</source>
        <translation>ID           IN   UIT   EXTENSIES       NAAM / BEVAT
</translation>
    </message>
    <message>
        <source>holds: %6</source>
        <extracomment>--list-formats: the second line of a format, listing what its files can hold</extracomment>
        <translation>bevat: %6</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <comment>--list-formats: the format cannot be written</comment>
        <translation>nee</translation>
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

--select houdt de spellen waarvoor de expressie (de taal van dealer, zie
docs/select.md) waar is. --dealer-script voert een script van het programma dealer uit: zonder
OUTPUT of --to worden de verdelingen getoond zoals dealer ze toont, anders naar OUTPUT geschreven.
</translation>
    </message>
    <message>
        <source>--select needs an expression</source>
        <translation>--select verwacht een expressie</translation>
    </message>
    <message>
        <source>--select: %1</source>
        <translation>--select: %1</translation>
    </message>
    <message>
        <source>--dealer-script needs a script file</source>
        <translation>--dealer-script verwacht een scriptbestand</translation>
    </message>
    <message>
        <source>%1 needs a number</source>
        <translation>%1 verwacht een getal</translation>
    </message>
    <message>
        <source>--generate, --produce and --seed go with --dealer-script</source>
        <translation>--generate, --produce en --seed horen bij --dealer-script</translation>
    </message>
    <message>
        <source>--dealer-script takes at most one output</source>
        <translation>--dealer-script neemt hoogstens één uitvoer</translation>
    </message>
    <message>
        <source>kibitz-convert: cannot tell the format of &apos;%1&apos; from its extension; use --to ID
</source>
        <translation>kibitz-convert: het formaat van &apos;%1&apos; is niet af te leiden uit de extensie; gebruik --to ID
</translation>
    </message>
    <message>
        <source>kibitz-convert: standard output: %1
</source>
        <translation>kibitz-convert: standaarduitvoer: %1
</translation>
    </message>
    <message>
        <source>%1 board %2</source>
        <translation>%1 spel %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: damaged: %3
</source>
        <translation>kibitz-convert: %1: spel %2: beschadigd: %3
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: nothing written: %n damaged board(s) in the input (%1); use --force to convert what could be read
</source>
        <translation>
            <numerusform>kibitz-convert: niets geschreven: %n beschadigd spel in de invoer (%1); gebruik --force om te converteren wat gelezen kon worden
</numerusform>
            <numerusform>kibitz-convert: niets geschreven: %n beschadigde spellen in de invoer (%1); gebruik --force om te converteren wat gelezen kon worden
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: damaged: %1
</source>
        <translation>kibitz-convert: beschadigd: %1
</translation>
    </message>
    <message>
        <source>%1 record %2</source>
        <translation>%1 record %2</translation>
    </message>
    <message>
        <source>  damaged boards: %1 (see --validate)
</source>
        <translation>  beschadigde spellen: %1 (zie --validate)
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n damaged board(s)
</source>
        <translation>
            <numerusform>kibitz-convert: %n beschadigd spel
</numerusform>
            <numerusform>kibitz-convert: %n beschadigde spellen
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
        <translation>Gebruik:
  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--shard K/N] [--force]
                 [--solve [--verify] [--checkpoint MIN] [--dds-threads N]] INPUT... OUTPUT
  kibitz-convert --info INPUT...
  kibitz-convert --validate INPUT...
  kibitz-convert --checksum INPUT...
  kibitz-convert --list-formats
  kibitz-convert --version

Converteert spelbestanden tussen formaten (herkend aan de extensie, daarna aan de inhoud).
OUTPUT &apos;-&apos; schrijft naar standaarduitvoer; een FIFO of apparaat wordt direct beschreven, elk ander
bestand wordt in zijn geheel vervangen zodra alles is geschreven (een symbolische koppeling: het doel ervan).
Afsluitstatus: 0 gelukt, 1 onleesbare of ongeldige invoer (of een bestand dat veranderde terwijl het
werd gelezen), 2 gebruiksfout, 3 de conversie zou gegevens verliezen en --force is niet opgegeven,
4 de uitvoer (een bestand of standaarduitvoer) kon niet worden geschreven.
--solve vult ontbrekende double-dummytabellen met DDS; --verify herberekent ook de opgeslagen
tabellen en meldt elke afwijking (afsluitstatus 1). Zonder --verify blijven tabellen die
OUTPUT al voor dezelfde spellen bevat (een eerdere, afgebroken run) behouden, en OUTPUT wordt
elke MIN minuten (standaard 10, 0 alleen aan het eind) opgeslagen met wat al doorgerekend is.
DDS rekent met N threads (standaard 0: één per kern).
--shard K/N converteert het K-de van N gelijke delen van de spellen, op positie: de uitvoer
van de N delen achter elkaar is de uitvoer van het geheel (zie de README).
</translation>
    </message>
    <message>
        <source>--shard needs K/N, such as 3/8</source>
        <translation>--shard vraagt K/N, bijvoorbeeld 3/8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a shard K/N with 1 &lt;= K &lt;= N</source>
        <translation>&apos;%1&apos; is geen deel K/N met 1 &lt;= K &lt;= N</translation>
    </message>
    <message>
        <source>--dds-threads needs a number of threads (0 for one per core)</source>
        <translation>--dds-threads vraagt een aantal threads (0 voor één per kern)</translation>
    </message>
    <message>
        <source>--checkpoint needs a number of minutes</source>
        <translation>--checkpoint vraagt een aantal minuten</translation>
    </message>
    <message>
        <source>--shard works when converting</source>
        <translation>--shard werkt alleen bij het converteren</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: %n table(s) kept from an earlier run
</source>
        <translation>
            <numerusform>kibitz-convert: %1: %n tabel uit een eerdere run behouden
</numerusform>
            <numerusform>kibitz-convert: %1: %n tabellen uit een eerdere run behouden
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: saved with %n board(s) still to solve; going on
</source>
        <translation>
            <numerusform>kibitz-convert: %1: opgeslagen met nog %n spel door te rekenen; gaat verder
</numerusform>
            <numerusform>kibitz-convert: %1: opgeslagen met nog %n spellen door te rekenen; gaat verder
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
        <translation>%1 u %2 min</translation>
    </message>
    <message>
        <source>one of the boards %1 to %2</source>
        <translation>een van de spellen %1 tot en met %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 took %2 to solve (%3 a deal on average)
</source>
        <extracomment>--solve: a deal took far longer than the others; %1 names it (&quot;board 12&quot;, &quot;one of the boards 1 to 40&quot;)</extracomment>
        <translation>kibitz-convert: %1 kostte %2 om door te rekenen (gemiddeld %3 per verdeling)
</translation>
    </message>
    <message>
        <source>boards %1-%2</source>
        <translation>spellen %1-%2</translation>
    </message>
    <message>
        <source> (%1 so far)</source>
        <translation> (tot nu toe %1)</translation>
    </message>
    <message>
        <source>%1 of %2 deals solved</source>
        <translation>%1 van %2 verdelingen doorgerekend</translation>
    </message>
    <message>
        <source>, %1 a second, %2 left</source>
        <translation>, %1 per seconde, nog %2</translation>
    </message>
    <message>
        <source>%1 deals solved</source>
        <translation>%1 verdelingen doorgerekend</translation>
    </message>
    <message>
        <source>, %1 a second</source>
        <translation>, %1 per seconde</translation>
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

--stats drukt de cijfers van de spellen van alle INPUT samen af als tabellen (punten,
handverdelingen, kleurlengtes, double-dummy gemaakte contracten, par, het afspel van de
leider tegenover double dummy); --stats-json drukt ze af als één JSON-object (zie
docs/stats.md). Met --solve berekent DDS de tabellen die spellen missen en de kosten van
elke uitkomst.
</translation>
    </message>
    <message>
        <source>choose one of --info, --validate, --checksum, --stats, --stats-json and --list-formats</source>
        <translation>kies één van --info, --validate, --checksum, --stats, --stats-json en --list-formats</translation>
    </message>
    <message>
        <source>--verify works when converting</source>
        <translation>--verify werkt alleen bij het converteren</translation>
    </message>
    <message>
        <source>%1 needs at least one input file</source>
        <translation>%1 vereist minstens één invoerbestand</translation>
    </message>
    <message>
        <source>irregularities</source>
        <translation>onregelmatigheden</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: cannot keep a copy of the stream: %2
</source>
        <translation>kibitz-convert: %1: kan geen kopie van de stroom bewaren: %2
</translation>
    </message>
    <message>
        <source>the file system of %1 is read-only</source>
        <translation>het bestandssysteem van %1 is alleen-lezen</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 was changed by another program while it was written; not replaced
</source>
        <translation>kibitz-convert: %1 werd tijdens het schrijven door een ander programma gewijzigd; niet vervangen
</translation>
    </message>
    <message>
        <source>%1: at most %2 deals</source>
        <translation>%1: hoogstens %2 verdelingen</translation>
    </message>
    <message>
        <source>kibitz-convert: generated %1 of %2 hands (%3 produced)
</source>
        <extracomment>--dealer-script, every few seconds of a long run on standard error</extracomment>
        <translation>kibitz-convert: %1 van %2 verdelingen gegenereerd (%3 geproduceerd)
</translation>
    </message>
    <message>
        <source>board label</source>
        <translation>spellabel</translation>
    </message>
    <message>
        <source>commentary markup</source>
        <translation>opmaak van het commentaar</translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation>verborgen handen</translation>
    </message>
</context>
<context>
    <name>Kibitz::DdTraceView</name>
    <message>
        <source>%1 from dummy</source>
        <translation>%1 van tafel</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 door %2</translation>
    </message>
    <message>
        <source>No play recorded: the double-dummy trace follows the cards actually played.</source>
        <translation>Geen afspel vastgelegd: het double-dummyverloop volgt de werkelijk gespeelde kaarten.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy, %1 takes %n trick(s).</source>
        <translation>
            <numerusform>Double dummy: %n slag voor %1.</numerusform>
            <numerusform>Double dummy: %n slagen voor %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving the play double-dummy…</source>
        <translation>Afspel wordt double dummy doorgerekend…</translation>
    </message>
    <message>
        <source>No double-dummy trace: %1.</source>
        <translation>Geen double-dummyverloop: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead</source>
        <translation>
            <numerusform>Double dummy: %n slag vóór de uitkomst</numerusform>
            <numerusform>Double dummy: %n slagen vóór de uitkomst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead for %1, counted as declarer</source>
        <translation>
            <numerusform>Double dummy: %n slag vóór de uitkomst voor %1, als leider gerekend</numerusform>
            <numerusform>Double dummy: %n slagen vóór de uitkomst voor %1, als leider gerekend</numerusform>
        </translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Noord-Zuid</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Oost-West</translation>
    </message>
    <message numerus="yes">
        <source> (%1 goes down %n)</source>
        <translation>
            <numerusform> (%1 gaat %n down)</numerusform>
            <numerusform> (%1 gaat %n down)</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 makes)</source>
        <translation> (%1 wordt gemaakt)</translation>
    </message>
    <message numerus="yes">
        <source> (%1 makes with %n overtrick(s))</source>
        <translation>
            <numerusform> (%1 wordt gemaakt met %n overslag)</numerusform>
            <numerusform> (%1 wordt gemaakt met %n overslagen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>gaf de leider %n slag terug in slag %1 (%2)</numerusform>
            <numerusform>gaf de leider %n slagen terug in slag %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer lost %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>verloor de leider %n slag in slag %1 (%2)</numerusform>
            <numerusform>verloor de leider %n slagen in slag %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>gaf de verdediging %n slag terug in slag %1 (%2)</numerusform>
            <numerusform>gaf de verdediging %n slagen terug in slag %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave away %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>gaf de verdediging %n slag weg in slag %1 (%2)</numerusform>
            <numerusform>gaf de verdediging %n slagen weg in slag %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card kept the double-dummy result.</source>
        <translation>Geen enkele kaart veranderde het double-dummyresultaat.</translation>
    </message>
    <message>
        <source>Then %1.</source>
        <translation>Daarna %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s).</source>
        <translation>
            <numerusform>De leider maakte %n slag.</numerusform>
            <numerusform>De leider maakte %n slagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %n trick(s): the double-dummy result.</source>
        <translation>
            <numerusform>Claim van %n slag: het double-dummyresultaat.</numerusform>
            <numerusform>Claim van %n slagen: het double-dummyresultaat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, declarer could still take %n trick(s).</source>
        <translation>
            <numerusform>Claim van %1: double dummy kon de leider nog %n slag maken.</numerusform>
            <numerusform>Claim van %1: double dummy kon de leider nog %n slagen maken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, the defence could hold declarer to %n trick(s).</source>
        <translation>
            <numerusform>Claim van %1: double dummy kon de verdediging de leider tot %n slag beperken.</numerusform>
            <numerusform>Claim van %1: double dummy kon de verdediging de leider tot %n slagen beperken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stops after card %1: double dummy, %n trick(s) for declarer.</source>
        <translation>
            <numerusform>Het afspel stopt na kaart %1: double dummy %n slag voor de leider.</numerusform>
            <numerusform>Het afspel stopt na kaart %1: double dummy %n slagen voor de leider.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1: %2 led by %3</source>
        <translation>Slag %1: uitkomst %2 door %3</translation>
    </message>
    <message>
        <source>Trick %1: %2 by %3</source>
        <translation>Slag %1: %2 door %3</translation>
    </message>
    <message>
        <source>Declarer&apos;s double-dummy tricks: %1 → %2</source>
        <translation>Double-dummyslagen van de leider: %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>This card cost %n trick(s).</source>
        <translation>
            <numerusform>Deze kaart kostte %n slag.</numerusform>
            <numerusform>Deze kaart kostte %n slagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show the play after this card.</source>
        <translation>Klik om het afspel na deze kaart te tonen.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Uitkomst</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>slagen</translation>
    </message>
    <message>
        <source>makes</source>
        <translation>gemaakt</translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s) for declarer</source>
        <translation>
            <numerusform>Claim: %n slag voor de leider</numerusform>
            <numerusform>Claim: %n slagen voor de leider</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Niet gespeeld</translation>
    </message>
    <message>
        <source>Beside each card: declarer&apos;s double-dummy tricks once it is played. Red: the card cost its side tricks. Underlined: the card that won the trick. Click a card to go there.</source>
        <translation>Naast elke kaart: de double-dummyslagen van de leider nadat die kaart is gespeeld. Rood: de kaart kostte de eigen partij slagen. Onderstreept: de kaart die de slag won. Klik op een kaart om ernaartoe te gaan.</translation>
    </message>
    <message>
        <source>Double-dummy tricks for declarer before the opening lead. Click to go back to the lead.</source>
        <translation>Double-dummyslagen voor de leider vóór de uitkomst. Klik om terug te gaan naar de uitkomst.</translation>
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
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 held by %2</source>
        <translation>%1 in handen van %2</translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation>%1 heeft %2 kaarten</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1)</source>
        <translation>de handen hebben verschillende aantallen kaarten (%1)</translation>
    </message>
    <message>
        <source>missing from the deal: %1</source>
        <translation>ontbreekt in de verdeling: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>&apos;%1&apos; is geen windrichting (N, E, S of W)</translation>
    </message>
    <message>
        <source>expected four hands, found %1</source>
        <translation>vier handen verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>unexpected text after the fourth hand</source>
        <translation>onverwachte tekst na de vierde hand</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealEditor</name>
    <message>
        <source>Give cards to</source>
        <translation>Kaarten geven aan</translation>
    </message>
    <message>
        <source>%1&apos;s hand, spades first: suits separated by dots, T or 10 for the ten</source>
        <translation>Hand van %1, schoppen eerst: kleuren gescheiden door punten, T of 10 voor de tien</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Verdeling plakken</translation>
    </message>
    <message>
        <source>Paste a deal from the clipboard: PBN, LIN md|, giblib or four hands</source>
        <translation>Een verdeling van het klembord plakken: PBN, LIN md|, giblib of vier handen</translation>
    </message>
    <message>
        <source>Complete Fourth Hand</source>
        <translation>Vierde hand aanvullen</translation>
    </message>
    <message>
        <source>Give the missing cards to the one short hand</source>
        <translation>De ontbrekende kaarten aan de enige onvolledige hand geven</translation>
    </message>
    <message>
        <source>Deal the Rest</source>
        <translation>Rest verdelen</translation>
    </message>
    <message>
        <source>Deal the cards nobody holds at random</source>
        <translation>De kaarten die nog niemand heeft willekeurig verdelen</translation>
    </message>
    <message>
        <source>Rotate ↻</source>
        <translation>Draaien ↻</translation>
    </message>
    <message>
        <source>Turn the whole board a seat clockwise: hands, dealer, auction, play, names</source>
        <translation>Het hele spel één plaats met de klok mee draaien: handen, gever, biedverloop, afspel, namen</translation>
    </message>
    <message>
        <source>Swap Hands</source>
        <translation>Handen verwisselen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Remove every card from the deal</source>
        <translation>Alle kaarten uit de verdeling verwijderen</translation>
    </message>
    <message>
        <source>No cards dealt yet.</source>
        <translation>Nog geen kaarten verdeeld.</translation>
    </message>
    <message>
        <source>Complete deal: 52 cards, 13 each.</source>
        <translation>Volledige verdeling: 52 kaarten, 13 per hand.</translation>
    </message>
    <message>
        <source>End position: %1 cards each.</source>
        <translation>Eindpositie: %1 kaarten per hand.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing:</source>
        <translation>
            <numerusform>%n kaart ontbreekt:</numerusform>
            <numerusform>%n kaarten ontbreken:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No deal recognised: %1</source>
        <translation>Geen verdeling herkend: %1</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: see the tooltip)</source>
        <translation>
            <numerusform>(en nog %n: zie de tooltip)</numerusform>
            <numerusform>(en nog %n: zie de tooltip)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealFormat</name>
    <message>
        <source>%1 files cannot be written</source>
        <translation>%1-bestanden kunnen niet worden geschreven</translation>
    </message>
    <message>
        <source>%1 holds complete deals only; this one is partial</source>
        <translation>%1 bevat alleen volledige verdelingen; deze is gedeeltelijk</translation>
    </message>
    <message>
        <source>%1 holds complete deals only: %2</source>
        <translation>%1 bevat alleen volledige verdelingen: %2</translation>
    </message>
    <message>
        <source>not enough memory to open the file</source>
        <translation>onvoldoende geheugen om het bestand te openen</translation>
    </message>
    <message numerus="yes">
        <source>not enough memory to open the file (%n board(s) read)</source>
        <translation>
            <numerusform>onvoldoende geheugen om het bestand te openen (%n spel gelezen)</numerusform>
            <numerusform>onvoldoende geheugen om het bestand te openen (%n spellen gelezen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealPaste</name>
    <message>
        <source>LIN md| needs a dealer digit 1-4 first</source>
        <translation>LIN md| vereist eerst een gevercijfer 1-4</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>hand van %1: %2</translation>
    </message>
    <message>
        <source>expected a suit (S H D C or a symbol) or a rank, found &apos;%1&apos;</source>
        <translation>kleur (S H D C of een symbool) of rang verwacht, maar &apos;%1&apos; gevonden</translation>
    </message>
    <message>
        <source>a rank before any suit</source>
        <translation>een rang vóór de eerste kleur</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <translation>%1 komt twee keer voor</translation>
    </message>
    <message>
        <source>no deal in the text</source>
        <translation>geen verdeling in de tekst</translation>
    </message>
    <message>
        <source>expected a PBN deal, a LIN md| field, a giblib line or four hands (N E S W) like AKQ.T98.765.432</source>
        <translation>PBN-verdeling, LIN md|-veld, giblib-regel of vier handen (N E S W) zoals AKQ.T98.765.432 verwacht</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealerGeneration</name>
    <message>
        <source>%1 deals produced of %2 generated (seed %3)</source>
        <translation>%1 verdelingen geproduceerd van %2 gegenereerd (seed %3)</translation>
    </message>
    <message>
        <source>Dealer scripts (*.dlr)</source>
        <translation>Dealer-scripts (*.dlr)</translation>
    </message>
    <message>
        <source>Generating deals…</source>
        <translation>Verdelingen genereren…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>The script prints no deals, only statistics:</source>
        <translation>Het script drukt geen verdelingen af, alleen statistieken:</translation>
    </message>
    <message>
        <source>No deal met the condition in %1 deals generated.</source>
        <translation>Geen verdeling voldeed aan de voorwaarde in %1 gegenereerde verdelingen.</translation>
    </message>
    <message>
        <source>%1: the script asks for %2 deals; a window holds at most %3. Write them to a file with kibitz-convert --dealer-script.</source>
        <translation>%1: het script vraagt om %2 verdelingen; een venster bevat er hoogstens %3. Schrijf ze naar een bestand met kibitz-convert --dealer-script.</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too big for a dealer script (at most %3)</source>
        <translation>%1: %2 bytes is te groot voor een dealer-script (hoogstens %3)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealsFormat</name>
    <message>
        <source>.deals binary deals</source>
        <translation>.deals binaire verdelingen</translation>
    </message>
    <message>
        <source>%1 cannot mark a hand unknown (%2&apos;s)</source>
        <translation>%1 kan een hand niet als onbekend markeren (die van %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has bits 52-63 set (only bits 0-51 are cards)</source>
        <translation>in de hand van %1 zijn bits 52-63 gezet (alleen bits 0-51 zijn kaarten)</translation>
    </message>
    <message>
        <source>invalid deal: %1</source>
        <translation>ongeldige verdeling: %1</translation>
    </message>
    <message>
        <source>the record holds no cards (all its bytes are zero)</source>
        <translation>het record bevat geen kaarten (al zijn bytes zijn nul)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DetailsEditor</name>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Dealer and Vul from Number</source>
        <translation>Gever en kwetsbaarheid uit nummer</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board number in the standard 16-board cycle</source>
        <translation>Gever en kwetsbaarheid instellen op basis van het spelnummer, volgens de standaardcyclus van 16 spellen</translation>
    </message>
    <message>
        <source>Dealer and vulnerability from board %1</source>
        <translation>Gever en kwetsbaarheid volgens spel %1</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Gever:</translation>
    </message>
    <message>
        <source>&amp;Vulnerable:</source>
        <translation>&amp;Kwetsbaar:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Evenement:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Plaats:</translation>
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
        <translation>Commentaar bij dit spel</translation>
    </message>
    <message>
        <source>&amp;Comments:</source>
        <translation>&amp;Commentaar:</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Hand diagram drawn by Kibitz</source>
        <translation>Diagram getekend door Kibitz</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramRenderer</name>
    <message>
        <source>Board %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Gever: %1</translation>
    </message>
    <message>
        <source>Vul %1</source>
        <translation>Kwetsbaar: %1</translation>
    </message>
    <message>
        <source>End position, %1 per hand</source>
        <translation>Eindpositie, %1 kaarten per hand</translation>
    </message>
    <message>
        <source>Notrump</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>Troef %1</translation>
    </message>
    <message>
        <source>%1 led by %2</source>
        <translation>Uitkomst: %1 (%2)</translation>
    </message>
    <message>
        <source>Made, %1 tricks</source>
        <translation>Gemaakt, %1 slagen</translation>
    </message>
    <message>
        <source>Made %1, +%2</source>
        <translation>Gemaakt, %1 slagen (+%2)</translation>
    </message>
    <message>
        <source>Down %1</source>
        <translation>%1 down</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>N-Z %1</translation>
    </message>
    <message>
        <source>N-S %1  ·  E-W %2</source>
        <translation>N-Z %1  ·  O-W %2</translation>
    </message>
    <message>
        <source>Before the lead</source>
        <translation>Vóór de uitkomst</translation>
    </message>
    <message>
        <source>Trick %1, card %2</source>
        <translation>Slag %1, kaart %2</translation>
    </message>
    <message>
        <source>Claim: %1 %2 of %3 tricks</source>
        <translation>Claim: %1 %2 van %3 slagen</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-Z</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>O-W</translation>
    </message>
    <message>
        <source>%1 HCP</source>
        <translation>%1 punten</translation>
    </message>
    <message>
        <source>hand not given</source>
        <translation>hand onbekend</translation>
    </message>
</context>
<context>
    <name>Kibitz::Document</name>
    <message>
        <source>cannot write the file: %1</source>
        <translation>kan het bestand niet schrijven: %1</translation>
    </message>
    <message>
        <source>%1 files cannot be written</source>
        <translation>%1-bestanden kunnen niet worden geschreven</translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>spel %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>changed on disk since it was opened: %n board(s) can no longer be read as they were, so nothing was written (a save would write them empty). Reload the file to read it as it is now.</source>
        <translation>
            <numerusform>sinds het openen op schijf gewijzigd: %n spel kan niet meer worden gelezen zoals het was, dus er is niets geschreven (opslaan zou het leeg schrijven). Laad het bestand opnieuw om het te lezen zoals het nu is.</numerusform>
            <numerusform>sinds het openen op schijf gewijzigd: %n spellen kunnen niet meer worden gelezen zoals ze waren, dus er is niets geschreven (opslaan zou ze leeg schrijven). Laad het bestand opnieuw om het te lezen zoals het nu is.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled</source>
        <translation>het opslaan is geannuleerd</translation>
    </message>
</context>
<context>
    <name>Kibitz::DoubleDummySolver</name>
    <message>
        <source>the double-dummy solver failed: %1 (DDS error %2)</source>
        <translation>de double-dummyberekening is mislukt: %1 (DDS-fout %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>de hand van %1 is onbekend</translation>
    </message>
    <message>
        <source>the hands hold no cards</source>
        <translation>de handen bevatten geen kaarten</translation>
    </message>
    <message>
        <source>par needs the whole double-dummy table; %1 in %2 is unknown</source>
        <translation>par vereist de volledige double-dummytabel; %1 in %2 ontbreekt</translation>
    </message>
    <message>
        <source>the play is over: no card is left to play</source>
        <translation>het afspel is voorbij: er zijn geen kaarten meer te spelen</translation>
    </message>
    <message>
        <source>the double-dummy solver traced %1 of %2 cards</source>
        <translation>de double-dummyberekening heeft %1 van de %2 kaarten gevolgd</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Het spel</translation>
    </message>
    <message>
        <source>%1 cannot be solved: %2</source>
        <translation>%1 kan niet worden doorgerekend: %2</translation>
    </message>
    <message>
        <source>the double-dummy solver (libdds) could not be loaded: %1</source>
        <translation>de double-dummyberekening (libdds) kon niet worden geladen: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::DxFormat</name>
    <message>
        <source>board number 0: expected 1-255</source>
        <translation>spelnummer 0: 1-255 verwacht</translation>
    </message>
    <message>
        <source>the file ends inside the deal: expected 32 bytes after the board number</source>
        <translation>het bestand eindigt midden in de verdeling: 32 bytes na het spelnummer verwacht</translation>
    </message>
    <message>
        <source>the auction</source>
        <translation>het biedverloop</translation>
    </message>
    <message>
        <source>expected 0xFF: an auction has at most 319 calls</source>
        <translation>0xFF verwacht: een biedverloop heeft hoogstens 319 biedingen</translation>
    </message>
    <message>
        <source>call byte 0: this file uses the old call table (Pass 0, Double 1, Redouble 2)</source>
        <translation>biedingsbyte 0: dit bestand gebruikt de oude biedingstabel (Pas 0, Doublet 1, Redoublet 2)</translation>
    </message>
    <message>
        <source>call byte %1 is not a call: expected (level &lt;&lt; 5) | (1 &lt;&lt; strain), Pass %2, Double %3, Redouble %4</source>
        <translation>biedingsbyte %1 is geen bieding: verwacht (niveau &lt;&lt; 5) | (1 &lt;&lt; denominatie), Pas %2, Doublet %3, Redoublet %4</translation>
    </message>
    <message>
        <source>call %1 (%2) is illegal: %3</source>
        <translation>bieding %1 (%2) is niet toegestaan: %3</translation>
    </message>
    <message>
        <source>the play</source>
        <translation>het afspel</translation>
    </message>
    <message>
        <source>more than 52 cards played: expected 0xFF</source>
        <translation>meer dan 52 kaarten gespeeld: 0xFF verwacht</translation>
    </message>
    <message>
        <source>byte %1 is not a card: expected 0-51 or 0xFF</source>
        <translation>byte %1 is geen kaart: 0-51 of 0xFF verwacht</translation>
    </message>
    <message>
        <source>missing 0xFF terminator: the file ends inside %1</source>
        <translation>afsluitende 0xFF ontbreekt: het bestand eindigt midden in %1</translation>
    </message>
    <message>
        <source>.dx deals with auction and play</source>
        <translation>.dx verdelingen met biedverloop en afspel</translation>
    </message>
    <message>
        <source>card %1 (%2) is illegal: %3</source>
        <translation>kaart %1 (%2) is niet toegestaan: %3</translation>
    </message>
    <message>
        <source>card %1 (%2) is in no hand</source>
        <translation>kaart %1 (%2) zit in geen enkele hand</translation>
    </message>
    <message>
        <source>card %1 (%2) was played before</source>
        <translation>kaart %1 (%2) is al eerder gespeeld</translation>
    </message>
    <message>
        <source>%1 holds legal auctions only: %2</source>
        <translation>%1 bevat alleen reglementaire biedverlopen: %2</translation>
    </message>
    <message>
        <source>%1 holds legal play only: %2</source>
        <translation>%1 bevat alleen reglementair afspel: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>het bestand eindigt midden in spel %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::EditCommands</name>
    <message>
        <source>Take back %1 from %2</source>
        <translation>%1 terugnemen van %2</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>%1 aan %2 geven</translation>
    </message>
    <message>
        <source>Type %1 hand</source>
        <translation>Hand van %1 invoeren</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 naar %2 verplaatsen</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Verdeling plakken</translation>
    </message>
    <message>
        <source>Complete the fourth hand</source>
        <translation>Vierde hand aanvullen</translation>
    </message>
    <message>
        <source>Deal the remaining cards</source>
        <translation>Resterende kaarten verdelen</translation>
    </message>
    <message>
        <source>Rotate board clockwise</source>
        <translation>Spel met de klok mee draaien</translation>
    </message>
    <message>
        <source>Rotate board</source>
        <translation>Spel draaien</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>%1 en %2 verwisselen</translation>
    </message>
    <message>
        <source>Clear deal</source>
        <translation>Verdeling wissen</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>%1 bieden</translation>
    </message>
    <message>
        <source>Undo call</source>
        <translation>Bieding terugnemen</translation>
    </message>
    <message>
        <source>Undo call %1</source>
        <translation>Bieding %1 terugnemen</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerteren</translation>
    </message>
    <message>
        <source>Alert %1</source>
        <translation>%1 alerteren</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spelen</translation>
    </message>
    <message>
        <source>Undo card</source>
        <translation>Kaart terugnemen</translation>
    </message>
    <message>
        <source>Undo card %1</source>
        <translation>Kaart %1 terugnemen</translation>
    </message>
    <message>
        <source>Claim %1 tricks</source>
        <translation>%1 slagen claimen</translation>
    </message>
    <message>
        <source>Withdraw claim</source>
        <translation>Claim intrekken</translation>
    </message>
    <message>
        <source>Change board number</source>
        <translation>Spelnummer wijzigen</translation>
    </message>
    <message>
        <source>Change dealer</source>
        <translation>Gever wijzigen</translation>
    </message>
    <message>
        <source>Change vulnerability</source>
        <translation>Kwetsbaarheid wijzigen</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Titel wijzigen</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Evenement wijzigen</translation>
    </message>
    <message>
        <source>Change site</source>
        <translation>Plaats wijzigen</translation>
    </message>
    <message>
        <source>Change date</source>
        <translation>Datum wijzigen</translation>
    </message>
    <message>
        <source>Change %1&apos;s name</source>
        <translation>Naam van %1 wijzigen</translation>
    </message>
    <message>
        <source>Change comments</source>
        <translation>Commentaar wijzigen</translation>
    </message>
    <message>
        <source>Renumber boards with the cycle</source>
        <translation>Spellen hernummeren, met gever en kwetsbaarheid</translation>
    </message>
    <message>
        <source>Renumber boards</source>
        <translation>Spellen hernummeren</translation>
    </message>
    <message>
        <source>Delete board</source>
        <translation>Spel verwijderen</translation>
    </message>
    <message>
        <source>Delete %1 boards</source>
        <translation>%1 spellen verwijderen</translation>
    </message>
    <message>
        <source>Move board up</source>
        <translation>Spel omhoog verplaatsen</translation>
    </message>
    <message>
        <source>Move board down</source>
        <translation>Spel omlaag verplaatsen</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Verdeling %1</translation>
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
        <translation>de hand &apos;%1&apos; is geen hand</translation>
    </message>
    <message>
        <source>the hand &apos;%1&apos; has a card that is not a card</source>
        <translation>de hand &apos;%1&apos; bevat een kaart die geen kaart is</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>de verdeling is ongeldig: %1</translation>
    </message>
    <message>
        <source>the cards of the trick in progress (&apos;curtrick&apos;) are not read</source>
        <translation>de kaarten van de slag in uitvoering (&apos;curtrick&apos;) worden niet gelezen</translation>
    </message>
    <message>
        <source>call %1 is not a call</source>
        <translation>bieding %1 is geen bieding</translation>
    </message>
    <message>
        <source>card %1 of the play is not a card</source>
        <translation>kaart %1 van het spel is geen kaart</translation>
    </message>
    <message>
        <source>the contract is not a contract: not read</source>
        <translation>het contract is geen contract: niet gelezen</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>het contract %1 is niet dat van de bieding (%2): dat van de bieding blijft</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; is not a text: not read</source>
        <translation>&apos;info&apos;-veld &apos;%1&apos; is geen tekst: niet gelezen</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; ignored</source>
        <translation>&apos;info&apos;-veld &apos;%1&apos; genegeerd</translation>
    </message>
</context>
<context>
    <name>Kibitz::ExportImageAction</name>
    <message>
        <source>Export Dia&amp;gram as Image…</source>
        <translation>Dia&amp;gram exporteren als afbeelding…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-tekeningen (*.svg)</translation>
    </message>
    <message>
        <source>board-%1</source>
        <translation>spel-%1</translation>
    </message>
    <message>
        <source>board</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagram exporteren</translation>
    </message>
</context>
<context>
    <name>Kibitz::FilterBar</name>
    <message>
        <source>A condition in the dealer language, e.g. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Escape clears it.</source>
        <translation>Een voorwaarde in de dealer-taal, bijv. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Escape wist hem.</translation>
    </message>
    <message>
        <source>%1 boards</source>
        <translation>%1 spellen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The boards the filter keeps, of all boards (&quot;37 of 1,000&quot;).</extracomment>
        <translation>%1 van %2</translation>
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
        <translation>regel %1, kolom %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>regel %1</translation>
    </message>
    <message>
        <source>board %1, %2</source>
        <translation>spel %1, %2</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>record %1 (byte-offset %2)</translation>
    </message>
    <message>
        <source>byte offset %1</source>
        <translation>byte-offset %1</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>spel %1</translation>
    </message>
    <message>
        <source>the file ends inside board %1</source>
        <translation>het bestand eindigt midden in spel %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::FormatRegistry</name>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation>onbekend formaat &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a deal file Kibitz can read</source>
        <translation>geen spelbestand dat Kibitz kan lezen</translation>
    </message>
    <message>
        <source>All deal files (%1)</source>
        <translation>Alle spelbestanden (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
    <message>
        <source>this is a folder, not a deal file</source>
        <translation>dit is een map, geen spelbestand</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device cannot be opened)</source>
        <translation>geen gewoon bestand (een pipe, socket of apparaat kan niet worden geopend)</translation>
    </message>
    <message>
        <source>not a %1 file: it holds no deal, only content that cannot be read</source>
        <translation>geen %1-bestand: het bevat geen verdeling, alleen inhoud die niet gelezen kan worden</translation>
    </message>
</context>
<context>
    <name>Kibitz::GibFormat</name>
    <message>
        <source>expected a single space and %1&apos;s hand (giblib lists West, North, East, South)</source>
        <translation>één spatie en de hand van %1 verwacht (giblib geeft de handen in de volgorde West, Noord, Oost, Zuid)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has a fourth &apos;.&apos;: a hand is four suits</source>
        <translation>de hand van %1 heeft een vierde &apos;.&apos;: een hand bestaat uit vier kleuren</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>&apos;%1&apos; is geen rang (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is a 53rd card: a deal has at most 52</source>
        <translation>%1 is een 53e kaart: een verdeling heeft hoogstens 52 kaarten</translation>
    </message>
    <message>
        <source>%1 is listed twice (also in %2&apos;s hand)</source>
        <translation>%1 staat er twee keer in (ook in de hand van %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand ends here: a hand is four suits separated by &apos;.&apos;</source>
        <translation>de hand van %1 eindigt hier: een hand bestaat uit vier kleuren, gescheiden door &apos;.&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the fourth hand</source>
        <translation>onverwachte &apos;%1&apos; na de vierde hand</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1); giblib needs the same number in each</source>
        <translation>de handen hebben verschillende aantallen kaarten (%1); giblib vereist in elke hand hetzelfde aantal</translation>
    </message>
    <message>
        <source>the deal has no cards</source>
        <translation>de verdeling bevat geen kaarten</translation>
    </message>
    <message>
        <source>the line is %1 characters long; with %2 cards it must be %3 (the deal, &apos;:&apos; and 20 trick characters)</source>
        <translation>de regel is %1 tekens lang; met %2 kaarten moet dat %3 zijn (de verdeling, &apos;:&apos; en 20 slagtekens)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a trick count (0-9, A-D for 10-13, or - for unknown)</source>
        <translation>&apos;%1&apos; is geen aantal slagen (0-9, A-D voor 10-13, of - voor onbekend)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 tricks, more than the %3 tricks of this deal</source>
        <translation>&apos;%1&apos; betekent %2 slagen, meer dan de %3 slagen van deze verdeling</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>de regel is te lang</translation>
    </message>
    <message>
        <source>line %1: a comment after the last deal is ignored</source>
        <translation>regel %1: commentaar na de laatste verdeling wordt genegeerd</translation>
    </message>
    <message>
        <source>a giblib deal line starts with West&apos;s hand in column 1</source>
        <translation>een giblib-verdelingsregel begint met de hand van West in kolom 1</translation>
    </message>
    <message>
        <source>the comments before this deal are longer than 1 MiB</source>
        <translation>het commentaar vóór deze verdeling is langer dan 1 MiB</translation>
    </message>
    <message>
        <source>line %1, column %2: text after &apos;}&apos; is ignored (a deal starts on its own line)</source>
        <translation>regel %1, kolom %2: tekst na &apos;}&apos; wordt genegeerd (een verdeling begint op een eigen regel)</translation>
    </message>
    <message>
        <source>the comment opened here is never closed with &apos;}&apos;</source>
        <translation>het hier geopende commentaar wordt nergens afgesloten met &apos;}&apos;</translation>
    </message>
    <message>
        <source>trumps= expects s, h, d, c or n, not &apos;%1&apos;</source>
        <translation>trumps= verwacht s, h, d, c of n, niet &apos;%1&apos;</translation>
    </message>
    <message>
        <source>leader= expects w, n, e or s, not &apos;%1&apos;</source>
        <translation>leader= verwacht w, n, e of s, niet &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1, column %2: played= has &apos;%3&apos; after card %4; &apos;-&apos; separates tricks, &apos;.&apos; the cards of a trick</source>
        <translation>regel %1, kolom %2: played= heeft &apos;%3&apos; na kaart %4; &apos;-&apos; scheidt de slagen, &apos;.&apos; de kaarten binnen een slag</translation>
    </message>
    <message>
        <source>played= expects a suit letter (s, h, d or c), not &apos;%1&apos;</source>
        <translation>played= verwacht een kleurletter (s, h, d of c), niet &apos;%1&apos;</translation>
    </message>
    <message>
        <source>played= expects a rank after the suit letter</source>
        <translation>played= verwacht een rang na de kleurletter</translation>
    </message>
    <message>
        <source>played= expects a rank (A K Q J T 9-2), not &apos;%1&apos;</source>
        <translation>played= verwacht een rang (A K Q J T 9-2), niet &apos;%1&apos;</translation>
    </message>
    <message>
        <source>played= starts with %1, which is not in the deal</source>
        <translation>played= begint met %1, en die kaart zit niet in de verdeling</translation>
    </message>
    <message>
        <source>line %1: leader=%2 but the first card played, %3, is %4&apos;s: the first card decides</source>
        <translation>regel %1: leader=%2, maar de eerst gespeelde kaart, %3, is van %4: de eerste kaart is beslissend</translation>
    </message>
    <message>
        <source>played= card %1, %2 by %3, %4</source>
        <translation>played= kaart %1, %2 door %3, %4</translation>
    </message>
    <message>
        <source>GIB giblib</source>
        <translation>GIB giblib</translation>
    </message>
    <message>
        <source>giblib needs all four hands; %1&apos;s is unknown</source>
        <translation>giblib vereist alle vier handen; die van %1 is onbekend</translation>
    </message>
    <message>
        <source>giblib needs a valid deal: %1</source>
        <translation>giblib vereist een geldige verdeling: %1</translation>
    </message>
    <message>
        <source>giblib needs at least one card in each hand</source>
        <translation>giblib vereist minstens één kaart in elke hand</translation>
    </message>
</context>
<context>
    <name>Kibitz::Hand</name>
    <message>
        <source>a hand has four suits (three dots)</source>
        <translation>een hand heeft vier kleuren (drie punten)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>&apos;%1&apos; is geen rang</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 staat er twee keer in</translation>
    </message>
</context>
<context>
    <name>Kibitz::HandRecordPrinter</name>
    <message>
        <source>Cannot start printing (is the output writable?)</source>
        <translation>Kan het afdrukken niet starten (is de uitvoer schrijfbaar?)</translation>
    </message>
    <message>
        <source>Cannot start page %1</source>
        <translation>Kan pagina %1 niet beginnen</translation>
    </message>
    <message>
        <source>Hand records</source>
        <translation>Spellenoverzicht</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>Boards %1–%2</source>
        <translation>Spellen %1–%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Lead %1 by %2</source>
        <translation>Uitkomst: %1 (%2)</translation>
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
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::InputFile</name>
    <message>
        <source>%1 changed on disk while open</source>
        <translation>%1 is op schijf gewijzigd terwijl het open was</translation>
    </message>
    <message>
        <source>the file changed while it was being read</source>
        <translation>het bestand veranderde terwijl het werd gelezen</translation>
    </message>
</context>
<context>
    <name>Kibitz::Irregularity</name>
    <message>
        <source>insufficient bid, accepted</source>
        <translation>onvoldoende bod, geaccepteerd</translation>
    </message>
    <message>
        <source>no call: the turn was skipped by an accepted call out of rotation</source>
        <translation>geen bieding: de beurt werd overgeslagen door een geaccepteerde bieding buiten de beurt</translation>
    </message>
    <message>
        <source>revoke, not noticed in time</source>
        <translation>verzaking, niet op tijd opgemerkt</translation>
    </message>
    <message>
        <source>lead out of turn, accepted</source>
        <translation>uitkomst buiten de beurt, geaccepteerd</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>de regel is langer dan %1 bytes</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>ongeldige JSON: %1</translation>
    </message>
    <message>
        <source>expected one JSON object {...} per board</source>
        <translation>één JSON-object {...} per spel verwacht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number from %2 to %3</source>
        <translation>&apos;%1&apos; moet een geheel getal van %2 tot en met %3 zijn</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos; moet een tekenreeks zijn</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown field &apos;%3&apos; ignored</source>
        <translation>regel %1, kolom %2: onbekend veld &apos;%3&apos; genegeerd</translation>
    </message>
    <message>
        <source>dealer &apos;%1&apos; is not N, E, S or W</source>
        <translation>gever &apos;%1&apos; is niet N, E, S of W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected None, NS, EW or All</source>
        <translation>&apos;%1&apos; is geen kwetsbaarheid: None, NS, EW of All verwacht</translation>
    </message>
    <message>
        <source>bad deal: %1</source>
        <translation>ongeldige verdeling: %1</translation>
    </message>
    <message>
        <source>&apos;auction&apos; must be an array of calls</source>
        <translation>&apos;auction&apos; moet een array van biedingen zijn</translation>
    </message>
    <message>
        <source>call %1 is not a call: expected &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; or &quot;1C&quot; to &quot;7NT&quot;, with &quot;!&quot; when alerted</source>
        <translation>bieding %1 is geen bieding: &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; of &quot;1C&quot; tot en met &quot;7NT&quot; verwacht, met &quot;!&quot; bij een alert</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>bieding %1, %2 door %3, %4</translation>
    </message>
    <message>
        <source>&apos;explanations&apos; must be an array of strings and nulls</source>
        <translation>&apos;explanations&apos; moet een array van tekenreeksen en nulls zijn</translation>
    </message>
    <message>
        <source>more explanations than calls</source>
        <translation>meer uitlegteksten dan biedingen</translation>
    </message>
    <message>
        <source>an explanation must be a string or null</source>
        <translation>een uitleg moet een tekenreeks of null zijn</translation>
    </message>
    <message>
        <source>line %1: &apos;declarer&apos; without &apos;contract&apos; ignored</source>
        <translation>regel %1: &apos;declarer&apos; zonder &apos;contract&apos; genegeerd</translation>
    </message>
    <message>
        <source>bad contract: %1</source>
        <translation>ongeldig contract: %1</translation>
    </message>
    <message>
        <source>contract %1 needs its &apos;declarer&apos;</source>
        <translation>contract %1 vereist ook &apos;declarer&apos;</translation>
    </message>
    <message>
        <source>declarer &apos;%1&apos; is not N, E, S or W</source>
        <translation>leider &apos;%1&apos; is niet N, E, S of W</translation>
    </message>
    <message>
        <source>&apos;play&apos; must be an array of cards</source>
        <translation>&apos;play&apos; moet een array van kaarten zijn</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>meer dan 52 kaarten gespeeld</translation>
    </message>
    <message>
        <source>card %1 is not a card: expected suit then rank, &quot;SA&quot; to &quot;C2&quot;</source>
        <translation>kaart %1 is geen kaart: eerst kleur, dan rang verwacht, &quot;SA&quot; tot en met &quot;C2&quot;</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>kaart %1, %2 door %3, %4</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: no contract, or a hand is unknown</source>
        <translation>regel %1: het afspel is niet gecontroleerd: geen contract, of een hand is onbekend</translation>
    </message>
    <message>
        <source>&apos;ddTricks&apos; must be an object by declarer: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</source>
        <translation>&apos;ddTricks&apos; moet een object per leider zijn: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not N, E, S or W</source>
        <translation>&apos;%1&apos; in &apos;ddTricks&apos; is niet N, E, S of W</translation>
    </message>
    <message>
        <source>tricks for %1 must be an object by strain</source>
        <translation>de slagen voor %1 moeten een object per denominatie zijn</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not a strain (NT, S, H, D or C)</source>
        <translation>&apos;%1&apos; in &apos;ddTricks&apos; is geen denominatie (NT, S, H, D of C)</translation>
    </message>
    <message>
        <source>tricks for %1 in %2 must be a whole number from 0 to 13 or null</source>
        <translation>het aantal slagen voor %1 in %2 moet een geheel getal van 0 tot en met 13 zijn, of null</translation>
    </message>
    <message>
        <source>&apos;players&apos; must be an object: {&quot;N&quot;:&quot;name&quot;,...}</source>
        <translation>&apos;players&apos; moet een object zijn: {&quot;N&quot;:&quot;naam&quot;,...}</translation>
    </message>
    <message>
        <source>&apos;players&apos; maps N, E, S and W to names</source>
        <translation>&apos;players&apos; koppelt N, E, S en W aan namen</translation>
    </message>
    <message>
        <source>&apos;comments&apos; must be an array of strings</source>
        <translation>&apos;comments&apos; moet een array van tekenreeksen zijn</translation>
    </message>
    <message>
        <source>a comment must be a string</source>
        <translation>een commentaar moet een tekenreeks zijn</translation>
    </message>
    <message>
        <source>&apos;resultFromPlay&apos; must be true or false</source>
        <translation>&apos;resultFromPlay&apos; moet true of false zijn</translation>
    </message>
    <message>
        <source>^S marks a skipped turn, written &quot;P&quot; in &apos;auction&apos;</source>
        <translation>^S markeert een overgeslagen beurt, geschreven als &quot;P&quot; in &apos;auction&apos;</translation>
    </message>
    <message>
        <source>^I marks an insufficient bid, and call %1 is no bid</source>
        <translation>^I markeert een onvoldoende bod, maar bieding %1 is geen bod</translation>
    </message>
    <message>
        <source>&apos;annotations&apos; must be an array of strings and nulls</source>
        <translation>&apos;annotations&apos; moet een array van tekenreeksen en nulls zijn</translation>
    </message>
    <message>
        <source>more annotations than calls</source>
        <translation>meer annotaties dan biedingen</translation>
    </message>
    <message>
        <source>annotation %1 is not one of &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; or null</source>
        <translation>annotatie %1 is niet een van &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; of null</translation>
    </message>
    <message>
        <source>trump &apos;%1&apos; is not NT, S, H, D or C</source>
        <translation>troefkleur &apos;%1&apos; is niet NT, S, H, D of C</translation>
    </message>
    <message>
        <source>leader &apos;%1&apos; is not N, E, S or W</source>
        <translation>uitkomende speler &apos;%1&apos; is niet N, E, S of W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings and nulls</source>
        <translation>&apos;%1&apos; moet een array van tekenreeksen en nulls zijn</translation>
    </message>
    <message>
        <source>more irregularities than cards</source>
        <translation>meer onregelmatigheden dan kaarten</translation>
    </message>
    <message>
        <source>more irregularities than calls</source>
        <translation>meer onregelmatigheden dan biedingen</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^R&quot;, &quot;^L&quot; or null</source>
        <translation>onregelmatigheid %1 is niet &quot;^R&quot;, &quot;^L&quot; of null</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^I&quot;, &quot;^S&quot; or null</source>
        <translation>onregelmatigheid %1 is niet &quot;^I&quot;, &quot;^S&quot; of null</translation>
    </message>
    <message>
        <source>room &apos;%1&apos; is not Open or Closed</source>
        <translation>zaal &apos;%1&apos; is niet Open of Closed</translation>
    </message>
    <message>
        <source>&apos;tags&apos; must be an object of strings: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</source>
        <translation>&apos;tags&apos; moet een object van tekenreeksen zijn: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</translation>
    </message>
    <message>
        <source>the value of tag &apos;%1&apos; must be a string</source>
        <translation>de waarde van tag &apos;%1&apos; moet een tekenreeks zijn</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings</source>
        <translation>&apos;%1&apos; moet een array van tekenreeksen zijn</translation>
    </message>
    <message>
        <source>element %1 of &apos;%2&apos; must be a string</source>
        <translation>element %1 van &apos;%2&apos; moet een tekenreeks zijn</translation>
    </message>
    <message>
        <source>&apos;hidden&apos; must be seat letters (N, E, S, W), each at most once</source>
        <translation>&apos;hidden&apos; moet uit windrichtingen bestaan (N, E, S, W), elk hoogstens één keer</translation>
    </message>
    <message>
        <source>&apos;bcFlags&apos; must be a number in lowercase hexadecimal, e.g. &quot;60001f&quot;</source>
        <translation>&apos;bcFlags&apos; moet een hexadecimaal getal in kleine letters zijn, bijv. &quot;60001f&quot;</translation>
    </message>
    <message>
        <source>&apos;commentary&apos; must be an array of objects</source>
        <translation>&apos;commentary&apos; moet een array van objecten zijn</translation>
    </message>
    <message>
        <source>a commentary block must be {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; or &quot;final&quot;, &quot;text&quot;: &quot;...&quot;}, with &quot;trick&quot; (0-13) and &quot;line&quot; (true) if any</source>
        <translation>een commentaarblok moet {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; of &quot;final&quot;, &quot;text&quot;: &quot;...&quot;} zijn, met zo nodig &quot;trick&quot; (0-13) en &quot;line&quot; (true)</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentFormat</name>
    <message>
        <source>JSON document (array of boards)</source>
        <translation>JSON-document (lijst van spellen)</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentReader</name>
    <message>
        <source>this is a JSON document that is not a list of deals: Kibitz reads JSON Lines (one board a line), a JSON array of such boards or one such board, and endplay&apos;s board JSON (docs/formats.md#json-documents)</source>
        <translation>dit is een JSON-document dat geen lijst van spellen is: Kibitz leest JSON Lines (één spel per regel), een JSON-lijst van zulke spellen of één zo&apos;n spel, en de spel-JSON van endplay (docs/formats.md#json-documents)</translation>
    </message>
    <message>
        <source>board %1 takes more than %2 MiB of JSON: Kibitz stops reading here</source>
        <translation>spel %1 beslaat meer dan %2 MiB JSON: Kibitz stopt hier met lezen</translation>
    </message>
    <message>
        <source>text after the end of the JSON array</source>
        <translation>tekst na het einde van de JSON-lijst</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after a board of the JSON array</source>
        <translation>&apos;,&apos; of &apos;]&apos; verwacht na een spel van de JSON-lijst</translation>
    </message>
    <message>
        <source>line %1: text after the end of the JSON object ignored</source>
        <translation>regel %1: tekst na het einde van het JSON-object genegeerd</translation>
    </message>
    <message>
        <source>this element of the array is not a board</source>
        <translation>dit element van de lijst is geen spel</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>ongeldige JSON: %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>regel %1: %2</translation>
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
        <translation>de verdeling is ongeldig: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>het biedverloop is niet reglementair: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>er zijn meer dan 52 kaarten gespeeld</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>het afspel is niet reglementair: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>de regel is langer dan %1 bytes</translation>
    </message>
    <message>
        <source>expected a key and a bar, such as &apos;md|&apos;</source>
        <translation>sleutel met verticale streep verwacht, zoals &apos;md|&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a LIN key: expected two letters before &apos;|&apos;</source>
        <translation>&apos;%1&apos; is geen LIN-sleutel: twee letters vóór &apos;|&apos; verwacht</translation>
    </message>
    <message>
        <source>line %1: more than eight names in pn; the rest are ignored</source>
        <translation>regel %1: meer dan acht namen in pn; de rest wordt genegeerd</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected o (none), n, e or b (both)</source>
        <translation>&apos;%1&apos; is geen kwetsbaarheid: o (niemand), n, e of b (allen) verwacht</translation>
    </message>
    <message>
        <source>line %1, column %2: qx &apos;%3&apos; holds no board number</source>
        <translation>regel %1, kolom %2: qx &apos;%3&apos; bevat geen spelnummer</translation>
    </message>
    <message>
        <source>line %1, column %2: an explanation (an) before any call is ignored</source>
        <translation>regel %1, kolom %2: uitleg (an) vóór de eerste bieding wordt genegeerd</translation>
    </message>
    <message>
        <source>claim &apos;%1&apos; is not a number of tricks from 0 to 13</source>
        <translation>claim &apos;%1&apos; is geen aantal slagen van 0 tot en met 13</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown key &apos;%3&apos; ignored</source>
        <translation>regel %1, kolom %2: onbekende sleutel &apos;%3&apos; genegeerd</translation>
    </message>
    <message>
        <source>expected the dealer digit (1 South, 2 West, 3 North, 4 East) before the hands</source>
        <translation>gevercijfer (1 Zuid, 2 West, 3 Noord, 4 Oost) vóór de handen verwacht</translation>
    </message>
    <message>
        <source>dealer digit %1 is out of range: expected 1 (South), 2 (West), 3 (North) or 4 (East)</source>
        <translation>gevercijfer %1 valt buiten het bereik: 1 (Zuid), 2 (West), 3 (Noord) of 4 (Oost) verwacht</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>meer dan vier handen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in %2&apos;s hand is neither a suit (S, H, D, C) nor a rank</source>
        <translation>&apos;%1&apos; in de hand van %2 is geen kleur (S, H, D, C) en geen rang</translation>
    </message>
    <message>
        <source>a rank before the first suit letter in %1&apos;s hand</source>
        <translation>een rang vóór de eerste kleurletter in de hand van %1</translation>
    </message>
    <message>
        <source>%1 is listed twice in %2&apos;s hand</source>
        <translation>%1 staat twee keer in de hand van %2</translation>
    </message>
    <message>
        <source>%1 is in both %2&apos;s and %3&apos;s hands</source>
        <translation>%1 zit zowel in de hand van %2 als in die van %3</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds more than 13 cards</source>
        <translation>de hand van %1 bevat meer dan 13 kaarten</translation>
    </message>
    <message>
        <source>%1 holds %2 cards but %3 holds %4: the hands must hold the same number</source>
        <translation>%1 heeft %2 kaarten maar %3 heeft er %4: alle handen moeten evenveel kaarten hebben</translation>
    </message>
    <message>
        <source>the deal (md) holds no cards</source>
        <translation>de verdeling (md) bevat geen kaarten</translation>
    </message>
    <message>
        <source>a call (mb) before the deal (md)</source>
        <translation>een bieding (mb) vóór de verdeling (md)</translation>
    </message>
    <message>
        <source>a call (mb) after the play has started</source>
        <translation>een bieding (mb) nadat het afspel is begonnen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call: expected p, d, r or 1C to 7N</source>
        <translation>&apos;%1&apos; is geen bieding: p, d, r of 1C tot en met 7N verwacht</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>bieding %1, %2 door %3, %4</translation>
    </message>
    <message>
        <source>a card (pc) before the deal (md)</source>
        <translation>een kaart (pc) vóór de verdeling (md)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>&apos;%1&apos; is geen kaart: %2</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>meer dan 52 kaarten gespeeld</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: the auction is not complete or a hand is unknown</source>
        <translation>regel %1: het afspel is niet gecontroleerd: het biedverloop is niet voltooid of een hand is onbekend</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>kaart %1, %2 door %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinFormat</name>
    <message>
        <source>BBO hand records (LIN)</source>
        <translation>BBO-spelbestanden (LIN)</translation>
    </message>
    <message>
        <source>%1 needs the deal (md); this board has none</source>
        <translation>%1 vereist de verdeling (md); dit spel heeft er geen</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>de hand van %1 is onbekend</translation>
    </message>
    <message>
        <source>%1 holds all four hands: %2</source>
        <translation>%1 bevat altijd alle vier handen: %2</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>het biedverloop is niet reglementair: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>er zijn meer dan 52 kaarten gespeeld</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>het afspel is niet reglementair: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LossReport</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 cannot hold everything: %2 would be dropped.</source>
        <translation>%1 kan niet alles opslaan; dit zou verloren gaan: %2.</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more board(s)</source>
        <translation>
            <numerusform>... en nog %n spel</numerusform>
            <numerusform>... en nog %n spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>spel %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The results of %n board(s) are unknown: %1 would store 0 tricks.</source>
        <translation>
            <numerusform>Het resultaat van %n spel is onbekend: %1 zou 0 slagen opslaan.</numerusform>
            <numerusform>De resultaten van %n spellen zijn onbekend: %1 zou 0 slagen opslaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>spel %1</translation>
    </message>
    <message>
        <source>boards %1</source>
        <translation>spellen %1</translation>
    </message>
    <message numerus="yes">
        <source>boards %1 and %n more</source>
        <translation>
            <numerusform>spellen %1 en nog %n</numerusform>
            <numerusform>spellen %1 en nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown results: %1.</source>
        <translation>Onbekende resultaten: %1.</translation>
    </message>
</context>
<context>
    <name>Kibitz::MachineFormat</name>
    <message>
        <source>&apos;%1&apos; is not a card number (01-52)</source>
        <translation>&apos;%1&apos; is geen kaartnummer (01-52)</translation>
    </message>
    <message>
        <source>bytes %1 %2 are not a card number (two digits, 01-52)</source>
        <translation>bytes %1 %2 vormen geen kaartnummer (twee cijfers, 01-52)</translation>
    </message>
    <message>
        <source>card number %1 (%2) at byte %3 was already given at byte %4</source>
        <translation>kaartnummer %1 (%2) op byte %3 kwam al voor op byte %4</translation>
    </message>
    <message>
        <source>expected the %1 byte %2 of %3&apos;s hand, found %4</source>
        <translation>de %1-byte %2 van de hand van %3 verwacht, maar %4 gevonden</translation>
    </message>
    <message>
        <source>the end of the hands</source>
        <translation>het einde van de handen</translation>
    </message>
    <message>
        <source>%1 is listed twice at byte %2</source>
        <translation>%1 staat er twee keer in, op byte %2</translation>
    </message>
    <message>
        <source>the DGE part (byte %1) disagrees with the BRI part; the BRI part is used</source>
        <translation>het DGE-deel (byte %1) wijkt af van het BRI-deel; het BRI-deel wordt gebruikt</translation>
    </message>
    <message>
        <source>expected the DUP trailer (&apos;Y&apos; or &apos;N&apos; twice), found %1 %2</source>
        <translation>DUP-trailer verwacht (twee keer &apos;Y&apos; of &apos;N&apos;), maar %1 %2 gevonden</translation>
    </message>
    <message>
        <source>the DUP trailer&apos;s lowest board &apos;%1&apos; is not a number</source>
        <translation>het laagste spelnummer &apos;%1&apos; in de DUP-trailer is geen getal</translation>
    </message>
    <message numerus="yes">
        <source>the file ends %n byte(s) into a record of %1 bytes</source>
        <translation>
            <numerusform>het bestand eindigt %n byte na het begin van een record van %1 bytes</numerusform>
            <numerusform>het bestand eindigt %n bytes na het begin van een record van %1 bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>expected CR LF after the 78 digits</source>
        <translation>CR LF na de 78 cijfers verwacht</translation>
    </message>
    <message>
        <source>record 0 (byte offset 146): the DUP trailer asks for counting backwards; the boards are numbered in file order</source>
        <translation>record 0 (byte-offset 146): de DUP-trailer vraagt om achterwaarts tellen; de spellen worden genummerd in de volgorde van het bestand</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>record %1 (byte-offset %2)</translation>
    </message>
    <message>
        <source>Duplimate DUP (dealing machine)</source>
        <translation>Duplimate DUP (dupliceermachine)</translation>
    </message>
    <message>
        <source>Duplimate BRI (dealing machine)</source>
        <translation>Duplimate BRI (dupliceermachine)</translation>
    </message>
    <message>
        <source>Duplimate DGE (dealing machine)</source>
        <translation>Duplimate DGE (dupliceermachine)</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>het bestand eindigt midden in spel %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New Board Set</source>
        <translation>&amp;Nieuwe spellenset</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>Open &amp;Sample Set</source>
        <translation>&amp;Voorbeeldspellen openen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Close Window</source>
        <translation>Venster s&amp;luiten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Paste Deal</source>
        <translation>&amp;Verdeling plakken</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Verdeling plakken</translation>
    </message>
    <message>
        <source>R&amp;otate Board Clockwise</source>
        <translation>Spel met de klok mee &amp;draaien</translation>
    </message>
    <message>
        <source>&amp;Complete Fourth Hand</source>
        <translation>Vierde &amp;hand aanvullen</translation>
    </message>
    <message>
        <source>Deal the &amp;Rest at Random</source>
        <translation>&amp;Rest willekeurig verdelen</translation>
    </message>
    <message>
        <source>C&amp;lear Deal</source>
        <translation>Verdeling &amp;wissen</translation>
    </message>
    <message>
        <source>Edit &amp;Deal</source>
        <translation>Verdeling &amp;bewerken</translation>
    </message>
    <message>
        <source>Edit &amp;Auction</source>
        <translation>B&amp;iedverloop bewerken</translation>
    </message>
    <message>
        <source>Edit &amp;Play</source>
        <translation>A&amp;fspel bewerken</translation>
    </message>
    <message>
        <source>Edit Board De&amp;tails</source>
        <translation>Spel&amp;gegevens bewerken</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Add Board</source>
        <translation>Spel &amp;toevoegen</translation>
    </message>
    <message>
        <source>&amp;Duplicate Board</source>
        <translation>Spel &amp;dupliceren</translation>
    </message>
    <message>
        <source>De&amp;lete Board</source>
        <translation>Spel verw&amp;ijderen</translation>
    </message>
    <message>
        <source>Move Board &amp;Up</source>
        <translation>Spel omh&amp;oog</translation>
    </message>
    <message>
        <source>Move Board Do&amp;wn</source>
        <translation>Spel o&amp;mlaag</translation>
    </message>
    <message>
        <source>&amp;Renumber Boards…</source>
        <translation>Spellen &amp;hernummeren…</translation>
    </message>
    <message>
        <source>&amp;Next Board</source>
        <translation>&amp;Volgend spel</translation>
    </message>
    <message>
        <source>&amp;Previous Board</source>
        <translation>Vo&amp;rig spel</translation>
    </message>
    <message>
        <source>&amp;First Board</source>
        <translation>&amp;Eerste spel</translation>
    </message>
    <message>
        <source>&amp;Last Board</source>
        <translation>&amp;Laatste spel</translation>
    </message>
    <message>
        <source>&amp;Go to Board…</source>
        <translation>&amp;Ga naar spel…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Afspel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierkleurige kaarten</translation>
    </message>
    <message>
        <source>&amp;Hide Played Cards</source>
        <translation>Gespeelde kaarten ver&amp;bergen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Voorbeelden</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Over Kibitz</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Over Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;View, edit and convert bridge deal files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Bridgespelbestanden bekijken, bewerken en converteren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Biedverloop</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Gegevens</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Waarschuwingen</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Kan bestand niet openen</translation>
    </message>
    <message>
        <source>Board %1: %2</source>
        <translation>Spel %1: %2</translation>
    </message>
    <message>
        <source>Open Deal File</source>
        <translation>Spelbestand openen</translation>
    </message>
    <message>
        <source>Go to Board</source>
        <translation>Ga naar spel</translation>
    </message>
    <message>
        <source>Board (position in the file):</source>
        <translation>Spel (positie in het bestand):</translation>
    </message>
    <message>
        <source>Kibitz &amp;Sample Set</source>
        <translation>Kibitz-&amp;voorbeeldspellen</translation>
    </message>
    <message>
        <source>No examples installed</source>
        <translation>Geen voorbeelden geïnstalleerd</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verdeling</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspel</translation>
    </message>
    <message>
        <source>%1 cannot be played now</source>
        <translation>%1 kan nu niet worden gespeeld</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bewerken</translation>
    </message>
    <message>
        <source>&lt;opened file&gt;</source>
        <translation>&lt;geopend bestand&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Spellen: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Kan niet opslaan</translation>
    </message>
    <message>
        <source>%1: no writable format has this extension</source>
        <translation>%1: er is geen formaat met deze extensie dat kan worden geschreven</translation>
    </message>
    <message>
        <source>%1
The file on disk was not changed.</source>
        <translation>%1
Het bestand op schijf is niet gewijzigd.</translation>
    </message>
    <message>
        <source>Saved %1 as %2</source>
        <translation>%1 opgeslagen als %2</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Spellen hernummeren</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Voor&amp;keuren…</translation>
    </message>
    <message>
        <source>New from &amp;Conditions…</source>
        <translation>Nieuw uit &amp;voorwaarden…</translation>
    </message>
    <message>
        <source>&amp;Filter Boards</source>
        <translation>Spellen &amp;filteren</translation>
    </message>
    <message>
        <source>Cannot restore unsaved changes</source>
        <translation>Kan niet-opgeslagen wijzigingen niet herstellen</translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1</source>
        <translation>Niet-opgeslagen wijzigingen hersteld uit %1</translation>
    </message>
    <message>
        <source>Cannot run dealer script</source>
        <translation>Kan dealer-script niet uitvoeren</translation>
    </message>
    <message>
        <source>This file holds no deals</source>
        <translation>Dit bestand bevat geen verdelingen</translation>
    </message>
    <message numerus="yes">
        <source>, with the double-dummy analysis of %n board(s)</source>
        <translation>
            <numerusform>, met de double-dummyanalyse van %n spel</numerusform>
            <numerusform>, met de double-dummyanalyse van %n spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Lists of more than %1 boards are not sorted: filter them first.</source>
        <translation>Lijsten van meer dan %1 spellen worden niet gesorteerd: filter ze eerst.</translation>
    </message>
    <message>
        <source>the recovery file holds %1 boards instead of %2</source>
        <translation>het herstelbestand bevat %1 spellen in plaats van %2</translation>
    </message>
    <message>
        <source>Unsaved changes partly restored</source>
        <translation>Niet-opgeslagen wijzigingen gedeeltelijk hersteld</translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or inserted board(s) could be restored, as a new unsaved board set; the other %3 boards of the document, and where the edited boards stood among them, are lost.</source>
        <translation>
            <numerusform>%1 is op schijf gewijzigd of verdwenen sinds Kibitz de niet-opgeslagen wijzigingen bewaarde (%2). Alleen het %n bewerkte of ingevoegde spel kon worden hersteld, als nieuwe niet-opgeslagen reeks spellen; de overige %3 spellen van het document, en waar de bewerkte spellen daartussen stonden, zijn verloren.</numerusform>
            <numerusform>%1 is op schijf gewijzigd of verdwenen sinds Kibitz de niet-opgeslagen wijzigingen bewaarde (%2). Alleen de %n bewerkte of ingevoegde spellen konden worden hersteld, als nieuwe niet-opgeslagen reeks spellen; de overige %3 spellen van het document, en waar de bewerkte spellen daartussen stonden, zijn verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1. %2 changed on disk since: saving asks before replacing it.</source>
        <translation>Niet-opgeslagen wijzigingen hersteld uit %1. %2 is sindsdien op schijf gewijzigd: bij opslaan wordt eerst gevraagd of het vervangen mag worden.</translation>
    </message>
    <message>
        <source>%1 changed on disk after Kibitz kept these unsaved changes. Saving replaces what another program wrote there since.</source>
        <translation>%1 is op schijf gewijzigd nadat Kibitz deze niet-opgeslagen wijzigingen bewaarde. Opslaan vervangt wat een ander programma er sindsdien heeft geschreven.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Checking what %1 can hold…</source>
        <translation>Controleren wat %1 kan bevatten…</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Kan niet opslaan</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 opslaan…</translation>
    </message>
    <message>
        <source>Save cancelled; the file on disk was not changed.</source>
        <translation>Opslaan geannuleerd; het bestand op schijf is niet gewijzigd.</translation>
    </message>
    <message>
        <source>This file is damaged: no deal could be read (the Warnings list says why)</source>
        <translation>Dit bestand is beschadigd: er kon geen verdeling worden gelezen (de lijst met waarschuwingen zegt waarom)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ParseError</name>
    <message>
        <source>column %1: %2</source>
        <translation>kolom %1: %2</translation>
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
        <translation>PBN kan geen niet-reglementair biedverloop bevatten: %1</translation>
    </message>
    <message>
        <source>PBN cannot hold a play where %1 does not hold %2 (card %3)</source>
        <translation>PBN kan geen afspel bevatten waarin %1 geen %2 heeft (kaart %3)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>regel %1, kolom %2: %3</translation>
    </message>
    <message>
        <source>the tag %1 appears twice in this game; the second one is ignored</source>
        <translation>de tag %1 komt twee keer voor in dit spel; de tweede wordt genegeerd</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is outside any tag&apos;s section and is ignored</source>
        <translation>&apos;%1&apos; staat buiten de sectie van een tag en wordt genegeerd</translation>
    </message>
    <message>
        <source>unexpected text after the tag %1 is ignored</source>
        <translation>onverwachte tekst na de tag %1 wordt genegeerd</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>&apos;%1&apos; is geen windrichting (N, E, S of W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability</source>
        <translation>&apos;%1&apos; is geen kwetsbaarheid</translation>
    </message>
    <message>
        <source>bad Deal: %1</source>
        <translation>ongeldige tag Deal: %1</translation>
    </message>
    <message>
        <source>bad Contract: %1</source>
        <translation>ongeldige tag Contract: %1</translation>
    </message>
    <message>
        <source>the contract has no declarer and is ignored</source>
        <translation>het contract heeft geen leider en wordt genegeerd</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of tricks</source>
        <translation>&apos;%1&apos; is geen aantal slagen</translation>
    </message>
    <message>
        <source>the auction starts with %1 but the dealer is %2; the auction is read from the dealer</source>
        <translation>het biedverloop begint bij %1, maar de gever is %2; het biedverloop wordt vanaf de gever gelezen</translation>
    </message>
    <message>
        <source>note %1 refers to no call</source>
        <translation>noot %1 hoort bij geen enkele bieding</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; is not kept</source>
        <translation>de onregelmatigheid &apos;%1&apos; wordt niet bewaard</translation>
    </message>
    <message>
        <source>expected a call, found &apos;%1&apos;</source>
        <translation>bieding verwacht, maar &apos;%1&apos; gevonden</translation>
    </message>
    <message>
        <source>the auction is not legal from the dealer (%1): %2 by %3 %4</source>
        <translation>het biedverloop is niet reglementair vanaf de gever (%1): %2 door %3 %4</translation>
    </message>
    <message>
        <source>cards after &apos;*&apos; are ignored</source>
        <translation>kaarten na &apos;*&apos; worden genegeerd</translation>
    </message>
    <message>
        <source>expected a card, found &apos;%1&apos;</source>
        <translation>kaart verwacht, maar &apos;%1&apos; gevonden</translation>
    </message>
    <message>
        <source>this trick is not in the columns of the opening leader; the cards are given to the hands that hold them</source>
        <translation>deze slag staat niet in de kolommen vanaf de uitkomende speler; de kaarten gaan naar de handen die ze hebben</translation>
    </message>
    <message>
        <source>%1 by %2 has already been played; the play stops before it</source>
        <translation>%1 van %2 is al gespeeld; het afspel stopt daarvoor</translation>
    </message>
    <message>
        <source>play card %1 is not in %2&apos;s hand; the play stops before it</source>
        <translation>gespeelde kaart %1 zit niet in de hand van %2; het afspel stopt daarvoor</translation>
    </message>
    <message>
        <source>cards after an unknown card are dropped</source>
        <translation>kaarten na een onbekende kaart vervallen</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>Noot bij %1: %2</translation>
    </message>
    <message>
        <source>annotations on cards are not kept</source>
        <translation>annotaties bij kaarten worden niet bewaard</translation>
    </message>
    <message>
        <source>DoubleDummyTricks needs 20 hexadecimal digits of at most d (13)</source>
        <translation>DoubleDummyTricks vereist 20 hexadecimale cijfers van hoogstens d (13)</translation>
    </message>
    <message>
        <source>OptimumResultTable needs the columns Declarer, Denomination and Result</source>
        <translation>OptimumResultTable vereist de kolommen Declarer, Denomination en Result</translation>
    </message>
    <message>
        <source>this OptimumResultTable row is not a declarer, a strain and tricks</source>
        <translation>deze rij van OptimumResultTable bestaat niet uit leider, denominatie en slagen</translation>
    </message>
    <message>
        <source>Ability needs seat:digits for each seat, e.g. N:63456</source>
        <translation>Ability vereist windrichting:cijfers voor elke windrichting, bijv. N:63456</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>het resultaat vermeldt %1 slagen maar het afspel geeft %2</translation>
    </message>
    <message>
        <source>passes after the end of the auction are ignored</source>
        <translation>passes na het einde van de bieding worden genegeerd</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as AP (all pass)</source>
        <translation>&apos;%1&apos; wordt gelezen als AP (allen passen)</translation>
    </message>
    <message>
        <source>AP comes after the end of the auction and is ignored</source>
        <translation>AP komt na het einde van de bieding en wordt genegeerd</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call and is ignored</source>
        <translation>&apos;%1&apos; is geen bieding en wordt genegeerd</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in a play and is ignored</source>
        <translation>de onregelmatigheid &apos;%1&apos; hoort niet in een afspel en wordt genegeerd</translation>
    </message>
    <message>
        <source>&apos;^I&apos; must come before a bid and is ignored</source>
        <translation>&apos;^I&apos; moet vóór een bod staan en wordt genegeerd</translation>
    </message>
    <message>
        <source>&apos;^S&apos; after the end of the auction is ignored</source>
        <translation>&apos;^S&apos; na het einde van het biedverloop wordt genegeerd</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in an auction and is ignored</source>
        <translation>de onregelmatigheid &apos;%1&apos; hoort niet in een biedverloop en wordt genegeerd</translation>
    </message>
</context>
<context>
    <name>Kibitz::PbnTokenizer</name>
    <message>
        <source>a game longer than 64 MB: this is not a PBN file</source>
        <translation>een spel langer dan 64 MB: dit is geen PBN-bestand</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>tagnaam na &apos;[&apos; verwacht</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected its value in quotes</source>
        <translation>niet-afgesloten tag %1: waarde tussen aanhalingstekens verwacht</translation>
    </message>
    <message>
        <source>unterminated tag %1: the value has no closing quote</source>
        <translation>niet-afgesloten tag %1: de waarde heeft geen afsluitend aanhalingsteken</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected &apos;]&apos; after the value</source>
        <translation>niet-afgesloten tag %1: &apos;]&apos; na de waarde verwacht</translation>
    </message>
    <message>
        <source>unterminated comment: expected &apos;}&apos;</source>
        <translation>niet-afgesloten commentaar: &apos;}&apos; verwacht</translation>
    </message>
    <message>
        <source>unterminated string: expected a closing quote</source>
        <translation>niet-afgesloten tekenreeks: afsluitend aanhalingsteken verwacht</translation>
    </message>
</context>
<context>
    <name>Kibitz::Play</name>
    <message>
        <source>comes after the last trick</source>
        <translation>komt na de laatste slag</translation>
    </message>
    <message>
        <source>was already played</source>
        <translation>is al gespeeld</translation>
    </message>
    <message>
        <source>is not in %1&apos;s hand</source>
        <translation>zit niet in de hand van %1</translation>
    </message>
    <message>
        <source>does not follow suit (%1 still holds %2)</source>
        <translation>bekent geen kleur (%1 heeft nog %2)</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>kaart %1, %2 door %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayControls</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Begin</translation>
    </message>
    <message>
        <source>Previous &amp;Trick</source>
        <translation>Vorige &amp;slag</translation>
    </message>
    <message>
        <source>&amp;Previous Card</source>
        <translation>&amp;Vorige kaart</translation>
    </message>
    <message>
        <source>&amp;Next Card</source>
        <translation>Volgende &amp;kaart</translation>
    </message>
    <message>
        <source>Next T&amp;rick</source>
        <translation>Volgende s&amp;lag</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Einde</translation>
    </message>
    <message>
        <source>No play recorded</source>
        <translation>Geen afspel vastgelegd</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Kaart %1 van %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayEditor</name>
    <message>
        <source>Undo Last Card</source>
        <translation>Laatste kaart terugnemen</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claimen</translation>
    </message>
    <message>
        <source>Withdraw Claim</source>
        <translation>Claim intrekken</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks in total:</source>
        <translation>Totaal aantal slagen voor de leider:</translation>
    </message>
    <message>
        <source>Enter a valid deal first</source>
        <translation>Voer eerst een geldige verdeling in</translation>
    </message>
    <message>
        <source>Play complete</source>
        <translation>Afspel voltooid</translation>
    </message>
    <message>
        <source>%1 to play, trick %2</source>
        <translation>%1 is aan de beurt, slag %2</translation>
    </message>
    <message>
        <source>Legal: %1</source>
        <translation>Toegestaan: %1</translation>
    </message>
    <message>
        <source>No contract: notrump, %1 leads</source>
        <translation>Geen contract: sans atout, %1 komt uit</translation>
    </message>
    <message>
        <source>No contract: trumps %1</source>
        <translation>Geen contract: troef %1</translation>
    </message>
    <message>
        <source>Claim: %1 of %2 tricks for declarer</source>
        <translation>Claim: %1 van de %2 slagen voor de leider</translation>
    </message>
    <message>
        <source>N-S %1 · E-W %2</source>
        <comment>tricks won by each side</comment>
        <translation>N-Z %1 · O-W %2</translation>
    </message>
    <message>
        <source>Click a card in the diagram to play it; only the cards the player to move may play are accepted. The diagram follows the play to its end. Keyboard: type the card (sa, h7, c10), Backspace takes back the last card.</source>
        <translation>Klik op een kaart in het diagram om die te spelen; alleen de kaarten die de speler aan de beurt mag spelen worden geaccepteerd. Het diagram volgt het afspel tot het einde. Toetsenbord: typ de kaart (sa, h7, c10), Backspace neemt de laatste kaart terug.</translation>
    </message>
    <message>
        <source>Type a card: sa, h7, c10</source>
        <translation>Typ een kaart: sa, h7, c10</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Getypt: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>&amp;Interface language:</source>
        <translation>&amp;Interfacetaal:</translation>
    </message>
    <message>
        <source>Menus, dialogs, messages and printed hand records change at once.</source>
        <translation>Menu&apos;s, dialoogvensters, meldingen en afgedrukte spellenoverzichten veranderen direct mee.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammen</translation>
    </message>
    <message>
        <source>Write &amp;honours as the interface language does</source>
        <translation>&amp;Honneurs met de letters van de interfacetaal schrijven</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Systeemtaal (%1)</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <extracomment>A sample suit under the honours option: %1 is a spade suit such as &quot;♠ A K D B 10&quot;.</extracomment>
        <translation>Bijvoorbeeld: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintActions</name>
    <message>
        <source>&amp;Print Hand Records…</source>
        <translation>Spellenoverzicht af&amp;drukken…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Afdrukvoor&amp;beeld…</translation>
    </message>
    <message>
        <source>Export Hand Records as P&amp;DF…</source>
        <translation>Spellenoverzicht exporteren als &amp;PDF…</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Solving double-dummy tables…</source>
        <translation>Double-dummytabellen berekenen…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Overslaan</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Afdrukken…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Voorbeeld</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>hand-records</source>
        <translation>spellenoverzicht</translation>
    </message>
    <message>
        <source>Export Hand Records</source>
        <translation>Spellenoverzicht exporteren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintDialog</name>
    <message>
        <source>&amp;Current board</source>
        <translation>&amp;Huidig spel</translation>
    </message>
    <message>
        <source>&amp;Boards</source>
        <translation>&amp;Spellen</translation>
    </message>
    <message>
        <source>&amp;Auction and opening lead</source>
        <translation>&amp;Biedverloop en uitkomst</translation>
    </message>
    <message>
        <source>&amp;Double-dummy table</source>
        <translation>&amp;Double-dummytabel</translation>
    </message>
    <message>
        <source>&amp;Par</source>
        <translation>&amp;Par</translation>
    </message>
    <message>
        <source>C&amp;omments, as far as they fit</source>
        <translation>&amp;Commentaar, voor zover het past</translation>
    </message>
    <message>
        <source>Hand Records</source>
        <translation>Spellenoverzicht</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>A&amp;ll %1 boards</source>
        <translation>&amp;Alle %1 spellen</translation>
    </message>
    <message>
        <source>to</source>
        <translation>t/m</translation>
    </message>
    <message>
        <source>At most %1 boards are printed at once</source>
        <translation>Er worden hoogstens %1 spellen tegelijk afgedrukt</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Per spel</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Per &amp;page:</source>
        <translation>Per pa&amp;gina:</translation>
    </message>
    <message>
        <source>Boards whose file gives no double-dummy table are solved before printing.</source>
        <translation>Spellen waarvoor het bestand geen double-dummytabel bevat, worden vóór het afdrukken doorgerekend.</translation>
    </message>
    <message>
        <source>The event named in the file</source>
        <translation>Het evenement uit het bestand</translation>
    </message>
    <message>
        <source>&amp;Header:</source>
        <translation>&amp;Koptekst:</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Afdrukvoorbeeld</translation>
    </message>
    <message>
        <source>First Page</source>
        <translation>Eerste pagina</translation>
    </message>
    <message>
        <source>Previous Page</source>
        <translation>Vorige pagina</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Pagina</translation>
    </message>
    <message>
        <source>Next Page</source>
        <translation>Volgende pagina</translation>
    </message>
    <message>
        <source>Last Page</source>
        <translation>Laatste pagina</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Uitzoomen</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Inzoomen</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>Pagina&amp;breedte</translation>
    </message>
    <message>
        <source>Fit P&amp;age</source>
        <translation>&amp;Hele pagina</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exporteren…</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>van %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>zoom</comment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Kibitz::ProblemList</name>
    <message>
        <source>Board %1: %2</source>
        <translation>Spel %1: %2</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Bestand: %1</translation>
    </message>
    <message>
        <source>Deal %1 in the file (no board number): %2</source>
        <translation>Verdeling %1 in het bestand (geen spelnummer): %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnBoardReader</name>
    <message>
        <source>a commentary longer than 1 MiB is cut there</source>
        <translation>commentaar langer dan 1 MiB wordt daar afgekapt</translation>
    </message>
    <message>
        <source>text after &apos;}&apos; is not read</source>
        <translation>tekst na &apos;}&apos; wordt niet gelezen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A), a space and its data</source>
        <translation>&apos;%1&apos; is geen item: een label (zoals H of A), een spatie en de gegevens</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A) and its data in braces</source>
        <translation>&apos;%1&apos; is geen item: een label (zoals H of A) en de gegevens tussen accolades</translation>
    </message>
    <message>
        <source>the item&apos;s &apos;{&apos; is never closed</source>
        <translation>de &apos;{&apos; van het item wordt nergens afgesloten</translation>
    </message>
    <message>
        <source>the commentary&apos;s &apos;{&apos; is never closed</source>
        <translation>de &apos;{&apos; van het commentaar wordt nergens afgesloten</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>de regel is langer dan %1 bytes</translation>
    </message>
    <message>
        <source>line %1: a second %2 in one record is not read</source>
        <translation>regel %1: een tweede item %2 in hetzelfde record wordt niet gelezen</translation>
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
        <translation>Richard&apos;s Bridge Notation, compact (RBX)</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>de verdeling is ongeldig: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>het biedverloop is niet reglementair: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>er zijn meer dan 52 kaarten gespeeld</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>het afspel is niet reglementair: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnRecord</name>
    <message>
        <source>line %1: %2</source>
        <translation>regel %1: %2</translation>
    </message>
    <message>
        <source>a hand has four suits, so three &apos;.&apos;</source>
        <translation>een hand heeft vier kleuren, dus drie &apos;.&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>&apos;%1&apos; is geen rang (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 staat er twee keer in</translation>
    </message>
    <message>
        <source>a hand has four suits separated by &apos;.&apos;</source>
        <translation>een hand heeft vier kleuren, gescheiden door &apos;.&apos;</translation>
    </message>
    <message>
        <source>the hands start with a seat and &apos;:&apos;, such as &apos;W:&apos;</source>
        <translation>de handen beginnen met een windrichting en &apos;:&apos;, zoals &apos;W:&apos;</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>meer dan vier handen</translation>
    </message>
    <message>
        <source>&apos;^&apos; without a note number</source>
        <translation>&apos;^&apos; zonder nootnummer</translation>
    </message>
    <message>
        <source>note %1 is referred to but not given</source>
        <translation>naar noot %1 wordt verwezen, maar die ontbreekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotation (! ? !! ?? !? ?!)</source>
        <translation>&apos;%1&apos; is geen annotatie (! ? !! ?? !? ?!)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call (P X R, 1C ... 7N, A for all pass)</source>
        <translation>&apos;%1&apos; is geen bieding (P X R, 1C ... 7N, A voor allen passen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (Z none, N, E, B both)</source>
        <translation>&apos;%1&apos; is geen kwetsbaarheid (Z niemand, N, E, B allen)</translation>
    </message>
    <message>
        <source>text after &apos;%1&apos; is ignored</source>
        <translation>tekst na &apos;%1&apos; wordt genegeerd</translation>
    </message>
    <message>
        <source>call %1, %2: %3</source>
        <translation>bieding %1, %2: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a contract such as 4SX:N, or P</source>
        <translation>&apos;%1&apos; is geen contract zoals 4SX:N, en ook geen P</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>het contract %1 is niet dat van het biedverloop (%2): dat van het biedverloop blijft behouden</translation>
    </message>
    <message>
        <source>the play is not checked: there is no contract or a hand is unknown</source>
        <translation>het afspel wordt niet gecontroleerd: er is geen contract of een hand is onbekend</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card</source>
        <translation>&apos;%1&apos; is geen kaart</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>meer dan 52 kaarten gespeeld</translation>
    </message>
    <message>
        <source>card %1, %2 by %3: %4</source>
        <translation>kaart %1, %2 van %3: %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not start with declarer&apos;s tricks (0-13)</source>
        <translation>&apos;%1&apos; begint niet met de slagen van de leider (0-13)</translation>
    </message>
    <message>
        <source>the board &apos;%1&apos; is not a number and is not kept</source>
        <translation>het spel &apos;%1&apos; is geen getal en wordt niet bewaard</translation>
    </message>
    <message>
        <source>a note starts with its number and a space</source>
        <translation>een noot begint met het nummer en een spatie</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Geen recente bestanden</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Lijst &amp;wissen</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecordFormat</name>
    <message numerus="yes">
        <source>%n trailing byte(s): %1 records are %2 bytes each</source>
        <translation>
            <numerusform>%n overtollige byte aan het eind: %1-records zijn elk %2 bytes</numerusform>
            <numerusform>%n overtollige bytes aan het eind: %1-records zijn elk %2 bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>het bestand eindigt midden in spel %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::SaveDialogs</name>
    <message>
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>“%1” bevat wijzigingen die niet zijn opgeslagen.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Wilt u ze opslaan voordat u verdergaat?</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot hold %n board(s):</source>
        <translation>
            <numerusform>%1 kan %n spel niet opslaan:</numerusform>
            <numerusform>%1 kan %n spellen niet opslaan:</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Kan niet opslaan</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Opslaan als %1</translation>
    </message>
    <message>
        <source>Save anyway? The boards in Kibitz keep everything until you close the file.</source>
        <translation>Toch opslaan? De spellen in Kibitz behouden alles totdat u het bestand sluit.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>naamloos</translation>
    </message>
    <message>
        <source>Save Deal File</source>
        <translation>Spelbestand opslaan</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Bestand gewijzigd op schijf</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Opnieuw laden</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Op&amp;slaan als…</translation>
    </message>
    <message>
        <source>&amp;Keep What Is Shown</source>
        <translation>&amp;Behouden wat getoond wordt</translation>
    </message>
    <message>
        <source>Several formats use the extension “.%1”. Which one should “%2” be saved in?</source>
        <translation>Meerdere formaten gebruiken de extensie “.%1”. In welk formaat moet “%2” worden opgeslagen?</translation>
    </message>
    <message>
        <source>Your changes are kept. Save them in another place?</source>
        <translation>Uw wijzigingen blijven behouden. Wilt u ze op een andere plaats opslaan?</translation>
    </message>
    <message>
        <source>Kibitz still has every board as it was opened.</source>
        <translation>Kibitz heeft nog elk spel zoals het is geopend.</translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards stay as they were opened, and saving writes them all.</source>
        <translation>Behouden wat getoond wordt: de spellen blijven zoals ze zijn geopend, en bij opslaan worden ze allemaal geschreven.</translation>
    </message>
    <message>
        <source>Save As…: keeps them and saves them in another file.</source>
        <translation>Opslaan als…: behoudt ze en slaat ze op in een ander bestand.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) not yet shown can no longer be read as they were opened.</source>
        <translation>
            <numerusform>%n nog niet getoond spel kan niet meer worden gelezen zoals het is geopend.</numerusform>
            <numerusform>%n nog niet getoonde spellen kunnen niet meer worden gelezen zoals ze zijn geopend.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards shown and edited stay in the window, but nothing can be saved until the file is reloaded (a save would write the others empty).</source>
        <translation>Behouden wat getoond wordt: de getoonde en bewerkte spellen blijven in het venster, maar er kan niets worden opgeslagen totdat het bestand opnieuw is geladen (opslaan zou de overige leeg schrijven).</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now; your unsaved changes are lost.</source>
        <translation>Opnieuw laden: leest het bestand zoals het nu is; uw niet-opgeslagen wijzigingen gaan verloren.</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now.</source>
        <translation>Opnieuw laden: leest het bestand zoals het nu is.</translation>
    </message>
    <message>
        <source>Replace it with the restored boards, or save them in another file?</source>
        <translation>Vervangen door de herstelde spellen, of ze in een ander bestand opslaan?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Vervangen</translation>
    </message>
</context>
<context>
    <name>Kibitz::Seat</name>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
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
        <translation>Z</translation>
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
        <translation>een getal</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a number above 0</source>
        <translation>&apos;%1&apos; verwacht een getal groter dan 0</translation>
    </message>
    <message>
        <source>none, NS, EW or all</source>
        <translation>none, NS, EW of all</translation>
    </message>
    <message>
        <source>a count number 0 to 9</source>
        <translation>een telling met nummer 0 tot 9</translation>
    </message>
    <message>
        <source>altcount numbers the counts 0 to 9</source>
        <translation>altcount nummert de tellingen 0 tot 9</translation>
    </message>
    <message>
        <source>a count has 13 values, from the ace to the two</source>
        <translation>een telling heeft 13 waarden, van de aas tot de twee</translation>
    </message>
    <message>
        <source>predeal with a suit length (%1(...) == n) is not supported</source>
        <translation>predeal met een kleurlengte (%1(...) == n) wordt niet ondersteund</translation>
    </message>
    <message>
        <source>a seat (north, east, south or west)</source>
        <translation>een windrichting (north, east, south of west)</translation>
    </message>
    <message>
        <source>a holding such as SAQ542</source>
        <translation>een kaartenreeks zoals SAQ542</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 ... 2)</source>
        <translation>&apos;%1&apos; is geen kaartwaarde (A K Q J T 9 ... 2)</translation>
    </message>
    <message>
        <source>%1%2 is predealt twice</source>
        <translation>%1%2 is twee keer vooraf gedeeld</translation>
    </message>
    <message>
        <source>more than 13 cards are predealt to %1</source>
        <translation>aan %1 zijn meer dan 13 kaarten vooraf gedeeld</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported (docs/select.md)</source>
        <translation>&apos;%1&apos; wordt niet ondersteund (docs/select.md)</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>een voorwaarde</translation>
    </message>
    <message>
        <source>an operator or the end of the condition</source>
        <translation>een operator of het einde van de voorwaarde</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>het einde</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 verwacht, %2 gevonden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a keyword and cannot name a value</source>
        <translation>&apos;%1&apos; is een sleutelwoord en kan geen waarde benoemen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already defined</source>
        <translation>&apos;%1&apos; is al gedefinieerd</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>het getal %1 is te groot</translation>
    </message>
    <message>
        <source>a suit (spades, hearts, diamonds or clubs)</source>
        <translation>een kleur (spades, hearts, diamonds of clubs)</translation>
    </message>
    <message>
        <source>a shape such as 4333 or 5xxx</source>
        <translation>een verdeling zoals 4333 of 5xxx</translation>
    </message>
    <message>
        <source>an expression</source>
        <translation>een expressie</translation>
    </message>
    <message>
        <source>a card such as AS</source>
        <translation>een kaart zoals AS</translation>
    </message>
    <message>
        <source>a suit or notrumps</source>
        <translation>een kleur of notrumps</translation>
    </message>
    <message>
        <source>vul or nv</source>
        <translation>vul of nv</translation>
    </message>
    <message>
        <source>a contract such as x3N</source>
        <translation>een contract zoals x3N</translation>
    </message>
    <message>
        <source>~ or !~ and a text in double quotes</source>
        <translation>~ of !~ en een tekst tussen dubbele aanhalingstekens</translation>
    </message>
    <message>
        <source>a text in double quotes</source>
        <translation>een tekst tussen dubbele aanhalingstekens</translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;</source>
        <translation>onbekende naam &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the comment is not closed with */</source>
        <translation>het commentaar wordt niet afgesloten met */</translation>
    </message>
    <message>
        <source>the text is not closed with &quot;</source>
        <translation>de tekst wordt niet afgesloten met &quot;</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>onverwacht teken &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a frequency of two expressions counts at most %1 cells, Low and High included (%2 here)</source>
        <translation>een frequency van twee expressies telt hoogstens %1 cellen, Low en High inbegrepen (hier %2)</translation>
    </message>
    <message>
        <source>a frequency counts at most %1 values (%2 to %3 are %4)</source>
        <translation>een frequency telt hoogstens %1 waarden (%2 tot en met %3 zijn er %4)</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>te diep genest (meer dan %1 niveaus)</translation>
    </message>
</context>
<context>
    <name>Kibitz::SimpleTextFormat</name>
    <message>
        <source>expected %1 fields separated by spaces (board, dealer, vulnerability, N, E, S, W), found %2</source>
        <translation>%1 velden gescheiden door spaties verwacht (spel, gever, kwetsbaarheid, N, E, S, W), %2 gevonden</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (board|dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>%1 velden gescheiden door &apos;|&apos; verwacht (spel|gever|kwetsbaarheid|N|E|S|W), %2 gevonden</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>%1 velden gescheiden door &apos;|&apos; verwacht (gever|kwetsbaarheid|N|E|S|W), %2 gevonden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1 or more)</source>
        <translation>&apos;%1&apos; is geen spelnummer (1 of hoger)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dealer (N, E, S or W)</source>
        <translation>&apos;%1&apos; is geen gever (N, E, S of W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (None, NS, EW or All)</source>
        <translation>&apos;%1&apos; is geen kwetsbaarheid (None, NS, EW of All)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>hand van %1: %2</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>de regel is te lang</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>regel %1: %2</translation>
    </message>
    <message>
        <source>DUP text (dealer|vulnerability|hands)</source>
        <translation>DUP-tekst (gever|kwetsbaarheid|handen)</translation>
    </message>
    <message>
        <source>BRI text (board|dealer|vulnerability|hands)</source>
        <translation>BRI-tekst (spel|gever|kwetsbaarheid|handen)</translation>
    </message>
    <message>
        <source>DGE text (board dealer vulnerability hands)</source>
        <translation>DGE-tekst (spel gever kwetsbaarheid handen)</translation>
    </message>
    <message>
        <source>%1 needs all four hands; %2&apos;s is unknown</source>
        <translation>%1 vereist alle vier handen; die van %2 is onbekend</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsChart</name>
    <message>
        <source>There is nothing to draw: %1</source>
        <translation>Er is niets te tekenen: %1</translation>
    </message>
    <message>
        <source>Kibitz statistics</source>
        <translation>Kibitz-statistieken</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>kan %1 niet schrijven</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statistieken</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Grafiek exporteren</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Kopiëren als CSV</translation>
    </message>
    <message>
        <source>Export as PNG or SVG…</source>
        <translation>Exporteren als PNG of SVG…</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kan %1 niet schrijven: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Copy CSV</source>
        <translation>CSV kopiëren</translation>
    </message>
    <message>
        <source>Copy the numbers of this chart as CSV</source>
        <translation>De getallen van deze grafiek als CSV kopiëren</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>Save this chart as a PNG image or an SVG drawing</source>
        <translation>Deze grafiek opslaan als PNG-afbeelding of SVG-tekening</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>S&amp;tatistieken</translation>
    </message>
    <message>
        <source>Waiting for the filter to count its boards…</source>
        <translation>Wachten tot het filter zijn spellen heeft geteld…</translation>
    </message>
    <message>
        <source>No boards.</source>
        <translation>Geen spellen.</translation>
    </message>
    <message>
        <source>Filtered boards: %1</source>
        <translation>Gefilterde spellen: %1</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Spellen: %1</translation>
    </message>
    <message>
        <source>with double-dummy tables: %1</source>
        <translation>met double-dummytabellen: %1</translation>
    </message>
    <message>
        <source>Counting %p%</source>
        <translation>Tellen %p%</translation>
    </message>
    <message>
        <source>Solving leads %v/%m</source>
        <translation>Uitkomsten doorrekenen %v/%m</translation>
    </message>
    <message>
        <source>distinct deals: %1</source>
        <translation>verschillende verdelingen: %1</translation>
    </message>
    <message>
        <source>played at tables: %1</source>
        <translation>gespeeld aan tafels: %1</translation>
    </message>
    <message>
        <source>Hands, makeable contracts and par count each deal once, however many tables played it; declarer play and opening leads count every table.</source>
        <translation>Handen, maakbare contracten en par tellen elke verdeling één keer, aan hoeveel tafels ze ook gespeeld is; het spel van de leider en de uitkomsten tellen elke tafel.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsFigures</name>
    <message>
        <source>HCP</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Verdelingen</translation>
    </message>
    <message>
        <source>Makeable</source>
        <translation>Maakbaar</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Declarer play</source>
        <translation>Afspel leider</translation>
    </message>
    <message>
        <source>Declarers</source>
        <translation>Leiders</translation>
    </message>
    <message>
        <source>Played boards</source>
        <translation>Gespeelde spellen</translation>
    </message>
    <message>
        <source>Opening lead</source>
        <translation>Uitkomst</translation>
    </message>
    <message>
        <source>High-card points by seat</source>
        <translation>Punten per windrichting</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>handen</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>No board has a complete deal.</source>
        <translation>Geen enkel spel heeft een volledige verdeling.</translation>
    </message>
    <message>
        <source>Most frequent hand patterns</source>
        <translation>Meest voorkomende handverdelingen</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Verdeling</translation>
    </message>
    <message>
        <source>Percent of hands</source>
        <translation>Percentage van de handen</translation>
    </message>
    <message>
        <source>Contracts some declarer makes, double dummy</source>
        <translation>Contracten die een van de leiders maakt, double dummy</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>spellen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>No board has a complete double-dummy table (Analyse &gt; Solve All Boards solves them).</source>
        <translation>Geen enkel spel heeft een volledige double-dummytabel (Analyse &gt; Alle spellen doorrekenen berekent ze).</translation>
    </message>
    <message>
        <source>Par scores</source>
        <translation>Parscores</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>gemiddeld %1</translation>
    </message>
    <message>
        <source>Par score for North-South</source>
        <translation>Parscore voor Noord-Zuid</translation>
    </message>
    <message>
        <source>No board states a par or has a complete double-dummy table.</source>
        <translation>Geen enkel spel vermeldt een par of heeft een volledige double-dummytabel.</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy</source>
        <translation>Slagen van de leider tegenover double dummy</translation>
    </message>
    <message>
        <source>played boards</source>
        <translation>gespeelde spellen</translation>
    </message>
    <message>
        <source>Tricks taken minus double-dummy tricks</source>
        <translation>Gemaakte slagen min double-dummyslagen</translation>
    </message>
    <message>
        <source>No board has a contract, a result and a double-dummy table.</source>
        <translation>Geen enkel spel heeft een contract, een resultaat en een double-dummytabel.</translation>
    </message>
    <message>
        <source>Tricks against double dummy by declarer</source>
        <translation>Slagen tegenover double dummy per leider</translation>
    </message>
    <message>
        <source>declarers</source>
        <translation>leiders</translation>
    </message>
    <message>
        <source>the %1 who declared most</source>
        <translation>de %1 die het vaakst leider waren</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Leider</translation>
    </message>
    <message>
        <source>Tricks against double dummy per board declared</source>
        <translation>Slagen tegenover double dummy per gespeeld spel als leider</translation>
    </message>
    <message>
        <source>No played board names its declarer.</source>
        <translation>Geen enkel gespeeld spel vermeldt de leider.</translation>
    </message>
    <message>
        <source>Mean per board</source>
        <translation>Gemiddelde per spel</translation>
    </message>
    <message>
        <source>Tricks gained</source>
        <translation>Gewonnen slagen</translation>
    </message>
    <message>
        <source>Tricks lost</source>
        <translation>Verloren slagen</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy, board by board</source>
        <translation>Slagen van de leider tegenover double dummy, per spel</translation>
    </message>
    <message>
        <source>(the first %1 of %2)</source>
        <translation>(de eerste %1 van %2)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <source>Played board, in file order</source>
        <translation>Gespeeld spel, in bestandsvolgorde</translation>
    </message>
    <message>
        <source>Tricks against double dummy</source>
        <translation>Slagen tegenover double dummy</translation>
    </message>
    <message>
        <source>Cost of the opening lead, double dummy</source>
        <translation>Kosten van de uitkomst, double dummy</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>uitkomsten</translation>
    </message>
    <message>
        <source>Tricks the lead cost</source>
        <translation>Slagen die de uitkomst kostte</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Uitkomsten</translation>
    </message>
    <message>
        <source>No board has a played opening lead.</source>
        <translation>Geen enkel spel heeft een gespeelde uitkomst.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatsCommand</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Spellen</translation>
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
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>
High-card points (A 4, K 3, Q 2, J 1), hands per seat:
</source>
        <translation>
Honneurpunten (A 4, H 3, V 2, B 1), handen per windrichting:
</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Allen</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>gem.</translation>
    </message>
    <message>
        <source>
Hand patterns, most frequent first:
</source>
        <translation>
Handverdelingen, meest voorkomende eerst:
</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Verdeling</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handen</translation>
    </message>
    <message>
        <source>
Suit lengths, hands:
</source>
        <translation>
Kleurlengtes, handen:
</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source>
Double dummy: boards on which the better side makes each contract:
</source>
        <translation>
Double dummy: spellen waarop de sterkere partij elk contract maakt:
</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>Denominatie</translation>
    </message>
    <message>
        <source>Declarer %1:
</source>
        <translation>Leider %1:
</translation>
    </message>
    <message>
        <source>
Highest makeable contract, boards:
</source>
        <translation>
Hoogste maakbare contract, spellen:
</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message numerus="yes">
        <source>
Par scores (%n board(s), mean %1 for North-South):
</source>
        <translation>
            <numerusform>
Parscores (%n spel, gemiddeld %1 voor Noord-Zuid):
</numerusform>
            <numerusform>
Parscores (%n spellen, gemiddeld %1 voor Noord-Zuid):
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Declarer&apos;s tricks against double dummy (%n played board(s), mean %1):
</source>
        <translation>
            <numerusform>
Slagen van de leider tegenover double dummy (%n gespeeld spel, gemiddeld %1):
</numerusform>
            <numerusform>
Slagen van de leider tegenover double dummy (%n gespeelde spellen, gemiddeld %1):
</numerusform>
        </translation>
    </message>
    <message>
        <source>Declarers (tricks above and below double dummy):
</source>
        <translation>Leiders (slagen boven en onder double dummy):
</translation>
    </message>
    <message>
        <source>Boards: %1
Complete deals: %2 (%3 hands)
</source>
        <translation>Spellen: %1
Volledige verdelingen: %2 (%3 handen)
</translation>
    </message>
    <message>
        <source>
Double dummy: no board has a complete table (kibitz-convert --solve adds them).
</source>
        <translation>
Double dummy: geen enkel spel heeft een volledige tabel (kibitz-convert --solve voegt ze toe).
</translation>
    </message>
    <message numerus="yes">
        <source>
Opening lead&apos;s cost against the best lead, double dummy (%n lead(s), mean %1):
</source>
        <translation>
            <numerusform>
Kosten van de uitkomst tegenover de beste uitkomst, double dummy (%n uitkomst, gemiddeld %1):
</numerusform>
            <numerusform>
Kosten van de uitkomst tegenover de beste uitkomst, double dummy (%n uitkomsten, gemiddeld %1):
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
        <translation>Pas</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangschikking</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Gangbriefje</translation>
    </message>
    <message>
        <source>T&amp;raveller</source>
        <translation>&amp;Gangbriefje</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-Z</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>O-W</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Uitkomst</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Score N-Z</translation>
    </message>
    <message>
        <source>MP N-S</source>
        <translation>MP N-Z</translation>
    </message>
    <message>
        <source>MP E-W</source>
        <translation>MP O-W</translation>
    </message>
    <message>
        <source>% N-S</source>
        <translation>% N-Z</translation>
    </message>
    <message>
        <source>IMPs N-S</source>
        <translation>IMP&apos;s N-Z</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>In het bestand</translation>
    </message>
    <message>
        <source>%1 · %2 v %3</source>
        <translation>%1 · %2 - %3</translation>
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
            <numerusform>De leider maakte %n slag meer dan double dummy</numerusform>
            <numerusform>De leider maakte %n slagen meer dan double dummy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s) fewer than double dummy</source>
        <translation>
            <numerusform>De leider maakte %n slag minder dan double dummy</numerusform>
            <numerusform>De leider maakte %n slagen minder dan double dummy</numerusform>
        </translation>
    </message>
    <message>
        <source>The file&apos;s figures are not those Kibitz computes</source>
        <translation>De cijfers in het bestand wijken af van wat Kibitz berekent</translation>
    </message>
    <message>
        <source>From the file&apos;s score table: no auction or play</source>
        <translation>Uit de scoretabel van het bestand: geen biedverloop of afspel</translation>
    </message>
    <message>
        <source>This board has no other tables and no score table.</source>
        <translation>Dit spel heeft geen andere tafels en geen scoretabel.</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>%1 · matchpoints: 2 for each score beaten, 1 for each tie, top %2</source>
        <translation>%1 · matchpunten: 2 voor elke lagere score, 1 voor elke gelijke score, top %2</translation>
    </message>
    <message>
        <source>%1 · Butler IMPs against the datum %2 (the mean score without the top and the bottom)</source>
        <translation>%1 · Butler-IMP&apos;s tegenover de datumscore %2 (de gemiddelde score zonder de hoogste en de laagste)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>%1 · teams match, Open and Closed room</source>
        <translation>%1 · viertallenwedstrijd, open en gesloten zaal</translation>
    </message>
    <message>
        <source>%1 · teams: each table&apos;s IMPs against the other table of its match</source>
        <translation>%1 · viertallen: de IMP&apos;s van elke tafel tegenover de andere tafel van haar wedstrijd</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tafel %1</translation>
    </message>
    <message>
        <source>%1 N-S</source>
        <translation>%1 N-Z</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>N-Z %1</translation>
    </message>
    <message>
        <source>the Open room&apos;s N-S</source>
        <translation>N-Z in de open zaal</translation>
    </message>
    <message>
        <source>N-S at table %1</source>
        <translation>N-Z aan tafel %1</translation>
    </message>
    <message>
        <source>No swing
(a room has no result)</source>
        <translation>Geen swing
(een zaal heeft geen resultaat)</translation>
    </message>
    <message>
        <source>Flat board
0 IMPs</source>
        <translation>Gelijk spel
0 IMP&apos;s</translation>
    </message>
    <message>
        <source>%1 IMPs
to %2</source>
        <translation>%1 IMP&apos;s
voor %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Ongedaan maken: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>Opnieuw &amp;uitvoeren: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Vulnerability</name>
    <message>
        <source>None</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-Z</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>O-W</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Allen</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbdFormat</name>
    <message>
        <source>Pavlicek ZBD binary deals</source>
        <translation>Pavlicek ZBD binaire verdelingen</translation>
    </message>
    <message>
        <source>expected 13 cards in each hand, found %1</source>
        <translation>13 kaarten per hand verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>een scheidingsrecord (eerste 4 bytes nul) is overgeslagen</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbsFormat</name>
    <message>
        <source>the file ends inside a diagram: the last record has the continuation flag set</source>
        <translation>het bestand eindigt midden in een diagram: bij het laatste record is de vervolgvlag gezet</translation>
    </message>
    <message numerus="yes">
        <source>%n trailing byte(s): ZBS records are 4 bytes each</source>
        <translation>
            <numerusform>%n overtollige byte aan het eind: ZBS-records zijn elk 4 bytes</numerusform>
            <numerusform>%n overtollige bytes aan het eind: ZBS-records zijn elk 4 bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end-of-list record were ignored</source>
        <translation>
            <numerusform>%n byte na het eindrecord is genegeerd</numerusform>
            <numerusform>%n bytes na het eindrecord zijn genegeerd</numerusform>
        </translation>
    </message>
    <message>
        <source>locator %1 is above 1,220,703,124 (5^13 - 1)</source>
        <translation>locator %1 is groter dan 1.220.703.124 (5^13 - 1)</translation>
    </message>
    <message>
        <source>a diagram has at most 4 suit records (spades, hearts, diamonds, clubs), but this fourth one has the continuation flag set</source>
        <translation>een diagram heeft hoogstens 4 kleurrecords (schoppen, harten, ruiten, klaveren), maar bij dit vierde is de vervolgvlag gezet</translation>
    </message>
    <message>
        <source>Pavlicek ZBS binary suits</source>
        <translation>Pavlicek ZBS binaire kleuren</translation>
    </message>
    <message>
        <source>%1 cannot hold a board without cards (an empty record ends the list)</source>
        <translation>%1 kan geen spel zonder kaarten bevatten (een leeg record beëindigt de lijst)</translation>
    </message>
    <message>
        <source>%1 puts each card in one place: %2</source>
        <translation>%1 plaatst elke kaart op precies één plek: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>het bestand eindigt midden in spel %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::ZddFormat</name>
    <message>
        <source>Pavlicek ZDD double-dummy results</source>
        <translation>Pavlicek ZDD double-dummyresultaten</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>nibble 14 is geen aantal slagen (0-13, of 15 voor onbekend): %1 door %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrdFormat</name>
    <message>
        <source>Pavlicek ZRD solved deals</source>
        <translation>Pavlicek ZRD doorgerekende verdelingen</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrjFormat</name>
    <message>
        <source>Pavlicek ZRJ deals with auction and play</source>
        <translation>Pavlicek ZRJ verdelingen met biedverloop en afspel</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>een scheidingsrecord (eerste 4 bytes nul) is overgeslagen</translation>
    </message>
    <message>
        <source>contract byte %1: expected 0 (passed out) or 5-39 for 1C-7NT, plus 40 doubled or 80 redoubled</source>
        <translation>contractbyte %1: 0 (rondgepast) of 5-39 voor 1C-7NT verwacht, plus 40 voor gedoubleerd of 80 voor geredoubleerd</translation>
    </message>
    <message>
        <source>declarer cannot win %1 tricks</source>
        <translation>de leider kan geen %1 slagen maken</translation>
    </message>
    <message>
        <source>the offset where the calls end must be 18-63, found %1</source>
        <translation>de offset waar de biedingen eindigen moet 18-63 zijn, maar is %1</translation>
    </message>
    <message>
        <source>the offset where the plays end must be %1-80, found %2</source>
        <translation>de offset waar het afspel eindigt moet %1-80 zijn, maar is %2</translation>
    </message>
    <message>
        <source>call byte 0x%1 is not a call</source>
        <translation>biedingsbyte 0x%1 is geen bieding</translation>
    </message>
    <message>
        <source>the record states the contract %1, which its auction does not give</source>
        <translation>het record noemt het contract %1, maar het biedverloop leidt daar niet toe</translation>
    </message>
    <message>
        <source>play byte 0x%1 has rank %2: expected 0 (two) to 12 (ace)</source>
        <translation>afspelbyte 0x%1 heeft rang %2: 0 (twee) tot en met 12 (aas) verwacht</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZthFormat</name>
    <message>
        <source>Pavlicek target-hand records</source>
        <translation>Pavlicek doelhandrecords</translation>
    </message>
    <message>
        <source>bits 106-107 must be zero</source>
        <translation>bits 106-107 moeten nul zijn</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>nibble 14 is geen aantal slagen (0-13, of 15 voor onbekend): %1 door %2</translation>
    </message>
</context>
</TS>
