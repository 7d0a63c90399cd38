/** mezza practice: the shared practice island with the game's table and words from its lesson step kit. */
import { PracticeRound, type PracticeProps } from '../../../practice/ui/PracticeRound';
import { mezza } from '../engine';
import { mezzaPractice } from '../practice';
import { kit } from './MezzaStep';

const game = { engine: mezza, practice: mezzaPractice };

export default function MezzaPractice(props: PracticeProps) {
  return <PracticeRound {...props} kit={kit} game={game} />;
}
