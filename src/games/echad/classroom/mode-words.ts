/** The words the projector needs before the practice round's own code has loaded: the mode's name, and while it loads. */
export const PRACTICE_MODE_WORDS = {
  mode: 'Practice round',
  loading: 'Getting the practice round ready…',
  loadFailed: 'The practice round could not be loaded. Check the connection and choose “Practice round” again.',
} as const;
