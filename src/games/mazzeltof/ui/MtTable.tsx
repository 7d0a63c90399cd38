/**
 * The MazzelTof table: the other side above the three piles, your own side below — your partner's
 * open cards, your draw pile and penalty stack, then your open cards and your hand. A play is two
 * presses: a card (from your hand, your team's open cards or your revealed draw pile), then a pile.
 * The table only renders the state it is given and reports presses as moves; it never decides a rule.
 */
import { seatZone } from '../../../engine/zones';
import { cardWords } from '../cards';
import type { MtMove, MtState } from '../state';
import { handOf, openOf, seatName, teamOf } from '../table';
import { Hand } from '../../../widgets/table/Hand';
import { hintsOf, type Hints } from './hints';
import { hintMark } from '../../../widgets/table/words';
import { mtFaces } from './MtCardFace';
import type { Control, MtFacts } from './facts';
import { offerLabel } from './offers';
import { MtPiles } from './MtPiles';
import { MtSide } from './MtSide';
import { usePick } from './pick';
import { blindWords, eventWords, winnerWords } from './words';

interface Props {
  readonly game: MtState;
  /** Whose own cards are shown: the learner, or the person holding the device. */
  readonly viewer: number;
  /** What the rules say of the game for the viewer (mtFacts). */
  readonly facts: MtFacts;
  readonly onMove: (move: MtMove) => void;
  /** Moves to ring when the learner asks for a hint. */
  readonly hinted?: readonly MtMove[];
  /** Show every hand face up (lessons about counting them). */
  readonly showAll?: boolean;
  /** Hide the viewer's hand (the hand-over screen between players on one device). */
  readonly hidden?: boolean;
  /** How seats are called: "You" and "Player 2", or "Player 1"… when players share a device. */
  readonly nameOf?: (seat: number) => string;
}

function Action({
  label,
  hinted,
  onPress,
  disabled,
}: {
  label: string;
  hinted: boolean;
  onPress: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" class={`action${hinted ? ' hinted' : ''}`} onClick={onPress} disabled={disabled}>
      {label}
      {hintMark(hinted)}
    </button>
  );
}

/** A button for one move that takes no card: offered when the engine would allow it, else disabled with the reason. */
function MoveAction({
  label,
  move,
  control,
  facts,
  send,
  hints,
}: {
  label: string;
  move: MtMove;
  /** Which of the facts' offers answers for the move. */
  control: Control;
  facts: MtFacts;
  send: (m: MtMove) => void;
  hints: Hints;
}) {
  const o = facts.offers[control];
  return (
    <Action label={offerLabel(label, o)} hinted={hints.move(move.type)} disabled={!o.open} onPress={() => send(move)} />
  );
}

/**
 * The buttons beside the hand: the pass of the picked hand card (MT-26), and the moves that take
 * no card, shown when the table is in the moment for them: the red pawn's choice (MT-44), the
 * revealed card laid open (MT-38), new cards or the end of the turn for an empty hand (MT-34, MT-A3).
 * A button whose move cannot succeed now is disabled and says why (one revealed card a turn: MT-A5).
 */
function Actions({
  game,
  viewer,
  facts,
  pick,
  send,
  hints,
}: {
  game: MtState;
  viewer: number;
  facts: MtFacts;
  pick: ReturnType<typeof usePick>;
  send: (m: MtMove) => void;
  hints: Hints;
}) {
  const fromHand = pick.picked?.from.kind === 'hand' ? pick.picked.card : null;
  const skipping = game.step.kind === 'skip' && game.current === viewer;
  const emptyHand = handOf(game, viewer).length === 0;
  const kit = { facts, send, hints };
  return (
    <>
      {fromHand ? (
        <MoveAction
          label={`Pass the ${cardWords(fromHand)}`}
          move={{ type: 'pass', card: fromHand }}
          control="pass"
          {...kit}
        />
      ) : (
        <Action
          label="Pass: pick a card in your hand first"
          hinted={hints.move('pass')}
          disabled
          onPress={() => undefined}
        />
      )}
      {game.revealed[teamOf(viewer)] && (
        <MoveAction label="Lay the revealed card among the open cards" move={LAY} control="lay" {...kit} />
      )}
      {emptyHand && (
        <>
          <MoveAction label="Take new cards for the empty hand" move={{ type: 'refill' }} control="refill" {...kit} />
          <MoveAction label="End the turn" move={{ type: 'end' }} control="end" {...kit} />
        </>
      )}
      {skipping && (
        <>
          <MoveAction
            label="Cancel the skip with a joker"
            move={{ type: 'cancel-skip' }}
            control="cancel-skip"
            {...kit}
          />
          <MoveAction label="Sit the turn out" move={{ type: 'sit-out' }} control="sit-out" {...kit} />
        </>
      )}
    </>
  );
}

const LAY: MtMove = { type: 'lay' };

export function MtTable({ game, viewer, facts, onMove, hinted = [], showAll, hidden, nameOf = seatName }: Props) {
  const hints = hintsOf(hinted);
  const pick = usePick(game);
  const playing = game.status === 'playing';
  const active = playing && !hidden;
  const toMove = !hidden && facts.toMove;
  // Every move sent ends the pick, allowed or not: the next press starts afresh.
  const send = (move: MtMove) => {
    pick.clear();
    onMove(move);
  };
  const ours = teamOf(viewer);
  const side = { game, viewer, facts, nameOf, active, pick, onMove: send, hints, showAll };
  const news = eventWords(game, nameOf);
  const won = winnerWords(game, viewer, nameOf);
  const handTitle = nameOf(viewer) === 'You' ? 'Your hand' : `${nameOf(viewer)}’s hand`;
  const began = blindWords(game, nameOf);
  return (
    <div class="table mazzeltof-table">
      <MtSide {...side} team={1 - ours} />
      <MtPiles game={game} picked={pick.picked} active={active} onMove={send} hints={hints} />
      {(news || won || game.pawn === viewer) && (
        <div class="mt-news" aria-live="off">
          {won && <p>{won}</p>}
          {news && <p>{news}</p>}
          {game.pawn === viewer && playing && (
            <p>♟ You have the red pawn: your turn is skipped unless a joker in your hand cancels it (MT-43, MT-44).</p>
          )}
        </div>
      )}
      <MtSide {...side} team={ours}>
        <div class="you">
          <div class="mt-open">
            <Hand
              faces={mtFaces}
              cards={openOf(game, viewer)}
              title={nameOf(viewer) === 'You' ? 'Your open cards' : `${nameOf(viewer)}’s open cards`}
              onPlay={active ? ([c]) => c && pick.toggle(c, seatZone('open', viewer)) : undefined}
              picked={active ? (c) => pick.isPicked(c, seatZone('open', viewer)) : undefined}
              hinted={(c) => hints.card(c, 'open')}
            />
          </div>
          <Hand
            faces={mtFaces}
            cards={handOf(game, viewer)}
            title={handTitle}
            turn={toMove}
            onPlay={active ? ([c]) => c && pick.toggle(c, seatZone('hand', viewer)) : undefined}
            picked={active ? (c) => pick.isPicked(c, seatZone('hand', viewer)) : undefined}
            hinted={(c) => hints.card(c, 'hand')}
            hiddenText={hidden ? 'The cards are hidden until the player is ready.' : null}
          >
            {active && <Actions game={game} viewer={viewer} facts={facts} pick={pick} send={send} hints={hints} />}
          </Hand>
        </div>
      </MtSide>
      {began.length > 0 && (
        <details class="mt-began">
          <summary>How this game began</summary>
          {began.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Each player was given one joker from their own side’s pack (MT-05).</p>
          <p>
            The red and black piles were opened with the first red and black cards turned from the two packs, the mixed
            pile with a card from the starting side’s pack; none of them a joker, 10, 2 or ace (MT-08…MT-12, MT-A9).
          </p>
        </details>
      )}
    </div>
  );
}
