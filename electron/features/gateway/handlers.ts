import type { Handlers } from '../../kernel/router';
import type { TokenVault } from '../../storage/vault';
import type { GatewayService } from './gateway';

/** The gateway's access token: kept in the vault, never sent back; the status says which gateway and whether set. */
export const authHandlers = (
  gateway: GatewayService,
  vault: TokenVault,
): Pick<Handlers, 'auth.status' | 'auth.setToken' | 'auth.clearToken'> => ({
  'auth.status': () => Promise.resolve(gateway.status()),
  'auth.setToken': ({ token, allowPlainStorage }) => {
    vault.write(token, allowPlainStorage === undefined ? {} : { allowPlainStorage });
    return Promise.resolve(gateway.status());
  },
  'auth.clearToken': () => {
    vault.clear();
    return Promise.resolve(gateway.status());
  },
});
