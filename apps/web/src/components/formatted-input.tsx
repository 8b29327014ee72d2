import type { PatternName } from '@portal/contract';
import { patterns } from '@portal/contract';
import type { InputProps } from 'antd';
import { Input } from 'antd';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';
import { useRef, useState } from 'react';

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
  ...rest
}: FormattedInputProps) {
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
    const next = event.target.value;
    if (composing.current) {
      setDraft(next);
      return;
    }
    tryChange(next);
  };

  return (
    <Input
      {...rest}
      value={draft ?? committed}
      onChange={handleChange}
      onCompositionStart={(event) => {
        composing.current = true;
        onCompositionStart?.(event);
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        tryChange(event.currentTarget.value);
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
