import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { call } from '../../ipc';
import { CARRIERS } from '../../../shared/api/carriers';
import type { WaybillFilter } from '../../../shared/ipc/channels/waybills';
import { WAYBILL_CSV_COLUMNS, type WaybillCsvWords } from '../../../shared/waybills/waybill-csv';
import { useWaybillDesks } from './use-waybill-desks';
import { useWaybillShops, type WaybillShop } from './use-waybill-shops';
import { saveCsv } from '../../components/save-csv';

/** The CSV's words in the desk's language: headers, states, carrier and shop names (main speaks no language). */
const csvWords = (
  t: TFunction,
  shops: WaybillShop[],
  show: Pick<WaybillCsvWords, 'showDesk' | 'showShop'>,
): WaybillCsvWords => ({
  headers: Object.fromEntries(
    WAYBILL_CSV_COLUMNS.map((c) => [c, t(`csv.${c}`)]),
  ) as WaybillCsvWords['headers'],
  printed: t('csv.printedState'),
  dialog: t('filters.dialogOnly'),
  unprinted: t('row.unprinted'),
  live: t('status.live'),
  recycled: t('status.recycled'),
  checked: t('row.checked'),
  unchecked: t('row.unchecked'),
  overridden: t('row.weightOverridden'),
  notHandedOver: t('row.notHandedOver'),
  carriers: Object.fromEntries(
    CARRIERS.map((c) => [c.code, t(`common:carrier.${c.code}`, { defaultValue: c.code })]),
  ),
  shops: Object.fromEntries(shops.map((s) => [s.ownerId, s.name])),
  ...show,
});

/** Local date and time in a file name: waybills-20250615-0905.csv. */
const fileName = (prefix: string, now: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  return `${prefix}-${day}-${pad(now.getHours())}${pad(now.getMinutes())}.csv`;
};

/**
 * Export of the filtered list: main writes the CSV from the ledger, the renderer saves it. The report exports its
 * period through it too (`filePrefix` 'report'), so both files have the same columns.
 */
export function useWaybillExport(filePrefix = 'waybills') {
  const { t } = useTranslation('waybills');
  const { showColumn: showDesk } = useWaybillDesks();
  const { showColumn: showShop, shops } = useWaybillShops();
  return useMutation({
    mutationFn: (filter: WaybillFilter) =>
      call('waybills.exportCsv', { filter, words: csvWords(t, shops, { showDesk, showShop }) }),
    onSuccess: ({ csv }) => saveCsv(csv, fileName(filePrefix, new Date())),
  });
}
