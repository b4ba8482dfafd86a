import { useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { FormField } from '@confab/ui';
import { ConsoleTextField } from './console-text-field.tsx';
import type { LoadedOverridesState } from './section-props.ts';
import { SaveBar } from './save-bar.tsx';

const definitions = defineMessages({
  intro: {
    id: 'adminConsole.branding.intro',
    defaultMessage: 'How this workspace introduces itself on the login page and in the app.',
  },
  brand: { id: 'adminConsole.branding.brand', defaultMessage: 'Brand' },
  name: { id: 'adminConsole.branding.name', defaultMessage: 'Workspace name' },
  tagline: { id: 'adminConsole.branding.tagline', defaultMessage: 'Tagline' },
  logoURL: { id: 'adminConsole.branding.logoURL', defaultMessage: 'Logo URL' },
  bannerURL: { id: 'adminConsole.branding.bannerURL', defaultMessage: 'Banner URL' },
  hue: { id: 'adminConsole.branding.hue', defaultMessage: 'Sidebar colour hue' },
  hueHint: {
    id: 'adminConsole.branding.hueHint',
    defaultMessage: 'A hue from 0 to 360 on the colour wheel; leave empty for the default colours.',
  },
  loginMessage: { id: 'adminConsole.branding.loginMessage', defaultMessage: 'Login message' },
  loginMessageHint: {
    id: 'adminConsole.branding.loginMessageHint',
    defaultMessage: 'Shown to people on the login page, as plain text.',
  },
  brandRequired: { id: 'adminConsole.branding.brandRequired', defaultMessage: 'Enter a brand.' },
  hueInvalid: {
    id: 'adminConsole.branding.hueInvalid',
    defaultMessage: 'Enter a whole number from 0 to 360.',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

const textFields = ['brand', 'name', 'tagline', 'logoURL', 'bannerURL'] as const;

type TextField = (typeof textFields)[number];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `value` set under `field`, or the field's override removed when the value is empty. */
function withOptional(overrides: Record<string, unknown>, field: string, value: string | number | undefined) {
  const next = new Map(Object.entries(overrides));
  if (value === undefined || value === '') next.delete(field);
  else next.set(field, value);
  return Object.fromEntries(next);
}

export function BrandingSection({ state }: { state: LoadedOverridesState }) {
  const intl = useIntl();
  const { effective, overrides } = state.data;
  const [values, setValues] = useState<Record<TextField, string>>(() => ({
    brand: text(effective.brand),
    name: text(effective.name),
    tagline: text(effective.tagline),
    logoURL: text(effective.logoURL),
    bannerURL: text(effective.bannerURL),
  }));
  const [hue, setHue] = useState(
    typeof effective.sidebarColorHue === 'number' ? String(effective.sidebarColorHue) : '',
  );
  const metadata =
    typeof effective.metadata === 'object' && effective.metadata !== null ? effective.metadata : {};
  const [loginMessage, setLoginMessage] = useState(
    text((metadata as { loginMessage?: unknown }).loginMessage),
  );
  const [problem, setProblem] = useState<string>();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hueNumber = hue.trim() === '' ? undefined : Number(hue);
    if (values.brand.trim() === '') {
      setProblem(intl.formatMessage(messages.brandRequired));
      return;
    }
    if (hueNumber !== undefined && (!Number.isInteger(hueNumber) || hueNumber < 0 || hueNumber > 360)) {
      setProblem(intl.formatMessage(messages.hueInvalid));
      return;
    }
    setProblem(undefined);
    let next: Record<string, unknown> = { ...overrides };
    for (const field of textFields) next = withOptional(next, field, values[field].trim());
    next = withOptional(next, 'sidebarColorHue', hueNumber);
    const { loginMessage: _old, ...otherMetadata } = metadata as Record<string, unknown>;
    next = {
      ...next,
      metadata:
        loginMessage.trim() === '' ? otherMetadata : { ...otherMetadata, loginMessage: loginMessage.trim() },
    };
    void state.save(next);
  };

  const textField = (field: TextField, type: 'text' | 'url' = 'text') => (
    <ConsoleTextField
      key={field}
      label={intl.formatMessage(messages[field])}
      type={type}
      value={values[field]}
      onChange={(value) => {
        setValues({ ...values, [field]: value });
      }}
    />
  );

  return (
    <form className="admin-console__form" onSubmit={submit} noValidate>
      <p className="admin-console__intro">{intl.formatMessage(messages.intro)}</p>
      {textField('brand')}
      {textField('name')}
      {textField('tagline')}
      {textField('logoURL', 'url')}
      {textField('bannerURL', 'url')}
      <FormField label={intl.formatMessage(messages.hue)} hint={intl.formatMessage(messages.hueHint)}>
        {(control) => (
          <div className="admin-console__hue">
            <input
              {...control}
              type="number"
              min={0}
              max={360}
              step={1}
              value={hue}
              onChange={(event) => {
                setHue(event.target.value);
              }}
            />
            <span
              aria-hidden="true"
              className="admin-console__swatch"
              style={{ background: hue.trim() === '' ? 'transparent' : `hsl(${Number(hue) || 0} 49% 17%)` }}
            />
          </div>
        )}
      </FormField>
      <FormField
        label={intl.formatMessage(messages.loginMessage)}
        hint={intl.formatMessage(messages.loginMessageHint)}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={loginMessage}
            onChange={(event) => {
              setLoginMessage(event.target.value);
            }}
          />
        )}
      </FormField>
      <SaveBar saving={state.saving} saved={state.saved} error={problem ?? state.error} />
    </form>
  );
}
