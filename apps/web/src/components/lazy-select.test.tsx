import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// The stand-in reads the form item's context from antd/es, as the build resolves 'antd'; here 'antd' is its CommonJS copy.
import Form from 'antd/es/form';
import { LazySelect, SelectStandIn } from './lazy-select';

const options = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

describe('SelectStandIn', () => {
  it('shows the chosen option by its label, or the placeholder', () => {
    const { rerender } = render(
      <SelectStandIn options={options} value="closed" placeholder="Pick" activate={() => {}} />,
    );
    expect(screen.getByText('Closed')).toBeInTheDocument();
    rerender(<SelectStandIn options={options} placeholder="Pick" activate={() => {}} />);
    expect(screen.getByText('Pick')).toBeInTheDocument();
    rerender(
      <SelectStandIn options={options} mode="multiple" value={['open', 'closed']} activate={() => {}} />,
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('is a labelled combobox that asks to open when pressed or on Enter, and to take the focus when focused', () => {
    const activate = vi.fn();
    render(
      <>
        <label htmlFor="status">Status</label>
        <SelectStandIn id="status" options={options} activate={activate} />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.focus(box);
    expect(activate).toHaveBeenLastCalledWith('focus');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(activate).toHaveBeenLastCalledWith('open');
    fireEvent.pointerDown(box);
    expect(activate).toHaveBeenCalledTimes(3);
  });

  it('takes what is typed into a searchable one, to hand it to Select', () => {
    const onType = vi.fn();
    render(<SelectStandIn aria-label="Product" showSearch activate={() => {}} onType={onType} />);
    const box = screen.getByRole('combobox', { name: 'Product' });
    expect(box).not.toHaveAttribute('readonly');
    fireEvent.change(box, { target: { value: 'CFG' } });
    expect(onType).toHaveBeenLastCalledWith('CFG');
  });

  it('fills its form item, as the real Select does, and keeps its own width elsewhere', () => {
    render(
      <>
        <Form>
          <Form.Item label="Country" name="country">
            <SelectStandIn options={options} activate={() => {}} />
          </Form.Item>
        </Form>
        <SelectStandIn aria-label="Alone" options={options} activate={() => {}} />
      </>,
    );
    const [inForm, alone] = [...document.querySelectorAll<HTMLElement>('[data-select-stand-in]')];
    expect(inForm).toHaveClass('ant-select-in-form-item');
    expect(inForm?.style.width).toBe('100%');
    expect(alone).not.toHaveClass('ant-select-in-form-item');
    expect(alone?.style.width).toBe('');
  });
});

describe('LazySelect', () => {
  it('is the real Select once loaded (component tests load it first)', () => {
    render(<LazySelect aria-label="Status" options={options} value="open" />);
    expect(document.querySelector('[data-select-stand-in]')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveClass('ant-select-input');
  });
});
