import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      mqttPort: 1883,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seedDemo: true,
      edgesEnabled: false,
      jwtTokenExpirationTime: 9000,
      jwtRefreshTokenExpirationTime: 604800,
      logLevel: 'info',
      loginRateLimitPerMinute: 30,
      serveSourceMaps: false,
      httpCompression: true,
      metricsToken: undefined,
      shutdownTimeoutMs: 30_000,
    });
    expect(path.basename(config.staticDir)).toBe('public');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      MQTT_PORT: '11883',
      DATA_DIR: '/tmp/tessera-x',
      DATABASE_URL: 'postgres://u:p@db/tessera',
      SEED_DEMO: 'false',
      EDGES_ENABLED: 'true',
      JWT_TOKEN_EXPIRATION_TIME: '60',
      JWT_REFRESH_TOKEN_EXPIRATION_TIME: '120',
      STATIC_DIR: '/srv/console',
      SERVE_SOURCE_MAPS: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '5',
      SCRIPT_TIMEOUT_MS: '250',
      SCRIPT_MEMORY_LIMIT_MB: '64',
      DEFAULT_INACTIVITY_TIMEOUT: '300',
      DEFAULT_STATE_CHECK_INTERVAL: '5',
      HTTP_COMPRESSION: 'false',
      METRICS_TOKEN: 'scrape-secret',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      mqttPort: 11883,
      dataDir: '/tmp/tessera-x',
      databaseUrl: 'postgres://u:p@db/tessera',
      seedDemo: false,
      edgesEnabled: true,
      jwtTokenExpirationTime: 60,
      jwtRefreshTokenExpirationTime: 120,
      staticDir: '/srv/console',
      serveSourceMaps: true,
      logLevel: 'warn',
      loginRateLimitPerMinute: 5,
      helpBaseUrl: '',
      latestVersion: undefined,
      scriptTimeoutMs: 250,
      scriptMemoryLimitMb: 64,
      defaultInactivityTimeoutSec: 300,
      stateCheckIntervalSec: 5,
      httpCompression: false,
      metricsToken: 'scrape-secret',
      shutdownTimeoutMs: 5000,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['MQTT_PORT', '-1'],
    ['JWT_TOKEN_EXPIRATION_TIME', '1.5'],
    ['JWT_REFRESH_TOKEN_EXPIRATION_TIME', '0'],
    ['SEED_DEMO', 'maybe'],
    ['SERVE_SOURCE_MAPS', 'sometimes'],
    ['LOG_LEVEL', 'loud'],
    ['LOGIN_RATE_LIMIT_PER_MINUTE', 'many'],
    ['SCRIPT_TIMEOUT_MS', '0'],
    ['SCRIPT_MEMORY_LIMIT_MB', '4'],
    ['DEFAULT_INACTIVITY_TIMEOUT', '0'],
    ['DEFAULT_STATE_CHECK_INTERVAL', 'often'],
  ])('names %s in the error for %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} `));
  });
});
