import type { FastifyInstance } from 'fastify';

/** The sandbox's own names on loopback, with its port; an Origin, when sent, must be one of them too. */
const isOwnAddress = (host: string | undefined, origin: string | undefined, baseUrl: string): boolean => {
  const port = new URL(baseUrl).port;
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!hosts.includes(host ?? '')) return false;
  return origin === undefined || hosts.some((h) => origin === `http://${h}`);
};

/**
 * Like the desk's web host: only its own loopback address, so a page on another site (DNS rebinding, a
 * cross-site form) cannot spend the seller's points through the embedded sandbox.
 */
export function guardHost(app: FastifyInstance, baseUrl: () => string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isOwnAddress(request.headers.host, request.headers.origin, baseUrl())) {
      reply.code(403).header('connection', 'close');
      return void reply.send({
        code: 403,
        msg: 'Foreign Host or Origin: this sandbox answers its own address only',
      });
    }
    done();
  });
}
