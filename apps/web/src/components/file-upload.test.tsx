import type { UploadData } from '@portal/contract';
import { filesEndpoints } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { RequestError, upload } from '../lib/request';
import { tokenStore } from '../lib/token-store';
import type { FileUploadProps, UploadedFile } from './file-upload';
import { FileUpload } from './file-upload';
import { renderApp } from '../test/render-app';

interface PendingUpload {
  file: File;
  progress: (percent: number) => void;
  resolve: (data: UploadData) => void;
  reject: (error: unknown) => void;
}
let pending: PendingUpload[] = [];
let changes: UploadedFile[][] = [];
const fetchMock = vi.fn();

function Harness(props: Omit<FileUploadProps, 'value' | 'onChange'> & { initial?: UploadedFile[] }) {
  const { initial = [], ...rest } = props;
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  return (
    <FileUpload
      {...rest}
      value={files}
      onChange={(next) => {
        changes.push(next);
        setFiles(next);
      }}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const makeFile = (name: string, size = 10, type = 'application/octet-stream') => {
  const file = new File(['x'.repeat(Math.min(size, 10))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const finished = (id: string, name: string): UploadedFile => ({
  id,
  name,
  url: `/api/doc-upload/download?id=${id}`,
  uploadStatus: 'finished',
  percentage: 100,
});

beforeEach(() => {
  pending = [];
  changes = [];
  localStorage.clear();
  vi.mocked(upload).mockReset();
  vi.mocked(upload).mockImplementation(
    (_endpoint, file, progress) =>
      new Promise((resolve, reject) => {
        pending.push({ file, progress, resolve: resolve as (data: UploadData) => void, reject });
      }),
  );
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(new Blob(['png-bytes']), { headers: { 'content-type': 'image/png' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('FileUpload refusals (spec section 5)', () => {
  it.each([
    {
      rule: 'format',
      props: { accept: ['pdf', '.PNG'] },
      file: makeFile('report.EXE'),
      text: 'The format of the file named report.EXE should be one of [PDF, PNG]',
    },
    {
      rule: 'size',
      props: { maxSizeMb: 1 },
      file: makeFile('big.pdf', 1024 * 1024 + 1),
      text: 'The size of the file named big.pdf should be less than 1 MB',
    },
    {
      rule: 'default size of 20 MB',
      props: {},
      file: makeFile('huge.pdf', 20 * 1024 * 1024 + 1),
      text: 'The size of the file named huge.pdf should be less than 20 MB',
    },
    { rule: 'empty name', props: {}, file: makeFile('.png'), text: 'File name can not be empty' },
  ])('refuses by $rule for 10 seconds and adds nothing', async ({ props, file, text }) => {
    const user = userEvent.setup({ applyAccept: false });
    const error = vi.spyOn(notify, 'error');
    renderApp(<Harness mode="list" {...props} />);
    await user.upload(fileInput(), file);
    await waitFor(() => expect(error).toHaveBeenCalledExactlyOnceWith(text, 10));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
    expect(screen.queryByText(file.name)).not.toBeInTheDocument();
  });

  it('compares extensions case-insensitively and sets the input accept list', async () => {
    const user = userEvent.setup();
    renderApp(<Harness mode="list" accept={['pdf', 'PNG']} />);
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.png');
    await user.upload(fileInput(), makeFile('Scan.Pdf', 10, 'application/pdf'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });
});

describe('FileUpload uploads', () => {
  it('goes processing with a percentage, then finished', async () => {
    const user = userEvent.setup();
    renderApp(<Harness mode="list" />);
    const file = makeFile('photo.png', 3, 'image/png');
    await user.upload(fileInput(), file);
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(upload).toHaveBeenCalledWith(
      filesEndpoints.uploadDocument,
      file,
      expect.any(Function),
      expect.any(AbortSignal),
    );
    const temporaryId = changes[0]![0]!.id;
    expect(changes[0]).toEqual([
      { id: temporaryId, name: 'photo.png', url: '', uploadStatus: 'processing', percentage: 0 },
    ]);

    act(() => pending[0]!.progress(40));
    expect(changes.at(-1)).toEqual([expect.objectContaining({ uploadStatus: 'processing', percentage: 40 })]);
    // Ant Design shows the bar after a short delay.
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    await act(async () =>
      pending[0]!.resolve({
        id: 'doc-1',
        docUrl: '/api/doc-upload/download?id=doc-1',
        docExt: 'PNG',
        name: 'photo.png',
        size: 3,
      }),
    );
    expect(changes.at(-1)).toEqual([finished('doc-1', 'photo.png')]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'photo.png' })).toHaveAttribute(
      'href',
      '/api/doc-upload/download?id=doc-1',
    );
  });

  it('sends to the given endpoint', async () => {
    const user = userEvent.setup();
    renderApp(<Harness mode="list" endpoint={filesEndpoints.addImportDocument} />);
    await user.upload(fileInput(), makeFile('list.csv'));
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(
        filesEndpoints.addImportDocument,
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ),
    );
  });

  it('a failed upload removes the item (the refusal was shown by upload())', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    renderApp(<Harness mode="list" initial={[finished('doc-0', 'kept.pdf')]} />);
    await user.upload(fileInput(), makeFile('bad.pdf'));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByText('bad.pdf')).toBeInTheDocument();
    await act(async () => pending[0]!.reject(new RequestError(100, 'The content does not match')));
    expect(changes.at(-1)).toEqual([finished('doc-0', 'kept.pdf')]);
    expect(screen.queryByText('bad.pdf')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('a network failure removes the item and says so for 10 seconds', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    renderApp(<Harness mode="list" />);
    await user.upload(fileInput(), makeFile('bad.pdf'));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () =>
      pending[0]!.reject(
        new RequestError(-1, 'Network error, please check network or refresh and try again'),
      ),
    );
    expect(changes.at(-1)).toEqual([]);
    expect(error).toHaveBeenCalledWith('Network error, please check network or refresh and try again', 10);
  });

  it('keeps every file of a multiple selection while they progress together', async () => {
    const user = userEvent.setup();
    renderApp(<Harness mode="list" multiple />);
    await user.upload(fileInput(), [makeFile('a.pdf'), makeFile('b.pdf')]);
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => {
      pending[0]!.progress(10);
      pending[1]!.progress(60);
    });
    expect(changes.at(-1)!.map((file) => [file.name, file.percentage])).toEqual([
      ['a.pdf', 10],
      ['b.pdf', 60],
    ]);
    await act(async () => {
      pending[1]!.resolve({ id: 'b', docUrl: '/b', docExt: 'PDF', name: 'b.pdf', size: 1 });
      pending[0]!.resolve({ id: 'a', docUrl: '/a', docExt: 'PDF', name: 'a.pdf', size: 1 });
    });
    expect(changes.at(-1)!.map((file) => [file.id, file.uploadStatus])).toEqual([
      ['a', 'finished'],
      ['b', 'finished'],
    ]);
  });
});

describe('FileUpload list, count and deletion', () => {
  it('hides the add control once maxCount is reached (0 = unlimited)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(<Harness mode="card" maxCount={2} initial={[finished('1', 'a.pdf')]} />);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await user.upload(fileInput(), makeFile('b.pdf'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument());
    unmount();

    renderApp(
      <Harness
        mode="list"
        maxCount={0}
        initial={[finished('1', 'a.pdf'), finished('2', 'b.pdf'), finished('3', 'c.pdf')]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('asks before deleting an uploaded file and deletes only after confirming', async () => {
    const user = userEvent.setup();
    renderApp(<Harness mode="list" initial={[finished('1', 'a.pdf'), finished('2', 'b.pdf')]} />);
    const removeButtons = screen.getAllByRole('button', { name: 'Remove file' });
    await user.click(removeButtons[1]!);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this file?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);
    expect(screen.getByText('b.pdf')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Remove file' })[1]!);
    dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes.at(-1)).toEqual([finished('1', 'a.pdf')]));
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
  });

  it('the card add control is a button reached and used with the keyboard', async () => {
    const user = userEvent.setup();
    renderApp(<Harness mode="card" />);
    const click = vi.spyOn(fileInput(), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});

describe('FileUpload preview', () => {
  it('opens an image in a modal, fetched with the Bearer token', async () => {
    const user = userEvent.setup();
    tokenStore.set('access-token', 'refresh-token');
    renderApp(<Harness mode="card" initial={[finished('img-1', 'photo.PNG')]} />);
    await user.click(screen.getByRole('link', { name: 'Preview file' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('photo.PNG')).toBeInTheDocument();
    const image = await within(dialog).findByRole('img', { name: 'photo.PNG' });
    expect(image).toHaveAttribute('src', 'blob:picture');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/doc-upload/download?id=img-1',
      expect.objectContaining({ headers: { authorization: 'Bearer access-token' } }),
    );
  });

  it('offers no preview for documents, and says when an image cannot be loaded', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 6, msg: 'expired' }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    renderApp(
      <Harness mode="card" initial={[finished('doc', 'report.pdf'), finished('img', 'photo.gif')]} />,
    );
    expect(screen.getAllByRole('link', { name: 'Preview file' })).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Preview file' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The preview could not be loaded')).toBeInTheDocument();
  });
});

describe('FileUpload in Chinese', () => {
  it('translates the control and the refusals', async () => {
    await i18n.changeLanguage('cn');
    const user = userEvent.setup({ applyAccept: false });
    const error = vi.spyOn(notify, 'error');
    renderApp(<Harness mode="list" accept={['pdf']} />);
    expect(screen.getByRole('button', { name: /^上\s?传$/ })).toBeInTheDocument();
    await user.upload(fileInput(), makeFile('a.exe'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        i18n.t('upload.formatInvalid', { name: 'a.exe', formats: 'PDF' }),
        10,
      ),
    );
    expect(error.mock.calls[0]![0]).toMatch(/a\.exe/);
    expect(error.mock.calls[0]![0]).not.toMatch(/The format/);
  });
});
