import {
  CloudPrintProtocolError,
  CloudPrintUnavailableError,
  isRecord,
  PROTOCOL_VERSION,
  type IncomingMessage,
} from './cloud-print-messages';
import { createCloudPrintLink, type LinkOptions } from './cloud-print-link';
import { createPendingRequests } from './cloud-print-requests';
import { OPEN } from './cloud-print-socket';

export type { WebSocketConstructor } from './cloud-print-socket';
export type { CloudPrintStatus } from './cloud-print-status';

interface ConnectionOptions extends Omit<LinkOptions, 'onText'> {
  onPush: (message: IncomingMessage) => void;
  onProtocolError: (error: CloudPrintProtocolError) => void;
}

/** A message from the component, or why it is not one. */
const parseMessage = (text: string): IncomingMessage | CloudPrintProtocolError => {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return new CloudPrintProtocolError(`the component sent text that is not JSON: ${text.slice(0, 80)}`);
  }
  return isRecord(message)
    ? message
    : new CloudPrintProtocolError('the component sent JSON that is not an object');
};

/**
 * One WebSocket to the component, reconnected with exponential backoff (cloud-print-link.ts), with answers matched
 * to requests (cloud-print-requests.ts); every other message is the component's own news (`onPush`).
 */
export const createCloudPrintConnection = (opts: ConnectionOptions) => {
  const pending = createPendingRequests();
  let seq = 0;

  const receive = (text: string) => {
    const message = parseMessage(text);
    if (message instanceof CloudPrintProtocolError) opts.onProtocolError(message);
    else if (!pending.answer(message)) opts.onPush(message);
  };

  const link = createCloudPrintLink({
    url: opts.url,
    WebSocketImpl: opts.WebSocketImpl,
    backoff: opts.backoff,
    onStatus: opts.onStatus,
    onText: receive,
    onDown: (reason) => {
      pending.failAll(reason);
      opts.onDown(reason);
    },
  });

  const request = async (
    cmd: string,
    body: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<IncomingMessage> => {
    await link.whenConnected(timeoutMs);
    const ws = link.socket();
    if (!ws || ws.readyState !== OPEN) throw new CloudPrintUnavailableError(`not connected to ${opts.url}`);
    seq += 1;
    const requestID = `desk-${Date.now().toString(36)}-${seq}`;
    return pending.add(cmd, requestID, timeoutMs, () =>
      ws.send(JSON.stringify({ cmd, requestID, version: PROTOCOL_VERSION, ...body })),
    );
  };

  return { request, close: link.close, status: link.status };
};

export type CloudPrintConnection = ReturnType<typeof createCloudPrintConnection>;
