import { newId, type EntityId } from '../../store/ids';

/*
 * The rule-engine message (catalogue §1, TbMsg). Immutable: a node that changes a
 * message makes a copy with `transformMsg` (same id) or a new one with `newMsg`.
 */

export type TbMsgDataType = 'JSON' | 'TEXT' | 'BINARY';

/** Flat string-to-string map; every value a node puts in is a string. */
export type TbMsgMetadata = Readonly<Record<string, string>>;

export interface TbMsg {
  readonly id: string;
  /** Epoch milliseconds the message was made. */
  readonly ts: number;
  /** A message type of msgTypes.ts, or any custom text a script chose. */
  readonly type: string;
  readonly originator: EntityId;
  /** The originator's customer, when it has one. */
  readonly customerId: string | null;
  readonly metadata: TbMsgMetadata;
  readonly dataType: TbMsgDataType;
  /** Normally JSON text. */
  readonly data: string;
  readonly queueName: string;
}

export const MAIN_QUEUE = 'Main';

export interface NewMsgInit {
  type: string;
  originator: EntityId;
  data: string;
  metadata?: Record<string, string>;
  customerId?: string | null;
  dataType?: TbMsgDataType;
  queueName?: string;
  ts?: number;
}

/** A message with a new id. */
export function newMsg(init: NewMsgInit): TbMsg {
  return {
    id: newId(),
    ts: init.ts ?? Date.now(),
    type: init.type,
    originator: init.originator,
    customerId: init.customerId ?? null,
    metadata: { ...(init.metadata ?? {}) },
    dataType: init.dataType ?? 'JSON',
    data: init.data,
    queueName: init.queueName ?? MAIN_QUEUE,
  };
}

export type MsgChanges = Partial<Pick<TbMsg, 'type' | 'originator' | 'customerId' | 'metadata' | 'data' | 'dataType' | 'queueName'>>;

/** The same message (same id) with some parts replaced. */
export function transformMsg(msg: TbMsg, changes: MsgChanges): TbMsg {
  return { ...msg, ...changes, metadata: changes.metadata ? { ...changes.metadata } : msg.metadata };
}

/** Metadata values are strings: numbers and booleans are printed, objects serialised, null and undefined dropped. */
export function toMetadata(values: Record<string, unknown>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    metadata[key] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return metadata;
}

/** The message's data parsed as JSON, or undefined when it is not JSON. */
export function msgJson(msg: Pick<TbMsg, 'data'>): unknown {
  try {
    return JSON.parse(msg.data);
  } catch {
    return undefined;
  }
}

/** The `ts` metadata value when it is a number (catalogue §1: it overrides msg.ts for saves, alarms and deltas). */
export function msgTs(msg: TbMsg): number {
  const raw = msg.metadata.ts;
  if (raw !== undefined && /^\d+$/.test(raw.trim())) return Number(raw);
  return msg.ts;
}
