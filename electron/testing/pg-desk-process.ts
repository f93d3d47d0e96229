/*
 * A desk in a process of its own, on a shared PostgreSQL ledger (the cross-desk tests). Run with the tsx loader in
 * this very process (`node --import tsx pg-desk-process.ts …`), so a SIGKILL hits the desk itself.
 * Modes:
 *   race <url> <desk> - <groups JSON>: prints `ready`, and on a line on stdin claims every group at once, then records a waybill
 *     for each order it won; prints one line per claim (`won …` / `refused …`) and `done`.
 *   hold <url> <desk> <leaseMs> <orders JSON>: claims the orders, prints `held <intent id>` and waits to be killed.
 */
import { openPgLedger } from '../features/ledger/postgres/open-pg-ledger';
import { isClaimRefused } from '../features/ledger/ledger-types';
import { intentFor, issuedWaybill } from './ledger-test-kit';

const [mode, url, desk, arg, json] = process.argv.slice(2);
if (!url || !desk || !arg || !json || (mode !== 'race' && mode !== 'hold')) {
  console.error('usage: pg-desk-process.ts race|hold <url> <desk> <-|leaseMs> <JSON>');
  process.exit(2);
}
// Never outlive a test that failed to kill us.
setTimeout(() => process.exit(3), 30_000).unref();
const say = (event: string, body: unknown) => process.stdout.write(`${event} ${JSON.stringify(body)}\n`);

if (mode === 'hold') {
  const ledger = await openPgLedger({ url, desk, leaseMs: Number(arg) });
  const id = await ledger.openFetchIntent(intentFor(JSON.parse(json) as string[]), {
    confirmDuplicate: false,
  });
  say('held', id);
  setInterval(() => undefined, 1000);
} else {
  const groups = JSON.parse(json) as string[][];
  const ledger = await openPgLedger({ url, desk, maxConnections: 8 });
  say('ready', null);
  // Both desks start on the same signal, once both are connected: the race is real.
  await new Promise((r) => process.stdin.once('data', r));
  process.stdin.destroy();
  let serial = 0;
  await Promise.all(
    groups.map(async (orderSns) => {
      try {
        const id = await ledger.openFetchIntent(intentFor(orderSns), { confirmDuplicate: false });
        await ledger.closeFetchIntentIssued(
          id,
          orderSns.map((orderSn) =>
            issuedWaybill({ orderSn, waybillCode: `${desk.replace(/\W/g, '')}${process.pid}${++serial}` }),
          ),
        );
        say('won', orderSns);
      } catch (error) {
        if (!isClaimRefused(error)) throw error;
        say('refused', { orderSns, kind: error.kind, duplicates: error.duplicates });
      }
    }),
  );
  say('done', null);
  await ledger.close();
}
