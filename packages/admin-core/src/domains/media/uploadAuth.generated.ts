/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetImageKitAuthParamsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetImageKitAuthParamsQuery = { getImageKitAuthParams: { token: string, expire: number, signature: string } };

export type MediaSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaSettingsQuery = { mediaSettings: { publicKey: string, urlEndpoint: string, uploadEndpoint: string | null } };


export const GetImageKitAuthParamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetImageKitAuthParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getImageKitAuthParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}}]}}]} as unknown as DocumentNode<GetImageKitAuthParamsQuery, GetImageKitAuthParamsQueryVariables>;
export const MediaSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MediaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKey"}},{"kind":"Field","name":{"kind":"Name","value":"urlEndpoint"}},{"kind":"Field","name":{"kind":"Name","value":"uploadEndpoint"}}]}}]}}]} as unknown as DocumentNode<MediaSettingsQuery, MediaSettingsQueryVariables>;