// The server's configuration, read once from the environment and validated, so a bad value
// stops the start with a message naming the variable instead of failing later.

export const IN_MEMORY = 'memory://';

export type DatabaseConfig =
  /** Embedded PostgreSQL (WebAssembly); `dataDir` is a directory or IN_MEMORY. */
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string };

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** The built storefront (`npm run build`). */
  readonly staticDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };

  const portText = read('PORT', '3000');
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (0 picks a free port); got "${portText}".`);
  }

  const databaseUrl = read('DATABASE_URL', '');
  if (databaseUrl !== '' && !isPostgresUrl(databaseUrl)) {
    // The value is not echoed: it may hold a password.
    problems.push('DATABASE_URL must be a URL such as postgres://user:password@host:5432/database.');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: read('HOST', '0.0.0.0'),
    database: databaseUrl === '' ? { kind: 'pglite', dataDir: read('DATA_DIR', './data') } : { kind: 'postgres', url: databaseUrl },
    staticDir: read('STATIC_DIR', './dist'),
  };
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}
