import { answersOf, findRoute } from '../../contract/routes';

/** A response that does not match what the contract documents for its call. */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

/** The first bytes of a file of a documented media type, where it has such a signature. */
const SIGNATURES: Readonly<Record<string, string>> = { 'application/pdf': '%PDF-' };

/** The body's first characters, whether it came as text or as bytes. */
function startOf(body: unknown, length: number): string {
  if (typeof body === 'string') return body.slice(0, length);
  if (body instanceof Uint8Array) return new TextDecoder().decode(body.subarray(0, length));
  return '';
}

/**
 * Checks one answer of the API against the route table (adapters/contract/routes.ts): its
 * status must be documented for the method and path, and a JSON body must parse with that
 * status's schema (response schemas are strict, so an extra field is a mismatch too). A file
 * answer (`mediaType`, e.g. the tickets PDF) must come with that Content-Type and, for a PDF,
 * begin as one; on a call that answers a file, every answer is checked, JSON or not. Calls the
 * table does not document (files of the web app, unknown paths, HEAD) and the web app's page on
 * a path it shares with a JSON call are not checked.
 */
export function checkAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
  isJson: boolean,
  contentType: string = isJson ? 'application/json' : '',
): void {
  if (method.toUpperCase() === 'HEAD') return;
  const path = new URL(url, 'http://park.test').pathname;
  const route = findRoute(method, path);
  if (!route) return;
  const answers = answersOf(route);
  const answersFiles = answers.some((a) => a.mediaType !== undefined);
  if (!isJson && !answersFiles) return;
  const answer = answers.find((a) => a.status === status);
  const call = `${method.toUpperCase()} ${path} answered ${status}`;
  if (!answer) throw new ContractMismatch(`${call}, which the contract does not document`);
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (answer.mediaType) {
    if (type !== answer.mediaType)
      throw new ContractMismatch(
        `${call} with ${type || 'no Content-Type'} where the contract documents ${answer.mediaType}`,
      );
    const signature = SIGNATURES[answer.mediaType];
    if (signature && startOf(body, signature.length) !== signature)
      throw new ContractMismatch(`${call} with a body that is not ${answer.mediaType}`);
    return;
  }
  if (!answer.schema) return;
  if (!isJson)
    throw new ContractMismatch(
      `${call} with ${type || 'no Content-Type'} where the contract documents a JSON body`,
    );
  const parsed = answer.schema.safeParse(body);
  if (parsed.success) return;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
  throw new ContractMismatch(`${call} with a body that does not match its schema: ${problems}`);
}
