// environment.image's Dockerfile (issue 16): every stage builds on the spec's runner image
// or an earlier stage; nothing computes or redirects its base. The built image's layers are
// checked too (test/docker/env-image.test.ts), since text alone cannot prove the base.
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import { checkDockerfile } from '../../src/core/runspec/dockerfile.js';

const RUNNER = 'patchproof-runner-python:3';

function refusal(text: string): string {
  try {
    checkDockerfile(text, RUNNER);
  } catch (e) {
    if (e instanceof PatchProofError && e.code === 'InvalidRunSpec') return e.message;
    throw e;
  }
  throw new Error('accepted');
}

describe('checkDockerfile', () => {
  it('accepts a Dockerfile on the runner image, and stages built on it', () => {
    expect(
      checkDockerfile(
        `# deps\nFROM ${RUNNER}\nUSER root\nRUN apt-get install -y \\\n  python3-dateutil\n`,
        RUNNER,
      ),
    ).toBe(1);
    expect(
      checkDockerfile(
        `FROM ${RUNNER} AS deps\nRUN true\nfrom deps\nCOPY --from=deps /x /y\nCOPY --from=0 /x /z\n`,
        RUNNER,
      ),
    ).toBe(2);
  });

  it.each([
    ['another base image', 'FROM debian:bookworm\nRUN true', 'must build on'],
    ['a base from a build argument', `ARG BASE=${RUNNER}\nFROM $BASE`, 'build argument'],
    ['a platform option', `FROM --platform=linux/arm64 ${RUNNER}`, 'option'],
    ['a later stage on another image', `FROM ${RUNNER} AS a\nFROM node:20`, 'stage 2'],
    ['no FROM at all', 'RUN true', 'no FROM'],
    ['a malformed FROM', `FROM ${RUNNER} AS`, 'not FROM'],
    ['a FROM hidden behind a continuation', `FROM \\\n  debian:bookworm`, 'must build on'],
    // With a backtick for escape, `\` ends no line: Docker would read this FROM as a stage.
    [
      'files from another image',
      `FROM ${RUNNER}\nCOPY --from=debian:bookworm /bin/sh /x`,
      'not an earlier stage',
    ],
    [
      'a mount from another image',
      `FROM ${RUNNER}\nRUN --mount=type=bind,from=debian:bookworm,target=/d true`,
      'not an earlier stage',
    ],
    [
      'an escape directive',
      `# escape=\`\nFROM ${RUNNER}\nRUN echo \\\nFROM debian:bookworm`,
      'parser directive',
    ],
    [
      'a syntax directive (another builder)',
      `# syntax=example/frontend:1\nFROM ${RUNNER}`,
      'parser directive',
    ],
  ])('refuses %s', (_name, text, says) => {
    expect(refusal(text)).toContain(says);
  });
});
