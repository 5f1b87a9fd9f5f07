describe('firstScreenShown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.resetModules();
  });
  afterEach(() => jest.useRealTimers());

  it('waits two frames from the first ask, then answers at once', async () => {
    const { firstScreenShown, isFirstScreenShown } = await import('./firstScreen');
    const shown = jest.fn();
    void firstScreenShown().then(shown);
    void firstScreenShown().then(shown);
    jest.advanceTimersToNextTimer(); // the first frame
    jest.advanceTimersToNextTimer(); // its task
    await Promise.resolve();
    expect(isFirstScreenShown()).toBe(false);
    expect(shown).not.toHaveBeenCalled();
    jest.runAllTimers(); // the second frame, out
    await Promise.resolve();
    expect(isFirstScreenShown()).toBe(true);
    expect(shown).toHaveBeenCalledTimes(2);
    const later = jest.fn();
    void firstScreenShown().then(later);
    await Promise.resolve();
    expect(later).toHaveBeenCalled();
  });
});
