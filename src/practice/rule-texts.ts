/**
 * Each rule's text in plain words, by rule number, for a practice answer: a question about a fact of
 * the position is answered by the rule itself, so its explanation gives the rule's words. They are
 * not in the page (the lesson and practice pages carry only the verdict messages); the practice
 * page fetches them from `/<game>/rule-texts.json` (`/<lang>/<game>/rule-texts.json`) with its
 * first question, and an answer without them still gives the rule's number and title.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export type RuleTexts = Readonly<Record<string, string>>;

export const RuleTextsContext = createContext<RuleTexts>({});

export const useRuleTexts = (): RuleTexts => useContext(RuleTextsContext);

/** The texts, or none when they cannot be fetched (offline before the file was kept): the answer goes on without them. */
export async function fetchRuleTexts(href: string): Promise<RuleTexts> {
  try {
    const response = await fetch(href);
    if (!response.ok) return {};
    const data: unknown = await response.json();
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    return Object.fromEntries(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
