// The handover to the courier: every parcel scanned out, a recycled label never shipped, the list signed.
export type { HandoverRoom } from './create-handover';
export { handoverRoom } from './room';
