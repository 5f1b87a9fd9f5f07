import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { compareVersions, type VersionSnapshot } from './versionDiff';
import { VersionDiffView } from './VersionDiffView';

const snapshot = (content: string, files: string[], active: string): VersionSnapshot => ({
  flags: [{ key: 'activity', label: 'Active', value: active }],
  texts: [{ locale: 'en', field: 'content', label: 'Content', value: content }],
  attachments: files.map((file) => ({
    key: `/api/files/${file}`,
    titles: file === '9' ? ({} as Record<string, string>) : { en: `File ${file}` },
  })),
});

describe('VersionDiffView', () => {
  test('strikes removed words and attachments on the left, underlines added ones on the right', () => {
    const comparison = compareVersions(
      snapshot('pay monthly now', ['1', '2'], 'Yes'),
      snapshot('pay yearly now', ['1', '3', '9'], 'Yes'),
    );
    renderWithProviders(
      <VersionDiffView comparison={comparison} left="v1" right="v2" renderUntitled={(key) => `untitled ${key}`} />,
    );
    const english = screen.getByTestId('diff-locale-en');
    expect(within(english).getByText('monthly').tagName).toBe('DEL');
    expect(within(english).getByText('yearly').tagName).toBe('INS');
    expect(within(english).getByText('File 2').tagName).toBe('DEL');
    expect(within(english).getByText('File 3').tagName).toBe('INS');
    expect(within(english).getByText('untitled /api/files/9')).toBeInTheDocument();
    expect(
      within(english)
        .getAllByText('File 1')
        .map((node) => node.tagName),
    ).toEqual(['LI', 'LI']);
    // Content and attachments changed, the activity did not.
    expect(screen.getAllByText('Changed')).toHaveLength(2);
    expect(screen.queryByText('The two versions are the same.')).not.toBeInTheDocument();
  });

  test('says so when nothing changed', () => {
    const same = snapshot('text', ['1'], 'Yes');
    renderWithProviders(<VersionDiffView comparison={compareVersions(same, same)} left="a" right="b" />);
    expect(screen.getByText('The two versions are the same.')).toBeInTheDocument();
    expect(screen.getByText('Unchanged')).toBeInTheDocument();
  });
});
