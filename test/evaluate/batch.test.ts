// Batch evaluation (`patchproof evaluate`): the inputs in SWE-bench's shapes, the report and
// summary it writes, and the use case's promises: every decision written as it is made, a
// resumed batch runs only what was not decided for the same bytes, a stop writes nothing of
// the validations it stopped. The ports here are an in-memory output folder and a validator
// that answers from a table: a real implementation of each port, without Docker.
import { describe, expect, it } from 'vitest';
import {
  type BatchPorts,
  evaluateBatch,
  type PreviousReport,
} from '../../src/app/evaluate-batch.js';
import {
  BatchInputError,
  pairBatch,
  parseInstances,
  parsePredictions,
} from '../../src/core/evaluate/batch-input.js';
import {
  instanceReport,
  type InstanceRecord,
  type InstanceResult,
  readInstanceReport,
} from '../../src/core/evaluate/instance-report.js';
import { IntakeRefusal, ExecutionError } from '../../src/core/errors.js';
import { testTransitions } from '../../src/core/execution/transitions.js';

const instancesText = ['a', 'b', 'c', 'd']
  .map((id) =>
    JSON.stringify({
      instance_id: `proj__${id}-1`,
      repo_dir: `${id}/repo`,
      spec: `${id}/spec.json`,
      problem_statement: 'ignored',
    }),
  )
  .join('\n');

function predictions(patches: Record<string, string | null>): string {
  return Object.entries(patches)
    .map(([id, patch]) =>
      JSON.stringify({ instance_id: `proj__${id}-1`, model_name_or_path: 'm', model_patch: patch }),
    )
    .join('\n');
}

const transitions = testTransitions({
  targets: ['t::target'],
  showedBug: new Set(['t::other']),
  patched: {
    executed: 2,
    passed: 1,
    failed: 1,
    errored: 0,
    skipped: 0,
    collectionErrors: [],
    tests: [
      { id: 't::target', status: 'passed' },
      { id: 't::other', status: 'failed', failure: 'assertion' },
    ],
  },
  basePassed: new Set(['r::kept', 'r::lost']),
  regression: {
    executed: 2,
    passed: 1,
    failed: 0,
    errored: 1,
    skipped: 0,
    collectionErrors: [],
    tests: [
      { id: 'r::kept', status: 'passed' },
      { id: 'r::lost', status: 'errored' },
    ],
  },
});

/** An output folder in memory, and a validator answering by patch text (`pass`, `fail`, `refuse`, `broken`, `hang`). */
function memoryPorts(): BatchPorts & {
  reports: Map<string, unknown>;
  validated: string[];
  summaries: number;
} {
  const reports = new Map<string, unknown>();
  const validated: string[] = [];
  let clock = 0;
  const ports = {
    reports,
    validated,
    summaries: 0,
    previous: async (id: string): Promise<PreviousReport | undefined> =>
      readInstanceReport(id, JSON.parse(JSON.stringify(reports.get(id) ?? null))),
    record: async (record: InstanceRecord) =>
      void reports.set(record.instanceId, instanceReport(record)),
    summary: async () => void (ports.summaries += 1),
    now: () => (clock += 1000),
    validate: async (
      { instance, prediction }: { instance: { id: string }; prediction: { patch: string | null } },
      signal: AbortSignal,
    ): Promise<InstanceResult> => {
      validated.push(instance.id);
      const patch = prediction.patch ?? '';
      if (patch.startsWith('hang'))
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () =>
            reject(new ExecutionError('Cancelled', 'stopped')),
          ),
        );
      if (patch.startsWith('refuse'))
        throw new IntakeRefusal('ProtectedPath', 'conftest.py is protected');
      if (patch.startsWith('broken')) throw new ExecutionError('InvalidRunSpec', 'no such suite');
      const pass = patch.startsWith('pass');
      return {
        kind: 'validated',
        verdict: pass ? 'PASS' : 'FAIL',
        proofGrade: pass,
        phases: [],
        transitions,
        receipt: `sha256:${'0'.repeat(64)}`,
      };
    },
  };
  return ports;
}

const items = (patches: Record<string, string | null>) =>
  pairBatch(
    parseInstances(instancesText, 'instances.jsonl'),
    parsePredictions(predictions(patches), 'predictions.jsonl'),
  );
const run = (
  ports: BatchPorts,
  patches: Record<string, string | null>,
  signal = new AbortController().signal,
) => evaluateBatch({ items: items(patches), workers: 2, signal }, ports);

describe('batch inputs', () => {
  it('reads JSON Lines and a JSON array alike, keeping unknown SWE-bench fields out of the way', () => {
    const lines = parsePredictions(predictions({ a: 'x', b: null }), 'p');
    const array = parsePredictions(
      `[${predictions({ a: 'x', b: null }).split('\n').join(',')}]`,
      'p',
    );
    expect(array).toEqual(lines);
    expect(lines).toEqual([
      { id: 'proj__a-1', model: 'm', patch: 'x' },
      { id: 'proj__b-1', model: 'm', patch: null },
    ]);
    expect(parseInstances(instancesText, 'i')[0]).toMatchObject({
      id: 'proj__a-1',
      repoDir: 'a/repo',
      spec: 'a/spec.json',
    });
  });

  it.each([
    ['an id that is a path', '{"instance_id":"../x","repo_dir":"r","spec":"s"}'],
    ['a missing spec', '{"instance_id":"x","repo_dir":"r"}'],
    ['a line that is not JSON', '{"instance_id":'],
    ['nothing at all', '\n\n'],
  ])('refuses %s (InvalidBatchInput, naming the record)', (_, text) => {
    expect(() => parseInstances(text, 'instances.jsonl')).toThrow(BatchInputError);
  });

  it('refuses duplicates and predictions for instances it does not have', () => {
    const instances = parseInstances(instancesText, 'i');
    expect(() =>
      pairBatch(
        instances,
        parsePredictions(predictions({ a: 'x' }) + '\n' + predictions({ a: 'y' }), 'p'),
      ),
    ).toThrow(/twice/);
    expect(() => pairBatch(instances, parsePredictions(predictions({ z: 'x' }), 'p'))).toThrow(
      /proj__z-1/,
    );
  });
});

describe('the report of one instance', () => {
  it("has SWE-bench's fields: FAIL_TO_PASS from the targets and the tests that showed the bug, PASS_TO_PASS from the base's passing tests", () => {
    const record: InstanceRecord = {
      instanceId: 'x',
      instanceDigest: 'sha256:1',
      patchDigest: 'sha256:2',
      model: 'm',
      patchIsNone: false,
      durationMs: 1,
      result: {
        kind: 'validated',
        verdict: 'FAIL',
        proofGrade: false,
        phases: [],
        transitions,
        receipt: 'sha256:3',
      },
    };
    expect(instanceReport(record)['x']).toMatchObject({
      patch_is_None: false,
      patch_exists: true,
      patch_successfully_applied: true,
      resolved: false,
      tests_status: {
        FAIL_TO_PASS: { success: ['t::target'], failure: ['t::other'] },
        PASS_TO_PASS: { success: ['r::kept'], failure: ['r::lost'] },
      },
      patchproof: { outcome: 'unresolved', verdict: 'FAIL', receipt: 'sha256:3' },
    });
  });
});

describe('testTransitions', () => {
  it('a test reported twice counts as its worst status; an unusable base run gives no PASS_TO_PASS; an unnamed target is missing', () => {
    const report = {
      executed: 2,
      passed: 1,
      failed: 1,
      errored: 0,
      skipped: 0,
      collectionErrors: [],
      tests: [
        { id: 'a', status: 'passed' as const },
        { id: 'a', status: 'failed' as const },
      ],
    };
    expect(
      testTransitions({
        targets: ['a', 'gone'],
        showedBug: new Set(['a']),
        patched: report,
        basePassed: null,
        regression: report,
      }),
    ).toEqual({
      failToPass: [
        { id: 'a', status: 'failed' },
        { id: 'gone', status: 'missing' },
      ],
      passToPass: [],
    });
    // The worst, not the last: a failure then a skip of one id is a failure (the old fold said skipped).
    const failedThenSkipped = {
      ...report,
      tests: [
        { id: 'b', status: 'failed' as const, failure: 'assertion' as const },
        { id: 'b', status: 'skipped' as const },
      ],
    };
    expect(
      testTransitions({
        targets: ['b'],
        showedBug: new Set(),
        patched: failedThenSkipped,
        basePassed: null,
        regression: null,
      }).failToPass,
    ).toEqual([{ id: 'b', status: 'failed' }]);
  });
});

describe('evaluateBatch', () => {
  it('decides every prediction and sorts them as SWE-bench does', async () => {
    const ports = memoryPorts();
    const { summary, complete } = await run(ports, { a: 'pass', b: 'fail', c: 'refuse', d: null });
    expect(complete).toBe(true);
    expect(summary).toMatchObject({
      total_instances: 4,
      submitted_instances: 4,
      completed_instances: 3,
      resolved_ids: ['proj__a-1'],
      unresolved_ids: ['proj__b-1', 'proj__c-1'],
      empty_patch_ids: ['proj__d-1'],
      error_ids: [],
      incomplete_ids: [],
      pending_ids: [],
      proof_grade_ids: ['proj__a-1'],
    });
    expect(ports.validated.sort()).toEqual(['proj__a-1', 'proj__b-1', 'proj__c-1']);
    expect(ports.reports.get('proj__c-1')).toMatchObject({
      'proj__c-1': {
        patch_successfully_applied: false,
        patchproof: { verdict: 'REFUSED', refusal: { code: 'ProtectedPath' } },
      },
    });
    expect(ports.reports.get('proj__d-1')).toMatchObject({
      'proj__d-1': { patch_is_None: true, patch_exists: false },
    });
  });

  it('an instance without a prediction is incomplete; one that cannot be run is an error, not a verdict', async () => {
    const { summary } = await run(memoryPorts(), { a: 'broken', b: 'pass' });
    expect(summary).toMatchObject({
      incomplete_ids: ['proj__c-1', 'proj__d-1'],
      error_ids: ['proj__a-1'],
      resolved_ids: ['proj__b-1'],
      submitted_instances: 2,
    });
  });

  it('resumes: decided instances are not run again; errors, and reports of other patch bytes, are', async () => {
    const ports = memoryPorts();
    await run(ports, { a: 'pass', b: 'fail', c: 'broken' });
    ports.validated.length = 0;
    const again = await run(ports, { a: 'pass', b: 'pass, a new prediction', c: 'pass' });
    expect(ports.validated.sort()).toEqual(['proj__b-1', 'proj__c-1']);
    expect(again.summary).toMatchObject({
      resolved_ids: ['proj__a-1', 'proj__b-1', 'proj__c-1'],
      error_ids: [],
    });
  });

  it('a report of another instance line is not reused (same id, other spec)', async () => {
    const ports = memoryPorts();
    await run(ports, { a: 'pass' });
    const moved = pairBatch(
      parseInstances(instancesText.replace('a/spec.json', 'a/other.json'), 'i'),
      parsePredictions(predictions({ a: 'pass' }), 'p'),
    );
    ports.validated.length = 0;
    await evaluateBatch({ items: moved, workers: 1, signal: new AbortController().signal }, ports);
    expect(ports.validated).toEqual(['proj__a-1']);
  });

  it('a stop writes nothing of the validations it stopped, starts no new one, and leaves them pending', async () => {
    const ports = memoryPorts();
    const stop = new AbortController();
    const batch = evaluateBatch(
      {
        items: items({ a: 'pass', b: 'hang', c: 'hang', d: 'pass' }),
        workers: 1,
        signal: stop.signal,
        onEvent: (e) =>
          e.type === 'instance-started' &&
          e.id === 'proj__b-1' &&
          setTimeout(() => stop.abort(), 10),
      },
      ports,
    );
    const { summary, complete } = await batch;
    expect(complete).toBe(false);
    expect([...ports.reports.keys()]).toEqual(['proj__a-1']);
    expect(ports.validated).toEqual(['proj__a-1', 'proj__b-1']);
    expect(summary).toMatchObject({
      resolved_ids: ['proj__a-1'],
      pending_ids: ['proj__b-1', 'proj__c-1', 'proj__d-1'],
    });
  });
});
