import {
  ATTRACTION_SUBMITTED,
  ATTRACTION_UPDATED,
  EXPENSE_SUBMITTED,
  removalMessage,
  type CatalogKind,
  type Removal,
} from '../../../../../core/catalog/departments';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';

/** A modal's title and text. */
export interface Notice {
  title: string;
  message: string;
}

/** The spec's department strings (error catalogue and success modals), written once. */
export const SUCCESS = 'SUCCESS';
export const FAILURE = 'FAILURE';
export const FORM_FAILED: Notice = { title: FAILURE, message: 'Form did not go through.' };

export const EXPENSE_OK: Notice = {
  title: EXPENSE_SUBMITTED,
  message: 'The expense has been recorded.',
};
export const EXPENSE_FAILED: Notice = {
  title: FAILURE,
  message: 'There was an error while submitting the expense. Please try again later.',
};

export const ATTRACTION_OK: Notice = {
  title: ATTRACTION_SUBMITTED,
  message: 'The new attraction is open to visitors.',
};
export const ATTRACTION_ADD_FAILED: Notice = {
  title: 'Failed to Submit Attraction',
  message: 'There was an error while submitting the new attraction. Please try again later.',
};
export const ATTRACTION_DELETED = 'Attraction Deleted';
export const ATTRACTION_DELETE_FAILED: Notice = {
  title: 'Failed to Delete Attraction',
  message: 'There was an error while deleting the attraction. Please try again later.',
};

/** After an update: the name and whether visitors now see it open or closed. */
export const attractionUpdated = (name: string, open: boolean): Notice => ({
  title: ATTRACTION_UPDATED,
  message: `${name} has been updated and is now ${open ? 'open' : 'closed'}.`,
});

export const MERCHANDISE_ADD_FAILED: Notice = {
  title: FAILURE,
  message: 'Error submitting merchandise. Please try again later.',
};

const KIND_TITLE: Record<CatalogKind, string> = {
  attraction: 'Attraction',
  merchandise: 'Merchandise',
  restaurant: 'Restaurant',
};

/**
 * What a delete did. A retired record (history refers to it) gets its own title, so the
 * manager is never told it was deleted when its orders and requests were kept.
 */
export function removalNotice(kind: CatalogKind, outcome: Removal): Notice {
  const message = removalMessage(kind, outcome);
  if (outcome === 'retired') return { title: `${KIND_TITLE[kind]} Retired`, message };
  return { title: kind === 'attraction' ? ATTRACTION_DELETED : SUCCESS, message };
}

/** Statuses whose `message` tells the manager what to fix (bad input, gone, name taken). */
const FIXABLE = new Set([400, 404, 409]);

/** The server's own words when the input can be fixed; otherwise the form's failure modal. */
export function failureNotice(failure: unknown, fallback: Notice): Notice {
  const status = httpStatusOf(failure);
  const problem = status !== null && FIXABLE.has(status) ? serverProblemOf(failure) : null;
  return problem ? { title: fallback.title, message: problem.message } : fallback;
}
