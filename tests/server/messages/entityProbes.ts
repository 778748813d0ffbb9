import { MSG, type MessageKey } from '../../../server/http/messages';
import { newTenantAdmin } from '../entityHelpers';
import { api } from '../helpers';
import { UNKNOWN_UUID } from '../tenancyHelpers';
import { create, del, get, json, post, PROFILE_DATA, type Probe, type ProbeWorld } from './probeKit';

/*
 * Entity-field and entity-rule messages (contract §13.2 to §13.4), each with the
 * request(s) that produce it. The runner checks status, errorCode and exact text.
 */

const sys = (w: ProbeWorld) => w.tokens.sysadmin;
const defaultTenantProfile = async (w: ProbeWorld) => (await get(w, '/api/tenantProfileInfo/default', sys(w))).body.id.id as string;
const tenantProfileBody = async (w: ProbeWorld) => (await get(w, `/api/tenantProfile/${await defaultTenantProfile(w)}`, sys(w))).body;

/** A bundle and one widget type of the probes' tenant. */
async function widgetType(w: ProbeWorld) {
  const bundle = await create(w, '/api/widgetsBundle', { title: `Probe bundle ${w.unique()}` });
  const type = await create(w, '/api/widgetType', { bundleAlias: bundle.alias, name: 'Probe type', descriptor: { type: 'latest' } });
  return { bundle, type };
}

/** A valid OTA package info of the probes' tenant, with `overrides` (undefined removes a field). */
function otaInfo(w: ProbeWorld, overrides: Record<string, unknown>): Record<string, unknown> {
  return { title: `Probe fw ${w.unique()}`, version: '1.0', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: w.admin.defaultProfileId }, ...overrides };
}

export const ENTITY_PROBES: Partial<Record<MessageKey, Probe[]>> = {
  TENANT_ISOLATED_PROFILE: [
    json('a new tenant profile with isolatedTbCore', (w) => post(w, '/api/tenantProfile', { name: `Isolated core ${w.unique()}`, profileData: PROFILE_DATA, isolatedTbCore: true }, sys(w)), 400, MSG.TENANT_ISOLATED_PROFILE),
    json('a new tenant profile with isolatedTbRuleEngine', (w) => post(w, '/api/tenantProfile', { name: `Isolated re ${w.unique()}`, profileData: PROFILE_DATA, isolatedTbRuleEngine: true }, sys(w)), 400, MSG.TENANT_ISOLATED_PROFILE),
  ],
  RULE_CHAIN_NAME: [
    json('a rule chain without a name', (w) => post(w, '/api/ruleChain', { type: 'CORE' }), 400, MSG.RULE_CHAIN_NAME),
    json('a rule chain with a blank name', (w) => post(w, '/api/ruleChain', { name: '  ' }), 400, MSG.RULE_CHAIN_NAME),
    json('a default device rule chain without a name', (w) => post(w, '/api/ruleChain/device/default', {}), 400, MSG.RULE_CHAIN_NAME),
  ],
  RULE_NODE_NAME: [json('rule chain metadata with a nameless node', async (w) => {
    const chain = await create(w, '/api/ruleChain', { name: `Probe chain ${w.unique()}` });
    return post(w, '/api/ruleChain/metadata', { ruleChainId: chain.id, firstNodeIndex: 0, nodes: [{ type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', configuration: {} }], connections: [] });
  }, 400, MSG.RULE_NODE_NAME)],
  OTA_URL: [json('an OTA package that uses a URL without one', (w) => post(w, '/api/otaPackage', otaInfo(w, { usesUrl: true })), 400, MSG.OTA_URL)],
  OTA_TYPE: [json('an OTA package without a type', (w) => post(w, '/api/otaPackage', otaInfo(w, { type: undefined })), 400, MSG.OTA_TYPE)],
  OTA_TITLE: [json('an OTA package with an empty title', (w) => post(w, '/api/otaPackage', otaInfo(w, { title: '' })), 400, MSG.OTA_TITLE)],
  OTA_VERSION: [json('an OTA package without a version', (w) => post(w, '/api/otaPackage', otaInfo(w, { version: undefined })), 400, MSG.OTA_VERSION)],
  OTA_DATA: [json('an empty file uploaded to an OTA package', async (w) => {
    const pkg = await create(w, '/api/otaPackage', otaInfo(w, {}));
    const form = new FormData();
    form.append('file', new Blob([]), 'empty.bin');
    const res = await fetch(`${w.base}/api/otaPackage/${pkg.id.id}?checksumAlgorithm=SHA256`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${w.admin.token}` }, body: form });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
  }, 400, MSG.OTA_DATA)],
  FIELD_CONSTRAINTS: [
    json('a device name of 256 characters', (w) => post(w, '/api/device', { name: 'n'.repeat(256) }), 400, 'Validation error: length of name must be equal or less than 255'),
    json('a customer zip of 256 characters', (w) => post(w, '/api/customer', { title: 'Zip', zip: 'z'.repeat(256) }), 400, 'Validation error: length of zip or postal code must be equal or less than 255'),
    json('a user first name of 256 characters', (w) => post(w, '/api/user', { email: 'long@probe.test', authority: 'CUSTOMER_USER', firstName: 'f'.repeat(256) }), 400, 'Validation error: length of first name must be equal or less than 255'),
    json('an edge license key of 31 characters', (w) => post(w, '/api/edge', { name: 'E', type: 't', secret: 's', routingKey: 'r', edgeLicenseKey: 'k'.repeat(31) }), 400, 'Validation error: length of edgeLicenseKey must be equal or less than 30'),
    json('an alarm type of 256 characters', (w) => post(w, '/api/alarm', { type: 't'.repeat(256), originator: w.device, severity: 'MAJOR', status: 'ACTIVE_UNACK' }), 400, 'Validation error: length of type must be equal or less than 255'),
    json('a tenant title with markup', (w) => post(w, '/api/tenant', { title: '<script>alert(1)</script>' }, sys(w)), 400, 'Validation error: field value is malformed'),
  ],
  LENGTH: [json('a dashboard title of 256 characters', (w) => post(w, '/api/dashboard', { title: 't'.repeat(256) }), 400, `Validation error: ${MSG.LENGTH('title', 255)}`)],
  MALFORMED: [json('an asset name with a link', (w) => post(w, '/api/asset', { type: 't', name: '<p><a href="http://x.test">x</a></p>' }), 400, `Validation error: ${MSG.MALFORMED}`)],
  DATA_NULL: [
    json('a JSON null device', (w) => api(w.base, '/api/device', { method: 'POST', token: w.admin.token, rawBody: 'null' }), 400, MSG.DATA_NULL),
    json('a JSON null dashboard', (w) => api(w.base, '/api/dashboard', { method: 'POST', token: w.admin.token, rawBody: 'null' }), 400, MSG.DATA_NULL),
  ],
  INVALID_EMAIL: [
    json('a customer e-mail without a domain', (w) => post(w, '/api/customer', { title: 'Mail', email: 'nobody' }), 400, MSG.INVALID_EMAIL('nobody')),
    json('a user e-mail without a domain', (w) => post(w, '/api/user', { email: 'nobody', authority: 'CUSTOMER_USER' }), 400, MSG.INVALID_EMAIL('nobody')),
  ],
  LIMIT: [json('a second dashboard of a tenant allowed one', async (w) => {
    const small = await newTenantAdmin(w.server, { maxDashboards: 1 });
    await create(w, '/api/dashboard', { title: 'The one' }, small.token);
    return post(w, '/api/dashboard', { title: 'One too many' }, small.token);
  }, 400, MSG.LIMIT(1, 'dashboards'))],
  TENANT_TITLE: [json('a tenant without a title', (w) => post(w, '/api/tenant', {}, sys(w)), 400, MSG.TENANT_TITLE)],
  TENANT_PROFILE_NAME: [json('a tenant profile without a name', (w) => post(w, '/api/tenantProfile', { profileData: PROFILE_DATA }, sys(w)), 400, MSG.TENANT_PROFILE_NAME)],
  TENANT_PROFILE_DATA: [json('a tenant profile without profileData', (w) => post(w, '/api/tenantProfile', { name: 'No data' }, sys(w)), 400, MSG.TENANT_PROFILE_DATA)],
  TENANT_PROFILE_DATA_CONFIGURATION: [json('a tenant profile with empty profileData', (w) => post(w, '/api/tenantProfile', { name: 'Empty data', profileData: {} }, sys(w)), 400, MSG.TENANT_PROFILE_DATA_CONFIGURATION)],
  TENANT_PROFILE_DUPLICATE: [json('a second profile named Default', (w) => post(w, '/api/tenantProfile', { name: 'Default', profileData: PROFILE_DATA }, sys(w)), 400, MSG.TENANT_PROFILE_DUPLICATE)],
  TENANT_PROFILE_ANOTHER_DEFAULT: [json('a new profile saved as default', (w) => post(w, '/api/tenantProfile', { name: `Second default ${w.unique()}`, default: true, profileData: PROFILE_DATA }, sys(w)), 400, MSG.TENANT_PROFILE_ANOTHER_DEFAULT)],
  TENANT_PROFILE_ISOLATED_RULE_ENGINE: [json('the default profile made isolated (rule engine)', async (w) => post(w, '/api/tenantProfile', { ...(await tenantProfileBody(w)), isolatedTbRuleEngine: true }, sys(w)), 400, MSG.TENANT_PROFILE_ISOLATED_RULE_ENGINE)],
  TENANT_PROFILE_ISOLATED_CORE: [json('the default profile made isolated (core)', async (w) => post(w, '/api/tenantProfile', { ...(await tenantProfileBody(w)), isolatedTbCore: true }, sys(w)), 400, MSG.TENANT_PROFILE_ISOLATED_CORE)],
  TENANT_PROFILE_DELETE_DEFAULT: [json('deleting the default profile', async (w) => del(w, `/api/tenantProfile/${await defaultTenantProfile(w)}`, sys(w)), 400, MSG.TENANT_PROFILE_DELETE_DEFAULT)],
  TENANT_PROFILE_IN_USE: [
    json('deleting a profile a tenant uses', async (w) => {
      const profile = await create(w, '/api/tenantProfile', { name: `Used ${w.unique()}`, profileData: PROFILE_DATA }, sys(w));
      await create(w, '/api/tenant', { title: `On used ${w.unique()}`, tenantProfileId: profile.id }, sys(w));
      return del(w, `/api/tenantProfile/${profile.id.id}`, sys(w));
    }, 400, MSG.TENANT_PROFILE_IN_USE),
  ],
  CUSTOMER_TITLE: [json('a customer with a blank title', (w) => post(w, '/api/customer', { title: '  ' }), 400, MSG.CUSTOMER_TITLE)],
  CUSTOMER_PUBLIC_RESERVED: [json('a customer titled Public', (w) => post(w, '/api/customer', { title: 'Public' }), 400, MSG.CUSTOMER_PUBLIC_RESERVED)],
  CUSTOMER_DUPLICATE: [json('a second customer of the same title', async (w) => {
    const title = `Twin ${w.unique()}`;
    await create(w, '/api/customer', { title });
    return post(w, '/api/customer', { title });
  }, 400, MSG.CUSTOMER_DUPLICATE)],
  CUSTOMER_BY_TITLE_NOT_FOUND: [json('a customer looked up by an unknown title', (w) => get(w, '/api/tenant/customers?customerTitle=Nobody%20here'), 404, MSG.CUSTOMER_BY_TITLE_NOT_FOUND('Nobody here'))],
  USER_EMAIL: [json('a user without an e-mail', (w) => post(w, '/api/user', { authority: 'CUSTOMER_USER' }), 400, MSG.USER_EMAIL)],
  USER_AUTHORITY: [json('a user without an authority', (w) => post(w, '/api/user', { email: 'who@probe.test' }), 400, MSG.USER_AUTHORITY)],
  USER_SYSADMIN_PLACED: [json('a system administrator placed in a tenant', (w) => post(w, '/api/user?sendActivationMail=false', { email: 'placed@probe.test', authority: 'SYS_ADMIN', tenantId: { entityType: 'TENANT', id: w.admin.tenantId } }, sys(w)), 400, MSG.USER_SYSADMIN_PLACED)],
  USER_TENANT_ADMIN_NO_TENANT: [json('a tenant administrator without a tenant', (w) => post(w, '/api/user?sendActivationMail=false', { email: 'homeless@probe.test', authority: 'TENANT_ADMIN' }, sys(w)), 400, MSG.USER_TENANT_ADMIN_NO_TENANT)],
  USER_TENANT_ADMIN_CUSTOMER: [json('a tenant administrator with a customer', (w) => post(w, '/api/user?sendActivationMail=false', { email: 'placed-admin@probe.test', authority: 'TENANT_ADMIN', customerId: { entityType: 'CUSTOMER', id: w.stranger.customerId } }), 400, MSG.USER_TENANT_ADMIN_CUSTOMER)],
  USER_CUSTOMER_USER_NO_CUSTOMER: [json('a customer user without a customer', (w) => post(w, '/api/user?sendActivationMail=false', { email: 'orphan@probe.test', authority: 'CUSTOMER_USER' }), 400, MSG.USER_CUSTOMER_USER_NO_CUSTOMER)],
  USER_UNKNOWN_TENANT: [json('a tenant administrator of an unknown tenant', (w) => post(w, '/api/user?sendActivationMail=false', { email: 'lost-admin@probe.test', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: UNKNOWN_UUID } }, sys(w)), 400, MSG.USER_UNKNOWN_TENANT)],
  USER_UNKNOWN_CUSTOMER: [json('a customer user of an unknown customer', (w) => post(w, '/api/user?sendActivationMail=false', { email: 'lost-user@probe.test', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: UNKNOWN_UUID } }), 400, MSG.USER_UNKNOWN_CUSTOMER)],
  USER_FOREIGN_CUSTOMER: [json("a customer user of another tenant's customer", (w) => post(w, '/api/user?sendActivationMail=false', { email: 'stray-user@probe.test', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: w.stranger.customerId } }), 400, MSG.USER_FOREIGN_CUSTOMER)],
  USER_EMAIL_DUPLICATE: [json('a user with the demo tenant admin e-mail', (w) => post(w, '/api/user', { email: 'tenant@tessera.io', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: w.admin.tenantId } }), 400, MSG.USER_EMAIL_DUPLICATE('tenant@tessera.io'))],
  USER_ACTIVATION_TOKEN_UNKNOWN: [json('activation with an unknown token', (w) => api(w.base, '/api/noauth/activate', { body: { activateToken: 'no-such-token', password: 'Secret-123' } }), 400, MSG.USER_ACTIVATION_TOKEN_UNKNOWN('no-such-token'))],
  DEVICE_NAME: [
    json('a device without a name', (w) => post(w, '/api/device', {}), 400, MSG.DEVICE_NAME),
    json('a device with a blank name', (w) => post(w, '/api/device', { name: '   ' }), 400, MSG.DEVICE_NAME),
  ],
  DEVICE_DUPLICATE: [json('a second device of the same name', async (w) => {
    const name = `Twin device ${w.unique()}`;
    await create(w, '/api/device', { name });
    return post(w, '/api/device', { name });
  }, 400, MSG.DEVICE_DUPLICATE)],
  DEVICE_UNKNOWN_PROFILE: [json('a device of an unknown profile', (w) => post(w, '/api/device', { name: 'Orphan', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: UNKNOWN_UUID } }), 400, MSG.DEVICE_UNKNOWN_PROFILE)],
  DEVICE_CREDENTIALS_TAKEN: [json('a device with a taken access token', async (w) => {
    const token = `taken-${w.unique()}`;
    await create(w, `/api/device?accessToken=${token}`, { name: `Holder ${token}` });
    return post(w, `/api/device?accessToken=${token}`, { name: `Taker ${token}` });
  }, 400, MSG.DEVICE_CREDENTIALS_TAKEN)],
  DEVICE_HAS_VIEWS: [json('deleting a device an entity view shows', async (w) => {
    const device = await create(w, '/api/device', { name: `Viewed ${w.unique()}` });
    await create(w, '/api/entityView', { name: `View ${w.unique()}`, type: 'v', entityId: device.id });
    return del(w, `/api/device/${device.id.id}`);
  }, 400, MSG.DEVICE_HAS_VIEWS)],
  ASSET_TYPE: [json('an asset without a type', (w) => post(w, '/api/asset', { name: 'Typeless' }), 400, MSG.ASSET_TYPE)],
  ASSET_NAME: [json('an asset without a name', (w) => post(w, '/api/asset', { type: 'site' }), 400, MSG.ASSET_NAME)],
  ASSET_RESERVED_TYPE: [json('an asset of type TbServiceQueue', (w) => post(w, '/api/asset', { name: 'Queue', type: 'TbServiceQueue' }), 400, MSG.ASSET_RESERVED_TYPE)],
  ASSET_DUPLICATE: [json('a second asset of the same name', async (w) => {
    const name = `Twin asset ${w.unique()}`;
    await create(w, '/api/asset', { name, type: 'site' });
    return post(w, '/api/asset', { name, type: 'site' });
  }, 400, MSG.ASSET_DUPLICATE)],
  ASSET_HAS_VIEWS: [json('deleting an asset an entity view shows', async (w) => {
    const asset = await create(w, '/api/asset', { name: `Viewed asset ${w.unique()}`, type: 'site' });
    await create(w, '/api/entityView', { name: `Asset view ${w.unique()}`, type: 'v', entityId: asset.id });
    return del(w, `/api/asset/${asset.id.id}`);
  }, 400, MSG.ASSET_HAS_VIEWS)],
  ENTITY_VIEW_TYPE: [json('an entity view without a type', (w) => post(w, '/api/entityView', { name: 'Typeless view', entityId: w.device }), 400, MSG.ENTITY_VIEW_TYPE)],
  ENTITY_VIEW_NAME: [json('an entity view without a name', (w) => post(w, '/api/entityView', { type: 'v', entityId: w.device }), 400, MSG.ENTITY_VIEW_NAME)],
  ENTITY_VIEW_DUPLICATE: [json('a second entity view of the same name', async (w) => {
    const name = `Twin view ${w.unique()}`;
    await create(w, '/api/entityView', { name, type: 'v', entityId: w.device });
    return post(w, '/api/entityView', { name, type: 'v', entityId: w.device });
  }, 400, MSG.ENTITY_VIEW_DUPLICATE)],
  ENTITY_VIEW_EDGE_TARGET: [json('an entity view on an edge without its device', async (w) => {
    const n = w.unique();
    const edge = await create(w, '/api/edge', { name: `Edge ${n}`, type: 'gw', secret: 's', routingKey: `rk-${n}` });
    const view = await create(w, '/api/entityView', { name: `Edge view ${n}`, type: 'v', entityId: w.device });
    return post(w, `/api/edge/${edge.id.id}/entityView/${view.id.id}`, undefined);
  }, 400, MSG.ENTITY_VIEW_EDGE_TARGET)],
  EDGE_TYPE: [json('an edge without a type', (w) => post(w, '/api/edge', { name: 'E', secret: 's', routingKey: 'r' }), 400, MSG.EDGE_TYPE)],
  EDGE_NAME: [json('an edge without a name', (w) => post(w, '/api/edge', { type: 't', secret: 's', routingKey: 'r' }), 400, MSG.EDGE_NAME)],
  EDGE_SECRET: [json('an edge without a secret', (w) => post(w, '/api/edge', { name: 'E', type: 't', routingKey: 'r' }), 400, MSG.EDGE_SECRET)],
  EDGE_ROUTING_KEY: [json('an edge without a routing key', (w) => post(w, '/api/edge', { name: 'E', type: 't', secret: 's' }), 400, MSG.EDGE_ROUTING_KEY)],
  ASSIGN_UNKNOWN_CUSTOMER: [json('an entity view saved with an unknown customer', (w) => post(w, '/api/entityView', { name: 'Lost', type: 'v', entityId: w.device, customerId: { entityType: 'CUSTOMER', id: UNKNOWN_UUID } }), 400, MSG.ASSIGN_UNKNOWN_CUSTOMER('entity view'))],
  ASSIGN_FOREIGN_CUSTOMER: [json("an entity view saved with another tenant's customer", (w) => post(w, '/api/entityView', { name: 'Stray', type: 'v', entityId: w.device, customerId: { entityType: 'CUSTOMER', id: w.stranger.customerId } }), 400, MSG.ASSIGN_FOREIGN_CUSTOMER('entity view'))],
  NOT_ASSIGNED: [
    json('unassigning an unassigned device', (w) => del(w, `/api/customer/device/${w.device.id}`), 400, MSG.NOT_ASSIGNED('Device')),
    json('unassigning an unassigned entity view', async (w) => {
      const view = await create(w, '/api/entityView', { name: `Free view ${w.unique()}`, type: 'v', entityId: w.device });
      return del(w, `/api/customer/entityView/${view.id.id}`);
    }, 400, MSG.NOT_ASSIGNED('Entity View')),
  ],
  DEVICE_PROFILE_NAME: [json('a device profile without a name', (w) => post(w, '/api/deviceProfile', {}), 400, MSG.DEVICE_PROFILE_NAME)],
  DEVICE_PROFILE_DUPLICATE: [json('a second device profile of the same name', async (w) => {
    const name = `Twin profile ${w.unique()}`;
    await create(w, '/api/deviceProfile', { name });
    return post(w, '/api/deviceProfile', { name });
  }, 400, MSG.DEVICE_PROFILE_DUPLICATE)],
  DEVICE_PROFILE_DUPLICATE_KEY: [json('a second device profile of the same provision key', async (w) => {
    const key = `key-${w.unique()}`;
    const body = (name: string) => ({ name, provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: key, profileData: { provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 's' } } });
    await create(w, '/api/deviceProfile', body(`Keyed ${key}`));
    return post(w, '/api/deviceProfile', body(`Keyed again ${key}`), w.stranger.token);
  }, 400, MSG.DEVICE_PROFILE_DUPLICATE_KEY)],
  DEVICE_PROFILE_ANOTHER_DEFAULT: [json('a new device profile saved as default', (w) => post(w, '/api/deviceProfile', { name: `Default too ${w.unique()}`, default: true }), 400, MSG.DEVICE_PROFILE_ANOTHER_DEFAULT)],
  DEVICE_PROFILE_UNKNOWN_QUEUE: [json('a device profile of an unknown queue', (w) => post(w, '/api/deviceProfile', { name: 'Queued', defaultQueueName: 'Nope' }), 400, MSG.DEVICE_PROFILE_UNKNOWN_QUEUE)],
  DEVICE_PROFILE_UNKNOWN_RULE_CHAIN: [json('a device profile of an unknown rule chain', (w) => post(w, '/api/deviceProfile', { name: 'Chained', defaultRuleChainId: { entityType: 'RULE_CHAIN', id: UNKNOWN_UUID } }), 400, MSG.DEVICE_PROFILE_UNKNOWN_RULE_CHAIN)],
  DEVICE_PROFILE_UNKNOWN_DASHBOARD: [json('a device profile of an unknown dashboard', (w) => post(w, '/api/deviceProfile', { name: 'Dashed', defaultDashboardId: { entityType: 'DASHBOARD', id: UNKNOWN_UUID } }), 400, MSG.DEVICE_PROFILE_UNKNOWN_DASHBOARD)],
  DEVICE_PROFILE_TRANSPORT_IN_USE: [json('the transport type of a profile with devices changed', async (w) => {
    const profile = (await get(w, `/api/deviceProfile/${w.admin.defaultProfileId}`)).body;
    return post(w, '/api/deviceProfile', { ...profile, transportType: 'MQTT', profileData: { ...profile.profileData, transportConfiguration: { type: 'MQTT' } } });
  }, 400, MSG.DEVICE_PROFILE_TRANSPORT_IN_USE)],
  DEVICE_PROFILE_DELETE_DEFAULT: [json('deleting the default device profile', (w) => del(w, `/api/deviceProfile/${w.admin.defaultProfileId}`), 400, MSG.DEVICE_PROFILE_DELETE_DEFAULT)],
  DEVICE_PROFILE_IN_USE: [json('deleting a device profile with devices', async (w) => {
    const profile = await create(w, '/api/deviceProfile', { name: `Busy ${w.unique()}` });
    await create(w, '/api/device', { name: `On busy ${w.unique()}`, deviceProfileId: profile.id });
    return del(w, `/api/deviceProfile/${profile.id.id}`);
  }, 400, MSG.DEVICE_PROFILE_IN_USE)],
  DASHBOARD_TITLE: [json('a dashboard without a title', (w) => post(w, '/api/dashboard', { configuration: {} }), 400, MSG.DASHBOARD_TITLE)],
  DASHBOARD_IN_USE: [json('deleting a dashboard a device profile opens', async (w) => {
    const dashboard = await create(w, '/api/dashboard', { title: `Opened ${w.unique()}` });
    await create(w, '/api/deviceProfile', { name: `Opens ${w.unique()}`, defaultDashboardId: dashboard.id });
    return del(w, `/api/dashboard/${dashboard.id.id}`);
  }, 400, MSG.DASHBOARD_IN_USE)],
  WIDGETS_BUNDLE_TITLE: [json('a widgets bundle without a title', (w) => post(w, '/api/widgetsBundle', {}), 400, MSG.WIDGETS_BUNDLE_TITLE)],
  WIDGETS_BUNDLE_ALIAS_CHANGE: [json('a widgets bundle alias change', async (w) => post(w, '/api/widgetsBundle', { ...(await widgetType(w)).bundle, alias: 'moved' }), 400, MSG.WIDGETS_BUNDLE_ALIAS_CHANGE)],
  WIDGET_TYPE_NAME: [json('a widget type without a name', (w) => post(w, '/api/widgetType', { bundleAlias: 'x', descriptor: {} }), 400, MSG.WIDGET_TYPE_NAME)],
  WIDGET_TYPE_BUNDLE_ALIAS: [json('a widget type without a bundle alias', (w) => post(w, '/api/widgetType', { name: 'T', descriptor: {} }), 400, MSG.WIDGET_TYPE_BUNDLE_ALIAS)],
  WIDGET_TYPE_DESCRIPTOR: [
    json('a widget type with an empty descriptor', (w) => post(w, '/api/widgetType', { name: 'T', bundleAlias: 'x', descriptor: {} }), 400, MSG.WIDGET_TYPE_DESCRIPTOR),
    json('a widget type without a descriptor', (w) => post(w, '/api/widgetType', { name: 'T', bundleAlias: 'x' }), 400, MSG.WIDGET_TYPE_DESCRIPTOR),
  ],
  WIDGET_TYPE_UNKNOWN_BUNDLE: [json('a widget type of an unknown bundle', (w) => post(w, '/api/widgetType', { name: 'T', bundleAlias: 'no_such_bundle', descriptor: { type: 'latest' } }), 400, MSG.WIDGET_TYPE_UNKNOWN_BUNDLE)],
  WIDGET_TYPE_ALIAS_CHANGE: [json('a widget type alias change', async (w) => post(w, '/api/widgetType', { ...(await widgetType(w)).type, alias: 'moved' }), 400, MSG.WIDGET_TYPE_ALIAS_CHANGE)],
  WIDGET_TYPE_BUNDLE_ALIAS_CHANGE: [json('a widget type moved to another bundle', async (w) => {
    const { type } = await widgetType(w);
    const other = await create(w, '/api/widgetsBundle', { title: `Other bundle ${w.unique()}` });
    return post(w, '/api/widgetType', { ...type, bundleAlias: other.alias });
  }, 400, MSG.WIDGET_TYPE_BUNDLE_ALIAS_CHANGE)],
  ALARM_TYPE: [json('an alarm without a type', (w) => post(w, '/api/alarm', { originator: w.device, severity: 'MAJOR', status: 'ACTIVE_UNACK' }), 400, MSG.ALARM_TYPE)],
  ALARM_ORIGINATOR: [json('an alarm without an originator', (w) => post(w, '/api/alarm', { type: 'Hot', severity: 'MAJOR', status: 'ACTIVE_UNACK' }), 400, MSG.ALARM_ORIGINATOR)],
  ALARM_SEVERITY: [json('an alarm without a severity', (w) => post(w, '/api/alarm', { type: 'Hot', originator: w.device, status: 'ACTIVE_UNACK' }), 400, MSG.ALARM_SEVERITY)],
  ALARM_STATUS: [json('an alarm without a status', (w) => post(w, '/api/alarm', { type: 'Hot', originator: w.device, severity: 'MAJOR' }), 400, MSG.ALARM_STATUS)],
  ALARM_SEARCH_STATUS_CONFLICT: [json('an alarm list with searchStatus and status', (w) => get(w, `/api/alarm/DEVICE/${w.device.id}?pageSize=10&page=0&searchStatus=ANY&status=ACTIVE_ACK`), 400, MSG.ALARM_SEARCH_STATUS_CONFLICT)],
};
