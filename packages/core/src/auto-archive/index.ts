export {
  autoArchiveHourOptions,
  autoArchiveHours,
  autoArchiveHoursSettingSchema,
  defaultAutoArchiveHours,
  planAutoArchive,
} from './auto-archive-rules.ts';
export type { AutoArchiveHoursSetting, AutoArchivePlan, AutoArchiveRules } from './auto-archive-rules.ts';
