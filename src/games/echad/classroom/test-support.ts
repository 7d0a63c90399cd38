/** For the classroom tests: the Echad rule catalogue's messages, read straight from its file. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { catalogueSchema, messagesOf, type RuleEntry } from '../../../engine/catalogue';

const FILE = fileURLToPath(new URL('../../../../content/echad/rules.yaml', import.meta.url));

export const ECHAD_ENTRIES: readonly RuleEntry[] = catalogueSchema.parse(parse(readFileSync(FILE, 'utf8')));
export const ECHAD_MESSAGES = messagesOf(ECHAD_ENTRIES);
export const ECHAD_IDS: ReadonlySet<string> = new Set(ECHAD_ENTRIES.map((e) => e.id));
