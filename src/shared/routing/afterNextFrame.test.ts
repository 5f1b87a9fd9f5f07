import { afterNextFrame } from './afterNextFrame';

describe('afterNextFrame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the next animation frame and a task, not before', () => {
    const callback = jest.fn();
    afterNextFrame(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer(); // the animation frame
    expect(callback).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before the frame and between the frame and the task', () => {
    const beforeFrame = jest.fn();
    afterNextFrame(beforeFrame)();
    const afterFrame = jest.fn();
    const cancel = afterNextFrame(afterFrame);
    jest.advanceTimersToNextTimer();
    cancel();
    jest.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
