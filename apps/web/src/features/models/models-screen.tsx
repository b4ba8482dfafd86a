import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { lookupOwn } from '@confab/core';
import { GlobalSettingsPanel } from './global-settings-panel.tsx';
import { ModelListPanel } from './model-list-panel.tsx';
import './models-screen.css';
import './model-forms.css';

const subTabs = ['models', 'global-settings'] as const;
type SubTab = (typeof subTabs)[number];

/** The Models tab (spec §2): the model list and the global settings, as two sub-tabs. */
export function ModelsScreen() {
  const intl = useIntl();
  const [active, setActive] = useState<SubTab>('models');
  const baseID = useId();
  const tabRefs = useRef<Partial<Record<SubTab, HTMLButtonElement | null>>>({});
  const labels: Record<SubTab, string> = {
    models: intl.formatMessage({ id: 'models.tabs.models', defaultMessage: 'Models' }),
    'global-settings': intl.formatMessage({
      id: 'models.tabs.globalSettings',
      defaultMessage: 'Global settings',
    }),
  };

  // The tablist pattern: arrows move between tabs and select them; only the active tab is in the Tab order.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = subTabs.indexOf(active);
    const offsets: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const offset = lookupOwn(offsets, event.key);
    if (offset === undefined) return;
    event.preventDefault();
    const next = subTabs[(index + offset + subTabs.length) % subTabs.length] ?? 'models';
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="models-screen">
      <header className="models-screen__header">
        <h1>{intl.formatMessage({ id: 'models.title', defaultMessage: 'Models' })}</h1>
        <div
          role="tablist"
          className="models-screen__tabs"
          aria-label={intl.formatMessage({ id: 'models.tabs.label', defaultMessage: 'Models sections' })}
          onKeyDown={onKeyDown}
        >
          {subTabs.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${baseID}-${tab}-tab`}
              aria-selected={active === tab}
              aria-controls={`${baseID}-${tab}-panel`}
              tabIndex={active === tab ? 0 : -1}
              className="models-screen__tab"
              onClick={() => {
                setActive(tab);
              }}
            >
              {labels[tab]}
            </button>
          ))}
        </div>
      </header>
      <div
        role="tabpanel"
        id={`${baseID}-${active}-panel`}
        aria-labelledby={`${baseID}-${active}-tab`}
        className="models-screen__panel"
      >
        {active === 'models' ? <ModelListPanel /> : <GlobalSettingsPanel />}
      </div>
    </div>
  );
}
