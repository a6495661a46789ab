import { useState } from 'react';
import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CallView } from '../../components/call-view.js';
import { useCall } from '../../components/use-call.js';
import { SearchBox } from '../../../ui/controls/search-box.js';
import '../../styles/mine.css';

/** Frequently asked questions by category, with a keyword search (plat.questionQuery). */
export function QuestionsPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const call = useCall('plat.questionQuery', keyword.trim() ? { keyword: keyword.trim() } : {});

  return (
    <div className="page page--mine-questions">
      <SearchBox
        label={t('mine.questions.search')}
        clearLabel={t('ui.clearSearch')}
        value={typed}
        onChange={setTyped}
        onSearch={(value) => setKeyword(value)}
        onClear={() => setKeyword('')}
        testId="questions-search"
      />
      <CallView call={call} testId="questions" isEmpty={(data) => data.items.length === 0} emptyTitle={t('mine.questions.empty')}>
        {(data) => {
          const items = category ? data.items.filter((item) => item.category === category) : data.items;
          return (
            <>
              <div className="mine-chips" role="tablist" data-testid="questions-categories">
                <button type="button" role="tab" aria-selected={category === null} className={`chip mine-chip${category === null ? ' mine-chip--active' : ''}`} onClick={() => setCategory(null)}>
                  {t('mine.questions.all')}
                </button>
                {data.categories.filter((item) => item.count > 0).map((item) => (
                  <button
                    type="button" role="tab" key={item.code} aria-selected={category === item.code}
                    className={`chip mine-chip${category === item.code ? ' mine-chip--active' : ''}`}
                    onClick={() => setCategory(item.code)} data-testid={`questions-category-${item.code}`}
                  >
                    {item.name}
                  </button>
                ))}
              </div>
              {items.length === 0 ? (
                <p className="mine-muted" data-testid="questions-none">{t('mine.questions.empty')}</p>
              ) : (
                <Collapse accordion className="mine-card mine-faq" data-testid="questions-list">
                  {items.map((item) => (
                    <Collapse.Panel key={item.id} title={<span className="mine-faq__question">{item.question}</span>}>
                      {item.answer.split(/\n\s*\n/).map((paragraph, index) => (
                        <p key={index} className="mine-faq__answer">{paragraph}</p>
                      ))}
                    </Collapse.Panel>
                  ))}
                </Collapse>
              )}
            </>
          );
        }}
      </CallView>
    </div>
  );
}
