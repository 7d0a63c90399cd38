/**
 * mezza's practice questions: the kit's question view and source with the game's lesson step kit
 * (its table and words), engine and practice hook, fetched in one piece when the learner asks for
 * the first question.
 */
import { gameQuestions } from '../../../practice/ui/Questions';
import { mezza } from '../engine';
import { mezzaPractice } from '../practice';
import { mezzaFacts } from './facts';
import { kit } from './MezzaStep';

export const practiceKit = gameQuestions(kit, { engine: mezza, practice: mezzaPractice }, mezzaFacts);
