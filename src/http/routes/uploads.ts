/** Uploaded repositories: a tar of a work tree, stored so a run can be registered from it. */
import type { Hono } from 'hono';
import { ServiceError } from '../../core/errors.js';
import { assertMayUpload, receiveUpload } from '../../service/uploads.js';
import { type AppDeps, type AppEnv, requestOf } from '../app-env.js';
import { readBody } from '../body.js';
import { AUTH_PROBLEMS, honoPath, type RouteSpec } from '../route-spec.js';
import { uploadResponse } from '../../api/schemas.js';

/** The default largest tar: 256 MiB (a deployment may set another, AppDeps.uploadLimit). */
export const UPLOAD_LIMIT = 256 * 1024 * 1024;
const TAR_TYPE = 'application/x-tar';

export const UPLOAD_ROUTES = {
  upload: {
    method: 'post',
    path: '/v1/uploads',
    summary:
      'Upload a repository for one project: an uncompressed tar of its work tree, checked and stored by its sha256',
    auth: ['proposer', 'approver'],
    bodyLimit: UPLOAD_LIMIT,
    query: {
      project: {
        description:
          'the project the tree is sent for: only its runs may use it (the token must reach it)',
        required: true,
      },
    },
    body: [
      {
        contentType: TAR_TYPE,
        description:
          'an uncompressed tar of the work tree: regular files, folders and symlinks only, no .git, no links or devices',
      },
    ],
    responses: {
      201: {
        description: 'stored for this project: the upload, to name as `upload` in POST /v1/runs',
        schema: uploadResponse,
      },
      200: {
        description: 'already sent for this project: the same upload',
        schema: uploadResponse,
      },
      400: { description: 'InvalidRequest: not sent as application/x-tar, or no project' },
      404: { description: "ProjectNotFound (or out of the token's reach)" },
      413: { description: 'PayloadTooLarge' },
      422: {
        description:
          'InvalidUpload: compressed, truncated or corrupt, an unsafe path, a link or device, a duplicate, .git, or over the snapshot limits',
      },
      ...AUTH_PROBLEMS,
    },
  },
} as const satisfies Record<string, RouteSpec>;

export function mountUploadRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  const r = UPLOAD_ROUTES;
  app.post(honoPath(r.upload.path), async (c) => {
    const request = await requestOf(c, deps);
    const project = c.req.query('project');
    if (!project)
      throw new ServiceError(
        'InvalidRequest',
        'say which project the tree is for: POST /v1/uploads?project=<name>',
        { details: { field: 'project' } },
      );
    // Before the body: a token that may not upload here does not get to send 256 MiB first.
    assertMayUpload(context, request, project);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type !== TAR_TYPE)
      throw new ServiceError(
        'InvalidRequest',
        `send the repository as an uncompressed tar with "Content-Type: ${TAR_TYPE}"; got "${type || 'no content type'}"`,
      );
    const tar = await readBody(c, deps.uploadLimit ?? r.upload.bodyLimit);
    const { created, record } = await receiveUpload(context, request, project, tar);
    return c.json(
      { upload: record.digest, snapshot: record.snapshot, files: record.files, bytes: record.size },
      created ? 201 : 200,
    );
  });
}
