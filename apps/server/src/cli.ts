import { parseArgs } from 'node:util';

import { AgentContractKindSchema, AgentContractPeriodSchema } from '@perya/contracts';

import { buildApp } from './app';
import { ConfigError, readConfig } from './config/env';
import { openDatabase } from './db/client';
import { readFeedFile } from './modules/games';
import { createOwner, terminalAsk } from './cli.staff';
import { prepareDatabase } from './startup';

// Operator commands against the configured database (DATA_DIR or DATABASE_URL), until the back
// office has screens for them. With embedded PGlite, stop the server first: one process at a time.

const USAGE = `Usage: npm run ops -- <command> [options]

Commands:
  migrate                                   apply migrations and system defaults
  seed                                      apply migrations, defaults and the demo data
  maintenance on|off [--title T --info I]   switch the maintenance page (status 1)
  region on|off [--allow PH,SG]             switch region blocking and the allowed countries
  flag <MODID> on|off                       switch a white-label feature flag
  domain <domain> [--route /agent] [--affiliate CODE]   set a domain's landing route
  catalogue import <file.json[.gz]>         add or update vendors and games from a provider feed
  provider-key <VENDOR> <keyId> <secret>    add a provider's signing key (--retire: retire one)
  stats rebuild [--from YYYY-MM-DD]         recompute the play statistics from the rounds and the ledger
                                            (from that reporting day on; everything without --from)
  points accrue                             credit the points of the play statistics' recent hours now
                                            (what the 5-minute job does; idempotent)
  agents settle --kind K [--period D|W|H|M] --window W
                                            settle (or settle again) the window of a contract kind
                                            (DIVIDEND, DAILY_SALARY, HOURLY_SALARY, REALTIME_SALARY)
                                            containing W (a reporting day or an ISO time); pays only
                                            what has not been paid
  staff create-owner [--username U --password P --display-name N]
                                            the first back-office owner, once, on a database without
                                            staff (asks for what is not given when on a terminal)`;

const write = (text: string) => process.stdout.write(`${text}\n`);

const run = async (): Promise<number> => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      info: { type: 'string' },
      lang: { type: 'string', default: 'EN' },
      allow: { type: 'string' },
      route: { type: 'string' },
      affiliate: { type: 'string' },
      retire: { type: 'boolean', default: false },
      from: { type: 'string' },
      kind: { type: 'string' },
      period: { type: 'string' },
      window: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'display-name': { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command) {
    write(USAGE);
    return 2;
  }
  // An operator command is not a server: the activity stream's subscribers stay with the servers.
  const config = { ...readConfig(), activityStream: false, crashRounds: false };
  const database = openDatabase(config);
  const app = await buildApp({ config, database, logger: { level: 'warn' }, webDistDir: null });
  try {
    await prepareDatabase(app, { seedDemo: command === 'seed' });
    const { systemService } = app;
    const onOff = (value: string | undefined): boolean => {
      if (value !== 'on' && value !== 'off') throw new Error(`expected on or off, got ${value ?? 'nothing'}`);
      return value === 'on';
    };
    switch (command) {
      case 'migrate':
      case 'seed':
        write('database is up to date');
        return 0;
      case 'maintenance': {
        const enabled = onOff(rest[0]);
        const messages =
          values.title && values.info
            ? { [values.lang.toUpperCase()]: { title: values.title, info: values.info } }
            : undefined;
        await systemService.updateSettings({
          maintenanceEnabled: enabled,
          ...(messages ? { maintenanceMessages: messages } : {}),
        });
        write(`maintenance ${enabled ? 'on' : 'off'}`);
        return 0;
      }
      case 'region': {
        const enabled = onOff(rest[0]);
        const allowed = values.allow
          ?.split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean);
        if (allowed?.some((code) => !/^[A-Z]{2}$/.test(code)))
          throw new Error('--allow takes two-letter country codes');
        await systemService.updateSettings({
          regionRestrictionEnabled: enabled,
          ...(allowed ? { allowedCountries: allowed } : {}),
        });
        write(`region restriction ${enabled ? 'on' : 'off'}${allowed ? `, allowed: ${allowed.join(',')}` : ''}`);
        return 0;
      }
      case 'flag': {
        const [modId, state] = rest;
        if (!modId) throw new Error('flag needs a module id');
        if (!(await systemService.setFeatureFlag(modId.toUpperCase(), onOff(state))))
          throw new Error(`no flag ${modId}`);
        write(`${modId.toUpperCase()} ${state}`);
        return 0;
      }
      case 'domain': {
        const [domain] = rest;
        if (!domain) throw new Error('domain needs a domain name');
        await systemService.setDomainRoute(domain, values.route ?? null, values.affiliate ?? null);
        write(`${domain} -> ${values.route ?? '(no route)'}`);
        return 0;
      }
      case 'catalogue': {
        const [action, file] = rest;
        if (action !== 'import' || !file) throw new Error('usage: catalogue import <file.json[.gz]>');
        const counts = await app.gamesService.importFeed(await readFeedFile(file));
        write(`imported ${counts.vendors} vendors and ${counts.games} games`);
        return 0;
      }
      case 'provider-key': {
        const [vendor, keyId, secret] = rest;
        const vendorCode = vendor?.toUpperCase();
        if (!vendorCode || !keyId)
          throw new Error('usage: provider-key <VENDOR> <keyId> <secret> | <VENDOR> <keyId> --retire');
        if (values.retire) {
          if (!(await app.providersService.retireKey(vendorCode, keyId)))
            throw new Error(`${vendorCode} has no key ${keyId}`);
          write(`${vendorCode} key ${keyId} retired`);
          return 0;
        }
        // Below 32 characters an HMAC secret could be guessed offline from one captured request.
        if (!secret || secret.length < 32) throw new Error('a provider secret has at least 32 characters');
        await app.providersService.setKey({ vendorCode, keyId, secret, active: true });
        write(`${vendorCode} key ${keyId} active`);
        return 0;
      }
      case 'stats': {
        const from = values.from ?? null;
        if (rest[0] !== 'rebuild') throw new Error('usage: stats rebuild [--from YYYY-MM-DD]');
        if (from !== null && !/^\d{4}-\d{2}-\d{2}$/.test(from)) throw new Error('--from takes a day: YYYY-MM-DD');
        const started = Date.now();
        const result = await app.statsService.rebuild(from);
        write(`statistics rebuilt from ${result.from} in ${Date.now() - started} ms`);
        return 0;
      }
      case 'points': {
        if (rest[0] !== 'accrue') throw new Error('usage: points accrue');
        write(`points credited for ${await app.pointsService.accrue()} member-hours`);
        return 0;
      }
      case 'agents': {
        const usage = 'usage: agents settle --kind K [--period D|W|H|M] --window YYYY-MM-DD|ISO-time';
        const kind = AgentContractKindSchema.safeParse(values.kind);
        const period = values.period === undefined ? undefined : AgentContractPeriodSchema.safeParse(values.period);
        if (rest[0] !== 'settle' || !kind.success || !values.window || (period && !period.success))
          throw new Error(usage);
        const result = await app.agentSettlementService.run(
          { kind: kind.data, period: period?.data, at: values.window },
          { kind: 'SYSTEM', name: 'system:ops' },
        );
        write(
          `${result.kind}${result.period ? ` ${result.period}` : ''} ${result.windowStart} → ${result.windowEnd}: ` +
            `${result.statementsWritten} statements written (${result.statementsExisting} existed), ` +
            `${result.transfersPosted} transfers posted, ${result.paidMinor} minor units paid`,
        );
        return 0;
      }
      case 'staff': {
        if (rest[0] !== 'create-owner') throw new Error('usage: staff create-owner [--username U --password P]');
        return await createOwner(app.staffService, values, {
          write,
          ask: process.stdin.isTTY ? terminalAsk : null,
        });
      }
      default:
        write(USAGE);
        return 2;
    }
  } finally {
    await app.close();
    await database.close();
  }
};

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
