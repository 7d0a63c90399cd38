/**
 * One partnership's side of the table (HF-02, HF-A17): titled with its players, each seat other than
 * the viewer's with its name, its hand as a count and its foot ("face down, 11 cards" or "picked
 * up", HF-10), and the partnership's melds. The other partnership sits above the centre, the
 * viewer's below: told apart by place, title and frame, never by colour alone. The viewer's own
 * cards come in as children, last.
 */
import type { ComponentChildren } from 'preact';
import { Seats } from '../../../widgets/table/Seats';
import type { HfCard } from '../cards';
import type { HfState } from '../state';
import { hfFaces } from './HfCardFace';
import { HfMelds } from './HfMelds';
import { footWords, partnershipOf, partnershipSeats, sideTitle, type NameOf } from './words';

interface Props {
  readonly game: HfState;
  readonly team: number;
  readonly viewer: number;
  readonly nameOf: NameOf;
  readonly showAll?: boolean;
  /** The learner's melds take presses: the index of the meld pressed. */
  readonly onAdd?: (index: number) => void;
  /** The cards a press on the meld at this index adds. */
  readonly addable?: (index: number) => readonly HfCard[];
  readonly selectedCount?: number;
  readonly hintedMeld?: (index: number) => boolean;
  readonly children?: ComponentChildren;
}

/** The seat whose turn it is, or null while the hands are chosen (HF-08) or the deal is over. */
function acting(game: HfState): number | null {
  return game.status === 'playing' && game.step.kind !== 'choose' ? game.current : null;
}

function seatFacts(game: HfState, seat: number): string[] {
  if (game.packets[seat]) return ['still choosing which of two packets of 11 is the hand (HF-08)'];
  return [footWords(game, seat)];
}

function FootMark({ game, seat }: { game: HfState; seat: number }) {
  const text = game.packets[seat]
    ? 'Choosing a packet'
    : game.inFoot[seat]
      ? 'Foot picked up'
      : `Foot: ${game.feet[seat]?.length ?? 0} face down`;
  return (
    <span class="hf-foot-mark" aria-hidden="true">
      {text}
    </span>
  );
}

export function HfSide(props: Props) {
  const { game, team, viewer, nameOf, showAll, onAdd, addable, selectedCount, hintedMeld, children } = props;
  const ours = partnershipOf(viewer) === team;
  const title = sideTitle(game, team, viewer, nameOf);
  const others = partnershipSeats(game, team).filter((seat) => seat !== viewer);
  const current = acting(game);
  const seats = (
    <Seats
      faces={hfFaces}
      label={ours ? (others.length === 1 ? 'Your partner' : 'Your partners') : 'Their players'}
      showAll={showAll}
      seats={others.map((seat) => ({
        seat,
        name: nameOf(seat),
        cards: game.hands[seat] ?? [],
        current: current === seat,
        dealer: false,
        facts: seatFacts(game, seat),
        badge: <FootMark game={game} seat={seat} />,
      }))}
    />
  );
  const melds = (
    <HfMelds
      game={game}
      team={team}
      viewer={viewer}
      nameOf={nameOf}
      onAdd={ours ? onAdd : undefined}
      addable={addable}
      selectedCount={selectedCount}
      hinted={hintedMeld}
    />
  );
  return (
    <section class={`hf-side ${ours ? 'hf-side-ours' : 'hf-side-theirs'}`} aria-label={title}>
      <p class="hf-side-title">
        <span class="hf-side-mark" aria-hidden="true">
          {ours ? '▼ ' : '▲ '}
        </span>
        {title}
      </p>
      {/* Theirs: the players, then their melds facing the centre. Ours: our melds, then the partner, then the viewer. */}
      {ours ? melds : seats}
      {ours ? others.length > 0 && seats : melds}
      {children}
    </section>
  );
}
