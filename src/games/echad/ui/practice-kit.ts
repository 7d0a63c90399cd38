/**
 * echad's practice questions: the kit's question view and source with the game's lesson step kit
 * (its table and words), engine and practice hook, fetched in one piece when the learner asks for
 * the first question.
 */
import { gameQuestions } from '../../../practice/ui/Questions';
import { echad } from '../engine';
import { echadPractice } from '../practice';
import { echadFacts } from './facts';
import { kit } from './EchadStep';

export const practiceKit = gameQuestions(kit, { engine: echad, practice: echadPractice }, echadFacts);
