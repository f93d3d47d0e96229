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

type Binding = typeof SerialPort.binding;
type UnixPort = Parameters<typeof unixRead>[0]['binding'];

const readAsync = promisify(read);

const readUntilHangUp: typeof readAsync = async (...args: Parameters<typeof readAsync>) => {
  const result = await readAsync(...args);
  if (result.bytesRead === 0) throw Object.assign(new Error('the port hung up'), { disconnect: true });
  return result;
};

const platform = SerialPort.binding;

export const hangUpBinding: Binding =
  process.platform === 'win32'
    ? platform
    : ({
        list: () => platform.list(),
        async open(options: Parameters<Binding['open']>[0]) {
          const port = await platform.open(options);
          const unixPort = port as unknown as UnixPort;
          port.read = async (buffer: Buffer, offset: number, length: number) => {
            if (!port.isOpen) throw new Error('Port is not open');
            return unixRead({ binding: unixPort, buffer, offset, length, fsReadAsync: readUntilHangUp });
          };
          return port;
        },
      } as Binding);
