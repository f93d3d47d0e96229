import type { ShopDraft } from '../../../shared/ipc/channels/shops';
import type { Shop } from '../../../shared/shops/shop';
import { draftFromSender, EMPTY_SENDER, senderFromDraft, type SenderDraft } from '../../store/sender-draft';

/** A shop as its editor holds it: the sender as typed (a draft), every other field as it is sent. */
export interface ShopForm extends Omit<ShopDraft, 'sender'> {
  sender: SenderDraft;
}

export const NEW_SHOP: ShopForm = {
  name: '',
  colour: '#52c41a',
  ownerId: '',
  shopId: '',
  mallUserId: '',
  merchantUserId: '',
  orderChannelsType: 'PDD',
  sender: EMPTY_SENDER,
  carriers: [{ cpCode: 'YTO', templateUrl: '', isDefault: true }],
};

export const formOfShop = ({ paused: _paused, sender, ...shop }: Shop): ShopForm => ({
  ...shop,
  sender: sender ? draftFromSender(sender) : EMPTY_SENDER,
});

/** What is sent: main checks every field and names the first bad one. */
export const draftOfForm = ({ sender, ...form }: ShopForm): ShopDraft => ({
  ...form,
  sender: senderFromDraft(sender),
});
