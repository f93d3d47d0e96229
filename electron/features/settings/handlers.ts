import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

type SettingsHandlers = Pick<
  Handlers,
  | 'app.info'
  | 'settings.get'
  | 'settings.update'
  | 'auth.status'
  | 'auth.setToken'
  | 'auth.clearToken'
  | 'ledger.shared.get'
  | 'ledger.shared.set'
>;

/** The saved shared ledger settings, and what the desk uses now (they differ until it starts again). */
const sharedLedgerOf = (s: DeskServices) => ({
  ...s.sharedLedgerSettings.get(),
  overriddenByStart: s.ledgerUrlGivenAtStart,
  inUse: { server: s.ledgerServer, desk: s.desk },
});

export const settingsHandlers = (s: DeskServices): SettingsHandlers => ({
  'app.info': () =>
    Promise.resolve({
      version: s.version,
      host: s.host,
      dataDir: s.dataDir,
      embeddedSandboxUrl: s.embedded?.url() ?? null,
      desk: s.desk,
      ledgerServer: s.ledgerServer,
    }),
  'settings.get': () => Promise.resolve(s.settings.get()),
  'settings.update': (patch) => Promise.resolve(s.settings.update(patch)),
  'auth.status': () => Promise.resolve(s.gateway.status()),
  'auth.setToken': ({ token, allowPlainStorage }) => {
    s.vault.write(token, allowPlainStorage === undefined ? {} : { allowPlainStorage });
    return Promise.resolve(s.gateway.status());
  },
  'auth.clearToken': () => {
    s.vault.clear();
    return Promise.resolve(s.gateway.status());
  },
  'ledger.shared.get': () => Promise.resolve(sharedLedgerOf(s)),
  'ledger.shared.set': ({ allowPlainStorage, ...input }) => {
    s.sharedLedgerSettings.set(input, allowPlainStorage === undefined ? {} : { allowPlainStorage });
    return Promise.resolve(sharedLedgerOf(s));
  },
});
