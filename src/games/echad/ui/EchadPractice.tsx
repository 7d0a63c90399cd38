/** echad practice: the shared practice island with the game's table and words from its lesson step kit. */
import { PracticeRound, type PracticeProps } from '../../../practice/ui/PracticeRound';
import { echad } from '../engine';
import { echadPractice } from '../practice';
import { kit } from './EchadStep';

const game = { engine: echad, practice: echadPractice };

export default function EchadPractice(props: PracticeProps) {
  return <PracticeRound {...props} kit={kit} game={game} />;
}
