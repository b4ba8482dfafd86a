import { useIntl } from 'react-intl';
import { cardGridClassNames } from '@confab/ui';
import type { LibraryPrompt } from './library-prompt.ts';
import { PromptCard, type PromptCardActions } from './prompt-card.tsx';
import { promptMessages } from './prompt-messages.ts';
import type { LibraryLayout } from './use-library-view.ts';

/** The cards, as a grid of one to four columns by the width available, or as a single list. */
export function PromptList({
  prompts,
  layout,
  actions,
}: {
  prompts: LibraryPrompt[];
  layout: LibraryLayout;
  actions: PromptCardActions;
}) {
  const intl = useIntl();
  return (
    <div className={cardGridClassNames.container}>
      <ul
        className={[
          cardGridClassNames.grid,
          layout === 'grid' ? cardGridClassNames.byContainer : null,
          `prompt-list prompt-list--${layout}`,
        ]
          .filter(Boolean)
          .join(' ')}
        aria-label={intl.formatMessage(promptMessages.promptList)}
      >
        {prompts.map((prompt) => (
          <li key={prompt.id} className="prompt-list__item">
            <PromptCard prompt={prompt} actions={actions} />
          </li>
        ))}
      </ul>
    </div>
  );
}
