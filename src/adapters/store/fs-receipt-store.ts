/** The filesystem ReceiptStore: `<dir>/sha256/<hex>.json`, written and read as PROTOCOL 6 says. */
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { ReceiptStore } from '../../core/receipt/receipt-store.js';
import { readReceipt } from './read-receipt.js';
import { writeReceipt } from './write-receipt.js';
import { receiptAddress } from '../../core/receipt/address.js';

export function fsReceiptStore(dir: string): ReceiptStore {
  return {
    async publish(digest, bytes) {
      // The address is computed here too: a caller cannot file bytes under another name.
      const actual = receiptAddress(bytes);
      if (actual !== digest) throw new PatchProofError('ReceiptConflict', `the bytes hash to ${actual}, not ${digest}; a receipt is only stored under its own address`);
      return writeReceipt(dir, digest, bytes);
    },
    get: (digest: TypedHash) => readReceipt(dir, digest),
  };
}
