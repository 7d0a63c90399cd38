/**
 * When a lesson step's island comes alive: a little before it scrolls into view, so that a card
 * clicked as soon as the step appears is never lost to a table that is not yet listening.
 * Every game's Step.astro passes this to `client:visible`.
 */
export const STEP_HYDRATION = { rootMargin: '600px' };
