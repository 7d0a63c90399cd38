/** hand-and-foot practice: the shared practice island with the game's table and words from its lesson step kit. */
import { PracticeRound, type PracticeProps } from '../../../practice/ui/PracticeRound';
import { handAndFoot } from '../engine';
import { handAndFootPractice } from '../practice';
import { kit } from './HfStep';

const game = { engine: handAndFoot, practice: handAndFootPractice };

export default function HfPractice(props: PracticeProps) {
  return <PracticeRound {...props} kit={kit} game={game} />;
}
