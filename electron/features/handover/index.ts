export { createHandoverRoom } from './create-handover';
export type { HandoverRoom } from './create-handover';
export { handoverHandlers } from './handlers';
