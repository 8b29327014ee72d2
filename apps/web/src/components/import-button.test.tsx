import type { UploadData } from '@portal/contract';
import { clueImportRefusalSchema, cluesEndpoints, filesEndpoints } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
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

  it("uploads to a feature's import call and lists a refusal's errors by row until closed", async () => {
    const user = userEvent.setup();
    const onImported = vi.fn();
    renderApp(
      <ImportButton
        endpoint={cluesEndpoints.importClues}
        accept={['XLSX']}
        inputTestId="clue-import-input"
        refusal={{
          schema: clueImportRefusalSchema,
          texts: {
            title: 'clue.import.errorsTitle',
            intro: 'clue.import.errorsIntro',
            more: 'clue.import.more',
            row: 'clue.import.row',
            column: 'clue.import.column',
            message: 'clue.import.problem',
          },
        }}
        onImported={onImported}
      />,
    );
    const file = new File(['PK'], 'clues.xlsx');
    await user.upload(screen.getByTestId('clue-import-input'), file);
    expect(upload).toHaveBeenCalledWith(
      cluesEndpoints.importClues,
      file,
      expect.any(Function),
      expect.any(AbortSignal),
    );
    const refusal = {
      total: 12,
      errors: [
        { row: 2, field: 'Customer name *', message: 'Customer name is required' },
        { row: 5, field: 'Source *', message: 'Unknown code fax' },
      ],
    };
    await act(async () => finish.reject(new RequestError(100, '12 problems found', refusal)));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The file was not imported');
    expect(dialog).toHaveTextContent('Nothing was imported.');
    expect(dialog).toHaveTextContent('Only the first 2 of 12 problems are listed.');
    const rows = within(dialog).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Row.*Column.*Problem/);
    expect(rows.slice(1)).toHaveLength(2);
    expect(rows[2]).toHaveTextContent('5');
    expect(rows[2]).toHaveTextContent('Unknown code fax');
    expect(onImported).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a network failure for 10 seconds; a refusal without errors by row opens no dialog', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    renderApp(<ImportButton onImported={() => {}} />);
    await user.upload(fileInput(), new File(['a,b'], 'list.xlsx'));
    await act(async () => finish.reject(new RequestError(-1, 'Check the network')));
    expect(error).toHaveBeenCalledExactlyOnceWith('Check the network', 10);
    await user.upload(fileInput(), new File(['a,b'], 'list.xlsx'));
    await act(async () => finish.reject(new RequestError(100, 'Refused', { errors: [], total: 0 })));
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
