/**
 * A game's moves and names in the island's language, for whatever shows a verdict on a game's
 * table (a lesson step, a practice question): the move said in the game's words ("play {card}", its
 * `describeIn` with its terms' `ui.do.*`), and the names of the cards, terms and seats its verdicts carry.
 */
import { useMemo } from 'preact/hooks';
import type { Names, TermsIn } from '../../engine/names';
import { gameWordsIn, namesIn, useSpeech } from '../speech';
import type { StepKit } from './LessonStep';

/** What of a kit says moves: any kit, whatever its table facts. */
type SpeakingKit<M> = Pick<StepKit<unknown, M>, 'things' | 'words' | 'describeIn' | 'describeMove'>;

export interface MoveSpeech<M> {
  /** The move as people read it, in the language. */
  readonly describe: (move: M) => string;
  /** How verdicts name what they carry, where the game names its things. */
  readonly names: Names | undefined;
}

export function moveSpeech<M>(kit: SpeakingKit<M>, language: TermsIn | undefined): MoveSpeech<M> {
  const names = kit.things ? namesIn(kit.things, language) : undefined;
  const describe = (move: M): string =>
    language && kit.describeIn
      ? kit.describeIn(move, gameWordsIn(kit.words ?? {}, language, names ? { names } : {}))
      : kit.describeMove(move);
  return { describe, names };
}

/** moveSpeech in the language of the island. */
export function useMoveSpeech<M>(kit: SpeakingKit<M>): MoveSpeech<M> {
  const { language } = useSpeech();
  return useMemo(() => moveSpeech(kit, language), [kit, language]);
}
