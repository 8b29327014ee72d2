import multipart from '@fastify/multipart';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { filesEndpoints as ep, limits } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, refused } from '../../core/app-error';
import { errorCode } from '../../core/system-errors';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import type { IncomingPart } from './files.service';
import { displayName, sendDownload } from './files.service';

/** Parser limits: the size limit is explicit (the plugin's default is 1 MiB); one file per request. */
export const multipartLimits = {
  fileSize: limits.uploadMaxBytes,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  headerPairs: 100,
};

/** The file name of the part a parser error is about (the plugin sets `part` on some errors). */
function failedPartName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('part' in error)) return undefined;
  const { part } = error;
  if (typeof part !== 'object' || part === null || !('filename' in part)) return undefined;
  return typeof part.filename === 'string' ? part.filename : undefined;
}

/** The message of a parser error, for the log. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** A chunk of a parsed file: busboy emits Buffers (no encoding is set on file streams). */
export function bufferChunk(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  throw new TypeError('A multipart file stream yielded a chunk that is not a Buffer');
}

/** A failure of the multipart parser as the envelope refusal the user should see; never a 500. */
function multipartError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const code = errorCode(error);
  switch (code) {
    case 'FST_FILES_LIMIT':
      return refused('upload.tooManyFiles');
    case 'FST_REQ_FILE_TOO_LARGE':
      return refused('upload.sizeInvalid', {
        name: displayName(failedPartName(error)),
        size: limits.uploadMaxMb,
      });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return refused('error.bodyTooLarge');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refused('upload.fileMissing');
    default:
      // Malformed multipart (no boundary, truncated body, bad part headers): the client's fault.
      request.log.info({ err: { code, message: errorMessage(error) } }, 'unreadable multipart body');
      return refused('error.badRequest');
  }
}

async function* guarded(file: MultipartFile['file'], request: FastifyRequest): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield bufferChunk(chunk);
  } catch (error) {
    throw multipartError(error, request);
  }
}

/** The parts of a multipart body in the service's terms; parser errors become refusals. */
export async function* incomingParts(request: FastifyRequest): AsyncGenerator<IncomingPart> {
  if (!request.isMultipart()) throw refused('upload.fileMissing');
  const parts = request.parts();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw multipartError(error, request);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'file') {
      const file = part.file;
      yield {
        field: part.fieldname,
        filename: part.filename,
        stream: guarded(file, request),
        truncated: () => file.truncated,
      };
    } else {
      yield { field: part.fieldname, filename: undefined, stream: null, truncated: () => false };
    }
  }
}

/**
 * Uploads and downloads (the import upload `ticket/document/addDocument` is the tickets module's route:
 * it reads `incomingParts` and `FilesService.upload` from here). The multipart parser is registered inside this module's own scope, so no
 * other route accepts multipart bodies.
 */
export async function filesRoutes(app: FastifyInstance, { files: service }: ModuleDeps): Promise<void> {
  // A store that cannot be used stops the start; temporary files left by a process that stopped
  // mid-upload are removed before any new upload.
  await service.checkStore();
  await service.sweepTemp();
  // The resource library's uploads: the parser's file limit is the larger video limit (its own scope).
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { ...multipartLimits, fileSize: service.maxBytesOf('resource') },
      throwFileSizeLimit: false,
    });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    route(scope, ep.uploadResource, ({ request, principal }) =>
      service.upload(incomingParts(request), principal, 'resource'),
    );
  });
  app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
    // Any other body type reaches the handler unread, which answers "no file was sent".
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    route(scope, ep.uploadDocument, ({ request, principal }) =>
      service.upload(incomingParts(request), principal, 'document'),
    );

    route(scope, ep.download, async ({ query, principal, reply }) => {
      const download = await service.openDownload(query.id, principal);
      await sendDownload(reply, download);
      return null;
    });
  });
}
