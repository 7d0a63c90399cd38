/**
 * The one-page rules summary for the handouts, in plain words for children and teachers, in the
 * page's language (its words are words.ts's `classroom.summary.*`). Every point names the rule numbers
 * it comes from, so a question in class can be looked up.
 */
import { type ClassroomSpeech, ENGLISH_CLASSROOM } from './speech';
import type { ClassroomKey } from './words';

export interface SummaryPart {
  readonly heading: string;
  readonly points: readonly { readonly text: string; readonly rules: readonly string[] }[];
}

/** Each part's key (its heading is `classroom.summary.<part>`, its points `.1`, `.2` …) and each point's rules. */
const PARTS: readonly { readonly part: string; readonly rules: readonly (readonly string[])[] }[] = [
  { part: 'cards', rules: [['EC-01'], ['EC-02', 'EC-03', 'EC-04', 'EC-05'], ['EC-06', 'EC-07']] },
  { part: 'ready', rules: [['EC-09'], ['EC-10', 'EC-11'], ['EC-12']] },
  { part: 'turn', rules: [['EC-13', 'EC-15'], ['EC-14'], ['EC-16', 'EC-17']] },
  { part: 'actions', rules: [['EC-32', 'EC-35', 'EC-38'], ['EC-31'], ['EC-34', 'EC-37']] },
  {
    part: 'wilds',
    rules: [
      ['EC-40', 'EC-42'],
      ['EC-41', 'EC-A10'],
      ['EC-44', 'EC-45'],
    ],
  },
  { part: 'echad', rules: [['EC-21'], ['EC-22', 'EC-23']] },
  { part: 'winning', rules: [['EC-24'], ['EC-25', 'EC-26', 'EC-27', 'EC-28'], ['EC-30']] },
];

export interface Summary {
  readonly title: string;
  readonly intro: string;
  readonly parts: readonly SummaryPart[];
}

export function summaryIn(s: ClassroomSpeech): Summary {
  const say = (key: string) => s.say(key as ClassroomKey);
  return {
    title: s.say('classroom.summary.title'),
    intro: s.say('classroom.summary.intro'),
    parts: PARTS.map(({ part, rules }) => ({
      heading: say(`classroom.summary.${part}`),
      points: rules.map((r, i) => ({ text: say(`classroom.summary.${part}.${i + 1}`), rules: r })),
    })),
  };
}

const ENGLISH = summaryIn(ENGLISH_CLASSROOM);
export const SUMMARY_TITLE = ENGLISH.title;
export const SUMMARY_INTRO = ENGLISH.intro;
export const SUMMARY: readonly SummaryPart[] = ENGLISH.parts;

/** The rule numbers of a point, as printed after it: "EC-21, EC-22". */
export function citeRules(rules: readonly string[]): string {
  return rules.join(', ');
}
