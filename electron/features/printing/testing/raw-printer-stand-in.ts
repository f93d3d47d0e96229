import { createServer, type Server, type Socket } from 'node:net';

/*
 * A raw network printer for tests: listens on a free loopback port, records every job's bytes, answers the status
 * queries (ZPL `~HS`, TSPL `<ESC>!?`) with a state the test sets, can refuse, stall, or drop a job mid-way, and
 * can fall silent: take jobs as ever but answer no status query, as a Zebra in media out or head open does.
 */

export interface StandInState {
  paperOut: boolean;
  headOpen: boolean;
  paused: boolean;
  /** Status queries are read and left unanswered (jobs are still taken). */
  silent?: boolean;
  /** Falls silent (`silent` set) once this many jobs have arrived; absent = never by itself. */
  silentAfterJobs?: number;
}

export type StandInMode =
  | { kind: 'accept' }
  /** Nothing listens: connections are refused. */
  | { kind: 'refuse' }
  /** Answers status queries, but stops reading a job and never closes its connection. */
  | { kind: 'stall' }
  /** Reads this many bytes of a job, then resets the connection. */
  | { kind: 'drop'; afterBytes: number };

export interface RawPrinterStandIn {
  port: number;
  uri(language: 'tspl' | 'zpl', extra?: string): string;
  /** Every whole job received, in order. */
  jobs: Buffer[];
  /** When each job's first byte arrived (performance.now(), this process's clock), in the order of `jobs`. */
  firstByteAt: number[];
  /** Status queries answered so far. */
  queries: number;
  /** Status queries read and left unanswered while silent. */
  unanswered: number;
  state: StandInState;
  setMode(mode: StandInMode): Promise<void>;
  /** Resolves when `n` jobs have arrived. */
  waitForJobs(n: number): Promise<Buffer[]>;
  close(): Promise<void>;
}

const ZPL_QUERY = Buffer.from('~HS');
const TSPL_QUERY = Buffer.from('\x1b!?');
const isStatusQuery = (bytes: Buffer) =>
  [ZPL_QUERY, TSPL_QUERY].some((q) => bytes.subarray(0, q.length).equals(q));

/** The three `~HS` strings with the flags the stand-in's state says. */
export const zplStatusAnswer = (s: StandInState): string =>
  `\x02030,${s.paperOut ? 1 : 0},${s.paused ? 1 : 0},1218,000,0,0,0,000,0,0,0\x03\r\n` +
  `\x02001,0,${s.headOpen ? 1 : 0},0,0,2,6,0,00000000,1,000\x03\r\n` +
  `\x021234,0\x03\r\n`;

export const tsplStatusAnswer = (s: StandInState): number =>
  (s.headOpen ? 0x01 : 0) | (s.paperOut ? 0x04 : 0) | (s.paused ? 0x10 : 0);

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });

export const startRawPrinterStandIn = async (): Promise<RawPrinterStandIn> => {
  let mode: StandInMode = { kind: 'accept' };
  const sockets = new Set<Socket>();
  const waiters = new Set<() => boolean>();
  const standIn: RawPrinterStandIn = {
    port: 0,
    uri: (language, extra = '') => `socket://127.0.0.1:${standIn.port}?language=${language}${extra}`,
    jobs: [],
    firstByteAt: [],
    queries: 0,
    unanswered: 0,
    state: { paperOut: false, headOpen: false, paused: false },
    setMode: async (next) => {
      const wasListening = server.listening;
      mode = next;
      if (next.kind === 'refuse' && wasListening) {
        const closed = new Promise((r) => server.close(r));
        for (const s of sockets) s.destroy();
        await closed;
      }
      if (next.kind !== 'refuse' && !wasListening) await listen(server, standIn.port);
    },
    waitForJobs: (n) =>
      new Promise((resolve) => {
        const check = () => (standIn.jobs.length >= n ? (resolve(standIn.jobs), true) : false);
        if (!check()) waiters.add(check);
      }),
    close: async () => {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };

  const onConnection = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const stall = mode.kind === 'stall';
    let stalled = false;
    const dropAt = mode.kind === 'drop' ? mode.afterBytes : Infinity;
    let received = Buffer.alloc(0);
    let firstByteAt: number | null = null;
    socket.on('data', (chunk: Buffer) => {
      firstByteAt ??= performance.now();
      received = Buffer.concat([received, chunk]);
      if (received.length >= dropAt) return socket.resetAndDestroy();
      // Stalled: status queries are still answered, a job is never read to its end nor closed.
      if (stall && !isStatusQuery(received)) {
        stalled = true;
        return socket.pause();
      }
      for (const [query, answer] of [
        [ZPL_QUERY, () => zplStatusAnswer(standIn.state)],
        [TSPL_QUERY, () => Buffer.from([tsplStatusAnswer(standIn.state)])],
      ] as const) {
        if (received.subarray(0, query.length).equals(query)) {
          received = received.subarray(query.length);
          if (standIn.state.silent === true) standIn.unanswered += 1;
          else {
            standIn.queries += 1;
            socket.write(answer());
          }
        }
      }
    });
    socket.on('end', () => {
      // A stalled job is never taken whole: its connection stays open until the desk gives up.
      if (stalled) return;
      if (received.toString('latin1').trim() !== '') {
        standIn.jobs.push(received);
        standIn.firstByteAt.push(firstByteAt ?? performance.now());
        const { silentAfterJobs } = standIn.state;
        if (silentAfterJobs !== undefined && standIn.jobs.length >= silentAfterJobs)
          standIn.state.silent = true;
        for (const w of waiters) if (w()) waiters.delete(w);
      }
      socket.end();
    });
  };
  const server = createServer({ allowHalfOpen: true }, onConnection);
  standIn.port = await listen(server, 0);
  return standIn;
};
