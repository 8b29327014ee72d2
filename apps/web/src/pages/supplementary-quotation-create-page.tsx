import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { SupplementaryQuotationScreen } from '../features/quotations/components/supplementary-quotation';
import type {
  QuotationItemPickerProps,
  QuotationItemPickers,
} from '../features/quotations/components/supplementary-item-bar';
import { MaterialPicker } from '../features/virtual-materials/components/material-picker';

// The configured-product picker (its configurator dialog and the model queries) loads when that kind is chosen.
const ConfiguredProductPicker = lazy(() =>
  import('../features/configurations/components/configured-product-picker').then((m) => ({
    default: m.ConfiguredProductPicker,
  })),
);

/** Extra options (configured products), spare parts (materials) and services (virtual materials too). */
const pickers: QuotationItemPickers = {
  configured: (props: QuotationItemPickerProps) => (
    <Suspense fallback={<Spin size="small" />}>
      <ConfiguredProductPicker {...props} />
    </Suspense>
  ),
  material: ({ onPick }: QuotationItemPickerProps) => <MaterialPicker kind="material" onPick={onPick} />,
  virtual: ({ onPick }: QuotationItemPickerProps) => <MaterialPicker kind="virtual" onPick={onPick} />,
};

/** /supplementary-quotation/create?id=: a supplementary quotation's configuration, or the quotation read. */
export function SupplementaryQuotationCreatePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? (
    <SupplementaryQuotationScreen key={id} id={id} pickers={pickers} />
  ) : null;
}
