const { destr, safeDestr } = require("../dist/index.cjs");

// Allow mixed default and named exports
destr.destr = destr;
destr.safeDestr = safeDestr;

module.exports = destr;
