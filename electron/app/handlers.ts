import type { Handlers } from '../kernel/router';
import { roomHandlers } from '../kernel/room';
import type { DeskServices } from './desk-services';
import type { DeskRooms } from './rooms';

/** What this desk is: version, host, data dir, embedded gateway, desk name and ledger server. */
const appInfoHandlers = (s: DeskServices): Pick<Handlers, 'app.info'> => ({
  'app.info': () =>
    Promise.resolve({
      version: s.version,
      host: s.host,
      dataDir: s.dataDir,
      embeddedSandboxUrl: s.embedded?.url() ?? null,
      desk: s.desk,
      ledgerServer: s.ledgerServer,
    }),
});

/** Every channel's handler: the desk's own and every room's; the return type keeps the map complete. */
export const buildHandlers = (s: DeskServices, rooms: DeskRooms): Handlers => ({
  ...appInfoHandlers(s),
  ...roomHandlers(rooms, s),
});
