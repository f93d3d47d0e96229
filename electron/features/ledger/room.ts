import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import { sharedLedgerHandlers, waybillHandlers } from './handlers';
import type { Ledger } from './ledger-types';
import type { SharedLedgerSettingsService } from './shared-ledger-settings';

/** What the ledger's channels read: the ledger opened at start, and where it is. */
interface LedgerNeeds {
  ledger: Ledger;
  emit: Emit;
  /** When this launch began: "charged this session" counts from here. */
  sessionStart: number;
  /** This desk's name, written with what it records (several desks may share one ledger). */
  desk: string;
  /** The shared ledger's server (host:port/database), or null for the embedded ledger. */
  ledgerServer: string | null;
  /** Settings → "Shared ledger" (takes effect at the next start). */
  sharedLedgerSettings: SharedLedgerSettingsService;
  /** The shared ledger was given at start (--ledger-url / SELLER_TOOLS_LEDGER_URL): Settings do not apply. */
  ledgerUrlGivenAtStart: boolean;
}

/** The ledger's reads, the seller's word on an unknown fetch, and Settings → Shared ledger. */
export const ledgerRoom = defineRoom({
  name: 'ledger',
  build: (_: LedgerNeeds) => ({}),
  handlers: (s) => ({
    ...sharedLedgerHandlers(s.sharedLedgerSettings, {
      server: s.ledgerServer,
      desk: s.desk,
      overriddenByStart: s.ledgerUrlGivenAtStart,
    }),
    ...waybillHandlers(s.ledger, s.emit, s.sessionStart),
  }),
});
