/** A notice the learner should see at once (a broken link, unreadable saved progress): announced as an alert. */
export function Notice({ text }: { text: string | undefined }) {
  return text ? (
    <p class="notice" role="alert">
      {text}
    </p>
  ) : null;
}
