// One definition per resource: fields with their kind, label, rule, storage, list, filter, import/export and history
// facts, plus the whole-record check. The API's validation and SQL, and admin-core's resources, read these.
export {
  columnOf,
  defineEntity,
  filtersOf,
  type BooleanFieldDefinition,
  type DateFieldDefinition,
  type EntityDefinition,
  type EntityInput,
  type EntityName,
  type EnumFieldDefinition,
  type EnumOption,
  type ExportColumn,
  type FieldDefinition,
  type FieldFilter,
  type FieldInputValue,
  type FieldKind,
  type FieldRule,
  type FieldsInput,
  type HistoryField,
  type HistoryFormat,
  type ImportColumn,
  type ListColumn,
  type ListFieldDefinition,
  type ListSort,
  type MetadataFieldDefinition,
  type Normalizer,
  type NumberFieldDefinition,
  type RecordType,
  type ReferenceFieldDefinition,
  type ReferenceListFieldDefinition,
  type RuleContext,
  type TagsFieldDefinition,
  type TextFieldDefinition,
  type UrlListFieldDefinition,
} from './defineEntity';
export { entityProblems, writableFields, type CheckOptions } from './entityProblems';
export { entityValues, fieldValue } from './entityValues';
export { fieldProblems } from './fieldProblems';
export { ENTITIES, entityByRecordType } from './registry';
export { productEntity, productProblems, type ProductDraftFields } from './product';
export { brandEntity } from './brand';
export { storeEntity } from './store';
export { categoryEntity } from './category';
export { saleEntity } from './sale';
export { organizationEntity } from './organization';
export { userEntity } from './user';
export { blogPostEntity } from './blogPost';
export { bannerCarouselEntity } from './bannerCarousel';
export { productCarouselEntity } from './productCarousel';
export { featuredMenuEntity } from './featuredMenu';
export { pageLayoutEntity } from './pageLayout';
export { jobEntity } from './job';
export type { EntityRow, EntityWrite, FieldStoredValue } from './storedValues';
export { feedColumns, headerKey, isImportable, suggestMapping, unmappedRequired, type FeedColumn } from './feedColumns';
export { cellValue, exportCell, neutraliseCell, restoreCell, type CellValue } from './feedCells';
