import type { UploadData } from '@portal/contract';
import { filesEndpoints } from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { RequestError, upload } from '../lib/request';
import { ImportButton } from './import-button';
import { renderApp } from '../test/render-app';

let progress: (percent: number) => void = () => {};
let finish: { resolve: (data: UploadData) => void; reject: (error: unknown) => void };
const data: UploadData = {
  id: 'doc-9',
  docUrl: '/api/doc-upload/download?id=doc-9',
  docExt: 'XLSX',
  name: 'list.xlsx',
  size: 12,
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(() => {
  vi.mocked(upload).mockReset();
  vi.mocked(upload).mockImplementation(
    (_endpoint, _file, onProgress) =>
      new Promise((resolve, reject) => {
        progress = onProgress;
        finish = { resolve: resolve as (data: UploadData) => void, reject };
      }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('ImportButton', () => {
  it('opens the file picker, limited to spreadsheets by default', async () => {
    const user = userEvent.setup();
    renderApp(<ImportButton onImported={() => {}} />);
    const click = vi.spyOn(fileInput(), 'click');
    expect(fileInput()).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('uploads the file to addImportDocument with progress, then hands over the document', async () => {
    const user = userEvent.setup();
    const onImported = vi.fn();
    renderApp(<ImportButton onImported={onImported} />);
    const file = new File(['a,b'], 'list.xlsx');
    await user.upload(fileInput(), file);
    expect(upload).toHaveBeenCalledWith(
      filesEndpoints.addImportDocument,
      file,
      expect.any(Function),
      expect.any(AbortSignal),
    );
    act(() => progress(45));
    expect(screen.getByRole('button', { name: /Importing 45%/ })).toBeInTheDocument();
    await act(async () => finish.resolve(data));
    expect(onImported).toHaveBeenCalledExactlyOnceWith(data);
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('refuses another format for 10 seconds without uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const error = vi.spyOn(notify, 'error');
    renderApp(<ImportButton onImported={() => {}} />);
    await user.upload(fileInput(), new File(['x'], 'notes.txt'));
    expect(error).toHaveBeenCalledExactlyOnceWith(
      'The format of the file named notes.txt should be one of [XLSX, XLS, CSV]',
      10,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('comes back to its idle state after a failure, without handing anything over', async () => {
    const user = userEvent.setup();
    const onImported = vi.fn();
    renderApp(
      <ImportButton onImported={onImported} accept={['csv']}>
        {'Import users'}
      </ImportButton>,
    );
    await user.upload(fileInput(), new File(['x'], 'users.CSV'));
    await act(async () => finish.reject(new RequestError(100, 'Refused')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import users' })).toBeEnabled());
    expect(onImported).not.toHaveBeenCalled();
  });
});
