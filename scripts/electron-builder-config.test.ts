import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

/*
 * The packaged desk flips Electron's fuses. No installer can be built here (electron-builder
 * downloads Electron), so the configuration it would use is checked instead.
 */

const config = load(readFileSync(join(import.meta.dirname, '..', 'electron-builder.yml'), 'utf8')) as {
  asar?: boolean;
  electronFuses?: Record<string, boolean>;
};

describe('electron-builder configuration', () => {
  it('flips the fuses: no run-as-node, NODE_OPTIONS or --inspect; ASAR only, integrity checked; cookies encrypted', () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
