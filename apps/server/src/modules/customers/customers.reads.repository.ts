import type { CustomerAddresses, NamesByLanguage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema';

/** A customer as a document addresses it: its names in every language and its addresses. */
export async function findCustomerAddressee(
  db: DbOrTx,
  id: number,
): Promise<{ names: NamesByLanguage; addresses: CustomerAddresses } | undefined> {
  const [row] = await db
    .select({
      name: customers.name,
      nameEn: customers.nameEn,
      nameKr: customers.nameKr,
      address: customers.address,
      addressEn: customers.addressEn,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return (
    row && {
      names: { cn: row.name, en: row.nameEn, kr: row.nameKr },
      addresses: { address: row.address, addressEn: row.addressEn },
    }
  );
}
