/**
 * What other modules may use of the files module: the service that stores and serves files, and the
 * rules an upload read by another module follows (parser limits, display name, content check).
 */
export { contentMatches } from './content-sniffing';
export { bufferChunk, errorMessage, incomingParts, multipartLimits } from './files.routes';
export { displayName, FilesService, keepGeneratedFile, sendDownload, uploadField } from './files.service';
export type { FileStore } from './file-storage';
export type { FileExtension } from './content-sniffing';
export type { Download } from './files.service';
export { findAttachableFileIds, findDocumentIdsOf } from './files.repository';
export { findAttachedFiles, replaceAttachedFiles } from './attachments.repository';
export type { AttachmentLink } from './attachments.repository';
export { receiveWorkbook } from './files.workbook';
export { createFileStore } from './object-store';
export { ObjectStoreError } from './file-storage';
