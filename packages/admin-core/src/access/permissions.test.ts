import { describe, expect, it } from 'vitest';
import { deniedReason, PERMISSIONS, RESOURCES, roleCan } from './permissions';

describe('the permission table', () => {
  it('lets admins do everything, including people and the job schedule', () => {
    for (const resource of RESOURCES) expect(roleCan('ADMIN', 'read', resource)).toBe(true);
    expect(roleCan('ADMIN', 'create', 'users')).toBe(true);
    expect(roleCan('ADMIN', 'update', 'jobs')).toBe(true);
  });

  it('lets editors run the catalogue but not the team or the schedule', () => {
    expect(roleCan('EDITOR', 'delete', 'brands')).toBe(true);
    expect(roleCan('EDITOR', 'read', 'users')).toBe(true);
    expect(roleCan('EDITOR', 'create', 'users')).toBe(false);
    expect(roleCan('EDITOR', 'run', 'jobs')).toBe(true);
    expect(roleCan('EDITOR', 'update', 'jobs')).toBe(false);
  });

  it('lets viewers read everything but the team list, and change nothing', () => {
    for (const resource of RESOURCES) {
      expect(roleCan('VIEWER', 'read', resource)).toBe(resource !== 'users');
      for (const action of ['create', 'update', 'delete', 'run'] as const) {
        expect(roleCan('VIEWER', action, resource)).toBe(false);
      }
    }
    expect(deniedReason('VIEWER', 'create', 'brands')).toBe("Viewers can't create brands.");
  });

  it('refuses unknown roles', () => {
    expect(roleCan(null, 'read', 'brands')).toBe(false);
    expect(roleCan('OWNER' as never, 'read', 'brands')).toBe(false);
    expect(Object.keys(PERMISSIONS)).toEqual(['ADMIN', 'EDITOR', 'VIEWER']);
  });
});
