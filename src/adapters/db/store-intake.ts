/**
 * Tokens, runs, proposals and approvals: what exists before anything executes. Uniqueness
 * (one approval per run and proposal) is left to the database's constraints so that
 * racing requests on several processes still get exactly one winner.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { ServiceError } from '../../core/errors.js';
import type { ServiceStore } from '../../core/service/service-store.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { ServiceDatabase } from './connect.js';
import { approvalRecord, proposalRecord, proposalSummary, runRecord, tokenRecord } from './rows.js';
import {
  approvals,
  proposalAuthors,
  proposalSubmitters,
  proposals,
  runs,
  tokens,
} from './schema.js';
import { attempt, inTransaction, insertEvent, required } from './store-support.js';

type IntakeMethods = Pick<
  ServiceStore,
  | 'createToken'
  | 'findToken'
  | 'listTokens'
  | 'revokeToken'
  | 'scopeToken'
  | 'createRun'
  | 'getRun'
  | 'saveProposal'
  | 'getProposal'
  | 'findProposal'
  | 'recentProposals'
  | 'proposersOf'
  | 'authorsOf'
  | 'runAuthorsOf'
  | 'createApproval'
  | 'getApproval'
  | 'approvalsOf'
  | 'approvalsOfDiff'
>;

export function intakeMethods(database: ServiceDatabase): IntakeMethods {
  return {
    async createToken(token) {
      const [row] = await attempt(database, (db) =>
        db
          .insert(tokens)
          .values({
            id: token.id,
            hash: token.hash,
            role: token.role,
            actor: token.actor,
            projects: token.projects === null ? null : [...token.projects],
          })
          .returning(),
      );
      return tokenRecord(required(row));
    },

    async findToken(hash) {
      const [row] = await attempt(database, (db) =>
        db
          .select()
          .from(tokens)
          .where(and(eq(tokens.hash, hash), isNull(tokens.revokedAt)))
          .limit(1),
      );
      return row === undefined ? null : tokenRecord(row);
    },

    async listTokens() {
      const rows = await attempt(database, (db) =>
        db.select().from(tokens).orderBy(desc(tokens.createdAt), desc(tokens.id)),
      );
      return rows.map((row) => tokenRecord(row));
    },

    revokeToken: (id, event) =>
      inTransaction(database, async (tx) => {
        // coalesce keeps the first revocation time: when a token stopped working is evidence.
        const [row] = await tx
          .update(tokens)
          .set({ revokedAt: sql`coalesce(${tokens.revokedAt}, now())` })
          .where(eq(tokens.id, id))
          .returning();
        if (row === undefined) return null;
        await insertEvent(tx, event);
        return tokenRecord(row);
      }),

    scopeToken: (id, projects, event) =>
      inTransaction(database, async (tx) => {
        const [row] = await tx
          .update(tokens)
          .set({ projects: projects === null ? null : [...projects] })
          .where(eq(tokens.id, id))
          .returning();
        if (row === undefined) return null;
        await insertEvent(tx, event);
        return tokenRecord(row);
      }),

    createRun: (run, event) =>
      inTransaction(database, async (tx) => {
        const [row] = await tx
          .insert(runs)
          .values({
            id: run.id,
            project: run.project,
            repository: run.repository,
            specPath: run.specPath,
            specHash: run.specHash,
            snapshot: run.snapshot,
            base: run.base,
            createdBy: run.createdBy,
          })
          .returning();
        await insertEvent(tx, event);
        return runRecord(required(row));
      }),

    async getRun(id) {
      const [row] = await attempt(database, (db) => db.select().from(runs).where(eq(runs.id, id)));
      return row === undefined ? null : runRecord(row);
    },

    saveProposal: (proposal, event) =>
      inTransaction(database, async (tx) => {
        // ON CONFLICT DO NOTHING rather than read-then-insert: two racing first submissions
        // both succeed, and exactly one of them reports `created`.
        const inserted = await tx
          .insert(proposals)
          .values({
            runId: proposal.runId,
            hash: proposal.hash,
            base: proposal.base,
            result: proposal.result,
            diff: proposal.diff,
            format: proposal.format,
            normalizedDiff: proposal.normalizedDiff,
            files: proposal.files.map((f) => ({ path: f.path, op: f.op })),
            gates: [...proposal.gates],
            findings: proposal.findings.map((f) => ({ ...f })),
            patch: proposal.patch,
            proposer: proposal.proposer,
          })
          .onConflictDoNothing()
          .returning();
        const row =
          inserted[0] ??
          (
            await tx
              .select()
              .from(proposals)
              .where(and(eq(proposals.runId, proposal.runId), eq(proposals.hash, proposal.hash)))
          )[0];
        await tx
          .insert(proposalSubmitters)
          .values({ runId: proposal.runId, hash: proposal.hash, actor: proposal.proposer })
          .onConflictDoNothing();
        const declared = proposal.declaredAuthors ?? [];
        if (declared.length > 0) {
          await tx
            .insert(proposalAuthors)
            .values(
              declared.map((author) => ({
                runId: proposal.runId,
                hash: proposal.hash,
                author,
                declaredBy: proposal.proposer,
              })),
            )
            .onConflictDoNothing();
        }
        await insertEvent(tx, event);
        return { created: inserted.length > 0, record: proposalRecord(required(row)) };
      }),

    async getProposal(runId, hash) {
      const [row] = await attempt(database, (db) =>
        db
          .select()
          .from(proposals)
          .where(and(eq(proposals.runId, runId), eq(proposals.hash, hash))),
      );
      return row === undefined ? null : proposalRecord(row);
    },

    findProposal: (hash, limit = 100, projects = null) =>
      summaries(database, hash, limit, projects),
    recentProposals: (projects, limit = 50) => summaries(database, null, limit, projects),

    async proposersOf(runId, hash) {
      const rows = await attempt(database, (db) =>
        db
          .select({ actor: proposalSubmitters.actor })
          .from(proposalSubmitters)
          .where(and(eq(proposalSubmitters.runId, runId), eq(proposalSubmitters.hash, hash)))
          .orderBy(asc(proposalSubmitters.at), asc(proposalSubmitters.actor)),
      );
      return rows.map((r) => r.actor);
    },

    async authorsOf(runId, hash) {
      const rows = await attempt(database, (db) => {
        const diff = db
          .select({ diff: proposals.diff })
          .from(proposals)
          .where(and(eq(proposals.runId, runId), eq(proposals.hash, hash)));
        const project = db.select({ project: runs.project }).from(runs).where(eq(runs.id, runId));
        const submitters = db
          .select({ actor: proposalSubmitters.actor })
          .from(proposalSubmitters)
          .innerJoin(
            proposals,
            and(
              eq(proposals.runId, proposalSubmitters.runId),
              eq(proposals.hash, proposalSubmitters.hash),
            ),
          )
          .where(inArray(proposals.diff, diff));
        const declared = db
          .select({ actor: proposalAuthors.author })
          .from(proposalAuthors)
          .innerJoin(
            proposals,
            and(
              eq(proposals.runId, proposalAuthors.runId),
              eq(proposals.hash, proposalAuthors.hash),
            ),
          )
          .innerJoin(runs, eq(runs.id, proposalAuthors.runId))
          .where(and(inArray(proposals.diff, diff), inArray(runs.project, project)));
        return submitters.union(declared);
      });
      return rows.map((r) => r.actor).sort();
    },

    async runAuthorsOf(runId, hash) {
      const rows = await attempt(database, (db) =>
        db
          .select({ actor: proposalSubmitters.actor })
          .from(proposalSubmitters)
          .where(and(eq(proposalSubmitters.runId, runId), eq(proposalSubmitters.hash, hash)))
          .union(
            db
              .select({ actor: proposalAuthors.author })
              .from(proposalAuthors)
              .where(and(eq(proposalAuthors.runId, runId), eq(proposalAuthors.hash, hash))),
          ),
      );
      return rows.map((r) => r.actor).sort();
    },

    async createApproval(approval, event) {
      try {
        return await inTransaction(database, async (tx) => {
          const [row] = await tx
            .insert(approvals)
            .values({
              hash: approval.hash,
              runId: approval.runId,
              proposalHash: approval.proposal,
              snapshot: approval.snapshot,
              actor: approval.actor,
              approvedAt: approval.approvedAt,
              acceptedChanges: approval.acceptedChanges?.length
                ? [...approval.acceptedChanges]
                : null,
              acceptedFindings: approval.acceptedFindings?.length
                ? [...approval.acceptedFindings]
                : null,
              chainedFrom: approval.chainedFrom ?? null,
            })
            .returning();
          await insertEvent(tx, event);
          return approvalRecord(required(row));
        });
      } catch (error) {
        if (!(error instanceof ServiceError && error.code === 'ApprovalExists')) throw error;
        // The failed transaction is gone; a fresh read names the approval that won.
        const [existing] = await attempt(database, (db) =>
          db
            .select({ hash: approvals.hash })
            .from(approvals)
            .where(
              and(
                eq(approvals.runId, approval.runId),
                eq(approvals.proposalHash, approval.proposal),
              ),
            ),
        );
        throw new ServiceError('ApprovalExists', error.message, {
          details: { approval: existing?.hash ?? approval.hash },
          cause: error.cause,
        });
      }
    },

    async getApproval(hash) {
      const [row] = await attempt(database, (db) =>
        db.select().from(approvals).where(eq(approvals.hash, hash)),
      );
      return row === undefined ? null : approvalRecord(row);
    },

    async approvalsOfDiff(diff, project) {
      const rows = await attempt(database, (db) =>
        db
          .select(getTableColumns(approvals))
          .from(approvals)
          .innerJoin(
            proposals,
            and(eq(proposals.runId, approvals.runId), eq(proposals.hash, approvals.proposalHash)),
          )
          .innerJoin(runs, eq(runs.id, approvals.runId))
          .where(and(eq(proposals.diff, diff), eq(runs.project, project)))
          .orderBy(desc(approvals.createdAt), desc(approvals.hash))
          .limit(50),
      );
      return rows.map((row) => approvalRecord(row));
    },

    async approvalsOf(runId, proposal) {
      const rows = await attempt(database, (db) =>
        db
          .select()
          .from(approvals)
          .where(and(eq(approvals.runId, runId), eq(approvals.proposalHash, proposal)))
          .orderBy(asc(approvals.approvedAt), asc(approvals.hash)),
      );
      return rows.map((row) => approvalRecord(row));
    },
  };
}

/** Submissions without the patch bytes (up to 16 MiB a row), newest first: of `hash` (null: any), in `projects` (null: all). */
async function summaries(
  database: ServiceDatabase,
  hash: TypedHash | null,
  limit: number,
  projects: readonly string[] | null,
) {
  if (projects !== null && projects.length === 0) return [];
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(proposals)).filter(([name]) => name !== 'patch'),
  ) as Omit<ReturnType<typeof getTableColumns<typeof proposals>>, 'patch'>;
  const rows = await attempt(database, (db) =>
    db
      .select(columns)
      .from(proposals)
      .where(
        and(
          hash === null ? undefined : eq(proposals.hash, hash),
          projects === null
            ? undefined
            : inArray(
                proposals.runId,
                db
                  .select({ id: runs.id })
                  .from(runs)
                  .where(inArray(runs.project, [...projects])),
              ),
        ),
      )
      .orderBy(desc(proposals.createdAt), desc(proposals.runId))
      .limit(Math.max(1, Math.min(limit, 1000))),
  );
  return rows.map((row) => proposalSummary(row));
}
