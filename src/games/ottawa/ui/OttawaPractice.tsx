/** ottawa practice: the shared practice island with the game's table and words from its lesson step kit. */
import { PracticeRound, type PracticeProps } from '../../../practice/ui/PracticeRound';
import { ottawa } from '../engine';
import { ottawaPractice } from '../practice';
import { kit } from './OttawaStep';

const game = { engine: ottawa, practice: ottawaPractice };

export default function OttawaPractice(props: PracticeProps) {
  return <PracticeRound {...props} kit={kit} game={game} />;
}
