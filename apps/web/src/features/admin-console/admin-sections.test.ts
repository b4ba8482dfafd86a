import { describe, expect, it } from 'vitest';
import { isAdminConsolePath, sectionForLocation, sectionHref } from './admin-sections.ts';

describe('admin console locations', () => {
  it('knows its paths', () => {
    expect(isAdminConsolePath('/admin')).toBe(true);
    expect(isAdminConsolePath('/admin/onboarding')).toBe(true);
    expect(isAdminConsolePath('/admin/billing/subscribe')).toBe(true);
    expect(isAdminConsolePath('/admin/other')).toBe(false);
  });

  it('opens the section a link means', () => {
    expect(sectionForLocation({ pathname: '/admin/onboarding', search: '?step=branding-and-theme' })).toBe(
      'branding',
    );
    expect(sectionForLocation({ pathname: '/admin/billing/subscribe', search: '' })).toBe('licences');
    expect(sectionForLocation({ pathname: '/admin', search: '?section=members' })).toBe('members');
    expect(sectionForLocation({ pathname: '/admin', search: '?section=constructor' })).toBe('branding');
    expect(sectionHref('audit')).toBe('/admin?section=audit');
  });
});
