/**
 * Whether the widgets speak to a class of young children (a lesson of content/<game>/children/):
 * then a verdict names its rule by the rule's title, its number staying behind the link, and the
 * phase panel shows only who is to act and what can be done now, not the whole chart.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export const ForChildren = createContext(false);

export function useForChildren(): boolean {
  return useContext(ForChildren);
}
