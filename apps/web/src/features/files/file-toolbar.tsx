import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SearchInput } from '@confab/ui';
import { filesMessages } from './files-messages.ts';
import { fileTypeFilters, type FileTypeFilter } from './file-kind.ts';
import { fileSortKeys, type FileListQuery, type FileSortKey } from './file-list-view.ts';
import { fileTypeLabels } from './file-type-labels.ts';

const sortLabels = {
  date: filesMessages.sortDate,
  name: filesMessages.sortName,
  size: filesMessages.sortSize,
  type: filesMessages.sortType,
} as const;

function isSortKey(value: string): value is FileSortKey {
  return (fileSortKeys as readonly string[]).includes(value);
}

function isTypeFilter(value: string): value is FileTypeFilter {
  return (fileTypeFilters as readonly string[]).includes(value);
}

export interface FileToolbarProps {
  query: FileListQuery;
  onChange: (query: FileListQuery) => void;
}

/** Search by name, sort and type: native selects, so keyboards and phones get their own pickers. */
export function FileToolbar({ query, onChange }: FileToolbarProps) {
  const intl = useIntl();
  const sortID = useId();
  const filterID = useId();
  return (
    <div className="files-toolbar">
      <SearchInput
        className="files-toolbar__search"
        label={intl.formatMessage(filesMessages.search)}
        value={query.search}
        onValueChange={(search) => {
          onChange({ ...query, search });
        }}
      />
      <label className="files-toolbar__choice" htmlFor={sortID}>
        <span>{intl.formatMessage(filesMessages.sort)}</span>
        <select
          id={sortID}
          className="ui-field"
          value={query.sort}
          onChange={(event) => {
            if (isSortKey(event.target.value)) onChange({ ...query, sort: event.target.value });
          }}
        >
          {fileSortKeys.map((key) => (
            <option key={key} value={key}>
              {intl.formatMessage(sortLabels[key])}
            </option>
          ))}
        </select>
      </label>
      <label className="files-toolbar__choice" htmlFor={filterID}>
        <span>{intl.formatMessage(filesMessages.filter)}</span>
        <select
          id={filterID}
          className="ui-field"
          value={query.filter}
          onChange={(event) => {
            if (isTypeFilter(event.target.value)) onChange({ ...query, filter: event.target.value });
          }}
        >
          {fileTypeFilters.map((filter) => (
            <option key={filter} value={filter}>
              {intl.formatMessage(fileTypeLabels[filter])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
