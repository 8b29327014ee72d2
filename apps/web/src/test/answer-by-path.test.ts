import { homeRefs, opportunitiesEndpoints } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { answerByPath } from './answer-by-path';
import { takeContractMismatches } from './contract-mismatches';

const assign = opportunitiesEndpoints.assignSalesOwner;

describe('answerByPath', () => {
  // The mismatches these tests provoke on purpose must not fail them in the setup's afterEach.
  afterEach(() => {
    takeContractMismatches();
  });

  it('answers a call with the handler of its path when the answer matches the contract', async () => {
    const request = answerByPath({ [assign.path]: () => ({ updated: 2 }) });
    await expect(request(assign, { body: { ids: [1, 2], userId: 3, rowVersions: [] } })).resolves.toEqual({
      updated: 2,
    });
  });

  it('fails a fixture the contract does not allow, naming the endpoint and the wrong field', async () => {
    const request = answerByPath({ [assign.path]: () => ({ updated: 'two' }) });
    await expect(request(assign)).rejects.toThrow(
      /the mocked answer of POST \/businessOppt\/insert-sale-owner does not match the contract:\n {2}at updated: /,
    );
    expect(takeContractMismatches()).toHaveLength(1);
  });

  it('checks a call made with a ref (no schemas) against the full description', async () => {
    const request = answerByPath({ [homeRefs.getSummary.path]: () => ({ nothing: true }) });
    await expect(request(homeRefs.getSummary)).rejects.toThrow(/does not match the contract/);
  });

  it('fails an unexpected call', async () => {
    await expect(answerByPath({})(assign)).rejects.toThrow(`unexpected call of ${assign.path}`);
  });
});
