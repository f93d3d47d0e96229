// The scale at the packing desk: a serial or keyboard scale read into one ScaleState the scan station weighs by.
export type { ScaleFeed, ScaleState } from '../../../shared/scale/scale-state';
export { createScale, SCALE_TIMINGS, type Scale, type ScaleDeps } from './scale-service';
export { scaleRoom } from './room';
