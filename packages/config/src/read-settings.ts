import { validate } from 'superstruct';
import type { Reader, ReadersOf, ValueOf, Variable } from './variable.js';
import { PAIRED, VARIABLE_LIST, VARIABLES, type VariableName } from './variables.js';

type Variables = typeof VARIABLES;

/** The checked values of the variables these readers read, by variable name. */
export type Settings<R extends Reader> = {
  [K in VariableName as [R & ReadersOf<Variables[K]>] extends [never] ? never : K]: ValueOf<Variables[K]>;
};

export type Environment = Record<string, string | undefined>;

/** What is wrong with the environment, one line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((problem) => `Invalid setting: ${problem}`).join('\n'));
  }
}

/**
 * Reads and checks the variables of these readers; an empty value counts as unset. Every problem is
 * listed at once in a {@link ConfigError}.
 */
/**
 * A value as a message may repeat it: the password of a URL's `user:password@` part (even a URL too
 * malformed to parse, say with a `/` or `@` in its password) replaced by `***` (docs/configuration.md).
 */
export function withoutPassword(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*):.*@/i, '$1:***@');
}

/**
 * A site served over HTTPS, or a production build, runs on machines that must agree on their keys: a key
 * generated into each machine's SECRETS_DIR would differ from one to the next (docs/operations.md).
 */
function sharesSecrets(settings: Record<string, unknown>): boolean {
  return String(settings.PUBLIC_URL ?? '').startsWith('https:') || settings.NODE_ENV === 'production';
}

export function readSettings<R extends Reader>(readers: readonly R[], env: Environment = process.env): Settings<R> {
  const isRead = (variable: Variable) => variable.readers.some((reader) => (readers as readonly Reader[]).includes(reader));
  const names = new Set(VARIABLE_LIST.filter(([, variable]) => isRead(variable)).map(([name]) => name));
  const problems: string[] = [];
  const settings: Record<string, unknown> = {};
  for (const [name, variable] of VARIABLE_LIST) {
    if (!names.has(name)) continue;
    const raw = env[name];
    if (raw === undefined || raw === '') {
      settings[name] = variable.default;
      continue;
    }
    const [error, value] = validate(raw, variable.type, { coerce: true });
    if (error) problems.push(`${name} ${error.message}${variable.secret ? '' : ` (got "${withoutPassword(raw)}")`}`);
    else settings[name] = value;
  }
  for (const [first, second] of PAIRED) {
    if (names.has(first) && Boolean(env[first]) !== Boolean(env[second])) problems.push(`${first} and ${second} must be set together`);
  }
  if (names.has('SESSION_SECRET') && !env.SESSION_SECRET && sharesSecrets(settings)) {
    problems.push(
      'SESSION_SECRET must be set when PUBLIC_URL is https: or NODE_ENV is production, the same on every machine (make one with `openssl rand -base64 48`; docs/operations.md)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return settings as Settings<R>;
}
