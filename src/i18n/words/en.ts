/**
 * The kit's words in English: every word a page says around a game's own content (the header, the
 * navigation, the rule page's headings, the language switcher). This file names the keys; every
 * other language's catalogue must give each of them (KitWords), or the type check and
 * test/unit/translations.test.ts fail naming the key. A message with values is a function of them,
 * so word order and plural forms are the language's own.
 */
import type { PracticeWords } from '../../practice/words';
import type { SearchWords } from '../../search/words';
import type { ChildrenLessonWords, LessonWords } from '../../widgets/lesson/words';
import { PHASE_WORDS, TABLE_WORDS } from '../../widgets/table/words';
import { MATCH_WORDS, type MatchWords } from '../../widgets/match/words';

export const en = {
  skipLink: 'Skip to content',
  brand: 'Card Rules Tutor',
  gamesNav: 'Games',
  /** The page's rule number as the example: a rule of the page's own game (src/layouts/example-rule.ts). */
  footer: (rule: string) =>
    `Rule numbers (${rule} and so on) are the same everywhere in the tutor: in lessons, verdicts and the rule reference.`,
  updateReady: 'A new version of the tutor is ready.',
  updateSwitch: 'Switch to it',
  languagesNav: 'This page in other languages',
  /** Said in the offered language, to a visitor whose browser prefers it. */
  offerText: 'This page is also in English.',
  offerAccept: 'Read it in English',
  offerDecline: 'No, thank you',
  homeTitle: 'Learn card games rule by rule',
  homeLead:
    'Step-by-step lessons in which every move you try is judged by its numbered rule, a rule reference with one address per rule, and matches against the computer.',
  homeGames: 'Games in English',
  allGames: 'All games, in English',
  gameSections: (game: string) => `${game} sections`,
  navLessons: (game: string) => `${game}: lessons`,
  navRules: 'Rules',
  navGlossary: 'Glossary',
  navPlay: 'Play a match',
  lessonsHeading: 'Lessons',
  lessonCount: (index: number, total: number) => `Lesson ${index} of ${total}`,
  allLessons: 'All lessons',
  childrenHeading: 'Lessons for children',
  /** The link to the lessons for children in a game's row of links, where room is short. */
  childrenShort: 'For children',
  childrenLead:
    'The same game for a class of young children: short sentences, one idea a step, and each rule named by its title. Show a step on the projector, or let the children try it in pairs.',
  childrenProjector: 'Show on the projector',
  childrenProjectorHint: 'The lesson fills the screen, in larger words. Page Down, or a clicker, goes to the next step; Esc ends it.',
  childrenProjectorRefused: 'This browser did not open full screen. F11 does the same.',
  childrenLessonCount: (index: number, total: number) => `Lesson ${index} of ${total} for children`,
  lesson: {
    lang: 'en',
    step: 'Step {number}',
    stepLabel: 'Step {number}: {title}',
    done: '✓ done',
    goal: 'Goal:',
    hint: 'Hint',
    hintLine: 'Hint:',
    startAgain: 'Start again',
    stepComplete: 'Step complete!',
    offTrack: 'That is a legal move, but this step asks something else: {goal} Press “Start again” to retry.',
    loadFailed: 'This step could not load its rules. Check the connection and reload the page.',
    quizTable: 'The table for this question (nothing to play here)',
    allowed: 'Allowed',
    notAllowed: 'Not allowed',
    right: 'Right',
    notQuite: 'Not quite',
    stepsDone: { one: '{done} of {n} step done', other: '{done} of {n} steps done' },
    progress: {
      notKept:
        'This browser is not keeping site data (it is switched off, or storage is full), so your lesson progress will not be saved. The lessons work as usual.',
      unreadable: 'Your saved lesson progress could not be read, so it was reset.',
      broken: 'Saved progress for {lessons} could not be read, so that lesson was reset; the rest is kept.',
    },
    table: TABLE_WORDS,
    phases: PHASE_WORDS,
  } satisfies LessonWords,
  /** What a lesson for children says instead (ChildrenLessonWords): English "you" already speaks to a class. */
  lessonForChildren: {} as ChildrenLessonWords,
  lookUpRules: (game: string) => `Look up any rule in the ${game} rules.`,
  rulesTitle: (game: string) => `${game} rules`,
  rulesHeading: (game: string) => `${game}: the rules`,
  rulesLead: (example: string, prefix: string) =>
    `Every rule has a number and its own address (for example ${example}). Verdicts in the lessons and games link here. Where the original text is unclear, a ruling (${prefix}-A1 and so on) says how the tutor reads it.`,
  commonGameHeading: 'Where these rules differ from the common game',
  commonGameIntro: (game: string) => `If you have played ${game} elsewhere, these rules may not be what you expect:`,
  numberedRules: 'Rules',
  rulings: 'Rulings: where the text is unclear',
  readingsConsidered: 'Readings considered:',
  houseRuleOption: 'This is a house-rule option when you start a match.',
  switchChanges: 'A house-rule switch changes this rule:',
  switchSettings: 'What it says under each setting:',
  sourceText: 'Source text',
  inCommonGame: 'In the common game:',
  howWeReadIt: 'How we read it:',
  settles: 'Settles:',
  tryIt: 'Try it:',
  phase: {
    setup: 'setup',
    draw: 'draw',
    play: 'play',
    layoff: 'lay off',
    penalty: 'penalty',
    skip: 'skip',
    end: 'end',
    scoring: 'scoring',
  },
  glossaryTitle: (game: string) => `${game} glossary`,
  glossaryHeading: (game: string) => `${game}: words at the table`,
  glossaryLead: (game: string) => `What each word means in ${game}, and the rules that use it.`,
  alsoSaid: 'Also said:',
  glossaryRules: 'Rules:',
  listSeparator: ', ',
  notFoundTitle: 'Page not found',
  notFoundLead: 'There is no page at this address. It may have been mistyped.',
  lookUpRule: 'Look up a rule by its number',
  goToRule: 'Go to the rule',
  theGames: 'The games',
  rulesLink: 'rules',
  playLink: 'play',
  /** {first}, {second}: a rule number and a ruling of the games in the language. */
  typeRuleNumber: 'Type a rule number such as {first} or {second}.',
  searchLabel: 'Search the rules',
  whichGame: 'Which game',
  allGamesOption: 'All games',
  searchButton: 'Search',
  searchExample: (rule: string) => `e.g. ${rule}`,
  searchTitle: 'Search the rules',
  searchLead:
    'Ask in your own words (“what if the draw pile is empty?”), use a game’s own term, in English or in the language of its rule sheet, or type a rule number to go straight to it.',
  rulesFound: 'Rules found',
  search: {
    lang: 'en' as string,
    kinds: { rule: 'Rule', ruling: 'Ruling', term: 'Glossary' },
    noSuchRule: 'There is no rule {number}.',
    notLoaded: 'The search index could not be loaded. The rule page of each game lists every rule.',
    nothing: 'No rule matches “{question}” in {where}. Try other words, or a rule number.',
    closest: {
      one: 'No rule matches “{question}” exactly in {where}. The closest one:',
      other: 'No rule matches “{question}” exactly in {where}. The closest {n}:',
    },
    found: { one: '{n} rule for “{question}” in {where}.', other: '{n} rules for “{question}” in {where}.' },
    askedAs: 'Asked as: ',
    didYouMean: 'Did you mean {question}?',
    allGames: 'all games',
    namedGame: '{game}, the game the question names',
    askedInGame: '{game}, the game asked in {language}',
  },
  /** "What happens now?" questions in practice (src/practice/words.ts says each placeholder). */
  practiceTitle: (game: string) => `Practise ${game}`,
  practiceLead:
    'Questions from real deals, about the rules you have met in the lessons. Every answer is explained with its rule.',
  navPractice: 'Practice',
  practice: {
    lang: 'en' as string,
    nowHeading: 'What happens now?',
    nowMove: 'You {move}.',
    askNext: 'Who plays next?',
    askCardsYou: 'How many cards do you pick up?',
    askCards: 'How many cards does {seat} pick up?',
    askPoints: 'How many points does it score?',
    you: 'You',
    player: 'Player {n}',
    cards: { one: '{n} card', other: '{n} cards' },
    points: { one: '{n} point', other: '{n} points' },
    answerNextYou: 'You play next.',
    answerNext: '{seat} plays next.',
    answerCardsYou: 'You pick up {cards}.',
    answerCards: '{seat} picks up {cards}.',
    answerPoints: 'It scores {points}.',
    answerIs: 'The answer: {answer}.',
    rightOption: 'the right answer',
    whatHappens: 'What happens',
    page: {
      everyRule: 'You have not done any lessons yet, so questions come from every rule of the game.',
      ready: 'Ready for a question?',
      readyText: 'Each question is dealt from a real game, at your turn.',
      loadFailed: 'The questions could not be loaded. Check the connection and try again.',
      dealing: 'Dealing…',
      start: 'Start practising',
      nothingToAsk: 'There is no question to ask about the rules you have met yet. Do a lesson first.',
      mayYou: 'May you {move}?',
      allowed: 'Allowed',
      notAllowed: 'Not allowed',
      whichCards: 'Which of your cards may be played? Pick every one that fits, then check.',
      check: 'Check',
      marks: {
        rightPick: '✓ picked, and it may be played',
        wrongPick: '✗ picked, but it may not be played',
        missed: '! not picked, but it may be played',
        rightLeft: '✓ left, and it may not be played',
      },
      keys: 'Keys: 1–9 pick an answer, Enter checks, N goes on.',
      right: '✓ Right.',
      notQuite: '✗ Not quite.',
      next: 'Next question',
      yourRules: 'Your rules',
      known: 'Known',
      learning: 'Learning',
      notMet: 'Not met yet',
      answered: 'Questions answered: {n}',
      practiseDue: { one: 'Practise what is due ({n} rule)', other: 'Practise what is due ({n} rules)' },
      byPart: 'By part of the game',
      part: 'Part',
      rules: 'Rules',
      due: ' (due)',
      dueToday: {
        some: { one: '{n} rule is due for practice today', other: '{n} rules are due for practice today' },
        none: 'No rule is due for practice today: well done.',
      },
      saved: {
        notKept:
          'This browser is not keeping site data (it is switched off, or storage is full), so what you practise will not be remembered after this visit. Practice works as usual.',
        unreadable: 'Your saved practice could not be read, so it was reset.',
        broken: 'Saved practice for {lessons} could not be read, so that rule was reset; the rest is kept.',
      },
    },
  },
  /** The play page: its title, and the rules panel beside the match. */
  playTitle: (game: string) => `Play ${game}`,
  rulesPanel: {
    open: 'Look up a rule',
    close: 'Close',
    /** {game} */
    search: 'Search the {game} rules',
    /** {example}: a rule number. */
    placeholder: 'Words or {example}',
    /** {id}: a rule number. */
    loading: 'Rule {id}',
    notLoaded: 'Rule {id} could not be loaded here; the rules page has it.',
    openOnPage: 'Open it on the rules page (in a new tab)',
    /** Shown with a rule opened from the results: back to them, as they were. */
    backToResults: 'Back to the results',
  },
  /** Around every match (src/widgets/match/words.ts says each placeholder). */
  match: MATCH_WORDS,
};

type Widen<T> = T extends SearchWords
  ? SearchWords
  : T extends LessonWords
    ? LessonWords
    : T extends PracticeWords
      ? PracticeWords
      : T extends MatchWords
        ? MatchWords
        : T extends string
          ? string
          : T extends (...args: infer A) => string
            ? (...args: A) => string
            : { readonly [K in keyof T]: Widen<T[K]> };

/** What a language's catalogue of kit words must give: every key of the English one, of the same kind. */
export type KitWords = { readonly [K in keyof typeof en]: Widen<(typeof en)[K]> };
