import { describe, expect, it } from 'vitest';
import { CHANGE_ORIGINATOR_DEFAULTS, validateChangeOriginator } from '../../../rule-node-ui/transformation/ChangeOriginatorEditor';
import { TO_EMAIL_DEFAULTS, validateToEmail } from '../../../rule-node-ui/transformation/ToEmailEditor';
import { TRANSFORM_SCRIPT_DEFAULTS, validateTransformScript } from '../../../rule-node-ui/transformation/TransformScriptEditor';

describe('script transformation', () => {
  it('needs a script', () => {
    expect(validateTransformScript(TRANSFORM_SCRIPT_DEFAULTS)).toEqual([]);
    expect(validateTransformScript({ jsScript: '' })).toEqual(['rulenode.script-required']);
  });
});

describe('change originator', () => {
  it('needs a known source, and a valid relations query only for RELATED', () => {
    expect(validateChangeOriginator(CHANGE_ORIGINATOR_DEFAULTS)).toEqual([]);
    const broken = { ...CHANGE_ORIGINATOR_DEFAULTS.relationsQuery, maxLevel: 0 };
    expect(validateChangeOriginator({ originatorSource: 'TENANT', relationsQuery: broken })).toEqual([]);
    expect(validateChangeOriginator({ originatorSource: 'RELATED', relationsQuery: broken })).toEqual(['rulenode.max-relation-level-invalid']);
    expect(validateChangeOriginator({ ...CHANGE_ORIGINATOR_DEFAULTS, originatorSource: 'RELATED' })).toEqual([]);
    expect(validateChangeOriginator({ ...CHANGE_ORIGINATOR_DEFAULTS, originatorSource: 'DEVICE' as 'TENANT' })).toEqual(['rulenode.originator-source-required']);
  });
});

describe('to email', () => {
  it('needs from, to, subject and body; cc and bcc are optional', () => {
    expect(validateToEmail(TO_EMAIL_DEFAULTS)).toEqual([]);
    expect(validateToEmail({ ...TO_EMAIL_DEFAULTS, fromTemplate: '', toTemplate: ' ', subjectTemplate: '', bodyTemplate: '' })).toEqual([
      'rulenode.from-template-required', 'rulenode.to-template-required', 'rulenode.subject-template-required', 'rulenode.body-template-required',
    ]);
    expect(validateToEmail({ ...TO_EMAIL_DEFAULTS, ccTemplate: null, bccTemplate: '' })).toEqual([]);
  });

  it('needs the HTML template only for a dynamic body, and a known body type', () => {
    expect(validateToEmail({ ...TO_EMAIL_DEFAULTS, mailBodyType: 'true' })).toEqual([]);
    expect(validateToEmail({ ...TO_EMAIL_DEFAULTS, mailBodyType: 'dynamic' })).toEqual(['rulenode.is-html-template-required']);
    expect(validateToEmail({ ...TO_EMAIL_DEFAULTS, mailBodyType: 'dynamic', isHtmlTemplate: '${isHtml}' })).toEqual([]);
    expect(validateToEmail({ ...TO_EMAIL_DEFAULTS, mailBodyType: 'markdown' as 'true' })).toEqual(['rulenode.mail-body-type-required']);
  });
});
