/**
 * Receiving the one .xlsx of an import (clues, virtual materials) with the files module's rules: display
 * name, extension, the size limit, an empty file, and the content checked against its magic bytes.
 */
import type { MultipartFile } from '@fastify/multipart';
import { limits, splitFileName } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, refused } from '../../core/app-error';
import { errorCode } from '../../core/system-errors';
import { contentMatches } from './content-sniffing';
import { bufferChunk, errorMessage } from './files.routes';
import { displayName, uploadField } from './files.service';

/** A failure of the multipart parser as the refusal the user should see; never a 500. */
function multipartRefusal(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const code = errorCode(error);
  switch (code) {
    case 'FST_FILES_LIMIT':
      return refused('upload.tooManyFiles');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return refused('error.bodyTooLarge');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refused('upload.fileMissing');
    default:
      request.log.info({ err: { code, message: errorMessage(error) } }, 'unreadable multipart body');
      return refused('error.badRequest');
  }
}

/**
 * The uploaded workbook, read into memory (at most the upload limit) and never stored; `notXlsx` is the
 * importing module's refusal of another format.
 */
export async function receiveWorkbook(
  request: FastifyRequest,
  notXlsx: 'clue.import.notXlsx' | 'material.import.notXlsx' | 'ticket.import.notXlsx',
): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw refused('upload.fileMissing');
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartRefusal(error, request);
  }
  if (!part || part.fieldname !== uploadField) throw refused('upload.fileMissing');
  const name = displayName(part.filename);
  const { stem, ext } = splitFileName(name);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(bufferChunk(chunk));
  } catch (error) {
    throw multipartRefusal(error, request);
  }
  if (!stem.trim()) throw refused('upload.nameEmpty');
  if (ext !== 'XLSX') throw refused(notXlsx, { name });
  const content = Buffer.concat(chunks);
  if (part.file.truncated || content.length > limits.uploadMaxBytes)
    throw refused('upload.sizeInvalid', { name, size: limits.uploadMaxMb });
  if (content.length === 0) throw refused('upload.fileEmpty', { name });
  if (!contentMatches('XLSX', content)) throw refused('upload.contentMismatch', { name });
  return { name, content };
}
