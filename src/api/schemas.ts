/**
 * The API's request and response shapes, as zod schemas. Requests are `.strict()`: an
 * unknown field is refused rather than ignored. /openapi.json is generated from these.
 */
import { z } from 'zod';
import { PROJECT_NAME } from '../core/service/projects.js';
import { BASE_FINDING_CODES } from '../core/intake/base-gates.js';
import { ROLES } from '../core/service/roles.js';
import { VALIDATION_STATES } from '../core/service/records.js';

export const typedHash = z
  .string()
  .regex(/^sha256:[0-9a-f]{64}$/, 'a typed hash: sha256:<64 lowercase hex digits>');
export const snapshotId = z
  .string()
  .regex(/^ws1_[0-9a-f]{64}$/, 'a snapshot ID: ws1_<64 lowercase hex digits>');
export const runId = z.string().regex(/^run_[0-9a-f]{20}$/, 'a run id: run_<20 hex digits>');
export const validationId = z
  .string()
  .regex(/^val_[0-9a-f]{20}$/, 'a validation id: val_<20 hex digits>');
const time = z.string().describe('RFC 3339 UTC');

/**
 * Exactly one of `repository` and `upload`. Checked by the refinement (so the refusal names
 * the field) and stated as `oneOf` in /openapi.json, which refinements do not reach.
 */
export const runRequest = z
  .object({
    project: z
      .string()
      .regex(PROJECT_NAME, "a project name from the service's projects file")
      .describe(
        "the operator's project: which repository and which run spec (patchproof-projects.json)",
      ),
    upload: typedHash
      .optional()
      .describe(
        "run on an uploaded tree (the digest POST /v1/uploads returned) instead of the project's folder; the project must allow uploads",
      ),
  })
  .strict();

export const uploadResponse = z.object({
  upload: typedHash.describe('sha256 of the tar bytes: give it as `upload` to POST /v1/runs'),
  snapshot: snapshotId.describe(
    'the snapshot of the uploaded work tree (plain folder: every file but .git)',
  ),
  files: z.number().int().describe('files and symlinks in the tree'),
  bytes: z.number().int().describe('bytes of the tar'),
});

/**
 * A relayed patch's upstream authors, for raw-body proposals (JSON bodies: `authors`): each
 * name percent-encoded (encodeURIComponent), joined by commas.
 */
export const AUTHORS_HEADER = 'x-patchproof-authors';

export const proposalRequest = z
  .object({
    patch: z.string().min(1).describe('the patch text in any accepted format (PROTOCOL 3.1)'),
    authors: z
      .array(z.string().min(1).max(200))
      .max(20)
      .optional()
      .describe(
        "the upstream authors of a relayed patch (the PR's opener, its commit authors, whoever triggered the CI job a bot submits for); none of them may approve it. Raw bodies: the X-PatchProof-Authors header, each name percent-encoded, joined by commas",
      ),
  })
  .strict();

export const approvalRequest = z
  .object({
    run: runId,
    snapshot: snapshotId.describe("the snapshot the reviewer approves: the proposal's base"),
    acceptedChanges: z
      .array(z.string().min(1).max(1000))
      .max(500)
      .optional()
      .describe(
        'base tests the reviewer accepts not passing with the patch (a test it changes on purpose), as the RegressionLost failure lists them; part of the approval hash',
      ),
    acceptedFindings: z
      .array(z.string().min(1).max(1100))
      .max(100)
      .optional()
      .describe(
        "the proposal's findings the reviewer accepts, by key (Code@path:line, as the proposal lists them); with every finding accepted a PASS may be proof grade; part of the approval hash",
      ),
  })
  .strict();

export const validationRequest = z.object({ approval: typedHash }).strict();

export const runResponse = z.object({
  id: runId,
  project: z.string(),
  repository: z
    .string()
    .describe(
      "the project's folder (relative to the service root), or upload:sha256:<hex> for an uploaded tree",
    ),
  specPath: z.string().describe('the run spec, relative to the service root'),
  snapshot: snapshotId,
  spec: typedHash.describe("the run spec's typed hash: it covers the trusted tests' digests"),
  base: z
    .object({
      upload: typedHash,
      findings: z.array(
        z.object({ code: z.enum(BASE_FINDING_CODES), path: z.string(), detail: z.string() }),
      ),
      omitted: z.number().int().min(0),
    })
    .nullable()
    .optional()
    .describe(
      "an uploaded base and what the tree gates found in it (files that decide how tests run, modules that shadow the runner's): with any finding, no validation of this run is proof grade. null: the project's own folder",
    ),
  createdBy: z.string(),
  createdAt: time,
});

export const proposalResponse = z.object({
  hash: typedHash,
  run: runId,
  runs: z.array(runId),
  base: snapshotId,
  result: snapshotId,
  diff: typedHash,
  format: z.string(),
  files: z.array(z.object({ path: z.string(), op: z.string() })),
  testFiles: z
    .array(z.object({ path: z.string(), op: z.string() }))
    .optional()
    .describe(
      'the test files among them (by name and folder): their base versions also run against the patch, and a base test that fails there needs acceptedChanges',
    ),
  gates: z.array(z.object({ gate: z.string(), status: z.literal('passed') })),
  findings: z
    .array(
      z.object({
        key: z.string(),
        code: z.enum(['EnvironmentProbe', 'BuildConstraint']),
        path: z.string(),
        line: z.number().int().min(1),
        detail: z.string(),
      }),
    )
    .optional()
    .describe(
      'places where the patch may tell the sandbox from production (a probe of its confinement, a Go build constraint): a PASS is proof grade only when the approval accepts each by its key',
    ),
  normalizedDiff: z.string(),
  proposers: z.array(z.string()),
  authors: z
    .array(z.string())
    .describe(
      'everyone who submitted these bytes to this run and every upstream author declared for them; none may approve',
    ),
  createdAt: time,
});

export const approvalResponse = z.object({
  hash: typedHash,
  proposal: typedHash,
  run: runId,
  snapshot: snapshotId,
  actor: z.string(),
  approvedAt: time,
  acceptedChanges: z.array(z.string()).optional(),
  acceptedFindings: z.array(z.string()).optional(),
  chainedFrom: typedHash
    .optional()
    .describe(
      "a merge queue's approval: the reviewer's approval of the same normalized diff on another base that it carries over",
    ),
});

export const approvalList = z.object({ approvals: z.array(approvalResponse) });

const phaseProgress = z.object({
  name: z.string(),
  state: z.enum(['pending', 'running', 'done']),
  outcome: z.enum(['pass', 'fail', 'skipped']).optional(),
  classification: z.string().nullable().optional(),
  tests: z
    .object({
      executed: z.number(),
      passed: z.number(),
      failed: z.number(),
      errored: z.number(),
      skipped: z.number(),
    })
    .optional(),
  reasons: z.array(z.string()).optional(),
});

export const validationResponse = z.object({
  id: validationId,
  run: runId,
  approval: typedHash,
  proposal: typedHash,
  state: z.enum(VALIDATION_STATES),
  currentPhase: z.string().nullable(),
  phases: z.array(phaseProgress),
  attempt: z.number(),
  cancelRequested: z.boolean(),
  verdict: z.enum(['PASS', 'FAIL']).nullable(),
  proofGrade: z.boolean().nullable(),
  receipt: typedHash
    .nullable()
    .describe('the receipt built by the executor; fetchable once published'),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: time,
  updatedAt: time,
});

export const validationList = z.object({ validations: z.array(validationResponse) });

export const publishResponse = z.object({
  receipt: typedHash,
  verdict: z.enum(['PASS', 'FAIL']),
  url: z.string(),
  publishedBy: z.string(),
  publishedAt: time,
});

export const problemResponse = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  code: z.string().describe('the stable PatchProof error code'),
  message: z.string(),
  path: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

export const healthResponse = z.object({
  status: z.enum(['ok']),
  database: z.enum(['postgres', 'pglite']),
  version: z.string(),
});

export const roleSchema = z.enum(ROLES);

/** A standing order (`patchproof gate --no-wait`, service/orders.ts). */
export const orderRequest = z
  .object({
    proposal: typedHash,
    // The commit to set a status on (and its pull or merge request): the project's forge, as its projects file names it.
    report: z
      .object({
        sha: z.string().regex(/^[0-9a-f]{40}$/, 'a commit SHA-1 (40 hex digits)'),
        request: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const orderResponse = z.object({
  id: z.string().regex(/^ord_[0-9a-f]{20}$/),
  run: runId,
  proposal: typedHash,
  state: z.enum(['waiting', 'queued', 'done', 'failed']),
  validation: validationId.nullable(),
  executor: z.string(),
  publisher: z.string().nullable(),
  report: z.object({ sha: z.string(), request: z.number().nullable() }).nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});

/** A merge queue's request to carry over a reviewer's approval of the same normalized diff (service/chained-approvals.ts). */
export const chainRequest = z.object({ proposal: typedHash }).strict();
