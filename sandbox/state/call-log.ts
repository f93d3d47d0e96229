import type { OperationName } from '../../shared/api/endpoints';

/** One call the sandbox answered with success (so charged, C1): what it was asked. */
interface LoggedCall {
  op: OperationName;
  at: number;
  /** The request's fields as received (form fields are text), the token never among them. */
  fields: unknown;
}

/** At most this many calls are kept per token: enough for any test, bounded for a long-running sandbox. */
const KEEP_PER_TOKEN = 20_000;

/**
 * The operator's audit of successful calls per token, in memory: tests read which orders pages were bought and
 * how often (`GET /sandbox/calls`), to prove that a page is never bought twice.
 */
export class CallLog {
  private readonly byToken = new Map<string, LoggedCall[]>();

  record(token: string, op: OperationName, fields: unknown, at = Date.now()): void {
    let list = this.byToken.get(token);
    if (!list) {
      list = [];
      this.byToken.set(token, list);
    }
    list.push({ op, at, fields });
    if (list.length > KEEP_PER_TOKEN) list.splice(0, list.length - KEEP_PER_TOKEN);
  }

  of(token: string, op?: OperationName): LoggedCall[] {
    const list = this.byToken.get(token) ?? [];
    return op ? list.filter((c) => c.op === op) : [...list];
  }

  /** Successful calls per operation. */
  counts(token: string): Partial<Record<OperationName, number>> {
    const counts: Partial<Record<OperationName, number>> = {};
    for (const c of this.byToken.get(token) ?? []) counts[c.op] = (counts[c.op] ?? 0) + 1;
    return counts;
  }
}
