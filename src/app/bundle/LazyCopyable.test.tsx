import { render, screen } from '@testing-library/react';
import { genCopyable } from './LazyCopyable';

describe("the stand-in for pro-utils' copyable cells", () => {
  it('gives a plain cell its content, as the real one does', () => {
    const dom = <span>Acme</span>;
    expect(genCopyable(dom, {}, 'Acme')).toBe(dom);
  });

  it('draws a copyable cell with the real one once it is loaded', async () => {
    render(<div>{genCopyable(<span>Acme</span>, { copyable: true }, 'Acme')}</div>);
    // The real module loads antd whole in the unit tests: it takes a while.
    expect(await screen.findByText('Acme', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
  });
});
