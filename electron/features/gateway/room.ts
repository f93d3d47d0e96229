import { defineRoom } from '../../kernel/room';
import type { TokenVault } from '../../storage/vault';
import type { GatewayService } from './gateway';
import { authHandlers } from './handlers';

/** The gateway (built by the desk before any room: the ledger's checks ride on it) and the token's channels. */
export const gatewayRoom = defineRoom({
  name: 'gateway',
  build: (_: { gateway: GatewayService; vault: TokenVault }) => ({}),
  handlers: ({ gateway, vault }) => authHandlers(gateway, vault),
});
