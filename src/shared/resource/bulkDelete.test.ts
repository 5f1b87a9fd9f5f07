import { deleteEach, rowNameOf, summaryOf } from './bulkDelete';

const conflict = {
  status: 409,
  data: { 'hydra:title': 'An error occurred', 'hydra:description': 'This company is still used by contracts.' },
};
const invalid = {
  status: 422,
  data: { 'hydra:title': 'An error occurred', 'hydra:description': 'name: This value is used.', violations: [] },
};

describe('summaryOf', () => {
  it('counts the deleted rows and names each refusal with the platform’s reason', () => {
    expect(
      summaryOf([
        { name: 'Acme' },
        { name: 'Müller GmbH', error: conflict },
        { name: 'Globex' },
        { name: 'Zürich AG', error: invalid },
      ]),
    ).toEqual({
      deleted: 2,
      failures: [
        { name: 'Müller GmbH', status: 409, reason: 'This company is still used by contracts.' },
        { name: 'Zürich AG', status: 422, reason: 'name: This value is used.' },
      ],
    });
  });

  it('says nothing failed when everything went', () => {
    expect(summaryOf([{ name: 'a' }, { name: 'b' }])).toEqual({ deleted: 2, failures: [] });
  });

  it('explains a failure without a body (the network) in words', () => {
    const [failure] = summaryOf([{ name: 'a', error: { status: 'FETCH_ERROR', error: 'Failed to fetch' } }]).failures;
    expect(failure!.reason).toBe('Failed to fetch');
  });
});

describe('deleteEach', () => {
  it('deletes every row in batches, never more at once than the batch', async () => {
    let running = 0;
    let most = 0;
    const remove = async (id: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return id === 3 ? { error: conflict } : {};
    };
    const summary = await deleteEach([1, 2, 3, 4, 5, 6, 7], remove, (id) => `row ${id}`, 3);
    expect(most).toBe(3);
    expect(summary.deleted).toBe(6);
    expect(summary.failures.map((failure) => failure.name)).toEqual(['row 3']);
  });

  it('counts a thrown call as a failure, not a success', async () => {
    const summary = await deleteEach([1], () => Promise.reject(new Error('boom')), String);
    expect(summary).toEqual({ deleted: 0, failures: [{ name: '1', status: 500, reason: 'boom' }] });
  });
});

describe('rowNameOf', () => {
  it('prefers a name-like field, then the first column, then the key', () => {
    expect(rowNameOf({ name: 'Acme', title: 'x' }, 'title', 1)).toBe('Acme');
    expect(rowNameOf({ userName: 'editor' }, undefined, 1)).toBe('editor');
    expect(rowNameOf({ code: 'de' }, 'code', 7)).toBe('de');
    expect(rowNameOf({ start: null }, 'start', 7)).toBe('7');
  });
});
