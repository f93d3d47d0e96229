import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../shared/ipc/channels/report';
import { dayNumberStart } from './report-period';

/** How the report names desks, shops, carriers, days, times and numbers, in the desk's language and locale. */
export interface ReportNames {
  desk: (desk: string) => string;
  shop: (ownerId: string) => string;
  carrier: (cpCode: string) => string;
  day: (dayNumber: number) => string;
  time: (at: number) => string;
  number: (n: number) => string;
}

export const useReportNames = (report: Report | undefined, utcOffsetMinutes: number): ReportNames => {
  const { t, i18n } = useTranslation('report');
  const language = i18n.language;
  return useMemo(() => {
    const shops = new Map(report?.choices.shops.map((s) => [s.ownerId, s.name]));
    const days = new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric', weekday: 'short' });
    const times = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return {
      desk: (desk) =>
        desk === '' || desk === report?.thisDesk ? t('thisDesk', { name: report?.thisDesk ?? '' }) : desk,
      shop: (ownerId) => shops.get(ownerId) || ownerId,
      carrier: (cpCode) => t(`common:carrier.${cpCode}`, { defaultValue: cpCode }),
      day: (dayNumber) => days.format(dayNumberStart(dayNumber, utcOffsetMinutes)),
      time: (at) => times.format(at),
      number: (n) => numbers.format(n),
    };
  }, [report, utcOffsetMinutes, language, t]);
};
