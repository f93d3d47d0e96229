/*
 * A shared PostgreSQL ledger is the server's to back up. The desk shows the seller (or whoever keeps the server)
 * the pg_dump command for the configured database: host, port, user and database from the ledger address, never
 * its password (pg_dump asks for it, or takes it from ~/.pgpass or PGPASSWORD).
 */

const quoted = (value: string): string =>
  /^[\w.@:/-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;

export const pgDumpCommand = (ledgerUrl: string): string => {
  const url = new URL(ledgerUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const parts = [
    'pg_dump',
    `--host=${quoted(decodeURIComponent(url.hostname) || 'localhost')}`,
    `--port=${quoted(url.port || '5432')}`,
    ...(url.username ? [`--username=${quoted(decodeURIComponent(url.username))}`] : []),
    '--format=custom',
    `--file=${quoted(`${database}.dump`)}`,
    quoted(database),
  ];
  return parts.join(' ');
};
