import { ContainerModule } from 'inversify';
import { pino, type Logger } from 'pino';
import type { PasswordHasher } from '../../core/accounts/password-hasher';
import type { Clock } from '../../core/shared/clock';
import type { IdGenerator } from '../../core/shared/id-generator';
import type { Mailer } from '../../core/shared/mailer';
import type { AppConfig } from '../config';
import {
  KnexLimitCounters,
  KnexReadiness,
  OutboxMailer,
  type Database,
} from '../persistence/index';
import { Argon2PasswordHasher } from '../system/argon2-password-hasher';
import { SystemClock } from '../system/clock';
import { CryptoIdGenerator } from '../system/crypto-id-generator';
import { INFRASTRUCTURE_TOKENS as T } from './infrastructure-tokens';
import { singletons } from './token';

/** What tests (and tools) may swap: an open database they own, a fast hasher, a fixed clock. */
export interface ContainerOverrides {
  /** An already open database; the caller keeps ownership and closes it. */
  database?: Database;
  hasher?: PasswordHasher;
  clock?: Clock;
  ids?: IdGenerator;
  mailer?: Mailer;
  logger?: Logger;
}

/** The configuration, the open database and the small shared ports, unless overridden. */
export function infrastructureModule(
  config: AppConfig,
  database: Database,
  overrides: ContainerOverrides = {},
): ContainerModule {
  return new ContainerModule((options) => {
    const { bind } = options;
    const singleton = singletons(options);
    bind(T.Config).toConstantValue(config);
    bind(T.Database).toConstantValue(database);
    bind(T.Logger).toConstantValue(overrides.logger ?? pino({ level: config.logLevel }));
    bind(T.Clock).toConstantValue(overrides.clock ?? new SystemClock(config.parkTz));
    bind(T.PasswordHasher).toConstantValue(overrides.hasher ?? new Argon2PasswordHasher());
    bind(T.IdGenerator).toConstantValue(overrides.ids ?? new CryptoIdGenerator());
    if (overrides.mailer) bind(T.Mailer).toConstantValue(overrides.mailer);
    else
      singleton(
        T.Mailer,
        [T.Database, T.Logger],
        (d, log) => new OutboxMailer(d.knex, (line) => log.info(line)),
      );
    singleton(T.Readiness, [T.Database], (d) => new KnexReadiness(d.knex));
    singleton(
      T.LimitCounters,
      [T.Database, T.Clock],
      (d, clock) => new KnexLimitCounters(d.knex, clock),
    );
  });
}
