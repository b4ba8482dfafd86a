import { useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { chatFeatureNames, lookupOwn } from '@confab/core';
import { chatFeatureLabels, hostFlagLabels, hostFlagNames } from './feature-flag-messages.ts';
import { SaveBar } from './save-bar.tsx';
import type { LoadedOverridesState } from './section-props.ts';

const messages = defineMessages({
  workspace: { id: 'adminConsole.flags.workspace', defaultMessage: 'Workspace' },
  features: { id: 'adminConsole.flags.features', defaultMessage: 'Features for members' },
});

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="admin-console__switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span>{label}</span>
    </label>
  );
}

/** Every chat feature switch and the host's own switches; a feature that is absent counts as on. */
export function FeatureFlagsSection({ state }: { state: LoadedOverridesState }) {
  const intl = useIntl();
  const { effective, overrides } = state.data;
  const [flags, setFlags] = useState(
    () => new Map(hostFlagNames.map((name) => [name, lookupOwn(effective, name) === true] as const)),
  );
  const [features, setFeatures] = useState(() => {
    const current = record(effective.chatFeatures);
    return new Map(chatFeatureNames.map((name) => [name, lookupOwn(current, name) !== false] as const));
  });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void state.save({
      ...overrides,
      ...Object.fromEntries(flags),
      chatFeatures: { ...record(overrides.chatFeatures), ...Object.fromEntries(features) },
    });
  };

  const group = <Name extends string>(
    legend: MessageDescriptor,
    values: Map<Name, boolean>,
    labels: Record<Name, MessageDescriptor>,
    update: (next: Map<Name, boolean>) => void,
  ) => (
    <fieldset className="admin-console__switches">
      <legend>{intl.formatMessage(legend)}</legend>
      {[...values].map(([name, on]) => {
        const label: MessageDescriptor = labels[name];
        return (
          <Switch
            key={name}
            label={intl.formatMessage(label)}
            checked={on}
            onChange={(checked) => {
              update(new Map(values).set(name, checked));
            }}
          />
        );
      })}
    </fieldset>
  );

  return (
    <form className="admin-console__form" onSubmit={submit}>
      {group(messages.workspace, flags, hostFlagLabels, setFlags)}
      {group(messages.features, features, chatFeatureLabels, setFeatures)}
      <SaveBar saving={state.saving} saved={state.saved} error={state.error} />
    </form>
  );
}
