import { dollarsToCents, formatUsd } from '../../../../core/shared/money';

/** An API dollar amount as people read it ("$12.34"), through core's cents. */
export const usd = (dollars: number): string => formatUsd(dollarsToCents(dollars));
