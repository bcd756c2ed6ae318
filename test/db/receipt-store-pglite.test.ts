/** The ReceiptStore contract against the service's database on embedded PGlite (in memory): always runs. */
import { databaseReceiptStoreContract } from './receipt-store-harness.js';

databaseReceiptStoreContract('pglite');
