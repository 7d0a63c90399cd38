/** Connects a Preact component to an XState actor: the component re-renders on every new snapshot. */
import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useSnapshot<A extends AnyActorRef>(actor: A): SnapshotFrom<A> {
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot() as SnapshotFrom<A>);
  useEffect(() => {
    setSnapshot(actor.getSnapshot() as SnapshotFrom<A>);
    const sub = actor.subscribe((s: SnapshotFrom<A>) => setSnapshot(s));
    return () => sub.unsubscribe();
  }, [actor]);
  return snapshot;
}
