/**
 * Optional statechart inspection: with "?inspect" in the address the page offers a button
 * (inspector-consent.ts), and once it is pressed the page's machines are connected to
 * @statelyai/inspect, which opens the Stately viewer (it needs the internet). The module is
 * loaded only then, never otherwise; the built-in phase chart works offline.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { CONSENT_EVENT, inspectorConsented } from './inspector-consent';

export type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

let loading: Promise<Inspect> | null = null;

async function loadInspector(): Promise<Inspect> {
  loading ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect);
  return loading;
}

/** undefined until (and unless) the person asks for inspection and it loads; the caller re-creates its actor then. */
export function useInspector(): Inspect | undefined {
  const [inspect, setInspect] = useState<Inspect | undefined>(undefined);
  useEffect(() => {
    const connect = () =>
      loadInspector().then(
        (i) => setInspect(() => i),
        () => undefined, // no network: the built-in phase chart is still there
      );
    if (inspectorConsented()) {
      connect();
      return;
    }
    window.addEventListener(CONSENT_EVENT, connect, { once: true });
    return () => window.removeEventListener(CONSENT_EVENT, connect);
  }, []);
  return inspect;
}
