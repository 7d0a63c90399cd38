/**
 * An Astro integration that validates every lesson before the site is built or
 * served, so a wrong position fails the build with the file, line and step.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { LESSON_GAMES } from './adapters';
import { formatProblem, validateLesson, type LessonProblem } from './validate';
import { LESSONS_DIR } from './files';

export { LESSONS_DIR };


export function validateAllLessons(root: string): LessonProblem[] {
  const problems: LessonProblem[] = [];
  const base = join(root, LESSONS_DIR);
  if (!existsSync(base)) return problems;
  for (const game of readdirSync(base)) {
    const adapter = LESSON_GAMES[game];
    const files = readdirSync(join(base, game)).filter((f) => f.endsWith('.mdx'));
    for (const f of files) {
      const file = `${LESSONS_DIR}/${game}/${f}`;
      if (!adapter) {
        problems.push({ file, line: 1, message: `no lesson support for a game called "${game}"` });
        continue;
      }
      problems.push(...validateLesson(file, readFileSync(join(root, file), 'utf8'), adapter));
    }
  }
  return problems;
}

export function lessonCheck(): AstroIntegration {
  return {
    name: 'lesson-check',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const problems = validateAllLessons(new URL(config.root).pathname);
        if (problems.length > 0) {
          throw new Error(`Lessons that teach an impossible position:\n${problems.map(formatProblem).join('\n')}`);
        }
        logger.info('every lesson position checked by the engine');
      },
    },
  };
}
