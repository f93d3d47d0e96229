import { create } from 'zustand';

/** The report's period and filters as the seller left them: kept outside the screen, so a visit elsewhere keeps them. */
export interface ReportView {
  kind: 'today' | 'yesterday' | 'days7' | 'days30' | 'range';
  from: string;
  to: string;
  ownerId: string;
  cpCode: string;
  desk: string;
}

export const useReportView = create<ReportView & { patch: (change: Partial<ReportView>) => void }>()(
  (set) => ({
    kind: 'today',
    from: '',
    to: '',
    ownerId: '',
    cpCode: '',
    desk: '',
    patch: (change) => set(change),
  }),
);
