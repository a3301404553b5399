import { answersOf, findRoute } from '../../contract/routes';

/** A response that does not match what the contract documents for its call. */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

/**
 * Checks one answer of the API against the route table (adapters/contract/routes.ts): its
 * status must be documented for the method and path, and a JSON body must parse with that
 * status's schema (response schemas are strict, so an extra field is a mismatch too). Calls
 * the table does not document (files, the web app, unknown paths, HEAD) are not checked.
 */
export function checkAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
  isJson: boolean,
): void {
  if (method.toUpperCase() === 'HEAD') return;
  const path = new URL(url, 'http://park.test').pathname;
  const route = findRoute(method, path);
  if (!route || !isJson) return;
  const answer = answersOf(route).find((a) => a.status === status);
  const call = `${method.toUpperCase()} ${path} answered ${status}`;
  if (!answer) throw new ContractMismatch(`${call}, which the contract does not document`);
  if (!answer.schema) return;
  const parsed = answer.schema.safeParse(body);
  if (parsed.success) return;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
  throw new ContractMismatch(`${call} with a body that does not match its schema: ${problems}`);
}
