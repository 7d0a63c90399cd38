/**
 * An Astro integration that validates every lesson before the site is built or
 * served, so a wrong position fails the build with the file, line and step.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { GAMES, gameBySlug } from '../games/registry';
import { CONTENT_DIR, lessonsDir } from './files';
import type { Course } from './related';
import { mayAct } from '../engine/actors';
import type { GameModule } from '../games/module';
import { formatReport, validateLesson, type LessonCheckOptions, type LessonProblem } from './validate';

/** The learner may start a move step wherever the game's engine lets seat 0 act: a turn, a window, a decision. */
export function lessonCheckOf(module: GameModule): LessonCheckOptions {
  return { mayAct: (state, seat) => mayAct(module.engine.actors(state), seat) };
}

/** Every lesson in content/<game>/lessons/ and content/<game>/children/ of a registered game, checked by its game's engine. */
export function validateAllLessons(root: string): LessonProblem[] {
  const base = join(root, CONTENT_DIR);
  if (!existsSync(base)) return [];
  return readdirSync(base).flatMap((game) => COURSES.flatMap((course) => validateFolder(root, game, lessonsDir(game, course))));
}

const COURSES: readonly Course[] = ['everyone', 'children'];

/** The lessons in one of a game's lesson folders, checked by its game's engine. */
function validateFolder(root: string, game: string, dir: string): LessonProblem[] {
  if (!existsSync(join(root, dir))) return [];
  const module = gameBySlug(game);
  // A game announced as coming may have lessons before its module is in the registry; its own
  // lesson test checks them until then.
  if (!module && GAMES.some((g) => g.slug === game && !g.ready)) return [];
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.mdx'))
    .flatMap((f): LessonProblem[] => {
      const file = `${dir}/${f}`;
      if (!module) return [{ file, line: 1, kind: 'schema', message: `no game called "${game}" is in src/games/registry.ts` }];
      return validateLesson(file, readFileSync(join(root, file), 'utf8'), module.lessons, lessonCheckOf(module));
    });
}

export function lessonCheck(): AstroIntegration {
  return {
    name: 'lesson-check',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const problems = validateAllLessons(new URL(config.root).pathname);
        if (problems.length > 0) {
          throw new Error(formatReport(problems));
        }
        logger.info('every lesson position checked by the engine');
      },
    },
  };
}
