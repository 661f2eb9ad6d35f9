/**
 * The contract's types, derived from docs/openapi.yaml (`npm run contract`
 * writes openapi.gen.ts). Types only: nothing here reaches the bundle.
 */
import type { components, operations, paths } from './openapi.gen';

/** A schema of the document by its name: `Schema<'Asset'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

type OperationId = keyof operations;

/** The filters of a list: the body of its `.../page` call without paging and sort (`PageFilters<'AssetPageQuery'>`). */
export type PageFilters<N extends keyof components['schemas']> = Omit<Schema<N>, 'pageNumber' | 'pageSize' | 'sortField' | 'sortOrder'>;

/** The `result` of an operation's successful JSON answer (never for a file). */
export type Result<Op extends OperationId> = operations[Op]['responses'] extends { 200: { content: { 'application/json': { result: infer R } } } }
  ? R
  : never;

/** The methods of the contract, as the document spells them. */
type LowerMethod = 'get' | 'post' | 'put' | 'delete';

/** Every operation as `{ path, method, operation }`: what the simulator's route table is typed by. */
export type PathOperation = {
  [P in keyof paths]: {
    [M in LowerMethod]: paths[P][M] extends { responses: unknown } ? { path: P; method: Uppercase<M>; operation: paths[P][M] } : never;
  }[LowerMethod];
}[keyof paths];
