/** One Echad card as a picture with its name for screen readers ("blue Gimel, 3"). */
import { type EchadCard, cardName } from '../../cards';
import { EchadCardFace } from '../EchadCardFace';

interface Props {
  readonly card: EchadCard;
  readonly class?: string;
}

export function CardImage({ card, class: className }: Props) {
  return (
    <span role="img" aria-label={cardName(card)} class={className ? `ck-card ${className}` : 'ck-card'}>
      <EchadCardFace card={card} />
    </span>
  );
}
