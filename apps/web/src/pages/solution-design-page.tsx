import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfiguredProductPicker } from '../features/configurations/components/configured-product-picker';
import { useEquipmentModels } from '../features/opportunity-reports/api/get-equipment-models';
import type { LineItemPickerProps, LineItemPickers } from '../features/solutions/components/solution-lines';
import { SolutionDesign } from '../features/solutions/components/solution-design';
import { MaterialPicker } from '../features/virtual-materials/components/material-picker';
import { LazySelect } from '../components/lazy-select';

/** An equipment model of the opportunity's product line, for a solution line. */
function EquipmentModelPicker({ productLineCode, onPick }: LineItemPickerProps) {
  const { t } = useTranslation();
  const models = useEquipmentModels(productLineCode);
  return (
    <LazySelect
      aria-label={t('solution.kind.model')}
      style={{ minWidth: 320 }}
      value={null}
      showSearch={{ optionFilterProp: 'label' }}
      loading={models.isFetching}
      disabled={!productLineCode}
      placeholder={
        productLineCode ? t('widget.select.placeholder') : t('solution.form.chooseOpportunityFirst')
      }
      options={(models.data ?? []).map((model) => ({
        value: model.id,
        label: model.description ? `${model.model} · ${model.description}` : model.model,
      }))}
      onChange={(id: number) => {
        const model = models.data?.find((candidate) => candidate.id === id);
        if (model)
          onPick({
            kind: 'model',
            itemId: model.id,
            code: model.model,
            name: model.description ?? model.model,
          });
      }}
    />
  );
}

const pickers = (): LineItemPickers => ({
  configured: ConfiguredProductPicker,
  model: EquipmentModelPicker,
  material: ({ onPick }: LineItemPickerProps) => <MaterialPicker kind="material" onPick={onPick} />,
  virtual: ({ onPick }: LineItemPickerProps) => <MaterialPicker kind="virtual" onPick={onPick} />,
});

/** /solution/create: a new solution (`?opportunityId=` to start from one), or `?id=` to design one. */
export function SolutionDesignPage() {
  const [params] = useSearchParams();
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const id = number('id');
  return (
    <SolutionDesign key={id ?? 'new'} id={id} opportunityId={number('opportunityId')} pickers={pickers} />
  );
}
