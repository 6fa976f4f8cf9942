import { DocumentTransform } from '@apollo/client';
import { Kind, visit, type ArgumentNode, type DirectiveNode, type DocumentNode } from 'graphql';

/**
 * The client-only directive marking what exists only on an API with record versions (README "Record versions"):
 * `version @versioned`, `updatedBy @versioned { id name }`, `$expectedVersion: Int @versioned`. It never reaches
 * the server: GraphQL validation refuses an unknown field or argument even under `@include(if: false)`, so the
 * marked parts are removed from the document itself when the capability is off.
 */
export const VERSIONED_DIRECTIVE = 'versioned';

const isVersioned = (directive: DirectiveNode) => directive.name.value === VERSIONED_DIRECTIVE;

/** The document with the `@versioned` directive removed, everything it marks kept: what a versioned API is sent. */
export function keepVersioned(document: DocumentNode): DocumentNode {
  return visit(document, { Directive: (node) => (isVersioned(node) ? null : undefined) });
}

/**
 * The document without anything marked `@versioned`: the fields, the variable definitions, and every argument
 * passing one of those variables (`expectedVersion: $expectedVersion`). What an API with only spec §7 is sent.
 */
export function dropVersioned(document: DocumentNode): DocumentNode {
  const dropped = new Set<string>();
  visit(document, {
    VariableDefinition(node) {
      if (node.directives?.some(isVersioned)) dropped.add(node.variable.name.value);
    },
  });
  const passesDropped = (node: ArgumentNode) => node.value.kind === Kind.VARIABLE && dropped.has(node.value.name.value);
  return visit(document, {
    Field: (node) => (node.directives?.some(isVersioned) ? null : undefined),
    VariableDefinition: (node) => (node.directives?.some(isVersioned) ? null : undefined),
    Argument: (node) => (passesDropped(node) ? null : undefined),
    ObjectField: (node) => (node.value.kind === Kind.VARIABLE && dropped.has(node.value.name.value) ? null : undefined),
  });
}

/** The Apollo document transform of the `versions` capability: every operation the client sends goes through it. */
export function createVersionsTransform(enabled: boolean): DocumentTransform {
  return new DocumentTransform(enabled ? keepVersioned : dropVersioned);
}
