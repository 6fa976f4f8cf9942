import {
  coerceInputValue,
  GraphQLError,
  isInputType,
  typeFromAST,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { badInput } from './errors';

/**
 * What our scalars throw for a value the database could not store. graphql-js keeps the code on the error it wraps
 * around it, so even a value written inline in the document answers BAD_USER_INPUT.
 */
export function unstorableValue(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * The first variable value one of our scalars refuses, as BAD_USER_INPUT naming its field (`expiresAt`,
 * `slides.0.startsAt`: the path inside the variable, or the variable's name when it is the value itself); null when
 * none is. graphql-js would refuse it too, but only says where in its message.
 */
export function refusedVariable(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): GraphQLError | null {
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (variables[name] === undefined || !type || !isInputType(type)) continue;
    let refused: GraphQLError | null = null;
    coerceInputValue(variables[name], type, (path, _value, error) => {
      if (refused || error.extensions.code !== 'BAD_USER_INPUT') return;
      const field = path.length > 0 ? path.join('.') : name;
      refused = badInput(`${field}: ${error.message}`, field);
    });
    if (refused) return refused;
  }
  return null;
}
