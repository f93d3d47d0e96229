export { EMBEDDED_DEMO_TOKEN, createEmbeddedGateway } from './embedded-gateway';
export type { EmbeddedGateway } from './embedded-gateway';
export { createGatewayService } from './gateway';
export type { GatewayService } from './gateway';
export { gatewayRoom } from './room';
