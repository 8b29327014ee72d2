import type { Endpoint, EndpointData } from '@portal/contract';
import { endpoints } from '@portal/contract';
import type { z } from 'zod';
import type { Callable, request, RequestOptions } from '../lib/request';
import { noteContractMismatch } from './contract-mismatches';

/** The options of a call as a mock handler reads them. */
export interface SentOptions {
  body?: unknown;
  query?: unknown;
  silent?: boolean;
  root?: boolean;
  signal?: AbortSignal;
}

export type PathHandler = (options: SentOptions) => unknown;

/** Every endpoint of the contract by method and path: a call may name a ref, which has no schemas. */
const described = new Map<string, Endpoint>(
  Object.values(endpoints).flatMap((module: Record<string, Endpoint>) =>
    Object.values(module).map((endpoint): [string, Endpoint] => [
      `${endpoint.method} ${endpoint.path}`,
      endpoint,
    ]),
  ),
);

/**
 * A fixture answer checked against the endpoint's data schema, as the server checks its answers: a
 * fixture the contract does not allow fails the test, naming the endpoint and each wrong field.
 */
export function checkedAnswer(endpoint: Callable, answer: unknown): void {
  // A test may call an endpoint of its own (a full description); the app calls the contract's.
  const description = 'data' in endpoint ? endpoint : described.get(`${endpoint.method} ${endpoint.path}`);
  if (!description) throw new Error(`${endpoint.method} ${endpoint.path} is not an endpoint of the contract`);
  // Downloads answer a file, not data of the envelope.
  if (description.download) return;
  const result = description.data.safeParse(answer);
  if (!result.success) {
    const wrong = result.error.issues.map(
      (issue) => `  at ${issue.path.join('.') || '(the answer)'}: ${issue.message}`,
    );
    const message = `the mocked answer of ${endpoint.method} ${endpoint.path} does not match the contract:\n${wrong.join('\n')}`;
    noteContractMismatch(message);
    throw new Error(message);
  }
}

/**
 * An implementation of `request` for its mock: answers each call by the endpoint's path with the
 * test's handler, after checking the answer against the endpoint's data schema; an unexpected call
 * fails the test.
 */
export function answerByPath(handlers: Readonly<Record<string, PathHandler>>): typeof request {
  return async <E extends Callable>(
    endpoint: E,
    options: RequestOptions<E> = {},
  ): Promise<EndpointData<E>> => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call of ${endpoint.path}`);
    const answer = await handler(options);
    checkedAnswer(endpoint, answer);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- handlers are keyed by path, so a fixture's type is not tied to its endpoint; the tests' fixtures stand in for the server's answers.
    return answer as EndpointData<E>;
  };
}

/** What a call sent (its body or query), parsed with the endpoint's schema for it. */
export function sentWith<S extends z.ZodType>(schema: S | undefined, value: unknown): z.output<S> {
  if (!schema) throw new Error('the endpoint describes no such part');
  return schema.parse(value);
}

/** A sent body as an object to spread into an answer; nothing when it was not an object. */
export function sentObject(value: unknown): object {
  return typeof value === 'object' && value !== null ? value : {};
}

/** An element found in the page that must be an HTML element (a row, a card, an option). */
export function htmlElement(element: Element | null | undefined): HTMLElement {
  if (!(element instanceof HTMLElement)) throw new Error('expected an HTML element');
  return element;
}
