import { join } from 'node:path';
import type { DeskCoreOptions } from '../app/desk-core';
import { createMemoryStore } from '../storage/key-value-store';
import { createBrowserPrinting } from '../features/printing/browser-printing';
import { createFileVault } from '../storage/vault';
import { fakeLabelPrinterDriver } from '../features/printing/testing/fake-label-printer-driver';

/**
 * What every desk core of the tests is made of (the in-process test desk and the crash runner's desk alike): a
 * web host on `dataDir` with settings in memory, its token in the data dir, browser printing, no embedded
 * gateway (tests point it at their own sandbox), label printers in memory, and failures not logged.
 */
export const testDeskCoreOptions = (dataDir: string): DeskCoreOptions => ({
  host: 'web',
  version: '0.0.0-test',
  dataDir,
  settingsStore: createMemoryStore(),
  vault: createFileVault(join(dataDir, 'token.json')),
  printing: createBrowserPrinting((path) => `http://desk.test/${path}`),
  embedded: null,
  labelPrinterDriver: fakeLabelPrinterDriver(),
  logFailure: () => undefined,
});
