import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { LazySelect } from './lazy-select';
import { DeliberateForm, submitDeliberately } from './deliberate-form';

interface Values {
  note?: string;
  choice?: string;
}

function Move({ run }: { run: (values: Values) => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <DeliberateForm<Values> form={form} name="move">
      <Form.Item name="note" label="Note" rules={[{ required: true, message: 'Note is required' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="choice" label="Choice">
        <LazySelect showSearch options={[{ value: 'a', label: 'Alpha' }]} />
      </Form.Item>
      <Button htmlType="submit">Hidden submit</Button>
      <Button onClick={() => void submitDeliberately(form, run)}>Issue</Button>
    </DeliberateForm>
  );
}

describe('DeliberateForm', () => {
  it('sends nothing on Enter in a text field, a select or even a submit button; only its move button runs', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    renderApp(<Move run={run} />);
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Ship in March{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Choice' }), 'Alp{Enter}');
    await user.click(screen.getByRole('button', { name: 'Hidden submit' }));
    expect(run).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(expect.objectContaining({ note: 'Ship in March' })));
  });

  it('runs nothing while a rule fails, and shows it at its field', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    renderApp(<Move run={run} />);
    await user.click(await screen.findByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Note is required')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });
});
