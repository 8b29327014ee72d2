import { patterns } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acceptsWhileTyping, FormattedInput, longestValidPrefix } from './formatted-input';
import { renderApp } from '../test/render-app';

describe('acceptsWhileTyping', () => {
  it('lets valid values and partial numbers through, nothing else', () => {
    expect(acceptsWhileTyping(patterns.money, '')).toBe(true);
    expect(acceptsWhileTyping(patterns.money, '12.5')).toBe(true);
    expect(acceptsWhileTyping(patterns.money, '12.')).toBe(true);
    expect(acceptsWhileTyping(patterns.money, '12.555')).toBe(false);
    expect(acceptsWhileTyping(patterns.money, '1a')).toBe(false);
    expect(acceptsWhileTyping(patterns.negativeInteger, '-')).toBe(true);
    expect(acceptsWhileTyping(patterns.moneySigned, '-0.')).toBe(true);
    expect(acceptsWhileTyping(patterns.moneyNonZero, '0')).toBe(true);
    expect(acceptsWhileTyping(patterns.moneyNonZero, '0.0')).toBe(true);
    expect(acceptsWhileTyping(patterns.percent, '100.')).toBe(true);
    expect(acceptsWhileTyping(patterns.percent, '101')).toBe(false);
    expect(acceptsWhileTyping(patterns.positiveInteger, '0')).toBe(false);
    expect(acceptsWhileTyping(patterns.positiveInteger, '-')).toBe(false);
  });

  it('cuts a partial value back to its valid beginning', () => {
    expect(longestValidPrefix(patterns.money, '12.')).toBe('12');
    expect(longestValidPrefix(patterns.negativeInteger, '-')).toBe('');
  });
});

describe('FormattedInput', () => {
  it("positiveInteger: a refused keystroke leaves the previous value ('change' mode)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<FormattedInput pattern="positiveInteger" aria-label="Quantity" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '0');
    expect(input).toHaveValue('');
    await user.type(input, '12a3.-');
    expect(input).toHaveValue('123');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['1', '12', '123']);
  });

  it("money: accepts '12.' on the way to '12.5' and refuses a third decimal", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<FormattedInput pattern="money" aria-label="Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12.');
    expect(input).toHaveValue('12.');
    await user.type(input, '5x67');
    expect(input).toHaveValue('12.56');
    await user.type(input, '.');
    expect(input).toHaveValue('12.56');
    expect(onChange).toHaveBeenLastCalledWith('12.56');
  });

  it("a partial value left behind is cut back on blur ('12.' → '12')", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<FormattedInput pattern="money" aria-label="Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12.');
    await user.tab();
    expect(input).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it("'-' waits for the digits of a negative integer", async () => {
    const user = userEvent.setup();
    renderApp(<FormattedInput pattern="negativeInteger" aria-label="Delta" />);
    const input = screen.getByRole('textbox', { name: 'Delta' });
    await user.type(input, '-');
    expect(input).toHaveValue('-');
    await user.type(input, '3');
    expect(input).toHaveValue('-3');
  });

  it('blur mode: typing is free, an invalid value is replaced by the previous one on leaving', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(
      <FormattedInput
        pattern="email"
        validateOn="blur"
        aria-label="E-mail"
        defaultValue="a@b.cn"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(input);
    await user.type(input, 'not-an-email');
    expect(input).toHaveValue('not-an-email');
    await user.tab();
    expect(input).toHaveValue('a@b.cn');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'x@y.com');
    await user.tab();
    expect(input).toHaveValue('x@y.com');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('x@y.com');
  });

  it('takes a regular expression and a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderApp(
      <FormattedInput pattern={/^[A-C]*$/} value="A" onChange={onChange} aria-label="Code" />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'D');
    expect(input).toHaveValue('A');
    await user.type(input, 'B');
    expect(onChange).toHaveBeenLastCalledWith('AB');
    rerender(<FormattedInput pattern={/^[A-C]*$/} value="AB" onChange={onChange} aria-label="Code" />);
    expect(input).toHaveValue('AB');
  });
});
