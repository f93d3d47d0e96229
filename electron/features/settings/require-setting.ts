import type { Settings } from '../../../shared/ipc/channels/settings';
import { DeskError } from '../../kernel/desk-error';

type TextSetting = 'shopId' | 'ownerId' | 'mallUserId' | 'merchantUserId' | 'orderChannelsType';

/** A call that needs a setting the seller has not filled in is refused before anything is sent. */
export const requireSetting = (settings: Settings, name: TextSetting): string => {
  const value = settings[name].trim();
  if (value === '') {
    throw new DeskError('invalid-request', `settings.${name}: set it in Settings first`, {
      field: `settings.${name}`,
    });
  }
  return value;
};
