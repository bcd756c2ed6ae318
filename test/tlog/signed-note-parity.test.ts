// openNote (src/core/tlog/signed-note.ts) against golang.org/x/mod/sumdb/note's Open, from an
// adversarial review: each expectation is what Go's Open answered for the same bytes (x/mod
// 0.7.0, Debian's golang-golang-x-mod-dev; Open is unchanged in these paths at golang/mod
// 605edab), except the two cases marked as deliberately stricter.
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import {
  keygen,
  keyHash,
  parseSigningKey,
  parseTrustedKeys,
} from '../../src/core/receipt/signature.js';
import { openNote, signNote } from '../../src/core/tlog/signed-note.js';

const K = keygen('log.example/a', new Uint8Array(32).fill(7));
const key = parseSigningKey(K.skey);
const trusted = parseTrustedKeys(K.vkey);
const ROOT = Buffer.alloc(32, 1).toString('base64');
const TEXT = `log.example/a\n3\n${ROOT}\n`;
const HASH = Buffer.from(keyHash('log.example/a', ed25519.getPublicKey(key.privateKey)));
const sigB64 = (t: string): string =>
  Buffer.concat([HASH, ed25519.sign(Buffer.from(t), key.privateKey)]).toString('base64');
const signRaw = (t: string): string => `${t}\n\u2014 log.example/a ${sigB64(t)}\n`;
const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The same bytes with non-zero trailing bits (68 bytes: one '=' and 2 spare bits). */
const nonCanonical = (b64: string): string =>
  b64.slice(0, -2) + ALPHA[ALPHA.indexOf(b64.at(-2) as string) ^ 1] + '=';
const OTHER = Buffer.concat([
  Buffer.from(keyHash('log.example/b', ed25519.getPublicKey(new Uint8Array(32).fill(8)))),
  Buffer.alloc(64, 2),
]).toString('base64');
const good = signNote(TEXT, key);
const open = (note: string | Buffer): boolean =>
  openNote(new Uint8Array(typeof note === 'string' ? Buffer.from(note) : note), trusted).ok;

describe('review: openNote accepts what sumdb/note refuses', () => {
  it('a valid note with a UTF-8 BOM prepended (TextDecoder strips it; Go verifies the BOM as part of the text)', () => {
    expect(open(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good)]))).toBe(false);
  });
  it('an unknown key named with U+0085 (a Unicode space to Go, not to JS \\s): malformed', () => {
    expect(open(`${good}\u2014 log.example/\u0085b ${OTHER}\n`)).toBe(false);
  });
});

describe('review: openNote refuses what sumdb/note accepts', () => {
  it('a note whose signed text starts with a BOM', () => {
    expect(open(signRaw(`\ufeff${TEXT}`))).toBe(true);
  });
  it('a second, invalid signature by the same trusted key (Go drops repeats unverified)', () => {
    expect(
      open(
        `${good}\u2014 log.example/a ${Buffer.concat([HASH, Buffer.alloc(64, 0x41)]).toString('base64')}\n`,
      ),
    ).toBe(true);
  });
  // Deliberately stricter than Go: one encoding of each signature (as receipt envelopes have).
  it('refuses non-canonical base64 (non-zero trailing bits), which Go accepts', () => {
    expect(open(`${TEXT}\n\u2014 log.example/a ${nonCanonical(sigB64(TEXT))}\n`)).toBe(false);
    expect(open(`${good}\u2014 log.example/b ${nonCanonical(OTHER)}\n`)).toBe(false);
  });
  it('DEL or a C1 control in the text (Go refuses only C0 controls)', () => {
    expect(open(signRaw(`${TEXT}x\u007fy\n`))).toBe(true);
    expect(open(signRaw(`${TEXT}x\u0085y\n`))).toBe(true);
  });
  // Deliberately stricter than Go: an invisible character in a key name is never a name.
  it('refuses an unknown key named with U+FEFF, which Go accepts', () => {
    expect(open(`${good}\u2014 log.example/\ufeffb ${OTHER}\n`)).toBe(false);
  });
});
