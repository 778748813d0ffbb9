import type Mail from 'nodemailer/lib/mailer';
import type { Attachment } from 'nodemailer/lib/mailer';

/*
 * The data of a SEND_EMAIL message, as the "to email" node writes it:
 * `{from, to, cc, bcc, subject, body, html, images}` with comma-separated address lists
 * and `images` mapping a content id to base64 data (or a data: URL), shown inline by
 * `<img src="cid:name">` in an HTML body.
 */

export interface TbEmail {
  from: string | null;
  to: string;
  cc: string | null;
  bcc: string | null;
  subject: string;
  body: string;
  html: boolean;
  images: Record<string, string>;
}

function optional(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function parseEmail(data: string): TbEmail {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new Error('SEND_EMAIL message data is not JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SEND_EMAIL message data should be an object');
  const raw = parsed as Record<string, unknown>;
  const to = optional(raw.to);
  if (!to) throw new Error(`Email destination can not be blank [${raw.to === undefined ? 'null' : String(raw.to)}]`);
  const images: Record<string, string> = {};
  if (raw.images && typeof raw.images === 'object') {
    for (const [name, value] of Object.entries(raw.images as Record<string, unknown>)) if (typeof value === 'string') images[name] = value;
  }
  return {
    from: optional(raw.from),
    to,
    cc: optional(raw.cc),
    bcc: optional(raw.bcc),
    subject: typeof raw.subject === 'string' ? raw.subject : '',
    body: typeof raw.body === 'string' ? raw.body : '',
    html: raw.html === true || raw.html === 'true',
    images,
  };
}

const addresses = (list: string | null) => (list ? list.split(/\s*,\s*/).filter(Boolean) : undefined);

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', webp: 'image/webp', bmp: 'image/bmp' };

function inlineImage(name: string, value: string): Attachment {
  const dataUrl = /^data:([^;,]*)(;base64)?,/.exec(value);
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const contentType = dataUrl?.[1] || IMAGE_TYPES[extension] || 'application/octet-stream';
  const base64 = dataUrl ? value.slice(dataUrl[0].length) : value;
  return { cid: name, filename: name, content: Buffer.from(base64, 'base64'), contentType, contentDisposition: 'inline' };
}

/** The nodemailer message; files and URLs are never read on the message's behalf. */
export function mailOf(email: TbEmail, from: string): Mail.Options {
  return {
    from,
    to: addresses(email.to),
    cc: addresses(email.cc),
    bcc: addresses(email.bcc),
    subject: email.subject,
    ...(email.html ? { html: email.body } : { text: email.body }),
    attachments: Object.entries(email.images).map(([name, value]) => inlineImage(name, value)),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
