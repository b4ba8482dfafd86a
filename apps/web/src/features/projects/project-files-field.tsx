import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cryptoRandom, projectFilesMaximumBytes } from '@confab/core';
import { Button, CloseIcon, IconButton } from '@confab/ui';
import { filesFitLimit, type DraftFile } from './project-settings-draft.ts';
import { projectMessages } from './project-messages.ts';
import { readTextFiles } from './read-text-files.ts';
import { formatByteSize } from '../../i18n/format-byte-size.ts';

export interface ProjectFilesFieldProps {
  files: DraftFile[];
  editable: boolean;
  onChange: (files: DraftFile[]) => void;
  /** Follows the over-limit message's link to the knowledge base (the dialog closes). */
  onOpenKnowledgeBase?: () => void;
}

/** The project's files: listed with name and size, removable; a choice over the size limit adds nothing. */
export function ProjectFilesField({
  files,
  editable,
  onChange,
  onOpenKnowledgeBase,
}: ProjectFilesFieldProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // Files over the limit belong in the knowledge base: the message then links to it.
  const [tooBig, setTooBig] = useState(false);
  const headingID = useId();
  const hintID = useId();
  const errorID = useId();
  const used = files.reduce((sum, file) => sum + file.size, 0);

  const add = async (chosen: File[]) => {
    const read = await readTextFiles(chosen, cryptoRandom);
    const next = [...files, ...read.files];
    if (!filesFitLimit(next)) {
      setError(intl.formatMessage(projectMessages.filesTooBig));
      setTooBig(true);
      return;
    }
    setTooBig(false);
    setError(
      read.unreadable.length > 0
        ? intl.formatMessage(projectMessages.filesUnreadable, { names: intl.formatList(read.unreadable) })
        : null,
    );
    if (read.files.length > 0) onChange(next);
  };

  return (
    <section className="project-settings__section" aria-labelledby={headingID}>
      <h3 id={headingID} className="project-settings__heading">
        {intl.formatMessage(projectMessages.files)}
      </h3>
      <p id={hintID} className="project-settings__hint">
        {intl.formatMessage(projectMessages.filesHint, {
          used: formatByteSize(intl, used),
          limit: formatByteSize(intl, projectFilesMaximumBytes),
        })}
      </p>
      {files.length === 0 ? (
        <p className="project-settings__empty">{intl.formatMessage(projectMessages.noFiles)}</p>
      ) : (
        <ul className="project-settings__files" aria-labelledby={headingID}>
          {files.map((file) => (
            <li key={file.id} className="project-settings__file">
              <span className="project-settings__file-name">{file.name}</span>
              <span className="project-settings__file-size">{formatByteSize(intl, file.size)}</span>
              {editable ? (
                <IconButton
                  label={intl.formatMessage(projectMessages.removeFile, { name: file.name })}
                  onClick={() => {
                    setError(null);
                    setTooBig(false);
                    onChange(files.filter((candidate) => candidate.id !== file.id));
                  }}
                >
                  <CloseIcon strokeWidth={2.4} />
                </IconButton>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p id={errorID} className="project-settings__error" role="alert">
        {error}
      </p>
      {tooBig ? (
        // Beside the alert, not in it: the alert reads the spec's text exactly.
        <p className="project-settings__hint">
          <a href="#files" onClick={onOpenKnowledgeBase}>
            {intl.formatMessage(projectMessages.openKnowledgeBase)}
          </a>
        </p>
      ) : null}
      {editable ? (
        <>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            accept=".txt,.md,.markdown,.csv,.tsv,.json,.xml,.yaml,.yml,.html,.css,.js,.ts,.py,.log,text/*"
            aria-label={intl.formatMessage(projectMessages.addFiles)}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              // Cleared so the same file can be chosen again after a refusal.
              event.target.value = '';
              if (chosen.length > 0) void add(chosen);
            }}
          />
          <Button
            aria-describedby={`${hintID} ${errorID}`}
            onClick={() => {
              inputRef.current?.click();
            }}
          >
            {intl.formatMessage(projectMessages.addFiles)}
          </Button>
        </>
      ) : null}
    </section>
  );
}
