/**
 * Demo quotations on Partner A's approved demo solution, priced as the service prices them: planning
 * quotations in draft, submitted (a discount beyond the threshold), returned (with a line reason) and
 * revised into a second version, and approved; formal ones of the approved one issued, declined and
 * expired. None of these is accepted: that would win the opportunity the other demo records keep open
 * (`quotations.kinds.seed.ts` accepts one on an opportunity already won, and adds the other kinds).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { insertAuditEntry } from '../../core/audit';
import { decimal } from '../../core/money';
import { businessOpportunities, quotationLines, quotations, solutionLines, solutions } from '../../db/schema';
import { draftsOf, writeLines } from './quotations.lines.service';
import { nextQuotationNo, quotationEntity } from './quotations.repository';
import type { DemoContext } from '../../core/demo-seed';
import { seedMoreKinds } from './quotations.kinds.seed';

type Status = (typeof quotations.$inferSelect)['status'];

const day = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

export async function seedDemoQuotations(tx: Tx, demo: DemoContext): Promise<void> {
  const planner = demo.userIds.get('planner');
  const sales = demo.userIds.get('sales');
  if (planner === undefined || sales === undefined) return;
  const [solution] = await tx
    .select({
      id: solutions.id,
      opportunityId: businessOpportunities.id,
      customerId: businessOpportunities.customerId,
    })
    .from(solutions)
    .innerJoin(businessOpportunities, eq(businessOpportunities.id, solutions.opportunityId))
    .where(and(eq(solutions.status, 'approved'), eq(businessOpportunities.companyId, demo.companyIds.A)))
    .orderBy(asc(solutions.id))
    .limit(1);
  if (!solution) return;
  const materialLines = (
    await tx.select().from(solutionLines).where(eq(solutionLines.solutionId, solution.id))
  ).filter((line) => line.materialId !== null);
  if (materialLines.length === 0) return;
  // Whole quantities, so that a formal quotation could become an order.
  const wanted = (discount: string) =>
    materialLines.map((line) => ({
      itemKind: 'material' as const,
      itemId: line.materialId!,
      quantity: decimal(line.quantity).round(0, 3).toFixed(0),
      discountType: 'percent' as const,
      discountValue: discount,
    }));
  const now = new Date();

  const insert = async (
    values: {
      kind: (typeof quotations.$inferSelect)['kind'];
      status: Status;
      /** Another opportunity than the solution's (with its customer). */
      opportunity?: { id: number; customerId: number | null };
      /** Other lines than the solution's. */
      items?: ReturnType<typeof wanted>;
      requestNote?: string;
      orderId?: number;
      discount: string;
      version?: number;
      quotationNo?: string;
      rootId?: number;
      previousVersionId?: number;
      sourceQuotationId?: number;
      validUntil?: string;
      returnReason?: string;
    },
    trail: { action: string; from: Status | null; to: Status; actor: number | null; comment?: string }[],
  ) => {
    const { drafts, currency } = await draftsOf(tx, values.items ?? wanted(values.discount), new Map());
    const [row] = await tx
      .insert(quotations)
      .values({
        quotationNo: values.quotationNo ?? (await nextQuotationNo(tx, now)),
        kind: values.kind,
        version: values.version ?? 1,
        rootId: values.rootId,
        previousVersionId: values.previousVersionId,
        opportunityId: values.opportunity?.id ?? solution.opportunityId,
        solutionId: values.kind === 'planning' ? solution.id : null,
        sourceQuotationId: values.sourceQuotationId,
        customerId: values.opportunity ? values.opportunity.customerId : solution.customerId,
        partnerCompanyId: demo.companyIds.A,
        currency,
        exchangeRate: '1',
        reportingCurrency: 'CNY',
        taxRate: '13',
        validUntil: values.validUntil,
        paymentTerms: '30% 预付款，发货前付清余款',
        deliveryTerms: '合同生效后 8 周交货',
        language: 'cn',
        status: values.status,
        returnReason: values.returnReason,
        requestNote: values.requestNote,
        orderId: values.orderId,
        createdBy: planner,
        updatedBy: planner,
      })
      .returning({ id: quotations.id });
    const id = row!.id;
    const totals = await writeLines(tx, id, currency, '13', drafts);
    await tx
      .update(quotations)
      .set({ ...totals, rootId: values.rootId ?? id })
      .where(eq(quotations.id, id));
    for (const step of trail)
      await insertAuditEntry(tx, {
        entity: quotationEntity,
        entityId: id,
        action: step.action,
        fromState: step.from,
        toState: step.to,
        actorId: step.actor,
        comment: step.comment ?? null,
      });
    return id;
  };
  const created = (to: Status = 'draft') => ({ action: 'create', from: null, to, actor: planner });
  const submitted = { action: 'submit', from: 'draft' as const, to: 'submitted' as const, actor: planner };

  await insert({ kind: 'planning', status: 'draft', discount: '5' }, [created()]);
  await insert({ kind: 'planning', status: 'submitted', discount: '18' }, [created(), submitted]);
  const reason = '机器人折扣超出权限，请按 15% 以内重新报价。';
  const returned = await insert(
    { kind: 'planning', status: 'returned', discount: '20', returnReason: reason },
    [
      created(),
      submitted,
      { action: 'return', from: 'submitted', to: 'returned', actor: sales, comment: reason },
    ],
  );
  const [firstLine] = await tx
    .select({ id: quotationLines.id })
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, returned))
    .orderBy(asc(quotationLines.lineNo))
    .limit(1);
  if (firstLine)
    await tx
      .update(quotationLines)
      .set({ returnReason: '最多 15%' })
      .where(eq(quotationLines.id, firstLine.id));
  const [returnedRow] = await tx
    .select({ quotationNo: quotations.quotationNo })
    .from(quotations)
    .where(eq(quotations.id, returned));
  await insert(
    {
      kind: 'planning',
      status: 'draft',
      discount: '15',
      version: 2,
      quotationNo: returnedRow!.quotationNo,
      rootId: returned,
      previousVersionId: returned,
    },
    [created()],
  );
  const approved = await insert({ kind: 'planning', status: 'approved', discount: '8' }, [
    created(),
    submitted,
    {
      action: 'approve',
      from: 'submitted',
      to: 'approved',
      actor: planner,
      comment: 'within discount thresholds',
    },
  ]);
  const formal = (status: Status, validUntil: string, answer?: string) =>
    insert({ kind: 'formal', status, discount: '8', sourceQuotationId: approved, validUntil }, [
      created('issued'),
      ...(answer
        ? [{ action: answer, from: 'issued' as const, to: status, actor: answer === 'expire' ? null : sales }]
        : []),
    ]);
  const issued = await formal('issued', dayFrom(30));
  await formal('declined', dayFrom(20), 'decline');
  await formal('expired', dayFrom(-3), 'expire');
  await seedMoreKinds(tx, demo, { insert, wanted, issued, opportunityId: solution.opportunityId });
}
