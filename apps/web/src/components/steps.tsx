import type { StepsProps } from 'antd';
import { Steps } from 'antd';
import type { ReactNode } from 'react';

export interface StepsBarItem {
  /** Already translated by the caller. */
  title: ReactNode;
  /** A line under the title, already translated. */
  content?: ReactNode;
  status?: 'wait' | 'process' | 'finish' | 'error';
  disabled?: boolean;
}

export interface StepsBarProps {
  items: StepsBarItem[];
  /** Index of the current step, from 0. */
  current: number;
  /** When given, steps can be clicked to move to them. */
  onChange?: (current: number) => void;
  orientation?: StepsProps['orientation'];
  size?: 'small' | 'medium';
}

/** A row (or column) of steps with titles given by the caller. */
export function StepsBar({ items, current, onChange, orientation = 'horizontal', size }: StepsBarProps) {
  return (
    <Steps
      current={current}
      onChange={onChange}
      orientation={orientation}
      size={size}
      items={items.map((item) => ({
        title: item.title,
        content: item.content,
        status: item.status,
        disabled: item.disabled,
      }))}
    />
  );
}
