// The ShadowedModule gate's list in the receipt: which list (source, digest, interpreter,
// image) judged the patch, and a refusal when the runs would use another image than the one
// the list was read from.
import { describe, expect, it } from 'vitest';
import { assertListOfRunImage, moduleListRecord } from '../../src/core/gates/runner-modules.js';
import { PatchProofError } from '../../src/core/errors.js';
import { buildReceipt } from '../../src/core/receipt/build-receipt.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { RUNNER_MODULES, RUNNER_PYTHON } from './modules-fixture.js';
import { passingInput, passingReceipt, proposal } from '../support/receipt-fixture.js';

const IMAGE = `sha256:${'1'.repeat(64)}`;
const OTHER = `sha256:${'2'.repeat(64)}`;
const docker = (imageId: string) => ({
  kind: 'docker' as const,
  isolated: true,
  details: { imageId },
});

describe('module list record', () => {
  it('names the source, the interpreter and the image, with a digest of the whole list', () => {
    const record = moduleListRecord({ ...RUNNER_MODULES, imageId: IMAGE });
    expect(record).toMatchObject({
      source: 'image label',
      python: RUNNER_PYTHON.python,
      imageId: IMAGE,
    });
    expect(record.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('the digest moves with any name in the list and not with key order', () => {
    const digest = moduleListRecord(RUNNER_MODULES).digest;
    const reordered = Object.fromEntries(
      Object.entries(RUNNER_PYTHON).reverse(),
    ) as typeof RUNNER_PYTHON;
    expect(moduleListRecord({ python: reordered, source: 'image label' }).digest).toBe(digest);
    const fewer = {
      ...RUNNER_PYTHON,
      stdlib: RUNNER_PYTHON.stdlib.filter((m) => m !== 'argparse'),
    };
    expect(moduleListRecord({ python: fewer, source: 'image label' }).digest).not.toBe(digest);
    expect(moduleListRecord({ python: null, source: 'image python3' })).toMatchObject({
      python: null,
    });
  });

  it('refuses runs on another image than the list (RunnerUnavailable, image-changed)', () => {
    const error = (() => {
      try {
        assertListOfRunImage({ ...RUNNER_MODULES, imageId: IMAGE }, docker(OTHER));
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(PatchProofError);
    expect([(error as PatchProofError).code, (error as PatchProofError).details['reason']]).toEqual(
      ['RunnerUnavailable', 'image-changed'],
    );
    expect(() =>
      assertListOfRunImage({ ...RUNNER_MODULES, imageId: IMAGE }, docker(IMAGE)),
    ).not.toThrow();
    // The local runner's list has no image; a runner without an image ID has nothing to compare.
    expect(() => assertListOfRunImage(RUNNER_MODULES, docker(OTHER))).not.toThrow();
    expect(() => assertListOfRunImage(undefined, docker(OTHER))).not.toThrow();
  });

  it('a receipt carries the record when the gate ran, and still verifies', async () => {
    const plain = await passingReceipt();
    const receipt = plain.receipt as { runSpec: Record<string, unknown> };
    expect(receipt.runSpec['moduleList']).toBeUndefined();
    const built = buildReceipt({
      ...(await passingInput()),
      proposal: {
        ...proposal,
        policy: { shadowing: { modules: { ...RUNNER_MODULES, imageId: IMAGE }, commands: [] } },
      },
    });
    expect((built.receipt as { runSpec: Record<string, unknown> }).runSpec['moduleList']).toEqual(
      moduleListRecord({ ...RUNNER_MODULES, imageId: IMAGE }),
    );
    expect(verifyReceipt(built.bytes, built.digest).problems).toEqual([]);
  });
});
