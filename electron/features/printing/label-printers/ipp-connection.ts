import ipp, { type IppPrinter, type IppResponse } from '@sealsystems/ipp';
import type {
  LabelPrinterConnection,
  LabelPrinterUri,
  PrinterHealth,
  PrinterJobBytes,
} from './label-printer';
import { PrinterFailure } from './label-printer';
import { ippStatus } from './printer-status';

/*
 * An IPP printer (CUPS on Linux and macOS, IPP Everywhere printers, Windows' IPP class driver) through
 * @sealsystems/ipp: Print-Job (PDF, or the printer's own language for a raw queue), then Get-Job-Attributes until
 * the job is completed, aborted or canceled. Health is Get-Printer-Attributes' printer-state and -reasons.
 */

interface IppTimeouts {
  /** One IPP request. */
  requestMs: number;
  /** A job must reach completed, aborted or canceled within this. */
  jobMs: number;
  /** Between two Get-Job-Attributes. */
  pollMs: number;
}

const IPP_TIMEOUTS: IppTimeouts = { requestMs: 10_000, jobMs: 120_000, pollMs: 250 };

/** job-state as the client reads it: the keyword for a known enum, else the number. */
const JOB_DONE = new Set<unknown>([9, 'completed']);
const JOB_ENDED_BADLY = new Set<unknown>([7, 8, 'canceled', 'aborted']);

const where = (t: LabelPrinterUri) => `${t.scheme}://${t.host}:${t.port}${t.path}`;

const call = (
  target: LabelPrinterUri,
  printer: IppPrinter,
  operation: string,
  message: Record<string, unknown> | null,
): Promise<IppResponse> =>
  new Promise((resolve, reject) =>
    printer.execute(operation, message, (error, response) => {
      if (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return reject(
          code === 'ECONNREFUSED'
            ? new PrinterFailure('refused', `${where(target)} refused the connection`, false)
            : new PrinterFailure('unreachable', `${where(target)}: ${code ?? error.message}`, false),
        );
      }
      if (!response.statusCode.startsWith('successful'))
        return reject(
          new PrinterFailure(
            'printer-error',
            `${where(target)}: ${operation} → ${response.statusCode}`,
            false,
          ),
        );
      resolve(response);
    }),
  );

/** An attribute of one value or a set, as keywords. */
const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) =>
    typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v),
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One IPP printer as the connection's steps use it. */
interface IppLink {
  target: LabelPrinterUri;
  printer: IppPrinter;
  timeouts: IppTimeouts;
  /** The raw queue's document format, once asked. */
  rawFormat: string | null;
  closed: boolean;
}

/** A raw queue takes the printer's language as application/vnd.cups-raw (CUPS) or application/octet-stream. */
const formatOf = async (link: IppLink, job: PrinterJobBytes): Promise<string> => {
  if (job.language === 'pdf') return 'application/pdf';
  if (link.rawFormat) return link.rawFormat;
  const res = await call(link.target, link.printer, 'Get-Printer-Attributes', {
    'operation-attributes-tag': { 'requested-attributes': ['document-format-supported'] },
  });
  const formats = list(res['printer-attributes-tag']?.['document-format-supported']);
  link.rawFormat = formats.includes('application/vnd.cups-raw')
    ? 'application/vnd.cups-raw'
    : 'application/octet-stream';
  return link.rawFormat;
};

/** Get-Job-Attributes until the job completed; a job aborted, canceled or too slow fails (it may have printed). */
const waitForJob = async (link: IppLink, jobId: number): Promise<void> => {
  const { target, timeouts } = link;
  const deadline = Date.now() + timeouts.jobMs;
  while (!link.closed) {
    const res = await call(target, link.printer, 'Get-Job-Attributes', {
      'operation-attributes-tag': {
        'job-id': jobId,
        'requested-attributes': ['job-state', 'job-state-reasons'],
      },
    });
    const state = res['job-attributes-tag']?.['job-state'];
    if (JOB_DONE.has(state)) return;
    if (JOB_ENDED_BADLY.has(state)) {
      const reasons = list(res['job-attributes-tag']?.['job-state-reasons']).join(', ');
      throw new PrinterFailure(
        'printer-error',
        `${where(target)}: job ${jobId} ${String(state)} (${reasons})`,
        true,
      );
    }
    if (Date.now() > deadline)
      throw new PrinterFailure(
        'timeout',
        `${where(target)}: job ${jobId} not done after ${timeouts.jobMs} ms`,
        true,
      );
    await sleep(timeouts.pollMs);
  }
  throw new PrinterFailure(
    'dropped',
    `${where(target)}: connection closed while job ${jobId} was printing`,
    true,
  );
};

/** Print-Job, then waits for the job to complete. */
const send = async (link: IppLink, job: PrinterJobBytes): Promise<void> => {
  const res = await call(link.target, link.printer, 'Print-Job', {
    'operation-attributes-tag': {
      'requesting-user-name': 'seller-tools-desk',
      'job-name': 'label',
      'document-format': await formatOf(link, job),
    },
    data: Buffer.from(job.bytes),
  });
  const jobId = Number(res['job-attributes-tag']?.['job-id']);
  if (!Number.isInteger(jobId))
    throw new PrinterFailure(
      'printer-error',
      `${where(link.target)}: Print-Job answered without a job-id`,
      true,
    );
  await waitForJob(link, jobId);
};

/** printer-state and printer-state-reasons; a printer that does not answer is offline. */
const health = async (link: IppLink): Promise<PrinterHealth> => {
  try {
    const res = await call(link.target, link.printer, 'Get-Printer-Attributes', {
      'operation-attributes-tag': { 'requested-attributes': ['printer-state', 'printer-state-reasons'] },
    });
    const attrs = res['printer-attributes-tag'] ?? {};
    return ippStatus(attrs['printer-state'] as number | string, list(attrs['printer-state-reasons']));
  } catch (e) {
    return { state: 'offline', detail: (e as Error).message, answered: false };
  }
};

export const createIppConnection = (
  target: LabelPrinterUri,
  timeouts: IppTimeouts = IPP_TIMEOUTS,
): LabelPrinterConnection => {
  const link: IppLink = {
    target,
    printer: ipp.Printer(`${target.scheme}://${target.host}:${target.port}${target.path}`, {
      timeout: timeouts.requestMs,
    }),
    timeouts,
    rawFormat: null,
    closed: false,
  };
  return {
    target,
    send: (job) => send(link, job),
    health: () => health(link),
    close() {
      link.closed = true;
      return Promise.resolve();
    },
  };
};
