import type { Emit } from '../../kernel/desk-events';
import { followConnection } from '../../storage/follow-connection';
import type { Ledger } from '../ledger';
import type { LabelPrinterLink, Printing } from '../printing';
import type { SettingsService } from '../settings';
import { createHandoverLabelPrint, type HandoverLabelPrint } from './handover-label-print';
import { createHandoverPrint, type HandoverPrint } from './handover-print';
import { createHandover, type HandoverService } from './handover-service';
import { openHandoverStore } from './open-handover-store';

export interface HandoverRoom {
  service: HandoverService;
  print: HandoverPrint;
  labelPrint: HandoverLabelPrint;
}

/** The handover room over the ledger's own database (it follows a restore's swap) the desk's printing and its label printers. */
export const createHandoverRoom = (deps: {
  ledger: Ledger;
  emit: Emit;
  printing: Printing;
  labelPrinterLink: LabelPrinterLink;
  settings: SettingsService;
}): HandoverRoom => {
  const store = followConnection(() => deps.ledger.connection, openHandoverStore);
  const service = createHandover({ store, emit: deps.emit });
  return {
    service,
    print: createHandoverPrint({ service, printing: deps.printing, settings: deps.settings }),
    labelPrint: createHandoverLabelPrint({ service, link: deps.labelPrinterLink, settings: deps.settings }),
  };
};
