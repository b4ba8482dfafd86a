import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { applyMcpConfig, parseMcpConfig } from './apply-mcp-config.ts';
import type { ConnectorClient } from './connector-client.ts';
import { mcpMessages } from './mcp-messages.ts';
import { mcpServerConfigTextSchema } from '@confab/core';

export interface McpJsonEditorProps {
  client: ConnectorClient;
  /** After a save: bring the plugins and the server list up to date. */
  onApplied: () => Promise<void>;
}

/** Spec §4's MCP JSON editor: view, edit, saving (stop removed servers, then start the rest). */
export function McpJsonEditor({ client, onApplied }: McpJsonEditorProps) {
  const intl = useIntl();
  const stored = useSetting(settingKeys.mcpServerConfig, mcpServerConfigTextSchema, '');
  const [draft, setDraft] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const editing = draft !== undefined;

  const save = async (text: string) => {
    const parsed = parseMcpConfig(text);
    if (!parsed.ok) {
      setErrors([
        intl.formatMessage(mcpMessages.invalidJSON as MessageDescriptor, { message: parsed.message }),
      ]);
      return;
    }
    setSaving(true);
    setErrors([]);
    try {
      await stored.save(text);
      setDraft(undefined);
      const { failures } = await applyMcpConfig(client, parsed.servers);
      setErrors(
        failures.map((failure) => intl.formatMessage(mcpMessages.serverFailed as MessageDescriptor, failure)),
      );
      await onApplied();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setErrors([intl.formatMessage(mcpMessages.unableToConnect as MessageDescriptor, { message })]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mcp-json">
      <FormField
        label={intl.formatMessage(mcpMessages.jsonLabel)}
        hint={intl.formatMessage(mcpMessages.jsonHint)}
      >
        {(control) => (
          <textarea
            {...control}
            className="mcp-json__text"
            rows={10}
            spellCheck={false}
            readOnly={!editing}
            value={draft ?? stored.value}
            placeholder={'{\n  "mcpServers": {}\n}'}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
          />
        )}
      </FormField>
      {saving ? <p role="status">{intl.formatMessage(mcpMessages.saving)}</p> : null}
      {errors.length > 0 ? (
        <ul className="mcp-setup__error" role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <div className="mcp-setup__actions">
        {editing ? (
          <>
            <Button
              variant="ghost"
              disabled={saving}
              onClick={() => {
                setDraft(undefined);
                setErrors([]);
              }}
            >
              {intl.formatMessage(mcpMessages.cancel)}
            </Button>
            <Button variant="primary" disabled={saving} onClick={() => void save(draft)}>
              {intl.formatMessage(mcpMessages.save)}
            </Button>
          </>
        ) : (
          <Button
            disabled={saving}
            onClick={() => {
              setDraft(stored.value);
            }}
          >
            {intl.formatMessage(mcpMessages.edit)}
          </Button>
        )}
      </div>
    </div>
  );
}
