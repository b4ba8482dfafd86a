import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { MoveDirection } from '@confab/core';
import type { CatalogueModel } from './model-list-types.ts';

export interface ModelDetailActionsProps {
  model: CatalogueModel;
  isDefault: boolean;
  /** The host forces its own default model. */
  defaultForced: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Spec §6: a managed host hides the list's extra actions (duplicate, hide, reorder). */
  showExtraActions: boolean;
  /** The host's customModels flag; duplicating adds a model, so it goes with Add. */
  canAddModels: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onToggleHidden: () => void;
  onMove: (direction: MoveDirection) => void;
}

export function ModelDetailActions(props: ModelDetailActionsProps) {
  const intl = useIntl();
  const { model, showExtraActions } = props;
  const custom = model.source === 'custom';
  return (
    <div
      className="model-detail__actions"
      role="group"
      aria-label={intl.formatMessage({ id: 'models.actions.label', defaultMessage: 'Model actions' })}
    >
      <Button
        variant="primary"
        disabled={props.isDefault || props.defaultForced}
        onClick={props.onSetDefault}
      >
        {intl.formatMessage({ id: 'models.actions.setDefault', defaultMessage: 'Set as default' })}
      </Button>
      {custom ? (
        <Button onClick={props.onEdit}>
          {intl.formatMessage({ id: 'models.actions.edit', defaultMessage: 'Edit' })}
        </Button>
      ) : null}
      {custom && showExtraActions && props.canAddModels ? (
        <Button onClick={props.onDuplicate}>
          {intl.formatMessage({ id: 'models.actions.duplicate', defaultMessage: 'Duplicate' })}
        </Button>
      ) : null}
      {showExtraActions ? (
        <Button onClick={props.onToggleHidden}>
          {model.hidden
            ? intl.formatMessage({ id: 'models.actions.show', defaultMessage: 'Show' })
            : intl.formatMessage({ id: 'models.actions.hide', defaultMessage: 'Hide' })}
        </Button>
      ) : null}
      {showExtraActions ? (
        <>
          <Button
            disabled={!props.canMoveUp}
            onClick={() => {
              props.onMove('up');
            }}
          >
            {intl.formatMessage({ id: 'models.actions.moveUp', defaultMessage: 'Move up' })}
          </Button>
          <Button
            disabled={!props.canMoveDown}
            onClick={() => {
              props.onMove('down');
            }}
          >
            {intl.formatMessage({ id: 'models.actions.moveDown', defaultMessage: 'Move down' })}
          </Button>
        </>
      ) : null}
      {custom ? (
        <Button variant="danger" onClick={props.onDelete}>
          {intl.formatMessage({ id: 'models.actions.delete', defaultMessage: 'Delete' })}
        </Button>
      ) : null}
    </div>
  );
}
