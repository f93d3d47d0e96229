/** A throwaway PostgreSQL cluster on a free loopback port (scripts/pg-cluster.mjs). */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth, this cluster only). */
  url: string;
  port: number;
  dir: string;
  stop(): void;
  pause(): void;
  /** `pg_ctl stop -m immediate`: the server drops every connection at once, as in a crash. */
  crash(): void;
  resume(): void;
}
export declare const findPostgresBin: () => string | null;
export declare const startPostgresCluster: () => Promise<PostgresCluster>;
