import { useTranslation } from 'react-i18next';
import { GRADES } from './grades.js';
import '../../styles/mine.css';
import { formatCount } from '../../../engine/index.js';

/** What the membership grades mean: the points each needs and its benefits. */
export function GradeNoticePage() {
  const { t } = useTranslation();
  return (
    <div className="page page--mine-grade-notice">
      <p className="page-intro__text">{t('mine.grade.noticeIntro')}</p>
      <div className="card-list" data-testid="grade-notice-list">
        {GRADES.map((grade) => (
          <article className={`mine-card mine-grade-row mine-grade-row--${grade.code}`} key={grade.code} data-testid={`grade-notice-${grade.code}`}>
            <div className="mine-grade-row__head">
              <span className="mine-grade-row__name">{t(`mine.grade.names.${grade.code}`)}</span>
              <span className="mine-tag">{t('mine.grade.threshold', { points: formatCount(grade.points) })}</span>
            </div>
            <p className="mine-grade-row__text">{t(`mine.grade.benefit.${grade.code}`)}</p>
          </article>
        ))}
      </div>
      <p className="mine-muted">{t('mine.grade.noticeRules')}</p>
    </div>
  );
}
