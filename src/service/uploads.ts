/**
 * Uploaded repositories (PROTOCOL 8 `POST /v1/runs`, "or an uploaded tar"). The tar is
 * checked by extracting it safely and measuring its snapshot, then stored whole in the
 * database under the digest of its bytes: several service processes on several machines
 * share one database, and the worker that executes a run may be on another machine than
 * the one that received the tar. Each process extracts its own copy when it needs one.
 */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { extractToScratch, keepScratch, uploadCopy } from '../adapters/upload/index.js';
import { ServiceError } from '../core/errors.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import type { UploadInfo } from '../core/service/records.js';
import { projectNamed } from '../core/service/projects.js';
import { assertMayAct } from '../core/service/roles.js';
import { projectsVisibleTo } from '../core/service/scope.js';
import { requestEvent, type RequestContext, type ServiceContext } from './context.js';

/**
 * Refused before the body is read: a token that may not upload, or a project it does not reach
 * (ProjectNotFound, as if none existed) or that takes no uploads (RepositoryNotAllowed).
 */
export function assertMayUpload(
  context: ServiceContext,
  request: RequestContext,
  project: string,
): void {
  assertMayAct(request.principal, 'upload');
  if (!projectNamed(projectsVisibleTo(context.projects, request.principal), project).uploads) {
    throw new ServiceError(
      'RepositoryNotAllowed',
      `project "${project}" does not take uploaded trees; register runs on its folder, or ask the operator to set "uploads": true`,
      { details: { field: 'project' } },
    );
  }
}

/**
 * Checks and stores a repository tar sent for `project`. `created` is false when the same
 * bytes were sent for this project before (by anyone reaching it): nothing new is stored.
 * InvalidUpload for a tar that is not a plain work tree (see core/upload/tar-policy.ts).
 */
export async function receiveUpload(
  context: ServiceContext,
  request: RequestContext,
  project: string,
  tar: Uint8Array,
): Promise<{ readonly created: boolean; readonly record: UploadInfo }> {
  assertMayUpload(context, request, project);
  const digest: TypedHash = `sha256:${createHash('sha256').update(tar).digest('hex')}`;
  const scratch = await extractToScratch(context.workDir, tar);
  try {
    const saved = await context.store.saveUpload(
      {
        digest,
        bytes: tar,
        snapshot: scratch.snapshot,
        size: tar.byteLength,
        files: scratch.files,
        createdBy: request.principal.actor,
      },
      project,
      requestEvent(request, 'upload', {
        detail: {
          project,
          upload: digest,
          snapshot: scratch.snapshot,
          files: scratch.files,
          bytes: tar.byteLength,
        },
      }),
    );
    // The checked extraction is this process's copy: a run registered next needs no second one.
    if (saved.record.snapshot === scratch.snapshot)
      await keepScratch(context.workDir, digest, scratch);
    return saved;
  } finally {
    await rm(scratch.dir, { recursive: true, force: true });
  }
}

/** The folder of this process's copy of an upload; UploadNotFound when no such upload is stored. */
export function uploadFolder(context: ServiceContext, digest: TypedHash): Promise<string> {
  return uploadCopy(context.workDir, digest, async () => {
    const upload = await context.store.getUpload(digest);
    if (upload === null)
      throw new ServiceError(
        'UploadNotFound',
        `no upload ${digest}; send the repository tar to POST /v1/uploads first`,
        { details: { upload: digest } },
      );
    return upload;
  });
}
