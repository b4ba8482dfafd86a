import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { agentMessages } from './agent-messages.ts';
import { categorySectionID } from './agent-category-section.tsx';
import { useCategoryLabel } from './use-category-label.ts';

/** Spec §9: the arrows move the horizontal category strip by this much. */
const categoryScrollStep = 200;

/**
 * Category tabs: a strip along the top on phones, a side navigation on wide screens (CSS decides).
 * Choosing one scrolls its section into view.
 */
export function AgentCategoryNav({ categories }: { categories: string[] }) {
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const stripRef = useRef<HTMLUListElement>(null);
  const scrollStrip = (direction: 1 | -1) => {
    stripRef.current?.scrollBy({ left: direction * categoryScrollStep, behavior: 'smooth' });
  };

  return (
    <nav className="agent-category-nav" aria-label={intl.formatMessage(agentMessages.categories)}>
      <button
        type="button"
        className="agent-category-nav__arrow"
        aria-label={intl.formatMessage(agentMessages.scrollCategoriesBack)}
        onClick={() => {
          scrollStrip(-1);
        }}
      >
        ‹
      </button>
      <ul ref={stripRef} className="agent-category-nav__list">
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className="agent-category-nav__item"
              onClick={() => {
                document
                  .getElementById(categorySectionID(category))
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {categoryLabel(category)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="agent-category-nav__arrow"
        aria-label={intl.formatMessage(agentMessages.scrollCategoriesForward)}
        onClick={() => {
          scrollStrip(1);
        }}
      >
        ›
      </button>
    </nav>
  );
}
