/** The one small database interface every repository uses, over PGlite or PostgreSQL. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * false: planned for these very values every time. A prepared statement's plan is made for
   * any values after its fifth run, which suits the service's small statements; the search
   * index's, whose best plan depends on how many articles a term matches, are not prepared.
   */
  prepare?: boolean;
}

export interface Queryable {
  /** One statement with $1… parameters. */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database cannot be reached or opened: reported as one line at start. */
export class DatabaseUnavailableError extends Error {}
