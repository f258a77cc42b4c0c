<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Kibitz::AnalysisActions</name>
    <message numerus="yes">
        <source>Solving %n board(s) double-dummy…</source>
        <translation>
            <numerusform>Solving %n board double-dummy…</numerusform>
            <numerusform>Solving %n boards double-dummy…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double-dummy: %n board(s) solved</source>
        <translation>
            <numerusform>Double-dummy: %n board solved</numerusform>
            <numerusform>Double-dummy: %n boards solved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be solved</source>
        <translation>
            <numerusform>, %n could not be solved</numerusform>
            <numerusform>, %n could not be solved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>about %n second left</numerusform>
            <numerusform>about %n seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>about %n minute left</numerusform>
            <numerusform>about %n minutes left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Application</name>
    <message numerus="yes">
        <source>The file changed on disk or is gone since: only the %n edited or inserted board(s) can be restored, as a new board set; the rest is lost.</source>
        <translation>
            <numerusform>The file changed on disk or is gone since: only the %n edited or inserted board can be restored, as a new board set; the rest is lost.</numerusform>
            <numerusform>The file changed on disk or is gone since: only the %n edited or inserted boards can be restored, as a new board set; the rest is lost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardContent</name>
    <message numerus="yes">
        <source>the deals of %n board(s)</source>
        <translation>
            <numerusform>the deals of %n board</numerusform>
            <numerusform>the deals of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partial deal(s)</source>
        <translation>
            <numerusform>%n partial deal</numerusform>
            <numerusform>%n partial deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the numbers of %n board(s)</source>
        <translation>
            <numerusform>the numbers of %n board</numerusform>
            <numerusform>the numbers of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dealer and vulnerability of %n board(s)</source>
        <translation>
            <numerusform>dealer and vulnerability of %n board</numerusform>
            <numerusform>dealer and vulnerability of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the auctions of %n board(s)</source>
        <translation>
            <numerusform>the auctions of %n board</numerusform>
            <numerusform>the auctions of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>alerts and notes of %n board(s)</source>
        <translation>
            <numerusform>alerts and notes of %n board</numerusform>
            <numerusform>alerts and notes of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contracts of %n board(s)</source>
        <translation>
            <numerusform>the contracts of %n board</numerusform>
            <numerusform>the contracts of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the play of %n board(s)</source>
        <translation>
            <numerusform>the play of %n board</numerusform>
            <numerusform>the play of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the results of %n board(s)</source>
        <translation>
            <numerusform>the results of %n board</numerusform>
            <numerusform>the results of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n double-dummy table(s)</source>
        <translation>
            <numerusform>%n double-dummy table</numerusform>
            <numerusform>%n double-dummy tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the player names of %n board(s)</source>
        <translation>
            <numerusform>the player names of %n board</numerusform>
            <numerusform>the player names of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>event, site and date of %n board(s)</source>
        <translation>
            <numerusform>event, site and date of %n board</numerusform>
            <numerusform>event, site and date of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the comments of %n board(s)</source>
        <translation>
            <numerusform>the comments of %n board</numerusform>
            <numerusform>the comments of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other tags of %n board(s)</source>
        <translation>
            <numerusform>other tags of %n board</numerusform>
            <numerusform>other tags of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the accepted irregularities of %n board(s)</source>
        <translation>
            <numerusform>the accepted irregularities of %n board</numerusform>
            <numerusform>the accepted irregularities of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the labels of %n board(s)</source>
        <translation>
            <numerusform>the label of %n board</numerusform>
            <numerusform>the labels of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the commentary markup and places of %n board(s)</source>
        <translation>
            <numerusform>the commentary markup and places of %n board</numerusform>
            <numerusform>the commentary markup and places of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the hidden hands and display flags of %n board(s)</source>
        <translation>
            <numerusform>the hidden hands and display flags of %n board</numerusform>
            <numerusform>the hidden hands and display flags of %n boards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::CardValueOverlay</name>
    <message numerus="yes">
        <source>%1 by %2: %3 end with %n trick(s) (%4, double dummy)</source>
        <translation>
            <numerusform>%1 by %2: %3 end with %n trick (%4, double dummy)</numerusform>
            <numerusform>%1 by %2: %3 end with %n tricks (%4, double dummy)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ClipboardActions</name>
    <message numerus="yes">
        <source>Paste %n Board(s)</source>
        <translation>
            <numerusform>Paste %n Board</numerusform>
            <numerusform>Paste %n Boards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Converter</name>
    <message numerus="yes">
        <source>kibitz-convert: %n more warning(s) not shown
</source>
        <translation>
            <numerusform>kibitz-convert: %n more warning not shown
</numerusform>
            <numerusform>kibitz-convert: %n more warnings not shown
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) left out: the format cannot store them
</source>
        <translation>
            <numerusform>kibitz-convert: %n board left out: the format cannot store them
</numerusform>
            <numerusform>kibitz-convert: %n boards left out: the format cannot store them
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) with problems
</source>
        <translation>
            <numerusform>kibitz-convert: %n board with problems
</numerusform>
            <numerusform>kibitz-convert: %n boards with problems
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s), all valid
</source>
        <translation>
            <numerusform>kibitz-convert: %n board, all valid
</numerusform>
            <numerusform>kibitz-convert: %n boards, all valid
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n stored double-dummy table(s) disagree with DDS
</source>
        <translation>
            <numerusform>kibitz-convert: %n stored double-dummy table disagrees with DDS
</numerusform>
            <numerusform>kibitz-convert: %n stored double-dummy tables disagree with DDS
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: nothing written: %n damaged board(s) in the input (%1); use --force to convert what could be read
</source>
        <translation>
            <numerusform>kibitz-convert: nothing written: %n damaged board in the input (%1); use --force to convert what could be read
</numerusform>
            <numerusform>kibitz-convert: nothing written: %n damaged boards in the input (%1); use --force to convert what could be read
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n damaged board(s)
</source>
        <translation>
            <numerusform>kibitz-convert: %n damaged board
</numerusform>
            <numerusform>kibitz-convert: %n damaged boards
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: %n table(s) kept from an earlier run
</source>
        <translation>
            <numerusform>kibitz-convert: %1: %n table kept from an earlier run
</numerusform>
            <numerusform>kibitz-convert: %1: %n tables kept from an earlier run
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: saved with %n board(s) still to solve; going on
</source>
        <translation>
            <numerusform>kibitz-convert: %1: saved with %n board still to solve; going on
</numerusform>
            <numerusform>kibitz-convert: %1: saved with %n boards still to solve; going on
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DdTraceView</name>
    <message numerus="yes">
        <source>Double dummy, %1 takes %n trick(s).</source>
        <translation>
            <numerusform>Double dummy, %1 takes %n trick.</numerusform>
            <numerusform>Double dummy, %1 takes %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead for %1, counted as declarer</source>
        <translation>
            <numerusform>Double dummy: %n trick at the lead for %1, counted as declarer</numerusform>
            <numerusform>Double dummy: %n tricks at the lead for %1, counted as declarer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead</source>
        <translation>
            <numerusform>Double dummy: %n trick at the lead</numerusform>
            <numerusform>Double dummy: %n tricks at the lead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%1 makes with %n overtrick(s))</source>
        <translation>
            <numerusform> (%1 makes with an overtrick)</numerusform>
            <numerusform> (%1 makes with %n overtricks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>declarer gave a trick back at trick %1 (%2)</numerusform>
            <numerusform>declarer gave %n tricks back at trick %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer lost %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>declarer lost a trick at trick %1 (%2)</numerusform>
            <numerusform>declarer lost %n tricks at trick %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>the defence gave a trick back at trick %1 (%2)</numerusform>
            <numerusform>the defence gave %n tricks back at trick %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave away %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>the defence gave away a trick at trick %1 (%2)</numerusform>
            <numerusform>the defence gave away %n tricks at trick %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s).</source>
        <translation>
            <numerusform>Declarer took %n trick.</numerusform>
            <numerusform>Declarer took %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %n trick(s): the double-dummy result.</source>
        <translation>
            <numerusform>Claim of %n trick: the double-dummy result.</numerusform>
            <numerusform>Claim of %n tricks: the double-dummy result.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, declarer could still take %n trick(s).</source>
        <translation>
            <numerusform>Claim of %1: double dummy, declarer could still take %n trick.</numerusform>
            <numerusform>Claim of %1: double dummy, declarer could still take %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, the defence could hold declarer to %n trick(s).</source>
        <translation>
            <numerusform>Claim of %1: double dummy, the defence could hold declarer to %n trick.</numerusform>
            <numerusform>Claim of %1: double dummy, the defence could hold declarer to %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stops after card %1: double dummy, %n trick(s) for declarer.</source>
        <translation>
            <numerusform>Play stops after card %1: double dummy, %n trick for declarer.</numerusform>
            <numerusform>Play stops after card %1: double dummy, %n tricks for declarer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s) for declarer</source>
        <translation>
            <numerusform>Claim: %n trick for declarer</numerusform>
            <numerusform>Claim: %n tricks for declarer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This card cost %n trick(s).</source>
        <translation>
            <numerusform>This card cost a trick.</numerusform>
            <numerusform>This card cost %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%1 goes down %n)</source>
        <translation>
            <numerusform> (%1 goes down %n)</numerusform>
            <numerusform> (%1 goes down %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealEditor</name>
    <message numerus="yes">
        <source>%n card(s) missing:</source>
        <translation>
            <numerusform>%n card missing:</numerusform>
            <numerusform>%n cards missing:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: see the tooltip)</source>
        <translation>
            <numerusform>(and %n more: see the tooltip)</numerusform>
            <numerusform>(and %n more: see the tooltip)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealFormat</name>
    <message numerus="yes">
        <source>not enough memory to open the file (%n board(s) read)</source>
        <translation>
            <numerusform>not enough memory to open the file (%n board read)</numerusform>
            <numerusform>not enough memory to open the file (%n boards read)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Document</name>
    <message numerus="yes">
        <source>changed on disk since it was opened: %n board(s) can no longer be read as they were, so nothing was written (a save would write them empty). Reload the file to read it as it is now.</source>
        <translation>
            <numerusform>changed on disk since it was opened: %n board can no longer be read as it was, so nothing was written (a save would write it empty). Reload the file to read it as it is now.</numerusform>
            <numerusform>changed on disk since it was opened: %n boards can no longer be read as they were, so nothing was written (a save would write them empty). Reload the file to read it as it is now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::LossReport</name>
    <message numerus="yes">
        <source>... and %n more board(s)</source>
        <translation>
            <numerusform>... and %n more board</numerusform>
            <numerusform>... and %n more boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results of %n board(s) are unknown: %1 would store 0 tricks.</source>
        <translation>
            <numerusform>The results of %n board are unknown: %1 would store 0 tricks.</numerusform>
            <numerusform>The results of %n boards are unknown: %1 would store 0 tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>boards %1 and %n more</source>
        <translation>
            <numerusform>boards %1 and %n more</numerusform>
            <numerusform>boards %1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::MachineFormat</name>
    <message numerus="yes">
        <source>the file ends %n byte(s) into a record of %1 bytes</source>
        <translation>
            <numerusform>the file ends %n byte into a record of %1 bytes</numerusform>
            <numerusform>the file ends %n bytes into a record of %1 bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::MainWindow</name>
    <message numerus="yes">
        <source>, with the double-dummy analysis of %n board(s)</source>
        <translation>
            <numerusform>, with the double-dummy analysis of %n board</numerusform>
            <numerusform>, with the double-dummy analysis of %n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or inserted board(s) could be restored, as a new unsaved board set; the other %3 boards of the document, and where the edited boards stood among them, are lost.</source>
        <translation>
            <numerusform>%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or inserted board could be restored, as a new unsaved board set; the other %3 boards of the document, and where the edited boards stood among them, are lost.</numerusform>
            <numerusform>%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or inserted boards could be restored, as a new unsaved board set; the other %3 boards of the document, and where the edited boards stood among them, are lost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintDialog</name>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n board</numerusform>
            <numerusform>%n boards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::RecordFormat</name>
    <message numerus="yes">
        <source>%n trailing byte(s): %1 records are %2 bytes each</source>
        <translation>
            <numerusform>%n trailing byte: %1 records are %2 bytes each</numerusform>
            <numerusform>%n trailing bytes: %1 records are %2 bytes each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::SaveDialogs</name>
    <message numerus="yes">
        <source>%1 cannot hold %n board(s):</source>
        <translation>
            <numerusform>%1 cannot hold %n board:</numerusform>
            <numerusform>%1 cannot hold %n boards:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) not yet shown can no longer be read as they were opened.</source>
        <translation>
            <numerusform>%n board not yet shown can no longer be read as it was opened.</numerusform>
            <numerusform>%n boards not yet shown can no longer be read as they were opened.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::StatsCommand</name>
    <message numerus="yes">
        <source>
Par scores (%n board(s), mean %1 for North-South):
</source>
        <translation>
            <numerusform>
Par scores (%n board, mean %1 for North-South):
</numerusform>
            <numerusform>
Par scores (%n boards, mean %1 for North-South):
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Declarer&apos;s tricks against double dummy (%n played board(s), mean %1):
</source>
        <translation>
            <numerusform>
Declarer&apos;s tricks against double dummy (%n played board, mean %1):
</numerusform>
            <numerusform>
Declarer&apos;s tricks against double dummy (%n played boards, mean %1):
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Opening lead&apos;s cost against the best lead, double dummy (%n lead(s), mean %1):
</source>
        <translation>
            <numerusform>
Opening lead&apos;s cost against the best lead, double dummy (%n lead, mean %1):
</numerusform>
            <numerusform>
Opening lead&apos;s cost against the best lead, double dummy (%n leads, mean %1):
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::TravellerView</name>
    <message numerus="yes">
        <source>Declarer took %n trick(s) more than double dummy</source>
        <translation>
            <numerusform>Declarer took %n trick more than double dummy</numerusform>
            <numerusform>Declarer took %n tricks more than double dummy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s) fewer than double dummy</source>
        <translation>
            <numerusform>Declarer took %n trick fewer than double dummy</numerusform>
            <numerusform>Declarer took %n tricks fewer than double dummy</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbsFormat</name>
    <message numerus="yes">
        <source>%n trailing byte(s): ZBS records are 4 bytes each</source>
        <translation>
            <numerusform>%n trailing byte: ZBS records are 4 bytes each</numerusform>
            <numerusform>%n trailing bytes: ZBS records are 4 bytes each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end-of-list record were ignored</source>
        <translation>
            <numerusform>%n byte after the end-of-list record were ignored</numerusform>
            <numerusform>%n bytes after the end-of-list record were ignored</numerusform>
        </translation>
    </message>
</context>
</TS>
