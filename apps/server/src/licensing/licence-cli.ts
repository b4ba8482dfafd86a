import { parseArgs } from 'node:util';
import { importLicencePrivateKey } from '@confab/core/licence';
import { emailAddressSchema, licencePlans, type LicencePlan } from '@confab/core/protocol';
import type { ServerConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import type { Logger } from '../logging/logger.ts';
import { createLogLicenceMailer } from '../mail/licence-mailer.ts';
import { generateLicenceKeyPair } from './licence-config.ts';
import { createLicenceService } from './licence-service.ts';
import { createLicencesStore } from './licences-store.ts';

export interface LicenceCliContext {
  /** Reads the server's configuration, exiting with a `Confab cannot start:` line on a mistake. */
  readConfig: () => ServerConfig;
  logger: Logger;
  write: (text: string) => void;
  writeError: (text: string) => void;
}

const usage = [
  'Usage:',
  '  licence keygen                                   print a new LICENCE_SIGNING_KEY and its public key',
  '  licence issue --email <address> --plan <plan> [--devices <n>]',
  `                                                   issue a key (plans: ${licencePlans.join(', ')})`,
].join('\n');

function keygen(context: LicenceCliContext): number {
  const pair = generateLicenceKeyPair();
  context.write(
    [
      '# Keep the signing key secret (it signs every licence token); set it in the server environment:',
      `LICENCE_SIGNING_KEY=${pair.signingKey}`,
      '# The public key, served to apps as the host config licensing.publicKey:',
      `# ${pair.publicKey}`,
      '',
    ].join('\n'),
  );
  return 0;
}

async function issue(args: string[], context: LicenceCliContext): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, plan: { type: 'string' }, devices: { type: 'string' } },
  });
  const plan = licencePlans.find((candidate) => candidate === values.plan);
  const email = emailAddressSchema.safeParse(values.email ?? '');
  const devices = values.devices === undefined ? undefined : Number(values.devices);
  if (
    !email.success ||
    plan === undefined ||
    (devices !== undefined && !(Number.isInteger(devices) && devices >= 1))
  ) {
    context.writeError(`${usage}\n`);
    return 2;
  }
  const config = context.readConfig();
  if (!config.licensing) {
    context.writeError('Set LICENCE_SIGNING_KEY first: keys are sealed and tokens signed with it.\n');
    return 1;
  }
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database, {
      logger: context.logger,
      schema: config.database.kind === 'postgres' ? config.database.schema : undefined,
    });
    const service = createLicenceService({
      config: config.licensing,
      signingKey: importLicencePrivateKey(config.licensing.signingKey),
      store: createLicencesStore(database, () => new Date()),
      mailer: createLogLicenceMailer(context.logger),
      logger: context.logger,
      now: () => new Date(),
    });
    const { key, row } = await service.issue({
      email: email.data,
      plan: plan satisfies LicencePlan,
      deviceLimit: devices,
    });
    context.write(`${key}\n`);
    context.writeError(
      `Issued a ${row.plan} licence for ${row.email} on ${String(row.device_limit)} device(s).\n`,
    );
    return 0;
  } finally {
    await database.destroy();
  }
}

/** `main.js licence …`: the operator's commands for the licence server; answers the exit code. */
export async function runLicenceCommand(args: string[], context: LicenceCliContext): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'keygen') return keygen(context);
  if (command === 'issue') {
    try {
      return await issue(rest, context);
    } catch (error) {
      if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
        context.writeError(`${usage}\n`);
        return 2;
      }
      throw error;
    }
  }
  context.writeError(`${usage}\n`);
  return 2;
}
