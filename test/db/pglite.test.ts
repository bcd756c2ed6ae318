/** The ServiceStore contract against embedded PGlite (in memory): always runs. */
import { storeContract } from './store-contract.js';

storeContract('pglite');
