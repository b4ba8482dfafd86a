import * as z from 'zod/mini';
import { modelParametersSchema, type ModelParametersSetting } from '@confab/core';

// Module-level schemas: useSetting re-reads when its schema changes identity, so they must not be
// rebuilt on every render.
export const modelIDSettingSchema = z.string();
export const modelIDListSettingSchema = z.array(z.string());
export const textSettingSchema = z.string();
export const switchSettingSchema = z.boolean();
export const parametersSettingSchema = modelParametersSchema;

/** Spec §9: streaming is on unless the user turns it off. */
export const defaultStreaming = true;

/** Spec §9: prompt caching off and no context limit until the user sets them. */
export const defaultModelParameters: ModelParametersSetting = { promptCaching: false, contextLimit: 0 };

export const noModelIDs: string[] = [];
