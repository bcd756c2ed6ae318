/** Uploaded bases: tar extraction into verified copies. */
export { extractToScratch, keepScratch, uploadCopy } from './upload-copies.js';
