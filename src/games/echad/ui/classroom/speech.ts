/**
 * How the projector's island speaks: the page's language given once where it starts (Projector) and
 * read by every part inside it (the stage, the practice round, each card's name). Left out, English.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { TermsIn } from '../../../../engine/names';
import { ADDRESS_WORDS, type AddressWords } from '../../../../engine/param-words';
import { LANGUAGE_INFO, isLang } from '../../../../i18n/languages';
import { type DisplayWords, displayWords } from '../../classroom/display';
import { type ChoiceWords, choiceWords } from '../../classroom/practice-display';
import { type RoundWords, roundWords } from '../../classroom/round-words';
import { type ClassroomSpeech, classroomSpeech } from '../../classroom/speech';

export interface ClassroomVoice {
  readonly speech: ClassroomSpeech;
  readonly display: DisplayWords;
  readonly choice: ChoiceWords;
  readonly round: RoundWords;
  /** The direction of the page's text, for runs of the other direction inside it (Bidi). */
  readonly dir: 'ltr' | 'rtl';
  /** What was wrong with the round's address, in the page's language (the kit's words). */
  readonly address: AddressWords;
}

export function classroomVoice(language?: TermsIn, address: AddressWords = ADDRESS_WORDS): ClassroomVoice {
  const speech = classroomSpeech(language);
  const lang = speech.lang;
  return {
    speech,
    display: displayWords(speech),
    choice: choiceWords(speech),
    round: roundWords(speech),
    dir: isLang(lang) ? LANGUAGE_INFO[lang].dir : 'ltr',
    address,
  };
}

export const ClassroomContext = createContext<ClassroomVoice>(classroomVoice());

export function useClassroom(): ClassroomVoice {
  return useContext(ClassroomContext);
}

/**
 * The direction to give a rule number inside text of the page's direction: its own left-to-right run
 * on a right-to-left page, nothing on a left-to-right one (where an isolate would only change how lines break).
 */
export function isolated(dir: 'ltr' | 'rtl'): 'ltr' | undefined {
  return dir === 'rtl' ? 'ltr' : undefined;
}
