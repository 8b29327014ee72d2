import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('notify', () => {
  it('loads the message host on first need and shows the waiting message through it, once', async () => {
    // The first need of the host is what this test is about: fresh modules, whatever files of the worker
    // (which share one module graph) have shown before.
    vi.resetModules();
    const { notify } = await import('./notify');
    const { messageInstance, useMessageHost } = await import('./notify-holder');
    function Root() {
      return <>{useMessageHost()}</>;
    }

    render(<Root />);
    expect(messageInstance()).toBeNull();
    notify.error('The server is away');
    notify.error('The server is away');
    expect(await screen.findByText('The server is away')).toBeInTheDocument();
    await waitFor(() => expect(messageInstance()).not.toBeNull());
    expect(screen.getAllByText('The server is away')).toHaveLength(1);
    notify.warning('Partly done');
    expect(await screen.findByText('Partly done')).toBeInTheDocument();
  });
});
