import type { PatternName } from '@portal/contract';
import { patterns } from '@portal/contract';
import type { InputProps, InputRef } from 'antd';
// Ant Design's plain Input: the `Input` export also carries Search, Password, TextArea and OTP.
import Input from 'antd/es/input/Input';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Endings that may complete a partial value: '12.' + '1' (money), '-' + '1' (negative integer),
 * '100.' + '0' (percent), '0' + '.1' (money greater than zero), '0.0' + '1'.
 */
const completions = ['1', '0', '.1'] as const;

/** Whether `value` may stand in the field while being typed: empty, valid, or one step from valid. */
export function acceptsWhileTyping(pattern: RegExp, value: string): boolean {
  if (value === '' || pattern.test(value)) return true;
  return completions.some((ending) => pattern.test(value + ending));
}

/** Whether `value` may stay once the user is done: empty or valid. */
export function acceptsFinal(pattern: RegExp, value: string): boolean {
  return value === '' || pattern.test(value);
}

/** The longest beginning of `value` that may stay: '12.' → '12', '-' → ''. */
export function longestValidPrefix(pattern: RegExp, value: string): string {
  for (let end = value.length; end > 0; end -= 1) {
    if (pattern.test(value.slice(0, end))) return value.slice(0, end);
  }
  return '';
}

/** '1234567.5' → '1,234,567.5' (the integer part grouped by thousands; a partial value stays partial). */
export function groupThousands(value: string): string {
  const [integer = '', ...rest] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped}.${rest.join('.')}` : grouped;
}

/** Where the caret goes in `shown` so that `kept` characters other than separators stand before it. */
function caretAfter(shown: string, kept: number): number {
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (seen === kept) return index;
    if (shown.charAt(index) !== ',') seen += 1;
  }
  return shown.length;
}

export interface FormattedInputProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'pattern'
> {
  /** A pattern of the contract's catalogue, or a regular expression (without the g or y flag). */
  pattern: PatternName | RegExp;
  /**
   * 'change' (default): every keystroke is checked and a refused one is undone (the previous value
   * stays). Partial values one step from a valid one are let through ('12.' on the way to '12.5', '-' on
   * the way to '-3'); if the field is left with such a partial value, it is cut back to its longest
   * valid beginning ('12.' → '12', '-' → '').
   * 'blur': typing is free; on leaving the field (or Enter) an invalid value is replaced by the
   * previous one.
   */
  validateOn?: 'change' | 'blur';
  value?: string;
  defaultValue?: string;
  /** Called with each accepted value ('change') or each committed value ('blur'). */
  onChange?: (value: string) => void;
  /**
   * Shows thousands separators while typing (money): the field reads '1,234,567.5', the value
   * (`value`, `onChange`, the pattern) has none.
   */
  grouping?: boolean;
}

/** An antd Input that only keeps values matching a pattern (spec section 5). */
export function FormattedInput({
  pattern,
  validateOn = 'change',
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onPressEnter,
  onCompositionStart,
  onCompositionEnd,
  grouping = false,
  ...rest
}: FormattedInputProps) {
  const input = useRef<InputRef>(null);
  /** After a grouped change: how many characters other than separators stand before the caret. */
  const caret = useRef<number | null>(null);
  const regex = typeof pattern === 'string' ? patterns[pattern] : pattern;
  const [inner, setInner] = useState(defaultValue);
  const committed = value ?? inner;
  /** What the field shows: differs from `committed` while typing in blur mode or composing (IME). */
  const [draft, setDraft] = useState<string | null>(null);
  const composing = useRef(false);

  const commit = (next: string) => {
    setInner(next);
    onChange?.(next);
  };

  const tryChange = (next: string) => {
    if (validateOn === 'blur') {
      setDraft(next);
      return;
    }
    if (acceptsWhileTyping(regex, next)) {
      setDraft(null);
      if (next !== committed) commit(next);
    } else {
      // Refused: the field keeps the previous value.
      setDraft(null);
    }
  };

  const finish = () => {
    if (validateOn === 'blur') {
      if (draft === null) return;
      setDraft(null);
      if (acceptsFinal(regex, draft) && draft !== committed) commit(draft);
      return;
    }
    if (!acceptsFinal(regex, committed)) commit(longestValidPrefix(regex, committed));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    let next = raw;
    if (grouping) {
      const position = event.target.selectionStart ?? raw.length;
      caret.current = raw.slice(0, position).replace(/,/g, '').length;
      next = raw.replace(/,/g, '');
    }
    if (composing.current) {
      setDraft(next);
      return;
    }
    tryChange(next);
  };

  const plain = draft ?? committed;
  const shown = grouping ? groupThousands(plain) : plain;

  // Keeps the caret among the same digits when separators come and go around it.
  useLayoutEffect(() => {
    const element = input.current?.input;
    if (!grouping || caret.current === null || !element || document.activeElement !== element) return;
    const at = caretAfter(shown, caret.current);
    caret.current = null;
    element.setSelectionRange(at, at);
  }, [grouping, shown]);

  return (
    <Input
      {...rest}
      ref={input}
      value={shown}
      onChange={handleChange}
      onCompositionStart={(event) => {
        composing.current = true;
        onCompositionStart?.(event);
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        tryChange(grouping ? event.currentTarget.value.replace(/,/g, '') : event.currentTarget.value);
        onCompositionEnd?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        finish();
        onBlur?.(event);
      }}
      onPressEnter={(event: KeyboardEvent<HTMLInputElement>) => {
        finish();
        onPressEnter?.(event);
      }}
    />
  );
}
