import { render, screen } from '@testing-library/react';
import Input from './LazyInputParts';

describe("antd's Input with its parts loaded when first drawn", () => {
  it('draws the plain input at once', () => {
    render(<Input aria-label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('draws a text area, a password and a search box once they have loaded', async () => {
    render(
      <>
        <Input.TextArea aria-label="Description" defaultValue="Two lines" />
        <Input.Password aria-label="Secret" />
        <Input.Search aria-label="Find" />
      </>,
    );
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('Two lines');
    expect(await screen.findByLabelText('Secret')).toHaveAttribute('type', 'password');
    expect(await screen.findByRole('searchbox', { name: 'Find' })).toBeInTheDocument();
  });

  it('passes a ref on to the loaded part', async () => {
    const ref = { current: null as null | { focus: () => void } };
    render(<Input.TextArea aria-label="Notes" ref={ref} />);
    await screen.findByRole('textbox', { name: 'Notes' });
    expect(typeof ref.current?.focus).toBe('function');
  });
});
