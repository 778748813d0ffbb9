import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { createActiveUser } from './accountHelpers';
import { api, removeTempDirs, startTestServer } from './helpers';
import { demoContext, expectError, loginAs } from './tenancyHelpers';

/*
 * Paging semantics shared by every list (contract §1.2, §12), exercised on the
 * customers of a tenant created for this file, so totals are known exactly.
 */

let server: RunningServer;
let base: string;
let token: string;
const TITLES = ['Page 01', 'page 02', 'PAGE 03', 'Page 04', 'Page 05', 'odd%name', 'odd_name', 'oddXname'];
/** 8 titles plus the tenant's Public customer (created when first needed: here, up front). */
const TOTAL = TITLES.length + 1;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  const { tokens } = await demoContext(server);
  const { body: tenant } = await api(base, '/api/tenant', { token: tokens.sysadmin, body: { title: 'Paging tenant' } });
  await server.stores.customers.findOrCreatePublicCustomer(tenant.id.id);
  await createActiveUser(server, { email: 'admin@paging.test', password: 'paging-admin', authority: 'TENANT_ADMIN', tenantId: tenant.id.id });
  token = await loginAs(server, 'admin@paging.test', 'paging-admin');
  for (const title of TITLES) {
    const res = await api(base, '/api/customer', { token, body: { title } });
    if (res.status !== 200) throw new Error(res.text);
  }
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const get = (query: string) => api(base, `/api/customers?${query}`, { token });
const titles = (body: { data: { title: string }[] }) => body.data.map((c) => c.title);

describe('page arithmetic', () => {
  it('reports totals on every page and hasNext until the last one', async () => {
    const pages = [];
    for (let page = 0; page < 3; page++) pages.push((await get(`pageSize=4&page=${page}&sortProperty=title`)).body);
    expect(pages.map((p) => [p.data.length, p.totalElements, p.totalPages, p.hasNext])).toEqual([
      [4, TOTAL, 3, true],
      [4, TOTAL, 3, true],
      [1, TOTAL, 3, false],
    ]);
    // Pages neither repeat nor skip rows.
    expect(new Set(pages.flatMap((p) => titles(p))).size).toBe(TOTAL);
  });

  it('answers a page past the end with no rows but the real totals', async () => {
    const res = await get('pageSize=4&page=7');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], totalPages: 3, totalElements: TOTAL, hasNext: false });
    const far = await get('pageSize=2147483647&page=2147483647');
    expect(far.body).toEqual({ data: [], totalPages: 1, totalElements: TOTAL, hasNext: false });
  });

  it('gives totalPages = ceil(total / pageSize) and exact fits no next page', async () => {
    expect((await get(`pageSize=${TOTAL}&page=0`)).body).toMatchObject({ totalPages: 1, hasNext: false });
    expect((await get(`pageSize=${TOTAL - 1}&page=0`)).body).toMatchObject({ totalPages: 2, hasNext: true });
    expect((await get('pageSize=1&page=0')).body).toMatchObject({ totalPages: TOTAL, hasNext: true });
  });
});

describe('textSearch', () => {
  it('is a case-insensitive substring match', async () => {
    const res = await get('pageSize=10&page=0&textSearch=aGe%200&sortProperty=title&sortOrder=asc');
    expect(res.body.totalElements).toBe(5);
    expect(titles(res.body)).toEqual(['PAGE 03', 'Page 01', 'Page 04', 'Page 05', 'page 02']);
  });

  it('treats % and _ as literal characters', async () => {
    expect(titles((await get('pageSize=10&page=0&textSearch=%25')).body)).toEqual(['odd%name']);
    expect(titles((await get('pageSize=10&page=0&textSearch=d_n')).body)).toEqual(['odd_name']);
    expect((await get('pageSize=10&page=0&textSearch=odd')).body.totalElements).toBe(3);
  });

  it('answers no match with an empty page of zero totals', async () => {
    expect((await get('pageSize=10&page=0&textSearch=nothing-like-this')).body).toEqual({ data: [], totalPages: 0, totalElements: 0, hasNext: false });
  });
});

describe('sorting', () => {
  it('accepts ASC and DESC in any case', async () => {
    const asc = titles((await get('pageSize=20&page=0&sortProperty=title&sortOrder=aSc')).body);
    const desc = titles((await get('pageSize=20&page=0&sortProperty=title&sortOrder=desc')).body);
    expect(desc).toEqual([...asc].reverse());
    const newest = (await get('pageSize=20&page=0&sortProperty=createdTime&sortOrder=DESC')).body.data;
    const times = newest.map((c: { createdTime: number }) => c.createdTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses unknown sort orders and properties with 400/31', async () => {
    for (const order of ['up', 'ascending', 'ASC,DESC']) {
      expectError(await get(`pageSize=10&page=0&sortProperty=title&sortOrder=${encodeURIComponent(order)}`), 400, 31, `Unsupported sort order '${order}'! Only 'ASC' or 'DESC' types are allowed.`);
    }
    for (const property of ['tenantId', 'additionalInfo', 'title;drop table customer', 'constructor']) {
      expectError(await get(`pageSize=10&page=0&sortProperty=${encodeURIComponent(property)}`), 400, 31);
    }
    expect((await get('pageSize=20&page=0')).body.totalElements).toBe(TOTAL);
  });
});

describe('bad paging parameters', () => {
  it.each([
    ['missing pageSize', 'page=0', /^Parameter 'pageSize'/],
    ['missing page', 'pageSize=10', /^Parameter 'page'/],
    ['pageSize 0', 'pageSize=0&page=0', "Incorrect page link page size '0'. Page size must be greater than zero."],
    ['negative pageSize', 'pageSize=-5&page=0', "Incorrect page link page size '-5'. Page size must be greater than zero."],
    ['fractional pageSize', 'pageSize=1.5&page=0', /^Parameter 'pageSize'/],
    ['text pageSize', 'pageSize=ten&page=0', /^Parameter 'pageSize'/],
    ['pageSize beyond a Java int', 'pageSize=2147483648&page=0', /^Parameter 'pageSize'/],
    ['repeated pageSize', 'pageSize=1&pageSize=2&page=0', /^Parameter 'pageSize'/],
    ['negative page', 'pageSize=10&page=-1', "Incorrect page link page '-1'. Page must be positive integer."],
    ['text page', 'pageSize=10&page=first', /^Parameter 'page'/],
    ['repeated textSearch', 'pageSize=10&page=0&textSearch=a&textSearch=b', /^Parameter 'textSearch'/],
  ])('refuses %s with 400/31', async (_name, query, message) => {
    expectError(await get(query), 400, 31, message);
  });
});
