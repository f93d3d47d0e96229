import { spawn } from 'node:child_process';
import { basename, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Runs `script` (a TypeScript file) in a second process that reports one line per event on stdout, hands each
 * whole line to `onLine`, and SIGKILLs the process once `onLine` says so: the crash tests' way to stop a writer
 * at a chosen moment. Lines that arrive after the cue are still read. Resolves with the signal once the process
 * died of the kill; rejects, with its stderr, when it exits any other way. The script runs with the tsx loader in
 * this one process (not through `npx tsx`, whose npm and tsx wrappers would take the signal instead of it).
 */
export function killChildOnCue(
  script: string,
  args: string[],
  onLine: (line: string) => boolean,
): Promise<NodeJS.Signals> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (onLine(line)) child.kill('SIGKILL');
    });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') done(signal);
      else fail(new Error(`${basename(script)} exited with ${code} before the kill: ${stderr}`));
    });
  });
}
