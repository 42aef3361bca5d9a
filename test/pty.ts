import { type ChildProcess, spawn } from 'node:child_process';
import { CLI } from './helpers.js';

/** What a terminal would show, without the escape sequences that move the cursor or colour text. */
export function plain(screen: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching terminal escape sequences is the point
  return screen.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
}

export interface Pty {
  /** Everything written to the terminal so far, escape sequences removed. */
  screen(): string;
  /** Resolves once the screen shows `text` after everything seen before this call's mark; throws with the screen after `ms`. */
  waitFor(text: string, ms?: number): Promise<void>;
  type(keys: string): void;
  exitCode: Promise<number>;
  stop(): void;
}

export const KEY = { enter: '\r', down: '\u001b[B', up: '\u001b[A', ctrlC: '\u0003', backspace: '\u007f' };

const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

/**
 * Runs the real CLI under a pseudo-terminal (util-linux `script`), so that it sees a TTY on stdin and
 * stdout; keys written to `type` arrive as typed. The terminal is set to 100×30 first, since a pty
 * starts with no size. Each `waitFor` looks only at output after the previous match, so a prompt that
 * repeats is waited for again, never matched by its earlier frame.
 */
export function startPty(args: string[], options: { cwd: string; env?: Record<string, string> }): Pty {
  const command = `stty cols 100 rows 30; exec ${[process.execPath, CLI, ...args].map(quote).join(' ')}`;
  const child: ChildProcess = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let raw = '';
  let mark = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    raw += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    raw += chunk.toString('utf8');
  });
  let closed = false;
  // 'close', not 'exit': by then everything the process wrote has been read.
  const exitCode = new Promise<number>((resolve) =>
    child.on('close', (code, signal) => {
      closed = true;
      resolve(code ?? (signal ? 128 : -1));
    }),
  );
  return {
    screen: () => plain(raw),
    async waitFor(text, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const screen = plain(raw);
        const at = screen.indexOf(text, mark);
        if (at !== -1) {
          mark = at + text.length;
          return;
        }
        if (Date.now() > deadline || closed) {
          throw new Error(
            `the terminal never showed ${JSON.stringify(text)}; it shows:\n${screen.slice(-2000)}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    type(keys) {
      child.stdin?.write(keys);
    },
    exitCode,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
