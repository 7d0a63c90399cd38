/**
 * The practice island of every game. It first shows what needs no engine: the learner's rules at a
 * glance (not met, learning, known), kept in the browser, and a button to start. The question's
 * code (the generator, the game's engine and its table) is fetched when the learner asks for the
 * first question, as lesson steps fetch their statechart, so opening the page costs none of it.
 * A game gives the loader of its questions (`ui/practice-kit.ts`: the kit's question view with its
 * lesson step kit, engine and practice hook), one dynamic import so the build splits it from the
 * page in one piece.
 */
import { useRef, useState } from 'preact/hooks';
import type { RuleMessages } from '../../engine/catalogue';
import type { TermsIn } from '../../engine/names';
import { progressNotice } from '../../progress/progress';
import { Notice } from '../../widgets/Notice';
import { SpeakingIn, type IslandWords } from '../../widgets/speech';
import { loadMastery, saveMastery, MASTERY_NOT_KEPT } from '../mastery';
import { practicePriority, rulesByLesson } from '../order';
import type { Question } from '../question';
import { lessonsOfTeaching, metRules, type Teaching } from '../teaching';
import { fetchRuleTexts, type RuleTexts, RuleTextsContext } from '../rule-texts';
import type { PracticeWords } from '../words';
import { MasteryView } from './MasteryView';
import type { GameQuestions } from './Questions';

export type { Teaching } from '../teaching';

export interface PracticeProps {
  readonly slug: string;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** Where each rule's text is fetched with the first question (src/practice/rule-texts.ts). */
  readonly textsHref: string;
  /** Every rule the lessons teach, in their order. */
  readonly order: readonly string[];
  readonly teaching: readonly Teaching[];
  /** The part of the game each rule belongs to (its phase, in the page's words), in the order the parts come. */
  readonly parts: readonly { readonly name: string; readonly rules: readonly string[] }[];
  /** The practice page's words and its questions', in the page's language. */
  readonly words: PracticeWords;
  /** The kit's table words in the page's language; left out, English. */
  readonly table?: IslandWords;
  /** The game's table of terms in the page's language; none for English. */
  readonly language?: TermsIn;
}

interface Loaded<S, M> extends GameQuestions<S, M> {
  readonly next: (priority: readonly string[]) => Question<S, M> | null;
  /** The scheduler, fetched with the questions: the page shows what is due without it. */
  readonly record: typeof import('../schedule').recordAnswer;
  readonly texts: RuleTexts;
}

type Status = 'waiting' | 'loading' | 'failed';

export function PracticePage<S, M>(props: PracticeProps & { load: () => Promise<GameQuestions<S, M>> }) {
  return (
    <SpeakingIn words={props.table} language={props.language}>
      <Practice {...props} />
    </SpeakingIn>
  );
}

function Practice<S, M>({ load, ...props }: PracticeProps & { load: () => Promise<GameQuestions<S, M>> }) {
  const { slug, messages, rulesHref, textsHref, order, teaching, parts, words } = props;
  const said = words.page;
  const [start] = useState(() => {
    const read = loadMastery(slug);
    return { read, ...metRules(teaching, read.mastery, order), byLesson: rulesByLesson(lessonsOfTeaching(teaching)) };
  });
  const [mastery, setMastery] = useState(start.read.mastery);
  const [notice, setNotice] = useState(start.read.notice);
  const [loaded, setLoaded] = useState<Loaded<S, M> | null>(null);
  const [status, setStatus] = useState<Status>('waiting');
  const [question, setQuestion] = useState<Question<S, M> | null>(null);
  const [firstId, setFirstId] = useState<string | null>(null);
  // The mastery as it is when the code arrives: the first question is the rule due then.
  const latest = useRef(mastery);
  latest.current = mastery;

  const ask = () => {
    if (loaded) {
      setQuestion(loaded.next(practicePriority(mastery, start.met, start.byLesson)));
      return;
    }
    if (status === 'loading') return;
    setStatus('loading');
    Promise.all([load(), import('../schedule'), fetchRuleTexts(textsHref)]).then(
      ([questions, { recordAnswer }, texts]) => {
        const next = questions.source(start.met);
        const first = next(practicePriority(latest.current, start.met, start.byLesson));
        setLoaded({ ...questions, next, record: recordAnswer, texts });
        setQuestion(first);
        setFirstId(first?.id ?? null);
      },
      () => setStatus('failed'),
    );
  };

  const answered = (rules: readonly string[], right: boolean) => {
    if (loaded === null) return;
    const updated = loaded.record(mastery, rules, right);
    setMastery(updated);
    if (!saveMastery(slug, updated)) setNotice(MASTERY_NOT_KEPT);
  };

  return (
    <div class="practice">
      <Notice text={notice && progressNotice(notice, said.saved)} quiet />
      {start.everyRule && <p class="practice-all">{said.everyRule}</p>}
      {loaded === null ? (
        <section class="practice-start" aria-labelledby="practice-ask">
          <h2 id="practice-ask">{said.ready}</h2>
          <p>{said.readyText}</p>
          <Notice text={status === 'failed' ? said.loadFailed : ''} />
          <button type="button" class="action primary" onClick={ask} aria-disabled={status === 'loading'}>
            {status === 'loading' ? said.dealing : said.start}
          </button>
        </section>
      ) : question === null ? (
        <p>{said.nothingToAsk}</p>
      ) : (
        <RuleTextsContext.Provider value={loaded.texts}>
        <loaded.View
          key={question.id}
          question={question}
          kit={loaded.kit}
          messages={messages}
          rulesHref={rulesHref}
          words={words}
          onAnswer={answered}
          onNext={ask}
          first={question.id === firstId}
        />
        </RuleTextsContext.Provider>
      )}
      <MasteryView
        mastery={mastery}
        met={start.met}
        order={order}
        parts={parts}
        messages={messages}
        rulesHref={rulesHref}
        words={words}
        onPractiseDue={ask}
      />
    </div>
  );
}
