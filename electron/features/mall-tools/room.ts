import { defineRoom } from '../../kernel/room';
import type { GatewayService } from '../gateway';
import type { ShopsService } from '../shops';
import { mallToolHandlers } from './handlers';
import { createMallTools } from './mall-tools';

/** Coupon lookup and in-mall push. */
export const mallToolsRoom = defineRoom({
  name: 'mall-tools',
  build: ({ shops, gateway }: { shops: ShopsService; gateway: GatewayService }) => ({
    mallTools: createMallTools({ shops, gateway }),
  }),
  handlers: ({ mallTools }) => mallToolHandlers(mallTools),
});
