import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { LineTable } from './line-table';
import { renderApp } from '../test/render-app';

interface Values {
  lines: { code: string; quantity: string }[];
}

function Lines({ onFinish }: { onFinish: (values: Values) => void }) {
  const [form] = Form.useForm<Values>();
  // A line's code has no field of its own: watched with `preserve`.
  const lines = Form.useWatch('lines', { form, preserve: true }) ?? [];
  return (
    <Form<Values> form={form} initialValues={{ lines: [{ code: 'A-1', quantity: '2' }] }} onFinish={onFinish}>
      <LineTable
        name="lines"
        emptyText="No lines"
        removeLabel={(index) => `Remove line ${index + 1}`}
        columns={[
          {
            key: 'code',
            title: 'Code',
            render: (_field, index) => lines[index]?.code,
          },
          {
            key: 'quantity',
            title: 'Quantity',
            render: (field, index) => (
              <Form.Item name={[field.name, 'quantity']} style={{ margin: 0 }}>
                <Input aria-label={`Quantity ${index + 1}`} />
              </Form.Item>
            ),
          },
        ]}
        footer={({ add }, count) => (
          <Button onClick={() => add({ code: `B-${count + 1}`, quantity: '1' })}>Add line</Button>
        )}
      />
      <Button htmlType="submit">Send</Button>
    </Form>
  );
}

describe('LineTable', () => {
  it('numbers the lines, edits their cells, adds through its footer and removes a line', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderApp(<Lines onFinish={onFinish} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No.', 'Code', 'Quantity', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('B-2')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Quantity 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity 2' }), '5');

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toEqual({ lines: [{ quantity: '5' }] });
    expect(within(screen.getAllByRole('row')[1]!).getByText('B-2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getByText('No lines')).toBeInTheDocument();
  });
});
