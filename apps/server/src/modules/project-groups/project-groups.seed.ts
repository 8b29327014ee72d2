import { and, asc, eq, lt } from 'drizzle-orm';
import type { DemoContext } from '../../core/demo-seed';
import type { Tx } from '../../db/database';
import {
  businessOpportunities,
  projectGroupMembers,
  projectGroupPosts,
  projectGroups,
  tickets,
} from '../../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoGroup {
  subject: { ticketId: number } | { opportunityId: number };
  name: string;
  creator: string;
  members: string[];
  /** Who posts what, in order. */
  posts: Array<[string, string]>;
}

/**
 * A few project groups with their threads: on a ticket of each demo company (Chinese posts at Demo Partner
 * A's, Korean and Chinese at Demo Partner B's) and on an opportunity (staff). Created three days ago on
 * records older than that, so nothing states the future.
 */
export async function seedDemoProjectGroups(tx: Tx, demo: DemoContext): Promise<void> {
  const now = Date.now();
  const before = new Date(now - 5 * DAY);
  const ticketOf = async (companyId: number) =>
    (
      await tx
        .select({ id: tickets.id, no: tickets.ticketNo })
        .from(tickets)
        .where(and(eq(tickets.companyId, companyId), lt(tickets.createdAt, before)))
        .orderBy(asc(tickets.id))
        .limit(1)
    )[0];
  const [opportunity] = await tx
    .select({ id: businessOpportunities.id, no: businessOpportunities.opptNo })
    .from(businessOpportunities)
    .where(lt(businessOpportunities.createdAt, before))
    .orderBy(asc(businessOpportunities.id))
    .limit(1);
  const [ticketA, ticketB] = [await ticketOf(demo.companyIds.A), await ticketOf(demo.companyIds.B)];

  const groups: DemoGroup[] = [];
  if (ticketA)
    groups.push({
      subject: { ticketId: ticketA.id },
      name: `${ticketA.no} 现场处理`,
      creator: 'service',
      members: ['admin', 'partner.admin'],
      posts: [
        ['service', '客户反馈主轴异响，明天上午安排工程师到现场检查。'],
        ['partner.admin', '收到，我们会提前与客户确认进场时间。'],
        ['admin', '备件库存已确认，如需更换轴承可当天发货。'],
      ],
    });
  if (ticketB)
    groups.push({
      subject: { ticketId: ticketB.id },
      name: `${ticketB.no} 현장 대응`,
      creator: 'service',
      members: ['admin', 'partner.b'],
      posts: [
        ['service', '您好，请提供设备的报警代码和现场照片。'],
        ['partner.b', '알람 코드는 E-204입니다. 현장 사진은 티켓에 첨부했습니다.'],
        ['service', '감사합니다. 원격 점검 후 결과를 공유하겠습니다.'],
      ],
    });
  if (opportunity)
    groups.push({
      subject: { opportunityId: opportunity.id },
      name: `${opportunity.no} 方案协同`,
      creator: 'sales',
      members: ['planner', 'channel'],
      posts: [
        ['sales', '客户希望下周看到初步方案，请规划同事评估产线配置。'],
        ['planner', '已开始设计，预计周三给出初稿。'],
        ['channel', '합작 파트너 측에서도 일정 확인 부탁드립니다.'],
      ],
    });

  const userId = (username: string) => {
    const id = demo.userIds.get(username);
    if (id === undefined) throw new Error(`The demo user ${username} is missing`);
    return id;
  };
  const createdAt = new Date(now - 3 * DAY);
  for (const group of groups) {
    const creatorId = userId(group.creator);
    const [row] = await tx
      .insert(projectGroups)
      .values({
        ...group.subject,
        name: group.name,
        creatorId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: projectGroups.id });
    const groupId = row!.id;
    await tx.insert(projectGroupMembers).values(
      [group.creator, ...group.members].map((name) => ({
        groupId,
        userId: userId(name),
        addedBy: creatorId,
        addedAt: createdAt,
      })),
    );
    await tx.insert(projectGroupPosts).values(
      group.posts.map(([author, body], i) => ({
        groupId,
        authorId: userId(author),
        body,
        createdAt: new Date(createdAt.getTime() + (i + 1) * HOUR),
      })),
    );
  }
}
