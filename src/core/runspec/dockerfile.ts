/**
 * `environment.image` (issue 16): the project's Dockerfile, built on the spec's runner image
 * before any patch exists. What a Dockerfile may build on is checked here, before anything
 * is built: every stage starts `FROM` the spec's runner image or an earlier stage, so the
 * phases still run on a PatchProof runner (its user, its interpreter, its fixed
 * environment) with the project's dependencies added. The adapter checks the built
 * image's layers start with the runner image's, which a textual check cannot prove.
 */
import { ExecutionError } from '../errors.js';

const FIELD = 'environment.image.dockerfile';
// `FROM [--flag=…] image [AS name]`, case-insensitive keywords; continuation lines joined first.
const FROM = /^\s*FROM\s+(.*)$/i;

/** Refuses a Dockerfile whose stages do not all build on `runnerImage`; returns the stage count. */
export function checkDockerfile(text: string, runnerImage: string): number {
  // Parser directives change how the rest reads: `escape` the continuation character (a
  // FROM could hide behind what reads here as a continued line), `syntax` the builder itself.
  for (const line of text.split(/\r?\n/)) {
    if (!/^\s*#/.test(line)) break;
    if (/^\s*#\s*(?:syntax|escape|check)\s*=/i.test(line))
      refuse(
        `starts with the parser directive "${line.trim().slice(0, 80)}"; remove it (the build uses the default syntax and escape character)`,
      );
  }
  const stages: string[] = [];
  for (const line of logicalLines(text)) {
    const m = FROM.exec(line);
    if (!m) continue;
    const words = (m[1] as string).trim().split(/\s+/);
    if (words.some((w) => w.startsWith('--')))
      refuse(
        `"${line.trim().slice(0, 120)}" passes an option to FROM (such as --platform); build for the runner's own platform`,
      );
    const [image, as, name, ...rest] = words;
    if (
      image === undefined ||
      rest.length > 0 ||
      (as !== undefined && (as.toLowerCase() !== 'as' || name === undefined))
    )
      refuse(`"${line.trim().slice(0, 120)}" is not FROM <image> [AS <name>]`);
    if (image.includes('$'))
      refuse(
        `"${line.trim().slice(0, 120)}" computes its base image from a build argument; name ${runnerImage} itself`,
      );
    if (image !== runnerImage && !stages.includes(image.toLowerCase())) {
      refuse(
        `stage ${stages.length + 1} is FROM ${image.slice(0, 120)}; every stage must build on the run spec's runner image ${runnerImage} (or an earlier stage), so the phases still run on a PatchProof runner`,
      );
    }
    stages.push((name ?? `#${stages.length}`).toLowerCase());
  }
  // Content from another image (COPY --from=, RUN --mount=from=) may name only an earlier stage.
  for (const line of logicalLines(text)) {
    for (const m of line.matchAll(/--(?:from|mount=[^\s]*?\bfrom)=([^\s,]+)/gi)) {
      const source = (m[1] as string).toLowerCase();
      if (!stages.includes(source) && !/^\d+$/.test(source))
        refuse(
          `"${line.trim().slice(0, 120)}" takes files from ${source.slice(0, 80)}, which is not an earlier stage; build what it needs in a stage FROM ${runnerImage}`,
        );
    }
  }
  if (stages.length === 0) refuse(`has no FROM line; start it with FROM ${runnerImage}`);
  return stages.length;
}

/** The Dockerfile's instructions, continuation lines (`\`) joined, comments and blank lines dropped. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const raw of text.split(/\r?\n/)) {
    if (pending === '' && /^\s*#/.test(raw)) continue;
    if (raw.endsWith('\\')) {
      pending += `${raw.slice(0, -1)} `;
      continue;
    }
    out.push(pending + raw);
    pending = '';
  }
  if (pending !== '') out.push(pending);
  return out.filter((line) => line.trim() !== '');
}

function refuse(message: string): never {
  throw new ExecutionError('InvalidRunSpec', `${FIELD} ${message}`, { details: { field: FIELD } });
}
