import { transformMsg, type TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { MAIL_BODY_TYPES, TO_EMAIL_DEFAULTS, type ToEmailConfig } from '../../../../rule-node-ui/catalogue/toEmail';

export const SEND_EMAIL = 'SEND_EMAIL';

export type { ToEmailConfig as MsgToEmailConfig } from '../../../../rule-node-ui/catalogue/toEmail';

/** The SEND_EMAIL message data the send email node reads. */
export interface EmailData {
  from: string | null;
  to: string | null;
  cc: string | null;
  bcc: string | null;
  subject: string | null;
  body: string | null;
  html: boolean;
  /** Inline images by name (base64 data), from metadata `images`. */
  images: Record<string, string> | null;
}

const TEMPLATE_FIELDS = ['fromTemplate', 'toTemplate', 'ccTemplate', 'bccTemplate', 'subjectTemplate', 'bodyTemplate', 'isHtmlTemplate'] as const;

/** An empty template gives no value, as ThingsBoard's (so cc and bcc stay null). */
function fill(template: string | null | undefined, msg: TbMsg): string | null {
  return template ? processPattern(template, msg) : null;
}

function imagesOf(msg: TbMsg): Record<string, string> | null {
  const text = msg.metadata.images;
  if (!text) return null;
  const parsed: unknown = JSON.parse(text);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('Metadata images should be a JSON object of image names to data');
  return Object.fromEntries(Object.entries(parsed).map(([name, data]) => [name, String(data)]));
}

/** Catalogue §4 TRANSFORMATION "to email": the message becomes a SEND_EMAIL message whose data is the filled-in e-mail. */
export const TbMsgToEmailNode = defineRuleNode<ToEmailConfig>({
  clazz: tb('mail.TbMsgToEmailNode'),
  type: 'TRANSFORMATION',
  name: 'to email',
  description: 'Transforms message to email message',
  details: "Transforms message to email message by populating email fields using values derived from message metadata. Set 'SEND_EMAIL' output message type.",
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: TO_EMAIL_DEFAULTS,
  configDirective: 'tbTransformationNodeToEmailConfig',
  icon: 'email',
  init(_ctx, config) {
    for (const field of TEMPLATE_FIELDS) {
      const value = config[field];
      if (value !== undefined && value !== null && typeof value !== 'string') throw new RuleNodeConfigError(`${field} should be a text!`);
    }
    const bodyType = String(config.mailBodyType ?? 'false');
    if (!(MAIL_BODY_TYPES as readonly string[]).includes(bodyType)) throw new RuleNodeConfigError(`mailBodyType should be one of ${MAIL_BODY_TYPES.join(', ')}!`);
    return {
      onMsg(ctx, msg) {
        let email: EmailData;
        try {
          const htmlText = bodyType === 'dynamic' ? fill(config.isHtmlTemplate, msg) : bodyType;
          email = {
            from: fill(config.fromTemplate, msg),
            to: fill(config.toTemplate, msg),
            cc: fill(config.ccTemplate, msg),
            bcc: fill(config.bccTemplate, msg),
            subject: fill(config.subjectTemplate, msg),
            body: fill(config.bodyTemplate, msg),
            // Java's Boolean.parseBoolean: only "true", in any case, is true.
            html: htmlText?.toLowerCase() === 'true',
            images: imagesOf(msg),
          };
        } catch (error) {
          ctx.tellFailure(msg, error);
          return;
        }
        ctx.tellSuccess(transformMsg(msg, { type: SEND_EMAIL, data: JSON.stringify(email), dataType: 'JSON' }));
      },
    };
  },
});
