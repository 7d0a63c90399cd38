/**
 * Every game's content in each language it declares (content/<game>/<lang>/, src/i18n/game-content.ts)
 * against the English: the catalogue has every entry, message, case and placeholder; the glossary
 * every entry with the same rules; the table of terms the words the kit asks for; and the kit's
 * words (src/i18n/words/) every key in every language. Also kept: no English on those pages except
 * names, and Yiddish in one spelling.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import { READY_GAMES } from '../../src/games/registry';
import { catalogueIn, gameWordsIn, glossaryIn, practicePromptsIn, termsIn } from '../../src/i18n/read-content';
import { mergeCatalogue } from '../../src/i18n/game-content';
import { KIT_WORDS } from '../../src/i18n/kit-words';
import { en } from '../../src/i18n/words/en';
import { LANGUAGES } from '../../src/i18n/languages';
import { catalogueSchema } from '../../src/engine/catalogue';
import { extraPagesIn, gamePageLanguagePaths } from '../../src/i18n/game-languages';
import { missingPageNames } from '../../src/i18n/missing-words';

/** Keys a language's words must have, however deep: "phase.setup". */
function keysOf(words: object, prefix = ''): string[] {
  // A plural message ({ one, other } …) is one message: each language has the forms its plural rules need.
  const leaf = (v: unknown) => typeof v !== 'object' || v === null || 'other' in v;
  return Object.entries(words).flatMap(([k, v]) =>
    leaf(v) ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`),
  );
}

describe('the kit’s words', () => {
  test('in Yiddish are written in one spelling', () => {
    // Every string, however deep; a message with values is read as its source, whose words are the Yiddish ones.
    const stringsOf = (v: unknown): string[] =>
      typeof v === 'object' && v !== null ? Object.values(v).flatMap(stringsOf) : [String(v)];
    const texts = stringsOf(KIT_WORDS.yi);
    expect(texts.flatMap((t) => yiddishSpellingProblems(t).map((p) => `${p}: ${t}`))).toEqual([]);
  });

  test.each(LANGUAGES.map((l) => [l]))('%s has every key of the English catalogue, of the same kind', (lang) => {
    const words = KIT_WORDS[lang];
    // The words for a lesson for children give only what a class is told differently: each is a lesson word.
    const whole = (keys: string[]) => keys.filter((k) => !k.startsWith('lessonForChildren.')).sort();
    expect(whole(keysOf(words))).toEqual(whole(keysOf(en)));
    const lessonKeys = new Set(keysOf(en.lesson));
    expect(keysOf(words.lessonForChildren).filter((k) => !lessonKeys.has(k))).toEqual([]);
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(typeof words[key], key).toBe(typeof en[key]);
  });
});

/**
 * Yiddish in one spelling: the double letters as one character (װ, ײ), never two letters, except
 * yod-yod before a hiriq (ייִדיש). (Vav-yod is left to the reader: it is ױ or a vav and a yod.)
 */
function yiddishSpellingProblems(text: string): string[] {
  const problems: string[] = [];
  if (/\u05D5\u05D5/.test(text)) problems.push('two vavs where the letter װ belongs');
  if (/\u05D9\u05D9(?!\u05B4)/.test(text)) problems.push('two yods where the letter ײ belongs');
  return problems;
}

for (const game of READY_GAMES) {
  for (const lang of game.languages ?? []) {
    describe(`${game.name} in ${lang}`, () => {
      test('has its files', () => {
        for (const f of ['game.yaml', 'terms.yaml', 'rules.yaml', 'glossary.yaml'])
          expect(existsSync(`content/${game.slug}/${lang}/${f}`), f).toBe(true);
      });

      test('its catalogue has every entry, message, case and placeholder of the English one', () => {
        expect(() => catalogueIn(game.slug, lang)).not.toThrow();
        expect(catalogueIn(game.slug, lang).map((r) => r.id)).toEqual(catalogueIn(game.slug, 'en').map((r) => r.id));
      });

      test('every rule says how players of the language ask for it', () => {
        const thin = catalogueIn(game.slug, lang)
          .filter((r) => r.asked.length < 2)
          .map((r) => r.id);
        expect(thin).toEqual([]);
      });

      test('its glossary has the English entries, linking the same rules', () => {
        const english = glossaryIn(game.slug, 'en');
        const here = glossaryIn(game.slug, lang);
        expect(here.map((e) => e.rules)).toEqual(english.map((e) => e.rules));
      });

      test('its table of terms names the player and what the kit asks for', () => {
        const terms = termsIn(game.slug, lang);
        expect(terms['player.you']).toBeTruthy();
        expect(terms['player.other']).toContain('{n}');
        expect(gameWordsIn(game.slug, lang).name).toBeTruthy();
      });

      test('its table of terms names each of the game’s own pages, which exist in the language', () => {
        expect(missingPageNames(game.pages, termsIn(game.slug, lang))).toEqual([]);
        expect(extraPagesIn(game, lang).map((p) => p.href)).toEqual(
          game.pages.map((p) => `/${lang}/${game.slug}/${p.slug}/`),
        );
      });

      if (lang === 'yi')
        test('is written in one spelling', () => {
          const texts = [
            ...catalogueIn(game.slug, lang).flatMap((r) => [r.title, r.text, r.common ?? '', ...r.asked]),
            ...glossaryIn(game.slug, lang).flatMap((e) => [e.term, e.meaning, ...e.also]),
            ...Object.values(termsIn(game.slug, lang)),
          ];
          const problems = texts.flatMap((t) => yiddishSpellingProblems(t).map((p) => `${p}: ${t.slice(0, 60)}`));
          expect(problems).toEqual([]);
        });
    });
  }
}

test('every game’s own pages have an address in each of its languages', () => {
  const paths = gamePageLanguagePaths().map(({ params }) => `/${params.lang}/${params.game}/${params.page}/`);
  const expected = READY_GAMES.flatMap((g) =>
    (g.languages ?? []).flatMap((lang) => g.pages.map((p) => `/${lang}/${g.slug}/${p.slug}/`)),
  );
  expect(paths.sort()).toEqual(expected.sort());
});

describe('a translated catalogue that does not match the English one', () => {
  const english = catalogueSchema.parse([
    {
      id: 'XX-01',
      title: 'One rule',
      phase: 'play',
      text: 'The text of the rule.',
      quote: 'a quote',
      refused: { low: '{card} is lower than {top}.', other: 'No.' },
    },
    {
      id: 'XX-02',
      title: 'Two rule',
      phase: 'play',
      text: 'The text of the rule.',
      quote: 'a quote',
      common: 'Elsewhere.',
    },
  ]);
  const fine = [
    {
      id: 'XX-01',
      title: 'Eins',
      text: 'Der Text der Regel.',
      asked: [],
    },
    { id: 'XX-02', title: 'Zwei', text: 'Der Text der Regel.', asked: [], common: 'Anderswo.' },
  ];

  test('merges into the English structure when everything matches', () => {
    const merged = mergeCatalogue(english, fine, 'de/rules.yaml');
    expect(merged.map((r) => [r.id, r.title, r.phase, r.quote])).toEqual([
      ['XX-01', 'Eins', 'play', 'a quote'],
      ['XX-02', 'Zwei', 'play', 'a quote'],
    ]);
  });

  test.each([
    ['a missing entry', [fine[0]!], 'XX-02 is missing'],
    ['a missing note on the common game', [fine[0]!, { ...fine[1]!, common: undefined }], 'XX-02: common is missing'],
    ['entries in another order', [fine[1]!, fine[0]!], "XX-01 is not in the English file's place (1)"],
  ])('fails on %s, naming the file and the rule', (_what, translated, problem) => {
    expect(() => mergeCatalogue(english, translated as never, 'content/xx/de/rules.yaml')).toThrow(problem);
    expect(() => mergeCatalogue(english, translated as never, 'content/xx/de/rules.yaml')).toThrow(
      'content/xx/de/rules.yaml',
    );
  });
});

describe("a game's practice questions in another language", () => {
  /** A content folder of its own, with the English prompts and the German ones given. */
  function folder(german: string): string {
    const root = mkdtempSync(`${tmpdir()}/prompts-`);
    mkdirSync(`${root}/content/xx/de`, { recursive: true });
    writeFileSync(`${root}/content/xx/practice.yaml`, 'dealt: With {players} players, how many cards each?\nwho: Who deals?\n');
    writeFileSync(`${root}/content/xx/de/practice.yaml`, german);
    return root;
  }

  test('are read by key when every English key is there, with its placeholders', () => {
    const root = folder('dealt: Bei {players} Spielern, wie viele Karten jeder?\nwho: Wer gibt?\n');
    expect(practicePromptsIn('xx', 'de', root)).toEqual({
      dealt: 'Bei {players} Spielern, wie viele Karten jeder?',
      who: 'Wer gibt?',
    });
  });

  test.each([
    ['a missing key', 'dealt: Bei {players} Spielern?\n', '"who" is missing'],
    ['a key the English lacks', 'dealt: Bei {players} Spielern?\nwho: Wer?\nwhen: Wann?\n', '"when" is not in the English file'],
    ['a lost placeholder', 'dealt: Bei vier Spielern?\nwho: Wer?\n', '"dealt" must say {players}'],
  ])('refuse %s, naming the file', (_, german, message) => {
    expect(() => practicePromptsIn('xx', 'de', folder(german))).toThrow(/content\/xx\/de\/practice\.yaml/);
    expect(() => practicePromptsIn('xx', 'de', folder(german))).toThrow(message);
  });

  test('are none for a game without its own', () => {
    expect(practicePromptsIn('no-such-game', 'de', mkdtempSync(`${tmpdir()}/prompts-`))).toEqual({});
  });
});
