/** Opportunity reports as API tests file them: a save body for a new customer of this moment. */
import { randomBytes } from 'node:crypto';
import { creditCodeOf } from '@portal/contract';

/** The body of `/businesOpptReporting/save` that submits a CNC report by `contactId` for a new customer. */
export function submittedReportBody(contactId: number, equipmentModelId: number) {
  const hex = randomBytes(4).toString('hex');
  return {
    submit: true,
    contactIds: [contactId],
    customer: {
      name: `Customer ${hex}`,
      creditCode: creditCodeOf('91320500', hex.toUpperCase()),
      country: 'CN',
    },
    projectName: `Project ${hex}`,
    productLineCode: 'CNC',
    lines: [{ equipmentModelId, kind: 'iop', quantity: 1 }],
    rate: '50.00',
    amount: '80000.00',
    currency: 'CNY',
    expectedCloseDate: '2027-03-31',
    fileIds: [],
  };
}
