import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';

type SettingsHandlers = Pick<
  Handlers,
  'app.info' | 'settings.get' | 'settings.update' | 'auth.status' | 'auth.setToken' | 'auth.clearToken'
>;

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
});
