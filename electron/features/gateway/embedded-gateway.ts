import { join } from 'node:path';
import { DEMO_TOKEN } from '../../../sandbox/fixtures';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';

/** The sandbox gateway the desk starts itself, so it works on first run without an account. */
export interface EmbeddedGateway {
  /** Its address once started, else null. */
  url(): string | null;
  /** A valid coupon `me` of the demo mall user, once started (for trying the coupon lookup). */
  demoCouponMe(): string | null;
  /** Starts it on a free loopback port (once) and gives its address. */
  ensure(): Promise<string>;
  stop(): Promise<void>;
}

/** The sandbox's built-in demo token (DECISIONS fixtures): public, so it may be used without storing it. */
export const EMBEDDED_DEMO_TOKEN = DEMO_TOKEN;

const EMBEDDED_SANDBOX_FILE = 'embedded-sandbox.sqlite';

export const createEmbeddedGateway = (dataDir: string): EmbeddedGateway => {
  let running: RunningSandbox | null = null;
  let starting: Promise<RunningSandbox> | null = null;
  return {
    url: () => running?.url ?? null,
    demoCouponMe: () => running?.demoCouponMe ?? null,
    async ensure() {
      starting ??= createSandbox({ port: 0, dataFile: join(dataDir, EMBEDDED_SANDBOX_FILE) }).then((s) => {
        running = s;
        return s;
      });
      try {
        return (await starting).url;
      } catch (error) {
        starting = null;
        throw error;
      }
    },
    async stop() {
      const current = running ?? (starting ? await starting.catch(() => null) : null);
      running = null;
      starting = null;
      await current?.close();
    },
  };
};
