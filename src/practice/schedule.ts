/**
 * An answer applied to the rules it needed, each rule's card scheduled by FSRS (ts-fsrs): a right
 * answer is rated Good, a wrong one Again, so a missed rule comes back within minutes and a rule
 * answered right comes back days later, ever later as its memory grows. Fetched with the first
 * question, so a page that only shows what is due loads none of it.
 */
import { createEmptyCard, fsrs, Rating, type Card, type State } from 'ts-fsrs';
import type { Mastery, RuleMastery, SavedCard } from './mastery';

// The default parameters, without fuzz: the same answers at the same times give the same schedule.
const scheduler = fsrs({ enable_fuzz: false });

function toCard(saved: SavedCard): Card {
  return {
    due: new Date(saved.due),
    stability: saved.stability,
    difficulty: saved.difficulty,
    elapsed_days: saved.elapsedDays,
    scheduled_days: saved.scheduledDays,
    learning_steps: saved.learningSteps,
    reps: saved.reps,
    lapses: saved.lapses,
    state: saved.state as State,
    last_review: saved.lastReview === null ? undefined : new Date(saved.lastReview),
  };
}

function toSaved(card: Card): SavedCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

/** After an answer at `now`: every rule it needed is reviewed, Good if right, Again if wrong. */
export function recordAnswer(
  mastery: Mastery,
  rules: readonly string[],
  right: boolean,
  now: Date = new Date(),
): Mastery {
  const updated: Record<string, RuleMastery> = { ...mastery.rules };
  for (const rule of new Set(rules)) {
    const was = mastery.rules[rule];
    const card = was ? toCard(was.card) : createEmptyCard(now);
    const next = scheduler.next(card, now, right ? Rating.Good : Rating.Again).card;
    updated[rule] = {
      card: toSaved(next),
      right: (was?.right ?? 0) + (right ? 1 : 0),
      wrong: (was?.wrong ?? 0) + (right ? 0 : 1),
    };
  }
  return { answered: mastery.answered + 1, rules: updated };
}
