/**
 * Refreshes test/conformance from ../shared/conformance (or the folder given) byte for byte and
 * rewrites its MANIFEST.sha256. Run: npm run conformance:vendor [-- <folder>]
 */
import { conformanceDir, vendorConformance } from '../test/support/conformance.js';

const count = vendorConformance(process.argv[2]);
console.log(`${count} data files copied into ${conformanceDir}; review with git diff, then commit`);
