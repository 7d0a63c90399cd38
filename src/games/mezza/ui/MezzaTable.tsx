/**
 * The Mezza table: the other players with their face-up cards, the draw pile, the discard pile
 * with what it counts as, the burnt cards, an open window's question, and one player's own cards,
 * laid out with the generic table widgets and Mezza's card faces. Only renders the state it is
 * given, with what the rules say of it (`facts`, facts.ts), and reports presses as moves; it never
 * decides a rule.
 */
import { useMemo } from 'preact/hooks';
import { mezzaThings } from '../names';
import { gameWordsIn, seatIn, useNames, useSpeech } from '../../../widgets/speech';
import { hintMark } from '../../../widgets/table/words';
import { mezzaFacesIn } from './MezzaCardFace';
import { MEZZA_TABLE_WORDS } from './table-words';
import type { TableSpeech } from './speech';
import type { MezzaFacts } from './facts';
import type { MezzaMove, MezzaState } from '../state';
import { seatName } from '../table';
import { hintsOf } from './hints';
import { MezzaCentre } from './MezzaCentre';
import { MezzaOwnCards } from './MezzaOwnCards';
import { MezzaSeats } from './MezzaSeats';
import { WindowAsk } from './WindowAsk';
import { windowQuestion } from './windows';

interface Props {
  readonly game: MezzaState;
  /** Whose own cards are shown: the learner, or the person holding the device. */
  readonly viewer: number;
  /** What the rules say of the game for the viewer (mezzaFacts). */
  readonly facts: MezzaFacts;
  readonly onMove: (move: MezzaMove) => void;
  /** Moves to ring when the learner asks for a hint. */
  readonly hinted?: readonly MezzaMove[];
  /** Show every hand face up (lessons about counting them). */
  readonly showAll?: boolean;
  /** Hide the viewer's hand (the hand-over screen between players on one device). */
  readonly hidden?: boolean;
  /** How seats are called: "You" and "Player 2", or "Player 1"… when players share a device. */
  readonly nameOf?: (seat: number) => string;
  /** Players share one screen: seat 0 is named like the others, not "you". */
  readonly shared?: boolean;
}

export function MezzaTable({ game, viewer, facts, onMove, hinted = [], showAll, hidden, shared, ...props }: Props) {
  const { language, table: kitWords } = useSpeech();
  const names = useNames(mezzaThings);
  const nameOf = props.nameOf ?? (language ? seatIn(names) : seatName);
  // When people share the screen each seat goes by its number, the first too: "Player 1", not "you".
  const you = shared ? nameOf(0) : undefined;
  const say = useMemo(
    () => gameWordsIn(MEZZA_TABLE_WORDS, language, { names, ...(you ? { you } : {}) }),
    [language, names, you],
  );
  const speech = useMemo(
    (): TableSpeech => ({ say, faces: mezzaFacesIn(language), hint: (on: boolean) => hintMark(on, kitWords) }),
    [say, language, kitWords],
  );
  const hints = hintsOf(hinted);
  const ask = hidden ? null : windowQuestion(game, facts.window, say);
  const toMove = !hidden && facts.toMove;
  return (
    <div class="table mezza-table">
      <MezzaSeats game={game} viewer={viewer} acting={facts.acting} nameOf={nameOf} showAll={showAll} speech={speech} />
      <MezzaCentre game={game} facts={facts} onMove={onMove} hints={hints} speech={speech} />
      {ask && <WindowAsk ask={ask} onMove={onMove} hints={hints} hint={speech.hint} />}
      <div class="you">
        <MezzaOwnCards
          game={game}
          seat={viewer}
          toMove={toMove}
          onMove={onMove}
          hints={hints}
          learner={viewer === 0 && you === undefined}
          hidden={hidden}
          speech={speech}
        />
      </div>
    </div>
  );
}
