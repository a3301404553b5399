import { ContainerModule } from 'inversify';
import { GenerateDemoHistory } from '../../core/demo/generate-demo-history';
import { KnexDemoHistoryWriter } from '../persistence/knex-demo-history-writer';
import { CAPACITY_TOKENS } from './capacity-tokens';
import { DEMO_TOKENS as T } from './demo-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';

const { Config, Database, PasswordHasher, Clock } = INFRASTRUCTURE_TOKENS;

/** Demo: `park demo generate` writes a generated park history to the container's database. */
export const demoModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(
    T.DemoHistoryWriter,
    [Database, Config],
    (d, config) => new KnexDemoHistoryWriter(d.knex, config.parkTz, config.capacity, d.kind),
  );
  // use cases
  singleton(
    T.GenerateDemoHistory,
    [T.DemoHistoryWriter, PasswordHasher, Clock, CAPACITY_TOKENS.CapacityRepository],
    (writer, hasher, clock, capacity) => new GenerateDemoHistory(writer, hasher, clock, capacity),
  );
});
