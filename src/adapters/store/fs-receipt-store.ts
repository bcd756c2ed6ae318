/** The filesystem ReceiptStore: `<dir>/sha256/<hex>.json`, written and read as PROTOCOL 6 says. */
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { assertOwnAddress } from '../../core/store/address.js';
import type { ReceiptStore } from '../../core/store/receipt-store.js';
import { readReceipt } from './read-receipt.js';
import { writeReceipt } from './write-receipt.js';

export function fsReceiptStore(dir: string): ReceiptStore {
  return {
    async publish(digest, bytes) {
      // The address is computed here too: a caller cannot file bytes under another name.
      assertOwnAddress(digest, bytes);
      // Only the call whose link() made the name is told it published; a twin finds it there.
      let created = false;
      const location = await writeReceipt(dir, digest, bytes, (step) => {
        if (step === 'linked') created = true;
      });
      return { location, created };
    },
    get: (digest: TypedHash) => readReceipt(dir, digest),
  };
}
