import type { CheckResult } from '@portal/contract';
import { nameInLanguage } from '@portal/contract';
import { Button, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { useAppState } from '../../../lib/app-state';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useSaveConfiguration } from '../api/model-mutations';
import { usePageModels } from '../api/model-queries';
import type { PickedItem } from '../../../components/item-pickers';
import { LazySelect } from '../../../components/lazy-select';

// The configurator (its tree, rules and states) loads when a product is chosen.
const Configurator = lazy(() => import('./configurator').then((m) => ({ default: m.Configurator })));

/** A configured product picked: the saved configuration and how a line names it. */
export type PickedConfiguration = PickedItem<'configured'>;

/**
 * Picks a configured product for a line elsewhere (a solution): a published configurable product (of any
 * product line: a solution may combine lines), configured in the Configurator, then saved (the server
 * prices it and keeps its version).
 */
export function ConfiguredProductPicker({ onPick }: { onPick: (item: PickedConfiguration) => void }) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const [keyword, setKeyword] = useState('');
  const models = usePageModels({
    keyword: keyword || undefined,
    pageNum: 1,
    pageSize: 50,
  });
  const published = (models.data?.list ?? []).filter((model) => model.latestVersionId !== null);
  const [chosen, setChosen] = useState<number | null>(null);
  const model = published.find((candidate) => candidate.id === chosen);
  const [state, setState] = useState<{ selection: string[]; result: CheckResult | undefined }>({
    selection: [],
    result: undefined,
  });
  const save = useSaveConfiguration();

  const add = async () => {
    if (!model?.latestVersionId) return;
    try {
      const saved = await save.mutateAsync({
        modelVersionId: model.latestVersionId,
        selection: state.selection,
      });
      onPick({
        kind: 'configured',
        itemId: saved.id,
        code: model.code,
        name: nameInLanguage(model.names, language),
      });
      setChosen(null);
    } catch (error) {
      ignoreReported(error);
      notify.error(t('configuration.picker.notValid'));
    }
  };

  return (
    <>
      <LazySelect
        aria-label={t('solution.kind.configured')}
        style={{ minWidth: 320 }}
        value={null}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={models.isFetching}
        placeholder={t('configuration.picker.placeholder')}
        options={published.map((candidate) => ({
          value: candidate.id,
          label: `${candidate.code} · ${nameInLanguage(candidate.names, language)} · ${t('configuration.versionNo', { version: candidate.latestVersion })}`,
        }))}
        onChange={(id: number) => setChosen(id)}
      />
      {model?.latestVersionId ? (
        <Modal
          open
          width={960}
          title={t('configuration.picker.title', {
            name: `${model.code} · ${nameInLanguage(model.names, language)} · ${t('configuration.versionNo', { version: model.latestVersion })}`,
          })}
          onCancel={() => setChosen(null)}
          footer={[
            <Button key="cancel" onClick={() => setChosen(null)}>
              {t('widget.cancel')}
            </Button>,
            <Button
              key="add"
              type="primary"
              loading={save.isPending}
              disabled={!state.result?.valid}
              onClick={() => void add()}
            >
              {state.result?.listPrice ? (
                <>
                  {t('configuration.picker.add')} (
                  <Money value={state.result.listPrice} currency={state.result.currency} />)
                </>
              ) : (
                t('configuration.picker.add')
              )}
            </Button>,
          ]}
        >
          <Suspense fallback={null}>
            <Configurator
              modelVersionId={model.latestVersionId}
              onChange={(selection, result) => setState({ selection, result })}
            />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}
