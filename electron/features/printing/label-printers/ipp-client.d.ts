// The few parts of @sealsystems/ipp the desk uses (the package ships no types).
declare module '@sealsystems/ipp' {
  export interface IppResponse {
    statusCode: string;
    'operation-attributes-tag'?: Record<string, unknown>;
    'job-attributes-tag'?: Record<string, unknown>;
    'printer-attributes-tag'?: Record<string, unknown>;
  }
  export interface IppPrinter {
    execute(
      operation: string,
      message: Record<string, unknown> | null,
      callback: (error: Error | null, response: IppResponse) => void,
    ): void;
  }
  export function Printer(url: string, options?: { timeout?: number; uri?: string }): IppPrinter;
  const ipp: { Printer: typeof Printer };
  export default ipp;
}
