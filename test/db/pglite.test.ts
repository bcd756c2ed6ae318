/**
 * The ServiceStore contract against embedded PGlite (in memory): always runs. Every part of
 * the contract is registered here, as in postgres.test.ts.
 */
import { approvalContract } from './approval-contract.js';
import { availabilityContract } from './availability-contract.js';
import { eventContract } from './event-contract.js';
import { proposalContract } from './proposal-contract.js';
import { queueClaimContract } from './queue-claim-contract.js';
import { queueFinishContract } from './queue-finish-contract.js';
import { tokenContract } from './token-contract.js';
import { uploadContract } from './upload-contract.js';

tokenContract('pglite');
proposalContract('pglite');
approvalContract('pglite');
eventContract('pglite');
queueClaimContract('pglite');
queueFinishContract('pglite');
uploadContract('pglite');
availabilityContract('pglite');
