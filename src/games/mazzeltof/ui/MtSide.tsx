/**
 * One side of the table (MT-04, MT-48): its players with their hands counted, each player's open
 * cards, the side's draw pile with the marked last six (MT-07) and its face-down penalty stack
 * (MT-29). Said by position, name and label, never by colour alone: the other side sits above the
 * piles, your own below, and each is titled with its players. The open cards of your own side and
 * the revealed top card of your draw pile (MT-38) can be picked to play; so can the other side's open
 * cards, to be told they are not yours to play.
 */
import type { ComponentChildren } from 'preact';
import { seatZone, teamZone } from '../../../engine/zones';
import { cardWords } from '../cards';
import { LAST_SIX, type MtMove, type MtState } from '../state';
import { drawOf, drawable, openOf, penaltyOf, revealedTop, teamOf, teamSeats } from '../table';
import { Hand } from '../../../widgets/table/Hand';
import { Pile } from '../../../widgets/table/Pile';
import { Seats } from '../../../widgets/table/Seats';
import type { Hints } from './hints';
import type { MtFacts } from './facts';
import { offerLabel } from './offers';
import { mtFaces } from './MtCardFace';
import type { usePick } from './pick';
import { sideOwner, sideTitle } from './words';

interface Props {
  readonly game: MtState;
  readonly team: number;
  readonly viewer: number;
  /** What the rules say of the game for the viewer (mtFacts). */
  readonly facts: MtFacts;
  readonly nameOf: (seat: number) => string;
  /** The viewer may press cards and piles now: the side's open cards are picked, its draw pile drawn. */
  readonly active: boolean;
  readonly pick: ReturnType<typeof usePick>;
  readonly onMove: (move: MtMove) => void;
  readonly hints: Hints;
  readonly showAll?: boolean;
  /** The viewer's own cards, on their own side. */
  readonly children?: ComponentChildren;
}

const DRAW: MtMove = { type: 'draw' };

/** "40 cards, 34 above the last six, marked by the 4 of spades" (MT-07, MT-37). */
function drawFacts(game: MtState, team: number): string {
  const pile = drawOf(game, team);
  if (game.revealed[team]) return `Last six: ${pile.length} left, face up, one a turn (MT-37)`;
  const marker = pile[LAST_SIX - 1];
  const mark = marker ? `, marked by the ${cardWords(marker)}` : '';
  return `Draw pile: ${drawable(game, team)} to draw above the last six${mark} (MT-07)`;
}

export function MtSide({ game, team, viewer, facts, nameOf, active, pick, onMove, hints, showAll, children }: Props) {
  const ours = teamOf(viewer) === team;
  const title = sideTitle(game, team, viewer, nameOf);
  const back = team === 0 ? 'red' : 'blue';
  const others = teamSeats(game, team).filter((seat) => seat !== viewer);
  const top = revealedTop(game, team);
  const canPick = active && ours;
  const drawOffer = facts.offers.draw;
  // Once this turn's revealed card is handled, the next one shows face up but waits for the next turn (MT-A5).
  const revealedOffer = facts.revealed;
  return (
    <section class={`mt-side ${ours ? 'mt-side-ours' : 'mt-side-theirs'}`} aria-label={title}>
      <p class="mt-side-title">
        <span class="mt-side-mark" aria-hidden="true">
          {ours ? '▼ ' : '▲ '}
        </span>
        {title}
      </p>
      {others.length > 0 && (
        <Seats
          faces={mtFaces}
          label={ours ? 'Your partner' : `The other ${game.options.players === 2 ? 'player' : 'team'}`}
          back={back}
          showAll={showAll}
          seats={others.map((seat) => ({
            seat,
            name: nameOf(seat),
            cards: game.hands[seat] ?? [],
            current: facts.acting === seat,
            dealer: false,
            facts: [`${openOf(game, seat).length} open`, ...(game.pawn === seat ? ['has the red pawn'] : [])],
            badge: game.pawn === seat ? <span class="mt-pawn">♟ pawn</span> : undefined,
          }))}
        />
      )}
      <div class="mt-side-cards">
        {others.map((seat) => (
          <div class="mt-open" key={seat}>
            <Hand
              faces={mtFaces}
              cards={openOf(game, seat)}
              title={`${nameOf(seat)}’s open cards`}
              // The other team's open cards can be picked too, so that trying one is answered with the
              // rule that keeps them theirs (MT-27).
              onPlay={active ? ([c]) => c && pick.toggle(c, seatZone('open', seat)) : undefined}
              picked={active ? (c) => pick.isPicked(c, seatZone('open', seat)) : undefined}
              hinted={(c) => hints.card(c, 'open')}
            />
          </div>
        ))}
        <div class="mt-stacks">
          <Pile
            faces={mtFaces}
            name={`${sideOwner(game, team, viewer, nameOf)} draw pile`}
            class="stock"
            back={back}
            count={drawOf(game, team).length}
            top={top ?? null}
            caption={`Draw · ${drawOf(game, team).length}`}
            action={
              canPick && !game.revealed[team]
                ? {
                    label: offerLabel('draw for your turn', drawOffer),
                    onPress: () => onMove(DRAW),
                    hinted: hints.move('draw'),
                    disabled: !drawOffer.open,
                  }
                : undefined
            }
          />
          <Pile
            faces={mtFaces}
            name={`${sideOwner(game, team, viewer, nameOf)} penalty cards`}
            class="mt-penalty"
            back={back}
            count={penaltyOf(game, team).length}
            caption={`Penalty · ${penaltyOf(game, team).length}`}
          />
          {top && ours && (
            <div class="mt-open">
              <Hand
                faces={mtFaces}
                cards={[top]}
                title={offerLabel('Your revealed draw-pile card', revealedOffer)}
                onPlay={
                  canPick && revealedOffer.open ? ([c]) => c && pick.toggle(c, teamZone('revealed', team)) : undefined
                }
                picked={canPick && revealedOffer.open ? (c) => pick.isPicked(c, teamZone('revealed', team)) : undefined}
                hinted={(c) => hints.card(c, 'revealed')}
              />
            </div>
          )}
        </div>
      </div>
      <p class="mt-side-facts">{drawFacts(game, team)}</p>
      {children}
    </section>
  );
}
