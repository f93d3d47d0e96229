import { defineRoom } from '../../kernel/room';
import { settingsHandlers } from './handlers';
import type { SettingsService } from './settings';

/** The settings (opened by the desk before any room: the language of its first refusals) and their channels. */
export const settingsRoom = defineRoom({
  name: 'settings',
  build: (_: { settings: SettingsService }) => ({}),
  handlers: ({ settings }) => settingsHandlers(settings),
});
