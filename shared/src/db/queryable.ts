/**
 * What every data-access function runs its statements on: a DataSource, a transaction's
 * EntityManager or a QueryRunner, so the caller decides whether the statements share a
 * transaction. Rows come back unknown; each function says which row type it returns.
 */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}
