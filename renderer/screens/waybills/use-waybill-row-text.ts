import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../hooks/settings';
import { staleCutoff } from '../../../shared/waybills/unprinted';
import type { WaybillRowText } from './waybill-row-text';
import { useWaybillDesks } from './use-waybill-desks';
import { useWaybillShops } from './use-waybill-shops';
import { kilograms } from '../../../shared/waybills/waybill-csv';

/** The words and marks every row of the waybill list shows, made once per list render. */
export function useWaybillRowText() {
  const { t } = useTranslation('waybills');
  const flagDays = useSettings().data?.unprintedFlagDays ?? 3;
  // Once per list render is precise enough for a flag counted in days.
  const [now] = useState(() => Date.now());
  const { showColumn: showDesk, thisDesk } = useWaybillDesks();
  const { showColumn: showShop, byOwner } = useWaybillShops();
  const text = useMemo<WaybillRowText>(
    () => ({
      select: (code) => t('row.select', { code }),
      parent: (code) => t('row.parent', { code }),
      merged: (count) => t('row.merged', { count }),
      printedTimes: (count) => t('row.printedTimes', { count }),
      dialogTimes: (count) => t('row.dialogTimes', { count }),
      unprinted: t('row.unprinted'),
      staleBefore: staleCutoff(now, flagDays),
      stale: (days) => t('row.stale', { count: days }),
      staleHint: t('row.staleHint', { count: flagDays }),
      now,
      encrypted: t('row.encrypted'),
      checked: t('row.checked'),
      unchecked: t('row.unchecked'),
      checkedHint: t('row.checkedHint'),
      live: t('status.live'),
      recycled: t('status.recycled'),
      showDesk,
      thisDesk,
      thisDeskMark: t('row.thisDesk'),
      showShop,
      shopOf: (ownerId) => byOwner.get(ownerId),
      kilograms: (grams) => t('row.kilograms', { kg: kilograms(grams, 2) }),
      weightOverridden: t('row.weightOverridden'),
      weightOverriddenHint: t('row.weightOverriddenHint'),
      notHandedOver: t('row.notHandedOver'),
      handoverOpen: t('row.handoverOpen'),
    }),
    [t, now, flagDays, showDesk, thisDesk, showShop, byOwner],
  );
  return { text, showDesk, showShop };
}
