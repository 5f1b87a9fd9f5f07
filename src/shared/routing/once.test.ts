import { once } from './once';

describe('once', () => {
  it('loads once and shares the promise', async () => {
    const load = jest.fn(async () => 'chunk');
    const loadOnce = once(load);
    expect(await Promise.all([loadOnce(), loadOnce()])).toEqual(['chunk', 'chunk']);
    expect(await loadOnce()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const loadOnce = once(load);
    await expect(loadOnce()).rejects.toThrow('offline');
    expect(await loadOnce()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
