/**
 * ottawa's practice questions: the kit's question view and source with the game's lesson step kit
 * (its table and words), engine and practice hook, fetched in one piece when the learner asks for
 * the first question.
 */
import { gameQuestions } from '../../../practice/ui/Questions';
import { ottawa } from '../engine';
import { ottawaPractice } from '../practice';
import { kit } from './OttawaStep';

export const practiceKit = gameQuestions(kit, { engine: ottawa, practice: ottawaPractice });
