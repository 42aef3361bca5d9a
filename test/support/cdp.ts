import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { execa } from 'execa';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** What a page did while it loaded: console errors, uncaught exceptions, requests that failed or got >= 400. */
export interface PageLog {
  errors: string[];
  failed: string[];
}

export interface Tab {
  /** Opens the URL in the given colour scheme and width, waits for `load`, and returns what went wrong. */
  open(url: string, scheme: 'light' | 'dark', width?: number): Promise<PageLog>;
  evaluate<T>(expression: string): Promise<T>;
  screenshot(): Promise<Buffer>;
}

/**
 * Headless Chromium driven over the DevTools protocol through a pipe (`--remote-debugging-pipe`: JSON
 * messages ending in NUL on fds 3 and 4), so no WebSocket client or browser-automation package is needed.
 */
export async function launchChromium(): Promise<{ tab: Tab; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'site-api-cdp-'));
  const browser = execa(
    CHROMIUM as string,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { reject: false, stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  const input = browser.stdio[3] as unknown as Writable;
  const output = browser.stdio[4] as unknown as Readable;
  let nextId = 1;
  const pending = new Map<number, { done: (v: unknown) => void; fail: (e: Error) => void }>();
  const listeners: ((method: string, params: Record<string, unknown>, session?: string) => void)[] = [];
  let buffer = '';
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined) {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiting?.fail(new Error(`${message.error.message} (${message.error.code})`));
        else waiting?.done(message.result);
      } else for (const listen of listeners) listen(message.method, message.params, message.sessionId);
    }
  });
  // biome-ignore lint/suspicious/noExplicitAny: DevTools protocol results, read by shape.
  const send = (method: string, params: object = {}, sessionId?: string): Promise<any> =>
    new Promise((done, fail) => {
      const id = nextId++;
      pending.set(id, { done, fail });
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const page = (method: string, params: object = {}) => send(method, params, sessionId);
  await Promise.all(['Page.enable', 'Runtime.enable', 'Log.enable', 'Network.enable'].map((m) => page(m)));

  let log: PageLog = { errors: [], failed: [] };
  const urls = new Map<string, string>();
  let loaded: () => void = () => {};
  listeners.push((method, params, session) => {
    if (session !== sessionId) return;
    // biome-ignore lint/suspicious/noExplicitAny: protocol event parameters.
    const p = params as any;
    if (method === 'Runtime.consoleAPICalled' && (p.type === 'error' || p.type === 'assert'))
      log.errors.push(`console.${p.type}: ${p.args?.map((a: { value?: unknown }) => a.value).join(' ')}`);
    if (method === 'Runtime.exceptionThrown') log.errors.push(`exception: ${p.exceptionDetails?.text}`);
    if (method === 'Log.entryAdded' && p.entry?.level === 'error')
      log.errors.push(`log: ${p.entry.text} ${p.entry.url ?? ''}`);
    if (method === 'Network.requestWillBeSent') urls.set(p.requestId, p.request.url);
    if (method === 'Network.loadingFailed') log.failed.push(`${urls.get(p.requestId)}: ${p.errorText}`);
    if (method === 'Network.responseReceived' && p.response.status >= 400)
      log.failed.push(`${p.response.url}: ${p.response.status}`);
    if (method === 'Page.loadEventFired') loaded();
  });

  const tab: Tab = {
    async open(url, scheme, width = 1200) {
      log = { errors: [], failed: [] };
      await page('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-color-scheme', value: scheme }],
      });
      await page('Emulation.setDeviceMetricsOverride', {
        width,
        height: 900,
        deviceScaleFactor: 1,
        mobile: width < 600,
      });
      const done = new Promise<void>((resolve) => {
        loaded = resolve;
      });
      await page('Page.navigate', { url });
      await Promise.race([
        done,
        new Promise((_, fail) => setTimeout(() => fail(new Error(`${url} did not load in 20 s`)), 20_000)),
      ]);
      return log;
    },
    async evaluate(expression) {
      const result = await page('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
      if (result.exceptionDetails)
        throw new Error(`evaluate: ${JSON.stringify(result.exceptionDetails).slice(0, 500)}`);
      return result.result.value;
    },
    async screenshot() {
      const { data } = await page('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true });
      return Buffer.from(data, 'base64');
    },
  };
  return {
    tab,
    close: async () => {
      browser.kill('SIGKILL');
      await browser;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
