import type { FastifyReply, FastifyRequest } from 'fastify';

/** A call that ends with a non-zero envelope code; thrown by operations, answered by the server. */
export class GatewayRefusal extends Error {
  constructor(
    readonly code: number,
    msg: string,
    /** JSON text of `data`; `null` unless a rule says otherwise (T2). */
    readonly dataText = 'null',
  ) {
    super(msg);
  }
}

/** Code 100 with the `<json path>: <message>` text the client parses. */
export const invalidRequest = (path: string, message: string): GatewayRefusal =>
  new GatewayRefusal(100, `${path || 'body'}: ${message}`);

export const MSG_CALLS_INSUFFICIENT = 'Number of API calls insufficient';
export const MSG_NO_PERMISSION = 'No permission for the interface';

const CLOSE_BRACE = Buffer.from('}');
const startedAt = new WeakMap<FastifyRequest, number>();

export function markStart(request: FastifyRequest): void {
  startedAt.set(request, performance.now());
}

/**
 * Writes the envelope by hand: `data` arrives as JSON text (or its UTF-8 bytes) so large pages and print
 * data are never parsed and re-serialized on the hot path.
 */
export function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  msg: string,
  data: string | Buffer,
  httpStatus = 200,
): FastifyReply {
  const began = startedAt.get(request) ?? performance.now();
  const msec = Math.round(performance.now() - began);
  const time = Math.floor(Date.now() / 1000);
  const head = `{"code":${code},"msg":${JSON.stringify(msg)},"msec":${msec},"time":${time},"data":`;
  const body =
    typeof data === 'string' ? `${head}${data}}` : Buffer.concat([Buffer.from(head), data, CLOSE_BRACE]);
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body);
}

export const sendRefusal = (
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: GatewayRefusal,
  failedData: string,
): FastifyReply =>
  sendEnvelope(
    request,
    reply,
    refusal.code,
    refusal.message,
    refusal.code === 302 ? refusal.dataText : failedData,
  );
