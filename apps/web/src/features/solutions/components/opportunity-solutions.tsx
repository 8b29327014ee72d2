import { PlusOutlined } from '@ant-design/icons';
import { permissions } from '@portal/contract';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Can } from '../../../lib/can';
import { SolutionsTable } from './solutions-table';

/** The solutions of one opportunity (their latest versions), on its detail; its designer starts one here. */
export function OpportunitySolutions({ opportunityId }: { opportunityId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      title={t('solution.ofOpportunity')}
      extra={
        <Can code={permissions.solutionDesign}>
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(paths.solutionNew(opportunityId))}
          >
            {t('solution.create')}
          </Button>
        </Can>
      }
    >
      <SolutionsTable filter={{ opportunityId }} />
    </Card>
  );
}
