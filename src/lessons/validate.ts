/**
 * Checks a lesson file against its game's engine, so that a lesson can never
 * teach an impossible position: the front matter must fit the schema, every
 * position must parse, every success move must be allowed in its position, and
 * every rule number must exist. Each problem names the file, the line and the step.
 */
import { LineCounter, parseDocument, isNode } from 'yaml';
import { NotationError } from '../engine/notation';
import type { LessonAdapter } from './adapter';
import { sequenceOf } from './outcome';
import { lessonSchema, type Lesson } from './schema';

export interface LessonProblem {
  readonly file: string;
  readonly line: number;
  readonly step?: string;
  readonly message: string;
}

type Path = readonly (string | number)[];

export function formatProblem(p: LessonProblem): string {
  return `${p.file}:${p.line}${p.step ? ` (step "${p.step}")` : ''}: ${p.message}`;
}

/** Splits "---\n yaml \n---\n body" and says on which line of the file the YAML starts. */
function splitFrontmatter(text: string): { yaml: string; body: string; firstLine: number } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return null;
  return { yaml: m[1] ?? '', body: text.slice(m[0].length), firstLine: 2 };
}

export function validateLesson(file: string, text: string, game: LessonAdapter<unknown, unknown>): LessonProblem[] {
  const parts = splitFrontmatter(text);
  if (!parts) return [{ file, line: 1, message: 'a lesson starts with front matter between two "---" lines' }];
  const lines = new LineCounter();
  const doc = parseDocument(parts.yaml, { lineCounter: lines });
  const lineAt = (offset: number) => parts.firstLine + lines.linePos(offset).line - 1;
  if (doc.errors.length > 0) {
    return doc.errors.map((e) => ({ file, line: lineAt(e.pos[0]), message: `front matter is not valid YAML: ${e.message}` }));
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
        message: `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
      });
    }
    return problems;
  }
  const lesson = parsed.data;
  checkSteps(lesson, game, (i, path, message) => {
    const step = lesson.steps[i];
    problems.push({ file, line: lineOf(['steps', i, ...path]), ...(step ? { step: step.id } : {}), message });
  });
  checkBody(lesson, parts.body, (message) => problems.push({ file, line: lineOf(['steps']), message }));
  return problems;
}

function stepIdAt(raw: unknown, index: number): string | undefined {
  const steps = (raw as { steps?: { id?: unknown }[] } | null)?.steps;
  const id = Array.isArray(steps) ? steps[index]?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}

type Report = (stepIndex: number, path: Path, message: string) => void;

function positionOf(text: string, game: LessonAdapter<unknown, unknown>, report: (m: string) => void): unknown {
  try {
    return game.parsePosition(text);
  } catch (e) {
    if (e instanceof NotationError) report(`position: ${e.message} (at column ${e.column + 1} of "${text}")`);
    else report(`position: ${(e as Error).message}`);
    return undefined;
  }
}

function checkSteps(lesson: Lesson, game: LessonAdapter<unknown, unknown>, report: Report): void {
  const seen = new Set<string>();
  lesson.steps.forEach((step, i) => {
    if (seen.has(step.id)) report(i, ['id'], `the step id "${step.id}" is used twice in this lesson`);
    seen.add(step.id);
    step.teaches.forEach((rule, j) => {
      if (!game.ruleIds.includes(rule)) report(i, ['teaches', j], `${rule} is not a rule number of this game`);
    });
    if (step.kind === 'quiz') {
      if (step.answer >= step.choices.length) {
        report(i, ['answer'], `answer ${step.answer} is not one of the ${step.choices.length} choices (counting from 0)`);
      }
      if (step.position !== undefined) positionOf(step.position, game, (m) => report(i, ['position'], m));
      return;
    }
    const start = positionOf(step.position, game, (m) => report(i, ['position'], m));
    if (start === undefined) return;
    if (game.toAct(start) !== 0) report(i, ['position'], 'the learner ("you") must be the one to act in a move step');
    step.success.forEach((line, j) => {
      let state: unknown = start;
      for (const text of sequenceOf(line)) {
        const move = game.parseMove(text, state);
        if (typeof move === 'object' && move !== null && 'error' in move) {
          report(i, ['success', j], (move as { error: string }).error);
          return;
        }
        const verdict = game.check(state, move);
        if (!verdict.ok) {
          report(i, ['success', j], `"${text}" is not allowed in this position (${verdict.rule}), so it cannot count as success`);
          return;
        }
        state = game.apply(state, move);
      }
    });
  });
}

/** Every step is placed in the prose exactly once with <Step lesson={frontmatter} id="…" />. */
function checkBody(lesson: Lesson, body: string, report: (m: string) => void): void {
  const placed = [...body.matchAll(/<Step\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1] as string);
  for (const step of lesson.steps) {
    const count = placed.filter((id) => id === step.id).length;
    if (count !== 1) report(`step "${step.id}" must be placed once in the lesson text with <Step lesson={frontmatter} id="${step.id}" />, found ${count}`);
  }
  for (const id of placed) {
    if (!lesson.steps.some((s) => s.id === id)) report(`<Step id="${id}" /> names no step of this lesson`);
  }
}
