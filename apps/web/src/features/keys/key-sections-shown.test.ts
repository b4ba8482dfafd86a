import { describe, expect, it } from 'vitest';
import { apiEndpointsSectionShown, apiKeysSectionShown } from './key-sections-shown.ts';

describe('key settings sections', () => {
  it('shows API keys unless the host is managed without user keys', () => {
    expect(apiKeysSectionShown({ managed: false, allowUserAPIKey: false })).toBe(true);
    expect(apiKeysSectionShown({ managed: true, allowUserAPIKey: true })).toBe(true);
    expect(apiKeysSectionShown({ managed: true, allowUserAPIKey: false })).toBe(false);
  });

  it('shows API endpoints only when unmanaged', () => {
    expect(apiEndpointsSectionShown({ managed: false })).toBe(true);
    expect(apiEndpointsSectionShown({ managed: true })).toBe(false);
  });
});
