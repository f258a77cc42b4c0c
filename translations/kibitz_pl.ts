<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>Kibitz::AlertDialog</name>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>Explanation of %1 (empty: no alert):</source>
        <translation>Wyjaśnienie odzywki %1 (puste: bez alertu):</translation>
    </message>
</context>
<context>
    <name>Kibitz::AnalysisActions</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analiza</translation>
    </message>
    <message>
        <source>&amp;Solve All Boards</source>
        <translation>&amp;Analizuj wszystkie rozdania</translation>
    </message>
    <message>
        <source>Every board already has its double-dummy table.</source>
        <translation>Każde rozdanie ma już tabelę lew w widne karty.</translation>
    </message>
    <message numerus="yes">
        <source>Solving %n board(s) double-dummy…</source>
        <translation>
            <numerusform>Analiza w widne karty: %n rozdanie…</numerusform>
            <numerusform>Analiza w widne karty: %n rozdania…</numerusform>
            <numerusform>Analiza w widne karty: %n rozdań…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message numerus="yes">
        <source>Double-dummy: %n board(s) solved</source>
        <translation>
            <numerusform>Analiza w widne karty: przeanalizowano %n rozdanie</numerusform>
            <numerusform>Analiza w widne karty: przeanalizowano %n rozdania</numerusform>
            <numerusform>Analiza w widne karty: przeanalizowano %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be solved</source>
        <translation>
            <numerusform>, %n nieudane</numerusform>
            <numerusform>, %n nieudane</numerusform>
            <numerusform>, %n nieudanych</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (przerwano)</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Card Values</source>
        <translation>&amp;Lewy w widne dla każdej karty</translation>
    </message>
    <message>
        <source>Double-Dummy Trace</source>
        <translation>Analiza rozgrywki w widne karty</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Trace</source>
        <translation>Analiza &amp;rozgrywki w widne karty</translation>
    </message>
    <message>
        <source>Board %1: solving double-dummy, a hard deal takes up to a minute (you can go on or quit)</source>
        <translation>Rozdanie %1: analiza w widne karty, trudne rozdanie może zająć do minuty (możesz kontynuować lub zakończyć)</translation>
    </message>
    <message>
        <source>Solving: %1 of %2 boards</source>
        <translation>Analiza: %1 z %2 rozdań</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>została około %n sekunda</numerusform>
            <numerusform>zostały około %n sekundy</numerusform>
            <numerusform>zostało około %n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>została około %n minuta</numerusform>
            <numerusform>zostały około %n minuty</numerusform>
            <numerusform>zostało około %n minut</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Application</name>
    <message>
        <source>board %1 cannot be shown (boards in the file: %2)</source>
        <translation>nie można pokazać rozdania %1 (liczba rozdań w pliku: %2)</translation>
    </message>
    <message>
        <source>board %1 has only %2 played cards; showing them all</source>
        <translation>rozdanie %1 ma mniej zagranych kart (%2); pokazano wszystkie</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>nie można zapisać %1</translation>
    </message>
    <message>
        <source>Kibitz: view, edit and convert bridge deal files.</source>
        <translation>Kibitz: przeglądanie, edycja i konwersja plików z rozdaniami brydżowymi.</translation>
    </message>
    <message>
        <source>Deal files to open.</source>
        <translation>Pliki z rozdaniami do otwarcia.</translation>
    </message>
    <message>
        <source>Render the main window to &lt;png&gt; and exit.</source>
        <translation>Zapisz obraz głównego okna do &lt;png&gt; i zakończ.</translation>
    </message>
    <message>
        <source>png</source>
        <translation>png</translation>
    </message>
    <message>
        <source>Board to show (1-based position in the file).</source>
        <translation>Rozdanie do pokazania (pozycja w pliku, licząc od 1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Cards of the play to show.</source>
        <translation>Liczba kart rozgrywki do pokazania.</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation>Rozmiar okna dla --screenshot, np. 1280x800.</translation>
    </message>
    <message>
        <source>wxh</source>
        <translation>wxh</translation>
    </message>
    <message>
        <source>Print how long --screenshot took.</source>
        <translation>Wypisz, ile trwało --screenshot.</translation>
    </message>
    <message>
        <source>Write the hand records of FILE (the sample set without one) to &lt;pdf&gt; and exit.</source>
        <translation>Zapisz protokoły rozdań z FILE (bez pliku: z zestawu przykładowego) do &lt;pdf&gt; i zakończ.</translation>
    </message>
    <message>
        <source>pdf</source>
        <translation>pdf</translation>
    </message>
    <message>
        <source>Boards per page for --export-pdf: 1, 2, 4 or 6.</source>
        <translation>Liczba rozdań na stronie dla --export-pdf: 1, 2, 4 lub 6.</translation>
    </message>
    <message>
        <source>Solve missing double-dummy tables and par for --export-pdf.</source>
        <translation>Oblicz brakujące tabele w widne karty i par dla --export-pdf.</translation>
    </message>
    <message>
        <source>--export-pdf takes one file</source>
        <translation>--export-pdf przyjmuje jeden plik</translation>
    </message>
    <message>
        <source>--board needs a board number from 1</source>
        <translation>--board wymaga numeru rozdania od 1</translation>
    </message>
    <message>
        <source>--card needs a number of cards from 0</source>
        <translation>--card wymaga liczby kart od 0</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, at least 200x150</source>
        <translation>--size wymaga SZEROKOŚĆxWYSOKOŚĆ, co najmniej 200x150</translation>
    </message>
    <message>
        <source>--screenshot takes one file</source>
        <translation>--screenshot przyjmuje jeden plik</translation>
    </message>
    <message>
        <source>Show the double-dummy trace of the play in --screenshot.</source>
        <translation>Pokaż analizę rozgrywki w widne karty na obrazie z --screenshot.</translation>
    </message>
    <message>
        <source>Interface language for this run: en, de, fr, nl or pl (Preferences keep the lasting choice).</source>
        <translation>Język interfejsu dla tego uruchomienia: en, de, fr, nl lub pl (trwały wybór ustawia się w Preferencjach).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kod</translation>
    </message>
    <message>
        <source>Write honours as the interface language does, for this run.</source>
        <translation>Oznaczaj honory literami języka interfejsu (tylko dla tego uruchomienia).</translation>
    </message>
    <message>
        <source>--language needs one of: %1</source>
        <translation>--language wymaga jednej z wartości: %1</translation>
    </message>
    <message>
        <source>--per-page needs 1, 2, 4 or 6</source>
        <translation>--per-page wymaga wartości 1, 2, 4 lub 6</translation>
    </message>
    <message>
        <source>%1 holds %2 boards; at most %3 are printed at once</source>
        <translation>liczba rozdań w %1: %2; jednorazowo można wydrukować najwyżej %3</translation>
    </message>
    <message>
        <source>an untitled board set</source>
        <translation>zestaw rozdań bez nazwy</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Odzyskaj niezapisane zmiany</translation>
    </message>
    <message>
        <source>Kibitz ended without saving the changes to %1 (%2 boards, kept %3).</source>
        <translation>Kibitz zakończył działanie bez zapisania zmian w %1 (rozdania: %2, zachowano %3).</translation>
    </message>
    <message>
        <source>Restore them? “Later” asks again at the next start.</source>
        <translation>Przywrócić je? „Później” zapyta ponownie przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Przywróć</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Odrzuć</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Pó&amp;źniej</translation>
    </message>
    <message numerus="yes">
        <source>The file changed on disk or is gone since: only the %n edited or inserted board(s) can be restored, as a new board set; the rest is lost.</source>
        <translation>
            <numerusform>Plik został od tego czasu zmieniony na dysku lub zniknął: można przywrócić tylko %n zmienione lub wstawione rozdanie, jako nowy zestaw rozdań; reszta jest utracona.</numerusform>
            <numerusform>Plik został od tego czasu zmieniony na dysku lub zniknął: można przywrócić tylko %n zmienione lub wstawione rozdania, jako nowy zestaw rozdań; reszta jest utracona.</numerusform>
            <numerusform>Plik został od tego czasu zmieniony na dysku lub zniknął: można przywrócić tylko %n zmienionych lub wstawionych rozdań, jako nowy zestaw rozdań; reszta jest utracona.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 changed on disk since then: restoring shows the boards as they were, and saving asks before replacing what another program wrote.</source>
        <translation>%1 został od tego czasu zmieniony na dysku: przywrócenie pokaże rozdania takie, jakie były, a zapis zapyta o zgodę, zanim zastąpi to, co zapisał inny program.</translation>
    </message>
</context>
<context>
    <name>Kibitz::Auction</name>
    <message>
        <source>comes after the end of the auction</source>
        <translation>pada po zakończeniu licytacji</translation>
    </message>
    <message>
        <source>is not a bid of level 1 to 7</source>
        <translation>nie jest odzywką na poziomie od 1 do 7</translation>
    </message>
    <message>
        <source>is insufficient after %1</source>
        <translation>jest niewystarczająca po %1</translation>
    </message>
    <message>
        <source>doubles when nobody has bid</source>
        <translation>kontruje, choć nikt nie licytował</translation>
    </message>
    <message>
        <source>doubles partner&apos;s bid</source>
        <translation>kontruje odzywkę partnera</translation>
    </message>
    <message>
        <source>doubles a bid that is already doubled</source>
        <translation>kontruje odzywkę już skontrowaną</translation>
    </message>
    <message>
        <source>redoubles without a double to redouble</source>
        <translation>rekontruje, choć nie było kontry</translation>
    </message>
    <message>
        <source>redoubles the opponents&apos; contract</source>
        <translation>rekontruje kontrakt przeciwników</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>odzywka %1 (%2, %3) %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::AuctionModel</name>
    <message>
        <source>Alerted, no explanation given</source>
        <translation>Alert, bez wyjaśnienia</translation>
    </message>
    <message>
        <source>%1, vulnerable</source>
        <translation>%1, po partii</translation>
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
        <translation>Brak licytacji</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Rozdanie przepasowane</translation>
    </message>
    <message>
        <source>Auction in progress</source>
        <translation>Licytacja w toku</translation>
    </message>
    <message>
        <source>⚠ The auction ends in %1, but the file states the contract %2; %2 is used.</source>
        <translation>⚠ Licytacja kończy się na %1, ale plik podaje kontrakt %2; używany jest %2.</translation>
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
        <translation>Cofnij ostatnią odzywkę</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
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
        <translation>Wyjaśnienie następnej odzywki</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Brak rozdania</translation>
    </message>
    <message>
        <source>&lt;b&gt;Passed out.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rozdanie przepasowane.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auction complete:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Licytacja zakończona:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; to call</source>
        <translation>Licytuje &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The explanation goes with the next call you make. Keyboard: type 1n, 2s, p, x, xx; Backspace takes back the last call.</source>
        <translation>Wyjaśnienie dotyczy następnej odzywki. Klawiatura: wpisz 1n, 2s, p, x, xx; Backspace cofa ostatnią odzywkę.</translation>
    </message>
    <message>
        <source>Type a call: 1n, 2s, p, x, xx</source>
        <translation>Wpisz odzywkę: 1n, 2s, p, x, xx</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Wpisano: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Board</name>
    <message>
        <source>auction: %1</source>
        <translation>licytacja: %1</translation>
    </message>
    <message>
        <source>play: %1</source>
        <translation>rozgrywka: %1</translation>
    </message>
    <message>
        <source>result of %1 tricks</source>
        <translation>nieprawidłowa liczba lew w wyniku: %1</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>wynik podaje %1 lew, ale rozgrywka daje %2</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the open room of a teams match</comment>
        <translation>Otwarty</translation>
    </message>
    <message>
        <source>Closed</source>
        <comment>the closed room of a teams match</comment>
        <translation>Zamknięty</translation>
    </message>
    <message>
        <source>the auction ends in %1 but the contract stated is %2; %2 is used</source>
        <translation>licytacja kończy się na %1, ale podany kontrakt to %2; używany jest %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardClipboard</name>
    <message>
        <source>No writable format &quot;%1&quot;</source>
        <translation>Brak formatu „%1” z możliwością zapisu</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Schowek nie zawiera tekstu</translation>
    </message>
    <message>
        <source>The clipboard text is too long for a board (%1 bytes, at most %2)</source>
        <translation>Tekst w schowku jest za długi jak na rozdanie (bajtów: %1, maksymalnie %2)</translation>
    </message>
    <message>
        <source>The clipboard text is no board in PBN, LIN or another known format: %1</source>
        <translation>Tekst w schowku nie jest rozdaniem w formacie PBN, LIN ani innym znanym formacie: %1</translation>
    </message>
    <message>
        <source>The clipboard text (%1) holds no board</source>
        <translation>Tekst w schowku (%1) nie zawiera żadnego rozdania</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardContent</name>
    <message numerus="yes">
        <source>the deals of %n board(s)</source>
        <translation>
            <numerusform>rozkład kart %n rozdania</numerusform>
            <numerusform>rozkłady kart %n rozdań</numerusform>
            <numerusform>rozkłady kart %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partial deal(s)</source>
        <translation>
            <numerusform>%n rozkład częściowy</numerusform>
            <numerusform>%n rozkłady częściowe</numerusform>
            <numerusform>%n rozkładów częściowych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the numbers of %n board(s)</source>
        <translation>
            <numerusform>numer %n rozdania</numerusform>
            <numerusform>numery %n rozdań</numerusform>
            <numerusform>numery %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dealer and vulnerability of %n board(s)</source>
        <translation>
            <numerusform>rozdający i założenia %n rozdania</numerusform>
            <numerusform>rozdający i założenia %n rozdań</numerusform>
            <numerusform>rozdający i założenia %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the auctions of %n board(s)</source>
        <translation>
            <numerusform>licytacja %n rozdania</numerusform>
            <numerusform>licytacje %n rozdań</numerusform>
            <numerusform>licytacje %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>alerts and notes of %n board(s)</source>
        <translation>
            <numerusform>alerty i uwagi %n rozdania</numerusform>
            <numerusform>alerty i uwagi %n rozdań</numerusform>
            <numerusform>alerty i uwagi %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contracts of %n board(s)</source>
        <translation>
            <numerusform>kontrakt %n rozdania</numerusform>
            <numerusform>kontrakty %n rozdań</numerusform>
            <numerusform>kontrakty %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the play of %n board(s)</source>
        <translation>
            <numerusform>rozgrywka %n rozdania</numerusform>
            <numerusform>rozgrywki %n rozdań</numerusform>
            <numerusform>rozgrywki %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the results of %n board(s)</source>
        <translation>
            <numerusform>wynik %n rozdania</numerusform>
            <numerusform>wyniki %n rozdań</numerusform>
            <numerusform>wyniki %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n double-dummy table(s)</source>
        <translation>
            <numerusform>%n tabela lew w widne karty</numerusform>
            <numerusform>%n tabele lew w widne karty</numerusform>
            <numerusform>%n tabel lew w widne karty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the player names of %n board(s)</source>
        <translation>
            <numerusform>nazwiska graczy %n rozdania</numerusform>
            <numerusform>nazwiska graczy %n rozdań</numerusform>
            <numerusform>nazwiska graczy %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>event, site and date of %n board(s)</source>
        <translation>
            <numerusform>turniej, miejsce i data %n rozdania</numerusform>
            <numerusform>turniej, miejsce i data %n rozdań</numerusform>
            <numerusform>turniej, miejsce i data %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the comments of %n board(s)</source>
        <translation>
            <numerusform>komentarze %n rozdania</numerusform>
            <numerusform>komentarze %n rozdań</numerusform>
            <numerusform>komentarze %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other tags of %n board(s)</source>
        <translation>
            <numerusform>inne tagi %n rozdania</numerusform>
            <numerusform>inne tagi %n rozdań</numerusform>
            <numerusform>inne tagi %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the accepted irregularities of %n board(s)</source>
        <translation>
            <numerusform>zaakceptowane nieprawidłowości %n rozdania</numerusform>
            <numerusform>zaakceptowane nieprawidłowości %n rozdań</numerusform>
            <numerusform>zaakceptowane nieprawidłowości %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the labels of %n board(s)</source>
        <translation>
            <numerusform>etykieta %n rozdania</numerusform>
            <numerusform>etykiety %n rozdań</numerusform>
            <numerusform>etykiety %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the commentary markup and places of %n board(s)</source>
        <translation>
            <numerusform>formatowanie i miejsca komentarza %n rozdania</numerusform>
            <numerusform>formatowanie i miejsca komentarzy %n rozdań</numerusform>
            <numerusform>formatowanie i miejsca komentarzy %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the hidden hands and display flags of %n board(s)</source>
        <translation>
            <numerusform>ukryte ręce i opcje wyświetlania %n rozdania</numerusform>
            <numerusform>ukryte ręce i opcje wyświetlania %n rozdań</numerusform>
            <numerusform>ukryte ręce i opcje wyświetlania %n rozdań</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardDetails</name>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>lew: %1</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Zgłoszenie</translation>
    </message>
    <message>
        <source>%1 of %2 tricks</source>
        <translation>%1 z %2 lew</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Zapis NS</translation>
    </message>
    <message>
        <source>Double-dummy tricks</source>
        <translation>Lewy w widne karty</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Komentarze</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Inne tagi</translation>
    </message>
    <message>
        <source>No details for this board.</source>
        <translation>Brak szczegółów dla tego rozdania.</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Pokój</translation>
    </message>
    <message>
        <source>%1 tricks (result from the play)</source>
        <translation>lew: %1 (wynik z rozgrywki)</translation>
    </message>
    <message>
        <source>Irregularity</source>
        <translation>Nieprawidłowość</translation>
    </message>
    <message>
        <source>trick %1, %2 by %3: %4</source>
        <translation>lewa %1, %2 (%3): %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardListModel</name>
    <message>
        <source>Passed out</source>
        <translation>Pasy</translation>
    </message>
    <message>
        <source>Boards with problems</source>
        <translation>Rozdania z problemami</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Dlr</source>
        <translation>Roz.</translation>
    </message>
    <message>
        <source>Vul</source>
        <translation>Zał.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Res</source>
        <translation>Wyn.</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Pokój</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardSetActions</name>
    <message>
        <source>Add board %1</source>
        <translation>Dodaj rozdanie %1</translation>
    </message>
    <message>
        <source>Duplicate board</source>
        <translation>Powiel rozdanie</translation>
    </message>
    <message>
        <source>Renumbering is limited to %1 boards; this set has %2. Use kibitz-convert for large files.</source>
        <translation>Numerację można zmienić w co najwyżej %1 rozdaniach; ten zestaw ma ich %2. Dla dużych plików należy użyć kibitz-convert.</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Zmień numerację rozdań</translation>
    </message>
    <message>
        <source>First board number:</source>
        <translation>Numer pierwszego rozdania:</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board cycle</source>
        <translation>Ustaw rozdającego i założenia według cyklu rozdań</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>nie można zapisać: %1</translation>
    </message>
    <message>
        <source>this format takes boards, not records</source>
        <translation>ten format przyjmuje rozdania, nie rekordy</translation>
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
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Rdbl</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>expected a call</source>
        <translation>oczekiwano odzywki</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call</source>
        <translation>„%1” nie jest odzywką</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT) after the level</source>
        <translation>po wysokości odzywki oczekiwano miana (C, D, H, S lub NT)</translation>
    </message>
    <message>
        <source>unexpected text after the bid</source>
        <translation>nieoczekiwany tekst po odzywce</translation>
    </message>
</context>
<context>
    <name>Kibitz::Card</name>
    <message>
        <source>expected a card</source>
        <translation>oczekiwano karty</translation>
    </message>
    <message>
        <source>expected a rank after the suit</source>
        <translation>po kolorze oczekiwano wysokości karty</translation>
    </message>
    <message>
        <source>unexpected text after the card</source>
        <translation>nieoczekiwany tekst po karcie</translation>
    </message>
    <message>
        <source>expected a suit after the rank</source>
        <translation>po wysokości karty oczekiwano koloru</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a suit or a rank</source>
        <translation>„%1” nie jest kolorem ani wysokością karty</translation>
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
        <translation>W</translation>
    </message>
</context>
<context>
    <name>Kibitz::CardValueOverlay</name>
    <message>
        <source>North-South</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>in notrump</source>
        <translation>w bez atu</translation>
    </message>
    <message>
        <source>with %1 trumps</source>
        <translation>z atu %1</translation>
    </message>
    <message>
        <source>Beside each card %1 may play: the tricks %2 take in all %3, double dummy (the tricks won so far included). Green: keeps the best result.</source>
        <translation>Przy każdej karcie, którą może zagrać %1: lewy, które %2 bierze łącznie %3, w widne karty (wliczając dotąd wzięte lewy). Zielony: zachowuje najlepszy wynik.</translation>
    </message>
    <message>
        <source>notrump</source>
        <translation>bez atu</translation>
    </message>
    <message>
        <source>%1 trumps</source>
        <translation>atu %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 by %2: %3 end with %n trick(s) (%4, double dummy)</source>
        <translation>
            <numerusform>%1 przez %2: %3 kończy z %n lewą (%4, w widne karty)</numerusform>
            <numerusform>%1 przez %2: %3 kończy z %n lewami (%4, w widne karty)</numerusform>
            <numerusform>%1 przez %2: %3 kończy z %n lewami (%4, w widne karty)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ClipboardActions</name>
    <message>
        <source>Copy Diagram as &amp;Image</source>
        <translation>Kopiuj diagram jako &amp;obraz</translation>
    </message>
    <message>
        <source>Copy Board as &amp;PBN</source>
        <translation>Kopiuj rozdanie jako PB&amp;N</translation>
    </message>
    <message>
        <source>Copy Board as &amp;LIN</source>
        <translation>Kopiuj rozdanie jako L&amp;IN</translation>
    </message>
    <message>
        <source>Paste &amp;Board</source>
        <translation>Wklej roz&amp;danie</translation>
    </message>
    <message>
        <source>Insert the boards on the clipboard (PBN, LIN, JSON or a deal) after the current board</source>
        <translation>Wstaw rozdania ze schowka (PBN, LIN, JSON lub rozkład) za bieżącym rozdaniem</translation>
    </message>
    <message>
        <source>No board to copy</source>
        <translation>Brak rozdania do skopiowania</translation>
    </message>
    <message>
        <source>Board copied as %1</source>
        <translation>Skopiowano rozdanie jako %1</translation>
    </message>
    <message>
        <source>Diagram copied</source>
        <translation>Skopiowano diagram</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Board(s)</source>
        <translation>
            <numerusform>Wklej %n rozdanie</numerusform>
            <numerusform>Wklej %n rozdania</numerusform>
            <numerusform>Wklej %n rozdań</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ConditionsDialog</name>
    <message>
        <source>Solve double dummy in the background</source>
        <translation>Analizuj w widne karty w tle</translation>
    </message>
    <message>
        <source>New from Conditions</source>
        <translation>Nowe z warunków</translation>
    </message>
    <message>
        <source>Any condition in the dealer language, joined with the form&apos;s by and, e.g.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</source>
        <translation>Dowolny warunek w języku dealer, łączony przez and z warunkami formularza, np.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <source>&amp;Expert condition:</source>
        <translation>Warunek &amp;eksperta:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Rozdania:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <source>Dealer script:</source>
        <translation>Skrypt dealer:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generuj</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Układ</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>%1&apos;s cards: %2</source>
        <translation>Karty %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::Contract</name>
    <message>
        <source>Passed out</source>
        <translation>Przepasowane</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, rozgrywa %2</translation>
    </message>
    <message>
        <source>expected a level 1-7 or Pass</source>
        <translation>oczekiwano wysokości kontraktu 1–7 lub Pass</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT)</source>
        <translation>oczekiwano miana (C, D, H, S lub NT)</translation>
    </message>
    <message>
        <source>expected X, XX or nothing after the strain</source>
        <translation>po mianie oczekiwano X, XX lub niczego</translation>
    </message>
</context>
<context>
    <name>Kibitz::Converter</name>
    <message>
        <source>deal</source>
        <translation>rozkład</translation>
    </message>
    <message>
        <source>partial deal</source>
        <translation>rozkład częściowy</translation>
    </message>
    <message>
        <source>board number</source>
        <translation>numer rozdania</translation>
    </message>
    <message>
        <source>dealer/vulnerability</source>
        <translation>rozdający/założenia</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>licytacja</translation>
    </message>
    <message>
        <source>alerts</source>
        <translation>alerty</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>kontrakt</translation>
    </message>
    <message>
        <source>play</source>
        <translation>rozgrywka</translation>
    </message>
    <message>
        <source>result</source>
        <translation>wynik</translation>
    </message>
    <message>
        <source>double dummy</source>
        <translation>analiza w widne karty</translation>
    </message>
    <message>
        <source>names</source>
        <translation>nazwiska</translation>
    </message>
    <message>
        <source>event</source>
        <translation>turniej</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>komentarze</translation>
    </message>
    <message>
        <source>other tags</source>
        <translation>inne tagi</translation>
    </message>
    <message>
        <source>--from needs a format id</source>
        <translation>--from wymaga identyfikatora formatu</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (see --list-formats)</source>
        <translation>nieznany format „%1” (zob. --list-formats)</translation>
    </message>
    <message>
        <source>--to needs a format id</source>
        <translation>--to wymaga identyfikatora formatu</translation>
    </message>
    <message>
        <source>--boards needs a range A-B</source>
        <translation>--boards wymaga zakresu A-B</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board range such as 1-16</source>
        <translation>„%1” nie jest zakresem rozdań, np. 1-16</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>nieznana opcja „%1”</translation>
    </message>
    <message>
        <source>--verify goes with --solve</source>
        <translation>--verify działa tylko razem z --solve</translation>
    </message>
    <message>
        <source>--solve works when converting</source>
        <translation>--solve działa tylko przy konwersji</translation>
    </message>
    <message>
        <source>--info needs at least one input file</source>
        <translation>--info wymaga co najmniej jednego pliku wejściowego</translation>
    </message>
    <message>
        <source>--validate needs at least one input file</source>
        <translation>--validate wymaga co najmniej jednego pliku wejściowego</translation>
    </message>
    <message>
        <source>--checksum needs at least one input file</source>
        <translation>--checksum wymaga co najmniej jednego pliku wejściowego</translation>
    </message>
    <message>
        <source>give at least one input and the output</source>
        <translation>należy podać co najmniej jeden plik wejściowy oraz plik wyjściowy</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: warning: %3
</source>
        <translation>kibitz-convert: %1: rozdanie %2: ostrzeżenie: %3
</translation>
    </message>
    <message>
        <source>writing to standard output needs --to ID</source>
        <translation>zapis na standardowe wyjście wymaga --to ID</translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos; from its extension; use --to ID</source>
        <translation>nie można rozpoznać formatu „%1” po rozszerzeniu; użyj --to ID</translation>
    </message>
    <message>
        <source>%1 (%2) cannot be written</source>
        <translation>format %1 (%2) nie obsługuje zapisu</translation>
    </message>
    <message>
        <source>the output &apos;%1&apos; is also an input</source>
        <translation>plik wyjściowy „%1” jest też plikiem wejściowym</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n more warning(s) not shown
</source>
        <translation>
            <numerusform>kibitz-convert: pominięto %n kolejne ostrzeżenie
</numerusform>
            <numerusform>kibitz-convert: pominięto %n kolejne ostrzeżenia
</numerusform>
            <numerusform>kibitz-convert: pominięto %n kolejnych ostrzeżeń
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n stored double-dummy table(s) disagree with DDS
</source>
        <translation>
            <numerusform>kibitz-convert: %n zapisana tabela lew w widne karty różni się od wyniku DDS
</numerusform>
            <numerusform>kibitz-convert: %n zapisane tabele lew w widne karty różnią się od wyniku DDS
</numerusform>
            <numerusform>kibitz-convert: %n zapisanych tabel lew w widne karty różni się od wyniku DDS
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: dropped as forced: %1
</source>
        <translation>kibitz-convert: utracono zgodnie z --force: %1
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) left out: the format cannot store them
</source>
        <translation>
            <numerusform>kibitz-convert: pominięto %n rozdanie: format nie może go przechować
</numerusform>
            <numerusform>kibitz-convert: pominięto %n rozdania: format nie może ich przechować
</numerusform>
            <numerusform>kibitz-convert: pominięto %n rozdań: format nie może ich przechować
</numerusform>
        </translation>
    </message>
    <message>
        <source>not solved: %1
</source>
        <translation>nie przeanalizowano: %1
</translation>
    </message>
    <message>
        <source>%1 by %2: the file says %3 tricks, DDS %4
</source>
        <translation>%1, rozgrywa %2: liczba lew w pliku %3, według DDS %4
</translation>
    </message>
    <message>
        <source>kibitz-convert: nothing written: the conversion would drop data (use --force to convert anyway)
</source>
        <translation>kibitz-convert: nic nie zapisano: konwersja spowodowałaby utratę danych (użyj --force, aby mimo to przekonwertować)
</translation>
    </message>
    <message>
        <source>  %1 cannot store these boards at all; with --force they are left out:
</source>
        <translation>  %1 w ogóle nie może przechować tych rozdań; z --force zostaną pominięte:
</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: record %2: warning: %3
</source>
        <translation>kibitz-convert: %1: rekord %2: ostrzeżenie: %3
</translation>
    </message>
    <message>
        <source>%1
  format: %2 (%3)
  boards: %4
</source>
        <translation>%1
  format: %2 (%3)
  rozdania: %4
</translation>
    </message>
    <message>
        <source>  boards with problems: %1 (see --validate)
</source>
        <translation>  rozdania z problemami: %1 (zob. --validate)
</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>rozdanie %1</translation>
    </message>
    <message>
        <source>board at position %1</source>
        <translation>rozdanie na pozycji %1</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) with problems
</source>
        <translation>
            <numerusform>kibitz-convert: %n rozdanie z problemami
</numerusform>
            <numerusform>kibitz-convert: %n rozdania z problemami
</numerusform>
            <numerusform>kibitz-convert: %n rozdań z problemami
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s), all valid
</source>
        <translation>
            <numerusform>kibitz-convert: %n rozdanie, poprawne
</numerusform>
            <numerusform>kibitz-convert: %n rozdania, wszystkie poprawne
</numerusform>
            <numerusform>kibitz-convert: %n rozdań, wszystkie poprawne
</numerusform>
        </translation>
    </message>
    <message>
        <source>ID           READ WRITE EXTENSIONS      NAME / HOLDS
</source>
        <translation>ID           ODCZ ZAPIS ROZSZERZENIA    NAZWA / ZAWARTOŚĆ
</translation>
    </message>
    <message>
        <source>holds: %6</source>
        <extracomment>--list-formats: the second line of a format, listing what its files can hold</extracomment>
        <translation>zawartość: %6</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <comment>--list-formats: the format cannot be written</comment>
        <translation>nie</translation>
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

--select zachowuje rozdania, dla których wyrażenie (język programu dealer, zob.
docs/select.md) jest prawdziwe. --dealer-script wykonuje skrypt programu dealer: bez
OUTPUT ani --to rozdania są wypisywane tak jak w dealer, w przeciwnym razie zapisywane do OUTPUT.
</translation>
    </message>
    <message>
        <source>--select needs an expression</source>
        <translation>--select wymaga wyrażenia</translation>
    </message>
    <message>
        <source>--select: %1</source>
        <translation>--select: %1</translation>
    </message>
    <message>
        <source>--dealer-script needs a script file</source>
        <translation>--dealer-script wymaga pliku skryptu</translation>
    </message>
    <message>
        <source>%1 needs a number</source>
        <translation>%1 wymaga liczby</translation>
    </message>
    <message>
        <source>--generate, --produce and --seed go with --dealer-script</source>
        <translation>--generate, --produce i --seed działają tylko z --dealer-script</translation>
    </message>
    <message>
        <source>--dealer-script takes at most one output</source>
        <translation>--dealer-script przyjmuje najwyżej jedno wyjście</translation>
    </message>
    <message>
        <source>kibitz-convert: cannot tell the format of &apos;%1&apos; from its extension; use --to ID
</source>
        <translation>kibitz-convert: nie można rozpoznać formatu „%1” po rozszerzeniu; użyj --to ID
</translation>
    </message>
    <message>
        <source>kibitz-convert: standard output: %1
</source>
        <translation>kibitz-convert: standardowe wyjście: %1
</translation>
    </message>
    <message>
        <source>%1 board %2</source>
        <translation>%1 rozdanie %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: damaged: %3
</source>
        <translation>kibitz-convert: %1: rozdanie %2: uszkodzone: %3
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: nothing written: %n damaged board(s) in the input (%1); use --force to convert what could be read
</source>
        <translation>
            <numerusform>kibitz-convert: nic nie zapisano: %n uszkodzone rozdanie na wejściu (%1); użyj --force, aby skonwertować to, co udało się odczytać
</numerusform>
            <numerusform>kibitz-convert: nic nie zapisano: %n uszkodzone rozdania na wejściu (%1); użyj --force, aby skonwertować to, co udało się odczytać
</numerusform>
            <numerusform>kibitz-convert: nic nie zapisano: %n uszkodzonych rozdań na wejściu (%1); użyj --force, aby skonwertować to, co udało się odczytać
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: damaged: %1
</source>
        <translation>kibitz-convert: uszkodzone: %1
</translation>
    </message>
    <message>
        <source>%1 record %2</source>
        <translation>%1 rekord %2</translation>
    </message>
    <message>
        <source>  damaged boards: %1 (see --validate)
</source>
        <translation>  uszkodzone rozdania: %1 (zob. --validate)
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n damaged board(s)
</source>
        <translation>
            <numerusform>kibitz-convert: %n uszkodzone rozdanie
</numerusform>
            <numerusform>kibitz-convert: %n uszkodzone rozdania
</numerusform>
            <numerusform>kibitz-convert: %n uszkodzonych rozdań
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
        <translation>Użycie:
  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--shard K/N] [--force]
                 [--solve [--verify] [--checkpoint MIN] [--dds-threads N]] INPUT... OUTPUT
  kibitz-convert --info INPUT...
  kibitz-convert --validate INPUT...
  kibitz-convert --checksum INPUT...
  kibitz-convert --list-formats
  kibitz-convert --version

Konwertuje pliki rozdań między formatami (rozpoznawanymi po rozszerzeniu, a potem po zawartości).
OUTPUT &apos;-&apos; zapisuje na standardowe wyjście; FIFO lub urządzenie jest zapisywane bezpośrednio, każdy inny
plik jest zastępowany w całości po zapisaniu wszystkiego (dowiązanie symboliczne: jego cel).
Kod wyjścia: 0 sukces, 1 nieczytelne lub nieprawidłowe wejście (lub plik, który zmienił się w trakcie
czytania), 2 błąd użycia, 3 konwersja utraciłaby dane, a nie podano --force,
4 nie można zapisać wyjścia (pliku lub standardowego wyjścia).
--solve uzupełnia brakujące tabele analizy w widne karty za pomocą DDS; --verify przelicza też zapisane
tabele i zgłasza każdą niezgodność (kod wyjścia 1). Bez --verify tabele, które
OUTPUT już zawiera dla tych samych rozdań (z wcześniejszego, przerwanego uruchomienia), zostają
zachowane, a OUTPUT jest zapisywany co MIN minut (domyślnie 10, 0 – tylko na końcu) z tym, co już
policzono. DDS liczy w N wątkach (domyślnie 0: jeden na rdzeń).
--shard K/N konwertuje K-tą z N równych części rozdań (według pozycji): wyniki N części
zapisane jeden po drugim dają wynik całości (zob. README).
</translation>
    </message>
    <message>
        <source>--shard needs K/N, such as 3/8</source>
        <translation>--shard wymaga K/N, np. 3/8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a shard K/N with 1 &lt;= K &lt;= N</source>
        <translation>„%1” nie jest częścią K/N, gdzie 1 &lt;= K &lt;= N</translation>
    </message>
    <message>
        <source>--dds-threads needs a number of threads (0 for one per core)</source>
        <translation>--dds-threads wymaga liczby wątków (0 – jeden na rdzeń)</translation>
    </message>
    <message>
        <source>--checkpoint needs a number of minutes</source>
        <translation>--checkpoint wymaga liczby minut</translation>
    </message>
    <message>
        <source>--shard works when converting</source>
        <translation>--shard działa tylko przy konwersji</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: %n table(s) kept from an earlier run
</source>
        <translation>
            <numerusform>kibitz-convert: %1: zachowano %n tabelę z wcześniejszego uruchomienia
</numerusform>
            <numerusform>kibitz-convert: %1: zachowano %n tabele z wcześniejszego uruchomienia
</numerusform>
            <numerusform>kibitz-convert: %1: zachowano %n tabel z wcześniejszego uruchomienia
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: saved with %n board(s) still to solve; going on
</source>
        <translation>
            <numerusform>kibitz-convert: %1: zapisano, do przeanalizowania zostało %n rozdanie; praca trwa dalej
</numerusform>
            <numerusform>kibitz-convert: %1: zapisano, do przeanalizowania zostały %n rozdania; praca trwa dalej
</numerusform>
            <numerusform>kibitz-convert: %1: zapisano, do przeanalizowania zostało %n rozdań; praca trwa dalej
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
        <translation>jedno z rozdań od %1 do %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 took %2 to solve (%3 a deal on average)
</source>
        <extracomment>--solve: a deal took far longer than the others; %1 names it (&quot;board 12&quot;, &quot;one of the boards 1 to 40&quot;)</extracomment>
        <translation>kibitz-convert: analiza (%1) trwała %2 (średnio %3 na rozkład)
</translation>
    </message>
    <message>
        <source>boards %1-%2</source>
        <translation>rozdania %1-%2</translation>
    </message>
    <message>
        <source> (%1 so far)</source>
        <translation> (dotąd %1)</translation>
    </message>
    <message>
        <source>%1 of %2 deals solved</source>
        <translation>przeanalizowano %1 z %2 rozkładów</translation>
    </message>
    <message>
        <source>, %1 a second, %2 left</source>
        <translation>, %1 na sekundę, zostało %2</translation>
    </message>
    <message>
        <source>%1 deals solved</source>
        <translation>przeanalizowano rozkłady: %1</translation>
    </message>
    <message>
        <source>, %1 a second</source>
        <translation>, %1 na sekundę</translation>
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

--stats wypisuje w postaci tabel statystyki rozdań ze wszystkich plików INPUT łącznie (PC,
układy rąk, długości kolorów, kontrakty do wygrania w widne karty, par, rozgrywka względem
analizy w widne karty); --stats-json wypisuje je jako jeden obiekt JSON (zob. docs/stats.md).
Z --solve DDS oblicza brakujące tabele rozdań oraz koszt każdego wistu.
</translation>
    </message>
    <message>
        <source>choose one of --info, --validate, --checksum, --stats, --stats-json and --list-formats</source>
        <translation>wybierz tylko jedną z opcji --info, --validate, --checksum, --stats, --stats-json i --list-formats</translation>
    </message>
    <message>
        <source>--verify works when converting</source>
        <translation>--verify działa tylko przy konwersji</translation>
    </message>
    <message>
        <source>%1 needs at least one input file</source>
        <translation>%1 wymaga co najmniej jednego pliku wejściowego</translation>
    </message>
    <message>
        <source>irregularities</source>
        <translation>nieprawidłowości</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: cannot keep a copy of the stream: %2
</source>
        <translation>kibitz-convert: %1: nie można zachować kopii strumienia: %2
</translation>
    </message>
    <message>
        <source>the file system of %1 is read-only</source>
        <translation>system plików %1 jest tylko do odczytu</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 was changed by another program while it was written; not replaced
</source>
        <translation>kibitz-convert: %1 został zmieniony przez inny program w trakcie zapisu; nie zastąpiono
</translation>
    </message>
    <message>
        <source>%1: at most %2 deals</source>
        <translation>%1: najwyżej %2 rozkładów</translation>
    </message>
    <message>
        <source>kibitz-convert: generated %1 of %2 hands (%3 produced)
</source>
        <extracomment>--dealer-script, every few seconds of a long run on standard error</extracomment>
        <translation>kibitz-convert: wygenerowano %1 z %2 rozkładów (wybrano %3)
</translation>
    </message>
    <message>
        <source>board label</source>
        <translation>etykieta rozdania</translation>
    </message>
    <message>
        <source>commentary markup</source>
        <translation>formatowanie komentarza</translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation>ukryte ręce</translation>
    </message>
</context>
<context>
    <name>Kibitz::DdTraceView</name>
    <message>
        <source>%1 from dummy</source>
        <translation>%1 z dziadka</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>No play recorded: the double-dummy trace follows the cards actually played.</source>
        <translation>Brak zapisu rozgrywki: analiza w widne karty śledzi karty faktycznie zagrane.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy, %1 takes %n trick(s).</source>
        <translation>
            <numerusform>Analiza w widne karty: %1 – %n lewa.</numerusform>
            <numerusform>Analiza w widne karty: %1 – %n lewy.</numerusform>
            <numerusform>Analiza w widne karty: %1 – %n lew.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving the play double-dummy…</source>
        <translation>Analiza rozgrywki w widne karty…</translation>
    </message>
    <message>
        <source>No double-dummy trace: %1.</source>
        <translation>Brak analizy rozgrywki w widne karty: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead</source>
        <translation>
            <numerusform>W widne karty przed wistem: %n lewa</numerusform>
            <numerusform>W widne karty przed wistem: %n lewy</numerusform>
            <numerusform>W widne karty przed wistem: %n lew</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead for %1, counted as declarer</source>
        <translation>
            <numerusform>W widne karty przed wistem: %n lewa dla linii %1 (traktowanej jak rozgrywający)</numerusform>
            <numerusform>W widne karty przed wistem: %n lewy dla linii %1 (traktowanej jak rozgrywający)</numerusform>
            <numerusform>W widne karty przed wistem: %n lew dla linii %1 (traktowanej jak rozgrywający)</numerusform>
        </translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>EW</translation>
    </message>
    <message numerus="yes">
        <source> (%1 goes down %n)</source>
        <translation>
            <numerusform> (%1 – bez %n)</numerusform>
            <numerusform> (%1 – bez %n)</numerusform>
            <numerusform> (%1 – bez %n)</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 makes)</source>
        <translation> (%1 – kontrakt ugrany)</translation>
    </message>
    <message numerus="yes">
        <source> (%1 makes with %n overtrick(s))</source>
        <translation>
            <numerusform> (%1 – kontrakt ugrany z nadróbką)</numerusform>
            <numerusform> (%1 – kontrakt ugrany z %n nadróbkami)</numerusform>
            <numerusform> (%1 – kontrakt ugrany z %n nadróbkami)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>rozgrywający oddał z powrotem lewę w %1. lewie (%2)</numerusform>
            <numerusform>rozgrywający oddał z powrotem %n lewy w %1. lewie (%2)</numerusform>
            <numerusform>rozgrywający oddał z powrotem %n lew w %1. lewie (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer lost %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>rozgrywający stracił lewę w %1. lewie (%2)</numerusform>
            <numerusform>rozgrywający stracił %n lewy w %1. lewie (%2)</numerusform>
            <numerusform>rozgrywający stracił %n lew w %1. lewie (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>obrona oddała z powrotem lewę w %1. lewie (%2)</numerusform>
            <numerusform>obrona oddała z powrotem %n lewy w %1. lewie (%2)</numerusform>
            <numerusform>obrona oddała z powrotem %n lew w %1. lewie (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave away %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>obrona oddała lewę w %1. lewie (%2)</numerusform>
            <numerusform>obrona oddała %n lewy w %1. lewie (%2)</numerusform>
            <numerusform>obrona oddała %n lew w %1. lewie (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card kept the double-dummy result.</source>
        <translation>Żadna karta nie zmieniła wyniku w widne karty.</translation>
    </message>
    <message>
        <source>Then %1.</source>
        <translation>Następnie %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s).</source>
        <translation>
            <numerusform>Rozgrywający wziął %n lewę.</numerusform>
            <numerusform>Rozgrywający wziął %n lewy.</numerusform>
            <numerusform>Rozgrywający wziął %n lew.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %n trick(s): the double-dummy result.</source>
        <translation>
            <numerusform>Zgłoszenie: %n lewa, zgodnie z analizą w widne karty.</numerusform>
            <numerusform>Zgłoszenie: %n lewy, zgodnie z analizą w widne karty.</numerusform>
            <numerusform>Zgłoszenie: %n lew, zgodnie z analizą w widne karty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, declarer could still take %n trick(s).</source>
        <translation>
            <numerusform>Zgłoszone lewy: %1; w widne karty rozgrywający mógł wziąć %n lewę.</numerusform>
            <numerusform>Zgłoszone lewy: %1; w widne karty rozgrywający mógł wziąć %n lewy.</numerusform>
            <numerusform>Zgłoszone lewy: %1; w widne karty rozgrywający mógł wziąć %n lew.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, the defence could hold declarer to %n trick(s).</source>
        <translation>
            <numerusform>Zgłoszone lewy: %1; w widne karty obrona mogła ograniczyć rozgrywającego do %n lewy.</numerusform>
            <numerusform>Zgłoszone lewy: %1; w widne karty obrona mogła ograniczyć rozgrywającego do %n lew.</numerusform>
            <numerusform>Zgłoszone lewy: %1; w widne karty obrona mogła ograniczyć rozgrywającego do %n lew.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stops after card %1: double dummy, %n trick(s) for declarer.</source>
        <translation>
            <numerusform>Zapis rozgrywki kończy się na karcie %1; w widne karty %n lewa dla rozgrywającego.</numerusform>
            <numerusform>Zapis rozgrywki kończy się na karcie %1; w widne karty %n lewy dla rozgrywającego.</numerusform>
            <numerusform>Zapis rozgrywki kończy się na karcie %1; w widne karty %n lew dla rozgrywającego.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1: %2 led by %3</source>
        <translation>Lewa %1: wist %2 (%3)</translation>
    </message>
    <message>
        <source>Trick %1: %2 by %3</source>
        <translation>Lewa %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Declarer&apos;s double-dummy tricks: %1 → %2</source>
        <translation>Lewy rozgrywającego w widne karty: %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>This card cost %n trick(s).</source>
        <translation>
            <numerusform>Ta karta kosztowała lewę.</numerusform>
            <numerusform>Ta karta kosztowała %n lewy.</numerusform>
            <numerusform>Ta karta kosztowała %n lew.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show the play after this card.</source>
        <translation>Kliknięcie pokazuje rozgrywkę po tej karcie.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Lewa</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Wist</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2. ręka</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3. ręka</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4. ręka</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>lew</translation>
    </message>
    <message>
        <source>makes</source>
        <translation>równo</translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s) for declarer</source>
        <translation>
            <numerusform>Zgłoszenie: %n lewa dla rozgrywającego</numerusform>
            <numerusform>Zgłoszenie: %n lewy dla rozgrywającego</numerusform>
            <numerusform>Zgłoszenie: %n lew dla rozgrywającego</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Nie rozegrano</translation>
    </message>
    <message>
        <source>Beside each card: declarer&apos;s double-dummy tricks once it is played. Red: the card cost its side tricks. Underlined: the card that won the trick. Click a card to go there.</source>
        <translation>Obok każdej karty: lewy rozgrywającego w widne karty po jej zagraniu. Na czerwono: karta, przez którą jej linia straciła lewy. Podkreślenie: karta, która wzięła lewę. Kliknięcie karty przenosi do tego miejsca rozgrywki.</translation>
    </message>
    <message>
        <source>Double-dummy tricks for declarer before the opening lead. Click to go back to the lead.</source>
        <translation>Lewy rozgrywającego w widne karty przed wistem. Kliknięcie przenosi z powrotem do wistu.</translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>Zgłoszenie: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Deal</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>%1 held by %2</source>
        <translation>%1 – w rękach: %2</translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation>%1 ma za dużo kart (%2)</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1)</source>
        <translation>ręce mają różną liczbę kart (%1)</translation>
    </message>
    <message>
        <source>missing from the deal: %1</source>
        <translation>brakuje w rozkładzie: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>„%1” nie jest pozycją (N, E, S lub W)</translation>
    </message>
    <message>
        <source>expected four hands, found %1</source>
        <translation>oczekiwano czterech rąk, znaleziono: %1</translation>
    </message>
    <message>
        <source>unexpected text after the fourth hand</source>
        <translation>nieoczekiwany tekst po czwartej ręce</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealEditor</name>
    <message>
        <source>Give cards to</source>
        <translation>Karty dla</translation>
    </message>
    <message>
        <source>%1&apos;s hand, spades first: suits separated by dots, T or 10 for the ten</source>
        <translation>Ręka gracza %1, od pików: kolory oddzielone kropkami, T lub 10 oznacza dziesiątkę</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Wklej rozkład</translation>
    </message>
    <message>
        <source>Paste a deal from the clipboard: PBN, LIN md|, giblib or four hands</source>
        <translation>Wklej rozkład ze schowka: PBN, LIN md|, giblib lub cztery ręce</translation>
    </message>
    <message>
        <source>Complete Fourth Hand</source>
        <translation>Uzupełnij czwartą rękę</translation>
    </message>
    <message>
        <source>Give the missing cards to the one short hand</source>
        <translation>Daj brakujące karty jedynej niepełnej ręce</translation>
    </message>
    <message>
        <source>Deal the Rest</source>
        <translation>Rozdaj resztę</translation>
    </message>
    <message>
        <source>Deal the cards nobody holds at random</source>
        <translation>Losowo rozdaj karty, których nikt nie ma</translation>
    </message>
    <message>
        <source>Rotate ↻</source>
        <translation>Obróć ↻</translation>
    </message>
    <message>
        <source>Turn the whole board a seat clockwise: hands, dealer, auction, play, names</source>
        <translation>Obróć całe rozdanie o jedną pozycję zgodnie z ruchem wskazówek zegara: ręce, rozdającego, licytację, rozgrywkę, nazwiska</translation>
    </message>
    <message>
        <source>Swap Hands</source>
        <translation>Zamień ręce</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Remove every card from the deal</source>
        <translation>Usuń wszystkie karty z rozkładu</translation>
    </message>
    <message>
        <source>No cards dealt yet.</source>
        <translation>Nie rozdano jeszcze kart.</translation>
    </message>
    <message>
        <source>Complete deal: 52 cards, 13 each.</source>
        <translation>Pełny rozkład: 52 karty, po 13 w każdej ręce.</translation>
    </message>
    <message>
        <source>End position: %1 cards each.</source>
        <translation>Końcówka: w każdej ręce tyle samo kart (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing:</source>
        <translation>
            <numerusform>Brakuje %n karty:</numerusform>
            <numerusform>Brakuje %n kart:</numerusform>
            <numerusform>Brakuje %n kart:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No deal recognised: %1</source>
        <translation>Nie rozpoznano rozkładu: %1</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: see the tooltip)</source>
        <translation>
            <numerusform>(i jeszcze %n: zob. podpowiedź)</numerusform>
            <numerusform>(i jeszcze %n: zob. podpowiedź)</numerusform>
            <numerusform>(i jeszcze %n: zob. podpowiedź)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealFormat</name>
    <message>
        <source>%1 files cannot be written</source>
        <translation>zapis plików %1 nie jest obsługiwany</translation>
    </message>
    <message>
        <source>%1 holds complete deals only; this one is partial</source>
        <translation>%1 przechowuje tylko pełne rozkłady; ten jest częściowy</translation>
    </message>
    <message>
        <source>%1 holds complete deals only: %2</source>
        <translation>%1 przechowuje tylko pełne rozkłady: %2</translation>
    </message>
    <message>
        <source>not enough memory to open the file</source>
        <translation>za mało pamięci, aby otworzyć plik</translation>
    </message>
    <message numerus="yes">
        <source>not enough memory to open the file (%n board(s) read)</source>
        <translation>
            <numerusform>za mało pamięci, aby otworzyć plik (wczytano %n rozdanie)</numerusform>
            <numerusform>za mało pamięci, aby otworzyć plik (wczytano %n rozdania)</numerusform>
            <numerusform>za mało pamięci, aby otworzyć plik (wczytano %n rozdań)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealPaste</name>
    <message>
        <source>LIN md| needs a dealer digit 1-4 first</source>
        <translation>LIN md| wymaga najpierw cyfry rozdającego 1-4</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>ręka gracza %1: %2</translation>
    </message>
    <message>
        <source>expected a suit (S H D C or a symbol) or a rank, found &apos;%1&apos;</source>
        <translation>oczekiwano koloru (S H D C lub symbol) albo wysokości karty, znaleziono „%1”</translation>
    </message>
    <message>
        <source>a rank before any suit</source>
        <translation>wysokość karty przed pierwszym kolorem</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <translation>%1 dwukrotnie</translation>
    </message>
    <message>
        <source>no deal in the text</source>
        <translation>w tekście nie ma rozkładu</translation>
    </message>
    <message>
        <source>expected a PBN deal, a LIN md| field, a giblib line or four hands (N E S W) like AKQ.T98.765.432</source>
        <translation>oczekiwano rozkładu PBN, pola LIN md|, wiersza giblib lub czterech rąk (N E S W), np. AKQ.T98.765.432</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealerGeneration</name>
    <message>
        <source>%1 deals produced of %2 generated (seed %3)</source>
        <translation>Wybrano rozkładów: %1 z %2 wygenerowanych (ziarno %3)</translation>
    </message>
    <message>
        <source>Dealer scripts (*.dlr)</source>
        <translation>Skrypty dealer (*.dlr)</translation>
    </message>
    <message>
        <source>Generating deals…</source>
        <translation>Generowanie rozkładów…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <source>The script prints no deals, only statistics:</source>
        <translation>Skrypt nie wypisuje rozkładów, tylko statystyki:</translation>
    </message>
    <message>
        <source>No deal met the condition in %1 deals generated.</source>
        <translation>Żaden rozkład nie spełnił warunku spośród %1 wygenerowanych.</translation>
    </message>
    <message>
        <source>%1: the script asks for %2 deals; a window holds at most %3. Write them to a file with kibitz-convert --dealer-script.</source>
        <translation>%1: skrypt żąda rozkładów: %2; okno mieści najwyżej %3. Zapisz je do pliku za pomocą kibitz-convert --dealer-script.</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too big for a dealer script (at most %3)</source>
        <translation>%1: skrypt dealer jest za duży (bajtów: %2, najwyżej %3)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealsFormat</name>
    <message>
        <source>.deals binary deals</source>
        <translation>binarne rozkłady .deals</translation>
    </message>
    <message>
        <source>%1 cannot mark a hand unknown (%2&apos;s)</source>
        <translation>%1 nie może oznaczyć ręki jako nieznanej (ręka gracza %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has bits 52-63 set (only bits 0-51 are cards)</source>
        <translation>ręka gracza %1 ma ustawione bity 52-63 (kartom odpowiadają tylko bity 0-51)</translation>
    </message>
    <message>
        <source>invalid deal: %1</source>
        <translation>nieprawidłowy rozkład: %1</translation>
    </message>
    <message>
        <source>the record holds no cards (all its bytes are zero)</source>
        <translation>rekord nie zawiera żadnych kart (wszystkie jego bajty są zerowe)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DetailsEditor</name>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Dealer and Vul from Number</source>
        <translation>Rozdający i założenia z numeru</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board number in the standard 16-board cycle</source>
        <translation>Ustaw rozdającego i założenia według numeru rozdania w standardowym cyklu 16 rozdań</translation>
    </message>
    <message>
        <source>Dealer and vulnerability from board %1</source>
        <translation>Rozdający i założenia według rozdania %1</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Rozdanie:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>Rozd&amp;ający:</translation>
    </message>
    <message>
        <source>&amp;Vulnerable:</source>
        <translation>&amp;Założenia:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Tytuł:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>T&amp;urniej:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Miejsce:</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Commentary for this board</source>
        <translation>Komentarz do tego rozdania</translation>
    </message>
    <message>
        <source>&amp;Comments:</source>
        <translation>&amp;Komentarze:</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Hand diagram drawn by Kibitz</source>
        <translation>Diagram rozdania narysowany w programie Kibitz</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramRenderer</name>
    <message>
        <source>Board %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Rozdaje: %1</translation>
    </message>
    <message>
        <source>Vul %1</source>
        <translation>Założenia: %1</translation>
    </message>
    <message>
        <source>End position, %1 per hand</source>
        <translation>Końcówka (kart w ręce: %1)</translation>
    </message>
    <message>
        <source>Notrump</source>
        <translation>Bez atu</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>Atu: %1</translation>
    </message>
    <message>
        <source>%1 led by %2</source>
        <translation>Wist %1 (%2)</translation>
    </message>
    <message>
        <source>Made, %1 tricks</source>
        <translation>Ugrany, %1 lew</translation>
    </message>
    <message>
        <source>Made %1, +%2</source>
        <translation>Ugrany, %1 lew (+%2)</translation>
    </message>
    <message>
        <source>Down %1</source>
        <translation>Bez %1</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>NS %1</translation>
    </message>
    <message>
        <source>N-S %1  ·  E-W %2</source>
        <translation>NS %1  ·  EW %2</translation>
    </message>
    <message>
        <source>Before the lead</source>
        <translation>Przed wistem</translation>
    </message>
    <message>
        <source>Trick %1, card %2</source>
        <translation>Lewa %1, karta %2</translation>
    </message>
    <message>
        <source>Claim: %1 %2 of %3 tricks</source>
        <translation>Zgłoszenie: %1 %2 z %3 lew</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>%1 HCP</source>
        <translation>%1 PC</translation>
    </message>
    <message>
        <source>hand not given</source>
        <translation>ręki nie podano</translation>
    </message>
</context>
<context>
    <name>Kibitz::Document</name>
    <message>
        <source>cannot write the file: %1</source>
        <translation>nie można zapisać pliku: %1</translation>
    </message>
    <message>
        <source>%1 files cannot be written</source>
        <translation>zapis plików %1 nie jest obsługiwany</translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>rozdanie %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>changed on disk since it was opened: %n board(s) can no longer be read as they were, so nothing was written (a save would write them empty). Reload the file to read it as it is now.</source>
        <translation>
            <numerusform>zmieniony na dysku od otwarcia: %n rozdanie nie może już zostać odczytane tak, jak było, więc nic nie zapisano (zapis utworzyłby je puste). Wczytaj plik ponownie, aby odczytać go w obecnej postaci.</numerusform>
            <numerusform>zmieniony na dysku od otwarcia: %n rozdania nie mogą już zostać odczytane tak, jak były, więc nic nie zapisano (zapis utworzyłby je puste). Wczytaj plik ponownie, aby odczytać go w obecnej postaci.</numerusform>
            <numerusform>zmieniony na dysku od otwarcia: %n rozdań nie może już zostać odczytanych tak, jak były, więc nic nie zapisano (zapis utworzyłby je puste). Wczytaj plik ponownie, aby odczytać go w obecnej postaci.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled</source>
        <translation>zapis został anulowany</translation>
    </message>
</context>
<context>
    <name>Kibitz::DoubleDummySolver</name>
    <message>
        <source>the double-dummy solver failed: %1 (DDS error %2)</source>
        <translation>błąd analizy w widne karty: %1 (błąd DDS %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>ręka gracza %1 jest nieznana</translation>
    </message>
    <message>
        <source>the hands hold no cards</source>
        <translation>ręce nie zawierają kart</translation>
    </message>
    <message>
        <source>par needs the whole double-dummy table; %1 in %2 is unknown</source>
        <translation>par wymaga pełnej tabeli lew w widne karty; brak wartości dla: %2, rozgrywa %1</translation>
    </message>
    <message>
        <source>the play is over: no card is left to play</source>
        <translation>rozgrywka jest zakończona: nie ma już kart do zagrania</translation>
    </message>
    <message>
        <source>the double-dummy solver traced %1 of %2 cards</source>
        <translation>analiza w widne karty prześledziła tylko %1 z %2 kart</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>%1 cannot be solved: %2</source>
        <translation>%1 – nie można przeanalizować: %2</translation>
    </message>
    <message>
        <source>the double-dummy solver (libdds) could not be loaded: %1</source>
        <translation>nie udało się wczytać biblioteki analizy w widne karty (libdds): %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::DxFormat</name>
    <message>
        <source>board number 0: expected 1-255</source>
        <translation>numer rozdania 0: oczekiwano 1-255</translation>
    </message>
    <message>
        <source>the file ends inside the deal: expected 32 bytes after the board number</source>
        <translation>plik kończy się wewnątrz rozkładu: po numerze rozdania oczekiwano 32 bajtów</translation>
    </message>
    <message>
        <source>the auction</source>
        <translation>licytacji</translation>
    </message>
    <message>
        <source>expected 0xFF: an auction has at most 319 calls</source>
        <translation>oczekiwano 0xFF: licytacja ma co najwyżej 319 odzywek</translation>
    </message>
    <message>
        <source>call byte 0: this file uses the old call table (Pass 0, Double 1, Redouble 2)</source>
        <translation>bajt odzywki 0: ten plik używa starej tabeli odzywek (pas 0, kontra 1, rekontra 2)</translation>
    </message>
    <message>
        <source>call byte %1 is not a call: expected (level &lt;&lt; 5) | (1 &lt;&lt; strain), Pass %2, Double %3, Redouble %4</source>
        <translation>bajt odzywki %1 nie jest odzywką: oczekiwano (wysokość &lt;&lt; 5) | (1 &lt;&lt; miano), pas %2, kontra %3, rekontra %4</translation>
    </message>
    <message>
        <source>call %1 (%2) is illegal: %3</source>
        <translation>odzywka %1 (%2) jest niedozwolona: %3</translation>
    </message>
    <message>
        <source>the play</source>
        <translation>rozgrywki</translation>
    </message>
    <message>
        <source>more than 52 cards played: expected 0xFF</source>
        <translation>zagrano ponad 52 karty: oczekiwano 0xFF</translation>
    </message>
    <message>
        <source>byte %1 is not a card: expected 0-51 or 0xFF</source>
        <translation>bajt %1 nie jest kartą: oczekiwano 0-51 lub 0xFF</translation>
    </message>
    <message>
        <source>missing 0xFF terminator: the file ends inside %1</source>
        <translation>brak terminatora 0xFF: plik kończy się w trakcie %1</translation>
    </message>
    <message>
        <source>.dx deals with auction and play</source>
        <translation>rozkłady .dx z licytacją i rozgrywką</translation>
    </message>
    <message>
        <source>card %1 (%2) is illegal: %3</source>
        <translation>karta %1 (%2) jest niedozwolona: %3</translation>
    </message>
    <message>
        <source>card %1 (%2) is in no hand</source>
        <translation>karty %1 (%2) nie ma w żadnej ręce</translation>
    </message>
    <message>
        <source>card %1 (%2) was played before</source>
        <translation>karta %1 (%2) została już wcześniej zagrana</translation>
    </message>
    <message>
        <source>%1 holds legal auctions only: %2</source>
        <translation>%1 przechowuje tylko prawidłowe licytacje: %2</translation>
    </message>
    <message>
        <source>%1 holds legal play only: %2</source>
        <translation>%1 przechowuje tylko prawidłowe rozgrywki: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>plik kończy się wewnątrz rozdania %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::EditCommands</name>
    <message>
        <source>Take back %1 from %2</source>
        <translation>Zabierz %1 graczowi %2</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>Daj %1 graczowi %2</translation>
    </message>
    <message>
        <source>Type %1 hand</source>
        <translation>Wpisz rękę gracza %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Przenieś %1 do gracza %2</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Wklej rozkład</translation>
    </message>
    <message>
        <source>Complete the fourth hand</source>
        <translation>Uzupełnij czwartą rękę</translation>
    </message>
    <message>
        <source>Deal the remaining cards</source>
        <translation>Rozdaj pozostałe karty</translation>
    </message>
    <message>
        <source>Rotate board clockwise</source>
        <translation>Obróć rozdanie w prawo</translation>
    </message>
    <message>
        <source>Rotate board</source>
        <translation>Obróć rozdanie</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>Zamień ręce: %1 i %2</translation>
    </message>
    <message>
        <source>Clear deal</source>
        <translation>Wyczyść rozkład</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Odzywka %1</translation>
    </message>
    <message>
        <source>Undo call</source>
        <translation>Cofnij odzywkę</translation>
    </message>
    <message>
        <source>Undo call %1</source>
        <translation>Cofnij odzywkę %1</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alert</translation>
    </message>
    <message>
        <source>Alert %1</source>
        <translation>Alert %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zagraj %1</translation>
    </message>
    <message>
        <source>Undo card</source>
        <translation>Cofnij kartę</translation>
    </message>
    <message>
        <source>Undo card %1</source>
        <translation>Cofnij kartę %1</translation>
    </message>
    <message>
        <source>Claim %1 tricks</source>
        <translation>Zgłoś lewy: %1</translation>
    </message>
    <message>
        <source>Withdraw claim</source>
        <translation>Wycofaj zgłoszenie</translation>
    </message>
    <message>
        <source>Change board number</source>
        <translation>Zmień numer rozdania</translation>
    </message>
    <message>
        <source>Change dealer</source>
        <translation>Zmień rozdającego</translation>
    </message>
    <message>
        <source>Change vulnerability</source>
        <translation>Zmień założenia</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Zmień tytuł</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Zmień turniej</translation>
    </message>
    <message>
        <source>Change site</source>
        <translation>Zmień miejsce</translation>
    </message>
    <message>
        <source>Change date</source>
        <translation>Zmień datę</translation>
    </message>
    <message>
        <source>Change %1&apos;s name</source>
        <translation>Zmień nazwisko gracza %1</translation>
    </message>
    <message>
        <source>Change comments</source>
        <translation>Zmień komentarze</translation>
    </message>
    <message>
        <source>Renumber boards with the cycle</source>
        <translation>Zmień numerację rozdań według cyklu</translation>
    </message>
    <message>
        <source>Renumber boards</source>
        <translation>Zmień numerację rozdań</translation>
    </message>
    <message>
        <source>Delete board</source>
        <translation>Usuń rozdanie</translation>
    </message>
    <message>
        <source>Delete %1 boards</source>
        <translation>Usuń rozdania (%1)</translation>
    </message>
    <message>
        <source>Move board up</source>
        <translation>Przesuń rozdanie w górę</translation>
    </message>
    <message>
        <source>Move board down</source>
        <translation>Przesuń rozdanie w dół</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozkład %1</translation>
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
        <translation>ręka „%1” nie jest ręką</translation>
    </message>
    <message>
        <source>the hand &apos;%1&apos; has a card that is not a card</source>
        <translation>ręka „%1” zawiera coś, co nie jest kartą</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>rozkład jest nieprawidłowy: %1</translation>
    </message>
    <message>
        <source>the cards of the trick in progress (&apos;curtrick&apos;) are not read</source>
        <translation>karty bieżącej lewy („curtrick”) nie są wczytywane</translation>
    </message>
    <message>
        <source>call %1 is not a call</source>
        <translation>odzywka %1 nie jest odzywką</translation>
    </message>
    <message>
        <source>card %1 of the play is not a card</source>
        <translation>karta %1 rozgrywki nie jest kartą</translation>
    </message>
    <message>
        <source>the contract is not a contract: not read</source>
        <translation>kontrakt nie jest kontraktem: nie wczytano</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>kontrakt %1 nie jest kontraktem z licytacji (%2): zostaje ten z licytacji</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; is not a text: not read</source>
        <translation>pole „%1” w „info” nie jest tekstem: nie wczytano</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; ignored</source>
        <translation>pole „%1” w „info” pominięte</translation>
    </message>
</context>
<context>
    <name>Kibitz::ExportImageAction</name>
    <message>
        <source>Export Dia&amp;gram as Image…</source>
        <translation>Eksportuj dia&amp;gram jako obraz…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Rysunki SVG (*.svg)</translation>
    </message>
    <message>
        <source>board-%1</source>
        <translation>rozdanie-%1</translation>
    </message>
    <message>
        <source>board</source>
        <translation>rozdanie</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Eksportuj diagram</translation>
    </message>
</context>
<context>
    <name>Kibitz::FilterBar</name>
    <message>
        <source>A condition in the dealer language, e.g. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Escape clears it.</source>
        <translation>Warunek w języku dealer, np. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Escape go czyści.</translation>
    </message>
    <message>
        <source>%1 boards</source>
        <translation>Rozdania: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The boards the filter keeps, of all boards (&quot;37 of 1,000&quot;).</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Filter: hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx)</source>
        <translation>Filtr: hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx)</translation>
    </message>
</context>
<context>
    <name>Kibitz::FormatError</name>
    <message>
        <source>line %1, column %2</source>
        <translation>wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>wiersz %1</translation>
    </message>
    <message>
        <source>board %1, %2</source>
        <translation>rozdanie %1, %2</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>rekord %1 (bajt nr %2)</translation>
    </message>
    <message>
        <source>byte offset %1</source>
        <translation>bajt nr %1</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>rozdanie %1</translation>
    </message>
    <message>
        <source>the file ends inside board %1</source>
        <translation>plik kończy się wewnątrz rozdania %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::FormatRegistry</name>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation>nieznany format „%1”</translation>
    </message>
    <message>
        <source>not a deal file Kibitz can read</source>
        <translation>to nie jest plik z rozdaniami, który Kibitz potrafi odczytać</translation>
    </message>
    <message>
        <source>All deal files (%1)</source>
        <translation>Wszystkie pliki z rozdaniami (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>this is a folder, not a deal file</source>
        <translation>to jest folder, a nie plik z rozdaniami</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device cannot be opened)</source>
        <translation>to nie jest zwykły plik (nie można otworzyć potoku, gniazda ani urządzenia)</translation>
    </message>
    <message>
        <source>not a %1 file: it holds no deal, only content that cannot be read</source>
        <translation>to nie jest plik %1: nie zawiera żadnego rozkładu, tylko treść, której nie da się odczytać</translation>
    </message>
</context>
<context>
    <name>Kibitz::GibFormat</name>
    <message>
        <source>expected a single space and %1&apos;s hand (giblib lists West, North, East, South)</source>
        <translation>oczekiwano jednej spacji i ręki gracza %1 (giblib podaje kolejno: Zachód, Północ, Wschód, Południe)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has a fourth &apos;.&apos;: a hand is four suits</source>
        <translation>ręka gracza %1 ma czwartą kropkę &apos;.&apos;: ręka to cztery kolory</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>„%1” nie jest wysokością karty (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is a 53rd card: a deal has at most 52</source>
        <translation>%1 to 53. karta: rozkład ma najwyżej 52 karty</translation>
    </message>
    <message>
        <source>%1 is listed twice (also in %2&apos;s hand)</source>
        <translation>%1 występuje dwukrotnie (także w ręce gracza %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand ends here: a hand is four suits separated by &apos;.&apos;</source>
        <translation>ręka gracza %1 kończy się tutaj: ręka to cztery kolory oddzielone &apos;.&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the fourth hand</source>
        <translation>nieoczekiwane „%1” po czwartej ręce</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1); giblib needs the same number in each</source>
        <translation>ręce mają różną liczbę kart (%1); giblib wymaga tej samej liczby w każdej ręce</translation>
    </message>
    <message>
        <source>the deal has no cards</source>
        <translation>rozkład nie zawiera kart</translation>
    </message>
    <message>
        <source>the line is %1 characters long; with %2 cards it must be %3 (the deal, &apos;:&apos; and 20 trick characters)</source>
        <translation>wiersz ma nieprawidłową długość (%1); przy liczbie kart %2 powinna ona wynosić %3 (rozkład, &apos;:&apos; i 20 znaków lew)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a trick count (0-9, A-D for 10-13, or - for unknown)</source>
        <translation>„%1” nie jest liczbą lew (0-9, A-D dla 10-13 lub - dla nieznanej)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 tricks, more than the %3 tricks of this deal</source>
        <translation>„%1” oznacza %2, więcej niż liczba lew w tym rozkładzie (%3)</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>wiersz jest za długi</translation>
    </message>
    <message>
        <source>line %1: a comment after the last deal is ignored</source>
        <translation>wiersz %1: pominięto komentarz po ostatnim rozkładzie</translation>
    </message>
    <message>
        <source>a giblib deal line starts with West&apos;s hand in column 1</source>
        <translation>wiersz rozkładu giblib zaczyna się ręką Zachodu w kolumnie 1</translation>
    </message>
    <message>
        <source>the comments before this deal are longer than 1 MiB</source>
        <translation>komentarze przed tym rozkładem są dłuższe niż 1 MiB</translation>
    </message>
    <message>
        <source>line %1, column %2: text after &apos;}&apos; is ignored (a deal starts on its own line)</source>
        <translation>wiersz %1, kolumna %2: pominięto tekst po &apos;}&apos; (rozkład zaczyna się w osobnym wierszu)</translation>
    </message>
    <message>
        <source>the comment opened here is never closed with &apos;}&apos;</source>
        <translation>komentarz otwarty w tym miejscu nie jest nigdzie zamknięty znakiem &apos;}&apos;</translation>
    </message>
    <message>
        <source>trumps= expects s, h, d, c or n, not &apos;%1&apos;</source>
        <translation>trumps= przyjmuje s, h, d, c lub n, a nie „%1”</translation>
    </message>
    <message>
        <source>leader= expects w, n, e or s, not &apos;%1&apos;</source>
        <translation>leader= przyjmuje w, n, e lub s, a nie „%1”</translation>
    </message>
    <message>
        <source>line %1, column %2: played= has &apos;%3&apos; after card %4; &apos;-&apos; separates tricks, &apos;.&apos; the cards of a trick</source>
        <translation>wiersz %1, kolumna %2: w played= po karcie %4 występuje „%3”; &apos;-&apos; oddziela lewy, &apos;.&apos; karty w lewie</translation>
    </message>
    <message>
        <source>played= expects a suit letter (s, h, d or c), not &apos;%1&apos;</source>
        <translation>played= oczekuje litery koloru (s, h, d lub c), a nie „%1”</translation>
    </message>
    <message>
        <source>played= expects a rank after the suit letter</source>
        <translation>played= oczekuje wysokości karty po literze koloru</translation>
    </message>
    <message>
        <source>played= expects a rank (A K Q J T 9-2), not &apos;%1&apos;</source>
        <translation>played= oczekuje wysokości karty (A K Q J T 9-2), a nie „%1”</translation>
    </message>
    <message>
        <source>played= starts with %1, which is not in the deal</source>
        <translation>played= zaczyna się od %1, a tej karty nie ma w rozkładzie</translation>
    </message>
    <message>
        <source>line %1: leader=%2 but the first card played, %3, is %4&apos;s: the first card decides</source>
        <translation>wiersz %1: leader=%2, ale pierwsza zagrana karta, %3, należy do gracza %4; decyduje pierwsza karta</translation>
    </message>
    <message>
        <source>played= card %1, %2 by %3, %4</source>
        <translation>played= karta %1 (%2, %3) %4</translation>
    </message>
    <message>
        <source>GIB giblib</source>
        <translation>GIB giblib</translation>
    </message>
    <message>
        <source>giblib needs all four hands; %1&apos;s is unknown</source>
        <translation>giblib wymaga wszystkich czterech rąk; ręka gracza %1 jest nieznana</translation>
    </message>
    <message>
        <source>giblib needs a valid deal: %1</source>
        <translation>giblib wymaga prawidłowego rozkładu: %1</translation>
    </message>
    <message>
        <source>giblib needs at least one card in each hand</source>
        <translation>giblib wymaga co najmniej jednej karty w każdej ręce</translation>
    </message>
</context>
<context>
    <name>Kibitz::Hand</name>
    <message>
        <source>a hand has four suits (three dots)</source>
        <translation>ręka ma cztery kolory (trzy kropki)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>„%1” nie jest wysokością karty</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 występuje dwukrotnie</translation>
    </message>
</context>
<context>
    <name>Kibitz::HandRecordPrinter</name>
    <message>
        <source>Cannot start printing (is the output writable?)</source>
        <translation>Nie można rozpocząć drukowania (czy plik docelowy jest zapisywalny?)</translation>
    </message>
    <message>
        <source>Cannot start page %1</source>
        <translation>Nie można rozpocząć strony %1</translation>
    </message>
    <message>
        <source>Hand records</source>
        <translation>Protokoły rozdań</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Boards %1–%2</source>
        <translation>Rozdania %1–%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Strona %1 z %2</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Lead %1 by %2</source>
        <translation>Wist %1 (%2)</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>BA</translation>
    </message>
    <message>
        <source>Par %1</source>
        <translation>Par %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::InputFile</name>
    <message>
        <source>%1 changed on disk while open</source>
        <translation>%1 zmienił się na dysku podczas otwarcia</translation>
    </message>
    <message>
        <source>the file changed while it was being read</source>
        <translation>plik zmienił się w trakcie czytania</translation>
    </message>
</context>
<context>
    <name>Kibitz::Irregularity</name>
    <message>
        <source>insufficient bid, accepted</source>
        <translation>odzywka niewystarczająca, zaakceptowana</translation>
    </message>
    <message>
        <source>no call: the turn was skipped by an accepted call out of rotation</source>
        <translation>brak odzywki: kolejka pominięta wskutek zaakceptowanej odzywki nie w kolejności</translation>
    </message>
    <message>
        <source>revoke, not noticed in time</source>
        <translation>renons niezauważony w porę</translation>
    </message>
    <message>
        <source>lead out of turn, accepted</source>
        <translation>wist nie z kolei, zaakceptowany</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>wiersz przekracza maksymalną długość w bajtach (%1)</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>nieprawidłowy JSON: %1</translation>
    </message>
    <message>
        <source>expected one JSON object {...} per board</source>
        <translation>oczekiwano jednego obiektu JSON {...} na rozdanie</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number from %2 to %3</source>
        <translation>&apos;%1&apos; musi być liczbą całkowitą od %2 do %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos; musi być napisem</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown field &apos;%3&apos; ignored</source>
        <translation>wiersz %1, kolumna %2: pominięto nieznane pole „%3”</translation>
    </message>
    <message>
        <source>dealer &apos;%1&apos; is not N, E, S or W</source>
        <translation>rozdający „%1” nie jest jednym z N, E, S, W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected None, NS, EW or All</source>
        <translation>„%1” nie oznacza założeń: oczekiwano None, NS, EW lub All</translation>
    </message>
    <message>
        <source>bad deal: %1</source>
        <translation>błędny rozkład: %1</translation>
    </message>
    <message>
        <source>&apos;auction&apos; must be an array of calls</source>
        <translation>&apos;auction&apos; musi być tablicą odzywek</translation>
    </message>
    <message>
        <source>call %1 is not a call: expected &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; or &quot;1C&quot; to &quot;7NT&quot;, with &quot;!&quot; when alerted</source>
        <translation>odzywka %1 nie jest odzywką: oczekiwano &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; lub od &quot;1C&quot; do &quot;7NT&quot;, z &quot;!&quot; przy alercie</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>odzywka %1 (%2, %3) %4</translation>
    </message>
    <message>
        <source>&apos;explanations&apos; must be an array of strings and nulls</source>
        <translation>&apos;explanations&apos; musi być tablicą napisów i wartości null</translation>
    </message>
    <message>
        <source>more explanations than calls</source>
        <translation>więcej wyjaśnień niż odzywek</translation>
    </message>
    <message>
        <source>an explanation must be a string or null</source>
        <translation>wyjaśnienie musi być napisem lub null</translation>
    </message>
    <message>
        <source>line %1: &apos;declarer&apos; without &apos;contract&apos; ignored</source>
        <translation>wiersz %1: pominięto &apos;declarer&apos; bez &apos;contract&apos;</translation>
    </message>
    <message>
        <source>bad contract: %1</source>
        <translation>błędny kontrakt: %1</translation>
    </message>
    <message>
        <source>contract %1 needs its &apos;declarer&apos;</source>
        <translation>kontrakt %1 wymaga pola &apos;declarer&apos;</translation>
    </message>
    <message>
        <source>declarer &apos;%1&apos; is not N, E, S or W</source>
        <translation>rozgrywający „%1” nie jest jednym z N, E, S, W</translation>
    </message>
    <message>
        <source>&apos;play&apos; must be an array of cards</source>
        <translation>&apos;play&apos; musi być tablicą kart</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>zagrano ponad 52 karty</translation>
    </message>
    <message>
        <source>card %1 is not a card: expected suit then rank, &quot;SA&quot; to &quot;C2&quot;</source>
        <translation>karta %1 nie jest kartą: oczekiwano koloru i wysokości, od &quot;SA&quot; do &quot;C2&quot;</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>karta %1 (%2, %3) %4</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: no contract, or a hand is unknown</source>
        <translation>wiersz %1: nie sprawdzono rozgrywki: brak kontraktu lub nieznana ręka</translation>
    </message>
    <message>
        <source>&apos;ddTricks&apos; must be an object by declarer: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</source>
        <translation>&apos;ddTricks&apos; musi być obiektem według rozgrywającego: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not N, E, S or W</source>
        <translation>„%1” w &apos;ddTricks&apos; nie jest jednym z N, E, S, W</translation>
    </message>
    <message>
        <source>tricks for %1 must be an object by strain</source>
        <translation>lewy dla %1 muszą być obiektem według miana</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not a strain (NT, S, H, D or C)</source>
        <translation>„%1” w &apos;ddTricks&apos; nie jest mianem (NT, S, H, D lub C)</translation>
    </message>
    <message>
        <source>tricks for %1 in %2 must be a whole number from 0 to 13 or null</source>
        <translation>lewy dla %1 w %2 muszą być liczbą całkowitą od 0 do 13 lub null</translation>
    </message>
    <message>
        <source>&apos;players&apos; must be an object: {&quot;N&quot;:&quot;name&quot;,...}</source>
        <translation>&apos;players&apos; musi być obiektem: {&quot;N&quot;:&quot;nazwisko&quot;,...}</translation>
    </message>
    <message>
        <source>&apos;players&apos; maps N, E, S and W to names</source>
        <translation>&apos;players&apos; przypisuje nazwiska pozycjom N, E, S i W</translation>
    </message>
    <message>
        <source>&apos;comments&apos; must be an array of strings</source>
        <translation>&apos;comments&apos; musi być tablicą napisów</translation>
    </message>
    <message>
        <source>a comment must be a string</source>
        <translation>komentarz musi być napisem</translation>
    </message>
    <message>
        <source>&apos;resultFromPlay&apos; must be true or false</source>
        <translation>&apos;resultFromPlay&apos; musi mieć wartość true lub false</translation>
    </message>
    <message>
        <source>^S marks a skipped turn, written &quot;P&quot; in &apos;auction&apos;</source>
        <translation>^S oznacza pominiętą kolejkę, zapisaną w &apos;auction&apos; jako &quot;P&quot;</translation>
    </message>
    <message>
        <source>^I marks an insufficient bid, and call %1 is no bid</source>
        <translation>^I oznacza odzywkę niewystarczającą, a odzywka nr %1 to pas, kontra lub rekontra</translation>
    </message>
    <message>
        <source>&apos;annotations&apos; must be an array of strings and nulls</source>
        <translation>&apos;annotations&apos; musi być tablicą napisów i wartości null</translation>
    </message>
    <message>
        <source>more annotations than calls</source>
        <translation>więcej adnotacji niż odzywek</translation>
    </message>
    <message>
        <source>annotation %1 is not one of &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; or null</source>
        <translation>adnotacja nr %1 nie jest żadną z wartości &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; ani null</translation>
    </message>
    <message>
        <source>trump &apos;%1&apos; is not NT, S, H, D or C</source>
        <translation>atu „%1” nie jest jednym z NT, S, H, D, C</translation>
    </message>
    <message>
        <source>leader &apos;%1&apos; is not N, E, S or W</source>
        <translation>wistujący „%1” nie jest jednym z N, E, S, W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings and nulls</source>
        <translation>&apos;%1&apos; musi być tablicą napisów i wartości null</translation>
    </message>
    <message>
        <source>more irregularities than cards</source>
        <translation>więcej nieprawidłowości niż kart</translation>
    </message>
    <message>
        <source>more irregularities than calls</source>
        <translation>więcej nieprawidłowości niż odzywek</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^R&quot;, &quot;^L&quot; or null</source>
        <translation>nieprawidłowość nr %1 nie jest żadną z wartości &quot;^R&quot;, &quot;^L&quot; ani null</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^I&quot;, &quot;^S&quot; or null</source>
        <translation>nieprawidłowość nr %1 nie jest żadną z wartości &quot;^I&quot;, &quot;^S&quot; ani null</translation>
    </message>
    <message>
        <source>room &apos;%1&apos; is not Open or Closed</source>
        <translation>pokój „%1” nie jest wartością Open ani Closed</translation>
    </message>
    <message>
        <source>&apos;tags&apos; must be an object of strings: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</source>
        <translation>&apos;tags&apos; musi być obiektem z wartościami tekstowymi: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</translation>
    </message>
    <message>
        <source>the value of tag &apos;%1&apos; must be a string</source>
        <translation>wartość tagu &apos;%1&apos; musi być napisem</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings</source>
        <translation>&apos;%1&apos; musi być tablicą napisów</translation>
    </message>
    <message>
        <source>element %1 of &apos;%2&apos; must be a string</source>
        <translation>element nr %1 w &apos;%2&apos; musi być napisem</translation>
    </message>
    <message>
        <source>&apos;hidden&apos; must be seat letters (N, E, S, W), each at most once</source>
        <translation>&apos;hidden&apos; musi składać się z liter miejsc (N, E, S, W), każda najwyżej raz</translation>
    </message>
    <message>
        <source>&apos;bcFlags&apos; must be a number in lowercase hexadecimal, e.g. &quot;60001f&quot;</source>
        <translation>&apos;bcFlags&apos; musi być liczbą szesnastkową małymi literami, np. &quot;60001f&quot;</translation>
    </message>
    <message>
        <source>&apos;commentary&apos; must be an array of objects</source>
        <translation>&apos;commentary&apos; musi być tablicą obiektów</translation>
    </message>
    <message>
        <source>a commentary block must be {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; or &quot;final&quot;, &quot;text&quot;: &quot;...&quot;}, with &quot;trick&quot; (0-13) and &quot;line&quot; (true) if any</source>
        <translation>blok komentarza musi mieć postać {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; lub &quot;final&quot;, &quot;text&quot;: &quot;...&quot;}, w razie potrzeby z &quot;trick&quot; (0-13) i &quot;line&quot; (true)</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentFormat</name>
    <message>
        <source>JSON document (array of boards)</source>
        <translation>Dokument JSON (lista rozdań)</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentReader</name>
    <message>
        <source>this is a JSON document that is not a list of deals: Kibitz reads JSON Lines (one board a line), a JSON array of such boards or one such board, and endplay&apos;s board JSON (docs/formats.md#json-documents)</source>
        <translation>to jest dokument JSON, który nie jest listą rozdań: Kibitz czyta JSON Lines (jedno rozdanie w wierszu), tablicę JSON takich rozdań lub jedno takie rozdanie oraz JSON rozdań z endplay (docs/formats.md#json-documents)</translation>
    </message>
    <message>
        <source>board %1 takes more than %2 MiB of JSON: Kibitz stops reading here</source>
        <translation>rozdanie %1 zajmuje ponad %2 MiB JSON: Kibitz przerywa tu czytanie</translation>
    </message>
    <message>
        <source>text after the end of the JSON array</source>
        <translation>tekst po końcu tablicy JSON</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after a board of the JSON array</source>
        <translation>oczekiwano „,” lub „]” po rozdaniu w tablicy JSON</translation>
    </message>
    <message>
        <source>line %1: text after the end of the JSON object ignored</source>
        <translation>wiersz %1: tekst po końcu obiektu JSON pominięty</translation>
    </message>
    <message>
        <source>this element of the array is not a board</source>
        <translation>ten element tablicy nie jest rozdaniem</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>nieprawidłowy JSON: %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>wiersz %1: %2</translation>
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
        <translation>rozkład jest nieprawidłowy: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>licytacja jest nieprawidłowa: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>zagrano ponad 52 karty</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>rozgrywka jest nieprawidłowa: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>wiersz przekracza maksymalną długość w bajtach (%1)</translation>
    </message>
    <message>
        <source>expected a key and a bar, such as &apos;md|&apos;</source>
        <translation>oczekiwano klucza i kreski pionowej, np. &apos;md|&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a LIN key: expected two letters before &apos;|&apos;</source>
        <translation>„%1” nie jest kluczem LIN: oczekiwano dwóch liter przed &apos;|&apos;</translation>
    </message>
    <message>
        <source>line %1: more than eight names in pn; the rest are ignored</source>
        <translation>wiersz %1: ponad osiem nazwisk w pn; pozostałe pominięto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected o (none), n, e or b (both)</source>
        <translation>„%1” nie oznacza założeń: oczekiwano o (obie przed), n, e lub b (obie po)</translation>
    </message>
    <message>
        <source>line %1, column %2: qx &apos;%3&apos; holds no board number</source>
        <translation>wiersz %1, kolumna %2: qx „%3” nie zawiera numeru rozdania</translation>
    </message>
    <message>
        <source>line %1, column %2: an explanation (an) before any call is ignored</source>
        <translation>wiersz %1, kolumna %2: pominięto wyjaśnienie (an) przed pierwszą odzywką</translation>
    </message>
    <message>
        <source>claim &apos;%1&apos; is not a number of tricks from 0 to 13</source>
        <translation>zgłoszenie „%1” nie jest liczbą lew od 0 do 13</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown key &apos;%3&apos; ignored</source>
        <translation>wiersz %1, kolumna %2: pominięto nieznany klucz „%3”</translation>
    </message>
    <message>
        <source>expected the dealer digit (1 South, 2 West, 3 North, 4 East) before the hands</source>
        <translation>przed rękami oczekiwano cyfry rozdającego (1 Południe, 2 Zachód, 3 Północ, 4 Wschód)</translation>
    </message>
    <message>
        <source>dealer digit %1 is out of range: expected 1 (South), 2 (West), 3 (North) or 4 (East)</source>
        <translation>cyfra rozdającego %1 jest poza zakresem: oczekiwano 1 (Południe), 2 (Zachód), 3 (Północ) lub 4 (Wschód)</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>ponad cztery ręce</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in %2&apos;s hand is neither a suit (S, H, D, C) nor a rank</source>
        <translation>„%1” w ręce gracza %2 nie jest ani kolorem (S, H, D, C), ani wysokością karty</translation>
    </message>
    <message>
        <source>a rank before the first suit letter in %1&apos;s hand</source>
        <translation>wysokość karty przed pierwszą literą koloru w ręce gracza %1</translation>
    </message>
    <message>
        <source>%1 is listed twice in %2&apos;s hand</source>
        <translation>%1 występuje dwukrotnie w ręce gracza %2</translation>
    </message>
    <message>
        <source>%1 is in both %2&apos;s and %3&apos;s hands</source>
        <translation>%1 występuje w rękach graczy %2 i %3</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds more than 13 cards</source>
        <translation>ręka gracza %1 ma ponad 13 kart</translation>
    </message>
    <message>
        <source>%1 holds %2 cards but %3 holds %4: the hands must hold the same number</source>
        <translation>liczba kart: %1 – %2, %3 – %4; ręce muszą mieć tyle samo kart</translation>
    </message>
    <message>
        <source>the deal (md) holds no cards</source>
        <translation>rozkład (md) nie zawiera kart</translation>
    </message>
    <message>
        <source>a call (mb) before the deal (md)</source>
        <translation>odzywka (mb) przed rozkładem (md)</translation>
    </message>
    <message>
        <source>a call (mb) after the play has started</source>
        <translation>odzywka (mb) po rozpoczęciu rozgrywki</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call: expected p, d, r or 1C to 7N</source>
        <translation>„%1” nie jest odzywką: oczekiwano p, d, r lub od 1C do 7N</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>odzywka %1 (%2, %3) %4</translation>
    </message>
    <message>
        <source>a card (pc) before the deal (md)</source>
        <translation>karta (pc) przed rozkładem (md)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>„%1” nie jest kartą: %2</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>zagrano ponad 52 karty</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: the auction is not complete or a hand is unknown</source>
        <translation>wiersz %1: nie sprawdzono rozgrywki: licytacja nie jest zakończona lub ręka jest nieznana</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>karta %1 (%2, %3) %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinFormat</name>
    <message>
        <source>BBO hand records (LIN)</source>
        <translation>Rozdania BBO (LIN)</translation>
    </message>
    <message>
        <source>%1 needs the deal (md); this board has none</source>
        <translation>%1 wymaga rozkładu (md); to rozdanie go nie ma</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>ręka gracza %1 jest nieznana</translation>
    </message>
    <message>
        <source>%1 holds all four hands: %2</source>
        <translation>%1 wymaga wszystkich czterech rąk: %2</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>licytacja jest nieprawidłowa: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>zagrano ponad 52 karty</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>rozgrywka jest nieprawidłowa: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LossReport</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>%1 cannot hold everything: %2 would be dropped.</source>
        <translation>%1 nie pomieści wszystkiego; utracone zostaną: %2.</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more board(s)</source>
        <translation>
            <numerusform>... i jeszcze %n rozdanie</numerusform>
            <numerusform>... i jeszcze %n rozdania</numerusform>
            <numerusform>... i jeszcze %n rozdań</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>rozdanie %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The results of %n board(s) are unknown: %1 would store 0 tricks.</source>
        <translation>
            <numerusform>Wynik %n rozdania jest nieznany: %1 zapisze 0 lew.</numerusform>
            <numerusform>Wyniki %n rozdań są nieznane: %1 zapisze 0 lew.</numerusform>
            <numerusform>Wyniki %n rozdań są nieznane: %1 zapisze 0 lew.</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>rozdanie %1</translation>
    </message>
    <message>
        <source>boards %1</source>
        <translation>rozdania %1</translation>
    </message>
    <message numerus="yes">
        <source>boards %1 and %n more</source>
        <translation>
            <numerusform>rozdania %1 i %n kolejne</numerusform>
            <numerusform>rozdania %1 i %n kolejne</numerusform>
            <numerusform>rozdania %1 i %n kolejnych</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown results: %1.</source>
        <translation>Nieznane wyniki: %1.</translation>
    </message>
</context>
<context>
    <name>Kibitz::MachineFormat</name>
    <message>
        <source>&apos;%1&apos; is not a card number (01-52)</source>
        <translation>„%1” nie jest numerem karty (01-52)</translation>
    </message>
    <message>
        <source>bytes %1 %2 are not a card number (two digits, 01-52)</source>
        <translation>bajty %1 %2 nie są numerem karty (dwie cyfry, 01-52)</translation>
    </message>
    <message>
        <source>card number %1 (%2) at byte %3 was already given at byte %4</source>
        <translation>karta numer %1 (%2) w bajcie %3 wystąpiła już w bajcie %4</translation>
    </message>
    <message>
        <source>expected the %1 byte %2 of %3&apos;s hand, found %4</source>
        <translation>oczekiwano bajtu koloru %1 (%2) w ręce gracza %3, znaleziono %4</translation>
    </message>
    <message>
        <source>the end of the hands</source>
        <translation>koniec rąk</translation>
    </message>
    <message>
        <source>%1 is listed twice at byte %2</source>
        <translation>%1 występuje ponownie w bajcie %2</translation>
    </message>
    <message>
        <source>the DGE part (byte %1) disagrees with the BRI part; the BRI part is used</source>
        <translation>część DGE (bajt %1) nie zgadza się z częścią BRI; użyto części BRI</translation>
    </message>
    <message>
        <source>expected the DUP trailer (&apos;Y&apos; or &apos;N&apos; twice), found %1 %2</source>
        <translation>oczekiwano stopki DUP (dwukrotnie &apos;Y&apos; lub &apos;N&apos;), znaleziono %1 %2</translation>
    </message>
    <message>
        <source>the DUP trailer&apos;s lowest board &apos;%1&apos; is not a number</source>
        <translation>najniższy numer rozdania w stopce DUP („%1”) nie jest liczbą</translation>
    </message>
    <message numerus="yes">
        <source>the file ends %n byte(s) into a record of %1 bytes</source>
        <translation>
            <numerusform>plik kończy się po %n bajcie rekordu o długości %1 B</numerusform>
            <numerusform>plik kończy się po %n bajtach rekordu o długości %1 B</numerusform>
            <numerusform>plik kończy się po %n bajtach rekordu o długości %1 B</numerusform>
        </translation>
    </message>
    <message>
        <source>expected CR LF after the 78 digits</source>
        <translation>po 78 cyfrach oczekiwano CR LF</translation>
    </message>
    <message>
        <source>record 0 (byte offset 146): the DUP trailer asks for counting backwards; the boards are numbered in file order</source>
        <translation>rekord 0 (bajt nr 146): stopka DUP wymaga liczenia wstecz; rozdania ponumerowano w kolejności w pliku</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>rekord %1 (bajt nr %2)</translation>
    </message>
    <message>
        <source>Duplimate DUP (dealing machine)</source>
        <translation>Duplimate DUP (maszyna do rozdawania)</translation>
    </message>
    <message>
        <source>Duplimate BRI (dealing machine)</source>
        <translation>Duplimate BRI (maszyna do rozdawania)</translation>
    </message>
    <message>
        <source>Duplimate DGE (dealing machine)</source>
        <translation>Duplimate DGE (maszyna do rozdawania)</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>plik kończy się wewnątrz rozdania %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New Board Set</source>
        <translation>&amp;Nowy zestaw rozdań</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Os&amp;tatnio otwierane</translation>
    </message>
    <message>
        <source>Open &amp;Sample Set</source>
        <translation>Otwórz &amp;przykładowy zestaw</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close Window</source>
        <translation>Za&amp;mknij okno</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Paste Deal</source>
        <translation>&amp;Wklej rozkład</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Wklej rozkład</translation>
    </message>
    <message>
        <source>R&amp;otate Board Clockwise</source>
        <translation>O&amp;bróć rozdanie w prawo</translation>
    </message>
    <message>
        <source>&amp;Complete Fourth Hand</source>
        <translation>&amp;Uzupełnij czwartą rękę</translation>
    </message>
    <message>
        <source>Deal the &amp;Rest at Random</source>
        <translation>&amp;Rozdaj resztę losowo</translation>
    </message>
    <message>
        <source>C&amp;lear Deal</source>
        <translation>W&amp;yczyść rozkład</translation>
    </message>
    <message>
        <source>Edit &amp;Deal</source>
        <translation>Edytuj roz&amp;kład</translation>
    </message>
    <message>
        <source>Edit &amp;Auction</source>
        <translation>Edytuj &amp;licytację</translation>
    </message>
    <message>
        <source>Edit &amp;Play</source>
        <translation>Edytuj roz&amp;grywkę</translation>
    </message>
    <message>
        <source>Edit Board De&amp;tails</source>
        <translation>Edytuj &amp;szczegóły rozdania</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Rozdanie</translation>
    </message>
    <message>
        <source>&amp;Add Board</source>
        <translation>&amp;Dodaj rozdanie</translation>
    </message>
    <message>
        <source>&amp;Duplicate Board</source>
        <translation>Po&amp;wiel rozdanie</translation>
    </message>
    <message>
        <source>De&amp;lete Board</source>
        <translation>&amp;Usuń rozdanie</translation>
    </message>
    <message>
        <source>Move Board &amp;Up</source>
        <translation>Przesuń rozdanie w &amp;górę</translation>
    </message>
    <message>
        <source>Move Board Do&amp;wn</source>
        <translation>Przesuń rozdanie w dó&amp;ł</translation>
    </message>
    <message>
        <source>&amp;Renumber Boards…</source>
        <translation>Zmień nu&amp;merację rozdań…</translation>
    </message>
    <message>
        <source>&amp;Next Board</source>
        <translation>&amp;Następne rozdanie</translation>
    </message>
    <message>
        <source>&amp;Previous Board</source>
        <translation>&amp;Poprzednie rozdanie</translation>
    </message>
    <message>
        <source>&amp;First Board</source>
        <translation>Pie&amp;rwsze rozdanie</translation>
    </message>
    <message>
        <source>&amp;Last Board</source>
        <translation>&amp;Ostatnie rozdanie</translation>
    </message>
    <message>
        <source>&amp;Go to Board…</source>
        <translation>&amp;Idź do rozdania…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Ro&amp;zgrywka</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Czterokolorowa talia</translation>
    </message>
    <message>
        <source>&amp;Hide Played Cards</source>
        <translation>&amp;Ukryj zagrane karty</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Przykłady</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;O programie Kibitz</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>O programie Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;View, edit and convert bridge deal files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Przeglądanie, edycja i konwersja plików z rozdaniami brydżowymi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Nie można otworzyć pliku</translation>
    </message>
    <message>
        <source>Board %1: %2</source>
        <translation>Rozdanie %1: %2</translation>
    </message>
    <message>
        <source>Open Deal File</source>
        <translation>Otwórz plik z rozdaniami</translation>
    </message>
    <message>
        <source>Go to Board</source>
        <translation>Idź do rozdania</translation>
    </message>
    <message>
        <source>Board (position in the file):</source>
        <translation>Rozdanie (pozycja w pliku):</translation>
    </message>
    <message>
        <source>Kibitz &amp;Sample Set</source>
        <translation>&amp;Przykładowy zestaw Kibitz</translation>
    </message>
    <message>
        <source>No examples installed</source>
        <translation>Brak zainstalowanych przykładów</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozkład</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>%1 cannot be played now</source>
        <translation>Nie można teraz zagrać %1</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edycja</translation>
    </message>
    <message>
        <source>&lt;opened file&gt;</source>
        <translation>&lt;otwarty plik&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez tytułu</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Rozdania: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Nie można zapisać</translation>
    </message>
    <message>
        <source>%1: no writable format has this extension</source>
        <translation>%1: żaden format z możliwością zapisu nie ma takiego rozszerzenia</translation>
    </message>
    <message>
        <source>%1
The file on disk was not changed.</source>
        <translation>%1
Plik na dysku nie został zmieniony.</translation>
    </message>
    <message>
        <source>Saved %1 as %2</source>
        <translation>Zapisano %1 jako %2</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Zmień numerację rozdań</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencje…</translation>
    </message>
    <message>
        <source>New from &amp;Conditions…</source>
        <translation>Nowe z &amp;warunków…</translation>
    </message>
    <message>
        <source>&amp;Filter Boards</source>
        <translation>&amp;Filtruj rozdania</translation>
    </message>
    <message>
        <source>Cannot restore unsaved changes</source>
        <translation>Nie można przywrócić niezapisanych zmian</translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1</source>
        <translation>Przywrócono niezapisane zmiany z %1</translation>
    </message>
    <message>
        <source>Cannot run dealer script</source>
        <translation>Nie można uruchomić skryptu dealer</translation>
    </message>
    <message>
        <source>This file holds no deals</source>
        <translation>Ten plik nie zawiera rozkładów</translation>
    </message>
    <message numerus="yes">
        <source>, with the double-dummy analysis of %n board(s)</source>
        <translation>
            <numerusform>, z analizą w widne karty %n rozdania</numerusform>
            <numerusform>, z analizą w widne karty %n rozdań</numerusform>
            <numerusform>, z analizą w widne karty %n rozdań</numerusform>
        </translation>
    </message>
    <message>
        <source>Lists of more than %1 boards are not sorted: filter them first.</source>
        <translation>Listy zawierające ponad %1 rozdań nie są sortowane: najpierw je przefiltruj.</translation>
    </message>
    <message>
        <source>the recovery file holds %1 boards instead of %2</source>
        <translation>plik odzyskiwania zawiera %1 rozdań zamiast %2</translation>
    </message>
    <message>
        <source>Unsaved changes partly restored</source>
        <translation>Niezapisane zmiany przywrócone częściowo</translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or inserted board(s) could be restored, as a new unsaved board set; the other %3 boards of the document, and where the edited boards stood among them, are lost.</source>
        <translation>
            <numerusform>%1 został zmieniony na dysku lub zniknął, odkąd Kibitz zachował niezapisane zmiany (%2). Udało się przywrócić tylko %n zmienione lub wstawione rozdanie, jako nowy niezapisany zestaw rozdań; pozostałe %3 rozdań dokumentu oraz miejsce, w którym stały wśród nich zmienione rozdania, są utracone.</numerusform>
            <numerusform>%1 został zmieniony na dysku lub zniknął, odkąd Kibitz zachował niezapisane zmiany (%2). Udało się przywrócić tylko %n zmienione lub wstawione rozdania, jako nowy niezapisany zestaw rozdań; pozostałe %3 rozdań dokumentu oraz miejsce, w którym stały wśród nich zmienione rozdania, są utracone.</numerusform>
            <numerusform>%1 został zmieniony na dysku lub zniknął, odkąd Kibitz zachował niezapisane zmiany (%2). Udało się przywrócić tylko %n zmienionych lub wstawionych rozdań, jako nowy niezapisany zestaw rozdań; pozostałe %3 rozdań dokumentu oraz miejsce, w którym stały wśród nich zmienione rozdania, są utracone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1. %2 changed on disk since: saving asks before replacing it.</source>
        <translation>Przywrócono niezapisane zmiany z %1. %2 został od tego czasu zmieniony na dysku: zapis zapyta o zgodę przed jego zastąpieniem.</translation>
    </message>
    <message>
        <source>%1 changed on disk after Kibitz kept these unsaved changes. Saving replaces what another program wrote there since.</source>
        <translation>%1 został zmieniony na dysku, po tym jak Kibitz zachował te niezapisane zmiany. Zapis zastąpi to, co inny program zapisał tam od tego czasu.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Checking what %1 can hold…</source>
        <translation>Sprawdzanie, co może przechować %1…</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Nie można zapisać</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Zapisywanie %1…</translation>
    </message>
    <message>
        <source>Save cancelled; the file on disk was not changed.</source>
        <translation>Zapis anulowano; plik na dysku nie został zmieniony.</translation>
    </message>
    <message>
        <source>This file is damaged: no deal could be read (the Warnings list says why)</source>
        <translation>Ten plik jest uszkodzony: nie udało się odczytać żadnego rozkładu (lista ostrzeżeń podaje przyczynę)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ParseError</name>
    <message>
        <source>column %1: %2</source>
        <translation>kolumna %1: %2</translation>
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
        <translation>PBN nie może przechować nieprawidłowej licytacji: %1</translation>
    </message>
    <message>
        <source>PBN cannot hold a play where %1 does not hold %2 (card %3)</source>
        <translation>PBN nie może przechować rozgrywki, w której gracz %1 nie ma karty %2 (karta %3)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>wiersz %1, kolumna %2: %3</translation>
    </message>
    <message>
        <source>the tag %1 appears twice in this game; the second one is ignored</source>
        <translation>tag %1 występuje w tym rozdaniu dwukrotnie; pominięto drugie wystąpienie</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is outside any tag&apos;s section and is ignored</source>
        <translation>pominięto „%1” – tekst poza sekcją jakiegokolwiek tagu</translation>
    </message>
    <message>
        <source>unexpected text after the tag %1 is ignored</source>
        <translation>pominięto nieoczekiwany tekst po tagu %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>„%1” nie jest pozycją (N, E, S lub W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability</source>
        <translation>„%1” nie oznacza założeń</translation>
    </message>
    <message>
        <source>bad Deal: %1</source>
        <translation>błędny Deal: %1</translation>
    </message>
    <message>
        <source>bad Contract: %1</source>
        <translation>błędny Contract: %1</translation>
    </message>
    <message>
        <source>the contract has no declarer and is ignored</source>
        <translation>pominięto kontrakt bez rozgrywającego</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of tricks</source>
        <translation>„%1” nie jest liczbą lew</translation>
    </message>
    <message>
        <source>the auction starts with %1 but the dealer is %2; the auction is read from the dealer</source>
        <translation>licytacja zaczyna się od gracza %1, ale rozdaje %2; licytację odczytano od rozdającego</translation>
    </message>
    <message>
        <source>note %1 refers to no call</source>
        <translation>przypis %1 nie dotyczy żadnej odzywki</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; is not kept</source>
        <translation>nie zachowano nieprawidłowości „%1”</translation>
    </message>
    <message>
        <source>expected a call, found &apos;%1&apos;</source>
        <translation>oczekiwano odzywki, znaleziono „%1”</translation>
    </message>
    <message>
        <source>the auction is not legal from the dealer (%1): %2 by %3 %4</source>
        <translation>licytacja od rozdającego (%1) jest nieprawidłowa: odzywka %2 (%3) %4</translation>
    </message>
    <message>
        <source>cards after &apos;*&apos; are ignored</source>
        <translation>pominięto karty po &apos;*&apos;</translation>
    </message>
    <message>
        <source>expected a card, found &apos;%1&apos;</source>
        <translation>oczekiwano karty, znaleziono „%1”</translation>
    </message>
    <message>
        <source>this trick is not in the columns of the opening leader; the cards are given to the hands that hold them</source>
        <translation>ta lewa nie jest zapisana w kolumnach wistującego; karty przypisano rękom, w których się znajdują</translation>
    </message>
    <message>
        <source>%1 by %2 has already been played; the play stops before it</source>
        <translation>%1 (%2) została już zagrana; rozgrywka kończy się przed tą kartą</translation>
    </message>
    <message>
        <source>play card %1 is not in %2&apos;s hand; the play stops before it</source>
        <translation>karty %1 nie ma w ręce gracza %2; rozgrywka kończy się przed tą kartą</translation>
    </message>
    <message>
        <source>cards after an unknown card are dropped</source>
        <translation>pominięto karty po nieznanej karcie</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>Przypis do %1: %2</translation>
    </message>
    <message>
        <source>annotations on cards are not kept</source>
        <translation>nie zachowano adnotacji do kart</translation>
    </message>
    <message>
        <source>DoubleDummyTricks needs 20 hexadecimal digits of at most d (13)</source>
        <translation>DoubleDummyTricks wymaga 20 cyfr szesnastkowych, każda najwyżej d (13)</translation>
    </message>
    <message>
        <source>OptimumResultTable needs the columns Declarer, Denomination and Result</source>
        <translation>OptimumResultTable wymaga kolumn Declarer, Denomination i Result</translation>
    </message>
    <message>
        <source>this OptimumResultTable row is not a declarer, a strain and tricks</source>
        <translation>ten wiersz OptimumResultTable nie składa się z rozgrywającego, miana i liczby lew</translation>
    </message>
    <message>
        <source>Ability needs seat:digits for each seat, e.g. N:63456</source>
        <translation>Ability wymaga pozycja:cyfry dla każdej pozycji, np. N:63456</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>wynik podaje %1 lew, ale rozgrywka daje %2</translation>
    </message>
    <message>
        <source>passes after the end of the auction are ignored</source>
        <translation>pasy po zakończeniu licytacji są pomijane</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as AP (all pass)</source>
        <translation>„%1” jest odczytywane jako AP (wszyscy pas)</translation>
    </message>
    <message>
        <source>AP comes after the end of the auction and is ignored</source>
        <translation>AP występuje po zakończeniu licytacji i jest pomijane</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call and is ignored</source>
        <translation>„%1” nie jest odzywką i jest pomijane</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in a play and is ignored</source>
        <translation>pominięto nieprawidłowość „%1” – nie dotyczy rozgrywki</translation>
    </message>
    <message>
        <source>&apos;^I&apos; must come before a bid and is ignored</source>
        <translation>pominięto „^I” – musi stać przed odzywką</translation>
    </message>
    <message>
        <source>&apos;^S&apos; after the end of the auction is ignored</source>
        <translation>pominięto „^S” po zakończeniu licytacji</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in an auction and is ignored</source>
        <translation>pominięto nieprawidłowość „%1” – nie dotyczy licytacji</translation>
    </message>
</context>
<context>
    <name>Kibitz::PbnTokenizer</name>
    <message>
        <source>a game longer than 64 MB: this is not a PBN file</source>
        <translation>rozdanie dłuższe niż 64 MB: to nie jest plik PBN</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>po &apos;[&apos; oczekiwano nazwy tagu</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected its value in quotes</source>
        <translation>niezakończony tag %1: oczekiwano wartości w cudzysłowie</translation>
    </message>
    <message>
        <source>unterminated tag %1: the value has no closing quote</source>
        <translation>niezakończony tag %1: wartość nie ma cudzysłowu zamykającego</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected &apos;]&apos; after the value</source>
        <translation>niezakończony tag %1: po wartości oczekiwano &apos;]&apos;</translation>
    </message>
    <message>
        <source>unterminated comment: expected &apos;}&apos;</source>
        <translation>niezakończony komentarz: oczekiwano &apos;}&apos;</translation>
    </message>
    <message>
        <source>unterminated string: expected a closing quote</source>
        <translation>niezakończony napis: oczekiwano cudzysłowu zamykającego</translation>
    </message>
</context>
<context>
    <name>Kibitz::Play</name>
    <message>
        <source>comes after the last trick</source>
        <translation>pada po ostatniej lewie</translation>
    </message>
    <message>
        <source>was already played</source>
        <translation>została już zagrana</translation>
    </message>
    <message>
        <source>is not in %1&apos;s hand</source>
        <translation>nie należy do ręki gracza %1</translation>
    </message>
    <message>
        <source>does not follow suit (%1 still holds %2)</source>
        <translation>jest renonsem (%1 ma jeszcze %2)</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>karta %1 (%2, %3) %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayControls</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Początek</translation>
    </message>
    <message>
        <source>Previous &amp;Trick</source>
        <translation>Poprzednia &amp;lewa</translation>
    </message>
    <message>
        <source>&amp;Previous Card</source>
        <translation>Poprzednia &amp;karta</translation>
    </message>
    <message>
        <source>&amp;Next Card</source>
        <translation>&amp;Następna karta</translation>
    </message>
    <message>
        <source>Next T&amp;rick</source>
        <translation>Następna le&amp;wa</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>Konie&amp;c</translation>
    </message>
    <message>
        <source>No play recorded</source>
        <translation>Brak zapisu rozgrywki</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Karta %1 z %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayEditor</name>
    <message>
        <source>Undo Last Card</source>
        <translation>Cofnij ostatnią kartę</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Zgłoś</translation>
    </message>
    <message>
        <source>Withdraw Claim</source>
        <translation>Wycofaj zgłoszenie</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks in total:</source>
        <translation>Łącznie lew rozgrywającego:</translation>
    </message>
    <message>
        <source>Enter a valid deal first</source>
        <translation>Najpierw należy wprowadzić prawidłowy rozkład</translation>
    </message>
    <message>
        <source>Play complete</source>
        <translation>Rozgrywka zakończona</translation>
    </message>
    <message>
        <source>%1 to play, trick %2</source>
        <translation>Zagrywa %1, lewa %2</translation>
    </message>
    <message>
        <source>Legal: %1</source>
        <translation>Dozwolone: %1</translation>
    </message>
    <message>
        <source>No contract: notrump, %1 leads</source>
        <translation>Brak kontraktu: bez atu, wistuje %1</translation>
    </message>
    <message>
        <source>No contract: trumps %1</source>
        <translation>Brak kontraktu: atu %1</translation>
    </message>
    <message>
        <source>Claim: %1 of %2 tricks for declarer</source>
        <translation>Zgłoszenie: %1 z %2 lew dla rozgrywającego</translation>
    </message>
    <message>
        <source>N-S %1 · E-W %2</source>
        <comment>tricks won by each side</comment>
        <translation>NS %1 · EW %2</translation>
    </message>
    <message>
        <source>Click a card in the diagram to play it; only the cards the player to move may play are accepted. The diagram follows the play to its end. Keyboard: type the card (sa, h7, c10), Backspace takes back the last card.</source>
        <translation>Kliknij kartę na diagramie, aby ją zagrać; przyjmowane są tylko karty, które może zagrać gracz na ruchu. Diagram śledzi rozgrywkę do końca. Klawiatura: wpisz kartę (sa, h7, c10), Backspace cofa ostatnią kartę.</translation>
    </message>
    <message>
        <source>Type a card: sa, h7, c10</source>
        <translation>Wpisz kartę: sa, h7, c10</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Wpisano: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>&amp;Interface language:</source>
        <translation>&amp;Język interfejsu:</translation>
    </message>
    <message>
        <source>Menus, dialogs, messages and printed hand records change at once.</source>
        <translation>Menu, okna dialogowe, komunikaty i drukowane protokoły rozdań zmieniają się od razu.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramy</translation>
    </message>
    <message>
        <source>Write &amp;honours as the interface language does</source>
        <translation>Oznaczaj &amp;honory literami języka interfejsu</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Język systemu (%1)</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <extracomment>A sample suit under the honours option: %1 is a spade suit such as &quot;♠ A K D B 10&quot;.</extracomment>
        <translation>Na przykład: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintActions</name>
    <message>
        <source>&amp;Print Hand Records…</source>
        <translation>&amp;Drukuj protokoły rozdań…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Podgląd &amp;wydruku…</translation>
    </message>
    <message>
        <source>Export Hand Records as P&amp;DF…</source>
        <translation>Eksportuj protokoły rozdań do PD&amp;F…</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Solving double-dummy tables…</source>
        <translation>Obliczanie tabel lew w widne karty…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pomiń</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drukuj…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Podgląd</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>hand-records</source>
        <translation>protokoły-rozdań</translation>
    </message>
    <message>
        <source>Export Hand Records</source>
        <translation>Eksportuj protokoły rozdań</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Zapisano %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintDialog</name>
    <message>
        <source>&amp;Current board</source>
        <translation>&amp;Bieżące rozdanie</translation>
    </message>
    <message>
        <source>&amp;Boards</source>
        <translation>&amp;Rozdania</translation>
    </message>
    <message>
        <source>&amp;Auction and opening lead</source>
        <translation>&amp;Licytacja i wist</translation>
    </message>
    <message>
        <source>&amp;Double-dummy table</source>
        <translation>&amp;Tabela lew w widne karty</translation>
    </message>
    <message>
        <source>&amp;Par</source>
        <translation>&amp;Par</translation>
    </message>
    <message>
        <source>C&amp;omments, as far as they fit</source>
        <translation>&amp;Komentarze (o ile się zmieszczą)</translation>
    </message>
    <message>
        <source>Hand Records</source>
        <translation>Protokoły rozdań</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>A&amp;ll %1 boards</source>
        <translation>&amp;Wszystkie rozdania (%1)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>At most %1 boards are printed at once</source>
        <translation>Jednorazowo można wydrukować najwyżej %1 rozdań</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Każde rozdanie</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message>
        <source>Per &amp;page:</source>
        <translation>Na &amp;stronie:</translation>
    </message>
    <message>
        <source>Boards whose file gives no double-dummy table are solved before printing.</source>
        <translation>Rozdania, dla których plik nie podaje tabeli lew w widne karty, zostaną przeanalizowane przed drukiem.</translation>
    </message>
    <message>
        <source>The event named in the file</source>
        <translation>Turniej podany w pliku</translation>
    </message>
    <message>
        <source>&amp;Header:</source>
        <translation>&amp;Nagłówek:</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Podgląd wydruku</translation>
    </message>
    <message>
        <source>First Page</source>
        <translation>Pierwsza strona</translation>
    </message>
    <message>
        <source>Previous Page</source>
        <translation>Poprzednia strona</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>Next Page</source>
        <translation>Następna strona</translation>
    </message>
    <message>
        <source>Last Page</source>
        <translation>Ostatnia strona</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Pomniejsz</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Powiększ</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>Dopasuj do &amp;szerokości</translation>
    </message>
    <message>
        <source>Fit P&amp;age</source>
        <translation>Dopasuj do s&amp;trony</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Eksportuj do PDF…</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>z %1</translation>
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
        <translation>Rozdanie %1: %2</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Plik: %1</translation>
    </message>
    <message>
        <source>Deal %1 in the file (no board number): %2</source>
        <translation>Rozkład %1 w pliku (bez numeru rozdania): %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnBoardReader</name>
    <message>
        <source>a commentary longer than 1 MiB is cut there</source>
        <translation>komentarz dłuższy niż 1 MiB zostaje w tym miejscu obcięty</translation>
    </message>
    <message>
        <source>text after &apos;}&apos; is not read</source>
        <translation>pominięto tekst po &apos;}&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A), a space and its data</source>
        <translation>„%1” nie jest elementem: etykieta (np. H lub A), spacja i dane</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A) and its data in braces</source>
        <translation>„%1” nie jest elementem: etykieta (np. H lub A) i dane w nawiasach klamrowych</translation>
    </message>
    <message>
        <source>the item&apos;s &apos;{&apos; is never closed</source>
        <translation>nawias &apos;{&apos; elementu nie jest nigdzie zamknięty</translation>
    </message>
    <message>
        <source>the commentary&apos;s &apos;{&apos; is never closed</source>
        <translation>nawias &apos;{&apos; komentarza nie jest nigdzie zamknięty</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>wiersz przekracza maksymalną długość w bajtach (%1)</translation>
    </message>
    <message>
        <source>line %1: a second %2 in one record is not read</source>
        <translation>wiersz %1: pominięto drugi element %2 w tym samym rekordzie</translation>
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
        <translation>Richard&apos;s Bridge Notation, wersja zwarta (RBX)</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>rozkład jest nieprawidłowy: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>licytacja jest nieprawidłowa: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>zagrano ponad 52 karty</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>rozgrywka jest nieprawidłowa: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnRecord</name>
    <message>
        <source>line %1: %2</source>
        <translation>wiersz %1: %2</translation>
    </message>
    <message>
        <source>a hand has four suits, so three &apos;.&apos;</source>
        <translation>ręka ma cztery kolory, więc trzy znaki &apos;.&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>„%1” nie jest wysokością karty (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 występuje dwukrotnie</translation>
    </message>
    <message>
        <source>a hand has four suits separated by &apos;.&apos;</source>
        <translation>ręka ma cztery kolory oddzielone znakiem &apos;.&apos;</translation>
    </message>
    <message>
        <source>the hands start with a seat and &apos;:&apos;, such as &apos;W:&apos;</source>
        <translation>ręce zaczynają się od pozycji i znaku &apos;:&apos;, np. „W:”</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>ponad cztery ręce</translation>
    </message>
    <message>
        <source>&apos;^&apos; without a note number</source>
        <translation>„^” bez numeru przypisu</translation>
    </message>
    <message>
        <source>note %1 is referred to but not given</source>
        <translation>przywołano przypis %1, ale go nie podano</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotation (! ? !! ?? !? ?!)</source>
        <translation>„%1” nie jest adnotacją (! ? !! ?? !? ?!)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call (P X R, 1C ... 7N, A for all pass)</source>
        <translation>„%1” nie jest odzywką (P X R, 1C ... 7N, A – wszyscy pas)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (Z none, N, E, B both)</source>
        <translation>„%1” nie oznacza założeń (Z nikt, N, E, B obie)</translation>
    </message>
    <message>
        <source>text after &apos;%1&apos; is ignored</source>
        <translation>pominięto tekst po „%1”</translation>
    </message>
    <message>
        <source>call %1, %2: %3</source>
        <translation>odzywka %1, %2: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a contract such as 4SX:N, or P</source>
        <translation>„%1” nie jest kontraktem takim jak 4SX:N ani P</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>kontrakt %1 różni się od kontraktu z licytacji (%2): zachowano kontrakt z licytacji</translation>
    </message>
    <message>
        <source>the play is not checked: there is no contract or a hand is unknown</source>
        <translation>rozgrywka nie jest sprawdzana: brak kontraktu lub któraś ręka jest nieznana</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card</source>
        <translation>„%1” nie jest kartą</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>zagrano ponad 52 karty</translation>
    </message>
    <message>
        <source>card %1, %2 by %3: %4</source>
        <translation>karta %1, %2 (%3): %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not start with declarer&apos;s tricks (0-13)</source>
        <translation>„%1” nie zaczyna się od liczby lew rozgrywającego (0-13)</translation>
    </message>
    <message>
        <source>the board &apos;%1&apos; is not a number and is not kept</source>
        <translation>numer rozdania „%1” nie jest liczbą i nie został zachowany</translation>
    </message>
    <message>
        <source>a note starts with its number and a space</source>
        <translation>przypis zaczyna się od numeru i spacji</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Brak ostatnio otwieranych plików</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Wyczyść listę</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecordFormat</name>
    <message numerus="yes">
        <source>%n trailing byte(s): %1 records are %2 bytes each</source>
        <translation>
            <numerusform>%n nadmiarowy bajt na końcu: rekordy %1 mają po %2 B</numerusform>
            <numerusform>%n nadmiarowe bajty na końcu: rekordy %1 mają po %2 B</numerusform>
            <numerusform>%n nadmiarowych bajtów na końcu: rekordy %1 mają po %2 B</numerusform>
        </translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>plik kończy się wewnątrz rozdania %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::SaveDialogs</name>
    <message>
        <source>Untitled</source>
        <translation>Bez tytułu</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>Plik „%1” ma niezapisane zmiany.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Zapisać je przed kontynuowaniem?</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot hold %n board(s):</source>
        <translation>
            <numerusform>%1 nie pomieści %n rozdania:</numerusform>
            <numerusform>%1 nie pomieści %n rozdań:</numerusform>
            <numerusform>%1 nie pomieści %n rozdań:</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Nie można zapisać</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Zapisz jako %1</translation>
    </message>
    <message>
        <source>Save anyway? The boards in Kibitz keep everything until you close the file.</source>
        <translation>Zapisać mimo to? Rozdania otwarte w programie Kibitz zachowają wszystkie dane do zamknięcia pliku.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>bez_tytułu</translation>
    </message>
    <message>
        <source>Save Deal File</source>
        <translation>Zapisz plik z rozdaniami</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Plik zmieniony na dysku</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Wczytaj ponownie</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Zapisz jako…</translation>
    </message>
    <message>
        <source>&amp;Keep What Is Shown</source>
        <translation>&amp;Zachowaj to, co widać</translation>
    </message>
    <message>
        <source>Several formats use the extension “.%1”. Which one should “%2” be saved in?</source>
        <translation>Kilka formatów używa rozszerzenia „.%1”. W jakim formacie zapisać „%2”?</translation>
    </message>
    <message>
        <source>Your changes are kept. Save them in another place?</source>
        <translation>Twoje zmiany zostały zachowane. Zapisać je w innym miejscu?</translation>
    </message>
    <message>
        <source>Kibitz still has every board as it was opened.</source>
        <translation>Kibitz nadal ma wszystkie rozdania w postaci z chwili otwarcia.</translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards stay as they were opened, and saving writes them all.</source>
        <translation>Zachowaj to, co widać: rozdania pozostają w postaci z chwili otwarcia, a zapis zapisze je wszystkie.</translation>
    </message>
    <message>
        <source>Save As…: keeps them and saves them in another file.</source>
        <translation>Zapisz jako…: zachowuje je i zapisuje w innym pliku.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) not yet shown can no longer be read as they were opened.</source>
        <translation>
            <numerusform>%n jeszcze niepokazane rozdanie nie może już zostać odczytane w postaci z chwili otwarcia.</numerusform>
            <numerusform>%n jeszcze niepokazane rozdania nie mogą już zostać odczytane w postaci z chwili otwarcia.</numerusform>
            <numerusform>%n jeszcze niepokazanych rozdań nie może już zostać odczytanych w postaci z chwili otwarcia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards shown and edited stay in the window, but nothing can be saved until the file is reloaded (a save would write the others empty).</source>
        <translation>Zachowaj to, co widać: pokazane i zmienione rozdania pozostają w oknie, ale nic nie da się zapisać, dopóki plik nie zostanie wczytany ponownie (zapis utworzyłby pozostałe puste).</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now; your unsaved changes are lost.</source>
        <translation>Wczytaj ponownie: odczytuje plik w obecnej postaci; niezapisane zmiany zostaną utracone.</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now.</source>
        <translation>Wczytaj ponownie: odczytuje plik w obecnej postaci.</translation>
    </message>
    <message>
        <source>Replace it with the restored boards, or save them in another file?</source>
        <translation>Zastąpić go przywróconymi rozdaniami czy zapisać je w innym pliku?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>Z&amp;astąp</translation>
    </message>
</context>
<context>
    <name>Kibitz::Seat</name>
    <message>
        <source>North</source>
        <translation>Północ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Wschód</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Południe</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zachód</translation>
    </message>
    <message>
        <source>N</source>
        <comment>initial of North in diagrams and lists</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>initial of East in diagrams and lists</comment>
        <translation>E</translation>
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
        <translation>liczba</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a number above 0</source>
        <translation>„%1” wymaga liczby większej od 0</translation>
    </message>
    <message>
        <source>none, NS, EW or all</source>
        <translation>none, NS, EW lub all</translation>
    </message>
    <message>
        <source>a count number 0 to 9</source>
        <translation>numer liczenia od 0 do 9</translation>
    </message>
    <message>
        <source>altcount numbers the counts 0 to 9</source>
        <translation>altcount numeruje liczenia od 0 do 9</translation>
    </message>
    <message>
        <source>a count has 13 values, from the ace to the two</source>
        <translation>liczenie ma 13 wartości, od asa do dwójki</translation>
    </message>
    <message>
        <source>predeal with a suit length (%1(...) == n) is not supported</source>
        <translation>predeal z długością koloru (%1(...) == n) nie jest obsługiwane</translation>
    </message>
    <message>
        <source>a seat (north, east, south or west)</source>
        <translation>gracz (north, east, south lub west)</translation>
    </message>
    <message>
        <source>a holding such as SAQ542</source>
        <translation>układ kart taki jak SAQ542</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 ... 2)</source>
        <translation>„%1” nie jest wysokością karty (A K Q J T 9 ... 2)</translation>
    </message>
    <message>
        <source>%1%2 is predealt twice</source>
        <translation>%1%2 jest rozdana z góry dwa razy</translation>
    </message>
    <message>
        <source>more than 13 cards are predealt to %1</source>
        <translation>%1 otrzymuje z góry więcej niż 13 kart</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported (docs/select.md)</source>
        <translation>„%1” nie jest obsługiwane (docs/select.md)</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>warunek</translation>
    </message>
    <message>
        <source>an operator or the end of the condition</source>
        <translation>operator lub koniec warunku</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>koniec</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>oczekiwano: %1, znaleziono: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a keyword and cannot name a value</source>
        <translation>„%1” jest słowem kluczowym i nie może nazywać wartości</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already defined</source>
        <translation>„%1” jest już zdefiniowane</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>liczba %1 jest za duża</translation>
    </message>
    <message>
        <source>a suit (spades, hearts, diamonds or clubs)</source>
        <translation>kolor (spades, hearts, diamonds lub clubs)</translation>
    </message>
    <message>
        <source>a shape such as 4333 or 5xxx</source>
        <translation>układ taki jak 4333 lub 5xxx</translation>
    </message>
    <message>
        <source>an expression</source>
        <translation>wyrażenie</translation>
    </message>
    <message>
        <source>a card such as AS</source>
        <translation>karta taka jak AS</translation>
    </message>
    <message>
        <source>a suit or notrumps</source>
        <translation>kolor lub notrumps</translation>
    </message>
    <message>
        <source>vul or nv</source>
        <translation>vul lub nv</translation>
    </message>
    <message>
        <source>a contract such as x3N</source>
        <translation>kontrakt taki jak x3N</translation>
    </message>
    <message>
        <source>~ or !~ and a text in double quotes</source>
        <translation>~ lub !~ i tekst w cudzysłowie</translation>
    </message>
    <message>
        <source>a text in double quotes</source>
        <translation>tekst w cudzysłowie</translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;</source>
        <translation>nieznana nazwa „%1”</translation>
    </message>
    <message>
        <source>the comment is not closed with */</source>
        <translation>komentarz nie jest zamknięty przez */</translation>
    </message>
    <message>
        <source>the text is not closed with &quot;</source>
        <translation>tekst nie jest zamknięty przez &quot;</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>nieoczekiwany znak „%1”</translation>
    </message>
    <message>
        <source>a frequency of two expressions counts at most %1 cells, Low and High included (%2 here)</source>
        <translation>frequency dwóch wyrażeń liczy najwyżej %1 komórek, łącznie z Low i High (tutaj %2)</translation>
    </message>
    <message>
        <source>a frequency counts at most %1 values (%2 to %3 are %4)</source>
        <translation>frequency liczy najwyżej %1 wartości (od %2 do %3 jest ich %4)</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>zbyt głębokie zagnieżdżenie (ponad %1 poziomów)</translation>
    </message>
</context>
<context>
    <name>Kibitz::SimpleTextFormat</name>
    <message>
        <source>expected %1 fields separated by spaces (board, dealer, vulnerability, N, E, S, W), found %2</source>
        <translation>oczekiwano pól oddzielonych spacjami: %1 (rozdanie, rozdający, założenia, N, E, S, W), znaleziono %2</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (board|dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>oczekiwano pól oddzielonych &apos;|&apos;: %1 (rozdanie|rozdający|założenia|N|E|S|W), znaleziono %2</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>oczekiwano pól oddzielonych &apos;|&apos;: %1 (rozdający|założenia|N|E|S|W), znaleziono %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1 or more)</source>
        <translation>„%1” nie jest numerem rozdania (1 lub więcej)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dealer (N, E, S or W)</source>
        <translation>„%1” nie oznacza rozdającego (N, E, S lub W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (None, NS, EW or All)</source>
        <translation>„%1” nie oznacza założeń (None, NS, EW lub All)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>ręka gracza %1: %2</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>wiersz jest za długi</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>wiersz %1: %2</translation>
    </message>
    <message>
        <source>DUP text (dealer|vulnerability|hands)</source>
        <translation>Tekst DUP (rozdający|założenia|ręce)</translation>
    </message>
    <message>
        <source>BRI text (board|dealer|vulnerability|hands)</source>
        <translation>Tekst BRI (rozdanie|rozdający|założenia|ręce)</translation>
    </message>
    <message>
        <source>DGE text (board dealer vulnerability hands)</source>
        <translation>Tekst DGE (rozdanie rozdający założenia ręce)</translation>
    </message>
    <message>
        <source>%1 needs all four hands; %2&apos;s is unknown</source>
        <translation>%1 wymaga wszystkich czterech rąk; ręka gracza %2 jest nieznana</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsChart</name>
    <message>
        <source>There is nothing to draw: %1</source>
        <translation>Nie ma czego narysować: %1</translation>
    </message>
    <message>
        <source>Kibitz statistics</source>
        <translation>Statystyki Kibitz</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>nie można zapisać %1</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statystyki</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Eksportuj wykres</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Kopiuj jako CSV</translation>
    </message>
    <message>
        <source>Export as PNG or SVG…</source>
        <translation>Eksportuj jako PNG lub SVG…</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>nie można zapisać %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Copy CSV</source>
        <translation>Kopiuj CSV</translation>
    </message>
    <message>
        <source>Copy the numbers of this chart as CSV</source>
        <translation>Kopiuj liczby z tego wykresu jako CSV</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Save this chart as a PNG image or an SVG drawing</source>
        <translation>Zapisz ten wykres jako obraz PNG lub rysunek SVG</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statystyki</translation>
    </message>
    <message>
        <source>Waiting for the filter to count its boards…</source>
        <translation>Oczekiwanie, aż filtr policzy rozdania…</translation>
    </message>
    <message>
        <source>No boards.</source>
        <translation>Brak rozdań.</translation>
    </message>
    <message>
        <source>Filtered boards: %1</source>
        <translation>Rozdania po filtrowaniu: %1</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Rozdania: %1</translation>
    </message>
    <message>
        <source>with double-dummy tables: %1</source>
        <translation>z tabelami lew w widne karty: %1</translation>
    </message>
    <message>
        <source>Counting %p%</source>
        <translation>Liczenie %p%</translation>
    </message>
    <message>
        <source>Solving leads %v/%m</source>
        <translation>Analiza wistów %v/%m</translation>
    </message>
    <message>
        <source>distinct deals: %1</source>
        <translation>różne rozdania: %1</translation>
    </message>
    <message>
        <source>played at tables: %1</source>
        <translation>rozegrane przy stołach: %1</translation>
    </message>
    <message>
        <source>Hands, makeable contracts and par count each deal once, however many tables played it; declarer play and opening leads count every table.</source>
        <translation>Ręce, kontrakty do wygrania i par liczą każde rozdanie raz, bez względu na to, przy ilu stołach je rozegrano; rozgrywka i wisty liczą każdy stół.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsFigures</name>
    <message>
        <source>HCP</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Układy</translation>
    </message>
    <message>
        <source>Makeable</source>
        <translation>Do wygrania</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Declarer play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Declarers</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Played boards</source>
        <translation>Rozegrane rozdania</translation>
    </message>
    <message>
        <source>Opening lead</source>
        <translation>Wist</translation>
    </message>
    <message>
        <source>High-card points by seat</source>
        <translation>Punkty honorowe według pozycji</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>ręce</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ręce</translation>
    </message>
    <message>
        <source>No board has a complete deal.</source>
        <translation>Żadne rozdanie nie ma pełnego rozkładu.</translation>
    </message>
    <message>
        <source>Most frequent hand patterns</source>
        <translation>Najczęstsze układy rąk</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Układ</translation>
    </message>
    <message>
        <source>Percent of hands</source>
        <translation>Procent rąk</translation>
    </message>
    <message>
        <source>Contracts some declarer makes, double dummy</source>
        <translation>Kontrakty, które wygrywa któryś z rozgrywających, w widne karty</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>rozdania</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>No board has a complete double-dummy table (Analyse &gt; Solve All Boards solves them).</source>
        <translation>Żadne rozdanie nie ma pełnej tabeli lew w widne karty (oblicza je Analiza &gt; Analizuj wszystkie rozdania).</translation>
    </message>
    <message>
        <source>Par scores</source>
        <translation>Wyniki par</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>średnio %1</translation>
    </message>
    <message>
        <source>Par score for North-South</source>
        <translation>Wynik par dla linii NS</translation>
    </message>
    <message>
        <source>No board states a par or has a complete double-dummy table.</source>
        <translation>Żadne rozdanie nie podaje wyniku par ani nie ma pełnej tabeli lew w widne karty.</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy</source>
        <translation>Lewy rozgrywającego względem analizy w widne karty</translation>
    </message>
    <message>
        <source>played boards</source>
        <translation>rozegrane rozdania</translation>
    </message>
    <message>
        <source>Tricks taken minus double-dummy tricks</source>
        <translation>Lewy wzięte minus lewy w widne karty</translation>
    </message>
    <message>
        <source>No board has a contract, a result and a double-dummy table.</source>
        <translation>Żadne rozdanie nie ma jednocześnie kontraktu, wyniku i tabeli lew w widne karty.</translation>
    </message>
    <message>
        <source>Tricks against double dummy by declarer</source>
        <translation>Lewy względem analizy w widne karty według rozgrywającego</translation>
    </message>
    <message>
        <source>declarers</source>
        <translation>rozgrywający</translation>
    </message>
    <message>
        <source>the %1 who declared most</source>
        <translation>%1 najczęściej rozgrywających</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <source>Tricks against double dummy per board declared</source>
        <translation>Lewy względem analizy w widne karty na rozegrane rozdanie</translation>
    </message>
    <message>
        <source>No played board names its declarer.</source>
        <translation>Żadne rozegrane rozdanie nie podaje rozgrywającego.</translation>
    </message>
    <message>
        <source>Mean per board</source>
        <translation>Średnio na rozdanie</translation>
    </message>
    <message>
        <source>Tricks gained</source>
        <translation>Lewy zyskane</translation>
    </message>
    <message>
        <source>Tricks lost</source>
        <translation>Lewy stracone</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy, board by board</source>
        <translation>Lewy rozgrywającego względem analizy w widne karty, rozdanie po rozdaniu</translation>
    </message>
    <message>
        <source>(the first %1 of %2)</source>
        <translation>(pierwsze %1 z %2)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>Played board, in file order</source>
        <translation>Rozegrane rozdanie, w kolejności z pliku</translation>
    </message>
    <message>
        <source>Tricks against double dummy</source>
        <translation>Lewy względem analizy w widne karty</translation>
    </message>
    <message>
        <source>Cost of the opening lead, double dummy</source>
        <translation>Koszt wistu, w widne karty</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>wisty</translation>
    </message>
    <message>
        <source>Tricks the lead cost</source>
        <translation>Lewy stracone przez wist</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Wisty</translation>
    </message>
    <message>
        <source>No board has a played opening lead.</source>
        <translation>Żadne rozdanie nie ma zagranego wistu.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatsCommand</name>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>Zyskane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Stracone</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Średnio</translation>
    </message>
    <message>
        <source>
High-card points (A 4, K 3, Q 2, J 1), hands per seat:
</source>
        <translation>
Punkty honorowe (A 4, K 3, D 2, W 1), ręce według pozycji:
</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Obie</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>śr.</translation>
    </message>
    <message>
        <source>
Hand patterns, most frequent first:
</source>
        <translation>
Układy rąk, od najczęstszych:
</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Układ</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ręce</translation>
    </message>
    <message>
        <source>
Suit lengths, hands:
</source>
        <translation>
Długości kolorów, ręce:
</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Dług.</translation>
    </message>
    <message>
        <source>
Double dummy: boards on which the better side makes each contract:
</source>
        <translation>
W widne karty: rozdania, w których lepsza linia wygrywa dany kontrakt:
</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>Miano</translation>
    </message>
    <message>
        <source>Declarer %1:
</source>
        <translation>Rozgrywający %1:
</translation>
    </message>
    <message>
        <source>
Highest makeable contract, boards:
</source>
        <translation>
Najwyższy kontrakt do wygrania, rozdania:
</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message numerus="yes">
        <source>
Par scores (%n board(s), mean %1 for North-South):
</source>
        <translation>
            <numerusform>
Wyniki par (%n rozdanie, średnio %1 dla linii NS):
</numerusform>
            <numerusform>
Wyniki par (%n rozdania, średnio %1 dla linii NS):
</numerusform>
            <numerusform>
Wyniki par (%n rozdań, średnio %1 dla linii NS):
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Declarer&apos;s tricks against double dummy (%n played board(s), mean %1):
</source>
        <translation>
            <numerusform>
Lewy rozgrywającego względem analizy w widne karty (%n rozegrane rozdanie, średnio %1):
</numerusform>
            <numerusform>
Lewy rozgrywającego względem analizy w widne karty (%n rozegrane rozdania, średnio %1):
</numerusform>
            <numerusform>
Lewy rozgrywającego względem analizy w widne karty (%n rozegranych rozdań, średnio %1):
</numerusform>
        </translation>
    </message>
    <message>
        <source>Declarers (tricks above and below double dummy):
</source>
        <translation>Rozgrywający (lewy powyżej i poniżej analizy w widne karty):
</translation>
    </message>
    <message>
        <source>Boards: %1
Complete deals: %2 (%3 hands)
</source>
        <translation>Rozdania: %1
Pełne rozkłady: %2 (ręce: %3)
</translation>
    </message>
    <message>
        <source>
Double dummy: no board has a complete table (kibitz-convert --solve adds them).
</source>
        <translation>
W widne karty: żadne rozdanie nie ma pełnej tabeli (kibitz-convert --solve je dodaje).
</translation>
    </message>
    <message numerus="yes">
        <source>
Opening lead&apos;s cost against the best lead, double dummy (%n lead(s), mean %1):
</source>
        <translation>
            <numerusform>
Koszt wistu w porównaniu z najlepszym wistem, w widne karty (%n wist, średnio %1):
</numerusform>
            <numerusform>
Koszt wistu w porównaniu z najlepszym wistem, w widne karty (%n wisty, średnio %1):
</numerusform>
            <numerusform>
Koszt wistu w porównaniu z najlepszym wistem, w widne karty (%n wistów, średnio %1):
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Strain</name>
    <message>
        <source>NT</source>
        <comment>notrump in bids and contracts on screen and paper</comment>
        <translation>BA</translation>
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
        <translation>Nr</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Protokół</translation>
    </message>
    <message>
        <source>T&amp;raveller</source>
        <translation>&amp;Protokół</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Wist</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Zapis NS</translation>
    </message>
    <message>
        <source>MP N-S</source>
        <translation>MP NS</translation>
    </message>
    <message>
        <source>MP E-W</source>
        <translation>MP EW</translation>
    </message>
    <message>
        <source>% N-S</source>
        <translation>% NS</translation>
    </message>
    <message>
        <source>IMPs N-S</source>
        <translation>IMP NS</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>W pliku</translation>
    </message>
    <message>
        <source>%1 · %2 v %3</source>
        <translation>%1 · %2 – %3</translation>
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
            <numerusform>Rozgrywający wziął o %n lewę więcej niż w widne karty</numerusform>
            <numerusform>Rozgrywający wziął o %n lewy więcej niż w widne karty</numerusform>
            <numerusform>Rozgrywający wziął o %n lew więcej niż w widne karty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s) fewer than double dummy</source>
        <translation>
            <numerusform>Rozgrywający wziął o %n lewę mniej niż w widne karty</numerusform>
            <numerusform>Rozgrywający wziął o %n lewy mniej niż w widne karty</numerusform>
            <numerusform>Rozgrywający wziął o %n lew mniej niż w widne karty</numerusform>
        </translation>
    </message>
    <message>
        <source>The file&apos;s figures are not those Kibitz computes</source>
        <translation>Wartości z pliku różnią się od obliczonych przez Kibitz</translation>
    </message>
    <message>
        <source>From the file&apos;s score table: no auction or play</source>
        <translation>Z tabeli wyników w pliku: bez licytacji i rozgrywki</translation>
    </message>
    <message>
        <source>This board has no other tables and no score table.</source>
        <translation>To rozdanie nie ma innych stołów ani tabeli wyników.</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>%1 · matchpoints: 2 for each score beaten, 1 for each tie, top %2</source>
        <translation>%1 · zapis maksymalny (MP): 2 za każdy pobity wynik, 1 za każdy równy, maksimum %2</translation>
    </message>
    <message>
        <source>%1 · Butler IMPs against the datum %2 (the mean score without the top and the bottom)</source>
        <translation>%1 · Butler: IMP względem datum %2 (średni zapis bez najwyższego i najniższego)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>%1 · teams match, Open and Closed room</source>
        <translation>%1 · mecz drużynowy, pokój otwarty i zamknięty</translation>
    </message>
    <message>
        <source>%1 · teams: each table&apos;s IMPs against the other table of its match</source>
        <translation>%1 · drużyny: IMP każdego stołu względem drugiego stołu w jego meczu</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Stół %1</translation>
    </message>
    <message>
        <source>%1 N-S</source>
        <translation>%1 NS</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>NS %1</translation>
    </message>
    <message>
        <source>the Open room&apos;s N-S</source>
        <translation>NS pokoju otwartego</translation>
    </message>
    <message>
        <source>N-S at table %1</source>
        <translation>NS przy stole %1</translation>
    </message>
    <message>
        <source>No swing
(a room has no result)</source>
        <translation>Brak różnicy
(jeden z pokoi nie ma wyniku)</translation>
    </message>
    <message>
        <source>Flat board
0 IMPs</source>
        <translation>Remis
0 IMP</translation>
    </message>
    <message>
        <source>%1 IMPs
to %2</source>
        <translation>%1 IMP
dla: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Cofnij: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ponów: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Vulnerability</name>
    <message>
        <source>None</source>
        <translation>Nikt</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>EW</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Obie</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbdFormat</name>
    <message>
        <source>Pavlicek ZBD binary deals</source>
        <translation>Pavlicek ZBD (binarne rozkłady)</translation>
    </message>
    <message>
        <source>expected 13 cards in each hand, found %1</source>
        <translation>oczekiwano 13 kart w każdej ręce, znaleziono: %1</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>pominięto rekord separatora (pierwsze 4 bajty zerowe)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbsFormat</name>
    <message>
        <source>the file ends inside a diagram: the last record has the continuation flag set</source>
        <translation>plik kończy się wewnątrz diagramu: ostatni rekord ma ustawioną flagę kontynuacji</translation>
    </message>
    <message numerus="yes">
        <source>%n trailing byte(s): ZBS records are 4 bytes each</source>
        <translation>
            <numerusform>%n nadmiarowy bajt na końcu: rekordy ZBS mają po 4 bajty</numerusform>
            <numerusform>%n nadmiarowe bajty na końcu: rekordy ZBS mają po 4 bajty</numerusform>
            <numerusform>%n nadmiarowych bajtów na końcu: rekordy ZBS mają po 4 bajty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end-of-list record were ignored</source>
        <translation>
            <numerusform>pominięto %n bajt po rekordzie końca listy</numerusform>
            <numerusform>pominięto %n bajty po rekordzie końca listy</numerusform>
            <numerusform>pominięto %n bajtów po rekordzie końca listy</numerusform>
        </translation>
    </message>
    <message>
        <source>locator %1 is above 1,220,703,124 (5^13 - 1)</source>
        <translation>lokalizator %1 przekracza 1 220 703 124 (5^13 - 1)</translation>
    </message>
    <message>
        <source>a diagram has at most 4 suit records (spades, hearts, diamonds, clubs), but this fourth one has the continuation flag set</source>
        <translation>diagram ma najwyżej 4 rekordy kolorów (piki, kiery, kara, trefle), a ten czwarty ma ustawioną flagę kontynuacji</translation>
    </message>
    <message>
        <source>Pavlicek ZBS binary suits</source>
        <translation>Pavlicek ZBS (binarne kolory)</translation>
    </message>
    <message>
        <source>%1 cannot hold a board without cards (an empty record ends the list)</source>
        <translation>%1 nie może przechować rozdania bez kart (pusty rekord kończy listę)</translation>
    </message>
    <message>
        <source>%1 puts each card in one place: %2</source>
        <translation>%1 umieszcza każdą kartę tylko w jednym miejscu: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>plik kończy się wewnątrz rozdania %1: </translation>
    </message>
</context>
<context>
    <name>Kibitz::ZddFormat</name>
    <message>
        <source>Pavlicek ZDD double-dummy results</source>
        <translation>Pavlicek ZDD (wyniki analizy w widne karty)</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>półbajt o wartości 14 nie jest liczbą lew (0-13 lub 15 = nieznana): %1, rozgrywa %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrdFormat</name>
    <message>
        <source>Pavlicek ZRD solved deals</source>
        <translation>Pavlicek ZRD (przeanalizowane rozkłady)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrjFormat</name>
    <message>
        <source>Pavlicek ZRJ deals with auction and play</source>
        <translation>Pavlicek ZRJ (rozkłady z licytacją i rozgrywką)</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>pominięto rekord separatora (pierwsze 4 bajty zerowe)</translation>
    </message>
    <message>
        <source>contract byte %1: expected 0 (passed out) or 5-39 for 1C-7NT, plus 40 doubled or 80 redoubled</source>
        <translation>bajt kontraktu %1: oczekiwano 0 (pasy) lub 5-39 dla 1C-7NT, plus 40 z kontrą lub 80 z rekontrą</translation>
    </message>
    <message>
        <source>declarer cannot win %1 tricks</source>
        <translation>rozgrywający nie może wziąć tylu lew (%1)</translation>
    </message>
    <message>
        <source>the offset where the calls end must be 18-63, found %1</source>
        <translation>pozycja końca odzywek musi wynosić 18-63, znaleziono %1</translation>
    </message>
    <message>
        <source>the offset where the plays end must be %1-80, found %2</source>
        <translation>pozycja końca rozgrywki musi wynosić %1-80, znaleziono %2</translation>
    </message>
    <message>
        <source>call byte 0x%1 is not a call</source>
        <translation>bajt 0x%1 nie jest odzywką</translation>
    </message>
    <message>
        <source>the record states the contract %1, which its auction does not give</source>
        <translation>rekord podaje kontrakt %1, który nie wynika z jego licytacji</translation>
    </message>
    <message>
        <source>play byte 0x%1 has rank %2: expected 0 (two) to 12 (ace)</source>
        <translation>bajt rozgrywki 0x%1 ma wysokość %2: oczekiwano od 0 (dwójka) do 12 (as)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZthFormat</name>
    <message>
        <source>Pavlicek target-hand records</source>
        <translation>Pavlicek (rekordy rąk docelowych)</translation>
    </message>
    <message>
        <source>bits 106-107 must be zero</source>
        <translation>bity 106-107 muszą być zerowe</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>półbajt o wartości 14 nie jest liczbą lew (0-13 lub 15 = nieznana): %1, rozgrywa %2</translation>
    </message>
</context>
</TS>
