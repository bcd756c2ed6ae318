/**
 * The ReceiptStore contract against the service's database on a real PostgreSQL, as
 * postgres.test.ts gets one (test/support/databases.ts: the run's container, or the host
 * cluster's PATCHPROOF_TEST_DATABASE_URL; skipped saying why when there is neither, failing
 * instead when PATCHPROOF_REQUIRE_POSTGRES=1).
 */
import { databaseReceiptStoreContract } from './receipt-store-harness.js';

databaseReceiptStoreContract('postgres');
