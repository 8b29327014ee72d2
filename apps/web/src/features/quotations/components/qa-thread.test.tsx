import type { QaQuestion, QaThreadPage } from '@portal/contract';
import { answerQuestionBodySchema, quotationsEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, upload } from '../../../lib/request';
import { htmlElement } from '../../../test/answer-by-path';
import { partnerSalesUser, plannerUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { QaThread } from './qa-thread';

const fileId = '0b6d8a52-8f3c-4a43-9a57-6f1b7f2d1c11';
const uploadedId = '5f0c3e1a-2b7d-4c8e-9f10-aa22bb33cc44';

const answered: QaQuestion = {
  id: 31,
  quotationId: 21,
  version: 1,
  question: {
    text: 'Can the fence ship before the robot?',
    by: 'Sora Partner',
    at: '2026-11-23T08:00:00.000Z',
    files: [],
    unread: false,
  },
  answer: {
    text: 'Yes, in week 4.',
    by: 'Pia Planner',
    at: '2026-11-23T14:00:00.000Z',
    files: [{ id: fileId, name: 'schedule.pdf', ext: 'pdf', size: 2048 }],
    unread: true,
  },
  mayAnswer: false,
};
const open: QaQuestion = {
  id: 32,
  quotationId: 22,
  version: 2,
  question: {
    text: 'Can the warranty be two years?',
    by: 'Sora Partner',
    at: '2026-11-24T06:00:00.000Z',
    files: [],
    unread: false,
  },
  answer: null,
  mayAnswer: false,
};
const threadOf = (list: QaQuestion[], mayAsk: boolean): QaThreadPage => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 10,
  mayAsk,
});

const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <QaThread quotationId={22} />
    </MemoryRouter>,
  );

const cardOf = (text: string) => htmlElement(screen.getByText(text).closest('[data-question]'));

describe('QaThread', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
    vi.mocked(upload).mockReset();
  });

  it('lists questions newest first with their answers, marks what the reader had not read, and downloads a file', async () => {
    signInAs(partnerSalesUser);
    const mocked = mockApi({
      [quotationsEndpoints.pageQaThread.path]: () => threadOf([open, answered], true),
      [quotationsEndpoints.qaUnreadCount.path]: () => ({ quotation: 0, total: 0 }),
      [quotationsEndpoints.downloadQaFile.path]: () => null,
    });
    render();
    expect(await screen.findByText('Can the warranty be two years?', {}, patience)).toBeInTheDocument();
    const cards = document.querySelectorAll('[data-question]');
    expect(cards[0]).toHaveTextContent('Can the warranty be two years?');
    expect(cards[1]).toHaveTextContent('Can the fence ship before the robot?');
    expect(callsTo(mocked, quotationsEndpoints.pageQaThread.path)[0]?.body).toEqual({
      quotationId: 22,
      pageNum: 1,
      pageSize: 10,
    });

    // The unanswered question waits; the answer the partner had not read is marked.
    const waiting = cardOf('Can the warranty be two years?');
    expect(within(waiting).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(waiting).getByText('On v2')).toBeInTheDocument();
    expect(within(waiting).queryByText('Unread')).toBeNull();
    const answer = htmlElement(screen.getByText('Yes, in week 4.').closest('[data-unread]'));
    expect(within(answer).getByText('Unread')).toBeInTheDocument();
    expect(within(answer).getByText('Pia Planner')).toBeInTheDocument();
    expect(within(answer).getByText('2026-11-23 14:00:00')).toBeInTheDocument();
    expect(screen.getAllByText('Unread')).toHaveLength(1);
    // The partner reads no answer box; reading the thread refreshed the unread count.
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();

    fireEvent.click(within(answer).getByText('schedule.pdf'));
    await waitFor(
      () =>
        expect(callsTo(mocked, quotationsEndpoints.downloadQaFile.path)[0]?.query).toEqual({
          questionId: 31,
          fileId,
        }),
      patience,
    );
  });

  it('asks with the contract’s check first, then sends the text and the uploaded files and reads the thread again', async () => {
    signInAs(partnerSalesUser);
    let list = [answered];
    const mocked = mockApi({
      [quotationsEndpoints.pageQaThread.path]: () => threadOf(list, true),
      [quotationsEndpoints.askQuestion.path]: () => {
        const asked: QaQuestion = {
          ...open,
          id: 33,
          question: { ...open.question, text: 'Is a spare gripper included?' },
        };
        list = [asked, answered];
        return asked;
      },
    });
    vi.mocked(upload).mockResolvedValue({
      id: uploadedId,
      name: 'layout.pdf',
      docUrl: `/api/doc-upload/download?id=${uploadedId}`,
      docExt: 'pdf',
      size: 10,
    });
    render();
    const box = await screen.findByRole(
      'textbox',
      { name: 'Write your question about this quotation' },
      patience,
    );

    // Empty: the contract's message, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Write the question or the answer', {}, patience)).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.askQuestion.path)).toHaveLength(0);

    fireEvent.change(box, { target: { value: '  Is a spare gripper included?  ' } });
    const input = htmlElement(document.querySelector('input[type="file"]'));
    await userEvent.setup().upload(input, new File(['%PDF'], 'layout.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('layout.pdf', {}, patience)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(
      () =>
        expect(callsTo(mocked, quotationsEndpoints.askQuestion.path)[0]?.body).toEqual({
          quotationId: 22,
          text: 'Is a spare gripper included?',
          fileIds: [uploadedId],
        }),
      patience,
    );
    expect(await screen.findByText('Question sent', {}, patience)).toBeInTheDocument();
    expect(await screen.findByText('Is a spare gripper included?', {}, patience)).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.pageQaThread.path)).toHaveLength(2);
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: 'Write your question about this quotation' })).toHaveValue(
          '',
        ),
      patience,
    );
    expect(screen.queryByText('layout.pdf')).toBeNull();
  });

  it('lets planning answer an open question, once; planning never asks', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    let list: QaQuestion[] = [{ ...open, question: { ...open.question, unread: true }, mayAnswer: true }];
    const mocked = mockApi({
      [quotationsEndpoints.pageQaThread.path]: () => threadOf(list, false),
      [quotationsEndpoints.answerQuestion.path]: (options) => {
        const body = answerQuestionBodySchema.parse(options.body);
        const done: QaQuestion = {
          ...open,
          answer: {
            text: body.text,
            by: 'Pia Planner',
            at: '2026-11-24T09:00:00.000Z',
            files: [],
            unread: false,
          },
        };
        list = [done];
        return done;
      },
    });
    render();
    await screen.findByText('Can the warranty be two years?', {}, patience);
    const card = cardOf('Can the warranty be two years?');
    // The partner's new question is unread for planning; planning never asks.
    expect(within(card).getByText('Unread')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write your question about this quotation' })).toBeNull();

    fireEvent.change(within(card).getByRole('textbox', { name: 'Write the answer' }), {
      target: { value: 'Yes, for 8 % of the total.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Answer' }));
    await waitFor(
      () =>
        expect(callsTo(mocked, quotationsEndpoints.answerQuestion.path)[0]?.body).toEqual({
          questionId: 32,
          text: 'Yes, for 8 % of the total.',
          fileIds: [],
        }),
      patience,
    );
    expect(await screen.findByText('Yes, for 8 % of the total.', {}, patience)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write the answer' })).toBeNull();
  });
});
