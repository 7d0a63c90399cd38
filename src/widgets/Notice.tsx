/**
 * A notice the learner should see (a broken link, unreadable saved progress): announced as an
 * alert, or, when quiet, as a polite status that does not interrupt (progress not being kept).
 */
export function Notice({ text, quiet = false }: { text: string | undefined; quiet?: boolean }) {
  return text ? (
    <p class="notice" role={quiet ? 'status' : 'alert'}>
      {text}
    </p>
  ) : null;
}
