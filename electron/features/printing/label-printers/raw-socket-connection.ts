import { connect, type Socket } from 'node:net';
import type {
  LabelPrinterConnection,
  LabelPrinterUri,
  PrinterHealth,
  PrinterJobBytes,
} from './label-printer';
import { PrinterFailure } from './label-printer';
import { tsplStatus, zplHostStatus } from './printer-status';

/*
 * A raw network printer (AppSocket/JetDirect, port 9100): one TCP connection per job, the job's bytes, our end of
 * the stream, then the printer closes its end once it has read them all. Status queries go on a connection of
 * their own: ZPL `~HS`, TSPL `<ESC>!?`.
 */

interface RawSocketTimeouts {
  /** The host must accept the connection within this. */
  connectMs: number;
  /** The printer must keep reading (and close when done) without a pause longer than this. */
  idleMs: number;
  /** A status answer must come within this, or the printer is taken as one that does not answer. */
  statusMs: number;
}

const RAW_SOCKET_TIMEOUTS: RawSocketTimeouts = { connectMs: 5000, idleMs: 15000, statusMs: 2000 };

const where = (t: LabelPrinterUri) => `${t.host}:${t.port}`;

/** A failed connect, named: refused (nothing listens), or unreachable (no answer, no route, no such host). */
const connectFailure = (target: LabelPrinterUri, error: NodeJS.ErrnoException): PrinterFailure =>
  error.code === 'ECONNREFUSED'
    ? new PrinterFailure(
        'refused',
        `${where(target)} refused the connection: is the printer on port ${target.port}?`,
        false,
      )
    : new PrinterFailure(
        'unreachable',
        `${where(target)} does not answer (${error.code ?? error.message})`,
        false,
      );

/** Connects within `connectMs`; rejects with a PrinterFailure. */
const open = (target: LabelPrinterUri, timeouts: RawSocketTimeouts): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: target.host, port: target.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new PrinterFailure(
          'unreachable',
          `${where(target)} did not answer within ${timeouts.connectMs} ms`,
          false,
        ),
      );
    }, timeouts.connectMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(connectFailure(target, error));
    });
  });

/** Writes the job and waits for the printer to close its end: a reset → dropped, silence → timeout. */
const deliver = (socket: Socket, target: LabelPrinterUri, bytes: Uint8Array, idleMs: number): Promise<void> =>
  new Promise((resolve, reject) => {
    let settled = false;
    const fail = (failure: PrinterFailure) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(failure);
    };
    socket.setTimeout(idleMs, () =>
      fail(
        new PrinterFailure(
          'timeout',
          `${where(target)} stopped taking the job for ${idleMs} ms`,
          socket.bytesWritten > 0,
        ),
      ),
    );
    socket.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new PrinterFailure(
          'dropped',
          `${where(target)} dropped the connection mid-job (${error.code ?? error.message})`,
          true,
        ),
      ),
    );
    socket.on('data', () => undefined);
    let finished = false;
    socket.once('finish', () => (finished = true));
    socket.once('close', (hadError) => {
      if (hadError || !finished)
        return fail(new PrinterFailure('dropped', `${where(target)} closed the connection mid-job`, true));
      if (!settled) {
        settled = true;
        resolve();
      }
    });
    socket.end(bytes);
  });

/** Sends a status query and collects the answer until it is whole, or `statusMs` passes. */
const ask = async (target: LabelPrinterUri, timeouts: RawSocketTimeouts): Promise<PrinterHealth> => {
  let socket: Socket;
  try {
    socket = await open(target, timeouts);
  } catch (e) {
    return { state: 'offline', detail: (e as Error).message, answered: false };
  }
  const zpl = target.language === 'zpl';
  return new Promise((resolve) => {
    let answer = Buffer.alloc(0);
    const done = (health: PrinterHealth) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(health);
    };
    const timer = setTimeout(
      () => done({ state: 'ready', detail: 'no answer to the status query', answered: false }),
      timeouts.statusMs,
    );
    socket.on('error', () =>
      done({ state: 'offline', detail: 'connection lost during the status query', answered: false }),
    );
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      const health = zpl ? zplHostStatus(answer.toString('latin1')) : tsplStatus(answer[0]!);
      if (health) done(health);
    });
    socket.write(zpl ? '~HS' : '\x1b!?');
  });
};

export const createRawSocketConnection = (
  target: LabelPrinterUri,
  timeouts: RawSocketTimeouts = RAW_SOCKET_TIMEOUTS,
): LabelPrinterConnection => {
  const sockets = new Set<Socket>();
  return {
    target,
    async send(job: PrinterJobBytes) {
      const socket = await open(target, timeouts);
      sockets.add(socket);
      try {
        await deliver(socket, target, job.bytes, timeouts.idleMs);
      } finally {
        sockets.delete(socket);
      }
    },
    health: () => ask(target, timeouts),
    close() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      return Promise.resolve();
    },
  };
};
