import { connect, createServer, type Socket } from 'node:net';

/*
 * A TCP proxy on loopback that can hold every byte (a partition, a dead Wi-Fi bridge): while holding, nothing
 * crosses either way and no connection is closed, as on a silent network path; once released, what was held is
 * delivered in order, as TCP's retransmits would once the path is back. Test kits put it between a desk and a
 * private PostgreSQL cluster.
 */

export interface BlackholeProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** From now on, hold every byte (and every close) of every connection, new ones included. */
  hold(): void;
  /** Deliver what was held, then pass bytes as they come again. */
  release(): void;
  /** Bytes held so far while holding (both ways). */
  heldBytes(): number;
  close(): Promise<void>;
}

interface Direction {
  to: Socket;
  held: (Buffer | 'end')[];
}

export async function startBlackholeProxy(target: { host: string; port: number }): Promise<BlackholeProxy> {
  let holding = false;
  let heldBytes = 0;
  const directions: Direction[] = [];
  const sockets = new Set<Socket>();

  const deliver = (d: Direction, chunk: Buffer | 'end'): void => {
    if (chunk === 'end') d.to.end();
    else d.to.write(chunk);
  };
  const pass = (from: Socket, d: Direction): void => {
    const carry = (chunk: Buffer | 'end'): void => {
      if (holding || d.held.length > 0) {
        d.held.push(chunk);
        if (chunk !== 'end' && holding) heldBytes += chunk.length;
      } else deliver(d, chunk);
    };
    from.on('data', (chunk: Buffer) => carry(chunk));
    from.on('end', () => carry('end'));
  };

  const server = createServer((inbound) => {
    const outbound = connect(target.port, target.host);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      // A side reset by its peer: the other side is ended as well (never an unhandled error in the test run).
      s.on('error', () => {
        inbound.destroy();
        outbound.destroy();
      });
    }
    const up: Direction = { to: outbound, held: [] };
    const down: Direction = { to: inbound, held: [] };
    directions.push(up, down);
    pass(inbound, up);
    pass(outbound, down);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const d of directions) {
        for (const chunk of d.held.splice(0)) if (!d.to.destroyed) deliver(d, chunk);
      }
    },
    heldBytes: () => heldBytes,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
