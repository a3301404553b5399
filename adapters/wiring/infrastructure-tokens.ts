import type { Logger } from 'pino';
import type { PasswordHasher } from '../../core/accounts/password-hasher';
import type { Clock } from '../../core/shared/clock';
import type { IdGenerator } from '../../core/shared/id-generator';
import type { LimitCounters } from '../../core/shared/limit-counters';
import type { Mailer } from '../../core/shared/mailer';
import type { Readiness } from '../../core/shared/readiness';
import type { AppConfig } from '../config';
import type { Database } from '../persistence/index';
import { token } from './token';

/** What every feature may use: the configuration, the database and the small shared ports. */
export const INFRASTRUCTURE_TOKENS = {
  Config: token<AppConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Database: token<Database>('Database'),
  Clock: token<Clock>('Clock'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  Mailer: token<Mailer>('Mailer'),
  Readiness: token<Readiness>('Readiness'),
  LimitCounters: token<LimitCounters>('LimitCounters'),
} as const;
