import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { GRADES } from './grades.js';
import { useUserInfo } from './mine-shared.js';
import '../../styles/mine.css';
import { formatCount } from '../../../engine/index.js';

/** The user's membership grade and points (user.selectUserInfo), how far to the next grade, and a link to what grades mean. */
export function UserGradePage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const call = useUserInfo();
  return (
    <CallView call={call} testId="user-grade">
      {(user) => {
        const index = GRADES.findIndex((grade) => grade.code === user.grade);
        // The next grade up that the points have not reached yet (the gateway moves the grade itself).
        const next = GRADES.find((grade, position) => position > index && grade.points > user.points);
        const percent = next ? Math.min(100, Math.round((user.points / next.points) * 100)) : 100;
        return (
          <div className="page page--mine-grade">
            <section className="mine-grade-card" data-testid="user-grade-card">
              <span className="mine-grade-card__label">{t('mine.grade.current')}</span>
              <span className="mine-grade-card__name" data-testid="user-grade-name">{t(`mine.grade.names.${user.grade}`, { defaultValue: user.grade })}</span>
              <span className="mine-grade-card__points">{t('mine.grade.points', { points: formatCount(user.points) })}</span>
              {next ? (
                <>
                  <ProgressBar percent={percent} className="mine-grade-card__bar" />
                  <span className="mine-grade-card__next">{t('mine.grade.toNext', { points: formatCount(Math.max(0, next.points - user.points)), grade: t(`mine.grade.names.${next.code}`) })}</span>
                </>
              ) : null}
            </section>
            <section className="mine-card mine-benefits">
              <h2 className="section__title section__title--small">{t('mine.grade.benefits')}</h2>
              <p>{t(`mine.grade.benefit.${index >= 0 ? user.grade : 'standard'}`)}</p>
            </section>
            <Button block shape="rounded" onClick={() => navigate(paths.mineGradeNotice())} data-testid="user-grade-notice">{t('page.mineGradeNotice')}</Button>
          </div>
        );
      }}
    </CallView>
  );
}
