/**
 * The phase panel of a match, for a game whose panel is drawn from its table facts (its ui/facts.ts):
 * the facts are read from the engine here, for the seat the panel speaks to, as a lesson step is
 * given them from the build or with its statechart.
 */
import type { ComponentType } from 'preact';
import { LEARNER } from '../../engine/learner';
import type { FactsPhaseProps, GamePhaseProps } from '../PhasePanel';

export function phasesWithFacts<S, F>(
  Phases: ComponentType<FactsPhaseProps<S, F>>,
  readFacts: (game: S, seat: number) => F,
): ComponentType<GamePhaseProps<S>> {
  return (props) => (
    <Phases {...props} facts={props.game === undefined ? undefined : readFacts(props.game, props.viewer ?? LEARNER)} />
  );
}
