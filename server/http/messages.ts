/*
 * Every error text the server answers where ThingsBoard 3.3.3 has one (contract §13),
 * in one table: handlers and validators name an entry instead of spelling a string, and
 * tests/server/messages.test.ts walks the table against the routes that produce each.
 * Fixed texts are strings; texts with an inserted value are functions.
 */

const ent = {
  /** §13.3 `@Length` and `@NoXss` (joined by ', ' after the prefix). */
  FIELD_CONSTRAINTS: (violations: readonly string[]) => `Validation error: ${violations.join(', ')}`,
  LENGTH: (field: string, max: number) => `length of ${field} must be equal or less than ${max}`,
  MALFORMED: 'field value is malformed',
  DATA_NULL: "Data object can't be null!",
  INVALID_EMAIL: (email: string) => `Invalid email address format '${email}'!`,
  /** §13.2 per-tenant limits of the tenant profile (`<kinds>`: devices, assets, customers, users, dashboards, rule chains). */
  LIMIT: (max: number, kinds: string) => `Can't create more then ${max} ${kinds}!`,

  // Tenants and tenant profiles (§13.4).
  TENANT_TITLE: 'Tenant title should be specified!',
  /** Tessera is a monolith: an isolated profile could never be used, so creating one is refused with the tenant's text. */
  TENANT_ISOLATED_PROFILE: "Can't use isolated tenant profiles in monolith setup!",
  TENANT_PROFILE_NAME: 'Tenant profile name should be specified!',
  TENANT_PROFILE_DATA: 'Tenant profile data should be specified!',
  TENANT_PROFILE_DATA_CONFIGURATION: 'Tenant profile data configuration should be specified!',
  TENANT_PROFILE_DUPLICATE: 'Tenant profile with such name already exists!',
  TENANT_PROFILE_ANOTHER_DEFAULT: 'Another default tenant profile is present!',
  TENANT_PROFILE_ISOLATED_RULE_ENGINE: "Can't update isolatedTbRuleEngine property!",
  TENANT_PROFILE_ISOLATED_CORE: "Can't update isolatedTbCore property!",
  TENANT_PROFILE_DELETE_DEFAULT: 'Deletion of Default Tenant Profile is prohibited!',
  TENANT_PROFILE_IN_USE: 'The tenant profile referenced by the tenants cannot be deleted!',

  // Customers.
  CUSTOMER_TITLE: 'Customer title should be specified!',
  CUSTOMER_PUBLIC_RESERVED: "'Public' title for customer is system reserved!",
  CUSTOMER_DUPLICATE: 'Customer with such title already exists!',
  CUSTOMER_BY_TITLE_NOT_FOUND: (title: string) => `Customer with title [${title}] is not found`,

  // Users.
  USER_EMAIL: 'User email should be specified!',
  USER_AUTHORITY: "User authority isn't defined!",
  USER_SYSADMIN_PLACED: "System administrator can't be assigned neither to tenant nor to customer!",
  USER_TENANT_ADMIN_NO_TENANT: 'Tenant administrator should be assigned to tenant!',
  USER_TENANT_ADMIN_CUSTOMER: "Tenant administrator can't be assigned to customer!",
  USER_CUSTOMER_USER_NO_CUSTOMER: 'Customer user should be assigned to customer!',
  USER_UNKNOWN_TENANT: 'User is referencing to non-existent tenant!',
  USER_UNKNOWN_CUSTOMER: 'User is referencing to non-existent customer!',
  USER_FOREIGN_CUSTOMER: "User can't be assigned to customer from different tenant!",
  USER_EMAIL_DUPLICATE: (email: string) => `User with email '${email}'  already present in database!`,
  USER_ACTIVATION_TOKEN_UNKNOWN: (token: string) => `Unable to find user credentials by activateToken [${token}]`,

  // Devices, assets, entity views (§13.4).
  DEVICE_NAME: 'Device name should be specified!',
  DEVICE_DUPLICATE: 'Device with such name already exists!',
  DEVICE_UNKNOWN_PROFILE: 'Device is referencing non existing device profile!',
  DEVICE_HAS_VIEWS: "Can't delete device that has entity views!",
  DEVICE_CREDENTIALS_TAKEN: 'Device credentials are already assigned to another device!',
  ASSET_TYPE: 'Asset type should be specified!',
  ASSET_NAME: 'Asset name should be specified!',
  ASSET_DUPLICATE: 'Asset with such name already exists!',
  ASSET_HAS_VIEWS: "Can't delete asset that has entity views!",
  ASSET_RESERVED_TYPE: 'Unable to save asset with type TbServiceQueue',
  ENTITY_VIEW_TYPE: 'Entity View type should be specified!',
  ENTITY_VIEW_NAME: 'Entity view name should be specified!',
  ENTITY_VIEW_DUPLICATE: 'Entity view with such name already exists!',
  ENTITY_VIEW_EDGE_TARGET: "Can't assign entity view to edge because related device/asset doesn't assigned to edge!",
  EDGE_TYPE: 'Edge type should be specified!',
  EDGE_NAME: 'Edge name should be specified!',
  EDGE_SECRET: 'Edge secret should be specified!',
  EDGE_ROUTING_KEY: 'Edge routing key should be specified!',
  /** C: assignment to a customer (`<e>` lower case: device, asset, entity view, edge, dashboard). */
  ASSIGN_UNKNOWN_CUSTOMER: (e: string) => `Can't assign ${e} to non-existent customer!`,
  ASSIGN_FOREIGN_CUSTOMER: (e: string) => `Can't assign ${e} to customer from different tenant!`,
  NOT_ASSIGNED: (label: 'Device' | 'Asset' | 'Edge' | 'Entity View') => `${label} isn't assigned to any customer!`,

  // Device profiles.
  DEVICE_PROFILE_NAME: 'Device profile name should be specified!',
  DEVICE_PROFILE_DUPLICATE: 'Device profile with such name already exists!',
  DEVICE_PROFILE_DUPLICATE_KEY: 'Device profile with such provision device key already exists!',
  DEVICE_PROFILE_ANOTHER_DEFAULT: 'Another default device profile is present in scope of current tenant!',
  DEVICE_PROFILE_UNKNOWN_QUEUE: 'Device profile is referencing to non-existent queue!',
  DEVICE_PROFILE_UNKNOWN_RULE_CHAIN: "Can't assign non-existent rule chain!",
  DEVICE_PROFILE_UNKNOWN_DASHBOARD: "Can't assign non-existent dashboard!",
  DEVICE_PROFILE_TRANSPORT_IN_USE: "Can't change device profile transport type because devices referenced it!",
  DEVICE_PROFILE_DELETE_DEFAULT: 'Deletion of Default Device Profile is prohibited!',
  DEVICE_PROFILE_IN_USE: 'The device profile referenced by the devices cannot be deleted!',

  // Dashboards.
  DASHBOARD_TITLE: 'Dashboard title should be specified!',
  DASHBOARD_IN_USE: 'The dashboard referenced by the device profiles cannot be deleted!',

  // Widgets.
  WIDGETS_BUNDLE_TITLE: 'Widgets bundle title should be specified!',
  WIDGETS_BUNDLE_ALIAS_CHANGE: 'Update of widgets bundle alias is prohibited!',
  WIDGET_TYPE_NAME: 'Widgets type name should be specified!',
  WIDGET_TYPE_BUNDLE_ALIAS: 'Widgets type bundle alias should be specified!',
  WIDGET_TYPE_DESCRIPTOR: "Widgets type descriptor can't be empty!",
  WIDGET_TYPE_UNKNOWN_BUNDLE: 'Widget type is referencing to non-existent widgets bundle!',
  WIDGET_TYPE_ALIAS_CHANGE: 'Update of widget type alias is prohibited!',
  WIDGET_TYPE_BUNDLE_ALIAS_CHANGE: 'Update of widget type bundle alias is prohibited!',

  // Rule chains (§13.4); a rule node without a name is refused too, where ThingsBoard stores it.
  RULE_CHAIN_NAME: 'Rule chain name should be specified!',
  RULE_NODE_NAME: 'Rule node name should be specified!',

  // OTA packages (§13.4).
  OTA_URL: 'Ota package URL should be specified!',
  OTA_TYPE: 'Type should be specified!',
  OTA_TITLE: 'OtaPackage title should be specified!',
  OTA_VERSION: 'OtaPackage version should be specified!',
  OTA_DATA: 'OtaPackage data should be specified!',

  // Alarms.
  ALARM_TYPE: 'Alarm type should be specified!',
  ALARM_ORIGINATOR: 'Alarm originator should be specified!',
  ALARM_SEVERITY: 'Alarm severity should be specified!',
  ALARM_STATUS: 'Alarm status should be specified!',
  ALARM_SEARCH_STATUS_CONFLICT: "Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!",

  // Admin settings (their validator lives in server/settings/adminSettingsInput.ts).
  ADMIN_SETTINGS_KEY: 'Key should be specified!',
  ADMIN_SETTINGS_JSON_VALUE: 'Json value should be specified!',
  ADMIN_SETTINGS_KEY_CHANGE: 'Changing key of admin settings entry is prohibited!',
  ADMIN_SETTINGS_DUPLICATE: 'Admin settings with such name already exists!',
} as const;

const auth = {
  // §1.5 standard texts of the security layer.
  BAD_CREDENTIALS: 'Invalid username or password',
  AUTH_FAILED: 'Authentication failed',
  TOKEN_EXPIRED: 'Token has expired',
  NOT_ACTIVE: 'User account is not active',
  FORBIDDEN: "You don't have permission to perform this operation!",
  NOT_FOUND: "Requested item wasn't found!",
} as const;

const req = {
  /** §13.5: only for query and path parameters, never for entity fields. */
  EMPTY_PARAM: (name: string) => `Parameter '${name}' can't be empty!`,
  INVALID_UUID: (value: string) => `Invalid UUID string: ${value}`,
  /** §13.5 step 2 of checkXxxId. */
  NOT_FOUND_BY_ID: (name: NotFoundName, id: string) => `${name} with id [${id}] is not found`,
  /** §13.5 `GET /api/admin/settings/{key}` of a key without settings (404/32). */
  ADMIN_SETTINGS_NOT_FOUND: (key: string) => `No Administration settings found for key: ${key}`,

  // §13.2 page links.
  PAGE_SIZE: (n: string) => `Incorrect page link page size '${n}'. Page size must be greater than zero.`,
  PAGE: (n: string) => `Incorrect page link page '${n}'. Page must be positive integer.`,
  SORT_ORDER: (order: string) => `Unsupported sort order '${order}'! Only 'ASC' or 'DESC' types are allowed.`,
  /** Alarm lists skip the page-link check; Spring Data answers instead. */
  SPRING_PAGE_SIZE: 'Page size must not be less than one!',
  SPRING_PAGE: 'Page index must not be less than zero!',

  // §13.5 RPC REST; §13.6 the access validator's plain-text refusals (telemetry and RPC).
  RPC_INVALID_BODY: 'Invalid request body',
  ACCESS_NOT_FOUND: (name: 'Device' | 'Asset' | 'Customer' | 'Tenant' | 'User' | 'Entity-view' | 'Edge') => `${name} with requested id wasn't found!`,
  SYSADMIN_NOT_ALLOWED: 'System administrator is not allowed to perform this operation!',
  /** §13.8 a device's HTTP long poll when the device is deleted (plain text, 403). */
  DEVICE_DELETED: 'Device was deleted!',
} as const;

const ws = {
  // §13.7 WebSocket errorMsg texts.
  WS_PARSE_FAILED: 'Failed to parse websocket command!',
  WS_DEVICE_ID_EMPTY: 'Device id is empty!',
  WS_KEYS_EMPTY: 'Keys are empty!',
  WS_CMD_ID_NEGATIVE: 'Cmd id is negative value!',
  WS_QUERY_EMPTY: 'Query is empty!',
  WS_FETCH_DATA_FAILED: 'Failed to fetch data!',
  WS_FETCH_ATTRIBUTES_FAILED: 'Failed to fetch attributes!',
  WS_FETCH_HISTORY_FAILED: 'Failed to fetch historical data!',
  WS_TOO_MANY_UPDATES: 'Too many updates!',
} as const;

/** Entity names of `<Name> with id [<uuid>] is not found` (§13.5). */
export type NotFoundName =
  | 'Tenant' | 'Tenant profile' | 'Customer' | 'User' | 'Device' | 'Device profile' | 'Entity view' | 'Asset'
  | 'Alarm' | 'Widgets bundle' | 'Widget type' | 'Dashboard' | 'Edge' | 'Rule chain' | 'Rule node' | 'Resource'
  | 'OTA package' | 'RPC';

export const MSG = { ...auth, ...ent, ...req, ...ws } as const;
export type MessageKey = keyof typeof MSG;
