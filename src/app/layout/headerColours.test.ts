import { contrastRatio, headerColours } from './headerColours';

describe('header colours', () => {
  it.each([false, true])('tell the three applications apart and keep readable text (dark: %s)', (dark) => {
    const colours = [0, 1, 2].map((application) => headerColours(application, dark));
    expect(new Set(colours.map((colour) => colour.background)).size).toBe(3);
    for (const { background, text } of colours) expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('are darker in dark mode', () => {
    for (const application of [0, 1, 2])
      expect(headerColours(application, true).background).not.toBe(headerColours(application).background);
  });
});
