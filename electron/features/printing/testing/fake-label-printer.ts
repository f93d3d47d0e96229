import {
  PrinterFailure,
  type LabelPrinterConnection,
  type LabelPrinterUri,
  type PrinterFailureKind,
  type PrinterHealth,
  type PrinterJobBytes,
  type PrinterState,
} from '../label-printers/label-printer';

/*
 * An in-memory label printer for the print queue's tests: records every job it accepted (bytes as sent, and when
 * the send began and ended), fails the next sends with any PrinterFailure kind, reports a health state, and can be
 * slowed or stalled. One fake per device URI, kept across connections, as a real printer outlives its sockets.
 */

export interface FakeJob {
  text: string;
  bytes: Uint8Array;
  /** performance.now() when send() was called and when it resolved. */
  startedAt: number;
  acceptedAt: number;
}

export interface FakeLabelPrinter {
  readonly uri: string;
  readonly jobs: FakeJob[];
  /** Texts of the accepted jobs, in order. */
  texts(): string[];
  /** The next `times` sends fail with this kind (accepted: the printer may have taken the bytes). */
  failNext(kind: PrinterFailureKind, accepted: boolean, times?: number): void;
  /** What health() answers from now on. */
  setHealth(state: PrinterState, answered?: boolean): void;
  /** Milliseconds each send takes. */
  sendMs: number;
  /** Milliseconds between the printer taking the bytes and the desk hearing so (a late acknowledgement). */
  ackMs: number;
  /**
   * Sends wait (or health queries, when `health` is set, after `skip` more answer at once) until the returned
   * release is called.
   */
  stall(what?: { health?: boolean; skip?: number }): () => void;
  /** Calls made to this printer, in order ('send', 'health', 'connect', 'close'). */
  readonly calls: string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const createFakePrinter = (uri: string, onAccept?: (text: string) => void): FakeLabelPrinter => {
  let failures: Array<{ kind: PrinterFailureKind; accepted: boolean }> = [];
  let health: PrinterHealth = { state: 'ready', detail: 'ready', answered: true };
  let sendGate: Promise<void> | null = null;
  let healthGate: Promise<void> | null = null;
  let healthSkips = 0;
  const printer: FakeLabelPrinter = {
    uri,
    jobs: [],
    calls: [],
    sendMs: 0,
    ackMs: 0,
    texts: () => printer.jobs.map((j) => j.text),
    failNext(kind, accepted, times = 1) {
      failures = [...failures, ...Array.from({ length: times }, () => ({ kind, accepted }))];
    },
    setHealth(state, answered = true) {
      health = { state, detail: `printer says ${state}`, answered };
    },
    stall({ health: stallHealth = false, skip = 0 } = {}) {
      healthSkips = stallHealth ? skip : healthSkips;
      let release = () => undefined as void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      if (stallHealth) healthGate = gate;
      else sendGate = gate;
      return () => {
        if (stallHealth) healthGate = null;
        else sendGate = null;
        release();
      };
    },
  };
  Object.defineProperty(printer, 'send', {
    enumerable: false,
    value: async (job: PrinterJobBytes) => {
      printer.calls.push('send');
      const startedAt = performance.now();
      const failure = failures.shift();
      if (failure) throw new PrinterFailure(failure.kind, `fake printer: ${failure.kind}`, failure.accepted);
      if (sendGate) await sendGate;
      if (printer.sendMs > 0) await sleep(printer.sendMs);
      const text = new TextDecoder().decode(job.bytes);
      printer.jobs.push({ text, bytes: job.bytes, startedAt, acceptedAt: performance.now() });
      onAccept?.(text);
      if (printer.ackMs > 0) await sleep(printer.ackMs);
    },
  });
  Object.defineProperty(printer, 'health', {
    enumerable: false,
    value: async () => {
      printer.calls.push('health');
      if (healthSkips > 0) healthSkips -= 1;
      else if (healthGate) await healthGate;
      return { ...health };
    },
  });
  return printer;
};

type Internals = FakeLabelPrinter & {
  send(job: PrinterJobBytes): Promise<void>;
  health(): Promise<PrinterHealth>;
};

export interface FakeLabelPrinters {
  /** The fake behind a device URI (made on first use). */
  printer(uri: string): FakeLabelPrinter;
  /** Connects as the real connectLabelPrinter would; a URI set unreachable refuses to connect. */
  connect(target: LabelPrinterUri): Promise<LabelPrinterConnection>;
  /** Connections to this URI fail to open. */
  unreachable(uri: string): void;
}

export const createFakeLabelPrinters = (
  options: { onAccept?: (uri: string, text: string) => void } = {},
): FakeLabelPrinters => {
  const printers = new Map<string, Internals>();
  const away = new Set<string>();
  const printer = (uri: string): Internals => {
    let found = printers.get(uri);
    if (!found) {
      found = createFakePrinter(uri, (text) => options.onAccept?.(uri, text)) as Internals;
      printers.set(uri, found);
    }
    return found;
  };
  return {
    printer,
    unreachable: (uri) => away.add(uri),
    connect(target) {
      const p = printer(target.uri);
      p.calls.push('connect');
      if (away.has(target.uri)) {
        return Promise.reject(new PrinterFailure('unreachable', `fake printer ${target.uri} is away`, false));
      }
      return Promise.resolve({
        target,
        send: (job) => p.send(job),
        health: () => p.health(),
        close: () => {
          p.calls.push('close');
          return Promise.resolve();
        },
      });
    },
  };
};

/** A device URI parsed the simple way (the queue's tests need no more than its parts). */
export const fakeTarget = (uri: string): LabelPrinterUri => {
  const u = new URL(uri);
  if (!['socket:', 'ipp:', 'ipps:'].includes(u.protocol)) throw new Error(`unknown scheme ${u.protocol}`);
  return {
    uri,
    scheme: u.protocol.replace(':', '') as LabelPrinterUri['scheme'],
    host: u.hostname,
    port: Number(u.port || 9100),
    path: u.protocol === 'socket:' ? '' : u.pathname,
    language: (u.searchParams.get('language') ?? 'tspl') as LabelPrinterUri['language'],
    dpi: Number(u.searchParams.get('dpi') ?? 203) as LabelPrinterUri['dpi'],
  };
};
