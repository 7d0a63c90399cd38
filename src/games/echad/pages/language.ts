/** The language of one of Echad's extra pages, read at build time: its table of terms, its speech, its direction. */
import type { TermsIn } from '../../../engine/names';
import { LANGUAGE_INFO, type Lang } from '../../../i18n/languages';
import { languageIn } from '../../../i18n/read-content';
import { type ClassroomSpeech, classroomSpeech } from '../classroom/speech';

export interface PageLanguage {
  readonly lang: Lang;
  /** Echad's table of terms in the language, for the islands; none in English. */
  readonly language: TermsIn | undefined;
  readonly speech: ClassroomSpeech;
  readonly dir: 'ltr' | 'rtl';
}

export function pageLanguage(lang: Lang = 'en'): PageLanguage {
  const language = lang === 'en' ? undefined : languageIn('echad', lang);
  return { lang, language, speech: classroomSpeech(language), dir: LANGUAGE_INFO[lang].dir };
}
