import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { Ledger } from '../ledger';
import type { Printing } from '../printing';
import type { SettingsService } from '../settings';
import { createHandoverRoom } from './create-handover';
import { handoverHandlers } from './handlers';

interface HandoverNeeds {
  ledger: Ledger;
  emit: Emit;
  /** The handover list goes to paper (A4, PDF) through the host's printing. */
  printing: Printing;
  settings: SettingsService;
}

/** The handover to the courier: batches of parcels scanned out, closed and printed. */
export const handoverRoom = defineRoom({
  name: 'handover',
  build: ({ ledger, emit, printing, settings }: HandoverNeeds) => ({
    handover: createHandoverRoom({ ledger, emit, printing, settings }),
  }),
  handlers: ({ handover }) => handoverHandlers(handover),
});
