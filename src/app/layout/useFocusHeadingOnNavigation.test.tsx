import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { createConsoleMemoryHistory } from '../routing/history';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';

function Shell({ heading, late = false }: { heading: string; late?: boolean }) {
  const content = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigation(content);
  return (
    <div ref={content}>
      <input aria-label="field" />
      {late ? <LateHeading text={heading} /> : <h1>{heading}</h1>}
    </div>
  );
}

/** A screen that draws its heading after its data came. */
function LateHeading({ text }: { text: string }) {
  return <div data-testid="late">{text === 'later' ? null : <h1>{text}</h1>}</div>;
}

function Screens() {
  return useRoutes([
    { path: '/', element: <Shell heading="Dashboard" /> },
    { path: '/company/list', element: <Shell heading="Companies" /> },
    { path: '/de/company/list', element: <Shell heading="Unternehmen" /> },
    { path: '/slow', element: <Shell heading="later" late /> },
  ]);
}

/** The screens on the console's kind of history and router (router.tsx, ConsoleRouter). */
function renderAt(path: string) {
  const history = createConsoleMemoryHistory([path]);
  render(
    <HistoryRouter history={history}>
      <Screens />
    </HistoryRouter>,
  );
  return (to: string) => history.push(to);
}

describe('useFocusHeadingOnNavigation', () => {
  it('leaves the first load alone, then focuses the new heading after a page change', async () => {
    const go = renderAt('/');
    expect(document.activeElement).toBe(document.body);
    await act(async () => go('/company/list'));
    const heading = screen.getByRole('heading', { name: 'Companies' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not move the focus when only the language prefix changes', async () => {
    const go = renderAt('/company/list');
    await act(async () => go('/de/company/list'));
    expect(screen.getByRole('heading', { name: 'Unternehmen' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where the user put it inside the new page', async () => {
    const go = renderAt('/');
    await act(async () => go('/company/list'));
    screen.getByLabelText('field').focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByLabelText('field')).toHaveFocus();
  });

  it('waits for a heading drawn later', async () => {
    const go = renderAt('/');
    await act(async () => go('/slow'));
    expect(document.activeElement).toBe(document.body);
    const late = screen.getByTestId('late');
    await act(async () => {
      const heading = document.createElement('h1');
      heading.textContent = 'Loaded';
      late.append(heading);
    });
    expect(screen.getByRole('heading', { name: 'Loaded' })).toHaveFocus();
  });
});
