import { render, screen } from '@testing-library/react';
import { ProCard } from '@ant-design/pro-components';
import TableCard from './TableCard';

describe('the card the build gives ProTable instead of ProCard', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each([
    ['a plain card', {}],
    ['a bordered card', { bordered: true }],
    ['a ghost card with a body style', { ghost: true, bodyStyle: { padding: 0 } }],
  ])('draws %s with the elements and classes ProCard draws', (_name, props) => {
    const { container: ours } = render(<TableCard {...props}>rows</TableCard>);
    const { container: real } = render(<ProCard {...props}>rows</ProCard>);
    const shape = (root: HTMLElement) => {
      const card = root.firstElementChild as HTMLElement;
      const body = card.firstElementChild as HTMLElement;
      return {
        card: card.className,
        body: body.className,
        bodyStyle: body.getAttribute('style'),
        text: body.textContent,
      };
    };
    expect(shape(ours)).toEqual(shape(real));
  });

  it('fails loudly when a list hands the card props it does not draw', () => {
    expect(() => render(<TableCard {...({ title: 'Tenants' } as object)}>rows</TableCard>)).toThrow(/takes no title/);
  });

  it('draws its content', () => {
    render(<TableCard>the table</TableCard>);
    expect(screen.getByText('the table')).toBeInTheDocument();
  });
});
