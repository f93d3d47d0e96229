import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayRefusal } from '../operations/gateway-refusal';

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
