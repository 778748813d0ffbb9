import { describe, expect, it } from 'vitest';
import { amzDate, signV4 } from '../../../../../../server/ruleEngine/nodes/external/sms/sigV4';

/* The examples of AWS's Signature Version 4 test suite (credentials AKIDEXAMPLE, 2015-08-30T12:36:00Z). */

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const AT = new Date(Date.UTC(2015, 7, 30, 12, 36, 0));
const PREFIX = 'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=';

const sign = (url: string) => signV4({ method: 'GET', url: new URL(url), headers: {}, body: '' }, CREDENTIALS, 'us-east-1', 'service', AT);

describe('SigV4', () => {
  it('formats the request date as AWS does', () => {
    expect(amzDate(AT)).toBe('20150830T123600Z');
  });

  it('signs get-vanilla as published', () => {
    const headers = sign('https://example.amazonaws.com/');
    expect(headers).toEqual({
      host: 'example.amazonaws.com',
      'x-amz-date': '20150830T123600Z',
      authorization: `${PREFIX}5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31`,
    });
  });

  it('signs get-vanilla-query-order-key-case as published: the query is sorted first', () => {
    expect(sign('https://example.amazonaws.com/?Param2=value2&Param1=value1').authorization).toBe(`${PREFIX}b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500`);
  });

  it('signs extra headers and the body: changing either changes the signature', () => {
    const request = (body: string, type: string) =>
      signV4({ method: 'POST', url: new URL('https://sns.eu-west-1.amazonaws.com/'), headers: { 'Content-Type': type }, body }, CREDENTIALS, 'eu-west-1', 'sns', AT).authorization;
    const base = request('Action=Publish', 'application/x-www-form-urlencoded');
    expect(base).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20150830\/eu-west-1\/sns\/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(request('Action=Publish&x=1', 'application/x-www-form-urlencoded')).not.toBe(base);
    expect(request('Action=Publish', 'text/plain')).not.toBe(base);
  });
});
