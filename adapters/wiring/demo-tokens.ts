import type { DemoHistoryWriter } from '../../core/demo/demo-history-writer';
import type { GenerateDemoHistory } from '../../core/demo/generate-demo-history';
import { token } from './token';

/** Demo: the generated park history behind `park demo generate`. */
export const DEMO_TOKENS = {
  // ports
  DemoHistoryWriter: token<DemoHistoryWriter>('DemoHistoryWriter'),
  // use cases
  GenerateDemoHistory: token<GenerateDemoHistory>('GenerateDemoHistory'),
} as const;
