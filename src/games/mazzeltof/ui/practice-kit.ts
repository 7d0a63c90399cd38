/**
 * mazzeltof's practice questions: the kit's question view and source with the game's lesson step kit
 * (its table and words), engine and practice hook, fetched in one piece when the learner asks for
 * the first question.
 */
import { gameQuestions } from '../../../practice/ui/Questions';
import { mazzeltof } from '../engine';
import { mazzeltofPractice } from '../practice';
import { mtFacts } from './facts';
import { kit } from './MtStep';

export const practiceKit = gameQuestions(kit, { engine: mazzeltof, practice: mazzeltofPractice }, mtFacts);
