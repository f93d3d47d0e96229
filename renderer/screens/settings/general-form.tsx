import type { Settings } from '../../../shared/ipc/channels/settings';
import { useGeneralDraft } from './use-general-draft';
import { GatewaySection, GeneralSaveBar, ShopSection } from './general-sections';
import { PrintSection } from './general-print-section';

/** Gateway, shop identity and printing defaults: edited together, saved with one button; a refusal keeps the draft. */
export function GeneralForm({ settings }: { settings: Settings }) {
  const form = useGeneralDraft(settings);
  return (
    <form
      className="settings-general"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.save();
      }}
    >
      <GatewaySection form={form} />
      <ShopSection form={form} />
      <PrintSection form={form} extraCarriers={settings.extraCarriers} />
      <GeneralSaveBar form={form} />
    </form>
  );
}
