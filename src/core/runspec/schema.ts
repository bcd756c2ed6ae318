/**
 * The run spec (`patchproof.json`, PROTOCOL 4): which runner, which trusted suites, which
 * commands, which limits. Parsed strictly: an unknown field is an error, not a silently
 * ignored typo that weakens a check. Commands are argv arrays, never shell strings.
 */
import { z } from 'zod';
import { LEGACY_TEST_DIR, RESERVED_TEST_DIR } from '../gates/path-policy.js';
import { MAX_VARIABLES, VARIABLE_NAME } from './variables.js';

// The trusted suites moved (path-policy.ts); a spec still naming the old folder would run
// whatever is there, and nothing trusted is.
const notLegacy = (s: string): boolean => !s.includes(LEGACY_TEST_DIR);
const LEGACY = `names ${LEGACY_TEST_DIR}, where trusted tests no longer go: write ${RESERVED_TEST_DIR} instead (a folder name every import mode can load)`;

const argv = z
  .array(
    z
      .string()
      .min(1)
      .max(4096)
      .refine((s) => !s.includes('\u0000'), 'must not contain NUL')
      .refine(notLegacy, LEGACY),
  )
  .min(1, 'a command is an argv array with at least the program name')
  .max(256);

const relativeDir = z.string().min(1).max(4096);

/** The gate modes written as a word; a trusted suite (an object) is mode "spec". */
export const REPRODUCTION_MODES = ['proposal', 'none'] as const;

export const reportSchema = z.discriminatedUnion('format', [
  z
    .object({
      format: z.literal('junit'),
      path: z.string().min(1).max(4096).refine(notLegacy, LEGACY),
    })
    .strict(),
  z.object({ format: z.literal('tap') }).strict(),
  // `junit`: where the trusted reporter writes the suite's JUnit XML (runners/python/unittest_junit.py).
  z
    .object({
      format: z.literal('unittest'),
      junit: z.string().min(1).max(4096).refine(notLegacy, LEGACY).optional(),
    })
    .strict(),
  z.object({ format: z.literal('go') }).strict(),
]);

const limitsSchema = z
  .object({
    timeoutSeconds: z.number().int().min(1).max(3600),
    outputBytes: z
      .number()
      .int()
      .min(1024)
      .max(64 * 1024 * 1024),
    memoryMiB: z.number().int().min(64).max(16384),
    diskMiB: z.number().int().min(16).max(65536),
    pids: z.number().int().min(16).max(4096),
    cpus: z.number().min(0.1).max(64),
  })
  .strict()
  .partial();

export const runSpecSchema = z
  .object({
    version: z.literal(1),
    runner: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('docker'), image: z.string().min(1).max(256) }).strict(),
      z.object({ kind: z.literal('local') }).strict(),
    ]),
    // The gate mode (docs/ci/README.md, "Gate modes"): a trusted suite that shows one bug (an
    // object, mode "spec"); "proposal", where the tests a patch adds or changes are the
    // reproduction; or "none", for changes that must not alter behaviour (no baseline phase).
    reproduction: z.union([
      z.enum(REPRODUCTION_MODES),
      z
        .object({
          tests: relativeDir,
          command: argv,
          report: reportSchema,
          targets: z
            .array(z.string().min(1).max(1024).refine(notLegacy, LEGACY))
            .max(1000)
            .optional(),
        })
        .strict(),
    ]),
    regression: z
      .object({
        command: argv,
        report: reportSchema,
        // Base tests a fix updates on purpose: excused in the guard run only (test-integrity.ts).
        updatedTests: z.array(z.string().min(1).max(1024)).max(1000).optional(),
      })
      .strict(),
    hidden: z.object({ tests: relativeDir, command: argv, report: reportSchema }).strict(),
    // Cases of input → expected output, compared outside the runner (PROTOCOL 5.1).
    probes: z.object({ cases: relativeDir, command: argv }).strict().optional(),
    environment: z
      .object({
        include: z.array(z.string().min(1).max(4096)).max(64).optional(),
        // Checked further in variables.ts (names the runner sets, loaders).
        variables: z
          .record(
            z.string().regex(VARIABLE_NAME, 'must be a plain variable name (letters, digits, _)'),
            z
              .string()
              .max(4096)
              .refine((s) => !s.includes('\u0000'), 'must not contain NUL'),
          )
          .refine(
            (v) => Object.keys(v).length <= MAX_VARIABLES,
            `at most ${MAX_VARIABLES} variables`,
          )
          .optional(),
        // Run once on the base copy before any phase; its output is trusted environment (resolve.ts).
        setup: z
          .object({
            command: argv,
            network: z.boolean().default(false),
            timeoutSeconds: z.number().int().min(1).max(3600).default(600),
          })
          .strict()
          .optional(),
        // The project's Dockerfile (relative to the spec's folder), built FROM runner.image
        // before any patch exists; network while building only (dockerfile.ts, env-image.ts).
        image: z
          .object({
            dockerfile: relativeDir,
            context: relativeDir.optional(),
            network: z.boolean().default(true),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    limits: limitsSchema.optional(),
    // Traceability: each requirement with the test ids that evidence it (requirements.ts).
    requirements: z
      .array(
        z
          .object({
            id: z
              .string()
              .min(1)
              .max(100)
              .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'must be printable'),
            text: z.string().min(1).max(1000).optional(),
            tests: z.array(z.string().min(1).max(1000)).min(1).max(200),
          })
          .strict(),
      )
      .max(500)
      .refine(
        (list) => new Set(list.map((r) => r.id)).size === list.length,
        'requirement ids must be unique',
      )
      .optional(),
    protectedPaths: z
      .object({
        add: z.array(z.string().min(1)).max(256).optional(),
        allow: z.array(z.string().min(1)).max(256).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** The spec as written (paths still relative to the spec's folder). */
export type RunSpecInput = z.infer<typeof runSpecSchema>;
export type ReportSpecInput = z.infer<typeof reportSchema>;
