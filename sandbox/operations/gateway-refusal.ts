// How an operation says no: the envelope code and message it ends with; transport/envelope.ts writes them.

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
