import type { In } from '../ipc/contract';
import type { Settings } from '../ipc/channels/settings';

/** A fetch as the seller's settings would make it: the default sender, YTO and the settings' template. */
export const defaultSenderFetch = (
  settings: Settings,
  orderSns: string[],
  merges: string[][] = [],
): In<'waybills.fetch'> => {
  const profile = settings.senders.find((x) => x.id === settings.defaultSenderId);
  if (!profile) throw new Error('no default sender in settings');
  const { id: _id, label: _label, ...sender } = profile;
  return { orderSns, merges, cpCode: 'YTO', sender, templateUrl: settings.templateUrl };
};
