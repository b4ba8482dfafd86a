import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { LocalSetup } from './local-setup.tsx';
import type { ConnectorMode } from '@confab/core';
import { mcpMessages } from './mcp-messages.ts';
import { RemoteSetup } from './remote-setup.tsx';

export interface ConnectorSetupProps {
  onConnected: (mode: ConnectorMode, url: string, token: string) => void;
}

/** Spec §4: choose local or remote, then Next; each mode's own steps follow. */
export function ConnectorSetup({ onConnected }: ConnectorSetupProps) {
  const intl = useIntl();
  const name = useId();
  const [mode, setMode] = useState<ConnectorMode>('local');
  const [step, setStep] = useState<'choose' | ConnectorMode>('choose');
  const back = () => {
    setStep('choose');
  };
  if (step === 'local') {
    return (
      <LocalSetup
        onBack={back}
        onConnected={(url, token) => {
          onConnected('local', url, token);
        }}
      />
    );
  }
  if (step === 'remote') {
    return (
      <RemoteSetup
        onBack={back}
        onConnected={(url, token) => {
          onConnected('remote', url, token);
        }}
      />
    );
  }
  const options: { value: ConnectorMode; label: string }[] = [
    { value: 'local', label: intl.formatMessage(mcpMessages.modeLocal) },
    { value: 'remote', label: intl.formatMessage(mcpMessages.modeRemote) },
  ];
  return (
    <div className="mcp-setup">
      <fieldset className="mcp-setup__modes">
        <legend>{intl.formatMessage(mcpMessages.modeLegend)}</legend>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={mode === option.value}
              onChange={() => {
                setMode(option.value);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <Button
        variant="primary"
        onClick={() => {
          setStep(mode);
        }}
      >
        {intl.formatMessage(mcpMessages.next)}
      </Button>
    </div>
  );
}
