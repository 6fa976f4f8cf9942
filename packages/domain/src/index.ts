// @deals/domain: the rules, the permission table and the entity definitions, shared by the API, admin-core and ui.
export * from './rules';
export * from './access';
export * from './entities';
