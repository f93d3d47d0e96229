import type { ScaleProtocolName } from '../../../../shared/scale/scale-settings';
import { continuousProtocol } from './continuous';
import { mtSicsProtocol } from './mt-sics';
import type { ScaleProtocol } from './scale-protocol';

/** Every protocol the desk reads through a serial port, by its settings name (the keyboard scale has no port). */
export const SERIAL_PROTOCOLS: Record<Exclude<ScaleProtocolName, 'keyboard'>, ScaleProtocol> = {
  continuous: continuousProtocol,
  'mt-sics': mtSicsProtocol,
};
