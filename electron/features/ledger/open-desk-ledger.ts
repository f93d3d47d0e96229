import { hostname } from 'node:os';
import { join } from 'node:path';
import { DeskError } from '../../kernel/desk-error';
import { deskInstanceId } from './desk-instance-id';
import type { Ledger } from './ledger-types';
import { openPgLedger, serverOf } from './postgres/open-pg-ledger';
import { DeskNameTaken, deskNameTakenMessage } from './postgres/pg-desk-name';
import { LedgerNotUtf8, ledgerNotUtf8Message } from '../../storage/postgres/pg-server-encoding';
import { listenForChanges, type LedgerChanges } from './postgres/pg-changes';
import { pgThrottleFactory, type SharedThrottleFactory } from './postgres/pg-throttle';
import { ledgerUnreachable, withUnreachableRefusal } from './postgres/pg-unreachable';
import { parseLedgerUrl } from '../../../shared/ledger/ledger-url';
import { openRefusal, type OpenContext } from './postgres/ledger-open-refusals';
import { ledgerUrlRefused } from './postgres/ledger-url-refusal';
import { openLedger } from './sqlite/open-ledger';
import { answersWithin } from './postgres/pg-reach-check';
import { ledgerBounds, type LedgerBounds } from '../../storage/postgres/pg-bounds';

/*
 * Which ledger a desk keeps: the embedded SQLite file in its data dir (the default, one desk), or a shared
 * PostgreSQL database when a ledger URL is given (several desks). A shared ledger that cannot be opened stops the
 * start with a message naming the server: the desk never falls back to a local ledger silently, since two desks
 * each with its own ledger would fetch (and pay for) the same orders.
 */

export const LEDGER_FILE = 'ledger.sqlite';

interface DeskLedgerOptions {
  dataDir: string;
  /** postgres://… : the shared ledger; absent = the embedded SQLite ledger. */
  ledgerUrl?: string | undefined;
  /** This desk's name (default: the host name). */
  deskName?: string | undefined;
  /** The seller's language, for a refusal the seller must act on (default zh-CN). */
  language?: 'zh-CN' | 'en' | undefined;
  /** The URL came with the start (--ledger-url, SELLER_TOOLS_LEDGER_URL), not from Settings: refusals name it. */
  givenAtStart?: boolean | undefined;
  /** How long the desk waits for the shared ledger's server (default: DEFAULT_LEDGER_BOUNDS; tests: shorter). */
  bounds?: Partial<LedgerBounds> | undefined;
}

export interface DeskLedger {
  ledger: Ledger;
  desk: string;
  /** 'shared' names the server (never the user or password). */
  kind: 'embedded' | 'shared';
  server: string | null;
  /** Shared ledger: the gateway's rate limit shared by every desk (slots in the database). */
  sharedThrottle?: SharedThrottleFactory;
  /** Shared ledger: changes other desks make, and telling them of ours. */
  changes?: LedgerChanges;
  /** Shared ledger: throws the refusal naming the server when it cannot be reached (before a charged call). */
  ensureReachable?: () => Promise<void>;
}

/** Why a shared ledger could not be opened, said so the seller can act (in the seller's language where it must). */
function sharedOpenError(error: unknown, context: OpenContext): Error {
  const { language, server } = context;
  // The seller must choose another name: said in the seller's language, naming the setting to change.
  if (error instanceof DeskNameTaken) {
    return new DeskError('invalid-request', deskNameTakenMessage(language, error.desk, server), {
      field: 'deskName',
      server,
    });
  }
  if (error instanceof LedgerNotUtf8) {
    return new DeskError('invalid-request', ledgerNotUtf8Message(language, error.encoding, server), {
      field: 'ledgerUrl',
      server,
    });
  }
  const refusal = openRefusal(error, context);
  if (refusal) return refusal;
  // A cause the desk has no words of its own for: said in the seller's language, the driver's text as the detail.
  const why = error instanceof Error ? error.message : String(error);
  return new Error(
    language === 'en'
      ? `The shared ledger at ${server} cannot be opened. No local ledger was used instead.\n(Technical details: ${why})`
      : `共享账本 ${server} 无法打开。未改用本地账本。\n（技术细节：${why}）`,
  );
}

/** The shared ledger, its changes from other desks, the shared rate limit and the reachability check. */
async function openSharedLedger(
  url: string,
  { desk, dataDir, server, bounds }: { desk: string; dataDir: string; server: string; bounds: LedgerBounds },
): Promise<DeskLedger> {
  const ledger = await openPgLedger({ url, desk, instanceId: deskInstanceId(dataDir), bounds });
  const changes = listenForChanges({ url, desk, pool: ledger.pool });
  return {
    ledger: withUnreachableRefusal(ledger, server, () => changes.away()),
    desk,
    kind: 'shared',
    server,
    sharedThrottle: pgThrottleFactory({ pool: ledger.pool, desk, server }),
    changes,
    // Bounded: a charged call whose check got no answer in time is refused, never held to be sent later.
    ensureReachable: async () => {
      if (await answersWithin(ledger.pool, bounds.reachMs)) return;
      changes.away();
      throw ledgerUnreachable(server);
    },
  };
}

export async function openDeskLedger(options: DeskLedgerOptions): Promise<DeskLedger> {
  const desk = options.deskName?.trim() || hostname();
  if (!options.ledgerUrl) {
    return {
      ledger: await openLedger(join(options.dataDir, LEDGER_FILE), { desk }),
      desk,
      kind: 'embedded',
      server: null,
    };
  }
  const server = serverOf(options.ledgerUrl);
  const context = {
    language: options.language ?? 'zh-CN',
    server,
    givenAtStart: options.givenAtStart ?? false,
    url: options.ledgerUrl,
  } as const;
  // Only the parts the desk documents; the pool connects with them, never with the raw address.
  const read = parseLedgerUrl(options.ledgerUrl, { passwordAllowed: true });
  if (!read.ok) throw ledgerUrlRefused(read.problem, context);
  try {
    const bounds = ledgerBounds(options.bounds);
    return await openSharedLedger(options.ledgerUrl, { desk, dataDir: options.dataDir, server, bounds });
  } catch (error) {
    throw sharedOpenError(error, context);
  }
}
