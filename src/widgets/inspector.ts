/**
 * Optional statechart inspection: with "?inspect" in the address, the page's
 * machines are connected to @statelyai/inspect, which opens the Stately viewer
 * (it needs the internet). The module is loaded only on that request, never
 * otherwise; the built-in phase chart works offline.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ActorOptions, AnyActorLogic } from 'xstate';

export type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

export function inspectionRequested(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

let loading: Promise<Inspect> | null = null;

async function loadInspector(): Promise<Inspect> {
  loading ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect);
  return loading;
}

/** undefined until (and unless) inspection is asked for and loaded; the caller re-creates its actor then. */
export function useInspector(): Inspect | undefined {
  const [inspect, setInspect] = useState<Inspect | undefined>(undefined);
  useEffect(() => {
    if (!inspectionRequested(location.search)) return;
    loadInspector().then(
      (i) => setInspect(() => i),
      () => undefined, // no network: the built-in phase chart is still there
    );
  }, []);
  return inspect;
}
