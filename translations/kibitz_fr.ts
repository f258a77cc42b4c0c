<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Kibitz::AlertDialog</name>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Explanation of %1 (empty: no alert):</source>
        <translation>Explication de %1 (vide&#xa0;: pas d&apos;alerte)&#xa0;:</translation>
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
        <translation>&amp;Analyser toutes les donnes</translation>
    </message>
    <message>
        <source>Every board already has its double-dummy table.</source>
        <translation>Chaque donne a déjà son tableau double mort.</translation>
    </message>
    <message numerus="yes">
        <source>Solving %n board(s) double-dummy…</source>
        <translation>
            <numerusform>Analyse à cartes ouvertes de %n donne…</numerusform>
            <numerusform>Analyse à cartes ouvertes de %n donnes…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Double-dummy: %n board(s) solved</source>
        <translation>
            <numerusform>Analyse à cartes ouvertes&#xa0;: %n donne analysée</numerusform>
            <numerusform>Analyse à cartes ouvertes&#xa0;: %n donnes analysées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be solved</source>
        <translation>
            <numerusform>, %n n&apos;a pas pu être analysée</numerusform>
            <numerusform>, %n n&apos;ont pas pu être analysées</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (interrompue)</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Card Values</source>
        <translation>&amp;Valeur double mort des cartes</translation>
    </message>
    <message>
        <source>Double-Dummy Trace</source>
        <translation>Suivi double mort</translation>
    </message>
    <message>
        <source>Double-Dummy &amp;Trace</source>
        <translation>&amp;Suivi double mort</translation>
    </message>
    <message>
        <source>Board %1: solving double-dummy, a hard deal takes up to a minute (you can go on or quit)</source>
        <translation>Donne %1&#xa0;: analyse double mort, une donne difficile peut prendre jusqu&apos;à une minute (vous pouvez continuer ou quitter)</translation>
    </message>
    <message>
        <source>Solving: %1 of %2 boards</source>
        <translation>Analyse&#xa0;: %1 donnes sur %2</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>encore environ %n seconde</numerusform>
            <numerusform>encore environ %n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>encore environ %n minute</numerusform>
            <numerusform>encore environ %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::Application</name>
    <message>
        <source>board %1 cannot be shown (boards in the file: %2)</source>
        <translation>la donne %1 ne peut pas être affichée (donnes dans le fichier&#xa0;: %2)</translation>
    </message>
    <message>
        <source>board %1 has only %2 played cards; showing them all</source>
        <translation>la donne %1 n&apos;a que %2 cartes jouées&#xa0;; elles sont toutes affichées</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>Kibitz: view, edit and convert bridge deal files.</source>
        <translation>Kibitz&#xa0;: afficher, modifier et convertir des fichiers de donnes de bridge.</translation>
    </message>
    <message>
        <source>Deal files to open.</source>
        <translation>Fichiers de donnes à ouvrir.</translation>
    </message>
    <message>
        <source>Render the main window to &lt;png&gt; and exit.</source>
        <translation>Enregistrer une image de la fenêtre principale dans &lt;png&gt; et quitter.</translation>
    </message>
    <message>
        <source>png</source>
        <translation>png</translation>
    </message>
    <message>
        <source>Board to show (1-based position in the file).</source>
        <translation>Donne à afficher (position dans le fichier, à partir de 1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Cards of the play to show.</source>
        <translation>Nombre de cartes jouées à afficher.</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation>Taille de la fenêtre pour --screenshot, par ex. 1280x800.</translation>
    </message>
    <message>
        <source>wxh</source>
        <translation>lxh</translation>
    </message>
    <message>
        <source>Print how long --screenshot took.</source>
        <translation>Afficher la durée de --screenshot.</translation>
    </message>
    <message>
        <source>Write the hand records of FILE (the sample set without one) to &lt;pdf&gt; and exit.</source>
        <translation>Écrire les feuilles de donnes de FILE (à défaut, des donnes d&apos;exemple) dans &lt;pdf&gt; et quitter.</translation>
    </message>
    <message>
        <source>pdf</source>
        <translation>pdf</translation>
    </message>
    <message>
        <source>Boards per page for --export-pdf: 1, 2, 4 or 6.</source>
        <translation>Donnes par page pour --export-pdf&#xa0;: 1, 2, 4 ou 6.</translation>
    </message>
    <message>
        <source>Solve missing double-dummy tables and par for --export-pdf.</source>
        <translation>Calculer les tableaux double mort et le par manquants pour --export-pdf.</translation>
    </message>
    <message>
        <source>--export-pdf takes one file</source>
        <translation>--export-pdf prend un seul fichier</translation>
    </message>
    <message>
        <source>--board needs a board number from 1</source>
        <translation>--board attend un numéro de donne à partir de 1</translation>
    </message>
    <message>
        <source>--card needs a number of cards from 0</source>
        <translation>--card attend un nombre de cartes à partir de 0</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, at least 200x150</source>
        <translation>--size attend LARGEURxHAUTEUR, au moins 200x150</translation>
    </message>
    <message>
        <source>--screenshot takes one file</source>
        <translation>--screenshot prend un seul fichier</translation>
    </message>
    <message>
        <source>Show the double-dummy trace of the play in --screenshot.</source>
        <translation>Afficher le suivi double mort du jeu dans --screenshot.</translation>
    </message>
    <message>
        <source>Interface language for this run: en, de, fr, nl or pl (Preferences keep the lasting choice).</source>
        <translation>Langue de l&apos;interface pour cette exécution&#xa0;: en, de, fr, nl ou pl (le choix durable se fait dans les Préférences).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Write honours as the interface language does, for this run.</source>
        <translation>Noter les honneurs comme dans la langue de l&apos;interface, pour cette exécution.</translation>
    </message>
    <message>
        <source>--language needs one of: %1</source>
        <translation>--language attend l&apos;une des valeurs suivantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>--per-page needs 1, 2, 4 or 6</source>
        <translation>--per-page attend 1, 2, 4 ou 6</translation>
    </message>
    <message>
        <source>%1 holds %2 boards; at most %3 are printed at once</source>
        <translation>%1 contient %2 donnes&#xa0;; %3 au maximum sont imprimées à la fois</translation>
    </message>
    <message>
        <source>an untitled board set</source>
        <translation>un jeu de donnes sans titre</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Kibitz ended without saving the changes to %1 (%2 boards, kept %3).</source>
        <translation>Kibitz s&apos;est arrêté sans enregistrer les modifications de %1 (%2 donnes, conservées %3).</translation>
    </message>
    <message>
        <source>Restore them? “Later” asks again at the next start.</source>
        <translation>Les restaurer&#xa0;? «&#xa0;Plus tard&#xa0;» reposera la question au prochain démarrage.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message numerus="yes">
        <source>The file changed on disk or is gone since: only the %n edited or inserted board(s) can be restored, as a new board set; the rest is lost.</source>
        <translation>
            <numerusform>Le fichier a changé sur le disque ou a disparu depuis : seule la %n donne modifiée ou insérée peut être restaurée, comme nouveau jeu de donnes ; le reste est perdu.</numerusform>
            <numerusform>Le fichier a changé sur le disque ou a disparu depuis : seules les %n donnes modifiées ou insérées peuvent être restaurées, comme nouveau jeu de donnes ; le reste est perdu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 changed on disk since then: restoring shows the boards as they were, and saving asks before replacing what another program wrote.</source>
        <translation>%1 a changé sur le disque depuis&#xa0;: la restauration montre les donnes telles qu&apos;elles étaient, et l&apos;enregistrement demande confirmation avant de remplacer ce qu&apos;un autre programme a écrit.</translation>
    </message>
</context>
<context>
    <name>Kibitz::Auction</name>
    <message>
        <source>comes after the end of the auction</source>
        <translation>vient après la fin des enchères</translation>
    </message>
    <message>
        <source>is not a bid of level 1 to 7</source>
        <translation>n&apos;est pas une enchère de palier 1 à 7</translation>
    </message>
    <message>
        <source>is insufficient after %1</source>
        <translation>est insuffisante après %1</translation>
    </message>
    <message>
        <source>doubles when nobody has bid</source>
        <translation>contre alors que personne n&apos;a fait d&apos;enchère</translation>
    </message>
    <message>
        <source>doubles partner&apos;s bid</source>
        <translation>contre l&apos;enchère du partenaire</translation>
    </message>
    <message>
        <source>doubles a bid that is already doubled</source>
        <translation>contre une enchère déjà contrée</translation>
    </message>
    <message>
        <source>redoubles without a double to redouble</source>
        <translation>surcontre sans contre préalable</translation>
    </message>
    <message>
        <source>redoubles the opponents&apos; contract</source>
        <translation>surcontre le contrat adverse</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>enchère %1, %2 par %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::AuctionModel</name>
    <message>
        <source>Alerted, no explanation given</source>
        <translation>Alertée, sans explication</translation>
    </message>
    <message>
        <source>%1, vulnerable</source>
        <translation>%1, vulnérable</translation>
    </message>
</context>
<context>
    <name>Kibitz::AuctionView</name>
    <message>
        <source>Contract %1</source>
        <translation>Contrat %1</translation>
    </message>
    <message>
        <source>No auction</source>
        <translation>Pas d&apos;enchères</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Donne passée</translation>
    </message>
    <message>
        <source>Auction in progress</source>
        <translation>Enchères en cours</translation>
    </message>
    <message>
        <source>⚠ The auction ends in %1, but the file states the contract %2; %2 is used.</source>
        <translation>⚠ Les enchères se terminent à %1, mais le fichier indique le contrat %2&#xa0;; %2 est utilisé.</translation>
    </message>
</context>
<context>
    <name>Kibitz::BiddingBox</name>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Undo Last Call</source>
        <translation>Annuler la dernière enchère</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Dbl</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Rdbl</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <source>Explanation of the next call</source>
        <translation>Explication de la prochaine enchère</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Aucune donne</translation>
    </message>
    <message>
        <source>&lt;b&gt;Passed out.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Donne passée.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auction complete:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Enchères terminées&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; to call</source>
        <translation>À &lt;b&gt;%1&lt;/b&gt; de parler</translation>
    </message>
    <message>
        <source>The explanation goes with the next call you make. Keyboard: type 1n, 2s, p, x, xx; Backspace takes back the last call.</source>
        <translation>L&apos;explication accompagne la prochaine enchère que vous ferez. Clavier&#xa0;: tapez 1n, 2s, p, x, xx&#xa0;; Retour arrière annule la dernière enchère.</translation>
    </message>
    <message>
        <source>Type a call: 1n, 2s, p, x, xx</source>
        <translation>Tapez une enchère&#xa0;: 1n, 2s, p, x, xx</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Saisi&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Board</name>
    <message>
        <source>auction: %1</source>
        <translation>enchères&#xa0;: %1</translation>
    </message>
    <message>
        <source>play: %1</source>
        <translation>jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>result of %1 tricks</source>
        <translation>résultat de %1 levées</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>le résultat indique %1 levées mais le jeu en donne %2</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the open room of a teams match</comment>
        <translation>Ouverte</translation>
    </message>
    <message>
        <source>Closed</source>
        <comment>the closed room of a teams match</comment>
        <translation>Fermée</translation>
    </message>
    <message>
        <source>the auction ends in %1 but the contract stated is %2; %2 is used</source>
        <translation>les enchères se terminent à %1 mais le contrat indiqué est %2&#xa0;; %2 est utilisé</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardClipboard</name>
    <message>
        <source>No writable format &quot;%1&quot;</source>
        <translation>Aucun format «&#xa0;%1&#xa0;» disponible en écriture</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>Le presse-papiers ne contient pas de texte</translation>
    </message>
    <message>
        <source>The clipboard text is too long for a board (%1 bytes, at most %2)</source>
        <translation>Le texte du presse-papiers est trop long pour une donne (%1 octets, %2 au maximum)</translation>
    </message>
    <message>
        <source>The clipboard text is no board in PBN, LIN or another known format: %1</source>
        <translation>Le texte du presse-papiers n&apos;est pas une donne en PBN, LIN ou un autre format connu&#xa0;: %1</translation>
    </message>
    <message>
        <source>The clipboard text (%1) holds no board</source>
        <translation>Le texte du presse-papiers (%1) ne contient aucune donne</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardContent</name>
    <message numerus="yes">
        <source>the deals of %n board(s)</source>
        <translation>
            <numerusform>la distribution de %n donne</numerusform>
            <numerusform>les distributions de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partial deal(s)</source>
        <translation>
            <numerusform>%n donne partielle</numerusform>
            <numerusform>%n donnes partielles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the numbers of %n board(s)</source>
        <translation>
            <numerusform>le numéro de %n donne</numerusform>
            <numerusform>les numéros de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dealer and vulnerability of %n board(s)</source>
        <translation>
            <numerusform>le donneur et la vulnérabilité de %n donne</numerusform>
            <numerusform>le donneur et la vulnérabilité de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the auctions of %n board(s)</source>
        <translation>
            <numerusform>les enchères de %n donne</numerusform>
            <numerusform>les enchères de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>alerts and notes of %n board(s)</source>
        <translation>
            <numerusform>les alertes et les notes de %n donne</numerusform>
            <numerusform>les alertes et les notes de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contracts of %n board(s)</source>
        <translation>
            <numerusform>le contrat de %n donne</numerusform>
            <numerusform>les contrats de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the play of %n board(s)</source>
        <translation>
            <numerusform>le jeu de la carte de %n donne</numerusform>
            <numerusform>le jeu de la carte de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the results of %n board(s)</source>
        <translation>
            <numerusform>le résultat de %n donne</numerusform>
            <numerusform>les résultats de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n double-dummy table(s)</source>
        <translation>
            <numerusform>%n tableau double mort</numerusform>
            <numerusform>%n tableaux double mort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the player names of %n board(s)</source>
        <translation>
            <numerusform>les noms des joueurs de %n donne</numerusform>
            <numerusform>les noms des joueurs de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>event, site and date of %n board(s)</source>
        <translation>
            <numerusform>l&apos;épreuve, le lieu et la date de %n donne</numerusform>
            <numerusform>l&apos;épreuve, le lieu et la date de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the comments of %n board(s)</source>
        <translation>
            <numerusform>les commentaires de %n donne</numerusform>
            <numerusform>les commentaires de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other tags of %n board(s)</source>
        <translation>
            <numerusform>les autres balises de %n donne</numerusform>
            <numerusform>les autres balises de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the accepted irregularities of %n board(s)</source>
        <translation>
            <numerusform>les irrégularités acceptées de %n donne</numerusform>
            <numerusform>les irrégularités acceptées de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the labels of %n board(s)</source>
        <translation>
            <numerusform>le libellé de %n donne</numerusform>
            <numerusform>les libellés de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the commentary markup and places of %n board(s)</source>
        <translation>
            <numerusform>la mise en forme et la place du commentaire de %n donne</numerusform>
            <numerusform>la mise en forme et la place des commentaires de %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the hidden hands and display flags of %n board(s)</source>
        <translation>
            <numerusform>les mains cachées et options d’affichage de %n donne</numerusform>
            <numerusform>les mains cachées et options d’affichage de %n donnes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardDetails</name>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Épreuve</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 levées</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Réclamation</translation>
    </message>
    <message>
        <source>%1 of %2 tricks</source>
        <translation>%1 levées sur %2</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Marque N-S</translation>
    </message>
    <message>
        <source>Double-dummy tricks</source>
        <translation>Levées double mort</translation>
    </message>
    <message>
        <source>Par:</source>
        <translation>Par&#xa0;:</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Commentaires</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Autres balises</translation>
    </message>
    <message>
        <source>No details for this board.</source>
        <translation>Aucun détail pour cette donne.</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <source>%1 tricks (result from the play)</source>
        <translation>%1 levées (résultat du jeu)</translation>
    </message>
    <message>
        <source>Irregularity</source>
        <translation>Irrégularité</translation>
    </message>
    <message>
        <source>trick %1, %2 by %3: %4</source>
        <translation>levée %1, %2 par %3&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardListModel</name>
    <message>
        <source>Passed out</source>
        <translation>Donne passée</translation>
    </message>
    <message>
        <source>Boards with problems</source>
        <translation>Donnes avec anomalies</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Dlr</source>
        <translation>Donn.</translation>
    </message>
    <message>
        <source>Vul</source>
        <translation>Vuln.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Res</source>
        <translation>Rés.</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardSetActions</name>
    <message>
        <source>Add board %1</source>
        <translation>Ajouter la donne %1</translation>
    </message>
    <message>
        <source>Duplicate board</source>
        <translation>Dupliquer la donne</translation>
    </message>
    <message>
        <source>Renumbering is limited to %1 boards; this set has %2. Use kibitz-convert for large files.</source>
        <translation>La renumérotation est limitée à %1 donnes&#xa0;; cette série en compte %2. Utilisez kibitz-convert pour les gros fichiers.</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Renuméroter les donnes</translation>
    </message>
    <message>
        <source>First board number:</source>
        <translation>Numéro de la première donne&#xa0;:</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board cycle</source>
        <translation>Fixer le donneur et la vulnérabilité selon le cycle des donnes</translation>
    </message>
</context>
<context>
    <name>Kibitz::BoardWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>écriture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>this format takes boards, not records</source>
        <translation>ce format prend des donnes, pas des enregistrements</translation>
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
        <translation>Contre</translation>
    </message>
    <message>
        <source>Rdbl</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <source>expected a call</source>
        <translation>enchère attendue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call</source>
        <translation>&apos;%1&apos; n&apos;est pas une enchère</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT) after the level</source>
        <translation>dénomination attendue (C, D, H, S ou NT) après le palier</translation>
    </message>
    <message>
        <source>unexpected text after the bid</source>
        <translation>texte inattendu après l&apos;enchère</translation>
    </message>
</context>
<context>
    <name>Kibitz::Card</name>
    <message>
        <source>expected a card</source>
        <translation>carte attendue</translation>
    </message>
    <message>
        <source>expected a rank after the suit</source>
        <translation>hauteur attendue après la couleur</translation>
    </message>
    <message>
        <source>unexpected text after the card</source>
        <translation>texte inattendu après la carte</translation>
    </message>
    <message>
        <source>expected a suit after the rank</source>
        <translation>couleur attendue après la hauteur</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a suit or a rank</source>
        <translation>&apos;%1&apos; n&apos;est ni une couleur ni une hauteur</translation>
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
        <translation>R</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>card rank: queen, as a bridge diagram in this language writes it</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>J</source>
        <comment>card rank: jack, as a bridge diagram in this language writes it</comment>
        <translation>V</translation>
    </message>
</context>
<context>
    <name>Kibitz::CardValueOverlay</name>
    <message>
        <source>North-South</source>
        <translation>Nord-Sud</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Est-Ouest</translation>
    </message>
    <message>
        <source>in notrump</source>
        <translation>à sans-atout</translation>
    </message>
    <message>
        <source>with %1 trumps</source>
        <translation>avec atout %1</translation>
    </message>
    <message>
        <source>Beside each card %1 may play: the tricks %2 take in all %3, double dummy (the tricks won so far included). Green: keeps the best result.</source>
        <translation>À côté de chaque carte que %1 peut jouer&#xa0;: les levées que %2 réalise au total %3, en double mort (levées déjà gagnées comprises). En vert&#xa0;: conserve le meilleur résultat.</translation>
    </message>
    <message>
        <source>notrump</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <source>%1 trumps</source>
        <translation>atout %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 by %2: %3 end with %n trick(s) (%4, double dummy)</source>
        <translation>
            <numerusform>%1 par %2&#xa0;: %3 termine avec %n levée (%4, double mort)</numerusform>
            <numerusform>%1 par %2&#xa0;: %3 termine avec %n levées (%4, double mort)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ClipboardActions</name>
    <message>
        <source>Copy Diagram as &amp;Image</source>
        <translation>Copier le dia&amp;gramme en image</translation>
    </message>
    <message>
        <source>Copy Board as &amp;PBN</source>
        <translation>Copier la donne en &amp;PBN</translation>
    </message>
    <message>
        <source>Copy Board as &amp;LIN</source>
        <translation>Copier la donne en &amp;LIN</translation>
    </message>
    <message>
        <source>Paste &amp;Board</source>
        <translation>C&amp;oller des donnes</translation>
    </message>
    <message>
        <source>Insert the boards on the clipboard (PBN, LIN, JSON or a deal) after the current board</source>
        <translation>Insérer les donnes du presse-papiers (PBN, LIN, JSON ou une distribution) après la donne actuelle</translation>
    </message>
    <message>
        <source>No board to copy</source>
        <translation>Aucune donne à copier</translation>
    </message>
    <message>
        <source>Board copied as %1</source>
        <translation>Donne copiée en %1</translation>
    </message>
    <message>
        <source>Diagram copied</source>
        <translation>Diagramme copié</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Board(s)</source>
        <translation>
            <numerusform>Coller %n donne</numerusform>
            <numerusform>Coller %n donnes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::ConditionsDialog</name>
    <message>
        <source>Solve double dummy in the background</source>
        <translation>Analyser en double mort en arrière-plan</translation>
    </message>
    <message>
        <source>New from Conditions</source>
        <translation>Nouveau à partir de conditions</translation>
    </message>
    <message>
        <source>Any condition in the dealer language, joined with the form&apos;s by and, e.g.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</source>
        <translation>Toute condition dans le langage de dealer, combinée par «&#xa0;et&#xa0;» avec celles du formulaire, par ex.
hearts(north) + hearts(south) &gt;= 8 &amp;&amp; losers(north) &lt;= 7</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>&amp;Expert condition:</source>
        <translation>Condition &amp;experte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Donnes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Dealer script:</source>
        <translation>Script dealer&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>H</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Répartition</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>%1&apos;s cards: %2</source>
        <translation>Cartes de %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::Contract</name>
    <message>
        <source>Passed out</source>
        <translation>Donne passée</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <source>expected a level 1-7 or Pass</source>
        <translation>palier 1-7 ou Pass attendu</translation>
    </message>
    <message>
        <source>expected a strain (C, D, H, S or NT)</source>
        <translation>dénomination attendue (C, D, H, S ou NT)</translation>
    </message>
    <message>
        <source>expected X, XX or nothing after the strain</source>
        <translation>X, XX ou rien attendu après la dénomination</translation>
    </message>
</context>
<context>
    <name>Kibitz::Converter</name>
    <message>
        <source>deal</source>
        <translation>distribution</translation>
    </message>
    <message>
        <source>partial deal</source>
        <translation>donne partielle</translation>
    </message>
    <message>
        <source>board number</source>
        <translation>numéro de donne</translation>
    </message>
    <message>
        <source>dealer/vulnerability</source>
        <translation>donneur/vulnérabilité</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>enchères</translation>
    </message>
    <message>
        <source>alerts</source>
        <translation>alertes</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contrat</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jeu de la carte</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>double dummy</source>
        <translation>double mort</translation>
    </message>
    <message>
        <source>names</source>
        <translation>noms</translation>
    </message>
    <message>
        <source>event</source>
        <translation>épreuve</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>commentaires</translation>
    </message>
    <message>
        <source>other tags</source>
        <translation>autres balises</translation>
    </message>
    <message>
        <source>--from needs a format id</source>
        <translation>--from attend un identifiant de format</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (see --list-formats)</source>
        <translation>format inconnu &apos;%1&apos; (voir --list-formats)</translation>
    </message>
    <message>
        <source>--to needs a format id</source>
        <translation>--to attend un identifiant de format</translation>
    </message>
    <message>
        <source>--boards needs a range A-B</source>
        <translation>--boards attend une plage A-B</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board range such as 1-16</source>
        <translation>&apos;%1&apos; n&apos;est pas une plage de donnes comme 1-16</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>option inconnue &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--verify goes with --solve</source>
        <translation>--verify s&apos;utilise avec --solve</translation>
    </message>
    <message>
        <source>--solve works when converting</source>
        <translation>--solve ne s&apos;utilise que pour une conversion</translation>
    </message>
    <message>
        <source>--info needs at least one input file</source>
        <translation>--info attend au moins un fichier d&apos;entrée</translation>
    </message>
    <message>
        <source>--validate needs at least one input file</source>
        <translation>--validate attend au moins un fichier d&apos;entrée</translation>
    </message>
    <message>
        <source>--checksum needs at least one input file</source>
        <translation>--checksum attend au moins un fichier d&apos;entrée</translation>
    </message>
    <message>
        <source>give at least one input and the output</source>
        <translation>indiquez au moins une entrée et la sortie</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: warning: %3
</source>
        <translation>kibitz-convert&#xa0;: %1&#xa0;: donne %2&#xa0;: avertissement&#xa0;: %3
</translation>
    </message>
    <message>
        <source>writing to standard output needs --to ID</source>
        <translation>l&apos;écriture sur la sortie standard nécessite --to ID</translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos; from its extension; use --to ID</source>
        <translation>impossible de déterminer le format de &apos;%1&apos; d&apos;après son extension&#xa0;; utilisez --to ID</translation>
    </message>
    <message>
        <source>%1 (%2) cannot be written</source>
        <translation>%1 (%2)&#xa0;: format en lecture seule</translation>
    </message>
    <message>
        <source>the output &apos;%1&apos; is also an input</source>
        <translation>la sortie &apos;%1&apos; est aussi une entrée</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n more warning(s) not shown
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %n autre avertissement non affiché
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %n autres avertissements non affichés
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n stored double-dummy table(s) disagree with DDS
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %n tableau double mort enregistré diffère de DDS
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %n tableaux double mort enregistrés diffèrent de DDS
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: dropped as forced: %1
</source>
        <translation>kibitz-convert&#xa0;: pertes acceptées (--force)&#xa0;: %1
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) left out: the format cannot store them
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %n donne omise&#xa0;: le format ne peut pas l&apos;enregistrer
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %n donnes omises&#xa0;: le format ne peut pas les enregistrer
</numerusform>
        </translation>
    </message>
    <message>
        <source>not solved: %1
</source>
        <translation>analyse impossible&#xa0;: %1
</translation>
    </message>
    <message>
        <source>%1 by %2: the file says %3 tricks, DDS %4
</source>
        <translation>%1 par %2&#xa0;: le fichier indique %3 levées, DDS %4
</translation>
    </message>
    <message>
        <source>kibitz-convert: nothing written: the conversion would drop data (use --force to convert anyway)
</source>
        <translation>kibitz-convert&#xa0;: rien n&apos;a été écrit&#xa0;: la conversion perdrait des données (utilisez --force pour convertir quand même)
</translation>
    </message>
    <message>
        <source>  %1 cannot store these boards at all; with --force they are left out:
</source>
        <translation>  %1 ne peut pas du tout enregistrer ces donnes&#xa0;; avec --force, elles sont omises&#xa0;:
</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: record %2: warning: %3
</source>
        <translation>kibitz-convert&#xa0;: %1&#xa0;: enregistrement %2&#xa0;: avertissement&#xa0;: %3
</translation>
    </message>
    <message>
        <source>%1
  format: %2 (%3)
  boards: %4
</source>
        <translation>%1
  format&#xa0;: %2 (%3)
  donnes&#xa0;: %4
</translation>
    </message>
    <message>
        <source>  boards with problems: %1 (see --validate)
</source>
        <translation>  donnes avec anomalies&#xa0;: %1 (voir --validate)
</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>board at position %1</source>
        <translation>donne en position %1</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s) with problems
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %n donne avec anomalies
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %n donnes avec anomalies
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n board(s), all valid
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %n donne, valide
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %n donnes, toutes valides
</numerusform>
        </translation>
    </message>
    <message>
        <source>ID           READ WRITE EXTENSIONS      NAME / HOLDS
</source>
        <translation>ID           LECT ÉCRIT EXTENSIONS      NOM / CONTENU
</translation>
    </message>
    <message>
        <source>holds: %6</source>
        <extracomment>--list-formats: the second line of a format, listing what its files can hold</extracomment>
        <translation>contenu&#xa0;: %6</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <comment>--list-formats: the format cannot be written</comment>
        <translation>non</translation>
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

--select garde les donnes pour lesquelles l&apos;expression (le langage de dealer, voir
docs/select.md) est vraie. --dealer-script exécute un script du programme dealer : sans
OUTPUT ni --to, les donnes sont affichées comme dealer les affiche, sinon écrites dans OUTPUT.
</translation>
    </message>
    <message>
        <source>--select needs an expression</source>
        <translation>--select attend une expression</translation>
    </message>
    <message>
        <source>--select: %1</source>
        <translation>--select: %1</translation>
    </message>
    <message>
        <source>--dealer-script needs a script file</source>
        <translation>--dealer-script attend un fichier de script</translation>
    </message>
    <message>
        <source>%1 needs a number</source>
        <translation>%1 attend un nombre</translation>
    </message>
    <message>
        <source>--generate, --produce and --seed go with --dealer-script</source>
        <translation>--generate, --produce et --seed vont avec --dealer-script</translation>
    </message>
    <message>
        <source>--dealer-script takes at most one output</source>
        <translation>--dealer-script accepte au plus une sortie</translation>
    </message>
    <message>
        <source>kibitz-convert: cannot tell the format of &apos;%1&apos; from its extension; use --to ID
</source>
        <translation>kibitz-convert : impossible de déduire le format de « %1 » de son extension ; utilisez --to ID
</translation>
    </message>
    <message>
        <source>kibitz-convert: standard output: %1
</source>
        <translation>kibitz-convert&#xa0;: sortie standard&#xa0;: %1
</translation>
    </message>
    <message>
        <source>%1 board %2</source>
        <translation>%1 donne %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: board %2: damaged: %3
</source>
        <translation>kibitz-convert&#xa0;: %1&#xa0;: donne %2&#xa0;: endommagée&#xa0;: %3
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: nothing written: %n damaged board(s) in the input (%1); use --force to convert what could be read
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: rien n&apos;a été écrit&#xa0;: %n donne endommagée dans l&apos;entrée (%1)&#xa0;; utilisez --force pour convertir ce qui a pu être lu
</numerusform>
            <numerusform>kibitz-convert&#xa0;: rien n&apos;a été écrit&#xa0;: %n donnes endommagées dans l&apos;entrée (%1)&#xa0;; utilisez --force pour convertir ce qui a pu être lu
</numerusform>
        </translation>
    </message>
    <message>
        <source>kibitz-convert: damaged: %1
</source>
        <translation>kibitz-convert&#xa0;: endommagé&#xa0;: %1
</translation>
    </message>
    <message>
        <source>%1 record %2</source>
        <translation>%1 enregistrement %2</translation>
    </message>
    <message>
        <source>  damaged boards: %1 (see --validate)
</source>
        <translation>  donnes endommagées&#xa0;: %1 (voir --validate)
</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %n damaged board(s)
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %n donne endommagée
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %n donnes endommagées
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
        <translation>Usage :
  kibitz-convert [--from ID] [--to ID] [--boards A-B] [--shard K/N] [--force]
                 [--solve [--verify] [--checkpoint MIN] [--dds-threads N]] INPUT... OUTPUT
  kibitz-convert --info INPUT...
  kibitz-convert --validate INPUT...
  kibitz-convert --checksum INPUT...
  kibitz-convert --list-formats
  kibitz-convert --version

Convertit des fichiers de donnes d&apos;un format à l&apos;autre (détecté par l&apos;extension, puis le contenu).
OUTPUT &apos;-&apos; écrit sur la sortie standard ; un FIFO ou un périphérique est écrit directement, tout autre
fichier est remplacé en entier une fois tout écrit (pour un lien symbolique : sa cible).
Code de sortie : 0 succès, 1 entrée illisible ou invalide (ou fichier modifié pendant
sa lecture), 2 erreur d&apos;utilisation, 3 la conversion perdrait des données et --force est absent,
4 la sortie (un fichier ou la sortie standard) n&apos;a pas pu être écrite.
--solve complète les tableaux double mort manquants avec DDS ; --verify recalcule aussi ceux
enregistrés et signale chaque désaccord (code de sortie 1). Sans --verify, les tableaux
que OUTPUT contient déjà pour les mêmes donnes (une exécution antérieure interrompue) sont
conservés, et OUTPUT est enregistré toutes les MIN minutes (10 par défaut, 0 seulement à la fin)
avec ce qui est déjà résolu. DDS calcule sur N fils d&apos;exécution (0 par défaut&#xa0;: un par cœur).
--shard K/N convertit la K-ième de N parts égales des donnes, selon leur position&#xa0;: les sorties
des N parts, mises bout à bout, forment la sortie de l&apos;ensemble (voir le README).
</translation>
    </message>
    <message>
        <source>--shard needs K/N, such as 3/8</source>
        <translation>--shard attend K/N, par exemple 3/8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a shard K/N with 1 &lt;= K &lt;= N</source>
        <translation>&apos;%1&apos; n&apos;est pas une part K/N avec 1 &lt;= K &lt;= N</translation>
    </message>
    <message>
        <source>--dds-threads needs a number of threads (0 for one per core)</source>
        <translation>--dds-threads attend un nombre de fils d&apos;exécution (0 pour un par cœur)</translation>
    </message>
    <message>
        <source>--checkpoint needs a number of minutes</source>
        <translation>--checkpoint attend un nombre de minutes</translation>
    </message>
    <message>
        <source>--shard works when converting</source>
        <translation>--shard ne s&apos;utilise que pour une conversion</translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: %n table(s) kept from an earlier run
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %1&#xa0;: %n tableau repris d&apos;une exécution antérieure
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %1&#xa0;: %n tableaux repris d&apos;une exécution antérieure
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kibitz-convert: %1: saved with %n board(s) still to solve; going on
</source>
        <translation>
            <numerusform>kibitz-convert&#xa0;: %1&#xa0;: enregistré avec %n donne encore à analyser&#xa0;; on continue
</numerusform>
            <numerusform>kibitz-convert&#xa0;: %1&#xa0;: enregistré avec %n donnes encore à analyser&#xa0;; on continue
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1&#xa0;min %2&#xa0;s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1&#xa0;h %2&#xa0;min</translation>
    </message>
    <message>
        <source>one of the boards %1 to %2</source>
        <translation>l&apos;une des donnes %1 à %2</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 took %2 to solve (%3 a deal on average)
</source>
        <extracomment>--solve: a deal took far longer than the others; %1 names it (&quot;board 12&quot;, &quot;one of the boards 1 to 40&quot;)</extracomment>
        <translation>kibitz-convert&#xa0;: %1 a demandé %2 d&apos;analyse (%3 par distribution en moyenne)
</translation>
    </message>
    <message>
        <source>boards %1-%2</source>
        <translation>donnes %1-%2</translation>
    </message>
    <message>
        <source> (%1 so far)</source>
        <translation> (%1 jusqu&apos;ici)</translation>
    </message>
    <message>
        <source>%1 of %2 deals solved</source>
        <translation>%1 distributions analysées sur %2</translation>
    </message>
    <message>
        <source>, %1 a second, %2 left</source>
        <translation>, %1 par seconde, encore %2</translation>
    </message>
    <message>
        <source>%1 deals solved</source>
        <translation>%1 distributions analysées</translation>
    </message>
    <message>
        <source>, %1 a second</source>
        <translation>, %1 par seconde</translation>
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

--stats affiche sous forme de tableaux les chiffres des donnes de tous les INPUT réunis (points H,
répartitions des mains, longueurs des couleurs, contrats gagnables en double mort, par, jeu du
déclarant par rapport au double mort)&#xa0;; --stats-json les affiche sous la forme d&apos;un seul objet
JSON (voir docs/stats.md). Avec --solve, DDS calcule les tableaux qui manquent aux donnes et le
coût de chaque entame.
</translation>
    </message>
    <message>
        <source>choose one of --info, --validate, --checksum, --stats, --stats-json and --list-formats</source>
        <translation>choisissez une seule option parmi --info, --validate, --checksum, --stats, --stats-json et --list-formats</translation>
    </message>
    <message>
        <source>--verify works when converting</source>
        <translation>--verify ne s&apos;utilise que pour une conversion</translation>
    </message>
    <message>
        <source>%1 needs at least one input file</source>
        <translation>%1 attend au moins un fichier d&apos;entrée</translation>
    </message>
    <message>
        <source>irregularities</source>
        <translation>irrégularités</translation>
    </message>
    <message>
        <source>kibitz-convert: %1: cannot keep a copy of the stream: %2
</source>
        <translation>kibitz-convert : %1 : impossible de garder une copie du flux : %2
</translation>
    </message>
    <message>
        <source>the file system of %1 is read-only</source>
        <translation>le système de fichiers de %1 est en lecture seule</translation>
    </message>
    <message>
        <source>kibitz-convert: %1 was changed by another program while it was written; not replaced
</source>
        <translation>kibitz-convert : %1 a été modifié par un autre programme pendant son écriture ; non remplacé
</translation>
    </message>
    <message>
        <source>%1: at most %2 deals</source>
        <translation>%1&#xa0;: %2 donnes au maximum</translation>
    </message>
    <message>
        <source>kibitz-convert: generated %1 of %2 hands (%3 produced)
</source>
        <extracomment>--dealer-script, every few seconds of a long run on standard error</extracomment>
        <translation>kibitz-convert&#xa0;: %1 donnes générées sur %2 (%3 produites)
</translation>
    </message>
    <message>
        <source>board label</source>
        <translation>libellé de la donne</translation>
    </message>
    <message>
        <source>commentary markup</source>
        <translation>mise en forme du commentaire</translation>
    </message>
    <message>
        <source>hidden hands</source>
        <translation>mains cachées</translation>
    </message>
</context>
<context>
    <name>Kibitz::DdTraceView</name>
    <message>
        <source>%1 from dummy</source>
        <translation>%1 du mort</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <source>No play recorded: the double-dummy trace follows the cards actually played.</source>
        <translation>Aucun jeu enregistré&#xa0;: le suivi double mort porte sur les cartes réellement jouées.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy, %1 takes %n trick(s).</source>
        <translation>
            <numerusform>En double mort, %1 réalise %n levée.</numerusform>
            <numerusform>En double mort, %1 réalise %n levées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving the play double-dummy…</source>
        <translation>Analyse du jeu à cartes ouvertes…</translation>
    </message>
    <message>
        <source>No double-dummy trace: %1.</source>
        <translation>Pas de suivi double mort&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead</source>
        <translation>
            <numerusform>Double mort&#xa0;: %n levée à l&apos;entame</numerusform>
            <numerusform>Double mort&#xa0;: %n levées à l&apos;entame</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double dummy: %n trick(s) at the lead for %1, counted as declarer</source>
        <translation>
            <numerusform>Double mort&#xa0;: %n levée à l&apos;entame pour %1, considéré comme camp du déclarant</numerusform>
            <numerusform>Double mort&#xa0;: %n levées à l&apos;entame pour %1, considéré comme camp du déclarant</numerusform>
        </translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Nord-Sud</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Est-Ouest</translation>
    </message>
    <message numerus="yes">
        <source> (%1 goes down %n)</source>
        <translation>
            <numerusform> (%1 chute de %n)</numerusform>
            <numerusform> (%1 chute de %n)</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 makes)</source>
        <translation> (%1 gagne)</translation>
    </message>
    <message numerus="yes">
        <source> (%1 makes with %n overtrick(s))</source>
        <translation>
            <numerusform> (%1 gagne avec %n levée de mieux)</numerusform>
            <numerusform> (%1 gagne avec %n levées de mieux)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>le déclarant a rendu %n levée à la levée %1 (%2)</numerusform>
            <numerusform>le déclarant a rendu %n levées à la levée %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>declarer lost %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>le déclarant a perdu %n levée à la levée %1 (%2)</numerusform>
            <numerusform>le déclarant a perdu %n levées à la levée %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave %n trick(s) back at trick %1 (%2)</source>
        <translation>
            <numerusform>la défense a rendu %n levée à la levée %1 (%2)</numerusform>
            <numerusform>la défense a rendu %n levées à la levée %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the defence gave away %n trick(s) at trick %1 (%2)</source>
        <translation>
            <numerusform>la défense a offert %n levée à la levée %1 (%2)</numerusform>
            <numerusform>la défense a offert %n levées à la levée %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card kept the double-dummy result.</source>
        <translation>Aucune carte n&apos;a modifié le résultat double mort.</translation>
    </message>
    <message>
        <source>Then %1.</source>
        <translation>Ensuite, %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s).</source>
        <translation>
            <numerusform>Le déclarant a réalisé %n levée.</numerusform>
            <numerusform>Le déclarant a réalisé %n levées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %n trick(s): the double-dummy result.</source>
        <translation>
            <numerusform>Réclamation de %n levée&#xa0;: le résultat double mort.</numerusform>
            <numerusform>Réclamation de %n levées&#xa0;: le résultat double mort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, declarer could still take %n trick(s).</source>
        <translation>
            <numerusform>Réclamation de %1 levées&#xa0;: en double mort, le déclarant pouvait encore réaliser %n levée.</numerusform>
            <numerusform>Réclamation de %1 levées&#xa0;: en double mort, le déclarant pouvait encore réaliser %n levées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claim of %1: double dummy, the defence could hold declarer to %n trick(s).</source>
        <translation>
            <numerusform>Réclamation de %1 levées&#xa0;: en double mort, la défense pouvait limiter le déclarant à %n levée.</numerusform>
            <numerusform>Réclamation de %1 levées&#xa0;: en double mort, la défense pouvait limiter le déclarant à %n levées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stops after card %1: double dummy, %n trick(s) for declarer.</source>
        <translation>
            <numerusform>Le jeu s&apos;arrête après la carte %1&#xa0;: en double mort, %n levée pour le déclarant.</numerusform>
            <numerusform>Le jeu s&apos;arrête après la carte %1&#xa0;: en double mort, %n levées pour le déclarant.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1: %2 led by %3</source>
        <translation>Levée %1&#xa0;: %3 entame %2</translation>
    </message>
    <message>
        <source>Trick %1: %2 by %3</source>
        <translation>Levée %1&#xa0;: %3 joue %2</translation>
    </message>
    <message>
        <source>Declarer&apos;s double-dummy tricks: %1 → %2</source>
        <translation>Levées double mort du déclarant&#xa0;: %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>This card cost %n trick(s).</source>
        <translation>
            <numerusform>Cette carte a coûté %n levée.</numerusform>
            <numerusform>Cette carte a coûté %n levées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show the play after this card.</source>
        <translation>Cliquez pour afficher le jeu après cette carte.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Levée</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Entame</translation>
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
        <translation>Début</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>levées</translation>
    </message>
    <message>
        <source>makes</source>
        <translation>réussi</translation>
    </message>
    <message numerus="yes">
        <source>Claim: %n trick(s) for declarer</source>
        <translation>
            <numerusform>Réclamation&#xa0;: %n levée pour le déclarant</numerusform>
            <numerusform>Réclamation&#xa0;: %n levées pour le déclarant</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Levées non jouées</translation>
    </message>
    <message>
        <source>Beside each card: declarer&apos;s double-dummy tricks once it is played. Red: the card cost its side tricks. Underlined: the card that won the trick. Click a card to go there.</source>
        <translation>À côté de chaque carte&#xa0;: les levées double mort du déclarant une fois la carte jouée. En rouge&#xa0;: la carte a coûté des levées à son camp. Soulignée&#xa0;: la carte qui a remporté la levée. Cliquez sur une carte pour vous y rendre.</translation>
    </message>
    <message>
        <source>Double-dummy tricks for declarer before the opening lead. Click to go back to the lead.</source>
        <translation>Levées double mort du déclarant avant l&apos;entame. Cliquez pour revenir à l&apos;entame.</translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>Réclamation&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Deal</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 held by %2</source>
        <translation>%1 chez %2</translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation>%1 a %2 cartes</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1)</source>
        <translation>les mains n&apos;ont pas le même nombre de cartes (%1)</translation>
    </message>
    <message>
        <source>missing from the deal: %1</source>
        <translation>cartes manquantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>&apos;%1&apos; n&apos;est pas une position (N, E, S ou W)</translation>
    </message>
    <message>
        <source>expected four hands, found %1</source>
        <translation>quatre mains attendues au lieu de %1</translation>
    </message>
    <message>
        <source>unexpected text after the fourth hand</source>
        <translation>texte inattendu après la quatrième main</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealEditor</name>
    <message>
        <source>Give cards to</source>
        <translation>Donner les cartes à</translation>
    </message>
    <message>
        <source>%1&apos;s hand, spades first: suits separated by dots, T or 10 for the ten</source>
        <translation>Main %1, piques d&apos;abord&#xa0;: couleurs séparées par des points, T ou 10 pour le dix</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Coller la distribution</translation>
    </message>
    <message>
        <source>Paste a deal from the clipboard: PBN, LIN md|, giblib or four hands</source>
        <translation>Coller une distribution depuis le presse-papiers&#xa0;: PBN, LIN md|, giblib ou quatre mains</translation>
    </message>
    <message>
        <source>Complete Fourth Hand</source>
        <translation>Compléter la quatrième main</translation>
    </message>
    <message>
        <source>Give the missing cards to the one short hand</source>
        <translation>Donner les cartes manquantes à la seule main incomplète</translation>
    </message>
    <message>
        <source>Deal the Rest</source>
        <translation>Distribuer le reste</translation>
    </message>
    <message>
        <source>Deal the cards nobody holds at random</source>
        <translation>Distribuer au hasard les cartes que personne ne détient</translation>
    </message>
    <message>
        <source>Rotate ↻</source>
        <translation>Tourner ↻</translation>
    </message>
    <message>
        <source>Turn the whole board a seat clockwise: hands, dealer, auction, play, names</source>
        <translation>Tourner toute la donne d&apos;une position dans le sens horaire&#xa0;: mains, donneur, enchères, jeu, noms</translation>
    </message>
    <message>
        <source>Swap Hands</source>
        <translation>Échanger les mains</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Remove every card from the deal</source>
        <translation>Retirer toutes les cartes de la distribution</translation>
    </message>
    <message>
        <source>No cards dealt yet.</source>
        <translation>Aucune carte distribuée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Complete deal: 52 cards, 13 each.</source>
        <translation>Donne complète&#xa0;: 52 cartes, 13 par main.</translation>
    </message>
    <message>
        <source>End position: %1 cards each.</source>
        <translation>Fin de coup&#xa0;: %1 cartes par main.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing:</source>
        <translation>
            <numerusform>%n carte manquante&#xa0;:</numerusform>
            <numerusform>%n cartes manquantes&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No deal recognised: %1</source>
        <translation>Aucune distribution reconnue&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: see the tooltip)</source>
        <translation>
            <numerusform>(et %n de plus&#xa0;: voir l&apos;infobulle)</numerusform>
            <numerusform>(et %n de plus&#xa0;: voir l&apos;infobulle)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealFormat</name>
    <message>
        <source>%1 files cannot be written</source>
        <translation>les fichiers %1 ne peuvent pas être écrits</translation>
    </message>
    <message>
        <source>%1 holds complete deals only; this one is partial</source>
        <translation>%1 ne contient que des donnes complètes&#xa0;; celle-ci est partielle</translation>
    </message>
    <message>
        <source>%1 holds complete deals only: %2</source>
        <translation>%1 ne contient que des donnes complètes&#xa0;: %2</translation>
    </message>
    <message>
        <source>not enough memory to open the file</source>
        <translation>mémoire insuffisante pour ouvrir le fichier</translation>
    </message>
    <message numerus="yes">
        <source>not enough memory to open the file (%n board(s) read)</source>
        <translation>
            <numerusform>mémoire insuffisante pour ouvrir le fichier (%n donne lue)</numerusform>
            <numerusform>mémoire insuffisante pour ouvrir le fichier (%n donnes lues)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::DealPaste</name>
    <message>
        <source>LIN md| needs a dealer digit 1-4 first</source>
        <translation>LIN md| doit commencer par le chiffre du donneur (1-4)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>main %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a suit (S H D C or a symbol) or a rank, found &apos;%1&apos;</source>
        <translation>couleur (S H D C ou symbole) ou hauteur attendue au lieu de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a rank before any suit</source>
        <translation>une hauteur avant toute couleur</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <translation>%1 en double</translation>
    </message>
    <message>
        <source>no deal in the text</source>
        <translation>aucune distribution dans le texte</translation>
    </message>
    <message>
        <source>expected a PBN deal, a LIN md| field, a giblib line or four hands (N E S W) like AKQ.T98.765.432</source>
        <translation>attendu&#xa0;: une distribution PBN, un champ LIN md|, une ligne giblib ou quatre mains (N E S W) comme AKQ.T98.765.432</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealerGeneration</name>
    <message>
        <source>%1 deals produced of %2 generated (seed %3)</source>
        <translation>%1 donnes produites sur %2 générées (graine %3)</translation>
    </message>
    <message>
        <source>Dealer scripts (*.dlr)</source>
        <translation>Scripts dealer (*.dlr)</translation>
    </message>
    <message>
        <source>Generating deals…</source>
        <translation>Génération des donnes…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>The script prints no deals, only statistics:</source>
        <translation>Le script n&apos;affiche aucune donne, seulement des statistiques&#xa0;:</translation>
    </message>
    <message>
        <source>No deal met the condition in %1 deals generated.</source>
        <translation>Aucune donne ne remplit la condition parmi les %1 donnes générées.</translation>
    </message>
    <message>
        <source>%1: the script asks for %2 deals; a window holds at most %3. Write them to a file with kibitz-convert --dealer-script.</source>
        <translation>%1&#xa0;: le script demande %2 donnes&#xa0;; une fenêtre en contient au plus %3. Écrivez-les dans un fichier avec kibitz-convert --dealer-script.</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too big for a dealer script (at most %3)</source>
        <translation>%1&#xa0;: %2 octets, trop volumineux pour un script dealer (%3 au maximum)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DealsFormat</name>
    <message>
        <source>.deals binary deals</source>
        <translation>Donnes binaires .deals</translation>
    </message>
    <message>
        <source>%1 cannot mark a hand unknown (%2&apos;s)</source>
        <translation>%1 ne peut pas indiquer qu&apos;une main est inconnue (main %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has bits 52-63 set (only bits 0-51 are cards)</source>
        <translation>la main %1 a des bits 52-63 à 1 (seuls les bits 0-51 sont des cartes)</translation>
    </message>
    <message>
        <source>invalid deal: %1</source>
        <translation>distribution non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the record holds no cards (all its bytes are zero)</source>
        <translation>l&apos;enregistrement ne contient aucune carte (tous ses octets sont nuls)</translation>
    </message>
</context>
<context>
    <name>Kibitz::DetailsEditor</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Dealer and Vul from Number</source>
        <translation>Donneur et vuln. d&apos;après le numéro</translation>
    </message>
    <message>
        <source>Set dealer and vulnerability from the board number in the standard 16-board cycle</source>
        <translation>Fixer le donneur et la vulnérabilité d&apos;après le numéro de donne, selon le cycle standard de 16 donnes</translation>
    </message>
    <message>
        <source>Dealer and vulnerability from board %1</source>
        <translation>Donneur et vulnérabilité de la donne %1</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Donne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>Do&amp;nneur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Vulnerable:</source>
        <translation>&amp;Vulnérabilité&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>É&amp;preuve&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lieu&#xa0;:</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>D&amp;ate&#xa0;:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Commentary for this board</source>
        <translation>Commentaire de cette donne</translation>
    </message>
    <message>
        <source>&amp;Comments:</source>
        <translation>&amp;Commentaires&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Hand diagram drawn by Kibitz</source>
        <translation>Diagramme dessiné par Kibitz</translation>
    </message>
</context>
<context>
    <name>Kibitz::DiagramRenderer</name>
    <message>
        <source>Board %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Dealer %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Vul %1</source>
        <translation>Vuln.&#xa0;: %1</translation>
    </message>
    <message>
        <source>End position, %1 per hand</source>
        <translation>Fin de coup, %1 cartes par main</translation>
    </message>
    <message>
        <source>Notrump</source>
        <translation>Sans-Atout</translation>
    </message>
    <message>
        <source>Trumps %1</source>
        <translation>Atout %1</translation>
    </message>
    <message>
        <source>%1 led by %2</source>
        <translation>Entame&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Made, %1 tricks</source>
        <translation>Réussi, %1 levées</translation>
    </message>
    <message>
        <source>Made %1, +%2</source>
        <translation>Réussi, %1 levées (+%2)</translation>
    </message>
    <message>
        <source>Down %1</source>
        <translation>Chuté de %1</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>N-S %1</translation>
    </message>
    <message>
        <source>N-S %1  ·  E-W %2</source>
        <translation>N-S %1  ·  E-O %2</translation>
    </message>
    <message>
        <source>Before the lead</source>
        <translation>Avant l&apos;entame</translation>
    </message>
    <message>
        <source>Trick %1, card %2</source>
        <translation>Levée %1, carte %2</translation>
    </message>
    <message>
        <source>Claim: %1 %2 of %3 tricks</source>
        <translation>Réclamation&#xa0;: %1 %2 levées sur %3</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>E-O</translation>
    </message>
    <message>
        <source>%1 HCP</source>
        <translation>%1 H</translation>
    </message>
    <message>
        <source>hand not given</source>
        <translation>main non indiquée</translation>
    </message>
</context>
<context>
    <name>Kibitz::Document</name>
    <message>
        <source>cannot write the file: %1</source>
        <translation>impossible d&apos;écrire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 files cannot be written</source>
        <translation>les fichiers %1 ne peuvent pas être écrits</translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>donne %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>changed on disk since it was opened: %n board(s) can no longer be read as they were, so nothing was written (a save would write them empty). Reload the file to read it as it is now.</source>
        <translation>
            <numerusform>modifié sur le disque depuis son ouverture&#xa0;: %n donne ne peut plus être lue telle qu&apos;elle était, donc rien n&apos;a été écrit (un enregistrement l&apos;écrirait vide). Rechargez le fichier pour le lire tel qu&apos;il est maintenant.</numerusform>
            <numerusform>modifié sur le disque depuis son ouverture&#xa0;: %n donnes ne peuvent plus être lues telles qu&apos;elles étaient, donc rien n&apos;a été écrit (un enregistrement les écrirait vides). Rechargez le fichier pour le lire tel qu&apos;il est maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled</source>
        <translation>l&apos;enregistrement a été annulé</translation>
    </message>
</context>
<context>
    <name>Kibitz::DoubleDummySolver</name>
    <message>
        <source>the double-dummy solver failed: %1 (DDS error %2)</source>
        <translation>l&apos;analyse à cartes ouvertes a échoué&#xa0;: %1 (erreur DDS %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>la main %1 est inconnue</translation>
    </message>
    <message>
        <source>the hands hold no cards</source>
        <translation>les mains n&apos;ont aucune carte</translation>
    </message>
    <message>
        <source>par needs the whole double-dummy table; %1 in %2 is unknown</source>
        <translation>le par nécessite le tableau double mort complet&#xa0;; la valeur pour %1 à %2 est inconnue</translation>
    </message>
    <message>
        <source>the play is over: no card is left to play</source>
        <translation>le jeu est terminé&#xa0;: il ne reste aucune carte à jouer</translation>
    </message>
    <message>
        <source>the double-dummy solver traced %1 of %2 cards</source>
        <translation>l&apos;analyse à cartes ouvertes n&apos;a suivi que %1 des %2 cartes</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>La donne %1</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>%1 cannot be solved: %2</source>
        <translation>%1 ne peut pas être analysée&#xa0;: %2</translation>
    </message>
    <message>
        <source>the double-dummy solver (libdds) could not be loaded: %1</source>
        <translation>l&apos;analyse à cartes ouvertes (libdds) n&apos;a pas pu être chargée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::DxFormat</name>
    <message>
        <source>board number 0: expected 1-255</source>
        <translation>numéro de donne 0&#xa0;: 1-255 attendu</translation>
    </message>
    <message>
        <source>the file ends inside the deal: expected 32 bytes after the board number</source>
        <translation>le fichier se termine au milieu de la distribution&#xa0;: 32 octets attendus après le numéro de donne</translation>
    </message>
    <message>
        <source>the auction</source>
        <translation>les enchères</translation>
    </message>
    <message>
        <source>expected 0xFF: an auction has at most 319 calls</source>
        <translation>0xFF attendu&#xa0;: une séquence d&apos;enchères compte au plus 319 déclarations</translation>
    </message>
    <message>
        <source>call byte 0: this file uses the old call table (Pass 0, Double 1, Redouble 2)</source>
        <translation>octet d&apos;enchère 0&#xa0;: ce fichier utilise l&apos;ancienne table des enchères (Passe 0, Contre 1, Surcontre 2)</translation>
    </message>
    <message>
        <source>call byte %1 is not a call: expected (level &lt;&lt; 5) | (1 &lt;&lt; strain), Pass %2, Double %3, Redouble %4</source>
        <translation>l&apos;octet d&apos;enchère %1 n&apos;est pas une enchère&#xa0;: attendu (palier &lt;&lt; 5) | (1 &lt;&lt; dénomination), Passe %2, Contre %3, Surcontre %4</translation>
    </message>
    <message>
        <source>call %1 (%2) is illegal: %3</source>
        <translation>enchère %1 (%2) irrégulière&#xa0;: %3</translation>
    </message>
    <message>
        <source>the play</source>
        <translation>le jeu</translation>
    </message>
    <message>
        <source>more than 52 cards played: expected 0xFF</source>
        <translation>plus de 52 cartes jouées&#xa0;: 0xFF attendu</translation>
    </message>
    <message>
        <source>byte %1 is not a card: expected 0-51 or 0xFF</source>
        <translation>l&apos;octet %1 n&apos;est pas une carte&#xa0;: 0-51 ou 0xFF attendu</translation>
    </message>
    <message>
        <source>missing 0xFF terminator: the file ends inside %1</source>
        <translation>terminateur 0xFF manquant&#xa0;: le fichier se termine pendant %1</translation>
    </message>
    <message>
        <source>.dx deals with auction and play</source>
        <translation>Donnes .dx avec enchères et jeu</translation>
    </message>
    <message>
        <source>card %1 (%2) is illegal: %3</source>
        <translation>carte %1 (%2) irrégulière&#xa0;: %3</translation>
    </message>
    <message>
        <source>card %1 (%2) is in no hand</source>
        <translation>la carte %1 (%2) n&apos;est dans aucune main</translation>
    </message>
    <message>
        <source>card %1 (%2) was played before</source>
        <translation>la carte %1 (%2) a déjà été jouée</translation>
    </message>
    <message>
        <source>%1 holds legal auctions only: %2</source>
        <translation>%1 ne contient que des enchères régulières&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 holds legal play only: %2</source>
        <translation>%1 ne contient qu&apos;un jeu de la carte régulier&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>le fichier se termine à l&apos;intérieur de la donne %1&#xa0;: </translation>
    </message>
</context>
<context>
    <name>Kibitz::EditCommands</name>
    <message>
        <source>Take back %1 from %2</source>
        <translation>Reprendre %1 à %2</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>Donner %1 à %2</translation>
    </message>
    <message>
        <source>Type %1 hand</source>
        <translation>Saisir la main %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 vers %2</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Coller la distribution</translation>
    </message>
    <message>
        <source>Complete the fourth hand</source>
        <translation>Compléter la quatrième main</translation>
    </message>
    <message>
        <source>Deal the remaining cards</source>
        <translation>Distribuer les cartes restantes</translation>
    </message>
    <message>
        <source>Rotate board clockwise</source>
        <translation>Tourner la donne dans le sens horaire</translation>
    </message>
    <message>
        <source>Rotate board</source>
        <translation>Tourner la donne</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation>Échanger %1 et %2</translation>
    </message>
    <message>
        <source>Clear deal</source>
        <translation>Effacer la distribution</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Enchère %1</translation>
    </message>
    <message>
        <source>Undo call</source>
        <translation>Annuler l&apos;enchère</translation>
    </message>
    <message>
        <source>Undo call %1</source>
        <translation>Annuler l&apos;enchère %1</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Alert %1</source>
        <translation>Alerte sur %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Undo card</source>
        <translation>Annuler la carte</translation>
    </message>
    <message>
        <source>Undo card %1</source>
        <translation>Annuler la carte %1</translation>
    </message>
    <message>
        <source>Claim %1 tricks</source>
        <translation>Réclamer %1 levées</translation>
    </message>
    <message>
        <source>Withdraw claim</source>
        <translation>Retirer la réclamation</translation>
    </message>
    <message>
        <source>Change board number</source>
        <translation>Modifier le numéro de donne</translation>
    </message>
    <message>
        <source>Change dealer</source>
        <translation>Modifier le donneur</translation>
    </message>
    <message>
        <source>Change vulnerability</source>
        <translation>Modifier la vulnérabilité</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Modifier l&apos;épreuve</translation>
    </message>
    <message>
        <source>Change site</source>
        <translation>Modifier le lieu</translation>
    </message>
    <message>
        <source>Change date</source>
        <translation>Modifier la date</translation>
    </message>
    <message>
        <source>Change %1&apos;s name</source>
        <translation>Modifier le joueur %1</translation>
    </message>
    <message>
        <source>Change comments</source>
        <translation>Modifier les commentaires</translation>
    </message>
    <message>
        <source>Renumber boards with the cycle</source>
        <translation>Renuméroter les donnes selon le cycle</translation>
    </message>
    <message>
        <source>Renumber boards</source>
        <translation>Renuméroter les donnes</translation>
    </message>
    <message>
        <source>Delete board</source>
        <translation>Supprimer la donne</translation>
    </message>
    <message>
        <source>Delete %1 boards</source>
        <translation>Supprimer %1 donnes</translation>
    </message>
    <message>
        <source>Move board up</source>
        <translation>Monter la donne</translation>
    </message>
    <message>
        <source>Move board down</source>
        <translation>Descendre la donne</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>board, then the edit made to it</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::EndplayJson</name>
    <message>
        <source>the hand &apos;%1&apos; is not a hand</source>
        <translation>la main «&#xa0;%1&#xa0;» n&apos;est pas une main</translation>
    </message>
    <message>
        <source>the hand &apos;%1&apos; has a card that is not a card</source>
        <translation>la main «&#xa0;%1&#xa0;» contient une carte qui n&apos;en est pas une</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>la distribution n&apos;est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the cards of the trick in progress (&apos;curtrick&apos;) are not read</source>
        <translation>les cartes de la levée en cours («&#xa0;curtrick&#xa0;») ne sont pas lues</translation>
    </message>
    <message>
        <source>call %1 is not a call</source>
        <translation>l&apos;enchère %1 n&apos;est pas une enchère</translation>
    </message>
    <message>
        <source>card %1 of the play is not a card</source>
        <translation>la carte %1 du jeu n&apos;est pas une carte</translation>
    </message>
    <message>
        <source>the contract is not a contract: not read</source>
        <translation>le contrat n&apos;est pas un contrat&#xa0;: non lu</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>le contrat %1 n&apos;est pas celui des enchères (%2)&#xa0;: celui des enchères est gardé</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; is not a text: not read</source>
        <translation>le champ «&#xa0;%1&#xa0;» de «&#xa0;info&#xa0;» n&apos;est pas un texte&#xa0;: non lu</translation>
    </message>
    <message>
        <source>&apos;info&apos; field &apos;%1&apos; ignored</source>
        <translation>champ «&#xa0;%1&#xa0;» de «&#xa0;info&#xa0;» ignoré</translation>
    </message>
</context>
<context>
    <name>Kibitz::ExportImageAction</name>
    <message>
        <source>Export Dia&amp;gram as Image…</source>
        <translation>Exporter le dia&amp;gramme en image…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>board-%1</source>
        <translation>donne-%1</translation>
    </message>
    <message>
        <source>board</source>
        <translation>donne</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Exporter le diagramme</translation>
    </message>
</context>
<context>
    <name>Kibitz::FilterBar</name>
    <message>
        <source>A condition in the dealer language, e.g. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Escape clears it.</source>
        <translation>Une condition dans le langage de dealer, par ex. hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx). Échap l&apos;efface.</translation>
    </message>
    <message>
        <source>%1 boards</source>
        <translation>%1 donnes</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The boards the filter keeps, of all boards (&quot;37 of 1,000&quot;).</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Filter: hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx)</source>
        <translation>Filtre&#xa0;: hcp(north) &gt;= 15 &amp;&amp; shape(south, any 5xxx)</translation>
    </message>
</context>
<context>
    <name>Kibitz::FormatError</name>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>board %1, %2</source>
        <translation>donne %1, %2</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>enregistrement %1 (octet %2)</translation>
    </message>
    <message>
        <source>byte offset %1</source>
        <translation>octet %1</translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>the file ends inside board %1</source>
        <translation>le fichier se termine à l&apos;intérieur de la donne %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::FormatRegistry</name>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation>format inconnu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a deal file Kibitz can read</source>
        <translation>ce n&apos;est pas un fichier de donnes lisible par Kibitz</translation>
    </message>
    <message>
        <source>All deal files (%1)</source>
        <translation>Tous les fichiers de donnes (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>this is a folder, not a deal file</source>
        <translation>ceci est un dossier, pas un fichier de donnes</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device cannot be opened)</source>
        <translation>pas un fichier ordinaire (un tube, un socket ou un périphérique ne peut pas être ouvert)</translation>
    </message>
    <message>
        <source>not a %1 file: it holds no deal, only content that cannot be read</source>
        <translation>ce n&apos;est pas un fichier %1&#xa0;: il ne contient aucune donne, seulement un contenu illisible</translation>
    </message>
</context>
<context>
    <name>Kibitz::GibFormat</name>
    <message>
        <source>expected a single space and %1&apos;s hand (giblib lists West, North, East, South)</source>
        <translation>attendu&#xa0;: un seul espace puis la main %1 (giblib donne Ouest, Nord, Est, Sud)</translation>
    </message>
    <message>
        <source>%1&apos;s hand has a fourth &apos;.&apos;: a hand is four suits</source>
        <translation>la main %1 contient un quatrième &apos;.&apos;&#xa0;: une main compte quatre couleurs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>&apos;%1&apos; n&apos;est pas une hauteur (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is a 53rd card: a deal has at most 52</source>
        <translation>%1 est une 53e carte&#xa0;: une donne en compte au plus 52</translation>
    </message>
    <message>
        <source>%1 is listed twice (also in %2&apos;s hand)</source>
        <translation>%1 apparaît deux fois (aussi dans la main %2)</translation>
    </message>
    <message>
        <source>%1&apos;s hand ends here: a hand is four suits separated by &apos;.&apos;</source>
        <translation>la main %1 s&apos;arrête ici&#xa0;: une main compte quatre couleurs séparées par &apos;.&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the fourth hand</source>
        <translation>&apos;%1&apos; inattendu après la quatrième main</translation>
    </message>
    <message>
        <source>the hands hold different numbers of cards (%1); giblib needs the same number in each</source>
        <translation>les mains n&apos;ont pas le même nombre de cartes (%1)&#xa0;; giblib exige le même nombre dans chacune</translation>
    </message>
    <message>
        <source>the deal has no cards</source>
        <translation>la distribution ne contient aucune carte</translation>
    </message>
    <message>
        <source>the line is %1 characters long; with %2 cards it must be %3 (the deal, &apos;:&apos; and 20 trick characters)</source>
        <translation>la ligne compte %1 caractères&#xa0;; avec %2 cartes, elle doit en compter %3 (la distribution, &apos;:&apos; et 20 caractères de levées)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a trick count (0-9, A-D for 10-13, or - for unknown)</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre de levées (0-9, A-D pour 10-13, ou - si inconnu)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 tricks, more than the %3 tricks of this deal</source>
        <translation>&apos;%1&apos; vaut %2 levées, plus que les %3 levées de cette donne</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>la ligne est trop longue</translation>
    </message>
    <message>
        <source>line %1: a comment after the last deal is ignored</source>
        <translation>ligne %1&#xa0;: un commentaire après la dernière donne est ignoré</translation>
    </message>
    <message>
        <source>a giblib deal line starts with West&apos;s hand in column 1</source>
        <translation>une ligne de donne giblib commence par la main Ouest en colonne 1</translation>
    </message>
    <message>
        <source>the comments before this deal are longer than 1 MiB</source>
        <translation>les commentaires avant cette donne dépassent 1 Mio</translation>
    </message>
    <message>
        <source>line %1, column %2: text after &apos;}&apos; is ignored (a deal starts on its own line)</source>
        <translation>ligne %1, colonne %2&#xa0;: le texte après &apos;}&apos; est ignoré (une donne commence sur une nouvelle ligne)</translation>
    </message>
    <message>
        <source>the comment opened here is never closed with &apos;}&apos;</source>
        <translation>le commentaire ouvert ici n&apos;est jamais fermé par &apos;}&apos;</translation>
    </message>
    <message>
        <source>trumps= expects s, h, d, c or n, not &apos;%1&apos;</source>
        <translation>trumps= attend s, h, d, c ou n, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>leader= expects w, n, e or s, not &apos;%1&apos;</source>
        <translation>leader= attend w, n, e ou s, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1, column %2: played= has &apos;%3&apos; after card %4; &apos;-&apos; separates tricks, &apos;.&apos; the cards of a trick</source>
        <translation>ligne %1, colonne %2&#xa0;: played= contient &apos;%3&apos; après la carte %4&#xa0;; &apos;-&apos; sépare les levées, &apos;.&apos; les cartes d&apos;une levée</translation>
    </message>
    <message>
        <source>played= expects a suit letter (s, h, d or c), not &apos;%1&apos;</source>
        <translation>played= attend une lettre de couleur (s, h, d ou c), pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>played= expects a rank after the suit letter</source>
        <translation>played= attend une hauteur après la lettre de couleur</translation>
    </message>
    <message>
        <source>played= expects a rank (A K Q J T 9-2), not &apos;%1&apos;</source>
        <translation>played= attend une hauteur (A K Q J T 9-2), pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>played= starts with %1, which is not in the deal</source>
        <translation>played= commence par %1, qui n&apos;est pas dans la distribution</translation>
    </message>
    <message>
        <source>line %1: leader=%2 but the first card played, %3, is %4&apos;s: the first card decides</source>
        <translation>ligne %1&#xa0;: leader=%2 mais la première carte jouée, %3, appartient à %4&#xa0;: c&apos;est la première carte qui compte</translation>
    </message>
    <message>
        <source>played= card %1, %2 by %3, %4</source>
        <translation>played= carte %1, %2 par %3, %4</translation>
    </message>
    <message>
        <source>GIB giblib</source>
        <translation>GIB giblib</translation>
    </message>
    <message>
        <source>giblib needs all four hands; %1&apos;s is unknown</source>
        <translation>giblib exige les quatre mains&#xa0;; la main %1 est inconnue</translation>
    </message>
    <message>
        <source>giblib needs a valid deal: %1</source>
        <translation>giblib exige une distribution valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>giblib needs at least one card in each hand</source>
        <translation>giblib exige au moins une carte dans chaque main</translation>
    </message>
</context>
<context>
    <name>Kibitz::Hand</name>
    <message>
        <source>a hand has four suits (three dots)</source>
        <translation>une main compte quatre couleurs (trois points)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank</source>
        <translation>&apos;%1&apos; n&apos;est pas une hauteur</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 apparaît deux fois</translation>
    </message>
</context>
<context>
    <name>Kibitz::HandRecordPrinter</name>
    <message>
        <source>Cannot start printing (is the output writable?)</source>
        <translation>Impossible de lancer l&apos;impression (la sortie est-elle accessible en écriture&#xa0;?)</translation>
    </message>
    <message>
        <source>Cannot start page %1</source>
        <translation>Impossible de commencer la page %1</translation>
    </message>
    <message>
        <source>Hand records</source>
        <translation>Feuilles de donnes</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Boards %1–%2</source>
        <translation>Donnes %1–%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Lead %1 by %2</source>
        <translation>Entame&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DM</translation>
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
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::InputFile</name>
    <message>
        <source>%1 changed on disk while open</source>
        <translation>%1 a été modifié sur le disque pendant qu&apos;il était ouvert</translation>
    </message>
    <message>
        <source>the file changed while it was being read</source>
        <translation>le fichier a été modifié pendant sa lecture</translation>
    </message>
</context>
<context>
    <name>Kibitz::Irregularity</name>
    <message>
        <source>insufficient bid, accepted</source>
        <translation>enchère insuffisante, acceptée</translation>
    </message>
    <message>
        <source>no call: the turn was skipped by an accepted call out of rotation</source>
        <translation>pas de déclaration&#xa0;: le tour a été sauté par une déclaration hors tour acceptée</translation>
    </message>
    <message>
        <source>revoke, not noticed in time</source>
        <translation>renonce, non relevée à temps</translation>
    </message>
    <message>
        <source>lead out of turn, accepted</source>
        <translation>entame hors tour, acceptée</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>la ligne dépasse %1 octets</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>JSON mal formé&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected one JSON object {...} per board</source>
        <translation>attendu&#xa0;: un objet JSON {...} par donne</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number from %2 to %3</source>
        <translation>&apos;%1&apos; doit être un entier de %2 à %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos; doit être une chaîne</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown field &apos;%3&apos; ignored</source>
        <translation>ligne %1, colonne %2&#xa0;: champ inconnu &apos;%3&apos; ignoré</translation>
    </message>
    <message>
        <source>dealer &apos;%1&apos; is not N, E, S or W</source>
        <translation>le donneur &apos;%1&apos; n&apos;est pas N, E, S ou W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected None, NS, EW or All</source>
        <translation>&apos;%1&apos; n&apos;est pas une vulnérabilité&#xa0;: None, NS, EW ou All attendu</translation>
    </message>
    <message>
        <source>bad deal: %1</source>
        <translation>distribution incorrecte&#xa0;: %1</translation>
    </message>
    <message>
        <source>&apos;auction&apos; must be an array of calls</source>
        <translation>&apos;auction&apos; doit être un tableau d&apos;enchères</translation>
    </message>
    <message>
        <source>call %1 is not a call: expected &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; or &quot;1C&quot; to &quot;7NT&quot;, with &quot;!&quot; when alerted</source>
        <translation>l&apos;enchère %1 n&apos;est pas une enchère&#xa0;: attendu &quot;P&quot;, &quot;X&quot;, &quot;XX&quot; ou &quot;1C&quot; à &quot;7NT&quot;, avec &quot;!&quot; si elle est alertée</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>enchère %1, %2 par %3, %4</translation>
    </message>
    <message>
        <source>&apos;explanations&apos; must be an array of strings and nulls</source>
        <translation>&apos;explanations&apos; doit être un tableau de chaînes et de null</translation>
    </message>
    <message>
        <source>more explanations than calls</source>
        <translation>plus d&apos;explications que d&apos;enchères</translation>
    </message>
    <message>
        <source>an explanation must be a string or null</source>
        <translation>une explication doit être une chaîne ou null</translation>
    </message>
    <message>
        <source>line %1: &apos;declarer&apos; without &apos;contract&apos; ignored</source>
        <translation>ligne %1&#xa0;: &apos;declarer&apos; sans &apos;contract&apos; ignoré</translation>
    </message>
    <message>
        <source>bad contract: %1</source>
        <translation>contrat incorrect&#xa0;: %1</translation>
    </message>
    <message>
        <source>contract %1 needs its &apos;declarer&apos;</source>
        <translation>le contrat %1 exige son &apos;declarer&apos;</translation>
    </message>
    <message>
        <source>declarer &apos;%1&apos; is not N, E, S or W</source>
        <translation>le déclarant &apos;%1&apos; n&apos;est pas N, E, S ou W</translation>
    </message>
    <message>
        <source>&apos;play&apos; must be an array of cards</source>
        <translation>&apos;play&apos; doit être un tableau de cartes</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>plus de 52 cartes jouées</translation>
    </message>
    <message>
        <source>card %1 is not a card: expected suit then rank, &quot;SA&quot; to &quot;C2&quot;</source>
        <translation>la carte %1 n&apos;est pas une carte&#xa0;: attendu couleur puis hauteur, de &quot;SA&quot; à &quot;C2&quot;</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>carte %1, %2 par %3, %4</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: no contract, or a hand is unknown</source>
        <translation>ligne %1&#xa0;: le jeu n&apos;est pas vérifié&#xa0;: pas de contrat, ou une main est inconnue</translation>
    </message>
    <message>
        <source>&apos;ddTricks&apos; must be an object by declarer: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</source>
        <translation>&apos;ddTricks&apos; doit être un objet par déclarant&#xa0;: {&quot;N&quot;:{&quot;NT&quot;:4,...},...}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not N, E, S or W</source>
        <translation>&apos;%1&apos; dans &apos;ddTricks&apos; n&apos;est pas N, E, S ou W</translation>
    </message>
    <message>
        <source>tricks for %1 must be an object by strain</source>
        <translation>les levées de %1 doivent être un objet par dénomination</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;ddTricks&apos; is not a strain (NT, S, H, D or C)</source>
        <translation>&apos;%1&apos; dans &apos;ddTricks&apos; n&apos;est pas une dénomination (NT, S, H, D ou C)</translation>
    </message>
    <message>
        <source>tricks for %1 in %2 must be a whole number from 0 to 13 or null</source>
        <translation>les levées de %1 à %2 doivent être un entier de 0 à 13 ou null</translation>
    </message>
    <message>
        <source>&apos;players&apos; must be an object: {&quot;N&quot;:&quot;name&quot;,...}</source>
        <translation>&apos;players&apos; doit être un objet&#xa0;: {&quot;N&quot;:&quot;nom&quot;,...}</translation>
    </message>
    <message>
        <source>&apos;players&apos; maps N, E, S and W to names</source>
        <translation>&apos;players&apos; associe un nom à N, E, S et W</translation>
    </message>
    <message>
        <source>&apos;comments&apos; must be an array of strings</source>
        <translation>&apos;comments&apos; doit être un tableau de chaînes</translation>
    </message>
    <message>
        <source>a comment must be a string</source>
        <translation>un commentaire doit être une chaîne</translation>
    </message>
    <message>
        <source>&apos;resultFromPlay&apos; must be true or false</source>
        <translation>&apos;resultFromPlay&apos; doit valoir true ou false</translation>
    </message>
    <message>
        <source>^S marks a skipped turn, written &quot;P&quot; in &apos;auction&apos;</source>
        <translation>^S marque un tour sauté, écrit &quot;P&quot; dans &apos;auction&apos;</translation>
    </message>
    <message>
        <source>^I marks an insufficient bid, and call %1 is no bid</source>
        <translation>^I marque une enchère insuffisante, or la déclaration %1 n&apos;est pas une enchère</translation>
    </message>
    <message>
        <source>&apos;annotations&apos; must be an array of strings and nulls</source>
        <translation>&apos;annotations&apos; doit être un tableau de chaînes et de null</translation>
    </message>
    <message>
        <source>more annotations than calls</source>
        <translation>plus d&apos;annotations que d&apos;enchères</translation>
    </message>
    <message>
        <source>annotation %1 is not one of &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; or null</source>
        <translation>l&apos;annotation %1 n&apos;est pas l&apos;une des valeurs &quot;!&quot;, &quot;?&quot;, &quot;!!&quot;, &quot;??&quot;, &quot;!?&quot;, &quot;?!&quot; ou null</translation>
    </message>
    <message>
        <source>trump &apos;%1&apos; is not NT, S, H, D or C</source>
        <translation>l&apos;atout &apos;%1&apos; n&apos;est pas NT, S, H, D ou C</translation>
    </message>
    <message>
        <source>leader &apos;%1&apos; is not N, E, S or W</source>
        <translation>l&apos;entameur &apos;%1&apos; n&apos;est pas N, E, S ou W</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings and nulls</source>
        <translation>&apos;%1&apos; doit être un tableau de chaînes et de null</translation>
    </message>
    <message>
        <source>more irregularities than cards</source>
        <translation>plus d&apos;irrégularités que de cartes</translation>
    </message>
    <message>
        <source>more irregularities than calls</source>
        <translation>plus d&apos;irrégularités que d&apos;enchères</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^R&quot;, &quot;^L&quot; or null</source>
        <translation>l&apos;irrégularité %1 n&apos;est pas &quot;^R&quot;, &quot;^L&quot; ou null</translation>
    </message>
    <message>
        <source>irregularity %1 is not &quot;^I&quot;, &quot;^S&quot; or null</source>
        <translation>l&apos;irrégularité %1 n&apos;est pas &quot;^I&quot;, &quot;^S&quot; ou null</translation>
    </message>
    <message>
        <source>room &apos;%1&apos; is not Open or Closed</source>
        <translation>la salle &apos;%1&apos; n&apos;est pas Open ou Closed</translation>
    </message>
    <message>
        <source>&apos;tags&apos; must be an object of strings: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</source>
        <translation>&apos;tags&apos; doit être un objet de chaînes&#xa0;: {&quot;Scoring&quot;:&quot;IMP&quot;,...}</translation>
    </message>
    <message>
        <source>the value of tag &apos;%1&apos; must be a string</source>
        <translation>la valeur de la balise &apos;%1&apos; doit être une chaîne</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array of strings</source>
        <translation>&apos;%1&apos; doit être un tableau de chaînes</translation>
    </message>
    <message>
        <source>element %1 of &apos;%2&apos; must be a string</source>
        <translation>l&apos;élément %1 de &apos;%2&apos; doit être une chaîne</translation>
    </message>
    <message>
        <source>&apos;hidden&apos; must be seat letters (N, E, S, W), each at most once</source>
        <translation>&apos;hidden&apos; doit être des lettres de position (N, E, S, W), chacune au plus une fois</translation>
    </message>
    <message>
        <source>&apos;bcFlags&apos; must be a number in lowercase hexadecimal, e.g. &quot;60001f&quot;</source>
        <translation>&apos;bcFlags&apos; doit être un nombre hexadécimal en minuscules, par ex. &quot;60001f&quot;</translation>
    </message>
    <message>
        <source>&apos;commentary&apos; must be an array of objects</source>
        <translation>&apos;commentary&apos; doit être un tableau d’objets</translation>
    </message>
    <message>
        <source>a commentary block must be {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; or &quot;final&quot;, &quot;text&quot;: &quot;...&quot;}, with &quot;trick&quot; (0-13) and &quot;line&quot; (true) if any</source>
        <translation>un bloc de commentaire doit être {&quot;place&quot;: &quot;introduction&quot;, &quot;diagram&quot;, &quot;auction&quot;, &quot;play&quot; ou &quot;final&quot;, &quot;text&quot;: &quot;...&quot;}, avec &quot;trick&quot; (0-13) et &quot;line&quot; (true) le cas échéant</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentFormat</name>
    <message>
        <source>JSON document (array of boards)</source>
        <translation>Document JSON (liste de donnes)</translation>
    </message>
</context>
<context>
    <name>Kibitz::JsonDocumentReader</name>
    <message>
        <source>this is a JSON document that is not a list of deals: Kibitz reads JSON Lines (one board a line), a JSON array of such boards or one such board, and endplay&apos;s board JSON (docs/formats.md#json-documents)</source>
        <translation>ceci est un document JSON qui n&apos;est pas une liste de donnes&#xa0;: Kibitz lit JSON Lines (une donne par ligne), un tableau JSON de telles donnes ou une seule d&apos;entre elles, et le JSON des donnes d&apos;endplay (docs/formats.md#json-documents)</translation>
    </message>
    <message>
        <source>board %1 takes more than %2 MiB of JSON: Kibitz stops reading here</source>
        <translation>la donne %1 occupe plus de %2 Mio de JSON&#xa0;: Kibitz arrête la lecture ici</translation>
    </message>
    <message>
        <source>text after the end of the JSON array</source>
        <translation>texte après la fin du tableau JSON</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after a board of the JSON array</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;]&#xa0;» attendu après une donne du tableau JSON</translation>
    </message>
    <message>
        <source>line %1: text after the end of the JSON object ignored</source>
        <translation>ligne %1&#xa0;: texte après la fin de l&apos;objet JSON ignoré</translation>
    </message>
    <message>
        <source>this element of the array is not a board</source>
        <translation>cet élément du tableau n&apos;est pas une donne</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>JSON mal formé&#xa0;: %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
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
        <translation>la distribution n&apos;est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>les enchères sont irrégulières&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>plus de 52 cartes sont jouées</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>le jeu est irrégulier&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinBoardReader</name>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>la ligne dépasse %1 octets</translation>
    </message>
    <message>
        <source>expected a key and a bar, such as &apos;md|&apos;</source>
        <translation>attendu&#xa0;: une clé et une barre, comme &apos;md|&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a LIN key: expected two letters before &apos;|&apos;</source>
        <translation>&apos;%1&apos; n&apos;est pas une clé LIN&#xa0;: deux lettres attendues avant &apos;|&apos;</translation>
    </message>
    <message>
        <source>line %1: more than eight names in pn; the rest are ignored</source>
        <translation>ligne %1&#xa0;: plus de huit noms dans pn&#xa0;; les suivants sont ignorés</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability: expected o (none), n, e or b (both)</source>
        <translation>&apos;%1&apos; n&apos;est pas une vulnérabilité&#xa0;: o (personne), n, e ou b (tous) attendu</translation>
    </message>
    <message>
        <source>line %1, column %2: qx &apos;%3&apos; holds no board number</source>
        <translation>ligne %1, colonne %2&#xa0;: qx &apos;%3&apos; ne contient pas de numéro de donne</translation>
    </message>
    <message>
        <source>line %1, column %2: an explanation (an) before any call is ignored</source>
        <translation>ligne %1, colonne %2&#xa0;: une explication (an) avant toute enchère est ignorée</translation>
    </message>
    <message>
        <source>claim &apos;%1&apos; is not a number of tricks from 0 to 13</source>
        <translation>la réclamation &apos;%1&apos; n&apos;est pas un nombre de levées de 0 à 13</translation>
    </message>
    <message>
        <source>line %1, column %2: unknown key &apos;%3&apos; ignored</source>
        <translation>ligne %1, colonne %2&#xa0;: clé inconnue &apos;%3&apos; ignorée</translation>
    </message>
    <message>
        <source>expected the dealer digit (1 South, 2 West, 3 North, 4 East) before the hands</source>
        <translation>chiffre du donneur attendu (1 Sud, 2 Ouest, 3 Nord, 4 Est) avant les mains</translation>
    </message>
    <message>
        <source>dealer digit %1 is out of range: expected 1 (South), 2 (West), 3 (North) or 4 (East)</source>
        <translation>chiffre du donneur %1 hors limites&#xa0;: 1 (Sud), 2 (Ouest), 3 (Nord) ou 4 (Est) attendu</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>plus de quatre mains</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in %2&apos;s hand is neither a suit (S, H, D, C) nor a rank</source>
        <translation>&apos;%1&apos; dans la main %2 n&apos;est ni une couleur (S, H, D, C) ni une hauteur</translation>
    </message>
    <message>
        <source>a rank before the first suit letter in %1&apos;s hand</source>
        <translation>une hauteur avant la première lettre de couleur dans la main %1</translation>
    </message>
    <message>
        <source>%1 is listed twice in %2&apos;s hand</source>
        <translation>%1 apparaît deux fois dans la main %2</translation>
    </message>
    <message>
        <source>%1 is in both %2&apos;s and %3&apos;s hands</source>
        <translation>%1 est à la fois dans la main %2 et dans la main %3</translation>
    </message>
    <message>
        <source>%1&apos;s hand holds more than 13 cards</source>
        <translation>la main %1 contient plus de 13 cartes</translation>
    </message>
    <message>
        <source>%1 holds %2 cards but %3 holds %4: the hands must hold the same number</source>
        <translation>%1 a %2 cartes mais %3 en a %4&#xa0;: les mains doivent avoir le même nombre de cartes</translation>
    </message>
    <message>
        <source>the deal (md) holds no cards</source>
        <translation>la distribution (md) ne contient aucune carte</translation>
    </message>
    <message>
        <source>a call (mb) before the deal (md)</source>
        <translation>une enchère (mb) avant la distribution (md)</translation>
    </message>
    <message>
        <source>a call (mb) after the play has started</source>
        <translation>une enchère (mb) après le début du jeu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call: expected p, d, r or 1C to 7N</source>
        <translation>&apos;%1&apos; n&apos;est pas une enchère&#xa0;: p, d, r ou 1C à 7N attendu</translation>
    </message>
    <message>
        <source>call %1, %2 by %3, %4</source>
        <translation>enchère %1, %2 par %3, %4</translation>
    </message>
    <message>
        <source>a card (pc) before the deal (md)</source>
        <translation>une carte (pc) avant la distribution (md)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>&apos;%1&apos; n&apos;est pas une carte&#xa0;: %2</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>plus de 52 cartes jouées</translation>
    </message>
    <message>
        <source>line %1: the play is not checked: the auction is not complete or a hand is unknown</source>
        <translation>ligne %1&#xa0;: le jeu n&apos;est pas vérifié&#xa0;: les enchères ne sont pas terminées ou une main est inconnue</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>carte %1, %2 par %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::LinFormat</name>
    <message>
        <source>BBO hand records (LIN)</source>
        <translation>Donnes BBO (LIN)</translation>
    </message>
    <message>
        <source>%1 needs the deal (md); this board has none</source>
        <translation>%1 exige la distribution (md)&#xa0;; cette donne n&apos;en a pas</translation>
    </message>
    <message>
        <source>%1&apos;s hand is unknown</source>
        <translation>la main %1 est inconnue</translation>
    </message>
    <message>
        <source>%1 holds all four hands: %2</source>
        <translation>%1 exige les quatre mains&#xa0;: %2</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>les enchères sont irrégulières&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>plus de 52 cartes sont jouées</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>le jeu est irrégulier&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::LossReport</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 cannot hold everything: %2 would be dropped.</source>
        <translation>%1 ne peut pas tout conserver&#xa0;: il faudrait abandonner %2.</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more board(s)</source>
        <translation>
            <numerusform>... et %n autre donne</numerusform>
            <numerusform>... et %n autres donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>donne %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>The results of %n board(s) are unknown: %1 would store 0 tricks.</source>
        <translation>
            <numerusform>Le résultat de %n donne est inconnu&#xa0;: %1 enregistrerait 0 levée.</numerusform>
            <numerusform>Les résultats de %n donnes sont inconnus&#xa0;: %1 enregistrerait 0 levée.</numerusform>
        </translation>
    </message>
    <message>
        <source>board %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>boards %1</source>
        <translation>donnes %1</translation>
    </message>
    <message numerus="yes">
        <source>boards %1 and %n more</source>
        <translation>
            <numerusform>donnes %1 et %n autre</numerusform>
            <numerusform>donnes %1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown results: %1.</source>
        <translation>Résultats inconnus&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>Kibitz::MachineFormat</name>
    <message>
        <source>&apos;%1&apos; is not a card number (01-52)</source>
        <translation>&apos;%1&apos; n&apos;est pas un numéro de carte (01-52)</translation>
    </message>
    <message>
        <source>bytes %1 %2 are not a card number (two digits, 01-52)</source>
        <translation>les octets %1 %2 ne sont pas un numéro de carte (deux chiffres, 01-52)</translation>
    </message>
    <message>
        <source>card number %1 (%2) at byte %3 was already given at byte %4</source>
        <translation>le numéro de carte %1 (%2) à l&apos;octet %3 figure déjà à l&apos;octet %4</translation>
    </message>
    <message>
        <source>expected the %1 byte %2 of %3&apos;s hand, found %4</source>
        <translation>octet %1 %2 de la main %3 attendu au lieu de %4</translation>
    </message>
    <message>
        <source>the end of the hands</source>
        <translation>la fin des mains</translation>
    </message>
    <message>
        <source>%1 is listed twice at byte %2</source>
        <translation>%1 apparaît une deuxième fois à l&apos;octet %2</translation>
    </message>
    <message>
        <source>the DGE part (byte %1) disagrees with the BRI part; the BRI part is used</source>
        <translation>la partie DGE (octet %1) ne concorde pas avec la partie BRI&#xa0;; la partie BRI est utilisée</translation>
    </message>
    <message>
        <source>expected the DUP trailer (&apos;Y&apos; or &apos;N&apos; twice), found %1 %2</source>
        <translation>bloc final DUP attendu (&apos;Y&apos; ou &apos;N&apos; deux fois) au lieu de %1 %2</translation>
    </message>
    <message>
        <source>the DUP trailer&apos;s lowest board &apos;%1&apos; is not a number</source>
        <translation>la plus petite donne &apos;%1&apos; du bloc final DUP n&apos;est pas un nombre</translation>
    </message>
    <message numerus="yes">
        <source>the file ends %n byte(s) into a record of %1 bytes</source>
        <translation>
            <numerusform>le fichier se termine %n octet après le début d&apos;un enregistrement de %1 octets</numerusform>
            <numerusform>le fichier se termine %n octets après le début d&apos;un enregistrement de %1 octets</numerusform>
        </translation>
    </message>
    <message>
        <source>expected CR LF after the 78 digits</source>
        <translation>CR LF attendu après les 78 chiffres</translation>
    </message>
    <message>
        <source>record 0 (byte offset 146): the DUP trailer asks for counting backwards; the boards are numbered in file order</source>
        <translation>enregistrement 0 (octet 146)&#xa0;: le bloc final DUP demande une numérotation décroissante&#xa0;; les donnes sont numérotées dans l&apos;ordre du fichier</translation>
    </message>
    <message>
        <source>record %1 (byte offset %2)</source>
        <translation>enregistrement %1 (octet %2)</translation>
    </message>
    <message>
        <source>Duplimate DUP (dealing machine)</source>
        <translation>Duplimate DUP (machine à donnes)</translation>
    </message>
    <message>
        <source>Duplimate BRI (dealing machine)</source>
        <translation>Duplimate BRI (machine à donnes)</translation>
    </message>
    <message>
        <source>Duplimate DGE (dealing machine)</source>
        <translation>Duplimate DGE (machine à donnes)</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>le fichier se termine à l&apos;intérieur de la donne %1&#xa0;: </translation>
    </message>
</context>
<context>
    <name>Kibitz::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Board Set</source>
        <translation>&amp;Nouvelle série de donnes</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Open &amp;Sample Set</source>
        <translation>Ouvrir les donnes d&apos;e&amp;xemple</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close Window</source>
        <translation>&amp;Fermer la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Paste Deal</source>
        <translation>Coller la &amp;distribution</translation>
    </message>
    <message>
        <source>Paste Deal</source>
        <translation>Coller la distribution</translation>
    </message>
    <message>
        <source>R&amp;otate Board Clockwise</source>
        <translation>&amp;Tourner la donne dans le sens horaire</translation>
    </message>
    <message>
        <source>&amp;Complete Fourth Hand</source>
        <translation>&amp;Compléter la quatrième main</translation>
    </message>
    <message>
        <source>Deal the &amp;Rest at Random</source>
        <translation>Distri&amp;buer le reste au hasard</translation>
    </message>
    <message>
        <source>C&amp;lear Deal</source>
        <translation>&amp;Effacer la distribution</translation>
    </message>
    <message>
        <source>Edit &amp;Deal</source>
        <translation>&amp;Modifier la distribution</translation>
    </message>
    <message>
        <source>Edit &amp;Auction</source>
        <translation>Modifier les e&amp;nchères</translation>
    </message>
    <message>
        <source>Edit &amp;Play</source>
        <translation>Modifier le &amp;jeu</translation>
    </message>
    <message>
        <source>Edit Board De&amp;tails</source>
        <translation>Modifier les déta&amp;ils de la donne</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Donne</translation>
    </message>
    <message>
        <source>&amp;Add Board</source>
        <translation>&amp;Ajouter une donne</translation>
    </message>
    <message>
        <source>&amp;Duplicate Board</source>
        <translation>&amp;Dupliquer la donne</translation>
    </message>
    <message>
        <source>De&amp;lete Board</source>
        <translation>&amp;Supprimer la donne</translation>
    </message>
    <message>
        <source>Move Board &amp;Up</source>
        <translation>&amp;Monter la donne</translation>
    </message>
    <message>
        <source>Move Board Do&amp;wn</source>
        <translation>Des&amp;cendre la donne</translation>
    </message>
    <message>
        <source>&amp;Renumber Boards…</source>
        <translation>&amp;Renuméroter les donnes…</translation>
    </message>
    <message>
        <source>&amp;Next Board</source>
        <translation>Donne s&amp;uivante</translation>
    </message>
    <message>
        <source>&amp;Previous Board</source>
        <translation>Donne &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;First Board</source>
        <translation>Pr&amp;emière donne</translation>
    </message>
    <message>
        <source>&amp;Last Board</source>
        <translation>Der&amp;nière donne</translation>
    </message>
    <message>
        <source>&amp;Go to Board…</source>
        <translation>A&amp;ller à la donne…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>&amp;Hide Played Cards</source>
        <translation>&amp;Masquer les cartes jouées</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>&amp;Exemples</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>À &amp;propos de Kibitz</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>À propos de Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;View, edit and convert bridge deal files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Afficher, modifier et convertir des fichiers de donnes de bridge.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>Board %1: %2</source>
        <translation>Donne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Open Deal File</source>
        <translation>Ouvrir un fichier de donnes</translation>
    </message>
    <message>
        <source>Go to Board</source>
        <translation>Aller à la donne</translation>
    </message>
    <message>
        <source>Board (position in the file):</source>
        <translation>Donne (position dans le fichier)&#xa0;:</translation>
    </message>
    <message>
        <source>Kibitz &amp;Sample Set</source>
        <translation>Donnes d&apos;e&amp;xemple de Kibitz</translation>
    </message>
    <message>
        <source>No examples installed</source>
        <translation>Aucun exemple installé</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>%1 cannot be played now</source>
        <translation>%1 ne peut pas être jouée maintenant</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>&lt;opened file&gt;</source>
        <translation>&lt;fichier ouvert&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Donnes&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>%1: no writable format has this extension</source>
        <translation>%1&#xa0;: aucun format disponible en écriture n&apos;a cette extension</translation>
    </message>
    <message>
        <source>%1
The file on disk was not changed.</source>
        <translation>%1
Le fichier sur le disque n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>Saved %1 as %2</source>
        <translation>%1 enregistré au format %2</translation>
    </message>
    <message>
        <source>Renumber Boards</source>
        <translation>Renuméroter les donnes</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>New from &amp;Conditions…</source>
        <translation>Nouveau à partir de &amp;conditions…</translation>
    </message>
    <message>
        <source>&amp;Filter Boards</source>
        <translation>&amp;Filtrer les donnes</translation>
    </message>
    <message>
        <source>Cannot restore unsaved changes</source>
        <translation>Impossible de restaurer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1</source>
        <translation>Modifications non enregistrées restaurées depuis %1</translation>
    </message>
    <message>
        <source>Cannot run dealer script</source>
        <translation>Impossible d&apos;exécuter le script dealer</translation>
    </message>
    <message>
        <source>This file holds no deals</source>
        <translation>Ce fichier ne contient aucune donne</translation>
    </message>
    <message numerus="yes">
        <source>, with the double-dummy analysis of %n board(s)</source>
        <translation>
            <numerusform>, avec l&apos;analyse double mort de %n donne</numerusform>
            <numerusform>, avec l&apos;analyse double mort de %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>Lists of more than %1 boards are not sorted: filter them first.</source>
        <translation>Les listes de plus de %1 donnes ne sont pas triées&#xa0;: filtrez-les d&apos;abord.</translation>
    </message>
    <message>
        <source>the recovery file holds %1 boards instead of %2</source>
        <translation>le fichier de récupération contient %1 donnes au lieu de %2</translation>
    </message>
    <message>
        <source>Unsaved changes partly restored</source>
        <translation>Modifications non enregistrées restaurées en partie</translation>
    </message>
    <message numerus="yes">
        <source>%1 changed on disk or is gone since Kibitz kept its unsaved changes (%2). Only the %n edited or inserted board(s) could be restored, as a new unsaved board set; the other %3 boards of the document, and where the edited boards stood among them, are lost.</source>
        <translation>
            <numerusform>%1 a changé sur le disque ou a disparu depuis que Kibitz a gardé ses modifications non enregistrées (%2). Seule la %n donne modifiée ou insérée a pu être restaurée, comme nouveau jeu de donnes non enregistré ; les %3 autres donnes du document, et la place qu&apos;y tenaient les donnes modifiées, sont perdues.</numerusform>
            <numerusform>%1 a changé sur le disque ou a disparu depuis que Kibitz a gardé ses modifications non enregistrées (%2). Seules les %n donnes modifiées ou insérées ont pu être restaurées, comme nouveau jeu de donnes non enregistré ; les %3 autres donnes du document, et la place qu&apos;y tenaient les donnes modifiées, sont perdues.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1. %2 changed on disk since: saving asks before replacing it.</source>
        <translation>Modifications non enregistrées restaurées depuis %1. %2 a changé sur le disque depuis&#xa0;: l&apos;enregistrement demandera confirmation avant de le remplacer.</translation>
    </message>
    <message>
        <source>%1 changed on disk after Kibitz kept these unsaved changes. Saving replaces what another program wrote there since.</source>
        <translation>%1 a changé sur le disque après que Kibitz a gardé ces modifications non enregistrées. L&apos;enregistrement remplace ce qu&apos;un autre programme y a écrit depuis.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Checking what %1 can hold…</source>
        <translation>Vérification de ce que %1 peut contenir…</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Save cancelled; the file on disk was not changed.</source>
        <translation>Enregistrement annulé&#xa0;; le fichier sur le disque n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>This file is damaged: no deal could be read (the Warnings list says why)</source>
        <translation>Ce fichier est endommagé&#xa0;: aucune donne n&apos;a pu être lue (la liste des avertissements dit pourquoi)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ParseError</name>
    <message>
        <source>column %1: %2</source>
        <translation>colonne %1&#xa0;: %2</translation>
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
        <translation>PBN ne peut pas contenir des enchères irrégulières&#xa0;: %1</translation>
    </message>
    <message>
        <source>PBN cannot hold a play where %1 does not hold %2 (card %3)</source>
        <translation>PBN ne peut pas contenir un jeu où %1 ne détient pas %2 (carte %3)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>the tag %1 appears twice in this game; the second one is ignored</source>
        <translation>la balise %1 apparaît deux fois dans cette donne&#xa0;; la seconde est ignorée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is outside any tag&apos;s section and is ignored</source>
        <translation>&apos;%1&apos; est en dehors de toute section de balise et est ignoré</translation>
    </message>
    <message>
        <source>unexpected text after the tag %1 is ignored</source>
        <translation>le texte inattendu après la balise %1 est ignoré</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seat (N, E, S or W)</source>
        <translation>&apos;%1&apos; n&apos;est pas une position (N, E, S ou W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability</source>
        <translation>&apos;%1&apos; n&apos;est pas une vulnérabilité</translation>
    </message>
    <message>
        <source>bad Deal: %1</source>
        <translation>Deal incorrect&#xa0;: %1</translation>
    </message>
    <message>
        <source>bad Contract: %1</source>
        <translation>Contract incorrect&#xa0;: %1</translation>
    </message>
    <message>
        <source>the contract has no declarer and is ignored</source>
        <translation>le contrat n&apos;a pas de déclarant et est ignoré</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of tricks</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre de levées</translation>
    </message>
    <message>
        <source>the auction starts with %1 but the dealer is %2; the auction is read from the dealer</source>
        <translation>les enchères commencent par %1 mais le donneur est %2&#xa0;; les enchères sont lues à partir du donneur</translation>
    </message>
    <message>
        <source>note %1 refers to no call</source>
        <translation>la note %1 ne se rapporte à aucune enchère</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; is not kept</source>
        <translation>l&apos;irrégularité &apos;%1&apos; n&apos;est pas conservée</translation>
    </message>
    <message>
        <source>expected a call, found &apos;%1&apos;</source>
        <translation>enchère attendue au lieu de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the auction is not legal from the dealer (%1): %2 by %3 %4</source>
        <translation>les enchères sont irrégulières à partir du donneur (%1)&#xa0;: %2 par %3 %4</translation>
    </message>
    <message>
        <source>cards after &apos;*&apos; are ignored</source>
        <translation>les cartes après &apos;*&apos; sont ignorées</translation>
    </message>
    <message>
        <source>expected a card, found &apos;%1&apos;</source>
        <translation>carte attendue au lieu de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>this trick is not in the columns of the opening leader; the cards are given to the hands that hold them</source>
        <translation>cette levée n&apos;est pas dans les colonnes de l&apos;entameur&#xa0;; les cartes sont attribuées aux mains qui les détiennent</translation>
    </message>
    <message>
        <source>%1 by %2 has already been played; the play stops before it</source>
        <translation>%1 par %2 a déjà été jouée&#xa0;; le jeu s&apos;arrête avant cette carte</translation>
    </message>
    <message>
        <source>play card %1 is not in %2&apos;s hand; the play stops before it</source>
        <translation>la carte jouée %1 n&apos;est pas dans la main %2&#xa0;; le jeu s&apos;arrête avant cette carte</translation>
    </message>
    <message>
        <source>cards after an unknown card are dropped</source>
        <translation>les cartes qui suivent une carte inconnue sont abandonnées</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>Note sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>annotations on cards are not kept</source>
        <translation>les annotations sur les cartes ne sont pas conservées</translation>
    </message>
    <message>
        <source>DoubleDummyTricks needs 20 hexadecimal digits of at most d (13)</source>
        <translation>DoubleDummyTricks exige 20 chiffres hexadécimaux d&apos;au plus d (13)</translation>
    </message>
    <message>
        <source>OptimumResultTable needs the columns Declarer, Denomination and Result</source>
        <translation>OptimumResultTable exige les colonnes Declarer, Denomination et Result</translation>
    </message>
    <message>
        <source>this OptimumResultTable row is not a declarer, a strain and tricks</source>
        <translation>cette ligne d&apos;OptimumResultTable n&apos;est pas formée d&apos;un déclarant, d&apos;une dénomination et de levées</translation>
    </message>
    <message>
        <source>Ability needs seat:digits for each seat, e.g. N:63456</source>
        <translation>Ability exige position:chiffres pour chaque position, par ex. N:63456</translation>
    </message>
    <message>
        <source>the result states %1 tricks but the play gives %2</source>
        <translation>le résultat indique %1 levées mais le jeu en donne %2</translation>
    </message>
    <message>
        <source>passes after the end of the auction are ignored</source>
        <translation>les passes après la fin des enchères sont ignorés</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as AP (all pass)</source>
        <translation>&apos;%1&apos; est lu comme AP (tous passent)</translation>
    </message>
    <message>
        <source>AP comes after the end of the auction and is ignored</source>
        <translation>AP vient après la fin des enchères et est ignoré</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call and is ignored</source>
        <translation>&apos;%1&apos; n&apos;est pas une enchère et est ignoré</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in a play and is ignored</source>
        <translation>l&apos;irrégularité &apos;%1&apos; n&apos;a pas sa place dans le jeu de la carte et est ignorée</translation>
    </message>
    <message>
        <source>&apos;^I&apos; must come before a bid and is ignored</source>
        <translation>&apos;^I&apos; doit précéder une enchère et est ignoré</translation>
    </message>
    <message>
        <source>&apos;^S&apos; after the end of the auction is ignored</source>
        <translation>&apos;^S&apos; après la fin des enchères est ignoré</translation>
    </message>
    <message>
        <source>the irregularity &apos;%1&apos; does not belong in an auction and is ignored</source>
        <translation>l&apos;irrégularité &apos;%1&apos; n&apos;a pas sa place dans les enchères et est ignorée</translation>
    </message>
</context>
<context>
    <name>Kibitz::PbnTokenizer</name>
    <message>
        <source>a game longer than 64 MB: this is not a PBN file</source>
        <translation>une donne de plus de 64 Mo&#xa0;: ce n&apos;est pas un fichier PBN</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>nom de balise attendu après &apos;[&apos;</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected its value in quotes</source>
        <translation>balise %1 non terminée&#xa0;: valeur entre guillemets attendue</translation>
    </message>
    <message>
        <source>unterminated tag %1: the value has no closing quote</source>
        <translation>balise %1 non terminée&#xa0;: la valeur n&apos;a pas de guillemet fermant</translation>
    </message>
    <message>
        <source>unterminated tag %1: expected &apos;]&apos; after the value</source>
        <translation>balise %1 non terminée&#xa0;: &apos;]&apos; attendu après la valeur</translation>
    </message>
    <message>
        <source>unterminated comment: expected &apos;}&apos;</source>
        <translation>commentaire non terminé&#xa0;: &apos;}&apos; attendu</translation>
    </message>
    <message>
        <source>unterminated string: expected a closing quote</source>
        <translation>chaîne non terminée&#xa0;: guillemet fermant attendu</translation>
    </message>
</context>
<context>
    <name>Kibitz::Play</name>
    <message>
        <source>comes after the last trick</source>
        <translation>vient après la dernière levée</translation>
    </message>
    <message>
        <source>was already played</source>
        <translation>a déjà été jouée</translation>
    </message>
    <message>
        <source>is not in %1&apos;s hand</source>
        <translation>n&apos;est pas dans la main %1</translation>
    </message>
    <message>
        <source>does not follow suit (%1 still holds %2)</source>
        <translation>ne fournit pas (%1 a encore %2)</translation>
    </message>
    <message>
        <source>card %1, %2 by %3, %4</source>
        <translation>carte %1, %2 par %3, %4</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayControls</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <source>Previous &amp;Trick</source>
        <translation>Levée &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Previous Card</source>
        <translation>Carte pré&amp;cédente</translation>
    </message>
    <message>
        <source>&amp;Next Card</source>
        <translation>Carte &amp;suivante</translation>
    </message>
    <message>
        <source>Next T&amp;rick</source>
        <translation>Levée s&amp;uivante</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <source>No play recorded</source>
        <translation>Aucun jeu enregistré</translation>
    </message>
    <message>
        <source>Card %1 of %2</source>
        <translation>Carte %1 sur %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::PlayEditor</name>
    <message>
        <source>Undo Last Card</source>
        <translation>Annuler la dernière carte</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Réclamer</translation>
    </message>
    <message>
        <source>Withdraw Claim</source>
        <translation>Retirer la réclamation</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks in total:</source>
        <translation>Total des levées du déclarant&#xa0;:</translation>
    </message>
    <message>
        <source>Enter a valid deal first</source>
        <translation>Saisissez d&apos;abord une distribution valide</translation>
    </message>
    <message>
        <source>Play complete</source>
        <translation>Jeu terminé</translation>
    </message>
    <message>
        <source>%1 to play, trick %2</source>
        <translation>À %1 de jouer, levée %2</translation>
    </message>
    <message>
        <source>Legal: %1</source>
        <translation>Jouables&#xa0;: %1</translation>
    </message>
    <message>
        <source>No contract: notrump, %1 leads</source>
        <translation>Pas de contrat&#xa0;: Sans-Atout, %1 entame</translation>
    </message>
    <message>
        <source>No contract: trumps %1</source>
        <translation>Pas de contrat&#xa0;: atout %1</translation>
    </message>
    <message>
        <source>Claim: %1 of %2 tricks for declarer</source>
        <translation>Réclamation&#xa0;: %1 levées sur %2 pour le déclarant</translation>
    </message>
    <message>
        <source>N-S %1 · E-W %2</source>
        <comment>tricks won by each side</comment>
        <translation>N-S %1 · E-O %2</translation>
    </message>
    <message>
        <source>Click a card in the diagram to play it; only the cards the player to move may play are accepted. The diagram follows the play to its end. Keyboard: type the card (sa, h7, c10), Backspace takes back the last card.</source>
        <translation>Cliquez sur une carte du diagramme pour la jouer&#xa0;; seules les cartes que peut jouer le joueur dont c&apos;est le tour sont acceptées. Le diagramme suit le jeu jusqu&apos;à la fin. Clavier&#xa0;: tapez la carte (sa, h7, c10), Retour arrière annule la dernière carte.</translation>
    </message>
    <message>
        <source>Type a card: sa, h7, c10</source>
        <translation>Tapez une carte&#xa0;: sa, h7, c10</translation>
    </message>
    <message>
        <source>Typed: %1</source>
        <translation>Saisi&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;Interface language:</source>
        <translation>&amp;Langue de l&apos;interface&#xa0;:</translation>
    </message>
    <message>
        <source>Menus, dialogs, messages and printed hand records change at once.</source>
        <translation>Les menus, les boîtes de dialogue, les messages et les feuilles de donnes imprimées changent immédiatement.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammes</translation>
    </message>
    <message>
        <source>Write &amp;honours as the interface language does</source>
        <translation>Noter les &amp;honneurs comme dans la langue de l&apos;interface</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <extracomment>A sample suit under the honours option: %1 is a spade suit such as &quot;♠ A K D B 10&quot;.</extracomment>
        <translation>Par exemple&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintActions</name>
    <message>
        <source>&amp;Print Hand Records…</source>
        <translation>&amp;Imprimer les feuilles de donnes…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Export Hand Records as P&amp;DF…</source>
        <translation>Exporter les feuilles de donnes en P&amp;DF…</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Solving double-dummy tables…</source>
        <translation>Calcul des tableaux double mort…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>hand-records</source>
        <translation>feuilles-de-donnes</translation>
    </message>
    <message>
        <source>Export Hand Records</source>
        <translation>Exporter les feuilles de donnes</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Fichier écrit&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintDialog</name>
    <message>
        <source>&amp;Current board</source>
        <translation>Donne &amp;actuelle</translation>
    </message>
    <message>
        <source>&amp;Boards</source>
        <translation>&amp;Donnes</translation>
    </message>
    <message>
        <source>&amp;Auction and opening lead</source>
        <translation>&amp;Enchères et entame</translation>
    </message>
    <message>
        <source>&amp;Double-dummy table</source>
        <translation>Tableau dou&amp;ble mort</translation>
    </message>
    <message>
        <source>&amp;Par</source>
        <translation>&amp;Par</translation>
    </message>
    <message>
        <source>C&amp;omments, as far as they fit</source>
        <translation>C&amp;ommentaires, dans la limite de la place</translation>
    </message>
    <message>
        <source>Hand Records</source>
        <translation>Feuilles de donnes</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>A&amp;ll %1 boards</source>
        <translation>&amp;Toutes les donnes (%1)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>At most %1 boards are printed at once</source>
        <translation>%1 donnes au maximum sont imprimées à la fois</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Pour chaque donne</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>Per &amp;page:</source>
        <translation>Par pa&amp;ge&#xa0;:</translation>
    </message>
    <message>
        <source>Boards whose file gives no double-dummy table are solved before printing.</source>
        <translation>Les donnes sans tableau double mort dans le fichier sont analysées avant l&apos;impression.</translation>
    </message>
    <message>
        <source>The event named in the file</source>
        <translation>L&apos;épreuve indiquée dans le fichier</translation>
    </message>
    <message>
        <source>&amp;Header:</source>
        <translation>E&amp;n-tête&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Kibitz::PrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>First Page</source>
        <translation>Première page</translation>
    </message>
    <message>
        <source>Previous Page</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Next Page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>Last Page</source>
        <translation>Dernière page</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Fit &amp;Width</source>
        <translation>Ajuster à la &amp;largeur</translation>
    </message>
    <message>
        <source>Fit P&amp;age</source>
        <translation>Ajuster à la p&amp;age</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exporter en PDF…</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>zoom</comment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Kibitz::ProblemList</name>
    <message>
        <source>Board %1: %2</source>
        <translation>Donne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Deal %1 in the file (no board number): %2</source>
        <translation>Donne %1 du fichier (sans numéro de donne)&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnBoardReader</name>
    <message>
        <source>a commentary longer than 1 MiB is cut there</source>
        <translation>un commentaire de plus de 1 Mio est coupé à cet endroit</translation>
    </message>
    <message>
        <source>text after &apos;}&apos; is not read</source>
        <translation>le texte après &apos;}&apos; n&apos;est pas lu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A), a space and its data</source>
        <translation>&apos;%1&apos; n&apos;est pas un élément&#xa0;: une étiquette (comme H ou A), une espace et ses données</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an item: a label (such as H or A) and its data in braces</source>
        <translation>&apos;%1&apos; n&apos;est pas un élément&#xa0;: une étiquette (comme H ou A) et ses données entre accolades</translation>
    </message>
    <message>
        <source>the item&apos;s &apos;{&apos; is never closed</source>
        <translation>l&apos;accolade &apos;{&apos; de l&apos;élément n&apos;est jamais fermée</translation>
    </message>
    <message>
        <source>the commentary&apos;s &apos;{&apos; is never closed</source>
        <translation>l&apos;accolade &apos;{&apos; du commentaire n&apos;est jamais fermée</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes</source>
        <translation>la ligne dépasse %1 octets</translation>
    </message>
    <message>
        <source>line %1: a second %2 in one record is not read</source>
        <translation>ligne %1&#xa0;: un second élément %2 dans le même enregistrement n&apos;est pas lu</translation>
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
        <translation>Richard&apos;s Bridge Notation, version compacte (RBX)</translation>
    </message>
    <message>
        <source>the deal is not valid: %1</source>
        <translation>la distribution n&apos;est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the auction is not legal: %1</source>
        <translation>les enchères sont irrégulières&#xa0;: %1</translation>
    </message>
    <message>
        <source>more than 52 cards are played</source>
        <translation>plus de 52 cartes sont jouées</translation>
    </message>
    <message>
        <source>the play is not legal: %1</source>
        <translation>le jeu est irrégulier&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::RbnRecord</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a hand has four suits, so three &apos;.&apos;</source>
        <translation>une main a quatre couleurs, donc trois &apos;.&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 8 7 6 5 4 3 2)</source>
        <translation>&apos;%1&apos; n&apos;est pas une hauteur (A K Q J T 9 8 7 6 5 4 3 2)</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 apparaît deux fois</translation>
    </message>
    <message>
        <source>a hand has four suits separated by &apos;.&apos;</source>
        <translation>une main a quatre couleurs séparées par &apos;.&apos;</translation>
    </message>
    <message>
        <source>the hands start with a seat and &apos;:&apos;, such as &apos;W:&apos;</source>
        <translation>les mains commencent par une position et &apos;:&apos;, comme &apos;W:&apos;</translation>
    </message>
    <message>
        <source>more than four hands</source>
        <translation>plus de quatre mains</translation>
    </message>
    <message>
        <source>&apos;^&apos; without a note number</source>
        <translation>&apos;^&apos; sans numéro de note</translation>
    </message>
    <message>
        <source>note %1 is referred to but not given</source>
        <translation>la note %1 est citée mais n&apos;est pas donnée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotation (! ? !! ?? !? ?!)</source>
        <translation>&apos;%1&apos; n&apos;est pas une annotation (!&#xa0;?&#xa0;!!&#xa0;??&#xa0;!?&#xa0;?!)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a call (P X R, 1C ... 7N, A for all pass)</source>
        <translation>&apos;%1&apos; n&apos;est pas une enchère (P X R, 1C ... 7N, A pour «&#xa0;tous passent&#xa0;»)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (Z none, N, E, B both)</source>
        <translation>&apos;%1&apos; n&apos;est pas une vulnérabilité (Z personne, N, E, B tous)</translation>
    </message>
    <message>
        <source>text after &apos;%1&apos; is ignored</source>
        <translation>le texte après &apos;%1&apos; est ignoré</translation>
    </message>
    <message>
        <source>call %1, %2: %3</source>
        <translation>enchère %1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a contract such as 4SX:N, or P</source>
        <translation>&apos;%1&apos; n&apos;est ni un contrat comme 4SX:N, ni P</translation>
    </message>
    <message>
        <source>the contract %1 is not the auction&apos;s %2: the auction&apos;s is kept</source>
        <translation>le contrat %1 diffère de celui des enchères (%2)&#xa0;: celui des enchères est conservé</translation>
    </message>
    <message>
        <source>the play is not checked: there is no contract or a hand is unknown</source>
        <translation>le jeu n&apos;est pas vérifié&#xa0;: il n&apos;y a pas de contrat ou une main est inconnue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a card</source>
        <translation>&apos;%1&apos; n&apos;est pas une carte</translation>
    </message>
    <message>
        <source>more than 52 cards played</source>
        <translation>plus de 52 cartes jouées</translation>
    </message>
    <message>
        <source>card %1, %2 by %3: %4</source>
        <translation>carte %1, %2 par %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not start with declarer&apos;s tricks (0-13)</source>
        <translation>&apos;%1&apos; ne commence pas par les levées du déclarant (0-13)</translation>
    </message>
    <message>
        <source>the board &apos;%1&apos; is not a number and is not kept</source>
        <translation>la donne &apos;%1&apos; n&apos;est pas un nombre et n&apos;est pas conservée</translation>
    </message>
    <message>
        <source>a note starts with its number and a space</source>
        <translation>une note commence par son numéro et une espace</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
</context>
<context>
    <name>Kibitz::RecordFormat</name>
    <message numerus="yes">
        <source>%n trailing byte(s): %1 records are %2 bytes each</source>
        <translation>
            <numerusform>%n octet en trop à la fin&#xa0;: les enregistrements %1 font %2 octets chacun</numerusform>
            <numerusform>%n octets en trop à la fin&#xa0;: les enregistrements %1 font %2 octets chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>le fichier se termine à l&apos;intérieur de la donne %1&#xa0;: </translation>
    </message>
</context>
<context>
    <name>Kibitz::SaveDialogs</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>«&#xa0;%1&#xa0;» contient des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Les enregistrer avant de continuer&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot hold %n board(s):</source>
        <translation>
            <numerusform>%1 ne peut pas contenir %n donne&#xa0;:</numerusform>
            <numerusform>%1 ne peut pas contenir %n donnes&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Save as %1</source>
        <translation>Enregistrer au format %1</translation>
    </message>
    <message>
        <source>Save anyway? The boards in Kibitz keep everything until you close the file.</source>
        <translation>Enregistrer quand même&#xa0;? Les donnes ouvertes dans Kibitz conservent toutes leurs informations jusqu&apos;à la fermeture du fichier.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans-titre</translation>
    </message>
    <message>
        <source>Save Deal File</source>
        <translation>Enregistrer le fichier de donnes</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>&amp;Keep What Is Shown</source>
        <translation>&amp;Conserver l&apos;affichage</translation>
    </message>
    <message>
        <source>Several formats use the extension “.%1”. Which one should “%2” be saved in?</source>
        <translation>Plusieurs formats utilisent l&apos;extension «&#xa0;.%1&#xa0;». Dans lequel faut-il enregistrer «&#xa0;%2&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <source>Your changes are kept. Save them in another place?</source>
        <translation>Vos modifications sont conservées. Les enregistrer à un autre emplacement&#xa0;?</translation>
    </message>
    <message>
        <source>Kibitz still has every board as it was opened.</source>
        <translation>Kibitz a encore toutes les donnes telles qu&apos;elles ont été ouvertes.</translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards stay as they were opened, and saving writes them all.</source>
        <translation>Conserver l&apos;affichage&#xa0;: les donnes restent telles qu&apos;elles ont été ouvertes, et l&apos;enregistrement les écrit toutes.</translation>
    </message>
    <message>
        <source>Save As…: keeps them and saves them in another file.</source>
        <translation>Enregistrer sous…&#xa0;: les conserve et les enregistre dans un autre fichier.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) not yet shown can no longer be read as they were opened.</source>
        <translation>
            <numerusform>%n donne pas encore affichée ne peut plus être lue telle qu&apos;elle a été ouverte.</numerusform>
            <numerusform>%n donnes pas encore affichées ne peuvent plus être lues telles qu&apos;elles ont été ouvertes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep What Is Shown: the boards shown and edited stay in the window, but nothing can be saved until the file is reloaded (a save would write the others empty).</source>
        <translation>Conserver l&apos;affichage&#xa0;: les donnes affichées et modifiées restent dans la fenêtre, mais rien ne peut être enregistré avant que le fichier soit rechargé (un enregistrement écrirait les autres vides).</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now; your unsaved changes are lost.</source>
        <translation>Recharger&#xa0;: lit le fichier tel qu&apos;il est maintenant&#xa0;; vos modifications non enregistrées sont perdues.</translation>
    </message>
    <message>
        <source>Reload: reads the file as it is now.</source>
        <translation>Recharger&#xa0;: lit le fichier tel qu&apos;il est maintenant.</translation>
    </message>
    <message>
        <source>Replace it with the restored boards, or save them in another file?</source>
        <translation>Le remplacer par les donnes restaurées, ou les enregistrer dans un autre fichier&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
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
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
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
        <translation>O</translation>
    </message>
</context>
<context>
    <name>Kibitz::SelectParser</name>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a number above 0</source>
        <translation>« %1 » attend un nombre supérieur à 0</translation>
    </message>
    <message>
        <source>none, NS, EW or all</source>
        <translation>none, NS, EW ou all</translation>
    </message>
    <message>
        <source>a count number 0 to 9</source>
        <translation>un numéro de décompte de 0 à 9</translation>
    </message>
    <message>
        <source>altcount numbers the counts 0 to 9</source>
        <translation>altcount numérote les décomptes de 0 à 9</translation>
    </message>
    <message>
        <source>a count has 13 values, from the ace to the two</source>
        <translation>un décompte a 13 valeurs, de l&apos;as au deux</translation>
    </message>
    <message>
        <source>predeal with a suit length (%1(...) == n) is not supported</source>
        <translation>predeal avec une longueur de couleur (%1(...) == n) n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <source>a seat (north, east, south or west)</source>
        <translation>une position (north, east, south ou west)</translation>
    </message>
    <message>
        <source>a holding such as SAQ542</source>
        <translation>une tenue comme SAQ542</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (A K Q J T 9 ... 2)</source>
        <translation>« %1 » n&apos;est pas une hauteur (A K Q J T 9 ... 2)</translation>
    </message>
    <message>
        <source>%1%2 is predealt twice</source>
        <translation>%1%2 est pré-distribuée deux fois</translation>
    </message>
    <message>
        <source>more than 13 cards are predealt to %1</source>
        <translation>plus de 13 cartes sont pré-distribuées à %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported (docs/select.md)</source>
        <translation>« %1 » n&apos;est pas pris en charge (docs/select.md)</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>une condition</translation>
    </message>
    <message>
        <source>an operator or the end of the condition</source>
        <translation>un opérateur ou la fin de la condition</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>la fin</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a keyword and cannot name a value</source>
        <translation>« %1 » est un mot-clé et ne peut pas nommer une valeur</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already defined</source>
        <translation>« %1 » est déjà défini</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>le nombre %1 est trop grand</translation>
    </message>
    <message>
        <source>a suit (spades, hearts, diamonds or clubs)</source>
        <translation>une couleur (spades, hearts, diamonds ou clubs)</translation>
    </message>
    <message>
        <source>a shape such as 4333 or 5xxx</source>
        <translation>une distribution comme 4333 ou 5xxx</translation>
    </message>
    <message>
        <source>an expression</source>
        <translation>une expression</translation>
    </message>
    <message>
        <source>a card such as AS</source>
        <translation>une carte comme AS</translation>
    </message>
    <message>
        <source>a suit or notrumps</source>
        <translation>une couleur ou notrumps</translation>
    </message>
    <message>
        <source>vul or nv</source>
        <translation>vul ou nv</translation>
    </message>
    <message>
        <source>a contract such as x3N</source>
        <translation>un contrat comme x3N</translation>
    </message>
    <message>
        <source>~ or !~ and a text in double quotes</source>
        <translation>~ ou !~ et un texte entre guillemets droits</translation>
    </message>
    <message>
        <source>a text in double quotes</source>
        <translation>un texte entre guillemets droits</translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;</source>
        <translation>nom inconnu « %1 »</translation>
    </message>
    <message>
        <source>the comment is not closed with */</source>
        <translation>le commentaire n&apos;est pas fermé par */</translation>
    </message>
    <message>
        <source>the text is not closed with &quot;</source>
        <translation>le texte n&apos;est pas fermé par &quot;</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>caractère inattendu « %1 »</translation>
    </message>
    <message>
        <source>a frequency of two expressions counts at most %1 cells, Low and High included (%2 here)</source>
        <translation>une frequency de deux expressions compte au plus %1 cases, Low et High compris (ici %2)</translation>
    </message>
    <message>
        <source>a frequency counts at most %1 values (%2 to %3 are %4)</source>
        <translation>une frequency compte au plus %1 valeurs (de %2 à %3, il y en a %4)</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>imbrication trop profonde (plus de %1 niveaux)</translation>
    </message>
</context>
<context>
    <name>Kibitz::SimpleTextFormat</name>
    <message>
        <source>expected %1 fields separated by spaces (board, dealer, vulnerability, N, E, S, W), found %2</source>
        <translation>%1 champs séparés par des espaces attendus (donne, donneur, vulnérabilité, N, E, S, W) au lieu de %2</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (board|dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>%1 champs séparés par &apos;|&apos; attendus (donne|donneur|vulnérabilité|N|E|S|W) au lieu de %2</translation>
    </message>
    <message>
        <source>expected %1 fields separated by &apos;|&apos; (dealer|vulnerability|N|E|S|W), found %2</source>
        <translation>%1 champs séparés par &apos;|&apos; attendus (donneur|vulnérabilité|N|E|S|W) au lieu de %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (1 or more)</source>
        <translation>&apos;%1&apos; n&apos;est pas un numéro de donne (1 ou plus)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dealer (N, E, S or W)</source>
        <translation>&apos;%1&apos; n&apos;est pas un donneur (N, E, S ou W)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a vulnerability (None, NS, EW or All)</source>
        <translation>&apos;%1&apos; n&apos;est pas une vulnérabilité (None, NS, EW ou All)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>main %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the line is too long</source>
        <translation>la ligne est trop longue</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>DUP text (dealer|vulnerability|hands)</source>
        <translation>Texte DUP (donneur|vulnérabilité|mains)</translation>
    </message>
    <message>
        <source>BRI text (board|dealer|vulnerability|hands)</source>
        <translation>Texte BRI (donne|donneur|vulnérabilité|mains)</translation>
    </message>
    <message>
        <source>DGE text (board dealer vulnerability hands)</source>
        <translation>Texte DGE (donne donneur vulnérabilité mains)</translation>
    </message>
    <message>
        <source>%1 needs all four hands; %2&apos;s is unknown</source>
        <translation>%1 exige les quatre mains&#xa0;; la main %2 est inconnue</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsChart</name>
    <message>
        <source>There is nothing to draw: %1</source>
        <translation>Rien à dessiner&#xa0;: %1</translation>
    </message>
    <message>
        <source>Kibitz statistics</source>
        <translation>Statistiques Kibitz</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statistiques</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copier en CSV</translation>
    </message>
    <message>
        <source>Export as PNG or SVG…</source>
        <translation>Exporter en PNG ou SVG…</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Copy CSV</source>
        <translation>Copier en CSV</translation>
    </message>
    <message>
        <source>Copy the numbers of this chart as CSV</source>
        <translation>Copier les valeurs de ce graphique en CSV</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save this chart as a PNG image or an SVG drawing</source>
        <translation>Enregistrer ce graphique en image PNG ou en dessin SVG</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <source>Waiting for the filter to count its boards…</source>
        <translation>En attente du décompte des donnes par le filtre…</translation>
    </message>
    <message>
        <source>No boards.</source>
        <translation>Aucune donne.</translation>
    </message>
    <message>
        <source>Filtered boards: %1</source>
        <translation>Donnes filtrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Donnes&#xa0;: %1</translation>
    </message>
    <message>
        <source>with double-dummy tables: %1</source>
        <translation>avec tableau double mort&#xa0;: %1</translation>
    </message>
    <message>
        <source>Counting %p%</source>
        <translation>Décompte %p&#xa0;%</translation>
    </message>
    <message>
        <source>Solving leads %v/%m</source>
        <translation>Analyse des entames %v/%m</translation>
    </message>
    <message>
        <source>distinct deals: %1</source>
        <translation>distributions distinctes&#xa0;: %1</translation>
    </message>
    <message>
        <source>played at tables: %1</source>
        <translation>jouées aux tables&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hands, makeable contracts and par count each deal once, however many tables played it; declarer play and opening leads count every table.</source>
        <translation>Les mains, les contrats réalisables et le par comptent chaque distribution une fois, quel que soit le nombre de tables qui l&apos;ont jouée&#xa0;; le jeu du déclarant et les entames comptent chaque table.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatisticsFigures</name>
    <message>
        <source>HCP</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Répartitions</translation>
    </message>
    <message>
        <source>Makeable</source>
        <translation>Gagnables</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Declarer play</source>
        <translation>Jeu du déclarant</translation>
    </message>
    <message>
        <source>Declarers</source>
        <translation>Déclarants</translation>
    </message>
    <message>
        <source>Played boards</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>Opening lead</source>
        <translation>Entame</translation>
    </message>
    <message>
        <source>High-card points by seat</source>
        <translation>Points d&apos;honneur par position</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>mains</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>No board has a complete deal.</source>
        <translation>Aucune donne n&apos;a de distribution complète.</translation>
    </message>
    <message>
        <source>Most frequent hand patterns</source>
        <translation>Répartitions les plus fréquentes</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Répartition</translation>
    </message>
    <message>
        <source>Percent of hands</source>
        <translation>Pourcentage des mains</translation>
    </message>
    <message>
        <source>Contracts some declarer makes, double dummy</source>
        <translation>Contrats gagnés par au moins un déclarant, en double mort</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>donnes</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Palier</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>No board has a complete double-dummy table (Analyse &gt; Solve All Boards solves them).</source>
        <translation>Aucune donne n&apos;a de tableau double mort complet (Analyse &gt; Analyser toutes les donnes les calcule).</translation>
    </message>
    <message>
        <source>Par scores</source>
        <translation>Marques du par</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>moyenne %1</translation>
    </message>
    <message>
        <source>Par score for North-South</source>
        <translation>Marque du par pour Nord-Sud</translation>
    </message>
    <message>
        <source>No board states a par or has a complete double-dummy table.</source>
        <translation>Aucune donne n&apos;indique de par ni n&apos;a de tableau double mort complet.</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy</source>
        <translation>Levées du déclarant par rapport au double mort</translation>
    </message>
    <message>
        <source>played boards</source>
        <translation>donnes jouées</translation>
    </message>
    <message>
        <source>Tricks taken minus double-dummy tricks</source>
        <translation>Levées réalisées moins levées double mort</translation>
    </message>
    <message>
        <source>No board has a contract, a result and a double-dummy table.</source>
        <translation>Aucune donne n&apos;a à la fois un contrat, un résultat et un tableau double mort.</translation>
    </message>
    <message>
        <source>Tricks against double dummy by declarer</source>
        <translation>Levées par rapport au double mort, par déclarant</translation>
    </message>
    <message>
        <source>declarers</source>
        <translation>déclarants</translation>
    </message>
    <message>
        <source>the %1 who declared most</source>
        <translation>les %1 qui ont joué le plus de contrats</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <source>Tricks against double dummy per board declared</source>
        <translation>Levées par rapport au double mort, par donne jouée en déclarant</translation>
    </message>
    <message>
        <source>No played board names its declarer.</source>
        <translation>Aucune donne jouée n&apos;indique son déclarant.</translation>
    </message>
    <message>
        <source>Mean per board</source>
        <translation>Moyenne par donne</translation>
    </message>
    <message>
        <source>Tricks gained</source>
        <translation>Levées gagnées</translation>
    </message>
    <message>
        <source>Tricks lost</source>
        <translation>Levées perdues</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks against double dummy, board by board</source>
        <translation>Levées du déclarant par rapport au double mort, donne par donne</translation>
    </message>
    <message>
        <source>(the first %1 of %2)</source>
        <translation>(les %1 premières sur %2)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <source>Played board, in file order</source>
        <translation>Donne jouée, dans l&apos;ordre du fichier</translation>
    </message>
    <message>
        <source>Tricks against double dummy</source>
        <translation>Levées par rapport au double mort</translation>
    </message>
    <message>
        <source>Cost of the opening lead, double dummy</source>
        <translation>Coût de l&apos;entame, en double mort</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>entames</translation>
    </message>
    <message>
        <source>Tricks the lead cost</source>
        <translation>Levées coûtées par l&apos;entame</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Entames</translation>
    </message>
    <message>
        <source>No board has a played opening lead.</source>
        <translation>Aucune donne n&apos;a d&apos;entame jouée.</translation>
    </message>
</context>
<context>
    <name>Kibitz::StatsCommand</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>
High-card points (A 4, K 3, Q 2, J 1), hands per seat:
</source>
        <translation>
Points d&apos;honneur (A 4, R 3, D 2, V 1), mains par position&#xa0;:
</translation>
    </message>
    <message>
        <source>HCP</source>
        <translation>H</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moy.</translation>
    </message>
    <message>
        <source>
Hand patterns, most frequent first:
</source>
        <translation>
Répartitions des mains, les plus fréquentes d&apos;abord&#xa0;:
</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Répart.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>
Suit lengths, hands:
</source>
        <translation>
Longueurs des couleurs, mains&#xa0;:
</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Long.</translation>
    </message>
    <message>
        <source>
Double dummy: boards on which the better side makes each contract:
</source>
        <translation>
Double mort&#xa0;: donnes sur lesquelles le meilleur camp gagne chaque contrat&#xa0;:
</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>Dénom.</translation>
    </message>
    <message>
        <source>Declarer %1:
</source>
        <translation>Déclarant %1&#xa0;:
</translation>
    </message>
    <message>
        <source>
Highest makeable contract, boards:
</source>
        <translation>
Contrat gagnable le plus élevé, donnes&#xa0;:
</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <source>
Par scores (%n board(s), mean %1 for North-South):
</source>
        <translation>
            <numerusform>
Marques du par (%n donne, moyenne %1 pour Nord-Sud)&#xa0;:
</numerusform>
            <numerusform>
Marques du par (%n donnes, moyenne %1 pour Nord-Sud)&#xa0;:
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Declarer&apos;s tricks against double dummy (%n played board(s), mean %1):
</source>
        <translation>
            <numerusform>
Levées du déclarant par rapport au double mort (%n donne jouée, moyenne %1)&#xa0;:
</numerusform>
            <numerusform>
Levées du déclarant par rapport au double mort (%n donnes jouées, moyenne %1)&#xa0;:
</numerusform>
        </translation>
    </message>
    <message>
        <source>Declarers (tricks above and below double dummy):
</source>
        <translation>Déclarants (levées au-dessus et au-dessous du double mort)&#xa0;:
</translation>
    </message>
    <message>
        <source>Boards: %1
Complete deals: %2 (%3 hands)
</source>
        <translation>Donnes&#xa0;: %1
Distributions complètes&#xa0;: %2 (%3 mains)
</translation>
    </message>
    <message>
        <source>
Double dummy: no board has a complete table (kibitz-convert --solve adds them).
</source>
        <translation>
Double mort&#xa0;: aucune donne n&apos;a de tableau complet (kibitz-convert --solve les ajoute).
</translation>
    </message>
    <message numerus="yes">
        <source>
Opening lead&apos;s cost against the best lead, double dummy (%n lead(s), mean %1):
</source>
        <translation>
            <numerusform>
Coût de l&apos;entame par rapport à la meilleure entame, en double mort (%n entame, moyenne %1)&#xa0;:
</numerusform>
            <numerusform>
Coût de l&apos;entame par rapport à la meilleure entame, en double mort (%n entames, moyenne %1)&#xa0;:
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
        <translation>Donne</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Traveller</source>
        <translation>Feuille ambulante</translation>
    </message>
    <message>
        <source>T&amp;raveller</source>
        <translation>&amp;Feuille ambulante</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>E-O</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Entame</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>DM</translation>
    </message>
    <message>
        <source>Score N-S</source>
        <translation>Marque N-S</translation>
    </message>
    <message>
        <source>MP N-S</source>
        <translation>MP N-S</translation>
    </message>
    <message>
        <source>MP E-W</source>
        <translation>MP E-O</translation>
    </message>
    <message>
        <source>% N-S</source>
        <translation>% N-S</translation>
    </message>
    <message>
        <source>IMPs N-S</source>
        <translation>IMP N-S</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>Dans le fichier</translation>
    </message>
    <message>
        <source>%1 · %2 v %3</source>
        <translation>%1 · %2 contre %3</translation>
    </message>
    <message>
        <source>MP %1</source>
        <translation>MP %1</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>IMP %1</source>
        <translation>IMP %1</translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s) more than double dummy</source>
        <translation>
            <numerusform>Le déclarant a réalisé %n levée de plus qu&apos;en double mort</numerusform>
            <numerusform>Le déclarant a réalisé %n levées de plus qu&apos;en double mort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Declarer took %n trick(s) fewer than double dummy</source>
        <translation>
            <numerusform>Le déclarant a réalisé %n levée de moins qu&apos;en double mort</numerusform>
            <numerusform>Le déclarant a réalisé %n levées de moins qu&apos;en double mort</numerusform>
        </translation>
    </message>
    <message>
        <source>The file&apos;s figures are not those Kibitz computes</source>
        <translation>Les chiffres du fichier ne sont pas ceux que calcule Kibitz</translation>
    </message>
    <message>
        <source>From the file&apos;s score table: no auction or play</source>
        <translation>D&apos;après le tableau des marques du fichier&#xa0;: ni enchères ni jeu</translation>
    </message>
    <message>
        <source>This board has no other tables and no score table.</source>
        <translation>Cette donne n&apos;a ni autres tables ni tableau des marques.</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>%1 · matchpoints: 2 for each score beaten, 1 for each tie, top %2</source>
        <translation>%1 · match-points&#xa0;: 2 par marque battue, 1 par égalité, top %2</translation>
    </message>
    <message>
        <source>%1 · Butler IMPs against the datum %2 (the mean score without the top and the bottom)</source>
        <translation>%1 · IMP Butler par rapport au datum %2 (la marque moyenne sans la meilleure ni la plus mauvaise)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>%1 · teams match, Open and Closed room</source>
        <translation>%1 · match par équipes, salle ouverte et salle fermée</translation>
    </message>
    <message>
        <source>%1 · teams: each table&apos;s IMPs against the other table of its match</source>
        <translation>%1 · équipes&#xa0;: les IMP de chaque table par rapport à l&apos;autre table de son match</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
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
        <translation>les N-S de la salle ouverte</translation>
    </message>
    <message>
        <source>N-S at table %1</source>
        <translation>les N-S de la table %1</translation>
    </message>
    <message>
        <source>No swing
(a room has no result)</source>
        <translation>Pas d&apos;écart
(une salle n&apos;a pas de résultat)</translation>
    </message>
    <message>
        <source>Flat board
0 IMPs</source>
        <translation>Donne blanche
0 IMP</translation>
    </message>
    <message>
        <source>%1 IMPs
to %2</source>
        <translation>%1 IMP
pour %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Vulnerability</name>
    <message>
        <source>None</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>E-O</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbdFormat</name>
    <message>
        <source>Pavlicek ZBD binary deals</source>
        <translation>Donnes binaires ZBD de Pavlicek</translation>
    </message>
    <message>
        <source>expected 13 cards in each hand, found %1</source>
        <translation>13 cartes attendues dans chaque main au lieu de %1</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>un enregistrement séparateur (4 premiers octets nuls) a été ignoré</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZbsFormat</name>
    <message>
        <source>the file ends inside a diagram: the last record has the continuation flag set</source>
        <translation>le fichier se termine au milieu d&apos;un diagramme&#xa0;: le dernier enregistrement a l&apos;indicateur de continuation activé</translation>
    </message>
    <message numerus="yes">
        <source>%n trailing byte(s): ZBS records are 4 bytes each</source>
        <translation>
            <numerusform>%n octet en trop à la fin&#xa0;: les enregistrements ZBS font 4 octets chacun</numerusform>
            <numerusform>%n octets en trop à la fin&#xa0;: les enregistrements ZBS font 4 octets chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end-of-list record were ignored</source>
        <translation>
            <numerusform>%n octet après l&apos;enregistrement de fin de liste a été ignoré</numerusform>
            <numerusform>%n octets après l&apos;enregistrement de fin de liste ont été ignorés</numerusform>
        </translation>
    </message>
    <message>
        <source>locator %1 is above 1,220,703,124 (5^13 - 1)</source>
        <translation>le localisateur %1 dépasse 1&#x202f;220&#x202f;703&#x202f;124 (5^13 - 1)</translation>
    </message>
    <message>
        <source>a diagram has at most 4 suit records (spades, hearts, diamonds, clubs), but this fourth one has the continuation flag set</source>
        <translation>un diagramme compte au plus 4 enregistrements de couleur (pique, cœur, carreau, trèfle), mais ce quatrième a l&apos;indicateur de continuation activé</translation>
    </message>
    <message>
        <source>Pavlicek ZBS binary suits</source>
        <translation>Couleurs binaires ZBS de Pavlicek</translation>
    </message>
    <message>
        <source>%1 cannot hold a board without cards (an empty record ends the list)</source>
        <translation>%1 ne peut pas contenir une donne sans cartes (un enregistrement vide termine la liste)</translation>
    </message>
    <message>
        <source>%1 puts each card in one place: %2</source>
        <translation>%1 place chaque carte à un seul endroit&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file ends inside board %1: </source>
        <translation>le fichier se termine à l&apos;intérieur de la donne %1&#xa0;: </translation>
    </message>
</context>
<context>
    <name>Kibitz::ZddFormat</name>
    <message>
        <source>Pavlicek ZDD double-dummy results</source>
        <translation>Résultats double mort ZDD de Pavlicek</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>la valeur 14 d&apos;un quartet n&apos;est pas un nombre de levées (0-13, ou 15 si inconnu)&#xa0;: %1 par %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrdFormat</name>
    <message>
        <source>Pavlicek ZRD solved deals</source>
        <translation>Donnes analysées ZRD de Pavlicek</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZrjFormat</name>
    <message>
        <source>Pavlicek ZRJ deals with auction and play</source>
        <translation>Donnes ZRJ de Pavlicek avec enchères et jeu</translation>
    </message>
    <message>
        <source>a separator record (first 4 bytes zero) was skipped</source>
        <translation>un enregistrement séparateur (4 premiers octets nuls) a été ignoré</translation>
    </message>
    <message>
        <source>contract byte %1: expected 0 (passed out) or 5-39 for 1C-7NT, plus 40 doubled or 80 redoubled</source>
        <translation>octet de contrat %1&#xa0;: attendu 0 (donne passée) ou 5-39 pour 1C-7NT, plus 40 si contré ou 80 si surcontré</translation>
    </message>
    <message>
        <source>declarer cannot win %1 tricks</source>
        <translation>le déclarant ne peut pas faire %1 levées</translation>
    </message>
    <message>
        <source>the offset where the calls end must be 18-63, found %1</source>
        <translation>la position de fin des enchères doit être comprise entre 18 et 63 (valeur&#xa0;: %1)</translation>
    </message>
    <message>
        <source>the offset where the plays end must be %1-80, found %2</source>
        <translation>la position de fin du jeu doit être comprise entre %1 et 80 (valeur&#xa0;: %2)</translation>
    </message>
    <message>
        <source>call byte 0x%1 is not a call</source>
        <translation>l&apos;octet d&apos;enchère 0x%1 n&apos;est pas une enchère</translation>
    </message>
    <message>
        <source>the record states the contract %1, which its auction does not give</source>
        <translation>l&apos;enregistrement indique le contrat %1, qui ne résulte pas de ses enchères</translation>
    </message>
    <message>
        <source>play byte 0x%1 has rank %2: expected 0 (two) to 12 (ace)</source>
        <translation>l&apos;octet de jeu 0x%1 a la hauteur %2&#xa0;: attendu 0 (deux) à 12 (as)</translation>
    </message>
</context>
<context>
    <name>Kibitz::ZthFormat</name>
    <message>
        <source>Pavlicek target-hand records</source>
        <translation>Mains cibles de Pavlicek</translation>
    </message>
    <message>
        <source>bits 106-107 must be zero</source>
        <translation>les bits 106-107 doivent être à zéro</translation>
    </message>
    <message>
        <source>nibble 14 is not a trick count (0-13, or 15 for unknown): %1 by %2</source>
        <translation>la valeur 14 d&apos;un quartet n&apos;est pas un nombre de levées (0-13, ou 15 si inconnu)&#xa0;: %1 par %2</translation>
    </message>
</context>
</TS>
