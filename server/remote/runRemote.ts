import { loadConfig } from '../config';
import { readThingsboardUrl, startRemoteConsole } from './remoteConsole';

/**
 * `npm start` with THINGSBOARD_URL: serves the console and proxies the API there.
 * Returns false when THINGSBOARD_URL is unset, so the embedded server starts instead.
 */
export async function runRemoteFromCommandLine(env: NodeJS.ProcessEnv): Promise<boolean> {
  let upstream: string | undefined;
  try {
    upstream = readThingsboardUrl(env);
    if (upstream === undefined) return false;
    const config = loadConfig(env);
    const remote = await startRemoteConsole(config, upstream);
    process.stdout.write(`Tessera console for ThingsBoard at ${upstream}\n`);
    // Tests and scripts wait for exactly this line.
    process.stdout.write(`Tessera listening on ${remote.url}\n`);
    const stop = () => {
      setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
      remote.close().then(() => process.exit(0), () => process.exit(1));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`Tessera failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  return true;
}
