import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { moveModel, type MoveDirection } from '@confab/core';
import { useChatFeature, useHostConfig } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { CustomModelDialog } from './custom-model-dialog.tsx';
import { ModelDetail } from './model-detail.tsx';
import { ModelList } from './model-list.tsx';
import { modelIDSettingSchema } from './model-setting-schemas.ts';
import { useCustomModelActions } from './use-custom-model-actions.ts';
import { useCustomModels } from './use-custom-models.ts';
import { useLocalModelDiscovery } from './local-model-discovery.tsx';
import { useModelCatalogue } from './use-model-catalogue.ts';
import { useModelDefaults } from './use-model-defaults.ts';
import { useModelListDialogs } from './use-model-list-dialogs.ts';

/** The "Models" sub-tab: the master list beside (on phones: before) the selected model's detail. */
export function ModelListPanel() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const canAddModels = useChatFeature('customModels');
  const managed = hostConfig.managed;
  const { models, saveOrder, setHidden } = useModelCatalogue();
  const { customModels } = useCustomModels();
  const { defaultModelID, defaultModelForced } = useModelDefaults();
  const defaultModel = useSetting(settingKeys.defaultModel, modelIDSettingSchema, '');
  const actions = useCustomModelActions();
  const dialogs = useModelListDialogs();
  const [chosenID, setChosenID] = useState<string>();
  const [narrowView, setNarrowView] = useState<'list' | 'detail'>('list');
  const headingID = useId();
  const discoverLocalModels = useLocalModelDiscovery();
  // The list is where a person looks for their local models: probe the local ports now.
  useEffect(discoverLocalModels, [discoverLocalModels]);

  const selected = models.find((model) => model.id === chosenID) ?? models[0];
  const selectedIndex = selected ? models.indexOf(selected) : -1;
  const record = customModels.find((candidate) => candidate.id === selected?.id);

  const move = (modelID: string, direction: MoveDirection) => {
    void saveOrder(
      moveModel(
        models.map((model) => model.id),
        modelID,
        direction,
      ),
    );
  };
  const showDetail = (modelID: string) => {
    setChosenID(modelID);
    setNarrowView('detail');
  };

  return (
    <div className="model-list-panel" data-narrow-view={narrowView}>
      <div className="model-list-panel__master">
        {canAddModels ? (
          <div className="model-list-panel__toolbar">
            <Button variant="primary" onClick={dialogs.openAdd}>
              {intl.formatMessage({ id: 'models.add.button', defaultMessage: 'Add model' })}
            </Button>
          </div>
        ) : null}
        <ModelList
          models={models}
          selectedID={selected?.id}
          defaultModelID={defaultModelID}
          showPricing={!managed}
          onSelect={setChosenID}
          onOpen={showDetail}
          onMove={managed ? undefined : move}
        />
      </div>
      {selected ? (
        <ModelDetail
          model={selected}
          record={record}
          headingID={headingID}
          showPricing={!managed}
          isDefault={selected.id === defaultModelID}
          defaultForced={defaultModelForced}
          canMoveUp={selectedIndex > 0}
          canMoveDown={selectedIndex < models.length - 1}
          showExtraActions={!managed}
          canAddModels={canAddModels}
          onBack={() => {
            setNarrowView('list');
          }}
          onSetDefault={() => {
            void defaultModel.save(selected.id);
          }}
          onEdit={() => {
            if (record) dialogs.openEdit(record);
          }}
          onDuplicate={() => {
            if (!record) return;
            const titles = customModels.map((candidate) => candidate.title);
            void actions.duplicate(record, titles).then(setChosenID);
          }}
          onDelete={() => {
            if (record) dialogs.openDelete(record);
          }}
          onToggleHidden={() => {
            void setHidden(selected.id, !selected.hidden);
          }}
          onMove={(direction) => {
            move(selected.id, direction);
          }}
        />
      ) : null}
      {dialogs.dialog.kind === 'add' || dialogs.dialog.kind === 'edit' ? (
        <CustomModelDialog
          model={dialogs.dialog.kind === 'edit' ? dialogs.dialog.record : undefined}
          onClose={dialogs.close}
          onSaved={(modelID) => {
            dialogs.close();
            setChosenID(modelID);
          }}
        />
      ) : null}
      {dialogs.dialog.kind === 'delete' ? (
        <ConfirmDeleteDialog
          title={dialogs.dialog.record.title}
          onClose={dialogs.close}
          onConfirm={() => {
            if (dialogs.dialog.kind !== 'delete') return;
            const doomed = dialogs.dialog.record;
            dialogs.close();
            setChosenID(undefined);
            void actions.remove(doomed);
          }}
        />
      ) : null}
    </div>
  );
}
