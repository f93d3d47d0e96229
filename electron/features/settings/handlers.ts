import type { Handlers } from '../../kernel/router';
import type { SettingsService } from './settings';

/** The desk's settings (saved at once; the token and the shared ledger have rooms of their own). */
export const settingsHandlers = (
  settings: SettingsService,
): Pick<Handlers, 'settings.get' | 'settings.update'> => ({
  'settings.get': () => Promise.resolve(settings.get()),
  'settings.update': (patch) => Promise.resolve(settings.update(patch)),
});
