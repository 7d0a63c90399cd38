/** Connects a Preact component to an XState actor: the component re-renders on every new snapshot. */
import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useSnapshot<A extends AnyActorRef>(actor: A): SnapshotFrom<A> {
  return useOptionalSnapshot(actor) as SnapshotFrom<A>;
}

/** The snapshots of an actor that may not exist yet (null until it does). */
export function useOptionalSnapshot<A extends AnyActorRef>(actor: A | null): SnapshotFrom<A> | null {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<A> | null>(() =>
    actor ? (actor.getSnapshot() as SnapshotFrom<A>) : null,
  );
  useEffect(() => {
    if (!actor) return setSnapshot(null);
    setSnapshot(actor.getSnapshot() as SnapshotFrom<A>);
    const sub = actor.subscribe((s: SnapshotFrom<A>) => setSnapshot(s));
    return () => sub.unsubscribe();
  }, [actor]);
  return snapshot;
}
