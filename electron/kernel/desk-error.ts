import type { DuplicateOrder, IpcErrorKind, NotAwaitingOrder } from '../../shared/ipc/errors';

interface DeskErrorInit {
  field?: string;
  duplicates?: DuplicateOrder[];
  code?: number;
  issued?: number;
  server?: string;
  notAwaiting?: NotAwaitingOrder[];
}

/** A refusal of the desk itself (not the gateway's): the router passes kind, field and duplicates on as they are. */
export class DeskError extends Error {
  readonly kind: IpcErrorKind;
  readonly field?: string;
  readonly duplicates?: DuplicateOrder[];
  readonly code?: number;
  readonly issued?: number;
  readonly server?: string;
  readonly notAwaiting?: NotAwaitingOrder[];

  constructor(kind: IpcErrorKind, msg: string, init: DeskErrorInit = {}) {
    super(msg);
    this.name = 'DeskError';
    this.kind = kind;
    if (init.field !== undefined) this.field = init.field;
    if (init.duplicates !== undefined) this.duplicates = init.duplicates;
    if (init.code !== undefined) this.code = init.code;
    if (init.issued !== undefined) this.issued = init.issued;
    if (init.server !== undefined) this.server = init.server;
    if (init.notAwaiting !== undefined) this.notAwaiting = init.notAwaiting;
  }
}

export const isDeskError = (e: unknown): e is DeskError => e instanceof DeskError;
