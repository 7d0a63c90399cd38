### Mezzas Urteile auf Deutsch: für jede Regel, warum ein Zug erlaubt ist (allowed), warum nicht
### (refused) und was stattdessen ginge (fix), eine Meldung je Fall: <Regel>-<allowed|refused|fix>-<Fall>.
### Die englischen Meldungen stehen in content/mezza/rules.yaml; jede Meldung hier erhält dieselben
### Variablen ($player, $card …). Die Datei wird beim Erstellen der Seite geprüft
### (src/i18n/verdict-file.ts).
###
### Der Lernende wird geduzt. Ein Spieler ($player, $current) erscheint in zwei Formen:
###   { PERSON($player) ->
###       [you] Du hast
###      *[other] { $player } hat
###   }
### „you“ ist der Lernende, „other“ jeder andere Spieler (auch der Lernende, wenn er an einem
### geteilten Bildschirm beim Namen genannt wird). Am Satzanfang groß: Du; mitten im Satz: du.
###
### Karten ($card, $hand, $faceUp, $lowest, $top, $under), einfach eingesetzt, stehen so da, wie die
### Wortliste (terms.yaml) sie nennt: { $card } ergibt „7“ ohne Artikel, aber „der durchsichtige
### Joker“ mit Artikel. Braucht man den Artikel oder einen anderen Kasus, liefert NAME() die Form:
### { NAME($card) } ergibt „die 7“, { NAME($faceUp, case: "acc") } „den durchsichtigen Joker“,
### { NAME($card, case: "dat") } „der 7“ oder „dem 0-Joker“. Mit capital: "yes" wird der erste
### Buchstabe großgeschrieben, für den Satzanfang. Die Formen stehen unten: card-<Sorte> für die
### Karten mit eigenen Wörtern (die Joker, die Halbe), card für alle anderen, mit ihrem Wert als $name.

## Die Karten mit Artikel, in jedem Kasus: Nominativ (nom), Akkusativ (acc), Dativ (dat), Genitiv (gen).

# Zahlenkarten, weiblich wie „die Karte“: die 7, der 3½ (Dativ).
card = { $case ->
   *[nom] die { $name }
    [acc] die { $name }
    [dat] der { $name }
    [gen] der { $name }
  }
# Die Halbe (½), weiblich und gebeugt wie ein Adjektiv: die Halbe, mit der Halben.
card-half = { $case ->
   *[nom] die Halbe
    [acc] die Halbe
    [dat] der Halben
    [gen] der Halben
  }
# Der durchsichtige Joker (T), männlich.
card-T = { $case ->
   *[nom] der durchsichtige Joker
    [acc] den durchsichtigen Joker
    [dat] dem durchsichtigen Joker
    [gen] des durchsichtigen Jokers
  }
# Der 0-Joker (0), männlich.
card-0 = { $case ->
   *[nom] der 0-Joker
    [acc] den 0-Joker
    [dat] dem 0-Joker
    [gen] des 0-Jokers
  }

## Wo eine Karte liegt: { NAME($zone, case: "in") } ergibt „in deinem Blatt“ oder „bei deinen
## aufgedeckten Karten“, mit der Präposition, die zum Ort passt.

term-zone-hand = { $case ->
   *[nom] dein Blatt
    [in] in deinem Blatt
  }

term-zone-face-up = { $case ->
   *[nom] deine aufgedeckten Karten
    [in] bei deinen aufgedeckten Karten
  }

## MZ-07: Tauschen vor dem Start

MZ-07-allowed-deciding =
    { PERSON($player) ->
        [you] Du darfst
       *[other] { $player } darf
    } noch Handkarten gegen aufgedeckte Karten tauschen und dann „bereit“ sagen.
MZ-07-allowed-ready =
    { PERSON($player) ->
        [you] Du bist
       *[other] { $player } ist
    } bereit und damit mit dem Tauschen fertig.
MZ-07-allowed-swap =
    { PERSON($player) ->
        [you] Du hast
       *[other] { $player } hat
    } vor Spielbeginn { NAME($hand, case: "acc") } aus dem Blatt gegen { NAME($faceUp, case: "acc") } von den aufgedeckten Karten getauscht.
MZ-07-refused-started = Getauscht wird, bevor die erste Karte gespielt ist, und das Spiel hat schon begonnen.
MZ-07-refused-swapping = Das Spiel hat noch nicht begonnen: Zuerst tauschen alle und sagen dann „bereit“.
MZ-07-refused-waiting =
    { PERSON($player) ->
        [you] Du bist
       *[other] { $player } ist
    } schon bereit; die anderen tauschen noch.
MZ-07-refused-not-yours =
    { PERSON($player) ->
        [you] Du darfst
       *[other] { $player } darf
    } nur eine Karte aus dem eigenen Blatt gegen eine der eigenen aufgedeckten Karten tauschen.
MZ-07-fix-started = Spiel eine Karte, die passt, oder nimm den Ablagestapel auf, wenn nichts passt.
MZ-07-fix-swapping = Tausch eine Handkarte gegen eine deiner aufgedeckten Karten, oder sag, dass du bereit bist.
MZ-07-fix-waiting = Warte, bis alle bereit sind; dann beginnt, wer die niedrigste Handkarte hat.
MZ-07-fix-not-yours = Wähl eine Karte aus deinem Blatt und eine deiner aufgedeckten Karten.

## MZ-08: Die niedrigste Karte beginnt

MZ-08-allowed-card = { NAME($card, capital: "yes") } ist die niedrigste Karte im Blatt und eröffnet deshalb den Ablagestapel.
MZ-08-allowed-starter =
    { PERSON($player) ->
        [you] Du darfst
       *[other] { $player } darf
    } beginnen, denn { PERSON($player) ->
        [you] du hast
       *[other] { $player } hat
    } die niedrigste Handkarte: { $lowest }. Mit ihr wird der Ablagestapel eröffnet.
MZ-08-refused-card = Das Spiel beginnt mit der niedrigsten Handkarte, und das ist nicht { NAME($card) }.
MZ-08-refused-starter =
    { PERSON($current) ->
        [you] Du darfst
       *[other] { $current } darf
    } beginnen, denn { PERSON($current) ->
        [you] du hast
       *[other] { $current } hat
    } die niedrigste Handkarte: { $lowest }. Mit ihr wird der Ablagestapel eröffnet.
MZ-08-fix-card = Fang mit deiner niedrigsten Karte an: { $lowest }.
MZ-08-fix-starter = Warte auf die erste Karte; danach geht es im Uhrzeigersinn weiter.

## MZ-11: Im Uhrzeigersinn

MZ-11-allowed =
    { PERSON($player) ->
        [you] Du bist
       *[other] { $player } ist
    } an der Reihe.
MZ-11-refused =
    { PERSON($current) ->
        [you] Du bist
       *[other] { $current } ist
    } an der Reihe: Es wird im Uhrzeigersinn gespielt, immer einer nach dem anderen.
MZ-11-fix = Warte, bis du an der Reihe bist oder eine Schnapprunde für dich offen ist.

## MZ-12: Gleich oder höher

MZ-12-allowed = Der Ablagestapel zählt als { $pile }, und { NAME($card) } ist gleich hoch oder höher.
MZ-12-refused = Der Ablagestapel zählt als { $pile }, und { NAME($card) } ist niedriger.
MZ-12-fix = Passen würde: { $needed }.

## MZ-13: Mehrere gleiche auf einmal

MZ-13-refused = Karten, die zusammen gespielt werden, müssen alle von einer Sorte sein, aber { $kinds } sind verschieden.
MZ-13-fix = Spiel nur Karten einer Sorte.

## MZ-14: Eine Karte reicht

MZ-14-refused = Zum Ausspielen gehört mindestens eine Karte.
MZ-14-fix = Wähl eine oder mehrere Karten einer Sorte.

## MZ-15: Springen ist erlaubt

MZ-15-allowed = Der Ablagestapel zählt als { $pile }, und { NAME($card) } ist höher; Ränge darf man überspringen.

## MZ-16: Auf drei auffüllen

MZ-16-allowed = Nach dem Ausspielen wird das Blatt aus dem Nachziehstapel wieder auf drei aufgefüllt. Gezogen: { $count }.
MZ-16-refused-no-draw-pile = Jetzt gibt es nichts zu ziehen: Aufgefüllt wird nur direkt nach dem Ausspielen, solange der Nachziehstapel reicht.
MZ-16-refused-refill-first =
    { PERSON($player) ->
        [you] Du musst
       *[other] { $player } muss
    } nach dem Ausspielen erst aus dem Nachziehstapel auf drei auffüllen.
MZ-16-fix-no-draw-pile = Spiel eine Karte, oder nimm den Ablagestapel auf, wenn nichts passt.
MZ-16-fix-refill-first =
    { PERSON($player) ->
        [you] Du musst
       *[other] { $player } muss
    } erst wieder auf drei auffüllen; dann geht das Spiel weiter.

## MZ-17: Über drei wird nicht aufgefüllt

MZ-17-refused = Mit { $hand } Karten im Blatt gibt es nichts zu ziehen: Aufgefüllt wird nur bis drei.
MZ-17-fix = Spiel stattdessen eine Karte.

## MZ-18: Nichts passt? Stapel aufnehmen

MZ-18-allowed = Der Ablagestapel zählt als { $pile }, und nichts passt darauf. Also kommt der ganze Stapel ins Blatt ({ $cards }), und der Zug ist vorbei.
MZ-18-refused = Es gibt keinen Ablagestapel zum Aufnehmen: Er ist leer, also darf jede Karte gespielt werden.
MZ-18-fix = Spiel eine beliebige Karte und eröffne damit einen neuen Ablagestapel.

## MZ-19: Ein neuer Stapel nach dem Aufnehmen

MZ-19-allowed = Der Ablagestapel ist leer: { NAME($card, capital: "yes") } eröffnet einen neuen, und dafür passt jede Karte.

## MZ-20: Kein Aufnehmen nach Wahl

MZ-20-refused = Solange du spielen kannst, darfst du den Ablagestapel nicht aufnehmen. Er zählt als { $pile }, und du könntest spielen: { $playable }.
MZ-20-fix = Spiel eine der Karten, die passen.

## MZ-21: Schnappen ist nie Pflicht

MZ-21-allowed =
    { PERSON($player) ->
        [you] Du hast
       *[other] { $player } hat
    } aufs Schnappen verzichtet: Schnappen ist nie Pflicht.

## MZ-22: Zuerst aus dem Blatt

MZ-22-refused-hand =
    { PERSON($player) ->
        [you] Du hast
       *[other] { $player } hat
    } noch Karten im Blatt, und nur die dürfen gespielt werden; die aufgedeckten Karten warten.
MZ-22-refused-not-there = { NAME($card, capital: "yes") } liegt nicht { NAME($zone, case: "in") }.
MZ-22-fix-hand = Spiel aus deinem Blatt.
MZ-22-fix-not-there = Wähl eine Karte, die dort liegt.

## MZ-23: Dann die aufgedeckten Karten

MZ-23-refused = Aufgedeckte Karten werden erst gespielt, wenn der Nachziehstapel leer ist und das Blatt auch.
MZ-23-fix = Solange der Nachziehstapel reicht: Zieh nach und spiel aus deinem Blatt.

## MZ-27: Verdeckte Karten kommen zuletzt

MZ-27-refused-face-up-left = Verdeckte Karten kommen zuletzt: Zuerst müssen die aufgedeckten Karten gespielt sein.
MZ-27-refused-hand-left = Verdeckte Karten kommen zuletzt: Zuerst muss das Blatt leer sein.
MZ-27-fix-face-up-left = Spiel eine deiner aufgedeckten Karten, oder nimm den Ablagestapel auf, wenn keine passt.
MZ-27-fix-hand-left = Spiel aus deinem Blatt, oder nimm den Ablagestapel auf, wenn nichts passt.

## MZ-28: Eine verdeckte Karte

MZ-28-allowed = Verdeckte Karten übrig: { $left }. Eine davon wird blind umgedreht und gespielt.
MZ-28-refused-flip-first = Wenn nur noch verdeckte Karten übrig sind, drehst du eine um und spielst sie; einfach den Ablagestapel aufnehmen geht nicht.
MZ-28-refused-no-card = An dieser Stelle liegt keine verdeckte Karte.
MZ-28-fix-flip-first = Dreh eine deiner verdeckten Karten um.
MZ-28-fix-no-card = Wähl eine deiner verdeckten Karten.

## MZ-32: Wer zuerst fertig ist, gewinnt

MZ-32-refused =
    { PERSON($player) ->
        [you] Du hast
       *[other] { $player } hat
    } keine Karten mehr: fertig und aus dem Spiel, mit festem Platz in der Reihenfolge.
MZ-32-fix = Weiter spielen nur die, die noch Karten haben.

## MZ-33: Weiterspielen bis zum Letzten

MZ-33-refused = Das Spiel ist vorbei: Nur noch ein Spieler hat Karten.
MZ-33-fix = Starte das nächste Spiel oder eine neue Partie.

## MZ-34: Der durchsichtige Joker

MZ-34-allowed = Der durchsichtige Joker passt auf alles, und der Ablagestapel behält seinen Rang: Er zählt als { $pile }.

## MZ-35: Der 0-Joker

MZ-35-allowed = Passt: { $card }. Der 0-Joker geht auf alles und zählt als 0, danach darf jede Karte kommen.

## MZ-36: Auch die Halbe muss passen

MZ-36-allowed = Die Halbe passt wie jede Karte: Der Ablagestapel zählt als { $pile }.
MZ-36-refused = Die Halbe ist die niedrigste Karte, und der Ablagestapel zählt als { $pile }. Eine Halbe passt nur auf einen Stapel, der als ½ oder 0 zählt, nach einer 4, auf eine 3½, 6½ oder 9½, um sie zu ergänzen, oder auf die Halben einer fertigen Kombination.
MZ-36-fix = Passen würde: { $needed }.

## MZ-37: Die Halbe ergänzt

MZ-37-allowed = ½ auf { $under } ergibt { $made }, und der Ablagestapel zählt ab jetzt als { $made }.

## MZ-39: Einen Zug schnappen

MZ-39-refused-closed = Es gibt nichts zu schnappen: Beim Schnappen kommt eine Halbe auf eine 3½, 6½ oder 9½, die gerade gespielt wurde.
MZ-39-refused-not-open =
    { PERSON($player) ->
        [you] Du kannst
       *[other] { $player } kann
    } jetzt nicht schnappen: Schnappen dürfen nur Spieler, die eine Halbe haben, die sie gerade spielen dürfen.
MZ-39-refused-own =
    { PERSON($player) ->
        [you] Du hast
       *[other] { $player } hat
    } diese Karte selbst gelegt: Schnappen dürfen nur die anderen.
MZ-39-fix-closed = Warte, bis eine 3½, 6½ oder 9½ gespielt wird.
MZ-39-fix-not-open = Warte, bis du an der Reihe bist.
MZ-39-fix-own = Warte auf den nächsten Spieler, oder darauf, dass jemand schnappt.

## MZ-40: Die erste Halbe bekommt den Zug

MZ-40-allowed =
    { PERSON($player) ->
        [you] Du hast
       *[other] { $player } hat
    } den Zug geschnappt: ½ auf { $top } ergibt { $made }.
MZ-40-refused = Schnappen geht nur mit einer Halben, und { NAME($card) } ist keine.
MZ-40-fix = Schnapp mit einer Halben, oder verzichte darauf.

## MZ-43: Noch eine Halbe auf die Kombination

MZ-43-allowed = Eine weitere Halbe auf der Kombination zählt als gleiche Karte: Der Ablagestapel zählt weiter als { $made }.

## MZ-46: Ein Joker unterbricht die Kombination

MZ-46-refused = Ein Joker unterbricht die Kombination: Die Halbe kann die Karte unter dem Joker nicht mehr ergänzen, und der Ablagestapel zählt als { $pile }.
MZ-46-fix = Passen würde: { $needed }.

## MZ-47: Die 3½

MZ-47-allowed = Die 3½ passt wie jede Karte: Sie ist höher als 3 und niedriger als 4, und der Ablagestapel zählt als { $pile }.
MZ-47-refused = Die 3½ ist niedriger als der Ablagestapel; er zählt als { $pile }.
MZ-47-fix = Passen würde: { $needed }.

## MZ-48: Nach einer 4 niedrig spielen

MZ-48-allowed = Nach einer 4 muss der nächste Spieler einmal 4 oder niedriger spielen, und { NAME($card) } ist 4 oder niedriger.
MZ-48-refused = Nach einer 4 muss der nächste Spieler einmal 4 oder niedriger spielen, und { NAME($card) } ist höher.
MZ-48-fix = Passen würde: { $needed }.

## MZ-49: Die 6½

MZ-49-allowed = Die 6½ passt wie jede Karte: Sie ist höher als 6 und niedriger als 7, und der Ablagestapel zählt als { $pile }.
MZ-49-refused = Die 6½ ist niedriger als der Ablagestapel; er zählt als { $pile }.
MZ-49-fix = Passen würde: { $needed }.

## MZ-50: Bei der 7 wird ausgesetzt

MZ-50-refused =
    { PERSON($player) ->
        [you] Du musst
       *[other] { $player } muss
    } wegen der 7 diesmal aussetzen, und { PERSON($current) ->
        [you] du bist
       *[other] { $current } ist
    } an der Reihe.
MZ-50-fix = Warte, bis du wieder an der Reihe bist.

## MZ-51: Nach einer 7 kommt 7 oder höher

MZ-51-allowed = Nach einer 7 muss die nächste Karte 7 oder höher sein, und { NAME($card) } ist es.
MZ-51-refused = Der Ablagestapel zählt als { $pile }: Nach einer 7 muss die nächste Karte 7 oder höher sein.
MZ-51-fix = Passen würde: { $needed }.

## MZ-52: Die 9½ ist die höchste Karte

MZ-52-allowed = Die 9½ ist die höchste Karte und passt auf den Ablagestapel; er zählt als { $pile }.
MZ-52-refused-nine-on-nine = Wörtlich gelesen darf auf eine 9½ nur ein Joker oder eine Halbe, also keine { $card }.
MZ-52-refused-quick = Wörtlich gelesen darf auf eine 9½ nur ein Joker oder eine Halbe, also kann eine gerade gezogene 9½ nicht schnell darauf ausgespielt werden: Auch eine schnell ausgespielte Karte muss auf den Ablagestapel passen wie jede andere.
MZ-52-fix-nine-on-nine = Passen würde: { $needed }.
MZ-52-fix-quick = Behalte die 9½ in deinem Blatt und verzichte aufs schnelle Ausspielen.

## MZ-53: Bei 10 wird der Stapel verbrannt

MZ-53-allowed =
    ½ auf 9½ ergibt 10: Der Ablagestapel wird beiseitegelegt (verbrannt), und { PERSON($player) ->
        [you] du bist
       *[other] { $player } ist
    } an der Reihe, einen neuen zu eröffnen.

## MZ-54: Wer 10 macht, fängt neu an

MZ-54-allowed = Die 10 hat den Ablagestapel beiseitegelegt: Wer sie gemacht hat, eröffnet einen neuen mit einer beliebigen Karte, hier mit { NAME($card, case: "dat") }.

## MZ-56: Vier gleiche verbrennen den Stapel

MZ-56-allowed =
    Vier gleiche Karten ({ $cards }): Der Ablagestapel wird beiseitegelegt (verbrannt), und { PERSON($player) ->
        [you] du bist
       *[other] { $player } ist
    } an der Reihe, einen neuen zu eröffnen.

## MZ-57: Vier gleiche, von wem auch immer

MZ-57-allowed =
    Gelegt: { $cards }. Damit liegen oben auf dem Ablagestapel vier { $plural } in einer Reihe: Er wird beiseitegelegt (verbrannt), und { PERSON($player) ->
        [you] du bist
       *[other] { $player } ist
    } an der Reihe, einen neuen zu eröffnen.

## MZ-58: Wer die vierte legt, fängt neu an

MZ-58-allowed = Vier gleiche Karten haben den Ablagestapel beiseitegelegt: Wer die vierte gelegt hat, eröffnet einen neuen mit einer beliebigen Karte, hier mit { NAME($card, case: "dat") }.

## MZ-60: Vier gleiche gehen vor

MZ-60-allowed =
    Vier gleiche Karten gehen jeder Kombination vor: Auf der { $under } liegen jetzt vier Halbe, also wird der Ablagestapel beiseitegelegt (verbrannt), statt als { $made } zu zählen, und { PERSON($player) ->
        [you] du bist
       *[other] { $player } ist
    } an der Reihe, einen neuen zu eröffnen.

## MZ-61: Schnell ausspielen

MZ-61-allowed = Was gerade beim Auffüllen gezogen wurde und zur eben gespielten Sorte gehört, darf sofort folgen, im selben Zug: { $cards }.
MZ-61-refused = Schnell ausspielen darf man nur Karten der eben gespielten Sorte, die bei diesem Auffüllen gezogen wurden.
MZ-61-fix = Spiel nur schnell aus, was du gerade von dieser Sorte gezogen hast, oder verzichte darauf.

## MZ-62: Schnell, vor dem nächsten Spieler

MZ-62-refused = Schnell ausspielen geht gerade nicht: Das geht nur direkt nach einem Auffüllen, bei dem eine Karte der eben gespielten Sorte gezogen wurde, und es endet, sobald der nächste Spieler spielt.
MZ-62-fix = Spiel weiter, wenn du an der Reihe bist.

## MZ-63: Letzte Handkarte und gleiche aufgedeckte Karten

MZ-63-allowed = Nach der letzten Handkarte dürfen aufgedeckte Karten derselben Sorte sofort folgen: { $cards }.
MZ-63-refused = Der letzten Handkarte dürfen nur aufgedeckte Karten der eben gespielten Sorte folgen.
MZ-63-fix = Leg von deinen aufgedeckten Karten nur { $plural } dazu, oder verzichte darauf.

## MZ-A2: Zwei bis sechs Spieler

MZ-A2-allowed = { $players } Spieler, mit { $cards } Karten.
MZ-A2-refused = Mezza wird von 2 bis 6 Spielern gespielt, also kann es mit { $players } nicht losgehen.
MZ-A2-fix = Wähl 2 bis 6 Spieler.

## MZ-A3: Eine 9½ auf eine 9½

MZ-A3-allowed = Nach der hier gewählten Hausregel darf eine 9½ wie jede gleiche Karte auf eine 9½.

## MZ-A5: Schnappen, einer nach dem anderen

MZ-A5-refused =
    { PERSON($player) ->
        [you] Du kannst
       *[other] { $player } kann
    } auf nichts verzichten: Gerade wartet weder Schnappen noch schnelles Ausspielen.
MZ-A5-fix = Spiel, wenn du an der Reihe bist.

## MZ-A10: Ein Joker eröffnet den Stapel

MZ-A10-allowed = Ein Joker hat diesen Stapel eröffnet, also zählt er als 0, und jede Karte darf folgen, hier { NAME($card) }.

## MZ-A11: Wer beginnt

MZ-A11-allowed = Wer beginnt, darf alle Karten der niedrigsten Sorte auf einmal legen: { $cards }.

## MZ-A12: Was schnell ausgespielt werden darf

MZ-A12-allowed =
    { PERSON($player) ->
        [you] Du hast
       *[other] { $player } hat
    } aufs schnelle Ausspielen verzichtet; als Nächstes kommt die Schnapprunde, falls es eine gibt.

## MZ-A14: Keine Punkte, sondern eine Reihenfolge

MZ-A14-refused = Eine Partie hat mindestens ein Spiel, und { $games } ist zu wenig.
MZ-A14-fix = Wähl 1 Spiel oder mehr.

## MZ-A15: Auch Joker müssen gespielt werden

MZ-A15-refused = Joker zählen als Karten, die passen: Der Ablagestapel zählt als { $pile }, und du könntest spielen: { $playable }. Deshalb darf der Ablagestapel nicht aufgenommen werden.
MZ-A15-fix = Spiel den Joker.
