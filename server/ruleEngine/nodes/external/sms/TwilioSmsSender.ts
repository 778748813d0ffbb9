import got from 'got';
import { errorText } from '../../../node/RuleNodeDefinition';
import type { SmsSender, TwilioConfiguration } from './SmsSender';
import { prepareMessage, validatePhoneNumber } from './smsText';

/** Twilio's Programmable Messaging REST API: one form POST per message, HTTP basic auth with the account SID and token. */
export class TwilioSmsSender implements SmsSender {
  private readonly url: string;
  private readonly from: Record<string, string>;

  constructor(private readonly config: TwilioConfiguration) {
    const base = (config.baseUrl || 'https://api.twilio.com').replace(/\/+$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid.trim())}/Messages.json`;
    // As ThingsBoard: a phone number, a phone number's SID (PN...) or a messaging service SID (MG...).
    const numberFrom = config.numberFrom.trim();
    if (numberFrom.startsWith('MG')) this.from = { MessagingServiceSid: numberFrom };
    else if (numberFrom.startsWith('PN')) this.from = { From: numberFrom };
    else this.from = { From: validatePhoneNumber(numberFrom) };
  }

  async sendSms(numberTo: string, message: string): Promise<void> {
    const to = validatePhoneNumber(numberTo);
    const body = prepareMessage(message);
    let response;
    try {
      response = await got.post(this.url, {
        form: { ...this.from, To: to, Body: body },
        username: this.config.accountSid.trim(),
        password: this.config.accountToken,
        throwHttpErrors: false,
        retry: { limit: 0 },
        timeout: { request: 10_000 },
        responseType: 'text',
      });
    } catch (error) {
      throw new Error(`Failed to send SMS message - ${errorText(error)}`);
    }
    if (response.statusCode >= 200 && response.statusCode < 300) return;
    let reason = `HTTP ${response.statusCode}`;
    try {
      const answer = JSON.parse(response.body) as { message?: unknown };
      if (typeof answer.message === 'string') reason = answer.message;
    } catch {
      // Not Twilio's JSON error: the status says enough.
    }
    throw new Error(`Failed to send SMS message - ${reason}`);
  }
}
