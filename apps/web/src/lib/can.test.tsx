import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Can } from './can';
import { sessionStore } from './session';

afterEach(() => sessionStore.reset());

describe('Can', () => {
  it('shows its children only for a held button code', () => {
    sessionStore.set({ buttonData: ['partner.user.edit'] });
    render(
      <>
        <Can code="partner.user.edit">
          <button>edit users</button>
        </Can>
        <Can code="partner.company.edit">
          <button>edit companies</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: 'edit users' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'edit companies' })).toBeNull();
  });
});
