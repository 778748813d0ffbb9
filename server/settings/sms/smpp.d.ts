/** The parts of the `smpp` package (no published typings) that Tessera and its tests use. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  export interface Session extends EventEmitter {
    send(pdu: PDU, responseCallback?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, callback: (pdu: PDU) => void): void;
    bind_transmitter(options: Record<string, unknown>, callback: (pdu: PDU) => void): void;
    submit_sm(options: Record<string, unknown>, callback: (pdu: PDU) => void): void;
    unbind(options?: Record<string, unknown>, callback?: (pdu: PDU) => void): void;
  }

  export interface Server extends EventEmitter {
    listen(port: number, host: string, callback?: () => void): Server;
    close(callback?: () => void): void;
    address(): { port: number };
  }

  export function connect(options: { url: string; auto_enquire_link_period?: number; connectTimeout?: number }, listener?: () => void): Session;
  export function createServer(options: Record<string, unknown>, listener: (session: Session) => void): Server;
  export const ESME_RBINDFAIL: number;
  export const ESME_ROK: number;
  export const errors: Record<string, string>;
  const smpp: { connect: typeof connect; createServer: typeof createServer; ESME_RBINDFAIL: number; ESME_ROK: number };
  export default smpp;
}
