export { requireSetting } from './require-setting';
export { createSettingsService, namesDemoShop } from './settings';
export type { SettingsService } from './settings';
export { settingsRoom } from './room';
