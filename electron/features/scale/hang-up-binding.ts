import { read } from 'node:fs';
import { promisify } from 'node:util';
import { SerialPort } from 'serialport';
import { unixRead } from '@serialport/bindings-cpp/dist/unix-read.js';

/*
 * serialport's own binding, but for one thing: on Linux and macOS a port whose device hung up (a USB-serial
 * adapter pulled, the other end of a pseudo-terminal gone) reads 0 bytes, and the binding reads again at once,
 * forever — a busy loop that never tells the stream, so the port never closes. Here 0 bytes is the port gone:
 * the stream closes it as disconnected, and the desk says the scale is not connected. Windows reads otherwise.
 */

/** What the desk uses of a serialport binding and its open port (serialport's own types, reduced). */
interface UnixPort {
  isOpen: boolean;
  read(buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }>;
}
export interface PortBinding {
  list(): Promise<{ path: string; manufacturer?: string | undefined; serialNumber?: string | undefined }[]>;
  open(options: object): Promise<UnixPort>;
}

const readAsync = promisify(read);

const readUntilHangUp: typeof readAsync = async (...args: Parameters<typeof readAsync>) => {
  const result = await readAsync(...args);
  if (result.bytesRead === 0) throw Object.assign(new Error('the port hung up'), { disconnect: true });
  return result;
};

const platform = SerialPort.binding as unknown as PortBinding;

export const hangUpBinding: PortBinding =
  process.platform === 'win32'
    ? platform
    : {
        list: () => platform.list(),
        async open(options) {
          const port = await platform.open(options);
          const unixPort = port as unknown as Parameters<typeof unixRead>[0]['binding'];
          port.read = async (buffer, offset, length) => {
            if (!port.isOpen) throw new Error('Port is not open');
            return unixRead({ binding: unixPort, buffer, offset, length, fsReadAsync: readUntilHangUp });
          };
          return port;
        },
      };
