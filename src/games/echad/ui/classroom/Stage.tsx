/**
 * What the class looks at: the question, the table's card (with the card under a wild and the colour
 * in force), the card in question, and the answer once shown. Used by every mode of the projector.
 */
import type { ComponentChildren } from 'preact';
import type { Table } from '../../classroom/answer';
import type { Reveal, Shown, TablePrompt } from '../../classroom/display';
import type { EchadCard } from '../../cards';
import { Bidi } from '../../../../widgets/Bidi';
import { CardImage } from './CardImage';
import { isolated, useClassroom } from './speech';

export function QuestionText({ question, context }: { readonly question: string; readonly context: string | null }) {
  const { dir } = useClassroom();
  return (
    <>
      <p class="pj-question">{question}</p>
      {context && (
        <p class="pj-context">
          <Bidi text={context} dir={dir} />
        </p>
      )}
    </>
  );
}

/** "On the table": the top card, the card under a wild peeking out, and the colour in force. */
export function TableSlot({ table, prompt }: { readonly table: Table; readonly prompt: TablePrompt }) {
  const { display: WORDS, dir } = useClassroom();
  return (
    <figure class="pj-slot">
      <figcaption class="pj-slot-name">{WORDS.onTable}</figcaption>
      <div class={table.beneath ? 'pj-pile pj-pile-stacked' : 'pj-pile'}>
        {table.beneath && <CardImage card={table.beneath} class="pj-beneath" />}
        <CardImage card={table.top} class="pj-big" />
      </div>
      <p class="pj-caption">
        <Bidi text={prompt.topCaption} dir={dir} />
      </p>
      {prompt.underCaption && (
        <p class="pj-caption pj-under">
          {WORDS.underIt}: <Bidi text={prompt.underCaption} dir={dir} />
        </p>
      )}
      {table.wildColour && (
        <p class={`pj-in-force pj-in-force-${table.wildColour}`}>
          {WORDS.colourInForce}: <strong>{prompt.colourInForce}</strong>
        </p>
      )}
    </figure>
  );
}

/** "Your card": the card the class is asked about, with its name. */
export function YourCardSlot({ card, caption }: { readonly card: EchadCard; readonly caption: string }) {
  const { display: WORDS, dir } = useClassroom();
  return (
    <figure class="pj-slot">
      <figcaption class="pj-slot-name">{WORDS.yourCard}</figcaption>
      <div class="pj-pile">
        <CardImage card={card} class="pj-big" />
      </div>
      <p class="pj-caption">
        <Bidi text={caption} dir={dir} />
      </p>
    </figure>
  );
}

/** The rules an answer follows, each by its number and title. */
export function RuleList({ rules }: { readonly rules: readonly { readonly rule: string; readonly title: string }[] }) {
  const { dir } = useClassroom();
  return (
    <ul class="pj-which-rules">
      {rules.map((r) => (
        <li key={r.rule} class="pj-rule">
          <span class="pj-rule-id" dir={isolated(dir)}>
            {r.rule}
          </span>{' '}
          {r.title}
        </li>
      ))}
    </ul>
  );
}

/** The answer's place: "think" (or how to answer) until it is shown. */
export function AnswerBox({
  revealed,
  think,
  children,
}: {
  readonly revealed: boolean;
  readonly think?: string;
  readonly children: ComponentChildren;
}) {
  const { display } = useClassroom();
  return (
    <div class="pj-answer" id="pj-answer">
      {revealed ? children : <p class="pj-think">{think ?? display.think}</p>}
    </div>
  );
}

/** One card in question against the table's card: "Can you play this card?", "What happens next?". */
export function Stage({ shown, revealed }: { readonly shown: Shown; readonly revealed: boolean }) {
  const { table, card, prompt, reveal } = shown;
  return (
    <div class="pj-stage">
      <div class="pj-table">
        <QuestionText question={prompt.question} context={prompt.context} />
        <div class="pj-cards">
          <TableSlot table={table} prompt={prompt} />
          <YourCardSlot card={card} caption={prompt.cardCaption} />
        </div>
      </div>
      <AnswerBox revealed={revealed}>
        <RevealView reveal={reveal} />
      </AnswerBox>
    </div>
  );
}

export function RevealView({ reveal }: { readonly reveal: Reveal }) {
  const { verdict, example, next } = reveal;
  const { display: WORDS, dir } = useClassroom();
  return (
    <div class={reveal.ok ? 'pj-verdict pj-ok' : 'pj-verdict pj-no'}>
      <p class="pj-headline">
        <span class="pj-sign" aria-hidden="true">
          {reveal.ok ? '✓' : '✗'}
        </span>{' '}
        {reveal.headline}
      </p>
      <p class="pj-rule">
        <span class="pj-rule-id" dir={isolated(dir)}>
          {verdict.rule}
        </span>{' '}
        {verdict.title}
      </p>
      <p class="pj-reason">
        <Bidi text={verdict.reason} dir={dir} />
      </p>
      {verdict.fix && (
        <p class="pj-fix">
          <Bidi text={verdict.fix} dir={dir} />
        </p>
      )}
      {example && (
        <p class="pj-example">
          {WORDS.example}: {/* The full stop stays with the rule number: a line never starts with it. */}
          <span class="rule-number">
            <span class="pj-rule-id" dir={isolated(dir)}>
              {example.rule}
            </span>
            .
          </span>
        </p>
      )}
      {next && (
        <div class="pj-next">
          <p class="pj-rule">
            {WORDS.next}
            {next.rule ? ': ' : ''}
            {next.rule && (
              <span class="pj-rule-id" dir={isolated(dir)}>
                {next.rule}
              </span>
            )}{' '}
            {next.rule ? next.title : ''}
          </p>
          <p class="pj-reason">
            <Bidi text={next.reason} dir={dir} />
          </p>
        </div>
      )}
    </div>
  );
}
