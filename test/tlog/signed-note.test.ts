// C2SP signed notes and checkpoints (src/core/tlog/signed-note.ts, checkpoint.ts), checked
// against golang.org/x/mod/sumdb/note's own test note (note_test.go at golang/mod commit
// fe2ec04f7c3c3aa6fad97631aafcff6e49e2d1db, BSD-3-Clause): the same key signs the same text
// into the same bytes, and the malformed notes it refuses are refused here.
import { describe, expect, it } from 'vitest';
import { keygen, parseSigningKey, parseTrustedKeys } from '../../src/core/receipt/signature.js';
import { checkpointText, parseCheckpoint } from '../../src/core/tlog/checkpoint.js';
import { EMPTY_ROOT } from '../../src/core/tlog/merkle.js';
import { openNote, signNote } from '../../src/core/tlog/signed-note.js';

const SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const ENOCH = 'EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop';
const TEXT =
  "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_SIG =
  '\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
const ENOCH_SIG =
  '\u2014 EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n';
const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('signed notes, as sumdb/note writes and reads them', () => {
  it("signs sumdb/note's text into its exact bytes", () => {
    expect(signNote(TEXT, parseSigningKey(SKEY))).toBe(`${TEXT}\n${PETER_SIG}`);
  });

  it('opens a note with a trusted signature and one by a key it does not know', () => {
    expect(openNote(enc(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`), parseTrustedKeys(VKEY))).toEqual({
      ok: true,
      text: TEXT,
      verifiedBy: ['PeterNeumann+c74f20a3'],
    });
    expect(
      openNote(enc(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`), parseTrustedKeys(`${VKEY}\n${ENOCH}`)),
    ).toMatchObject({ ok: true, verifiedBy: ['PeterNeumann+c74f20a3', 'EnochRoot+af0cfe78'] });
  });

  it.each([
    ['text alone', TEXT],
    ['no signature line', `${TEXT}\n`],
    ['a signature line without its newline', `${TEXT}\n${PETER_SIG.slice(0, -1)}`],
    ['a control character', `\u0001${TEXT}\n${PETER_SIG}`],
    [
      'a name with a space',
      `${TEXT}\n\u2014 Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=`,
    ],
    ['a line after the signatures', `${TEXT}\n${PETER_SIG}Unexpected line.\n`],
  ])('refuses a malformed note: %s', (_what, note) => {
    expect(openNote(enc(note), parseTrustedKeys(VKEY))).toMatchObject({
      ok: false,
      error: 'malformed',
    });
  });

  it('refuses invalid UTF-8, an altered text, and a note no trusted key signed', () => {
    expect(
      openNote(new Uint8Array([0xff, ...enc(`${TEXT}\n${PETER_SIG}`)]), parseTrustedKeys(VKEY)),
    ).toMatchObject({ ok: false, error: 'malformed' });
    expect(
      openNote(enc(`${TEXT.replace('answer', 'ANSWER')}\n${PETER_SIG}`), parseTrustedKeys(VKEY)),
    ).toMatchObject({ ok: false, error: 'bad-signature' });
    expect(openNote(enc(`${TEXT}\n${ENOCH_SIG}`), parseTrustedKeys(VKEY))).toMatchObject({
      ok: false,
      error: 'unverified',
    });
  });
});

describe('checkpoints', () => {
  it('round-trips through a signed note and refuses what is not one', () => {
    const key = keygen('patchproof.example.org/log', new Uint8Array(32).fill(7));
    const text = checkpointText({
      origin: 'patchproof.example.org/log',
      size: 0,
      root: EMPTY_ROOT,
    });
    expect(text).toBe(
      'patchproof.example.org/log\n0\n47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=\n',
    );
    const opened = openNote(
      enc(signNote(text, parseSigningKey(key.skey))),
      parseTrustedKeys(key.vkey),
    );
    expect(opened.ok && parseCheckpoint(opened.text)).toEqual({
      origin: 'patchproof.example.org/log',
      size: 0,
      root: EMPTY_ROOT,
    });
    for (const bad of [
      'o\n01\n47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=\n',
      'o\n1\nAAAA\n',
      'has space\n1\n47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=\n',
      'o\n1\n47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
    ]) {
      expect(parseCheckpoint(bad)).toBeUndefined();
    }
  });
});
