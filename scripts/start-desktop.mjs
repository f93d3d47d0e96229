/* global process, console */
// `npm start`: the desk in Electron when its binary is installed; otherwise (machines that cannot download
// it) says so plainly and starts the web host instead, so the desk still runs in a browser.
// Extra arguments go to the web host (e.g. `npm start -- --port 5170`).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectron } from './find-electron.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const run = (command, args) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
};

const electron = findElectron();
if (electron.path) {
  run(electron.path, [root]);
} else {
  console.log(`Electron cannot start here: ${electron.reason}.`);
  console.log('Starting the desk as a web host instead: open the URL it prints below in a browser.');
  const webHost = join(root, 'dist', 'electron', 'web-host.js');
  run(process.execPath, ['--disable-warning=ExperimentalWarning', webHost, ...process.argv.slice(2)]);
}
