import type { LedgerConnection } from './ledger-connection';

/**
 * A store kept in the ledger's own database that follows the connection the ledger has now: a restore puts
 * another ledger file under the rooms (their ledger is a handle), and a store opened once over the old connection
 * would run finalized statements. Each call checks the connection and opens the store again when it changed.
 */
export const followConnection = <S extends object>(
  connectionNow: () => LedgerConnection,
  open: (connection: LedgerConnection) => S,
): S => {
  let connection: LedgerConnection | null = null;
  let store: S | null = null;
  const current = (): S => {
    const now = connectionNow();
    if (store === null || now !== connection) {
      connection = now;
      store = open(now);
    }
    return store;
  };
  return new Proxy({} as S, {
    get(_, name) {
      const target = current();
      const value = Reflect.get(target, name) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
};
