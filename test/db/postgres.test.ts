/**
 * The ServiceStore contract against a real PostgreSQL (PATCHPROOF_TEST_DATABASE_URL; see
 * test/support/databases.ts for when it skips and when it fails instead).
 */
import { storeContract } from './store-contract.js';

storeContract('postgres');
