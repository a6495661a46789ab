import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Relative } from '../../../contract/rows/user-data.js';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/mine.css';
import { showConfirm } from '../../components/confirm-modal.js';
import { escapeHtml } from '../../components/escape-html.js';
import { maskNumber } from '../../components/mask-number.js';

/** The user's relatives (user.selectRelative): add, edit (editRelatives) and remove (user.delRelative). */
export function RelativesPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const call = useCall('user.selectRelative');

  const remove = async (relative: Relative) => {
    const confirmed = await showConfirm(t, {
      title: t('app.confirm'),
      html: escapeHtml(t('mine.relatives.deleteConfirm', { name: relative.chineseName ?? relative.englishName })),
    });
    if (!confirmed) return;
    const answer = await api.call('user.delRelative', { relativeId: relative.relativeId });
    if (answer) {
      Toast.show({ content: t('mine.relatives.deleted'), position: 'top' });
      call.reload();
    }
  };

  const addButton = (
    <Button color="primary" shape="rounded" onClick={() => navigate(paths.mineEditRelatives())} data-testid="relatives-add">
      {t('mine.relatives.add')}
    </Button>
  );

  return (
    <CallView call={call} testId="relatives" isEmpty={(data) => data.items.length === 0} emptyTitle={t('mine.relatives.empty')} emptyText={t('mine.relatives.emptyHint')} emptyActions={addButton}>
      {(data) => (
        <div className="page page--mine-relatives page--with-action-bar">
          <div className="card-list" data-testid="relatives-list">
            {data.items.map((relative) => {
              const type = relative.identifyNo.identificationType;
              const number = relative.identifyNo[type] ?? '';
              return (
                <article className="mine-card mine-person" key={relative.relativeId} data-testid={`relative-${relative.relativeId}`}>
                  <div className="mine-person__head">
                    <span className="mine-person__name">{relative.chineseName ? `${relative.chineseName} ` : ''}<span className="mine-person__en">{relative.englishName}</span></span>
                    <span className="mine-tag">{t(`dict.relation.${relative.relation}`)}</span>
                  </div>
                  <dl className="mine-facts">
                    <dt>{t('field.identifyNo')}</dt><dd>{t(`dict.idType.${type}`)} {maskNumber(number)}</dd>
                    <dt>{t('field.dob')}</dt><dd>{relative.dob}</dd>
                    <dt>{t('field.gender')}</dt><dd>{t(`dict.gender.${relative.gender}`)}</dd>
                  </dl>
                  <div className="mine-person__actions">
                    <Button size="small" shape="rounded" onClick={() => navigate(paths.mineEditRelatives(relative.relativeId))} data-testid={`relative-edit-${relative.relativeId}`}>{t('mine.edit')}</Button>
                    <Button size="small" shape="rounded" color="danger" fill="outline" onClick={() => void remove(relative)} data-testid={`relative-delete-${relative.relativeId}`}>{t('mine.delete')}</Button>
                  </div>
                </article>
              );
            })}
          </div>
          <div className="mine-action-bar">
            <Button block color="primary" shape="rounded" size="large" disabled={data.items.length >= 20} onClick={() => navigate(paths.mineEditRelatives())} data-testid="relatives-add">
              {t('mine.relatives.add')}
            </Button>
          </div>
        </div>
      )}
    </CallView>
  );
}
