import { parseArgs } from 'node:util';
import { DEMO_TOKEN } from './fixtures';
import { createSandbox } from './server';

/** `npm run sandbox -- --port 8787 [--data FILE] [--orders N] [--seed N] [--no-rate-limit] [--log]` */
const USAGE = 'usage: sandbox [--port N] [--data FILE] [--orders N] [--seed N] [--no-rate-limit] [--log]';

function wholeNumber(
  name: string,
  text: string | undefined,
  fallback: number | undefined,
): number | undefined {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number`);
  return Number(text);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      orders: { type: 'string' },
      seed: { type: 'string' },
      'no-rate-limit': { type: 'boolean', default: false },
      log: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = wholeNumber('port', values.port, 8787) ?? 8787;
  const orders = wholeNumber('orders', values.orders, undefined);
  const seed = wholeNumber('seed', values.seed, undefined);
  const sandbox = await createSandbox({
    port,
    ...(values.data ? { dataFile: values.data } : {}),
    ...(orders === undefined ? {} : { orders }),
    ...(seed === undefined ? {} : { seed }),
    rateLimit: !values['no-rate-limit'],
    logger: values.log,
  });
  console.log(`Sandbox gateway listening on ${sandbox.url}`);
  console.log(`demo token: ${DEMO_TOKEN}`);
  console.log(`demo coupon me: ${sandbox.demoCouponMe}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`sandbox: failed to stop cleanly on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(1);
});
