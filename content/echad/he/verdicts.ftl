### Echad's verdicts in Hebrew: for each rule, why a move is allowed (allowed), why it is refused
### (refused) and what would do instead (fix), one message a case: <rule>-<allowed|refused|fix>-<case>.
### The English messages are in content/echad/rules.yaml; each message here takes the same values
### ($player, $card …). The build checks this file against them (src/i18n/verdict-file.ts).
###
### The learner is addressed in the masculine singular. A player ($player, $current, $next,
### $offender, $challenger) is written both ways where the verb after it changes:
###   { PERSON($player) ->
###       [you] אתה הנחת
###      *[other] { $player } הניח
###   }
### "you" is the learner; "other" is any other player, and the learner too when players share one
### screen and are called by name. Where nothing changes, { $player } alone says אתה or שחקן 2.
### A card ($card, $top …) is printed as terms.yaml names it, without an article.

## EC-12: מי מתחיל

EC-12-allowed = { $player } יכול להתחיל: השחקן שמשמאל למחלק משחק ראשון.
EC-12-refused = השחקן שמשמאל למחלק מתחיל, וזה { $current }. { $player } צריך לחכות.
EC-12-fix = חכה עד שיגיע התור שלך.

## EC-13: להתאים לקלף העליון

EC-13-allowed-colour = { $card } באותו צבע כמו הקלף העליון, { $top }.
EC-13-allowed-letter = על { $card } יש אותה אות כמו על הקלף העליון, { $top }.
EC-13-refused-no-match = { $card } לא מתאים לקלף העליון, { $top }: הוא לא { $colour }, ואין עליו אותה אות.
EC-13-refused-not-in-hand = { $card } לא נמצא ביד שלך.
EC-13-fix-no-match = הנח קלף { $colour }, קלף עם אותה אות כמו { $top }, או ג׳וקר. אם אין לך קלף כזה, קח קלף מהקופה.
EC-13-fix-not-in-hand = בחר קלף מהיד שלך.

## EC-15: קלף אחד בכל תור

EC-15-refused =
    { PERSON($player) ->
        [you] אתה הנחת
       *[other] { $player } הניח
    } כבר קלף, ובזה נגמר התור. עכשיו { $current } יכול לשחק.
EC-15-fix = חכה לתור הבא שלך.

## EC-16: אין קלף מתאים? קח קלף אחד

EC-16-allowed-draw = אף קלף ביד לא מתאים, ולכן { $player } יכול לקחת קלף אחד.
EC-16-allowed-play-drawn = { $player } יכול להניח { $card }, הקלף שנלקח הרגע, כי הוא מתאים.
EC-16-refused-once = בתור הזה כבר נלקח קלף. לוקחים רק קלף אחד.
EC-16-refused-draw-first = { $player } צריך להניח קלף או לקחת קלף, ורק אז התור יכול להיגמר.
EC-16-refused-only-drawn = אחרי שלוקחים קלף, מותר להניח רק את הקלף שנלקח הרגע.
EC-16-fix-once = הנח את הקלף שלקחת אם הוא מתאים, או שמור אותו ביד.
EC-16-fix-draw-first = הנח קלף מתאים, או קח קלף מהקופה.
EC-16-fix-only-drawn = הנח את הקלף שלקחת הרגע, אם הוא מתאים, או שמור אותו ביד.

## EC-17: כשהקלף שלקחת לא מתאים

EC-17-allowed = { $card } נכנס ליד, והתור נגמר.
EC-17-refused-no-match = { $card } לא מתאים לקלף העליון, { $top }, ולכן אי אפשר להניח אותו. הוא נשאר ביד.
EC-17-refused-done =
    { PERSON($player) ->
        [you] אתה לקחת
       *[other] { $player } לקח
    } קלף, הקלף נשאר ביד, ובזה נגמר התור. עכשיו { $current } יכול לשחק.
EC-17-fix-no-match = שמור את הקלף: התור שלך נגמר.
EC-17-fix-done = חכה לתור הבא שלך.

## EC-18: לבחור לא להניח קלף

EC-18-allowed = { $player } יכול לקחת קלף במקום להניח. אחרי זה, בתור הזה אפשר להניח רק את הקלף שנלקח.

## EC-19: אחרי שבחרת לקחת קלף

EC-19-allowed = { $player } יכול להניח { $card }, הקלף שנלקח הרגע.
EC-19-refused =
    { PERSON($player) ->
        [you] אתה בחרת
       *[other] { $player } בחר
    } לקחת קלף במקום להניח, ולכן בתור הזה מותר להניח רק את הקלף שנלקח.
EC-19-fix = הנח את הקלף שלקחת אם הוא מתאים, או שמור אותו ביד.

## EC-20: כשהקופה נגמרת

EC-20-allowed = הקופה הייתה ריקה, ולכן הקלפים שמתחת לקלף העליון ({ $reshuffled } קלפים) עורבבו והפכו לקופה חדשה. { $player } יכול לקחת קלף.

## EC-21: אמור „אחד”!

EC-21-allowed = { $player } מניח { $card } ואומר „אחד”: נשאר קלף אחד!
EC-21-refused-too-early = אומרים „אחד” רק כשיישאר קלף אחד. אחרי הקלף הזה, { $player } עדיין עם { $left } קלפים ביד.
EC-21-refused-said =
    { PERSON($offender) ->
        [you] אתה אמרת
       *[other] { $offender } אמר
    } „אחד”, ולכן אין את מי לתפוס.
EC-21-fix-too-early = הנח את הקלף בלי לומר „אחד”.
EC-21-fix-said = תפוס רק שחקן ששכח לומר „אחד”.

## EC-22: שוכחים לומר „אחד”

EC-22-allowed-forgot = { $player } יכול להניח { $card }, אבל „אחד” לא נאמר. כל שחקן אחר יכול לתפוס את זה עד שהתור הבא מתחיל.
EC-22-allowed-challenge = { $challenger } תופס את זה: „אחד” לא נאמר, ולכן { $offender } לוקח { $count } קלפים.
EC-22-refused-nothing = אף אחד לא שכח לומר „אחד”, ולכן אין את מי לתפוס.
EC-22-refused-self = שחקן לא יכול לתפוס את עצמו על „אחד” ששכח. רק שחקן אחר יכול.
EC-22-refused-no-seat = ליד השולחן הזה אין מקום כזה: { $seat }.
EC-22-fix-nothing = תפוס רק שחקן שנשאר עם קלף אחד בלי לומר „אחד”.
EC-22-fix-self = בפעם הבאה, אמור „אחד” כשאתה מניח את הקלף שלפני האחרון.
EC-22-fix-no-seat = בחר שחקן שיושב ליד השולחן.

## EC-23: מאוחר מדי לתפוס

EC-23-refused = מאוחר מדי: התור הבא כבר התחיל, ולכן { $offender } לא לוקח קלפים.
EC-23-fix = בפעם הבאה, תפוס את זה לפני שהשחקן הבא מתחיל.

## EC-24: סוף הסיבוב

EC-24-allowed = { $player } מניח את הקלף האחרון, { $card }. הסיבוב נגמר!
EC-24-refused-over = הסיבוב נגמר, ולכן אי אפשר לעשות עוד מהלכים.
EC-24-fix-over = התחל את הסיבוב הבא.

## EC-30: ניצחון במשחק

EC-30-refused = יעד הנקודות של משחק צריך להיות נקודה אחת לפחות, ולא { $target }.
EC-30-fix = בחר יעד, למשל 300 נקודות.

## EC-31: קח 3

EC-31-allowed-draw = { $player } יכול עכשיו לקחת { $count } קלפים מהקופה. זה כל התור.
EC-31-refused-must = { $player } צריך לקחת 3 קלפים. זה כל התור, ולכן אי אפשר לעשות שום דבר אחר.
EC-31-refused-done =
    { PERSON($player) ->
        [you] אתה לקחת
       *[other] { $player } לקח
    } 3 קלפים, וזה היה כל התור. עכשיו { $current } יכול לשחק.
EC-31-fix-must = קח מהקופה.
EC-31-fix-done = חכה לתור הבא שלך.

## EC-32: להניח קח 3

EC-32-allowed-colour = { $card } מתאים לקלף העליון, כי גם הוא { $colour }. { $next } צריך לקחת 3 קלפים.
EC-32-allowed-same = { $card } מונח על קח 3 אחר. { $next } צריך לקחת 3 קלפים.
EC-32-refused = { $card } יכול לעלות רק על קלף בצבע שלו או על קח 3 אחר, אבל { $top } הוא לא זה ולא זה.
EC-32-fix = הנח קלף שמתאים לקלף העליון, { $top }, או קח קלף מהקופה.

## EC-33: הקלף הראשון הוא קח 3

EC-33-allowed-draw = הקלף הראשון היה קח 3, ולכן { $player } יכול לקחת { $count } קלפים. זה כל התור.
EC-33-refused-must = הקלף הראשון היה קח 3: { $player } צריך קודם לקחת 3 קלפים.
EC-33-fix-must = קח מהקופה.

## EC-35: להניח שינוי כיוון

EC-35-allowed-colour = { $card } מתאים לקלף העליון, כי גם הוא { $colour }. עכשיו המשחק הולך לכיוון השני.
EC-35-allowed-same = { $card } מונח על שינוי כיוון אחר. עכשיו המשחק הולך לכיוון השני.
EC-35-refused = { $card } יכול לעלות רק על קלף בצבע שלו או על שינוי כיוון אחר, אבל { $top } הוא לא זה ולא זה.
EC-35-fix = הנח קלף שמתאים לקלף העליון, { $top }, או קח קלף מהקופה.

## EC-36: הקלף הראשון הוא שינוי כיוון

EC-36-allowed = הקלף הראשון היה שינוי כיוון, ולכן המשחק הולך לכיוון השני. { $player } יכול להתחיל.
EC-36-refused = הקלף הראשון היה שינוי כיוון, ולכן השחקן שמימין למחלק מתחיל. { $current } צריך לשחק ראשון; { $player } צריך לחכות.
EC-36-fix = חכה עד שיגיע התור שלך.

## EC-37: דלג תור

EC-37-refused = { $player } מפסיד את התור הזה בגלל קלף דלג תור. עכשיו { $current } יכול לשחק.
EC-37-fix = חכה לתור הבא שלך.

## EC-38: להניח דלג תור

EC-38-allowed-colour = { $card } מתאים לקלף העליון, כי גם הוא { $colour }. { $next } מפסיד תור.
EC-38-allowed-same = { $card } מונח על דלג תור אחר. { $next } מפסיד תור.
EC-38-refused = { $card } יכול לעלות רק על קלף בצבע שלו או על דלג תור אחר, אבל { $top } הוא לא זה ולא זה.
EC-38-fix = הנח קלף שמתאים לקלף העליון, { $top }, או קח קלף מהקופה.

## EC-39: הקלף הראשון הוא דלג תור

EC-39-allowed = הקלף הראשון היה דלג תור, ולכן השחקן הראשון הפסיד תור. { $player } יכול להתחיל.
EC-39-refused = הקלף הראשון היה דלג תור, ולכן השחקן שמשמאל למחלק הפסיד את התור הראשון. עכשיו { $current } צריך לשחק; { $player } צריך לחכות.
EC-39-fix = חכה לתור הבא שלך.

## EC-40: ג׳וקר

EC-40-allowed = { $player } בוחר צבע: { $colour }. השחקן הבא צריך להניח קלף { $colour } או ג׳וקר.
EC-40-refused-choose-first = הרגע הונח ג׳וקר: { $player } צריך קודם לבחור לו צבע.
EC-40-refused-no-wild = בוחרים צבע רק מיד אחרי שמניחים ג׳וקר.
EC-40-refused-bad-colour = „{ $colour }” הוא לא אחד הצבעים: כחול, ירוק, אדום או צהוב.
EC-40-fix-choose-first = בחר כחול, ירוק, אדום או צהוב.
EC-40-fix-no-wild = הנח קלף, או קח קלף מהקופה.
EC-40-fix-bad-colour = בחר כחול, ירוק, אדום או צהוב.

## EC-41: אחרי ג׳וקר

EC-41-allowed = { $card } בצבע { $colour }, הצבע שנבחר לג׳וקר.
EC-41-refused = { $card } לא בצבע { $colour }, הצבע שנבחר לג׳וקר שלמעלה.
EC-41-fix = הנח קלף { $colour } או ג׳וקר, או קח קלף מהקופה.

## EC-42: ג׳וקר אפשר להניח על כל קלף

EC-42-allowed = ג׳וקר אפשר להניח על כל קלף, גם על { $top }. עכשיו בחר צבע.

## EC-43: הקלף הראשון הוא ג׳וקר

EC-43-allowed = הקלף הראשון היה ג׳וקר. { $player } בוחר צבע: { $colour }, ואז משחק את התור.
EC-43-refused-choose-first = הקלף הראשון הוא ג׳וקר: { $player } צריך קודם לבחור את צבע הפתיחה.
EC-43-fix-choose-first = בחר כחול, ירוק, אדום או צהוב.

## EC-44: ג׳וקר קח 3

EC-44-allowed-colour = { $player } בוחר צבע: { $colour }. { $next } צריך לקחת 3 קלפים.
EC-44-allowed-draw = { $player } יכול עכשיו לקחת { $count } קלפים מהקופה. זה כל התור.
EC-44-refused-choose-first = הרגע הונח ג׳וקר קח 3: { $player } צריך קודם לבחור לו צבע.
EC-44-refused-must = { $player } צריך לקחת 3 קלפים בגלל הג׳וקר קח 3. זה כל התור.
EC-44-fix-choose-first = בחר כחול, ירוק, אדום או צהוב.
EC-44-fix-must = קח מהקופה.

## EC-45: ג׳וקר קח 3 אפשר להניח על כל קלף

EC-45-allowed = ג׳וקר קח 3 אפשר להניח על כל קלף, גם על { $top }. עכשיו בחר צבע; אחר כך { $next } צריך לקחת 3 קלפים.

## EC-46: הקלף הראשון הוא ג׳וקר קח 3

EC-46-allowed-draw = הקלף הראשון היה ג׳וקר קח 3: { $player } יכול לקחת { $count } קלפים, ואחר כך לבחור את הצבע.
EC-46-refused-must = הקלף הראשון היה ג׳וקר קח 3: { $player } צריך לקחת 3 קלפים לפני שבוחרים את הצבע.
EC-46-fix-must = קח מהקופה.

## EC-48: לוקחים עד שמוצאים קלף מתאים (חוק שאפשר להסכים עליו)

EC-48-allowed-again = { $card } לא מתאים, ולפי החוק הזה { $player } צריך להמשיך לקחת קלפים.
EC-48-refused-keep = { $card } לא מתאים. לפי החוק „לוקחים עד שמוצאים קלף מתאים”, { $player } צריך להמשיך לקחת קלפים.
EC-48-fix-keep = קח עוד קלף.

## EC-A1: איזו אות מופיעה רק פעם אחת

EC-A1-refused = „{ $split }” היא לא דרך לחלק את האותיות.
EC-A1-fix = בחר יוּד פעם אחת (בכתובת: yud-once) או אָלֶף פעם אחת (בכתובת: alef-once).

## EC-A3: מתי אומרים „אחד”

EC-A3-refused = אמור „אחד” עם הקלף שלפני האחרון, לא עם האחרון. { $player } מסיים עכשיו את הקלפים עם { $card }.
EC-A3-fix = הנח את הקלף בלי לומר „אחד”.

## EC-A4: כמה שחקנים

EC-A4-allowed = { $players } שחקנים יכולים לשחק.
EC-A4-refused = המשחק „אחד” הוא ל־2 עד 10 שחקנים, ולא ל־{ $players }.
EC-A4-fix = בחר בין 2 ל־10 שחקנים.

## EC-A5: קח 3 כקלף ראשון

EC-A5-refused = הקלף הראשון היה קח 3: { $player } צריך לקחת 3 קלפים, ואי אפשר להניח קלף בתור הזה.
EC-A5-fix = קח מהקופה.

## EC-A6: ג׳וקר קח 3 כקלף ראשון

EC-A6-allowed = { $player } בוחר צבע: { $colour }. לקחת קלפים ולבחור צבע, זה כל התור.
EC-A6-refused = כשהקלף הראשון הוא ג׳וקר קח 3, { $player } צריך לקחת 3 קלפים ולבחור צבע. זה כל התור: לא מניחים קלף.
EC-A6-fix = קח את הקלפים, ואז בחר צבע.

## EC-A7: אין צבירה

EC-A7-refused = אי אפשר להניח עכשיו { $card }: { $player } צריך לקחת 3 קלפים, וזה כל התור.
EC-A7-fix = קח מהקופה.

## EC-A8: „בכל עת” פירושו בתור שלך

EC-A8-refused = אי אפשר להניח עכשיו { $card }: { $player } צריך לקחת 3 קלפים, וזה כל התור.
EC-A8-fix = קח מהקופה.

## EC-A9: לאילו קלפים מתאים קלף פעולה

EC-A9-refused-letter-on-action = { $card } לא מתאים לקלף העליון, { $top }: קלף אות עולה על קלף פעולה רק אם הם באותו צבע.
EC-A9-refused-wild-pick-up = { $card } לא מתאים לקלף העליון, { $top }: ג׳וקר קח 3 הוא לא קח 3. עליו אפשר להניח רק קלף { $colour } או ג׳וקר.
EC-A9-fix-letter-on-action = הנח קלף { $colour }, קלף עם אותה פעולה, או ג׳וקר. אם אין לך, קח קלף מהקופה.
EC-A9-fix-wild-pick-up = הנח קלף { $colour } או ג׳וקר, או קח קלף מהקופה.

## EC-A10: הצבע של הג׳וקר נשאר

EC-A10-refused = { $card } מתאים לקלף שמתחת לג׳וקר, { $beneath }, אבל זה כבר לא נחשב. על { $top } אפשר להניח רק קלף { $colour } או ג׳וקר.
EC-A10-fix = הנח קלף { $colour } או ג׳וקר, או קח קלף מהקופה.

## EC-A11: את הקלף שלקחת מניחים רק אם רוצים

EC-A11-allowed = { $card } מתאים, אבל { $player } יכול לשמור אותו. התור נגמר.

## EC-A12: כשהקלפים נגמרים

EC-A12-allowed = אין יותר קלפים לקחת, ולכן { $player } יכול לסיים את התור.
EC-A12-refused = אין יותר קלפים לקחת, אפילו לא מתחת לקלף העליון.
EC-A12-fix = הנח קלף מתאים אם יש לך, או סיים את התור.

## EC-A13: שינוי כיוון כשמשחקים שניים

EC-A13-refused = כשמשחקים שניים לפי החוק של אונו, { $player } מפסיד תור בגלל שינוי הכיוון. { $current } יכול לשחק שוב.
EC-A13-fix = חכה לתור הבא שלך.

## EC-A14: לסיים עם קלף פעולה

EC-A14-allowed = { $player } מסיים את הקלפים עם { $card }. הסיבוב נגמר מיד, ולכן הקלף לא עושה כלום.

## EC-A16: לאיזה כיוון משחקים

EC-A16-allowed = { $player } יכול לשחק עכשיו. המשחק הולך { $direction }.
EC-A16-refused = עכשיו { $current } צריך לשחק; { $player } צריך לחכות. המשחק הולך { $direction }.
EC-A16-fix = חכה עד שיגיע התור שלך.
