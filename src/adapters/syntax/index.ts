/** Tree-sitter (WASM) parsing: the syntax gate and the test-file parser. */
export { loadTestFileParser } from './test-file-parser.js';
export { loadTreeSitterChecker } from './tree-sitter.js';
