/** Forges (GitHub, GitLab): their REST calls, and the commit status the gate and the service set. */
export { type Forge, findOwnComment, forgeCall } from './forge-http.js';
export {
  type CommitStatus,
  type ForgeRepository,
  gitHubForge,
  gitLabForge,
  postCommitStatus,
  type StatusState,
} from './commit-status.js';
