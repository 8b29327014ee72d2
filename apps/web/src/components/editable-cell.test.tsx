import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditableCell } from './editable-cell';
import { RequestError } from '../lib/request';
import { renderApp } from '../test/render-app';

function Harness({ onSave, maxLength }: { onSave: (value: string) => void; maxLength?: number }) {
  const [value, setValue] = useState('Old name');
  return (
    <EditableCell
      value={value}
      label="Name"
      maxLength={maxLength}
      onSave={(next) => {
        setValue(next);
        onSave(next);
      }}
    />
  );
}

describe('EditableCell', () => {
  it('shows the value with an edit control, and Save emits the new value and returns to view', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderApp(<Harness onSave={onSave} />);
    expect(screen.getByText('Old name')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Old name');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'New name');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledExactlyOnceWith('New name');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('New name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Name' })).toHaveFocus();
  });

  it('Enter saves', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderApp(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    await user.type(screen.getByRole('textbox'), ' 2{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Old name 2');
    expect(screen.getByText('Old name 2')).toBeInTheDocument();
  });

  it('Cancel restores the old value without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderApp(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    await user.type(screen.getByRole('textbox'), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Old name')).toBeInTheDocument();

    // The next edit starts again from the old value.
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    expect(screen.getByRole('textbox')).toHaveValue('Old name');
  });

  it('Escape cancels', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderApp(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    await user.type(screen.getByRole('textbox'), ' changed{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Old name')).toBeInTheDocument();
  });

  it('limits the text to 200 characters by default, or to maxLength', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { unmount } = renderApp(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('maxlength', '200');
    await user.clear(input);
    await user.type(input, 'x'.repeat(205));
    expect(input).toHaveValue('x'.repeat(200));
    unmount();

    renderApp(<Harness onSave={onSave} maxLength={5} />);
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'abcdefgh{Enter}');
    expect(onSave).toHaveBeenLastCalledWith('abcde');
  });

  it('stays in edit mode when an asynchronous save fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new RequestError(100, 'refused'));
    renderApp(<EditableCell value="Old" label="Name" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    await user.type(screen.getByRole('textbox'), '!{Enter}');
    expect(onSave).toHaveBeenCalledWith('Old!');
    expect(await screen.findByRole('textbox')).toHaveValue('Old!');
  });
});
