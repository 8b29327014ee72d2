import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordDrawer } from './record-drawer';
import { renderApp } from '../test/render-app';

const base = { title: 'Edit X', readOnly: false, saving: false, onSave: () => {}, onClose: () => {} };

describe('RecordDrawer', () => {
  it('shows the form when loaded, and Save and Cancel call back', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onClose = vi.fn();
    renderApp(
      <RecordDrawer {...base} failed={false} loaded onSave={onSave} onClose={onClose}>
        <p>the form</p>
      </RecordDrawer>,
    );
    expect(screen.getByText('the form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /cancel/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('waits while loading with Save disabled, and says so when loading failed', async () => {
    const { rerender } = renderApp(
      <RecordDrawer {...base} failed={false} loaded={false}>
        <p>the form</p>
      </RecordDrawer>,
    );
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.getByRole('button', { name: /save/i })).toBeDisabled();
    rerender(
      <RecordDrawer {...base} failed loaded={false}>
        <p>the form</p>
      </RecordDrawer>,
    );
    // The failure state loads with its illustration.
    expect(await screen.findByText('The page could not be loaded')).toBeInTheDocument();
  });

  it('has no footer when read-only', () => {
    renderApp(
      <RecordDrawer {...base} readOnly failed={false} loaded>
        <p>the form</p>
      </RecordDrawer>,
    );
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });
});
