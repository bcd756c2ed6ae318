/** The tool version, from package.json (recorded in every receipt). */
import { readFileSync } from 'node:fs';

let cached: string | undefined;

export function version(): string {
  cached ??= (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  return cached;
}
