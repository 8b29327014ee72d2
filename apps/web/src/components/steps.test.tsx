import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepsBar } from './steps';
import { renderApp } from '../test/render-app';

describe('StepsBar', () => {
  it('shows the given titles and the current step, and moves when clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderApp(
      <StepsBar
        current={1}
        onChange={onChange}
        items={[
          { title: 'Report' },
          { title: 'Review', content: 'By the channel manager' },
          { title: 'Done' },
        ]}
      />,
    );
    expect(screen.getByText('Report')).toBeInTheDocument();
    expect(screen.getByText('By the channel manager')).toBeInTheDocument();
    expect(container.querySelector('.ant-steps-item-process')).toHaveTextContent('Review');
    expect(container.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
    await user.click(screen.getByText('Done'));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
