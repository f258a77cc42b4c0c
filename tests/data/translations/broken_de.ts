<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A deliberately broken catalogue for tst_translations' negative row: one unfinished, one obsolete,
     one empty, one numerus message with a missing form and one translation that lost a placeholder. -->
<TS version="2.1" language="de_DE">
<context>
    <name>Kibitz::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message nobody uses</source>
        <translation type="vanished">Eine Meldung, die niemand braucht</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Solving %n board(s) double-dummy…</source>
        <translation>
            <numerusform>Löse %n Board double dummy…</numerusform>
        </translation>
    </message>
    <message>
        <source>Board %1: %2</source>
        <translation>Board %1</translation>
    </message>
</context>
</TS>
