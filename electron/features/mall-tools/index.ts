export { mallToolHandlers } from './handlers';
export { createMallTools } from './mall-tools';
export type { MallTools } from './mall-tools';
export { mallToolsRoom } from './room';
