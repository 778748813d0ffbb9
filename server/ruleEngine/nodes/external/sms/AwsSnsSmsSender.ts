import got from 'got';
import { errorText } from '../../../node/RuleNodeDefinition';
import { signV4 } from './sigV4';
import type { AwsSnsConfiguration, SmsSender } from './SmsSender';
import { prepareMessage, validatePhoneNumber } from './smsText';

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** SNS Publish to a phone number through the query API, signed with SigV4; a transactional SMS as ThingsBoard sends it. */
export class AwsSnsSmsSender implements SmsSender {
  private readonly url: URL;
  private readonly region: string;

  constructor(private readonly config: AwsSnsConfiguration) {
    this.region = config.region.trim();
    this.url = new URL(config.baseUrl || `https://sns.${this.region}.amazonaws.com/`);
  }

  async sendSms(numberTo: string, message: string): Promise<void> {
    const body = new URLSearchParams({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: validatePhoneNumber(numberTo),
      Message: prepareMessage(message),
      'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
    }).toString();
    const headers = signV4(
      { method: 'POST', url: this.url, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body },
      { accessKeyId: this.config.accessKeyId.trim(), secretAccessKey: this.config.secretAccessKey },
      this.region,
      'sns',
    );
    let response;
    try {
      response = await got.post(this.url, { body, headers, throwHttpErrors: false, retry: { limit: 0 }, timeout: { request: 10_000 }, responseType: 'text' });
    } catch (error) {
      throw new Error(`Failed to send SMS message - ${errorText(error)}`);
    }
    if (response.statusCode >= 200 && response.statusCode < 300) return;
    // <ErrorResponse><Error><Type/><Code/><Message/></Error>...</ErrorResponse>
    const reason = unescapeXml(/<Message>([\s\S]*?)<\/Message>/.exec(response.body)?.[1] ?? `HTTP ${response.statusCode}`);
    const code = /<Code>([\s\S]*?)<\/Code>/.exec(response.body)?.[1];
    throw new Error(`Failed to send SMS message - ${reason}${code ? ` (${code})` : ''}`);
  }
}
