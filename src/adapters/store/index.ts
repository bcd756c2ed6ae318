/** The filesystem stores: receipts (content-addressed, no-clobber), their signatures, proposals and diffs. */
export { publishDiff, readDiff } from './diff-store.js';
export { fsReceiptStore } from './fs-receipt-store.js';
export { isRecorded, receiptsFor, recordProposal } from './proposal-store.js';
export { readReceipt } from './read-receipt.js';
export { readSignature, readSignatureFile, writeSignature } from './signature-store.js';
export { assertStoreHasRoom } from './store-room.js';
