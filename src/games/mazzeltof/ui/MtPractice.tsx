/** mazzeltof practice: the shared practice island with the game's table and words from its lesson step kit. */
import { PracticeRound, type PracticeProps } from '../../../practice/ui/PracticeRound';
import { mazzeltof } from '../engine';
import { mazzeltofPractice } from '../practice';
import { kit } from './MtStep';

const game = { engine: mazzeltof, practice: mazzeltofPractice };

export default function MtPractice(props: PracticeProps) {
  return <PracticeRound {...props} kit={kit} game={game} />;
}
