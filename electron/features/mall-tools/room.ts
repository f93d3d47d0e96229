import { defineRoom } from '../../kernel/room';
import type { GatewayService } from '../gateway';
import type { SettingsService } from '../settings';
import { mallToolHandlers } from './handlers';
import { createMallTools } from './mall-tools';

/** Coupon lookup and in-mall push. */
export const mallToolsRoom = defineRoom({
  name: 'mall-tools',
  build: ({ settings, gateway }: { settings: SettingsService; gateway: GatewayService }) => ({
    mallTools: createMallTools({ settings, gateway }),
  }),
  handlers: ({ mallTools }) => mallToolHandlers(mallTools),
});
