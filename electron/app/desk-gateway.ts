import { createGatewayService, EMBEDDED_DEMO_TOKEN, type EmbeddedGateway } from '../features/gateway';
import { ensureRoomToRecord } from '../storage/data-dir';
import type { DeskCoreOptions } from './desk-core-options';
import type { DeskGround } from './desk-services';
import type { OpenedLedger } from './open-ledger-at-start';

/** Room kept to record a charged call's answer (a 10-waybill fetch writes ~30 KB; the margin covers WAL growth). */
const MIN_FREE_BYTES = 8 * 1024 * 1024;

/** The gateway room over this start's settings, ledger and data dir (room to record before a charged call). */
export const createGateway = (
  options: DeskCoreOptions,
  ground: {
    settings: DeskGround['settings'];
    embedded: EmbeddedGateway | null;
    emit: DeskGround['emit'];
    opened: OpenedLedger;
  },
) => {
  const { opened } = ground;
  return createGatewayService({
    settings: ground.settings,
    vault: options.vault,
    embedded: ground.embedded,
    embeddedToken: EMBEDDED_DEMO_TOKEN,
    emit: ground.emit,
    ledger: opened.ledger,
    ensureRoom: () =>
      ensureRoomToRecord(options.dataDir, options.minFreeBytes ?? MIN_FREE_BYTES, options.freeBytes),
    ...(opened.sharedThrottle ? { sharedThrottle: opened.sharedThrottle } : {}),
    ...(opened.ensureReachable ? { ensureLedger: opened.ensureReachable } : {}),
    ...options.gateway,
  });
};
