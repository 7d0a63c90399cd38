/**
 * A shared Echad game link: the options, the seed and who plays, in the address, so
 * the same link deals the same cards. Reading a bad link says what is wrong.
 */
import { checkOptions } from './setup';
import { DEFAULT_OPTIONS, type EchadOptions } from './state';

/** Against computer players, or several people passing one device. */
export type TableMode = 'computer' | 'pass';

export interface EchadLink {
  readonly options: EchadOptions;
  readonly seed: string;
  readonly mode: TableMode;
  /** Computer players sometimes forget to say "Echad" (on unless the link says forget=off). */
  readonly forgetful: boolean;
}

const RULE_FLAGS = ['draw-until-match', 'reverse-skips', 'alef-once'] as const;

export function echadLinkQuery({ options, seed, mode, forgetful }: EchadLink): string {
  const q = new URLSearchParams();
  q.set('seed', seed);
  q.set('players', String(options.players));
  if (mode !== 'computer') q.set('mode', mode);
  if (!forgetful) q.set('forget', 'off');
  if (options.target !== DEFAULT_OPTIONS.target) q.set('target', String(options.target));
  const rules = [
    options.drawUntilMatch ? 'draw-until-match' : '',
    options.reverseSkipsWithTwo ? 'reverse-skips' : '',
    options.letterSplit === 'alef-once' ? 'alef-once' : '',
  ].filter(Boolean);
  if (rules.length > 0) q.set('rules', rules.join(','));
  return `?${q.toString()}`;
}

/** null when the address has no game in it; an error message when it has a broken one. */
export function parseEchadLink(search: string): EchadLink | { error: string } | null {
  const q = new URLSearchParams(search);
  if (!q.has('seed')) return null;
  const seed = q.get('seed') ?? '';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(seed)) return { error: 'the seed should be 1 to 32 letters or digits' };
  const playersText = q.get('players') ?? String(DEFAULT_OPTIONS.players);
  if (!/^\d{1,3}$/.test(playersText)) return { error: `players should be a whole number, not "${playersText}"` };
  const targetText = q.get('target') ?? String(DEFAULT_OPTIONS.target);
  if (!/^\d{1,5}$/.test(targetText)) return { error: `target should be a whole number, not "${targetText}"` };
  const mode = q.get('mode') ?? 'computer';
  if (mode !== 'computer' && mode !== 'pass') return { error: `mode should be "computer" or "pass", not "${mode}"` };
  const forget = q.get('forget') ?? 'on';
  if (forget !== 'on' && forget !== 'off') return { error: `forget should be "on" or "off", not "${forget}"` };
  const rules = (q.get('rules') ?? '').split(',').filter(Boolean);
  const unknown = rules.find((r) => !(RULE_FLAGS as readonly string[]).includes(r));
  if (unknown) return { error: `"${unknown}" is not a house rule; known ones are ${RULE_FLAGS.join(', ')}` };
  const options: EchadOptions = {
    players: Number(playersText),
    target: Number(targetText),
    drawUntilMatch: rules.includes('draw-until-match'),
    reverseSkipsWithTwo: rules.includes('reverse-skips'),
    letterSplit: rules.includes('alef-once') ? 'alef-once' : 'yud-once',
  };
  const verdict = checkOptions(options);
  if (!verdict.ok) {
    return {
      error:
        verdict.rule === 'EC-A4'
          ? `Echad is for 2 to 10 players here, not ${options.players} (EC-A4)`
          : 'the points target must be at least 1 (EC-30)',
    };
  }
  return { options, seed, mode, forgetful: forget === 'on' };
}
