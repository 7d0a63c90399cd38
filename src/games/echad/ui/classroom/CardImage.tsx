/** One Echad card as a picture with its name for screen readers ("blue Gimel, 3"), in the page's language. */
import type { EchadCard } from '../../cards';
import type { ClassroomSpeech } from '../../classroom/speech';
import { EchadCardFace } from '../EchadCardFace';
import { useClassroom } from './speech';

interface Props {
  readonly card: EchadCard;
  readonly class?: string;
  /** The page's speech where no island gives it (the printed pages, drawn at build time). */
  readonly speech?: ClassroomSpeech;
}

export function CardImage({ card, class: className, speech }: Props) {
  const island = useClassroom().speech;
  const s = speech ?? island;
  return (
    <span role="img" aria-label={s.spoken(card)} class={className ? `ck-card ${className}` : 'ck-card'}>
      <EchadCardFace card={card} language={s.language} />
    </span>
  );
}
