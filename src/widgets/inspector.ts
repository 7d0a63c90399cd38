/**
 * Optional statechart inspection: with "?inspect" in the address the page offers a button
 * (inspector-consent.ts), and once it is pressed the page's machines are connected to
 * @statelyai/inspect, which opens the Stately viewer (it needs the internet). The module is
 * loaded only then, never otherwise; the built-in phase chart works offline.
 *
 * A match page hands it a concealer (match/conceal.ts): every machine context the inspector is sent
 * passes through it first, so the viewer shows the table as one seat sees it, never the other hands.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { CONSENT_EVENT, inspectorConsented } from './inspector-consent';

export type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

/** What the inspector may show of a machine's context. */
export type Concealer = (context: Record<string, unknown>) => Record<string, unknown>;

let loading: Promise<Inspect> | null = null;
/** The page's concealer; one inspector serves the page, and a page has one match. */
let concealContext: Concealer = (context) => context;

async function loadInspector(): Promise<Inspect> {
  loading ??= import('@statelyai/inspect').then(
    ({ createBrowserInspector }) =>
      createBrowserInspector({ sanitizeContext: (context) => concealContext(context) }).inspect,
  );
  return loading;
}

/**
 * undefined until (and unless) the person asks for inspection and it loads; the caller re-creates
 * its actor then. `conceal` decides what of each context the inspector is shown.
 */
export function useInspector(conceal?: Concealer): Inspect | undefined {
  if (conceal) concealContext = conceal;
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
