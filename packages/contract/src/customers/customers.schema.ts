import { z } from 'zod';
import { regionCodes } from '../core/constants';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { formatRegistrationNumber } from '../core/registration-numbers';
import { rowVersionSchema } from '../core/versions';
import { reportCustomerSchema } from '../opportunity-reports/opportunity-reports.schema';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { patterns } from '../patterns';
import { noNul, requiredText, keywordText } from '../core/texts';

/** The INDUSTRY code table: the industries a customer is classed in (labels `codeTable.INDUSTRY.<code>`). */
export const industryCodes = [
  'AUTOMATION',
  'ROBOTICS',
  'MACHINERY',
  'ELECTRONICS',
  'AUTOMOTIVE',
  'SEMICONDUCTOR',
  'ENERGY',
  'LOGISTICS',
  'MEDICAL',
  'FOOD',
  'CHEMICALS',
  'PACKAGING',
  'METAL',
  'BATTERY',
  'OTHER',
] as const;
export type IndustryCode = (typeof industryCodes)[number];

/**
 * The industry code of an industry as the company directory reports it (its English classification);
 * null for a text it does not name. A customer picked from the lookup takes its industry so.
 */
export function industryCodeOfLabel(label: string | null | undefined): IndustryCode | null {
  const labels: Record<string, IndustryCode> = {
    'industrial automation': 'AUTOMATION',
    robotics: 'ROBOTICS',
    'precision machinery': 'MACHINERY',
    electronics: 'ELECTRONICS',
    'automotive parts': 'AUTOMOTIVE',
    semiconductors: 'SEMICONDUCTOR',
    'new energy': 'ENERGY',
    logistics: 'LOGISTICS',
    'medical devices': 'MEDICAL',
    'food and beverage': 'FOOD',
    chemicals: 'CHEMICALS',
    packaging: 'PACKAGING',
    'metal processing': 'METAL',
    batteries: 'BATTERY',
  };
  return (label && labels[label.trim().toLowerCase()]) || null;
}

export const customerLimits = {
  name: 200,
  address: 300,
  contactName: 100,
  contactTitle: 100,
  contactPhone: 30,
  contactEmail: 200,
  maxContacts: 50,
} as const;

export const customerSortFields = ['createdAt', 'name', 'country'] as const;

const text = (max: number) => z.string().trim().max(max).refine(noNul, 'validation.invalid');
/** Optional text whose empty value is null. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);
/** Optional text that must match a pattern when given. */
const optionalPattern = (max: number, pattern: RegExp, key: string) =>
  optionalText(max).pipe(z.string().regex(pattern, key).nullable());
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

// ---------------------------------------------------------------- list

/** The list's filters, shared by the page and its export (also the list screen's URL parameters). */
export const customerFilterFields = z.object({
  /** Searched in the names and the registration number, literally and case-insensitively. */
  keyword: keywordText(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation.invalid')
    .nullish(),
  region: z.enum(regionCodes).nullish(),
  industryCode: z.enum(industryCodes).nullish(),
  /** 'true': found in the company directory; 'false': entered by hand (as the URL writes it). */
  verified: z.enum(['true', 'false']).nullish(),
  sortField: z.enum(customerSortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export const customerFilterSchema = customerFilterFields;
export type CustomerFilter = z.infer<typeof customerFilterSchema>;

export const pageCustomersBodySchema = pageRequestSchema.extend(customerFilterFields.shape);
export type PageCustomersBody = z.infer<typeof pageCustomersBodySchema>;

/** A customer of the list. */
export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameKr: z.string().nullable(),
  /** ISO 3166-1 alpha-2; the registration number's kind follows it. */
  country: z.string().nullable(),
  /** Normalised (see `normaliseRegistrationNumber`); shown with `formatRegistrationNumber`. */
  registrationNumber: z.string().nullable(),
  /** A REGION code (records of older reports may carry other values). */
  region: z.string().nullable(),
  industryCode: z.enum(industryCodes).nullable(),
  /** Found in the company directory; false for one entered by hand ("not verified"). */
  verified: z.boolean(),
  address: z.string().nullable(),
  /** The address in English (read by `customerAddress` in the reader's language). */
  addressEn: z.string().nullable(),
  /** Registrations linked to it (a partner counts only its own company's). */
  registrationCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rowVersion: rowVersionSchema,
});
export type Customer = z.infer<typeof customerSchema>;
export const customerPageSchema = pageSchema(customerSchema);

// ---------------------------------------------------------------- detail

export const customerActions = ['edit'] as const;
export type CustomerAction = (typeof customerActions)[number];

export const customerContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

const linkedCompany = {
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  companyNameKr: z.string().nullable(),
};

/** A registration (opportunity report) of the customer. */
export const customerRegistrationSchema = z.object({
  id: z.number().int(),
  reportNo: z.string(),
  projectName: z.string(),
  productLineCode: z.string(),
  status: z.string(),
  submittedAt: z.string().nullable(),
  ...linkedCompany,
});
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

/** A business opportunity of the customer. */
export const customerOpportunitySchema = z.object({
  id: z.number().int(),
  opptNo: z.string(),
  projectName: z.string(),
  productLineCode: z.string(),
  stage: z.string(),
  amount: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
  ...linkedCompany,
});
export type CustomerOpportunity = z.infer<typeof customerOpportunitySchema>;

/** An order of the customer: orders link to it through their opportunity. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  opportunityNo: z.string().nullable(),
  status: z.string(),
  total: z.string(),
  currency: z.string(),
  orderedAt: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/**
 * A customer with its contacts and linked records. A partner reads only its own company's records of
 * it. Solutions and quotations join here as further lists when they exist.
 */
export const customerInfoSchema = customerSchema.extend({
  createdByName: z.string().nullable(),
  contacts: z.array(customerContactSchema),
  registrations: z.array(customerRegistrationSchema),
  opportunities: z.array(customerOpportunitySchema),
  orders: z.array(customerOrderSchema),
  actions: z.array(z.enum(customerActions)),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const customerIdQuerySchema = z.object({ id: recordIdSchema });

// ---------------------------------------------------------------- changes

/** The fields of a customer besides its identification. */
const customerDetailsFields = {
  nameEn: optionalText(customerLimits.name),
  nameKr: optionalText(customerLimits.name),
  addressEn: optionalText(customerLimits.address),
  industryCode: nullable(z.enum(industryCodes)),
};

/**
 * A new customer: identified as on the registration form (`customer`: picked from the company lookup, or
 * typed by hand with the country's registration number and its check), plus its other names and industry.
 * Name and country are required; the registration number may be left empty for one entered by hand.
 */
export const createCustomerBodySchema = z
  .object({ customer: reportCustomerSchema, ...customerDetailsFields })
  .superRefine((body, ctx) => {
    if (body.customer.name === '')
      ctx.addIssue({ code: 'custom', path: ['customer', 'name'], message: 'validation.required' });
    if (body.customer.country === null)
      ctx.addIssue({ code: 'custom', path: ['customer', 'country'], message: 'validation.required' });
    if (body.customer.source === 'lookup' && body.customer.creditCode === null)
      ctx.addIssue({ code: 'custom', path: ['customer', 'creditCode'], message: 'validation.required' });
  });
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;
export type CreateCustomerInput = z.input<typeof createCustomerBodySchema>;

/** An edit of a customer's other names, region, addresses and industry (its identification stays). */
export const updateCustomerBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  ...customerDetailsFields,
  region: nullable(z.enum(regionCodes)),
  address: optionalText(customerLimits.address),
});
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;
export type UpdateCustomerInput = z.input<typeof updateCustomerBodySchema>;

/** The fields of a contact person, checked with the portal's phone and e-mail patterns. */
export const customerContactFieldsSchema = z.object({
  name: requiredText(customerLimits.contactName),
  title: optionalText(customerLimits.contactTitle),
  phone: optionalPattern(customerLimits.contactPhone, patterns.phoneDigitsHyphens, 'clue.validation.phone'),
  email: optionalPattern(customerLimits.contactEmail, patterns.email, 'validation.email'),
});
export type CustomerContactFields = z.infer<typeof customerContactFieldsSchema>;
export type CustomerContactInput = z.input<typeof customerContactFieldsSchema>;

/** Adds a contact (no `id`) or edits one of the customer's. */
export const saveCustomerContactBodySchema = customerContactFieldsSchema.extend({
  customerId: recordIdSchema,
  id: recordIdSchema.optional(),
});
export type SaveCustomerContactBody = z.infer<typeof saveCustomerContactBodySchema>;

export const deleteCustomerContactBodySchema = z.object({ customerId: recordIdSchema, id: recordIdSchema });
export type DeleteCustomerContactBody = z.infer<typeof deleteCustomerContactBodySchema>;

/** A customer's registration number as shown, or null. */
export function customerRegistrationNumber(customer: {
  country: string | null;
  registrationNumber: string | null;
}): string | null {
  return customer.registrationNumber === null
    ? null
    : formatRegistrationNumber(customer.country, customer.registrationNumber);
}
