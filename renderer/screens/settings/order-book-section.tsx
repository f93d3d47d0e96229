import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderBookSettings } from '../../../shared/ipc/channels/settings';
import { SelectField } from '../../components/form-field';
import { ipcErrorOf } from '../../components/ipc-error';
import { useUpdateSettings } from '../../hooks/settings';
import { onSubmitRun } from '../../components/on-submit';
import { NumberFields } from './number-fields';
import { SectionSave } from './section-save';

type NumberKey = 'recheckDays' | 'recheckEveryHours' | 'askAbovePoints';
const NUMBERS: NumberKey[] = ['askAbovePoints', 'recheckDays', 'recheckEveryHours'];
const NUMBER_FIELDS = { keys: NUMBERS, idPrefix: 'settings-book', labelPrefix: 'orderBook' };

/** The order book's sync: when it asks before spending, what it re-checks and how often, which edition. */
export function OrderBookSection({ value }: { value: OrderBookSettings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<Record<NumberKey, string> & { edition: OrderBookSettings['edition'] }>({
    askAbovePoints: String(value.askAbovePoints),
    recheckDays: String(value.recheckDays),
    recheckEveryHours: String(value.recheckEveryHours),
    edition: value.edition,
  });
  const setNumber = (key: NumberKey, number: string) => setDraft({ ...draft, [key]: number });
  const error = update.error ? ipcErrorOf(update.error) : null;
  // A refusal that names a box is said under it (NumberFields); any other under the save button.
  const named = NUMBERS.some((key) => key === error?.field?.split('.').pop());
  const save = () =>
    update.mutate({
      orderBook: {
        askAbovePoints: Number(draft.askAbovePoints),
        recheckDays: Number(draft.recheckDays),
        recheckEveryHours: Number(draft.recheckEveryHours),
        edition: draft.edition,
      },
    });
  return (
    <section className="settings-section panel" aria-labelledby="settings-book-heading">
      <h2 id="settings-book-heading">{t('orderBook.heading')}</h2>
      <p className="muted">{t('orderBook.hint')}</p>
      <form className="settings-form" onSubmit={onSubmitRun(save)}>
        <div className="settings-grid">
          <NumberFields {...NUMBER_FIELDS} draft={draft} refused={error} onChange={setNumber} />
          <SelectField
            id="settings-book-edition"
            label={t('orderBook.edition')}
            value={draft.edition}
            onChange={(edition) => setDraft({ ...draft, edition: edition as OrderBookSettings['edition'] })}
          >
            <option value="enhanced">{t('orderBook.enhanced')}</option>
            <option value="normal">{t('orderBook.normal')}</option>
          </SelectField>
        </div>
        <SectionSave
          submit
          label={t('orderBook.save')}
          savedLabel={t('orderBook.saved')}
          onSave={save}
          pending={update.isPending}
          saved={update.isSuccess}
          error={named ? null : update.error}
        />
      </form>
    </section>
  );
}
