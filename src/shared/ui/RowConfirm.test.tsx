import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RowConfirm } from './RowConfirm';

describe('RowConfirm', () => {
  it('draws its link alone, asks its question on the first click and confirms', async () => {
    const onConfirm = jest.fn();
    const { container } = render(
      <RowConfirm question="Delete this tenant?" onConfirm={onConfirm}>
        Delete
      </RowConfirm>,
    );
    // No trigger of the question's yet: the link alone.
    expect(container.innerHTML).not.toContain('popconfirm');
    expect(screen.queryByText('Delete this tenant?')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this tenant?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('keeps the keyboard on the link when it is drawn inside the question', async () => {
    render(
      <RowConfirm question="Remove this file?" onConfirm={jest.fn()}>
        Remove
      </RowConfirm>,
    );
    const link = screen.getByRole('button', { name: 'Remove' });
    act(() => link.focus());
    fireEvent.click(link);
    expect(await screen.findByText('Remove this file?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });
});
