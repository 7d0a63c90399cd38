// @vitest-environment happy-dom
/**
 * A new version of the site: the notice appears only when a new worker waits beside one already in
 * control (not at the first install), and its button tells the waiting worker to take over, after
 * which the page reloads into the new version. Without service workers, or when registering fails,
 * nothing shows and nothing throws.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { keepOffline } from './register';

class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
}

class FakeContainer extends EventTarget {
  constructor(
    readonly controller: FakeWorker | null,
    private readonly registration: Promise<unknown>,
  ) {
    super();
  }
  register(): Promise<unknown> {
    return this.registration;
  }
}

function notice(): HTMLElement {
  document.body.innerHTML = '<div id="update-notice" hidden><p>A new version. <button type="button">Switch to it</button></p></div>';
  return document.getElementById('update-notice') as HTMLElement;
}

function withWorkers(container: FakeContainer | undefined): void {
  if (container === undefined) Reflect.deleteProperty(navigator, 'serviceWorker');
  else Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('the new-version notice', () => {
  test('a waiting worker beside one in control is a new version: the notice shows, and its button switches and reloads', async () => {
    const waiting = new FakeWorker();
    const container = new FakeContainer(new FakeWorker(), Promise.resolve(Object.assign(new EventTarget(), { waiting })));
    withWorkers(container);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const box = notice();
    keepOffline(box);
    await settle();
    expect(box.hidden).toBe(false);
    box.querySelector('button')?.click();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a version found later shows the notice once its worker is installed and waiting', async () => {
    const installing = new FakeWorker();
    const registration = Object.assign(new EventTarget(), { waiting: null as FakeWorker | null, installing });
    withWorkers(new FakeContainer(new FakeWorker(), Promise.resolve(registration)));
    const box = notice();
    keepOffline(box);
    await settle();
    expect(box.hidden).toBe(true);
    registration.dispatchEvent(new Event('updatefound'));
    registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    expect(box.hidden).toBe(false);
  });

  test('the first install is not a new version: no notice', async () => {
    withWorkers(new FakeContainer(null, Promise.resolve(Object.assign(new EventTarget(), { waiting: new FakeWorker() }))));
    const box = notice();
    keepOffline(box);
    await settle();
    expect(box.hidden).toBe(true);
  });

  test('no service workers, a registration refused, or none given: the site goes on without a notice', async () => {
    const box = notice();
    withWorkers(undefined);
    expect(() => keepOffline(box)).not.toThrow();
    withWorkers(new FakeContainer(new FakeWorker(), Promise.reject(new Error('site data blocked'))));
    keepOffline(box);
    withWorkers(new FakeContainer(new FakeWorker(), Promise.resolve(undefined)));
    keepOffline(box);
    await settle();
    expect(box.hidden).toBe(true);
  });
});
