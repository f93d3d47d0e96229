import { defineRoom } from '../../kernel/room';
import type { TokenVault } from '../../storage/vault';
import type { GatewayService } from './gateway';
import { authHandlers } from './handlers';
import { shopAuthorizationsOf } from './shop-authorizations-of';

/**
 * The gateway (built by the desk before any room: the ledger's checks ride on it), the token's channels, and its
 * memory of refused shops, which the shops room shows and clears.
 */
export const gatewayRoom = defineRoom({
  name: 'gateway',
  build: ({ gateway }: { gateway: GatewayService; vault: TokenVault }) => ({
    shopAuthorizations: shopAuthorizationsOf(gateway),
  }),
  handlers: ({ gateway, vault }) => authHandlers(gateway, vault),
});
