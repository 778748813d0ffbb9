import { parseArgs } from 'node:util';
import { buildBundle } from './bundleBuild';
import { devBundle } from './bundleDev';
import { initBundle } from './bundleInit';
import { publishBundle } from './bundlePublish';
import { CliError } from './cliError';
import { SDK_VERSION, writeSdkPackage } from './sdkPackage';

/*
 * `tessera`: the command line of bundle authors (issue 16).
 *   tessera bundle init <dir> [--id acme.widgets] [--name "Acme widgets"]
 *   tessera bundle build [dir]
 *   tessera bundle publish [dir] --server URL --username EMAIL --password SECRET [--file F]
 *   tessera bundle dev [dir] --server URL --username EMAIL --password SECRET
 *   tessera sdk <dir>
 * Exit codes: 0 done, 1 failed (the reason on stderr), 2 wrong usage.
 */

export const USAGE = `Usage:
  tessera bundle init <dir> [--id <bundle id>] [--name <display name>]
  tessera bundle build [dir]
  tessera bundle publish [dir] --server <url> --username <email> --password <password> [--file <bundle file>]
  tessera bundle dev [dir] --server <url> --username <email> --password <password>
    (rebuilds and publishes on every save; server and credentials also from
     TESSERA_SERVER, TESSERA_USERNAME, TESSERA_PASSWORD)
  tessera sdk <dir>
    (writes the @tessera/sdk package there, for a bundle project's package.json)`;

const OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  server: { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  file: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs one command; returns the exit code. `root` is this repository (for the build's shared module list). */
export async function run(argv: string[], root: string, out: (line: string) => void = console.log, err: (line: string) => void = console.error): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [group, command, dir, ...rest] = positionals;
  const sdk = group === 'sdk' && command !== undefined && dir === undefined;
  if (values.help || (group !== 'bundle' && !sdk) || rest.length > 0) {
    (values.help ? out : err)(USAGE);
    return values.help ? 0 : 2;
  }
  try {
    if (sdk) {
      await writeSdkPackage(root, command);
      out(`Wrote @tessera/sdk ${SDK_VERSION} into ${command}`);
    } else if (command === 'init') {
      if (!dir) throw new CliError(`tessera bundle init needs a folder\n${USAGE}`, 2);
      out(await initBundle(dir, { id: values.id, name: values.name }, root));
    } else if (command === 'build') {
      out(await buildBundle(dir ?? '.', root));
    } else if (command === 'publish' || command === 'dev') {
      const env = process.env;
      const server = values.server ?? env.TESSERA_SERVER;
      const username = values.username ?? env.TESSERA_USERNAME;
      const password = values.password ?? env.TESSERA_PASSWORD;
      if (!server || !username || !password) throw new CliError(`tessera bundle ${command} needs --server, --username and --password\n${USAGE}`, 2);
      if (command === 'publish') out(await publishBundle(dir ?? '.', { server, username, password, file: values.file }, root));
      else await devBundle(dir ?? '.', { server, username, password }, root, out, err, untilSignal());
    } else {
      err(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return error instanceof CliError ? error.exitCode : 1;
  }
}

/** Resolves on Ctrl+C or SIGTERM. */
function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}
