/* Catalogue §4 TRANSFORMATION "to email" (server: nodes/transform/TbMsgToEmailNode.ts). */

export const MAIL_BODY_TYPES = ['false', 'true', 'dynamic'] as const;

export interface ToEmailConfig {
  [key: string]: unknown;
  fromTemplate: string;
  toTemplate: string;
  ccTemplate?: string | null;
  bccTemplate?: string | null;
  subjectTemplate: string;
  bodyTemplate: string;
  /** "false": plain text, "true": HTML, "dynamic": `isHtmlTemplate` decides per message. */
  mailBodyType: (typeof MAIL_BODY_TYPES)[number];
  isHtmlTemplate?: string | null;
}

export const TO_EMAIL_DEFAULTS: ToEmailConfig = {
  fromTemplate: 'info@testmail.org',
  toTemplate: '${userEmail}',
  subjectTemplate: 'Device ${deviceType} temperature high',
  bodyTemplate: 'Device ${deviceName} has high temperature ${temp}',
  mailBodyType: 'false',
};
