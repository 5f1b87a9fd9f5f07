import { galleryColumns, galleryDrawerWidth } from './galleryLayout';

describe('gallery layout (spec: 70% drawer, full width under 992 px; 5 columns, 1 under 769 px)', () => {
  it.each([
    [1440, '70%'],
    [992, '70%'],
    [991, '100%'],
    [600, '100%'],
  ])('a %i px viewport gets a %s drawer', (width, drawer) => {
    expect(galleryDrawerWidth(width)).toBe(drawer);
  });

  it.each([
    [1440, 5],
    [769, 5],
    [768, 1],
    [600, 1],
    [320, 1],
  ])('a %i px viewport shows %i columns', (width, columns) => {
    expect(galleryColumns(width)).toBe(columns);
  });
});
