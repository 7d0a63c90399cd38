/**
 * The Echad table: the other players, the draw pile, the discard pile with the colour
 * in force and the direction of play, and one player's hand, laid out with the generic table
 * widgets and Echad's letter cards. Only renders the state it is given, with what the rules say of
 * it (`facts`, facts.ts), and reports what was pressed; it never decides a rule.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { COLOURS, COLOUR_SHAPE, COLOUR_SHAPE_NAME, type Colour, type EchadCard } from '../cards';
import { term } from '../../../engine/verdict';
import { echadThings } from '../names';
import { seatIn, useGameWords, useNames, useSpeech, type Say } from '../../../widgets/speech';
import { ECHAD_TABLE_WORDS, type EchadWordKey } from './words';
import { hintMark } from '../../../widgets/table/words';
import { handOf, seatName, topCard } from '../table';
import type { EchadMove, EchadState } from '../state';
import { Hand } from '../../../widgets/table/Hand';
import { useFocusWhenAsked } from '../../../widgets/useFocusWhenAsked';
import { Pile } from '../../../widgets/table/Pile';
import { Seats } from '../../../widgets/table/Seats';
import { EchadPatterns, echadFacesIn } from './EchadCardFace';
import type { EchadFacts } from './facts';

export interface EchadHandlers {
  readonly onPlay: (card: EchadCard, echad: boolean) => void;
  readonly onDraw: () => void;
  readonly onKeep: () => void;
  readonly onColour: (colour: Colour) => void;
  /** A seat calls out a player who went down to one card without saying "Echad". */
  readonly onChallenge: (by: number) => void;
}

interface Props extends EchadHandlers {
  readonly game: EchadState;
  /** Whose hand is shown face up: the learner, or the person holding the device. */
  readonly viewer: number;
  /** What the rules say of the game for the viewer (echadFacts). */
  readonly facts: EchadFacts;
  /** Hide the viewer's cards (the privacy screen between players on one device). */
  readonly hidden?: boolean;
  /** Moves to ring when the learner asks for a hint. */
  readonly hinted?: readonly EchadMove[];
  /** Show every hand face up (lessons about counting them). */
  readonly showAll?: boolean;
  /** How seats are called on this table: "You" and "Player 2", or "Player 1"… when players share a device. */
  readonly nameOf?: (seat: number) => string;
  /** Players share one screen: seat 0 is "Player 1", with a hand like the others'. */
  readonly shared?: boolean;
}

/** A colour and its shape in words: "blue (circle)", in the island's language. */
function useColourWords(): (c: Colour) => { colour: string; shape: string } {
  const { language } = useSpeech();
  const names = useNames(echadThings);
  return (c) => ({
    colour: names.thing(term(`colour-alone.${c}`)),
    shape: language === undefined ? COLOUR_SHAPE_NAME[c] : names.thing(term(`shape.${COLOUR_SHAPE_NAME[c]}`)),
  });
}

function ColourInForce({ game, say }: { game: EchadState; say: Say<EchadWordKey> }) {
  const words = useColourWords();
  if (game.colour === null) return <span class="colour-force">{say('colour-none')}</span>;
  const { colour, shape } = words(game.colour);
  return (
    <span class={`colour-force colour-${game.colour}`}>
      {say('colour')} <span aria-hidden="true">{COLOUR_SHAPE[game.colour]} </span>
      {colour} ({shape})
    </span>
  );
}

export function EchadTable(props: Props) {
  const { game, viewer, facts, hidden, hinted = [], showAll } = props;
  const { language, table: kitWords } = useSpeech();
  const names = useNames(echadThings);
  const say = useGameWords(ECHAD_TABLE_WORDS, echadThings);
  const echadFaces = useMemo(() => echadFacesIn(language), [language]);
  const nameOf = props.nameOf ?? (language ? seatIn(names) : seatName);
  const hint = (on: boolean) => hintMark(on, kitWords);
  // The learner's own hand, unless people share the screen and each seat goes by its number.
  const learnersHand = viewer === 0 && !props.shared;
  const [sayEchad, setSayEchad] = useState(false);
  const top = topCard(game);
  const hand = handOf(game, viewer);
  // Once the round or the game is over no move is possible: no control for one is shown.
  const playing = game.status === 'playing';
  const yourTurn = facts.acting === viewer;
  const isHinted = (c: EchadCard) => hinted.some((m) => m.type === 'play' && m.card.id === c.id);
  const hintDraw = hinted.some((m) => m.type === 'draw');
  const hintKeep = hinted.some((m) => m.type === 'keep');
  const hintEchad = hinted.some((m) => m.type === 'play' && m.echad);
  const hintColour = (c: Colour) => hinted.some((m) => m.type === 'choose-colour' && m.colour === c);
  const hintChallenge = hinted.some((m) => m.type === 'challenge' && m.by === viewer);
  const play = (c: EchadCard) => {
    props.onPlay(c, sayEchad);
    setSayEchad(false);
  };
  const others = game.hands.flatMap((cards, seat) => {
    if (seat === viewer) return [];
    const said = game.echad?.seat === seat && game.echad.said && cards.length === 1;
    return [
      {
        seat,
        name: nameOf(seat),
        cards,
        current: facts.acting === seat,
        dealer: seat === game.dealer,
        facts: said ? [say('said-echad')] : [],
        badge: said ? <span class="seat-echad">{say('echad-badge')}</span> : null,
      },
    ];
  });
  const justDrawn = (c: EchadCard) =>
    game.step.kind === 'drawn' && game.step.card.id === c.id && yourTurn
      ? { notes: [say('just-drawn')], class: 'just-drawn' }
      : null;
  return (
    <div class="table echad-table">
      <EchadPatterns />
      <Seats faces={echadFaces} seats={others} showAll={showAll} />
      <div class="centre">
        <Pile
          faces={echadFaces}
          name={say('draw-pile')}
          class="stock"
          count={game.pile.length}
          caption={say('draw-caption', { n: game.pile.length })}
          action={playing ? { label: say('draw'), onPress: props.onDraw, hinted: hintDraw } : undefined}
        />
        <Pile
          faces={echadFaces}
          name={say('discard-pile')}
          class="discard"
          count={game.discard.length}
          top={top}
          caption={say('top-card')}
        />
        <div class="table-facts">
          <ColourInForce game={game} say={say} />
          <span class="direction">
            <span aria-hidden="true">{game.direction === 'cw' ? '↻ ' : '↺ '}</span>
            {say(game.direction === 'cw' ? 'clockwise' : 'counterclockwise')}
          </span>
        </div>
      </div>
      <div class="you">
        <Hand
          faces={echadFaces}
          cards={hand}
          title={learnersHand ? say('your-hand') : say('hand-of', { player: nameOf(viewer) })}
          turn={yourTurn}
          onPlay={playing ? ([c]) => c && play(c) : undefined}
          hinted={isHinted}
          notes={justDrawn}
          hiddenText={hidden ? say('hidden') : null}
        >
          {yourTurn && hand.length === 2 && (
            <button
              type="button"
              class={`action${sayEchad ? ' picked' : ''}${hintEchad ? ' hinted' : ''}`}
              aria-pressed={sayEchad}
              onClick={() => setSayEchad(!sayEchad)}
            >
              {say('say-echad')}
              {hint(hintEchad)}
            </button>
          )}
          {playing && (
            <button type="button" class={`action${hintKeep ? ' hinted' : ''}`} onClick={props.onKeep}>
              {say('keep')}
              {hint(hintKeep)}
            </button>
          )}
          {facts.callOut !== null && (
            <button
              type="button"
              class={`action${hintChallenge ? ' hinted' : ''}`}
              onClick={() => props.onChallenge(viewer)}
            >
              {say('call-out', { player: nameOf(facts.callOut) })}
              {hint(hintChallenge)}
            </button>
          )}
        </Hand>
        {yourTurn && !hidden && game.step.kind === 'choose-colour' && (
          <ColourChoice hinted={hintColour} onColour={props.onColour} say={say} hint={hint} />
        )}
      </div>
    </div>
  );
}

/** The colour a wild asks for (EC-40): a question that takes the focus when it appears. */
function ColourChoice({
  hinted,
  onColour,
  say,
  hint,
}: {
  hinted: (c: Colour) => boolean;
  onColour: (c: Colour) => void;
  say: Say<EchadWordKey>;
  hint: (on: boolean) => string;
}) {
  const group = useRef<HTMLDivElement>(null);
  const words = useColourWords();
  useFocusWhenAsked(group);
  return (
    <div ref={group} class="colour-choice" role="group" aria-label={say('choose-colour')}>
      {COLOURS.map((c) => (
        <button
          type="button"
          key={c}
          class={`action colour-button colour-${c}${hinted(c) ? ' hinted' : ''}`}
          onClick={() => onColour(c)}
        >
          <span aria-hidden="true">{COLOUR_SHAPE[c]} </span>
          {words(c).colour}
          {hint(hinted(c))}
        </button>
      ))}
    </div>
  );
}
