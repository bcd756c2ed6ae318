/** Uploaded repositories: a tar of a work tree, stored so a run can be registered from it. */
import type { Hono } from 'hono';
import { ServiceError } from '../../core/errors.js';
import { assertMayAct } from '../../core/service/roles.js';
import { receiveUpload } from '../../service/uploads.js';
import { type AppDeps, type AppEnv, requestOf } from '../app-env.js';
import { readBody } from '../body.js';
import { AUTH_PROBLEMS, honoPath, type RouteSpec } from '../route-spec.js';
import { uploadResponse } from '../schemas.js';

/** The default largest tar: 256 MiB (a deployment may set another, AppDeps.uploadLimit). */
export const UPLOAD_LIMIT = 256 * 1024 * 1024;
const TAR_TYPE = 'application/x-tar';

export const UPLOAD_ROUTES = {
  upload: {
    method: 'post', path: '/v1/uploads', summary: 'Upload a repository: an uncompressed tar of its work tree, checked and stored by its sha256', auth: ['proposer', 'approver'], bodyLimit: UPLOAD_LIMIT,
    body: [{ contentType: TAR_TYPE, description: 'an uncompressed tar of the work tree: regular files, folders and symlinks only, no .git, no links or devices' }],
    responses: {
      201: { description: 'stored: the upload, to name as `upload` in POST /v1/runs', schema: uploadResponse }, 200: { description: 'already stored: the same upload', schema: uploadResponse },
      400: { description: 'InvalidRequest: not sent as application/x-tar' }, 413: { description: 'PayloadTooLarge' },
      422: { description: 'InvalidUpload: compressed, truncated or corrupt, an unsafe path, a link or device, a duplicate, .git, or over the snapshot limits' }, ...AUTH_PROBLEMS,
    },
  },
} as const satisfies Record<string, RouteSpec>;

export function mountUploadRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  const r = UPLOAD_ROUTES;
  app.post(honoPath(r.upload.path), async (c) => {
    const request = await requestOf(c, deps);
    // Before the body: a token that may not upload does not get to send 256 MiB first.
    assertMayAct(request.principal, 'upload');
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type !== TAR_TYPE) throw new ServiceError('InvalidRequest', `send the repository as an uncompressed tar with "Content-Type: ${TAR_TYPE}"; got "${type || 'no content type'}"`);
    const tar = await readBody(c, deps.uploadLimit ?? r.upload.bodyLimit);
    const { created, record } = await receiveUpload(context, request, tar);
    return c.json({ upload: record.digest, snapshot: record.snapshot, files: record.files, bytes: record.size }, created ? 201 : 200);
  });
}
