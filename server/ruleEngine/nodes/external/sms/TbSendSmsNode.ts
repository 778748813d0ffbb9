import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../../node/RuleNodeDefinition';
import { processPattern } from '../../../template';
import { tellExternalFailure } from '../tellExternalFailure';
import { createSmsSender, parseSmsProvider, type SmsProviderConfiguration, type SmsSender } from './SmsSender';

export interface SendSmsConfig {
  numbersToTemplate: string;
  smsMessageTemplate: string;
  useSystemSmsSettings: boolean;
  smsProviderConfiguration: SmsProviderConfiguration | null;
}

/** Catalogue §4 EXTERNAL "send sms": sends the templated text to each templated number through the system's or the node's own SMS provider. */
export const TbSendSmsNode = defineRuleNode<SendSmsConfig>({
  clazz: tb('sms.TbSendSmsNode'),
  type: 'EXTERNAL',
  name: 'send sms',
  description: 'Sends SMS message via SMS provider.',
  details: 'Will send SMS message by populating target phone numbers and sms message fields using values derived from message metadata.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: {
    numbersToTemplate: '${userPhone}',
    smsMessageTemplate: 'Device ${deviceName} has high temperature ${temp}',
    useSystemSmsSettings: true,
    smsProviderConfiguration: null,
  },
  configDirective: 'tbActionNodeSendSmsConfig',
  icon: 'sms',
  init(ctx, config) {
    if (typeof config.numbersToTemplate !== 'string' || config.numbersToTemplate.trim() === '') throw new RuleNodeConfigError('numbersToTemplate should be specified!');
    if (typeof config.smsMessageTemplate !== 'string') throw new RuleNodeConfigError('smsMessageTemplate should be specified!');
    let own: SmsSender | undefined;
    if (!config.useSystemSmsSettings) {
      try {
        own = createSmsSender(parseSmsProvider(config.smsProviderConfiguration));
      } catch (error) {
        throw new RuleNodeConfigError(error instanceof Error ? error.message : String(error));
      }
    }
    const settings = ctx.services.stores.settings;

    /** The system provider, read per message so a change in the admin settings applies at once. */
    async function systemSender(): Promise<SmsSender> {
      const stored = await settings.getJson<unknown>('sms');
      if (stored === undefined || stored === null) throw new Error('SMS provider is not configured');
      return createSmsSender(parseSmsProvider(stored));
    }

    return {
      async onMsg(ctx, msg) {
        try {
          const numbers = processPattern(config.numbersToTemplate, msg)
            .split(',')
            .map((number) => number.trim())
            .filter(Boolean);
          if (numbers.length === 0) throw new Error('No phone numbers to send the SMS to');
          const message = processPattern(config.smsMessageTemplate, msg);
          const sender = own ?? (await systemSender());
          for (const number of numbers) await sender.sendSms(number, message);
          ctx.tellSuccess(msg);
        } catch (error) {
          tellExternalFailure(ctx, msg, error);
        }
      },
    };
  },
});
