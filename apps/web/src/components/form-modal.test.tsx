import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../lib/request';
import { FormModal } from './form-modal';
import { renderApp } from '../test/render-app';

interface Values {
  name?: string;
}

const nameField = (
  <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
    <Input />
  </Form.Item>
);

const pending = () => {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, settle };
};

describe('FormModal', () => {
  it('sends nothing until its rules pass, is busy while the work runs, then closes', async () => {
    const user = userEvent.setup();
    const work = pending();
    const onSubmit = vi.fn(() => work.promise);
    const onClose = vi.fn();
    renderApp(
      <FormModal<Values> title="Rename" name="rename" onSubmit={onSubmit} onClose={onClose}>
        {nameField}
      </FormModal>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rename');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'North');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ name: 'North' }, expect.anything()]);
    // Busy: a second click sends nothing more.
    const save = within(dialog).getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => work.settle.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("puts a refusal's field errors on their fields and stays open; a change clears the field's error", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new RequestError(100, 'name: already taken', {
          fieldErrors: [{ field: 'name', message: 'name: already taken' }],
        }),
      ),
    );
    renderApp(
      <FormModal<Values> title="Rename" name="rename" onSubmit={onSubmit} onClose={onClose}>
        {nameField}
      </FormModal>,
    );
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(input, 'North');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('already taken')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading');
    await user.type(input, 'ern');
    await waitFor(() => expect(within(dialog).queryByText('already taken')).toBeNull());
  });

  it('stays open when the work answers false (its own check failed)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn(() => false);
    renderApp(
      <FormModal<Values> title="Rename" name="rename" onSubmit={onSubmit} onClose={onClose}>
        {nameField}
      </FormModal>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'North');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('submits on Enter in a field, but an irreversible move only on its button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = renderApp(
      <FormModal<Values> title="Rename" name="rename" onSubmit={onSubmit} onClose={() => {}}>
        {nameField}
      </FormModal>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'North{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    unmount();

    const move = vi.fn();
    renderApp(
      <FormModal<Values>
        title="Return"
        name="return"
        okText="Return"
        danger
        irreversible
        onSubmit={move}
        onClose={() => {}}
      >
        {nameField}
      </FormModal>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Too late{Enter}');
    expect(move).not.toHaveBeenCalled();
    const ok = within(dialog).getByRole('button', { name: 'Return' });
    expect(ok).toHaveClass('ant-btn-dangerous');
    await user.click(ok);
    await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
  });

  it('closes on Cancel without sending, and opens again with its first values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const modal = (open: boolean) => (
      <FormModal<Values>
        title="Rename"
        name="rename"
        open={open}
        initialValues={{ name: 'South' }}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        {nameField}
      </FormModal>
    );
    const { rerender } = renderApp(modal(true));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'North');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(modal(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(modal(true));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('South');
  });
});
