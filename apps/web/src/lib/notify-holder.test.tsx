import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import { messageInstance, useMessageHost } from './notify-holder';

function Root() {
  return <>{useMessageHost()}</>;
}

describe('notify', () => {
  it('loads the message host on first need and shows the waiting message through it, once', async () => {
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
