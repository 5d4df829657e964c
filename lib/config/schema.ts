import { z } from 'zod';

/**
 * What the settings modules share: the zod pieces every setting is checked with, the error that
 * stops start-up (or the build) and the lines it prints. No setting is read here. Relative imports
 * with their extensions only: next.config.ts loads this folder (through lib/net/security-headers.ts
 * and lib/stores/links.ts) with Node's own TypeScript support, which knows no '@/' alias.
 */

export const url = z.url({ protocol: /^https?$/ });
export const nonEmpty = z.string().trim().min(1, 'must not be empty');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/** The variables named in zod's issues, one line each, as start-up errors print them. */
export function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const variable = issue.path.join('.') || '(environment)';
      const problem = issue.code === 'invalid_type' ? 'is missing' : issue.message;
      return `  ${variable} ${problem}`;
    })
    .join('\n');
}
