// The house's layering, checked by ESLint's no-restricted-imports (docs/architecture.md, "Layering"):
// - shared/ is pure TypeScript usable anywhere: no electron/, renderer/ or sandbox/, and no Node built-ins;
// - renderer/ never reaches into electron/ or sandbox/ (it talks to main through IPC only), nor they into renderer/;
// - production code never imports a testing/ folder (test kits, harnesses, sample data).
// - electron/kernel/ imports nothing of electron/ outside itself (errors, events, router types are the ground floor);
// - features import each other only through index.ts and never app/ or hosts/: scripts/room-arrows.mjs (npm run lint).
// - renderer/, shared/ and sandbox/ keep their folders' floors, with no file cycles: scripts/folder-arrows.mjs (npm run lint).
// Tests (*.test.*), testing/ folders, e2e/, bench/ and scripts/ may use the test kits.

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

const noTestKits = {
  group: ['**/testing', '**/testing/**'],
  message: 'Production code never imports a testing/ folder: test kits are for tests, e2e and benches only.',
};
const noMainOrSandbox = (who) => ({
  group: ['**/electron/**', '**/sandbox/**', 'electron'],
  message: `${who} may not import electron/ or sandbox/: it reaches main through the IPC contract only.`,
});
const NODE_BUILTINS = [
  'node:*',
  'fs',
  'fs/*',
  'child_process',
  'net',
  'http',
  'https',
  'http2',
  'tls',
  'dgram',
  'os',
  'worker_threads',
  'cluster',
  'sqlite',
];
const noNodeIo = {
  group: NODE_BUILTINS,
  message:
    'shared/ is pure TypeScript that runs in the renderer too: no Node built-ins (I/O belongs in electron/).',
};
const noSharedEscapes = {
  group: ['**/electron/**', '**/renderer/**', '**/sandbox/**', 'electron'],
  message: 'shared/ is pure: it may not import electron/, renderer/ or sandbox/.',
};

const kernelStaysDown = {
  regex: '^\\.\\./(?!\\.\\./)',
  message: 'electron/kernel/ is the ground floor: it imports nothing of electron/ outside itself.',
};

const noRenderer = {
  group: ['**/renderer/**'],
  message: 'Main and the sandbox never import renderer/: what both sides draw from lives in shared/.',
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Flat-config entries; later entries win for a file, so each file set lists every rule it needs. */
export const layering = [
  {
    files: ['electron/**/*.ts', 'sandbox/**/*.ts'],
    ignores: TESTS,
    rules: restrict(noTestKits, noRenderer),
  },
  {
    files: ['electron/kernel/**/*.ts'],
    ignores: TESTS,
    rules: restrict(noTestKits, kernelStaysDown, noRenderer),
  },
  {
    files: ['shared/**/*.ts'],
    ignores: TESTS,
    rules: restrict(noSharedEscapes, noNodeIo, noTestKits),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: restrict(noMainOrSandbox('renderer/')),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    ignores: TESTS,
    rules: restrict(noMainOrSandbox('renderer/'), noTestKits),
  },
];
