/**
 * The receipt schema (`patchproof.receipt.v1`, PROTOCOL 6), strict: an unknown field, a
 * wrong type or a missing member makes a receipt invalid, so nothing an auditor relies on
 * can be absent or smuggled in beside it.
 */
import { z } from 'zod';
import { CLASSIFICATIONS } from '../runner/classify.js';
import { PHASES } from '../execution/phase-result.js';
import { BASE_FINDING_CODES } from '../intake/base-gates.js';

const sha256 = z.string().regex(/^sha256:[0-9a-f]{64}$/);
const ws1 = z.string().regex(/^ws1_[0-9a-f]{64}$/);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const text = z.string().max(100_000);

const output = z.object({ sha256: hex64, bytes: count }).strict();
const tests = z
  .object({ executed: count, passed: count, failed: count, errored: count, skipped: count })
  .strict();

const phase = z
  .object({
    name: z.enum(PHASES),
    outcome: z.enum(['pass', 'fail', 'skipped']),
    classification: z.enum(CLASSIFICATIONS).nullable(),
    reasons: z.array(z.object({ code: z.string().min(1).max(64), detail: text }).strict()),
    exitCode: z.number().int().nullable(),
    tests,
    targets: z.array(z.object({ id: text, status: z.string().max(16) }).strict()),
    durationMs: count,
    stdout: output,
    stderr: output,
    truncated: z.boolean(),
    lostTests: z.array(text).optional(),
    rechecked: z.array(text).optional(),
    seal: z
      .object({
        planted: count,
        twins: count,
        plantsAsPlanted: z.boolean(),
        bits: z.number().min(0).max(100_000),
        // Comparisons whose expected values stayed outside the runner and were judged there (v1.7).
        judged: count.optional(),
        judgedUnseen: count.optional(),
        seedDigest: sha256,
      })
      .strict()
      .optional(),
    // Hidden only, when the spec has probes: compared outside the runner (PROTOCOL 5.1).
    probes: z.object({ cases: count, passed: count }).strict().optional(),
    // `probes`: the hidden phase's probes; `proposal`: baseline and patched ran the proposer's own tests (gate mode proposal);
    // `memory`: the baseline's run was killed for memory, which there is the bug showing (evaluate-phase.ts).
    evidence: z.enum(['probes', 'proposal', 'memory']).optional(),
    // Regression only (v1.2): the test files the patch touched and the changes the reviewer accepted (PROTOCOL 5.1).
    testIntegrity: z
      .object({
        files: z.array(
          z.object({ path: text, op: z.enum(['changed', 'deleted', 'added']) }).strict(),
        ),
        guarded: z.boolean(),
        accepted: z.array(text),
        // Base tests the run spec expects the fix to update (regression.updatedTests), excused in the guard run.
        updated: z.array(text).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const fingerprintValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

export const receiptSchema = z
  .object({
    version: z.literal(1),
    run: z.string().min(1).max(256),
    // resultGitTree (v1.5): the result's `git write-tree` SHA-1, so a commit's tree can be matched (in-toto subjects).
    proposal: z
      .object({
        hash: sha256,
        base: ws1,
        result: ws1,
        diff: sha256,
        resultGitTree: z
          .string()
          .regex(/^[0-9a-f]{40}$/)
          .optional(),
      })
      .strict(),
    approval: z
      .object({
        hash: sha256,
        actor: z.string().min(1).max(1024),
        approvedAt: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        acceptedChanges: z.array(text).min(1).optional(),
        // Environment findings the reviewer accepted (v1.7), `Code@path:line`.
        acceptedFindings: z.array(text).min(1).optional(),
        chainedFrom: sha256.optional(),
      })
      .strict(),
    runSpec: z
      .object({
        hash: sha256,
        // The gate mode (v1.4; absent before it: spec). Only mode spec has reproductionTests.
        reproduction: z.enum(['spec', 'proposal', 'none']).optional(),
        reproductionTests: ws1.optional(),
        hiddenTests: ws1,
        probes: ws1.optional(),
        environment: z.array(z.object({ path: z.string().min(1), digest: ws1 }).strict()),
        variables: z
          .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/), z.string().max(4096))
          .optional(),
        image: z
          .object({ dockerfile: sha256, context: ws1, network: z.boolean() })
          .strict()
          .optional(),
        setup: z
          .object({
            command: z.array(z.string().max(4096)).min(1).max(256),
            network: z.boolean(),
            output: ws1,
          })
          .strict()
          .optional(),
        protectedPaths: z
          .object({ protected: z.array(z.string()), allowed: z.array(z.string()) })
          .strict(),
        moduleList: z
          .object({
            source: z.string().min(1).max(1024),
            digest: sha256,
            python: z.string().max(64).nullable(),
            imageId: sha256.optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
    runner: z
      .object({
        kind: z.enum(['fake', 'local', 'docker']),
        isolated: z.boolean(),
        fingerprint: z.record(z.string(), fingerprintValue),
      })
      .strict(),
    phases: z.array(phase).length(4),
    regressionBase: z
      .object({ exitCode: z.number().int().nullable(), passed: count, usable: z.boolean() })
      .strict(),
    repository: z.object({ before: ws1, after: z.string().min(1).max(4096) }).strict(),
    problems: z.array(text),
    requirements: z
      .array(
        z
          .object({
            id: text,
            text: text.optional(),
            tests: z.array(
              z
                .object({
                  id: text,
                  status: z.enum(['passed', 'failed', 'errored', 'skipped', 'missing']),
                })
                .strict(),
            ),
            result: z.enum(['PASS', 'FAIL']),
          })
          .strict(),
      )
      .optional(),
    verdict: z.enum(['PASS', 'FAIL']),
    proofGrade: z.boolean(),
    // Absent from receipts made before sealed evidence (v1.1); null for an unsealed run.
    seal: z
      .object({
        seed: hex64,
        seedDigest: sha256,
        bits: z.number().min(0).max(100_000),
        target: count,
      })
      .strict()
      .nullable()
      .optional(),
    // Environment findings of the patch (v1.6): where it may tell the sandbox from production.
    findings: z
      .array(
        z
          .object({
            code: z.enum(['EnvironmentProbe', 'BuildConstraint']),
            path: text,
            line: count,
            detail: text,
          })
          .strict(),
      )
      .min(1)
      .max(20)
      .optional(),
    // An uploaded base (v1.3): its address and what the tree gates found in it; absent for a project's folder.
    base: z
      .object({
        upload: sha256,
        findings: z
          .array(z.object({ code: z.enum(BASE_FINDING_CODES), path: text, detail: text }).strict())
          .max(100),
        omitted: count,
      })
      .strict()
      .optional(),
    tool: z.object({ name: z.literal('patchproof'), version: z.string().min(1).max(64) }).strict(),
    report: z.object({ en: text, zh: text }).strict(),
  })
  .strict();

export type Receipt = z.infer<typeof receiptSchema>;
