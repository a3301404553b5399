import type { AuditLogQuery } from './audit-log-api';

/** The filters as the form holds them: text, blank meaning "any". */
export interface AuditFilter {
  from: string;
  to: string;
  actor: string;
  action: string;
}

export const NO_FILTER: AuditFilter = { from: '', to: '', actor: '', action: '' };

export const TO_BEFORE_FROM = 'To cannot be before From';
export const ACTOR_NOT_EMAIL = 'Actor must be an email address';

/** What is wrong with the filters, field by field (nothing: they may be applied). */
export function filterProblems(f: AuditFilter): Partial<Record<keyof AuditFilter, string>> {
  const problems: Partial<Record<keyof AuditFilter, string>> = {};
  if (f.from && f.to && f.to < f.from) problems.to = TO_BEFORE_FROM;
  const actor = f.actor.trim();
  if (actor && !/^[^\s@]+@[^\s@]+$/.test(actor)) problems.actor = ACTOR_NOT_EMAIL;
  return problems;
}

/** GET /audit's parameters for the filters: only those given. */
export function toQuery(f: AuditFilter): AuditLogQuery {
  const query: AuditLogQuery = {};
  if (f.from) query.from = f.from;
  if (f.to) query.to = f.to;
  if (f.actor.trim()) query.actor = f.actor.trim();
  if (f.action) query.action = f.action;
  return query;
}
