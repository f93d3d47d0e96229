import type pg from 'pg';
import { parseLedgerUrl, type LedgerSslMode } from '../../../../shared/ledger/ledger-url';
import { DeskError } from '../../../kernel/desk-error';

/*
 * What the driver is given to connect: the fields of the ledger address as the desk read them, never the raw
 * text (the driver would obey parameters of its own in it: host=, sslrootcert=, options=…). So the server Settings
 * shows is the server the desk connects to, and TLS is what `sslmode` says (off when it says nothing), whatever
 * PG* variables the machine has.
 */

const TLS: Record<LedgerSslMode, pg.ClientConfig['ssl']> = {
  disable: false,
  // As the driver has always read require here: encrypted and checked, never weakened to an unchecked certificate
  // (which would let anyone between the desk and the server stand in for it).
  require: { rejectUnauthorized: true },
  // Node checks the certificate against its trusted authorities and the host name.
  'verify-full': { rejectUnauthorized: true },
};

export type PgConnectionFields = Pick<
  pg.ClientConfig,
  'host' | 'port' | 'user' | 'password' | 'database' | 'ssl'
>;

export const pgConnectionOf = (url: string): PgConnectionFields => {
  const read = parseLedgerUrl(url, { passwordAllowed: true });
  if (!read.ok)
    throw new DeskError('invalid-request', `ledgerUrl: ${read.problem.en}`, { field: 'ledgerUrl' });
  const { user, password, host, port, database, sslmode } = read.address;
  return {
    host,
    port,
    database,
    ...(user ? { user } : {}),
    ...(password ? { password } : {}),
    ssl: TLS[sslmode ?? 'disable'],
  };
};
