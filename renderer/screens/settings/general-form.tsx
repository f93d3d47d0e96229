import type { Settings } from '../../../shared/ipc/channels/settings';
import { useGeneralDraft } from './use-general-draft';
import { GatewaySection, GeneralSaveBar } from './general-sections';
import { PrintSection } from './general-print-section';

/** Gateway and printing defaults (a shop's ids are the shop's own, in Settings › Shops): edited together, saved with one button; a refusal keeps the draft. */
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
      <PrintSection form={form} extraCarriers={settings.extraCarriers} />
      <GeneralSaveBar form={form} />
    </form>
  );
}
