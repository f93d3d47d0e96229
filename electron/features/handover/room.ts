import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { Ledger } from '../ledger';
import type { LabelPrinterLink, Printing } from '../printing';
import type { SettingsService } from '../settings';
import { createHandoverRoom } from './create-handover';
import { handoverHandlers } from './handlers';

interface HandoverNeeds {
  ledger: Ledger;
  emit: Emit;
  /** The handover list goes to paper (A4, PDF) through the host's printing. */
  printing: Printing;
  /** The list on a label printer goes straight through the printing room's connection, not its queue. */
  labelPrinterLink: LabelPrinterLink;
  settings: SettingsService;
}

/** The handover to the courier: batches of parcels scanned out, closed and printed. */
export const handoverRoom = defineRoom({
  name: 'handover',
  build: ({ ledger, emit, printing, labelPrinterLink, settings }: HandoverNeeds) => ({
    handover: createHandoverRoom({ ledger, emit, printing, labelPrinterLink, settings }),
  }),
  handlers: ({ handover }) => handoverHandlers(handover),
});
