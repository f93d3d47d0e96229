import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationName } from '../../shared/api/endpoints';
import { GatewayRefusal, invalidRequest } from '../operations/gateway-refusal';

/** Any body whose content type no parser claims; refused in the handler (after the token check, T7). */
class UnsupportedBody {
  constructor(readonly contentType: string) {}
}

export const BODY_LIMIT = 1024 * 1024;

/** DECISIONS T6: forms (multipart or url-encoded) are accepted by these operations only. */
const FORM_OPERATIONS: ReadonlySet<OperationName> = new Set(['pushItems', 'listSoldOrders']);

export function acceptAnyContentType(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, _body, done) => {
    done(null, new UnsupportedBody(request.headers['content-type'] ?? ''));
  });
}

/** The request's fields as one plain object, whatever the accepted encoding. */
export async function readFields(request: FastifyRequest, op: OperationName): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const form = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  if (form && !FORM_OPERATIONS.has(op)) {
    throw invalidRequest('body', `content type ${type} is not accepted here; send application/json`);
  }
  if (type === 'multipart/form-data') return readMultipart(request);
  const body = request.body;
  if (body instanceof UnsupportedBody) {
    const accepted = FORM_OPERATIONS.has(op)
      ? 'application/json, multipart/form-data or application/x-www-form-urlencoded'
      : 'application/json';
    throw invalidRequest(
      'body',
      `content type ${body.contentType || '(none)'} is not accepted; send ${accepted}`,
    );
  }
  if (body === undefined || body === null) throw invalidRequest('body', 'is required');
  if (type === 'application/x-www-form-urlencoded') return { ...(body as Record<string, unknown>) };
  return body;
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  // A Map, so a field named __proto__ stays a field.
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      // A field sent as a file part (some form libraries do that for JSON text) counts as its text.
      const value = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : part.value;
      // busboy cuts an oversized field silently; a cut value must never be acted on.
      if (part.type === 'field' && (part.valueTruncated || part.fieldnameTruncated)) {
        throw invalidRequest(part.fieldname, `is larger than ${BODY_LIMIT} bytes`);
      }
      if (fields.has(part.fieldname)) throw invalidRequest(part.fieldname, 'is sent more than once');
      fields.set(part.fieldname, value);
    }
  } catch (error) {
    if (error instanceof GatewayRefusal) throw error;
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw invalidRequest('body', `malformed or oversized multipart form (${reason})`);
  }
  return Object.fromEntries(fields);
}
