import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from './SmallSwr';

function Probe({ swrKey, fetcher }: { swrKey: unknown; fetcher: (key: unknown) => unknown }) {
  const { data, error, isLoading, isValidating, mutate } = useSWR(swrKey, fetcher);
  return (
    <div>
      <span data-testid="data">{JSON.stringify(data) ?? 'none'}</span>
      <span data-testid="error">{error ? String(error) : 'none'}</span>
      <span data-testid="state">{`${isLoading ? 'loading' : 'idle'} ${isValidating ? 'validating' : 'settled'}`}</span>
      <button onClick={() => void mutate()}>again</button>
      <button onClick={() => void mutate(['set'])}>set</button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the small swr the build gives pro-components', () => {
  it('fetches with the key, loading until the data are in', async () => {
    const fetcher = jest.fn(async ([, params]: [string, { q: string }]) => [`options for ${params.q}`]);
    render(<Probe swrKey={['field-1', { q: 'acme' }]} fetcher={fetcher as never} />);
    expect(text('state')).toBe('loading validating');
    await waitFor(() => expect(text('data')).toBe('["options for acme"]'));
    expect(text('state')).toBe('idle settled');
    expect(fetcher).toHaveBeenCalledWith(['field-1', { q: 'acme' }]);
  });

  it('fetches nothing for a null key or a key function that throws', () => {
    const fetcher = jest.fn();
    render(
      <>
        <Probe swrKey={null} fetcher={fetcher} />
        <Probe
          swrKey={() => {
            throw new Error('not ready');
          }}
          fetcher={fetcher}
        />
      </>,
    );
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('state').map((node) => node.textContent)).toEqual(['idle settled', 'idle settled']);
  });

  it('fetches again when the key changes, and keeps only the newest answer', async () => {
    const answers: Record<string, (value: unknown) => void> = {};
    const fetcher = (key: unknown) => new Promise((resolve) => (answers[(key as string[])[1]] = resolve));
    function Changing() {
      const [q, setQ] = useState('a');
      return (
        <>
          <Probe swrKey={['k', q]} fetcher={fetcher} />
          <button onClick={() => setQ('b')}>change</button>
        </>
      );
    }
    render(<Changing />);
    act(() => screen.getByText('change').click());
    await act(async () => answers.b('for b'));
    await act(async () => answers.a('for a'));
    expect(text('data')).toBe('"for b"');
  });

  it('keeps a failed fetch as its error', async () => {
    render(<Probe swrKey={['k']} fetcher={() => Promise.reject(new Error('offline'))} />);
    await waitFor(() => expect(text('error')).toBe('Error: offline'));
  });

  it('fetches again on mutate() and sets the data on mutate(data)', async () => {
    let calls = 0;
    render(<Probe swrKey={['k']} fetcher={async () => ++calls} />);
    await waitFor(() => expect(text('data')).toBe('1'));
    act(() => screen.getByText('again').click());
    await waitFor(() => expect(text('data')).toBe('2'));
    await act(async () => screen.getByText('set').click());
    expect(text('data')).toBe('["set"]');
  });

  it('gives a cache to clear and a config frame that draws its children', () => {
    function Cache() {
      const { cache } = useSWRConfig();
      cache.clear();
      return <span>cleared</span>;
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Cache />
      </SWRConfig>,
    );
    expect(screen.getByText('cleared')).toBeInTheDocument();
  });
});
