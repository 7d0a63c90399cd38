/**
 * The Hand and Foot table: the other partnership above (its players, their hands counted, their
 * feet, their melds), the draw piles and the discard pile in the centre, then the learner's
 * partnership below: its melds, the partner, the learner's foot and hand.
 *
 * A turn is built up here and sent as one move: the draw of two is two pile presses (HF-11); melds
 * are hand cards selected (a rank of the hand in one press) and laid down with "Meld", the cards of
 * several ranks as several melds in one move (grouping.ts; HF-15, HF-16), or pressed onto one of
 * the partnership's melds, which with nothing selected takes the hand's naturals of its rank; cards
 * that "Meld" would add to an unfinished meld of their rank may instead be laid down as a new meld
 * beside it, which the engine allows only as a complete book (HF-A11);
 * groups may also be set aside to go down with the next (HF-16); the discard is one selected card
 * (HF-25); the pickup is a selected pair and the discard pile (HF-20), with the other selected
 * cards and any set aside as melds, and the engine puts the top card and pair on their meld
 * (HF-A8). The table only renders the state it is given and reports presses as moves; the engine
 * judges every move.
 */
import { Hand } from '../../../widgets/table/Hand';
import { Pile } from '../../../widgets/table/Pile';
import { cardCount } from '../../../widgets/card/faces';
import { cardWords } from '../cards';
import type { HfMove, HfState, Meld, MeldGroup } from '../state';
import { hfFaces, packetFaces, type Packet } from './HfCardFace';
import { Fan } from './HfMelds';
import { HfPiles } from './HfPiles';
import { HfSide } from './HfSide';
import { hintsOf, type Hints } from './hints';
import { hintMark } from '../../../widgets/table/words';
import { groupsOf, naturalsOf, pickupOf } from './grouping';
import { HfRankPicks } from './HfRankPicks';
import { rankGroup, stageGroup, useStaging, withSelected, type StagingState } from './staging';
import {
  eventWords,
  layWords,
  listWords,
  minimumOf,
  partnershipOf,
  seatName,
  stagedWords,
  valueOf,
  whose,
  type NameOf,
} from './words';

interface Props {
  readonly game: HfState;
  /** Whose own cards are shown: the learner, or the person holding the device. */
  readonly viewer: number;
  readonly onMove: (move: HfMove) => void;
  /** Moves to ring when the learner asks for a hint. */
  readonly hinted?: readonly HfMove[];
  /** Show every hand face up (lessons about counting them). */
  readonly showAll?: boolean;
  /** Hide the viewer's hand (the hand-over screen between players on one device). */
  readonly hidden?: boolean;
  /** How seats are called: "You" and "Player 2", or "Player 1"… when players share a device. */
  readonly nameOf?: NameOf;
}

function Action(props: {
  label: string;
  hinted?: boolean;
  onPress: () => void;
  disabled?: boolean;
  primary?: boolean;
}) {
  const { label, hinted = false, onPress, disabled, primary } = props;
  return (
    <button
      type="button"
      class={`action${primary ? ' primary' : ''}${hinted ? ' hinted' : ''}`}
      onClick={onPress}
      disabled={disabled}
    >
      {label}
      {hintMark(hinted)}
    </button>
  );
}

/**
 * HF-08: the two packets received, face down, are what the hand is chosen from: they stand in the
 * hand's place, and a press on one takes it as the hand.
 */
function Packets({
  game,
  viewer,
  title,
  send,
  hints,
}: {
  game: HfState;
  viewer: number;
  title: string;
  send: (m: HfMove) => void;
  hints: Hints;
}) {
  const received = game.packets[viewer];
  if (!received) return null;
  const packets: Packet[] = [
    { packet: 0, cards: received[0].length },
    { packet: 1, cards: received[1].length },
  ];
  return (
    <div class="hf-packets">
      <p class="hf-help">
        Pick one packet as your hand, before looking at either; the other stays face down as your foot (HF-08, HF-09).
      </p>
      <Hand
        faces={packetFaces}
        cards={packets}
        title={title}
        turn
        countLabel={(n) => `${n} packets to choose from`}
        onPlay={([p]) => p && send({ type: 'choose', seat: viewer, packet: p.packet })}
        hinted={(p) => hints.packet(p.packet)}
      />
    </div>
  );
}

/** The groups staged to be laid down in one move, each to be taken back. */
function Staged({ game, viewer, staging }: { game: HfState; viewer: number; staging: StagingState }) {
  const team = partnershipOf(viewer);
  const melds = game.melds[team] ?? [];
  const { staged } = staging;
  if (staged.length === 0) return null;
  const cards = staged.flatMap((g) => g.cards);
  const first = !game.opened[team];
  return (
    <section class="hf-staged" aria-label="Set aside to lay down together">
      <p class="hf-staged-title">
        Set aside to lay down together, in one move: {staged.length} {staged.length === 1 ? 'group' : 'groups'}, worth{' '}
        {valueOf(cards)}
        {first && ` (a first lay-down must reach ${minimumOf(game)}, HF-16, HF-17)`}
      </p>
      <ul class="hf-staged-list">
        {staged.map((g, i) => {
          const words = stagedWords(g, melds);
          return (
            <li key={`${g.to ?? 'new'}-${g.cards[0]?.id ?? i}`} class="hf-staged-group">
              <span class="hf-staged-words">{words}</span>
              <Fan cards={g.cards} />
              <button
                type="button"
                class="action hf-take-back"
                aria-label={`Take back: ${words}`}
                onClick={() => staging.takeBack(i)}
              >
                Take back
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The words of the button that lays down the selected cards: "Meld the 3 selected" for one new meld,
 * and what goes where when the cards make several melds or go onto one on the table.
 */
function meldWords(count: number, groups: readonly MeldGroup[], melds: readonly Meld[], staged: boolean): string {
  if (count === 0) return staged ? 'Lay down the melds set aside' : 'Meld: select cards first';
  const plain = groups.length === 1 && groups[0]?.to === null;
  return `Meld the ${count} selected${plain ? '' : `: ${layWords(groups, melds)}`}${staged ? ' with the melds set aside' : ''}`;
}

/**
 * The words of the button that lays the selected cards down as new melds even where the partnership
 * has an unfinished meld of their rank, which "Meld" would add them to: "Lay the 3 selected down as a
 * new meld". Whether a new meld may start beside the open one is the engine's to say (HF-A11).
 */
function newMeldWords(count: number, groups: readonly MeldGroup[], staged: boolean): string {
  const what = groups.length === 1 ? 'a new meld' : 'new melds';
  return `Lay the ${count} selected down as ${what}${staged ? ' with the melds set aside' : ''}`;
}

/** What the discard pile is taken with, for this many selected cards; null while fewer than a pair are selected (HF-20, HF-A7). */
function pickupWith(selected: number): string | null {
  if (selected < 2) return null;
  const more = selected - 2;
  return `with the selected pair${more > 0 ? `, and meld the other ${more} selected` : ''}`;
}

/** The buttons beside the hand, each in the step it belongs to; the engine judges what they send. */
function Actions(props: {
  game: HfState;
  melds: readonly Meld[];
  staging: StagingState;
  send: (m: HfMove) => void;
  pickup: () => void;
  hints: Hints;
}) {
  const { game, melds, staging, send, pickup, hints } = props;
  const { selected, staged } = staging;
  const drawStep = game.step.kind === 'draw';
  const one = selected.length === 1 ? selected[0] : undefined;
  // A meld sent now goes down with the melds set aside for it: one move, as a first lay-down must be (HF-16).
  const meld = () => send({ type: 'meld', groups: withSelected(staged, selected, melds) });
  // "Meld" puts cards of a rank the partnership has an unfinished meld of onto it; a learner who
  // means a new meld beside it (a book of seven, or a try the engine refuses) asks for that here.
  const grouped = groupsOf(selected, melds);
  const apart = groupsOf(selected, []);
  const ontoOpen = grouped.some((g) => g.to !== null);
  const newMelds = () => send({ type: 'meld', groups: withSelected(staged, selected, []) });
  const setAside = (
    <Action
      label={`Set the ${selected.length} selected aside, to lay down with more melds`}
      hinted={hints.newMeld()}
      onPress={staging.stage}
    />
  );
  return (
    <>
      {drawStep ? (
        <Action
          // Short while disabled, so that on a phone it takes one line: the discard pile's own name says how to take it.
          label={`Take the discard pile${pickupWith(selected.length) ? ` ${pickupWith(selected.length)}` : ''}`}
          primary
          hinted={hints.move('pickup')}
          disabled={selected.length < 2}
          onPress={pickup}
        />
      ) : (
        <>
          <Action
            label={meldWords(selected.length, grouped, melds, staged.length > 0)}
            primary
            hinted={hints.move('meld')}
            disabled={selected.length === 0 && staged.length === 0}
            onPress={meld}
          />
          {ontoOpen && <Action label={newMeldWords(selected.length, apart, staged.length > 0)} onPress={newMelds} />}
          <Action
            label={one ? `Discard the ${cardWords(one)}` : 'Discard: select one card'}
            hinted={hints.move('discard')}
            disabled={!one}
            onPress={() => one && send({ type: 'discard', card: one })}
          />
        </>
      )}
      {/* Several melds go down together only as a lay-down of three or more cards each: shown once a meld's worth is selected. */}
      {selected.length >= 3 && setAside}
      {selected.length > 0 && <Action label="Clear the selection" onPress={staging.clearSelection} />}
      {drawStep && staging.pile !== null && (
        <Action
          label={`Take back the choice of draw pile ${staging.pile + 1}`}
          onPress={() => staging.choosePile(null)}
        />
      )}
    </>
  );
}

export function HfTable({ game, viewer, onMove, hinted = [], showAll, hidden, nameOf = seatName }: Props) {
  const hints = hintsOf(hinted);
  const staging = useStaging(game, viewer);
  const playing = game.status === 'playing';
  const live = playing && !hidden;
  const choosing = live && game.step.kind === 'choose' && game.step.waiting.includes(viewer);
  const toAct = live && game.step.kind !== 'choose' && game.current === viewer;
  const drawing = toAct && game.step.kind === 'draw';
  // Every move sent ends the selection and the groups, allowed or not (a draw keeps its first pile, staging.ts).
  const send = (move: HfMove) => {
    staging.sent(move);
    onMove(move);
  };
  const ours = partnershipOf(viewer);
  const melds = game.melds[ours] ?? [];
  const top = game.discard[game.discard.length - 1] ?? null;
  /**
   * HF-20, HF-A7: the selected pair, with the other selected cards and the staged groups as melds.
   * The learner names no meld for the top card and pair: where they go is a rule (HF-A8, HF-A11),
   * so the engine decides it.
   */
  const pickup = () => {
    const taken = pickupOf(staging.selected, top);
    if (!taken) return;
    send({ type: 'pickup', pair: taken.pair, to: null, melds: withSelected(staging.staged, taken.rest, melds) });
  };
  /** The cards a press on our meld `index` adds: the selected ones, or with none selected the hand's naturals of its rank. */
  const addable = (index: number) => {
    const meld = melds[index];
    if (staging.selected.length > 0 || !meld) return staging.selected;
    return naturalsOf(staging.free, meld.rank);
  };
  const you = nameOf(viewer);
  const news = eventWords(game, nameOf);
  const waitingFor =
    game.step.kind === 'choose' && !game.step.waiting.includes(viewer)
      ? game.step.waiting.filter((s) => s !== viewer).map(nameOf)
      : [];
  const cards = staging.free;
  const handTitle = `${whose(you)} hand`;
  // Where the cards come from is said after the count, so that the hand's name always starts "Your hand — your turn".
  const handCount = (n: number) =>
    `${cardCount(n)}${game.inFoot[viewer] ? ', from the foot' : ''}${staging.staged.length > 0 ? ', less the cards set aside' : ''}`;
  const feet = game.feet[viewer] ?? [];
  const side = { game, viewer, nameOf, showAll };
  return (
    <div class="table hand-and-foot-table">
      <HfSide {...side} team={1 - ours} />
      <HfPiles
        game={game}
        drawing={drawing}
        picked={staging.pile}
        onPick={staging.choosePile}
        onDraw={(piles) => send({ type: 'draw', piles })}
        pickupWith={pickupWith(staging.selected.length)}
        onPickup={pickup}
        hints={hints}
      />
      {(news || waitingFor.length > 0) && (
        <div class="hf-news">
          {news && <p>{news}</p>}
          {waitingFor.length > 0 && <p>Waiting for {listWords(waitingFor)} to choose a packet as the hand (HF-08).</p>}
        </div>
      )}
      <HfSide
        {...side}
        team={ours}
        onAdd={
          toAct && game.step.kind === 'play'
            ? (i) => send({ type: 'meld', groups: stageGroup(staging.staged, addable(i), i) })
            : undefined
        }
        addable={addable}
        selectedCount={staging.selected.length}
        hintedMeld={hints.meld}
      >
        <div class="you hf-you">
          {game.packets[viewer] ? (
            choosing ? (
              <Packets game={game} viewer={viewer} title={handTitle} send={send} hints={hints} />
            ) : (
              <p class="hf-help">{whose(you)} two packets wait face down.</p>
            )
          ) : (
            <>
              {game.inFoot[viewer] ? (
                <p class="hf-foot-note">{whose(you)} foot is picked up: its cards are in the hand (HF-18).</p>
              ) : (
                <div class="hf-foot">
                  <Pile
                    faces={hfFaces}
                    name={`${whose(you)} foot`}
                    count={feet.length}
                    caption={`Foot · ${feet.length}`}
                  />
                  <p class="hf-help">Face down until the hand is played out (HF-09, HF-18).</p>
                </div>
              )}
              {toAct && <Staged game={game} viewer={viewer} staging={staging} />}
              <Hand
                faces={hfFaces}
                cards={cards}
                title={handTitle}
                countLabel={handCount}
                turn={toAct}
                onPlay={toAct ? ([c]) => c && staging.toggle(c) : undefined}
                picked={toAct ? staging.isSelected : undefined}
                hinted={hints.card}
                notes={(c) => {
                  const i = cards.indexOf(c);
                  const prev = cards[i - 1];
                  return prev && rankGroup(prev) !== rankGroup(c) ? { notes: [], class: 'hf-rank-start' } : null;
                }}
                hiddenText={hidden ? 'The cards are hidden until the player is ready.' : null}
              >
                {toAct && <HfRankPicks hand={cards} staging={staging} />}
                {toAct && (
                  <Actions game={game} melds={melds} staging={staging} send={send} pickup={pickup} hints={hints} />
                )}
              </Hand>
            </>
          )}
        </div>
      </HfSide>
    </div>
  );
}
