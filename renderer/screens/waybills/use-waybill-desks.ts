import { useQuery } from '@tanstack/react-query';
import { call } from '../../ipc';
import { queryKey } from '../../hooks/query-keys';
import { useAppInfo } from '../../hooks/auth';

export interface WaybillDeskChoices {
  /** The filter is offered: a shared ledger, or a ledger that holds more than one desk's waybills. */
  offered: boolean;
  /** The rows name their desk: more than one desk holds waybills (one desk alone says nothing). */
  showColumn: boolean;
  /** This desk's name ('' until app.info answers). */
  thisDesk: string;
  /** Every other desk holding waybills, by name, with how many. */
  others: Array<{ desk: string; count: number }>;
  /** Waybills this desk holds. */
  thisCount: number;
}

/** The desk filter's choices, from the ledger (free); refreshed when a fetch brings new waybills. */
export function useWaybillDesks(): WaybillDeskChoices {
  const info = useAppInfo().data;
  const desks = useQuery({
    queryKey: queryKey('waybills.desks', {}),
    queryFn: () => call('waybills.desks', {}),
    staleTime: 30_000,
  }).data?.desks;
  const thisDesk = info?.desk ?? '';
  const known = desks ?? [];
  return {
    offered: Boolean(info?.ledgerServer) || known.length > 1,
    showColumn: known.length > 1,
    thisDesk,
    others: known.filter((d) => d.desk !== thisDesk),
    thisCount: known.find((d) => d.desk === thisDesk)?.count ?? 0,
  };
}
