/**
 * The ServiceStore contract against a real PostgreSQL (PATCHPROOF_TEST_DATABASE_URL; see
 * test/support/databases.ts for when it skips and when it fails instead). Every part of the
 * contract is registered here, as in pglite.test.ts.
 */
import { approvalContract } from './approval-contract.js';
import { availabilityContract } from './availability-contract.js';
import { eventContract } from './event-contract.js';
import { proposalContract } from './proposal-contract.js';
import { queueClaimContract } from './queue-claim-contract.js';
import { queueFinishContract } from './queue-finish-contract.js';
import { tokenContract } from './token-contract.js';
import { uploadContract } from './upload-contract.js';

tokenContract('postgres');
proposalContract('postgres');
approvalContract('postgres');
eventContract('postgres');
queueClaimContract('postgres');
queueFinishContract('postgres');
uploadContract('postgres');
availabilityContract('postgres');
