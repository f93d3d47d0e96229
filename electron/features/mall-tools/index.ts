export type { MallTools } from './mall-tools';
export { mallToolsRoom } from './room';
