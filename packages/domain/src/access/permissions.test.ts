import { describe, expect, it } from 'vitest';
import { deniedReason, PERMISSIONS, RESOURCES, ROLES, roleCan } from './permissions';

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

  it('lets viewers read everything but the team list and the activity log, and change nothing', () => {
    for (const resource of RESOURCES) {
      expect(roleCan('VIEWER', 'read', resource)).toBe(resource !== 'users' && resource !== 'activity');
      for (const action of ['create', 'update', 'delete', 'run', 'import'] as const) {
        expect(roleCan('VIEWER', action, resource)).toBe(false);
      }
    }
    expect(deniedReason('VIEWER', 'create', 'brands')).toBe("Viewers can't create brands.");
  });

  it('shows the activity log to admins only', () => {
    expect(roleCan('ADMIN', 'read', 'activity')).toBe(true);
    expect(roleCan('EDITOR', 'read', 'activity')).toBe(false);
    expect(roleCan('ADMIN', 'delete', 'activity')).toBe(false);
  });

  it("lets viewers export lists, editors and admins import the catalogue, and admins manage anyone's imports", () => {
    for (const role of ROLES) {
      expect(roleCan(role, 'export', 'products')).toBe(true);
      expect(roleCan(role, 'export', 'sales')).toBe(true);
      expect(roleCan(role, 'export', 'bannerCarousels')).toBe(false);
      expect(roleCan(role, 'read', 'imports')).toBe(true);
    }
    for (const resource of ['products', 'brands', 'stores', 'categories'] as const) {
      expect(roleCan('EDITOR', 'import', resource)).toBe(true);
      expect(roleCan('VIEWER', 'import', resource)).toBe(false);
    }
    expect(roleCan('EDITOR', 'import', 'sales')).toBe(false);
    expect(roleCan('ADMIN', 'update', 'imports')).toBe(true);
    expect(roleCan('EDITOR', 'update', 'imports')).toBe(false);
    expect(deniedReason('VIEWER', 'import', 'products')).toBe("Viewers can't import products.");
  });

  it('refuses unknown roles', () => {
    expect(roleCan(null, 'read', 'brands')).toBe(false);
    expect(roleCan('OWNER' as never, 'read', 'brands')).toBe(false);
    expect(Object.keys(PERMISSIONS)).toEqual(['ADMIN', 'EDITOR', 'VIEWER']);
  });
});

describe("the README's permission table", () => {
  it('says exactly what PERMISSIONS says', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Permissions'), readme.indexOf('## Limits'));
    const written: Record<string, Record<string, string[]>> = {};
    for (const line of section.split('\n')) {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length !== 6 || cells[1] === 'resource' || cells[1]!.startsWith('-')) continue;
      const [, resources, ...byRole] = cells;
      for (const resource of resources!.split(',').map((name) => name.trim())) {
        written[resource] = Object.fromEntries(
          ROLES.map((role, index) => [role, byRole[index] === '—' ? [] : byRole[index]!.split(', ')]),
        );
      }
    }
    const actual = Object.fromEntries(
      RESOURCES.map((resource) => [
        resource,
        Object.fromEntries(ROLES.map((role) => [role, [...PERMISSIONS[role][resource]]])),
      ]),
    );
    expect(written).toEqual(actual);
  });
});
