// What the log may say about a failure. A failed query's error carries the values it was given
// (password hashes, emails, phones, tokens, codes) in its message and its `params`, and the
// database's own error quotes them again in its `detail` ("Key (email)=(…) already exists");
// none of that may reach a log. What stays is what an operator needs: the statement with its
// placeholders, the database's message and code, and where in the code it happened.

/** An error as it may be logged: the same error, or a copy with the values it carried withheld. */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const query = (error as { query?: unknown }).query;
  const params = (error as { params?: unknown }).params;
  const hasValues = typeof query === 'string' && Array.isArray(params);
  const hasDetail = 'detail' in error || 'where' in error;
  const cause = error.cause === undefined ? undefined : loggableError(error.cause);
  if (!hasValues && !hasDetail && cause === error.cause) return error;

  const message = hasValues ? `Failed query: ${query}\nparams: ${params.length} value(s), withheld from the log` : error.message;
  const safe = new Error(message, cause === undefined ? undefined : { cause });
  safe.name = error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  // The database's code and the constraint, table or column it names, but not its detail.
  for (const key of ['code', 'constraint', 'table', 'column', 'severity'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') Object.assign(safe, { [key]: value });
  }
  return safe;
}
