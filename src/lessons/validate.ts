/**
 * Checks a lesson file against its game's engine, so that a lesson can never
 * teach an impossible position: the front matter must fit the schema, every
 * position must parse and be one a real game can reach (as the game's
 * `impossible` says, when it has one), every success move must be allowed in its
 * position, and every rule number must exist. Each problem names the file, the
 * line and the step.
 */
import { LineCounter, parseDocument, isNode } from 'yaml';
import { NotationError } from '../engine/notation';
import type { LessonAdapter } from './adapter';
import { sequenceOf } from './outcome';
import { lessonSchema, type Lesson } from './schema';

/** What kind of thing is wrong, for the heading of the build's report. */
export type ProblemKind = 'yaml' | 'schema' | 'position' | 'impossible' | 'move' | 'rule' | 'placement';

export const PROBLEM_KINDS: Readonly<Record<ProblemKind, string>> = {
  yaml: 'front matter that is not valid YAML',
  schema: 'front matter that does not fit the lesson schema',
  position: 'a position the engine cannot read',
  impossible: 'a position no real game can reach',
  move: 'a success move the rules do not allow',
  rule: 'a rule number the game does not have',
  placement: 'a step not placed exactly once in the text',
};

export interface LessonProblem {
  readonly file: string;
  readonly line: number;
  readonly step?: string;
  readonly kind: ProblemKind;
  readonly message: string;
}

type Path = readonly (string | number)[];

export function formatProblem(p: LessonProblem): string {
  return `${p.file}:${p.line}${p.step ? ` (step "${p.step}")` : ''}: ${p.message}`;
}

/** The build's report: a heading that names the kinds of problem found, then one line per problem. */
export function formatReport(problems: readonly LessonProblem[]): string {
  const kinds = [...new Set(problems.map((p) => PROBLEM_KINDS[p.kind]))];
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return `Lessons with ${count} (${kinds.join('; ')}):\n${problems.map(formatProblem).join('\n')}`;
}

/** The YAML parser's message without its own line and column, which count from the front matter, not the file. */
function yamlMessage(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}

/** Splits "---\n yaml \n---\n body" and says on which line of the file the YAML starts. */
function splitFrontmatter(text: string): { yaml: string; body: string; firstLine: number; bodyLine: number } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return null;
  const bodyLine = m[0].split('\n').length - (m[0].endsWith('\n') ? 0 : 1);
  return { yaml: m[1] ?? '', body: text.slice(m[0].length), firstLine: 2, bodyLine };
}

/**
 * `mayAct`, when given, says whether a seat may act in a position in any capacity (its turn, a
 * window open to it, a decision it owes): a move step may then start with the learner using a
 * window out of turn, such as a snatch. Without it, the learner must be the one to act.
 */
export interface LessonCheckOptions {
  mayAct?(state: unknown, seat: number): boolean;
}

export function validateLesson(
  file: string,
  text: string,
  game: LessonAdapter<unknown, unknown>,
  options: LessonCheckOptions = {},
): LessonProblem[] {
  const parts = splitFrontmatter(text);
  if (!parts)
    return [{ file, line: 1, kind: 'yaml', message: 'a lesson starts with front matter between two "---" lines' }];
  const lines = new LineCounter();
  const doc = parseDocument(parts.yaml, { lineCounter: lines });
  const lineAt = (offset: number) => parts.firstLine + lines.linePos(offset).line - 1;
  if (doc.errors.length > 0) {
    return doc.errors.map((e) => {
      const { line, col } = lines.linePos(e.pos[0]);
      return {
        file,
        line: parts.firstLine + line - 1,
        kind: 'yaml' as const,
        message: `front matter is not valid YAML (column ${col}): ${yamlMessage(e.message)}`,
      };
    });
  }
  /** The line of the deepest node that exists along a path. */
  const lineOf = (path: Path): number => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return parts.firstLine;
  };
  const problems: LessonProblem[] = [];
  const raw: unknown = doc.toJS();
  const parsed = lessonSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const stepIndex = issue.path[0] === 'steps' ? issue.path[1] : undefined;
      const stepId = typeof stepIndex === 'number' ? stepIdAt(raw, stepIndex) : undefined;
      problems.push({
        file,
        line: lineOf(issue.path),
        ...(stepId ? { step: stepId } : {}),
        kind: 'schema',
        message: `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
      });
    }
    return problems;
  }
  const lesson = parsed.data;
  checkSteps(lesson, game, options, (i, path, kind, message) => {
    const step = lesson.steps[i];
    problems.push({ file, line: lineOf(['steps', i, ...path]), ...(step ? { step: step.id } : {}), kind, message });
  });
  checkBody(lesson, parts.body, (where, message) => {
    const line =
      'offset' in where
        ? parts.bodyLine + parts.body.slice(0, where.offset).split('\n').length - 1
        : lineOf(['steps', where.step, 'id']);
    const step = 'step' in where ? lesson.steps[where.step]?.id : undefined;
    problems.push({ file, line, ...(step ? { step } : {}), kind: 'placement', message });
  });
  return problems;
}

function stepIdAt(raw: unknown, index: number): string | undefined {
  const steps = (raw as { steps?: { id?: unknown }[] } | null)?.steps;
  const id = Array.isArray(steps) ? steps[index]?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}

type Report = (stepIndex: number, path: Path, kind: ProblemKind, message: string) => void;

/**
 * The step's position as game state, or undefined when it cannot be read. A position that reads
 * but could not arise in a real game is reported too, and still returned: its moves are checked as
 * well, so one run names every problem of the step.
 */
function positionOf(
  text: string,
  game: LessonAdapter<unknown, unknown>,
  report: (kind: 'position' | 'impossible', m: string) => void,
): unknown {
  let state: unknown;
  try {
    state = game.parsePosition(text);
  } catch (e) {
    if (e instanceof NotationError)
      report('position', `position: ${e.message} (at column ${e.column + 1} of "${text}")`);
    else report('position', `position: ${(e as Error).message}`);
    return undefined;
  }
  const why = game.impossible?.(state);
  if (why) report('impossible', `position: no real game can reach it: ${why}`);
  return state;
}

function checkSteps(
  lesson: Lesson,
  game: LessonAdapter<unknown, unknown>,
  options: LessonCheckOptions,
  report: Report,
): void {
  const seen = new Set<string>();
  lesson.steps.forEach((step, i) => {
    if (seen.has(step.id)) report(i, ['id'], 'schema', `the step id "${step.id}" is used twice in this lesson`);
    seen.add(step.id);
    step.teaches.forEach((rule, j) => {
      if (!game.ruleIds.includes(rule)) report(i, ['teaches', j], 'rule', `${rule} is not a rule number of this game`);
    });
    if (step.kind === 'quiz') {
      if (step.answer >= step.choices.length) {
        report(
          i,
          ['answer'],
          'schema',
          `answer ${step.answer} is not one of the ${step.choices.length} choices (counting from 0)`,
        );
      }
      if (step.position !== undefined) positionOf(step.position, game, (kind, m) => report(i, ['position'], kind, m));
      return;
    }
    const start = positionOf(step.position, game, (kind, m) => report(i, ['position'], kind, m));
    if (start === undefined) return;
    if (game.toAct(start) !== 0 && !options.mayAct?.(start, 0))
      report(i, ['position'], 'position', 'the learner ("you") must be the one to act in a move step');
    step.success.forEach((line, j) => {
      let state: unknown = start;
      for (const text of sequenceOf(line)) {
        const move = game.parseMove(text, state);
        if (typeof move === 'object' && move !== null && 'error' in move) {
          report(i, ['success', j], 'move', (move as { error: string }).error);
          return;
        }
        const verdict = game.check(state, move);
        if (!verdict.ok) {
          report(
            i,
            ['success', j],
            'move',
            `"${text}" is not allowed in this position (${verdict.rule}), so it cannot count as success`,
          );
          return;
        }
        state = game.apply(state, move);
      }
    });
  });
}

/** Every step is placed in the prose exactly once with <Step lesson={frontmatter} id="…" />. */
/** Where in the file a placement problem is: a step of the front matter, or an offset in the text. */
type Where = { readonly step: number } | { readonly offset: number };

function checkBody(lesson: Lesson, body: string, report: (where: Where, m: string) => void): void {
  const placed = [...body.matchAll(/<Step\b[^>]*\bid="([^"]+)"/g)].map((m) => ({
    id: m[1] as string,
    offset: m.index,
  }));
  lesson.steps.forEach((step, i) => {
    const count = placed.filter((p) => p.id === step.id).length;
    if (count !== 1)
      report(
        { step: i },
        `step "${step.id}" must be placed once in the lesson text with <Step lesson={frontmatter} id="${step.id}" />, found ${count}`,
      );
  });
  for (const { id, offset } of placed) {
    if (!lesson.steps.some((s) => s.id === id)) report({ offset }, `<Step id="${id}" /> names no step of this lesson`);
  }
}
