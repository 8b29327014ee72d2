import { z } from 'zod';
import { languages } from '../core/constants';
import { recordIdSchema } from '../core/ids';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { keywordText, noNul, optionalText, requiredText } from '../core/texts';
import { rowVersionSchema } from '../core/versions';
import { sortOrders } from '../partners/partners.schema';

/**
 * The library is one set of resources seen from two menus: `/empower/training` shows the training
 * materials (the training shelf's categories), `/empower/resource` the sales and marketing resources.
 */
export const resourceShelves = ['training', 'resource'] as const;
export type ResourceShelf = (typeof resourceShelves)[number];

/** The categories, each on one shelf. */
export const resourceCategories = [
  'courseware',
  'tutorial',
  'certification',
  'brochure',
  'datasheet',
  'caseStudy',
  'presentation',
] as const;
export type ResourceCategory = (typeof resourceCategories)[number];
export const resourceCategoryShelf: Record<ResourceCategory, ResourceShelf> = {
  courseware: 'training',
  tutorial: 'training',
  certification: 'training',
  brochure: 'resource',
  datasheet: 'resource',
  caseStudy: 'resource',
  presentation: 'resource',
};
export const categoriesOfShelf = (shelf: ResourceShelf): ResourceCategory[] =>
  resourceCategories.filter((c) => resourceCategoryShelf[c] === shelf);

/** What a resource's file is: a document (previewed when a PDF), an image or a video (played). */
export const resourceKinds = ['document', 'image', 'video'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

/** Extensions of videos: uploaded with the larger video limit, played in the page. */
export const videoExtensions = ['MP4', 'WEBM'] as const;
/** Extensions a resource's file may have: the documents' and the videos'. */
export const resourceExtensions = [
  'PDF',
  'JPG',
  'JPEG',
  'PNG',
  'GIF',
  'DOC',
  'DOCX',
  'XLS',
  'XLSX',
  'PPT',
  'PPTX',
  'TXT',
  'ZIP',
  ...videoExtensions,
] as const;

export function resourceKindOf(ext: string): ResourceKind {
  if ((videoExtensions as readonly string[]).includes(ext)) return 'video';
  if (['JPG', 'JPEG', 'PNG', 'GIF'].includes(ext)) return 'image';
  return 'document';
}

const code = z.string().trim().min(1).max(64).refine(noNul, 'validation.invalid');

export const resourceSchema = z.object({
  id: z.number().int(),
  shelf: z.enum(resourceShelves),
  category: z.enum(resourceCategories),
  productLineCode: z.string().nullable(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameKr: z.string(),
  descriptionCn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionKr: z.string().nullable(),
  /** The languages the content is in. */
  languages: z.array(z.enum(languages)),
  kind: z.enum(resourceKinds),
  fileId: z.string(),
  fileName: z.string(),
  fileExt: z.string(),
  fileSize: z.number().int(),
  version: z.number().int(),
  /** Company types and tiers that may read it; empty: every company. Staff read every resource. */
  audienceCompanyTypes: z.array(z.string()),
  audienceTiers: z.array(z.string()),
  downloadCount: z.number().int(),
  updatedAt: z.string(),
  rowVersion: rowVersionSchema,
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourcePageSchema = pageSchema(resourceSchema);

export const resourceSortFields = ['updatedAt', 'downloadCount', 'fileSize'] as const;
export const pageResourcesBodySchema = pageRequestSchema.extend({
  /** Searched in the three names and descriptions, literally and case-insensitively. */
  keyword: keywordText(),
  category: z.enum(resourceCategories).nullish(),
  productLineCode: code.nullish(),
  kind: z.enum(resourceKinds).nullish(),
  language: z.enum(languages).nullish(),
  sortField: z.enum(resourceSortFields).default('updatedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageResourcesBody = z.infer<typeof pageResourcesBodySchema>;
export type PageResourcesInput = z.input<typeof pageResourcesBodySchema>;

export const resourceIdQuerySchema = z.object({ id: recordIdSchema });

export const saveResourceBodySchema = z.object({
  /** Absent to create, present to edit. */
  id: recordIdSchema.optional(),
  rowVersion: rowVersionSchema.optional(),
  category: z.enum(resourceCategories),
  productLineCode: optionalText(64),
  nameCn: requiredText(200),
  nameEn: requiredText(200),
  nameKr: requiredText(200),
  descriptionCn: optionalText(2000),
  descriptionEn: optionalText(2000),
  descriptionKr: optionalText(2000),
  languages: z
    .array(z.enum(languages))
    .min(1, 'resource.validation.languages')
    .refine((list) => new Set(list).size === list.length, 'resource.validation.languages'),
  audienceCompanyTypes: z.array(code).max(20).default([]),
  audienceTiers: z.array(code).max(10).default([]),
  /** The file (uploaded with uploadResource); a different one on an edit is a new version. */
  fileId: z.uuid(),
});
export type SaveResourceBody = z.infer<typeof saveResourceBodySchema>;
export type SaveResourceInput = z.input<typeof saveResourceBodySchema>;

/** Where the page plays or previews a resource: a link good for a short while, for <video> and the PDF viewer. */
export const resourceViewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ResourceViewLink = z.infer<typeof resourceViewLinkSchema>;
export const viewResourceQuerySchema = z.object({ ticket: z.string().max(300) });

/** One download: who, of which company, which version, when. */
export const resourceDownloadSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  companyName: z.string().nullable(),
  version: z.number().int(),
  downloadedAt: z.string(),
});
export type ResourceDownload = z.infer<typeof resourceDownloadSchema>;
export const resourceDownloadPageSchema = pageSchema(resourceDownloadSchema);
export const pageResourceDownloadsBodySchema = pageRequestSchema.extend({ resourceId: recordIdSchema });
export type PageResourceDownloadsBody = z.infer<typeof pageResourceDownloadsBodySchema>;
